import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';

describe.each(DATABASE_KINDS)('progress overview on %s', (kind) => {
  let database: Database;
  let app: App;
  const content = loadedContent();
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const answers = (user: { headers: Record<string, string> }, rights: boolean[]) => {
    const exercises = content.topic('articles')?.exercises ?? [];
    return app.inject({
      method: 'POST',
      url: '/api/events',
      headers: user.headers,
      payload: {
        events: rights.map((right, i) => {
          const e = exercises[i];
          return {
            name: 'exercise_answer',
            props: {
              isCorrect: right,
              topic: 'articles',
              exerciseId: e?.id,
              choice: right ? e?.answer : e?.choices.find((c) => c !== e.answer),
              session: 'articles:0',
            },
          };
        }),
      },
    });
  };
  const overview = (headers: Record<string, string>, query = '') =>
    app.inject({ method: 'GET', url: `/api/progress/overview${query}`, headers });

  it('shows a learner their own answers only, with real figures', async () => {
    const me = await signedInUser(app, database);
    const other = await signedInUser(app, database);
    expect((await answers(me, [true, false, false, true])).statusCode).toBe(200);
    expect((await answers(other, [true, true, true, true, true, true])).statusCode).toBe(200);
    await app.inject({
      method: 'PATCH',
      url: '/api/users/section-records',
      headers: me.headers,
      payload: { sectionSlug: 'basics', topicSlug: 'articles', sectionRecord: { stars: 3 } },
    });
    const res = await overview(me.headers, '?tzOffset=120');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const o = res.json().content;
    expect(o).toMatchObject({ answered: 4, correct: 2, mastered: { count: 1 } });
    expect(o.sections[0]).toMatchObject({
      slug: 'basics',
      accuracy: [{ answered: 4, correct: 2 }],
      topics: [{ slug: 'articles', stars: 3, mastered: true, answered: 4, correct: 2 }],
    });
    expect(o.weakRules).toEqual([expect.objectContaining({ errorType: 'article-sound', misses: 2 })]);
    expect(o.week.streak).toBe(1);
    expect((await overview(other.headers)).json().content).toMatchObject({
      answered: 6,
      correct: 6,
      weakRules: [],
    });
  });

  it('needs a signed-in learner, and rejects a bad time zone with a stable code', async () => {
    const anonymous = await overview({});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.code).toBe('UNAUTHORIZED');
    const me = await signedInUser(app, database);
    for (const query of ['?tzOffset=9999', '?tzOffset=abc']) {
      const res = await overview(me.headers, query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatchObject({ code: 'VALIDATION_FAILED' });
    }
    // A new learner: empty figures, a suggestion to start with.
    const fresh = (await overview(me.headers)).json().content;
    expect(fresh).toMatchObject({ answered: 0, sections: [], weakRules: [], week: { streak: 0 } });
    expect(fresh.suggestion).toMatchObject({ level: 'basic' });
  });
});
