import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { explanations } from '../../db/schema/index.ts';

describe.each(DATABASE_KINDS)('explanation follow-ups on %s', (kind) => {
  let database: Database;
  let app: App;
  const content = loadedContent();
  let exercise: { id: string; text: string };
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content });
    exercise = (await app.inject({ method: 'GET', url: '/api/topics/articles?limit=1' })).json().content
      .exercises[0];
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const ask = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/explanations/follow-up', payload });
  const explain = (payload: object) =>
    app.inject({ method: 'POST', url: '/api/openai/generate-explanation', payload });

  it('"Another example" gives a different sentence of the same rule, offline, in English and Ukrainian', async () => {
    const rule = content.exercise(exercise.id)?.rationale.ruleId;
    const first = (await explain({ exerciseId: exercise.id, answer: 'a', language: 'en' })).json().content
      .choices[0].message.content as string;
    for (const [language, opening, ruleText] of [
      ['en', 'Another example of the same rule: “', 'An before a vowel sound.'],
      ['uk', 'Ще один приклад на те саме правило: «', 'An перед голосним звуком.'],
    ] as const) {
      const res = await ask({ exerciseId: exercise.id, answer: 'a', language, kind: 'example' });
      expect(res.statusCode).toBe(200);
      const body = res.json().content;
      expect(body).toMatchObject({ language, provider: 'rules', cached: false });
      expect(body.content.startsWith(opening)).toBe(true);
      expect(body.content).toContain(ruleText);
      const sentence = (body.content as string).slice(opening.length).split(/[”»]/)[0] as string;
      // A sentence of the bank, of the same rule, not the exercise itself, not the example already shown.
      const source = content
        .topic('articles')
        ?.exercises.find((e) => e.text.replace('___', e.answer) === sentence);
      expect(source?.rationale.ruleId).toBe(rule);
      expect(source?.id).not.toBe(exercise.id);
      expect(first).not.toContain(sentence);
    }
  });

  it('caches a follow-up under its own key, apart from the first explanation', async () => {
    const payload = { exerciseId: exercise.id, answer: 'a', language: 'en', kind: 'rephrase' };
    const first = (await ask(payload)).json().content;
    const second = (await ask(payload)).json().content;
    expect(first.content.startsWith('Another way to see it')).toBe(true);
    expect(second).toMatchObject({ cached: true, content: first.content });
    const rows = await database.db.select().from(explanations);
    const mine = rows.filter((r) => r.exerciseId === exercise.id && r.answer === 'a' && r.language === 'en');
    // The first explanation, "another example" and "explain it differently": three entries.
    expect(new Set(mine.map((r) => r.content)).size).toBe(3);
  });

  it('"In Ukrainian" answers with the explanation in the other language', async () => {
    const res = await ask({ exerciseId: exercise.id, answer: 'a', language: 'English', kind: 'translate' });
    expect(res.json().content).toMatchObject({ language: 'uk' });
    expect(res.json().content.content).toContain('Правильно:');
    const back = await ask({ exerciseId: exercise.id, answer: 'a', language: 'uk', kind: 'translate' });
    expect(back.json().content).toMatchObject({ language: 'en' });
    expect(back.json().content.content).toContain('The right answer:');
  });

  it('rejects bad input with stable codes, never free text', async () => {
    const cases: [object, number, string][] = [
      [{ exerciseId: exercise.id, answer: 'a', language: 'en', kind: 'chat' }, 400, 'VALIDATION_FAILED'],
      [{ exerciseId: exercise.id, answer: 'a', language: 'en', kind: 'example', question: 'hi' }, 200, ''],
      [{ exerciseId: exercise.id, answer: 'the', language: 'en', kind: 'example' }, 400, 'VALIDATION_FAILED'],
      [{ exerciseId: 'nope', answer: 'a', language: 'en', kind: 'example' }, 404, 'EXERCISE_NOT_FOUND'],
      [{ answer: 'a', language: 'en', kind: 'example' }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const res = await ask(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      if (code) expect(res.json().error.code).toBe(code);
    }
  });
});
