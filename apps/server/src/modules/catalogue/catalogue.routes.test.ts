import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import type { ContentState } from './content.state.ts';

describe('GET /api/catalogue/figures', () => {
  let app: App;
  let database: Database;
  let content: ContentState;
  beforeAll(async () => {
    database = await freshDatabase('pglite');
    content = loadedContent();
    app = await buildApp({ config: testConfig(), database, content });
  });
  afterAll(async () => {
    await app.close();
  });

  it('counts the topics and exercises learners can open (not the playground), from the bank served', async () => {
    const sections = (await app.inject({ method: 'GET', url: '/api/sections' })).json().content.sections as {
      slug: string;
      topics: { totalExercises: number }[];
    }[];
    const counted = sections.filter((s) => s.slug !== 'playground' && s.slug !== 'tutorial');
    const res = await app.inject({ method: 'GET', url: '/api/catalogue/figures' });
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual({
      topics: counted.reduce((n, s) => n + s.topics.length, 0),
      exercises: counted.reduce((n, s) => n + s.topics.reduce((m, t) => m + t.totalExercises, 0), 0),
    });
    // The test bank: have-has 30, articles 2000, do-does 40, modal-perfect 25 (the playground's 12 not).
    expect(res.json().content.topics).toBe(4);
  });

  it('stops counting an exercise an admin switched off', async () => {
    const before = (await app.inject({ method: 'GET', url: '/api/catalogue/figures' })).json().content;
    const [first] = content.topic('articles')?.exercises ?? [];
    if (!first) throw new Error('the test bank has no articles');
    content.disabled.add(first.id);
    const after = (await app.inject({ method: 'GET', url: '/api/catalogue/figures' })).json().content;
    content.disabled.delete(first.id);
    expect(after).toEqual({ topics: before.topics, exercises: before.exercises - 1 });
  });
});
