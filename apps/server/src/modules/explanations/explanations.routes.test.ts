import { explanationResultSchema, success } from '@gapwise/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { explanations } from '../../db/schema/index.ts';

const explanationEnvelopeSchema = success(explanationResultSchema).strict();

describe.each(DATABASE_KINDS)('explanations on %s', (kind) => {
  let database: Database;
  let app: App;
  let exercise: { id: string; possibleAnswers: string[][]; answers: string[]; text: string };
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content: loadedContent() });
    exercise = (await app.inject({ method: 'GET', url: '/api/topics/articles?limit=1' })).json().content
      .exercises[0];
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ask = (payload: object, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/openai/generate-explanation', payload, headers });

  it('explains a wrong answer in English and Ukrainian, naming both answers', async () => {
    for (const [language, quoteOpen] of [
      ['en', '“'],
      ['Ukrainian', '«'],
    ] as const) {
      const res = await ask({ exerciseId: exercise.id, answer: 'a', language });
      expect(res.statusCode).toBe(200);
      const content: string = res.json().content.choices[0].message.content;
      expect(content).toContain(`${quoteOpen}a`);
      expect(content).toContain(exercise.text.replace('___', 'an'));
    }
  });

  it('serves the second request for the same answer from the cache', async () => {
    const first = await ask({ exerciseId: exercise.id, answer: 'an', language: 'uk' });
    const second = await ask({ exerciseId: exercise.id, answer: 'an', language: 'uk' });
    expect(first.json().content.cached).toBe(false);
    expect(second.json().content).toMatchObject({ cached: true, provider: 'rules' });
    // The cached answer is sent as prepared JSON: the same envelope and type the schema path gives.
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(explanationEnvelopeSchema.parse(second.json())).toEqual(second.json());
    const third = await ask({ exerciseId: exercise.id, answer: 'an', language: 'uk' });
    expect(third.body).toBe(second.body);
    expect(second.json().content.choices[0].message.content).toBe(
      first.json().content.choices[0].message.content,
    );
    const rows = await database.db.select().from(explanations);
    expect(
      rows.filter((r) => r.exerciseId === exercise.id && r.answer === 'an' && r.language === 'uk'),
    ).toHaveLength(1);
  });

  it('streams as Server-Sent Events when asked', async () => {
    const res = await ask({ exerciseId: exercise.id, answer: 'a', language: 'en', stream: true });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const events = res.body.split('\n\n').filter(Boolean);
    expect(events.at(-1)).toBe('data: [DONE]');
    const done = JSON.parse((events.at(-2) ?? '').replace(/^data: /, ''));
    expect(done).toMatchObject({ done: true, provider: 'rules' });
    expect(done.content).toContain('“a”');
  });

  it('explains an inline playground exercise', async () => {
    const res = await ask({
      exercise: {
        text: 'They ___ football on Sundays.',
        possibleAnswers: [['play', 'plays']],
        answers: ['play'],
      },
      answer: 'plays',
      language: 'en',
    });
    expect(res.json().content.choices[0].message.content).toContain('“plays”');
  });

  it('rejects bad input with a clear 400 and stores nothing', async () => {
    const before = (await database.db.select().from(explanations)).length;
    const cases: [object, string][] = [
      [{ exerciseId: exercise.id, answer: 'a', language: 'Klingon' }, 'body.language'],
      [{ exerciseId: exercise.id, answer: 'the', language: 'en' }, 'answer'],
      [{ answer: 'a', language: 'en' }, 'body.exerciseId'],
      [{ exerciseId: exercise.id, answer: 'x'.repeat(81), language: 'en' }, 'body.answer'],
      [
        {
          exercise: { text: 'A ___ b.', possibleAnswers: [['x', 'y']], answers: ['z'] },
          answer: 'x',
          language: 'en',
        },
        'exercise.answers',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().error.field).toBe(field);
    }
    const unknown = await ask({ exerciseId: 'nope', answer: 'a', language: 'en' });
    expect(unknown.json().error.code).toBe('EXERCISE_NOT_FOUND');
    expect((await database.db.select().from(explanations)).length).toBe(before);
  });

  it('does not explain exercises of a topic the viewer cannot open', async () => {
    const locked = app.content.topic('modal-perfect')?.exercises[0];
    const res = await ask({ exerciseId: locked?.id ?? '', answer: 'a', language: 'en' });
    expect(res.statusCode).toBe(403);
  });

  /**
   * Wrong answers to exercises no other test explains: each needs a new explanation. One sample (no
   * repeats inside it) shared by the tests, so none finds another's explanation already stored.
   */
  let pool: { exerciseId: string; answer: string; language: string }[] | null = null;
  const distinct = async (n: number) => {
    if (!pool) {
      const res = await app.inject({ method: 'GET', url: '/api/topics/articles?limit=20' });
      pool = (res.json().content.exercises as (typeof exercise)[])
        .filter((e) => e.id !== exercise.id)
        .map((e) => ({
          exerciseId: e.id,
          answer: e.possibleAnswers[0]?.find((c) => c !== e.answers[0]) ?? '',
          // Explanations stay in one in-memory cache for the whole process: a language per database keeps
          // the other block's explanations from being found here.
          language: kind === 'pglite' ? 'en' : 'uk',
        }));
    }
    const taken = pool.splice(0, n);
    expect(taken).toHaveLength(n);
    return taken;
  };

  it('limits generation per visitor address, but never the serving of a stored explanation', async () => {
    const config = testConfig({ EXPLAIN_RATE_LIMIT_PER_MIN: '3', TRUST_PROXY: 'true' });
    const limited = await buildApp({ config, database, content: loadedContent() });
    try {
      const post = (payload: object, ip: string) =>
        limited.inject({
          method: 'POST',
          url: '/api/openai/generate-explanation',
          payload,
          headers: { 'x-forwarded-for': ip },
        });
      const asks = await distinct(5);
      const [a, b, c, d, e] = asks;
      for (const ask of [a, b, c]) expect((await post(ask as object, '5.5.5.5')).statusCode).toBe(200);
      const over = await post(d as object, '5.5.5.5');
      expect(over.statusCode).toBe(429);
      expect(over.json().error.code).toBe('RATE_LIMITED');
      // Already written: served to the same visitor however often, with no generation to count.
      for (let i = 0; i < 5; i++) expect((await post(a as object, '5.5.5.5')).statusCode).toBe(200);
      // Another visitor has their own allowance.
      expect((await post(e as object, '6.6.6.6')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('shares the limit between instances on one database', async () => {
    const perMinute = 4;
    const config = testConfig({ EXPLAIN_RATE_LIMIT_PER_MIN: String(perMinute), TRUST_PROXY: 'true' });
    const [first, second] = await Promise.all([
      buildApp({ config, database, content: loadedContent() }),
      buildApp({ config, database, content: loadedContent() }),
    ]);
    try {
      const asks = await distinct(perMinute + 2);
      const statuses: number[] = [];
      for (const [i, ask] of asks.entries()) {
        const instance = i % 2 === 0 ? first : second;
        const res = await instance.inject({
          method: 'POST',
          url: '/api/openai/generate-explanation',
          payload: ask,
          headers: { 'x-forwarded-for': '7.7.7.7' },
        });
        statuses.push(res.statusCode);
      }
      // Each instance alone saw only half the requests, under the limit; together they passed it.
      expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
