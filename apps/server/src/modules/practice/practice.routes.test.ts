import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { disabledExercises } from '../../db/schema/index.ts';
import { readDisabledIds } from '../catalogue/content.repository.ts';
import { DISABLED_TTL_MS } from '../catalogue/content.service.ts';

describe.each(DATABASE_KINDS)('catalogue and practice on %s', (kind) => {
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

  it('gives a visitor 5 demo exercises, each with one blank and the right answer first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/topics/articles?limit=5' });
    expect(res.statusCode).toBe(200);
    const topic = res.json().content;
    expect(topic).toMatchObject({ slug: 'articles', lockedBy: null, isDemo: true, totalExercises: 2000 });
    expect(topic.exercises).toHaveLength(5);
    for (const e of topic.exercises) {
      expect(e.text.split('___')).toHaveLength(2);
      expect(e.possibleAnswers[0]).toContain(e.answers[0]);
    }
    expect(new Set(topic.exercises.map((e: { id: string }) => e.id)).size).toBe(5);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('samples differently on each call', async () => {
    const ids = async () =>
      (await app.inject({ method: 'GET', url: '/api/topics/articles' }))
        .json()
        .content.exercises.map((e: { id: string }) => e.id)
        .join();
    expect(await ids()).not.toBe(await ids());
  });

  it('never gives a visitor the exercises of a locked topic', async () => {
    const basic = await app.inject({ method: 'GET', url: '/api/topics/have-has' });
    expect(basic.statusCode).toBe(403);
    expect(basic.json()).toMatchObject({ isSuccess: false, error: { code: 'TOPIC_LOCKED' } });
    const premium = await app.inject({ method: 'GET', url: '/api/topics/modal-perfect' });
    expect(premium.json()).toEqual({
      isSuccess: false,
      error: { code: 'PREMIUM_REQUIRED', message: expect.any(String), field: 'slug' },
    });
  });

  it('opens basic topics to learners and everything to premium', async () => {
    const learner = await signedInUser(app, database);
    expect(
      (await app.inject({ method: 'GET', url: '/api/topics/have-has', headers: learner.headers })).statusCode,
    ).toBe(200);
    const locked = await app.inject({
      method: 'GET',
      url: '/api/topics/modal-perfect',
      headers: learner.headers,
    });
    expect(locked.json().error.code).toBe('PREMIUM_REQUIRED');
    const premium = await signedInUser(app, database, { premium: true });
    const open = await app.inject({
      method: 'GET',
      url: '/api/topics/modal-perfect?limit=50',
      headers: premium.headers,
    });
    expect(open.json().content.exercises).toHaveLength(25);
  });

  it('serves only the top tier when asked, filling up only if it runs short', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/topics/articles?limit=20&isOnlyHighQuality=true',
    });
    const ids: string[] = res.json().content.exercises.map((e: { id: string }) => e.id);
    expect(ids).toHaveLength(20);
    expect(ids.every((id) => app.content.exercise(id)?.highQuality)).toBe(true);
  });

  it('never serves a disabled exercise, even one switched off by another instance', async () => {
    const all = (app.content.topic('do-does')?.exercises ?? []).slice(0, 35);
    const rows = all.map((e) => ({
      exerciseId: e.id,
      topicSlug: 'do-does',
      disabledBy: 'test',
      reason: 'test',
    }));
    // Written straight to the table, as another instance would: this one sees it after its next re-read.
    await database.db.insert(disabledExercises).values(rows);
    await app.content.refreshDisabled(
      () => readDisabledIds(database.db),
      DISABLED_TTL_MS,
      Date.now() + DISABLED_TTL_MS,
    );
    const res = await app.inject({ method: 'GET', url: '/api/topics/do-does?limit=50' });
    expect(res.json().content.exercises).toHaveLength(5);
    await database.db.delete(disabledExercises);
    await app.content.refreshDisabled(() => readDisabledIds(database.db), 0);
    expect(app.content.disabled.size).toBe(0);
  });

  it('rejects bad input with a 400 naming the field, and unknown topics with 404', async () => {
    for (const url of [
      '/api/topics/articles?limit=0',
      '/api/topics/articles?limit=51',
      '/api/topics/articles?limit=abc',
      '/api/topics/articles?isOnlyHighQuality=maybe',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(res.json().error.field).toMatch(/^querystring\./);
    }
    const missing = await app.inject({ method: 'GET', url: '/api/topics/no-such-topic' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('TOPIC_NOT_FOUND');
  });

  it('checks an answer on the server', async () => {
    const e = (await app.inject({ method: 'GET', url: '/api/topics/articles?limit=1' })).json().content
      .exercises[0];
    const right = await app.inject({
      method: 'POST',
      url: `/api/exercises/${e.id}/check`,
      payload: { answer: e.answers[0] },
    });
    expect(right.json().content).toEqual({ isCorrect: true, correctAnswer: e.answers[0] });
    const wrong = await app.inject({
      method: 'POST',
      url: `/api/exercises/${e.id}/check`,
      payload: { answer: 'a' },
    });
    expect(wrong.json().content.isCorrect).toBe(false);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/exercises/nope/check',
      payload: { answer: 'a' },
    });
    expect(unknown.json().error.code).toBe('EXERCISE_NOT_FOUND');
  });

  it('checks answers of a locked topic only for those who may open it (no answer leaks)', async () => {
    const premium = await signedInUser(app, database, { premium: true });
    const learner = await signedInUser(app, database);
    const e = (
      await app.inject({ method: 'GET', url: '/api/topics/modal-perfect?limit=1', headers: premium.headers })
    ).json().content.exercises[0];
    const check = (headers: Record<string, string>) =>
      app.inject({ method: 'POST', url: `/api/exercises/${e.id}/check`, headers, payload: { answer: 'a' } });
    for (const [headers, code] of [
      [{}, 'PREMIUM_REQUIRED'],
      [learner.headers, 'PREMIUM_REQUIRED'],
    ] as const) {
      const res = await check(headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        isSuccess: false,
        error: { code, message: expect.any(String), field: 'id' },
      });
    }
    expect((await check(premium.headers)).json().content.correctAnswer).toBe(e.answers[0]);
    // A basic topic outside the demo needs a signed-in learner, as its session does.
    const basic = (
      await app.inject({ method: 'GET', url: '/api/topics/have-has?limit=1', headers: learner.headers })
    ).json().content.exercises[0];
    const visitor = await app.inject({
      method: 'POST',
      url: `/api/exercises/${basic.id}/check`,
      payload: { answer: 'a' },
    });
    expect(visitor.json().error.code).toBe('TOPIC_LOCKED');
  });

  it('compresses large answers for clients that accept it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/topics/articles?limit=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('lists sections with per-viewer locks, sorted, and answers 304 to a matching ETag', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/sections' });
    const basics = res.json().content.sections.find((s: { slug: string }) => s.slug === 'basics');
    expect(basics.topics.map((t: { slug: string }) => t.slug)).toEqual(['articles', 'do-does', 'have-has']);
    expect(basics.topics[2].lockedBy).toBe('signin');
    const again = await app.inject({
      method: 'GET',
      url: '/api/sections',
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const premium = await signedInUser(app, database, { premium: true });
    const asPremium = await app.inject({
      method: 'GET',
      url: '/api/sections',
      headers: { ...premium.headers, 'if-none-match': res.headers.etag as string },
    });
    expect(asPremium.statusCode).toBe(200);
    expect(
      asPremium
        .json()
        .content.sections.flatMap((s: { topics: { lockedBy: unknown }[] }) => s.topics)
        .every((t: { lockedBy: unknown }) => t.lockedBy === null),
    ).toBe(true);
  });
});
