import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { mergeSmart } from './progress.service.ts';

const save = (app: App, headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'PATCH', url: '/api/users/section-records', headers, payload: payload as object });

describe.each(DATABASE_KINDS)('progress on %s', (kind) => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content: loadedContent() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('keeps the best stars: 3 then 1 leaves 3', async () => {
    const user = await signedInUser(app, database);
    const first = await save(app, user.headers, {
      sectionSlug: 'basics',
      topicSlug: 'have-has',
      sectionRecord: { stars: 3 },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().content.sectionRecords).toEqual({ basics: { 'have-has': { stars: 3 } } });
    const second = await save(app, user.headers, {
      sectionSlug: 'basics',
      topicSlug: 'have-has',
      sectionRecord: { stars: 1 },
    });
    expect(second.json().content.sectionRecords.basics['have-has'].stars).toBe(3);
    expect(second.json().content._id).toBe(user.id);
  });

  it('adds smart counts only for the smart topics, keyed by the lower-cased answer', async () => {
    // Premium, so the intermediate topic below is open to them.
    const user = await signedInUser(app, database, { premium: true });
    const smart = { An: { correct: 2, incorrect: 1 } };
    await save(app, user.headers, {
      sectionSlug: 'basics',
      topicSlug: 'articles',
      sectionRecord: { stars: 2, smart },
    });
    const res = await save(app, user.headers, {
      sectionSlug: 'basics',
      topicSlug: 'articles',
      sectionRecord: { stars: 1, smart },
    });
    expect(res.json().content.sectionRecords.basics.articles).toEqual({
      stars: 2,
      smart: { an: { correct: 4, incorrect: 2 } },
    });
    const other = await save(app, user.headers, {
      sectionSlug: 'modal',
      topicSlug: 'modal-perfect',
      sectionRecord: { stars: 1, smart },
    });
    expect(other.json().content.sectionRecords.modal['modal-perfect']).toEqual({ stars: 1 });
  });

  it('loses nothing when two tabs save at once', async () => {
    const user = await signedInUser(app, database);
    const smart = { a: { correct: 1, incorrect: 0 } };
    await Promise.all(
      [1, 2, 3, 2, 1, 0, 2, 1].map((stars) =>
        save(app, user.headers, {
          sectionSlug: 'basics',
          topicSlug: 'do-does',
          sectionRecord: { stars, smart },
        }),
      ),
    );
    const res = await save(app, user.headers, {
      sectionSlug: 'basics',
      topicSlug: 'do-does',
      sectionRecord: { stars: 0, smart },
    });
    expect(res.json().content.sectionRecords.basics['do-does']).toEqual({
      stars: 3,
      smart: { a: { correct: 9, incorrect: 0 } },
    });
  });

  it('rejects bad input with a clear 400 and changes nothing', async () => {
    const user = await signedInUser(app, database);
    const cases = [
      [
        { sectionSlug: 'basics', topicSlug: 'have-has', sectionRecord: { stars: 4 } },
        'VALIDATION_FAILED',
        'body.sectionRecord.stars',
      ],
      [
        { sectionSlug: 'basics', topicSlug: 'have-has', sectionRecord: { stars: 1.5 } },
        'VALIDATION_FAILED',
        'body.sectionRecord.stars',
      ],
      [
        { sectionSlug: 'basics', topicSlug: 'nope', sectionRecord: { stars: 1 } },
        'TOPIC_NOT_FOUND',
        'topicSlug',
      ],
      [
        { sectionSlug: 'modal', topicSlug: 'have-has', sectionRecord: { stars: 1 } },
        'SECTION_NOT_FOUND',
        'sectionSlug',
      ],
      [{ topicSlug: 'have-has', sectionRecord: { stars: 1 } }, 'VALIDATION_FAILED', 'body.sectionSlug'],
    ] as const;
    for (const [payload, code, field] of cases) {
      const res = await save(app, user.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error).toMatchObject({ code, field });
    }
    const me = await save(app, user.headers, {
      sectionSlug: 'basics',
      topicSlug: 'do-does',
      sectionRecord: { stars: 0 },
    });
    expect(Object.keys(me.json().content.sectionRecords.basics)).toEqual(['do-does']);
  });

  it('needs a signed-in user', async () => {
    const res = await save(
      app,
      {},
      { sectionSlug: 'basics', topicSlug: 'have-has', sectionRecord: { stars: 1 } },
    );
    expect(res.statusCode).toBe(401);
  });

  it('keeps stars off topics the learner may not open, premium ones included', async () => {
    const learner = await signedInUser(app, database);
    const record = { sectionSlug: 'modal', topicSlug: 'modal-perfect', sectionRecord: { stars: 3 } };
    const refused = await save(app, learner.headers, record);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'PREMIUM_REQUIRED', field: 'topicSlug' });
    const merge = await app.inject({
      method: 'POST',
      url: '/api/users/section-records/merge',
      headers: learner.headers,
      payload: {
        sectionRecords: { modal: { 'modal-perfect': { stars: 3 } }, basics: { 'do-does': { stars: 1 } } },
      },
    });
    expect(merge.json().error.code).toBe('PREMIUM_REQUIRED');
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/by-access-token',
      headers: learner.headers,
    });
    expect(me.json().content.sectionRecords).toEqual({});
    const premium = await signedInUser(app, database, { premium: true });
    const saved = await save(app, premium.headers, record);
    expect(saved.json().content.sectionRecords.modal).toEqual({ 'modal-perfect': { stars: 3 } });
  });

  it('merges anonymous progress all or nothing', async () => {
    const user = await signedInUser(app, database);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/users/section-records/merge',
      headers: user.headers,
      payload: { sectionRecords: { basics: { 'have-has': { stars: 2 }, ghost: { stars: 3 } } } },
    });
    expect(bad.statusCode).toBe(400);
    const good = await app.inject({
      method: 'POST',
      url: '/api/users/section-records/merge',
      headers: user.headers,
      payload: { sectionRecords: { basics: { 'have-has': { stars: 2 }, 'do-does': { stars: 1 } } } },
    });
    expect(good.json().content.sectionRecords).toEqual({
      basics: { 'have-has': { stars: 2 }, 'do-does': { stars: 1 } },
    });
  });
});

describe('mergeSmart', () => {
  it('adds counts and lower-cases keys', () => {
    expect(
      mergeSmart(
        { the: { correct: 1, incorrect: 1 } },
        { The: { correct: 1, incorrect: 0 }, a: { correct: 0, incorrect: 2 } },
      ),
    ).toEqual({
      the: { correct: 2, incorrect: 1 },
      a: { correct: 0, incorrect: 2 },
    });
    expect(mergeSmart(null, undefined)).toBeNull();
  });
});
