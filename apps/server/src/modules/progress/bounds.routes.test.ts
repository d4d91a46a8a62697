import { SMART_ANSWERS_MAX, SMART_COUNT_MAX, smartCountsSchema, userSchema } from '@gapwise/contracts';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { sectionRecords, users } from '../../db/schema/index.ts';
import { register } from '../auth/auth.test-helpers.ts';
import { mergeSmart, presentableSmart } from './smart.ts';

/** Issue 21: no stored progress and no link may make reading the account (and so signing in) fail. */
describe.each(DATABASE_KINDS)('progress bounds on %s', (kind) => {
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

  const me = (headers: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/users/by-access-token', headers });

  it('saturates counts at the bound: two saves of 600 leave 1000 and the account still reads', async () => {
    const user = await signedInUser(app, database);
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/users/section-records',
        headers: user.headers,
        payload: {
          sectionSlug: 'basics',
          topicSlug: 'articles',
          sectionRecord: { stars: 2, smart: { the: { correct: 600, incorrect: 1 } } },
        },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const read = await me(user.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().content.sectionRecords.basics.articles.smart).toEqual({
      the: { correct: SMART_COUNT_MAX, incorrect: 2 },
    });
  });

  it('a link carrying counts at the bound, merged twice, leaves an account that reads', async () => {
    const user = await signedInUser(app, database);
    const link = {
      sectionRecords: {
        basics: { articles: { stars: 3, smart: { the: { correct: 1000, incorrect: 1000 } } } },
      },
    };
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/users/section-records/merge',
        headers: user.headers,
        payload: link,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const over = await app.inject({
      method: 'POST',
      url: '/api/users/section-records/merge',
      headers: user.headers,
      payload: { sectionRecords: { basics: { articles: { stars: 3, smart: { the: { correct: 1001 } } } } } },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().error.code).toBe('VALIDATION_FAILED');
    const read = await me(user.headers);
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().content.sectionRecords.basics.articles.smart.the).toEqual({
      correct: SMART_COUNT_MAX,
      incorrect: SMART_COUNT_MAX,
    });
  });

  it('rows already over the bound are repaired when read, and their owner can still sign in', async () => {
    const email = `stored-${kind}@example.com`;
    const first = await register(app, email);
    expect(first.statusCode, first.body).toBe(200);
    const [row] = await database.db.select().from(users).where(eq(users.email, email));
    if (!row) throw new Error('no user');
    const junk = {
      the: { correct: 50_000, incorrect: -4 },
      a: { correct: 2.7, incorrect: 'many' },
      '': { correct: 1, incorrect: 1 },
      ['x'.repeat(200)]: { correct: 1, incorrect: 1 },
      an: null,
      ...Object.fromEntries(Array.from({ length: 80 }, (_, i) => [`w${i}`, { correct: 1, incorrect: 0 }])),
    };
    await database.db.insert(sectionRecords).values([
      {
        userId: row.id,
        sectionSlug: 'basics',
        topicSlug: 'articles',
        stars: 9,
        attempts: 1,
        smart: junk as never,
      },
      {
        userId: row.id,
        sectionSlug: 'basics',
        topicSlug: 'do-does',
        stars: -2,
        attempts: 1,
        smart: [] as never,
      },
    ]);

    const again = await register(app, email);
    expect(again.statusCode, again.body).toBe(200);
    const token = again.json().content.accessToken as string;
    const read = await me({ authorization: `Bearer ${token}` });
    expect(read.statusCode, read.body).toBe(200);
    const records = read.json().content.sectionRecords.basics;
    expect(records.articles.stars).toBe(3);
    expect(records.articles.smart.the).toEqual({ correct: SMART_COUNT_MAX, incorrect: 0 });
    expect(records.articles.smart.a).toEqual({ correct: 2, incorrect: 0 });
    expect(Object.keys(records.articles.smart).length).toBeLessThanOrEqual(SMART_ANSWERS_MAX);
    expect(records['do-does']).toEqual({ stars: 0 });

    // The next save starts from the repaired counts and keeps them in bounds.
    const saved = await app.inject({
      method: 'PATCH',
      url: '/api/users/section-records',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        sectionSlug: 'basics',
        topicSlug: 'articles',
        sectionRecord: { stars: 1, smart: { the: { correct: 5, incorrect: 1 } } },
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().content.sectionRecords.basics.articles.smart.the).toEqual({
      correct: SMART_COUNT_MAX,
      incorrect: 1,
    });
  });
});

describe('smart counts stay presentable', () => {
  const counts = fc.record({
    correct: fc.integer({ min: 0, max: 1000 }),
    incorrect: fc.integer({ min: 0, max: 1000 }),
  });
  const added = fc.dictionary(fc.string({ minLength: 1, maxLength: 60 }), counts, {
    maxKeys: SMART_ANSWERS_MAX,
  });

  it('any sequence of valid saves leaves counts the response schema accepts', () => {
    fc.assert(
      fc.property(fc.array(added, { maxLength: 30 }), (saves) => {
        let stored: ReturnType<typeof mergeSmart> = null;
        for (const save of saves) stored = mergeSmart(stored, save);
        expect(smartCountsSchema.safeParse(stored ?? {}).success).toBe(true);
      }),
      { seed: 21, numRuns: 200 },
    );
  });

  it('anything stored reads as something the user schema accepts', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (stored) => {
        const smart = presentableSmart(stored);
        const user = {
          _id: 'u',
          name: 'n',
          email: 'e',
          isPremium: false,
          role: 'user',
          locale: 'en',
          quizString: null,
          lastPayment: null,
          premiumUntil: null,
          sectionRecords: { basics: { articles: smart ? { stars: 1, smart } : { stars: 1 } } },
        };
        expect(userSchema.safeParse(user).success).toBe(true);
      }),
      { seed: 21, numRuns: 300 },
    );
  });
});
