import { PLAYGROUND_EXERCISES, playgroundTopicSchema } from '@gapwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { disabledExercises } from '../../db/schema/index.ts';
import { readDisabledIds } from '../catalogue/content.repository.ts';
import { DISABLED_TTL_MS } from '../catalogue/content.service.ts';

describe.each(DATABASE_KINDS)('playground on %s', (kind) => {
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

  const get = (slug: string) => app.inject({ method: 'GET', url: `/api/playground/${slug}` });

  it("gives a visitor a premium topic's first 5 exercises, the same 5 on every call", async () => {
    const res = await get('modal-perfect');
    expect(res.statusCode).toBe(200);
    const topic = playgroundTopicSchema.parse(res.json().content);
    // The full topic stays locked: only the playground's share is open.
    expect(topic).toMatchObject({ slug: 'modal-perfect', lockedBy: 'premium' });
    expect(topic.exercises).toHaveLength(PLAYGROUND_EXERCISES);
    expect(topic.totalExercises).toBeGreaterThan(PLAYGROUND_EXERCISES);
    for (const e of topic.exercises) expect(e.possibleAnswers[0]).toContain(e.answers[0]);
    const again = (await get('modal-perfect')).json().content;
    expect(again.exercises.map((e: { id: string }) => e.id)).toEqual(topic.exercises.map((e) => e.id));
    const bank = app.content.topic('modal-perfect')?.exercises.filter((e) => e.highQuality) ?? [];
    expect(topic.exercises.map((e) => e.id)).toEqual(bank.slice(0, PLAYGROUND_EXERCISES).map((e) => e.id));
    // The topic route itself still refuses the visitor.
    expect((await app.inject({ method: 'GET', url: '/api/topics/modal-perfect' })).statusCode).toBe(403);
  });

  it('explains its exercises to a visitor, but no other exercise of a locked topic', async () => {
    const [first] = (await get('modal-perfect')).json().content.exercises;
    const explain = (exerciseId: string, answer: string) =>
      app.inject({
        method: 'POST',
        url: '/api/openai/generate-explanation',
        payload: { exerciseId, answer, language: 'Ukrainian' },
      });
    const wrong = first.possibleAnswers[0].find((c: string) => c !== first.answers[0]);
    const ok = await explain(first.id, wrong);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().content.choices[0].message.content).toMatch(/[а-яіїєґ]{4,}/i);

    const served = new Set(
      (await get('modal-perfect')).json().content.exercises.map((e: { id: string }) => e.id),
    );
    const other = app.content.topic('modal-perfect')?.exercises.find((e) => !served.has(e.id));
    if (!other) throw new Error('the topic has more than 5 exercises');
    const refused = await explain(other.id, other.choices.find((c) => c !== other.answer) ?? '');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PREMIUM_REQUIRED');
  });

  it('answers unknown topics with TOPIC_NOT_FOUND and a bad slug with a 400', async () => {
    for (const slug of ['no-such-topic', 'tutorial']) {
      const res = await get(slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({
        isSuccess: false,
        error: { code: 'TOPIC_NOT_FOUND', message: expect.any(String), field: 'slug' },
      });
    }
    const long = await get('x'.repeat(81));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ isSuccess: false, error: { code: 'VALIDATION_FAILED' } });
  });

  it('never serves a disabled exercise: the next one takes its place', async () => {
    const before = (await get('do-does')).json().content.exercises.map((e: { id: string }) => e.id);
    await database.db
      .insert(disabledExercises)
      .values({ exerciseId: before[0], topicSlug: 'do-does', disabledBy: 'test', reason: 'test' });
    await app.content.refreshDisabled(
      () => readDisabledIds(database.db),
      DISABLED_TTL_MS,
      Date.now() + DISABLED_TTL_MS,
    );
    const after = (await get('do-does')).json().content.exercises.map((e: { id: string }) => e.id);
    expect(after).toHaveLength(PLAYGROUND_EXERCISES);
    expect(after).not.toContain(before[0]);
    expect(after.slice(0, 4)).toEqual(before.slice(1));
    await database.db.delete(disabledExercises);
    await app.content.refreshDisabled(() => readDisabledIds(database.db), 0);
  });
});
