import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { post } from '../auth/auth.test-helpers.ts';

describe.each(DATABASE_KINDS)('users API on %s', (kind) => {
  let database: Database;
  let app: App;

  const saveQuiz = (headers: Record<string, string>, quizString: unknown) =>
    app.inject({ method: 'PATCH', url: '/api/users/quiz-string', headers, payload: { quizString } });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers the signed-in user in the presenter shape, and 401 without a token', async () => {
    const learner = await signedInUser(app, database);
    const res = await app.inject({
      method: 'GET',
      url: '/api/users/by-access-token',
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().content).sort()).toEqual(
      [
        '_id',
        'email',
        'isPremium',
        'lastPayment',
        'locale',
        'name',
        'premiumUntil',
        'quizString',
        'role',
        'sectionRecords',
      ].sort(),
    );
    const anonymous = await app.inject({ method: 'GET', url: '/api/users/by-access-token' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/api/users/by-access-token',
      headers: { authorization: 'Bearer not.a.token' },
    });
    expect(forged.json().error.code).toBe('UNAUTHORIZED');
  });

  it('saves the quiz answers once; a second save changes nothing', async () => {
    const learner = await signedInUser(app, database);
    const first = await saveQuiz(
      learner.headers,
      JSON.stringify({ goal: 'travel', level: 'intermediate', age: '25-34' }),
    );
    expect(first.statusCode).toBe(200);
    expect(JSON.parse(first.json().content.quizString)).toEqual({
      goal: 'travel',
      level: 'intermediate',
      age: '25-34',
    });
    const second = await saveQuiz(learner.headers, { goal: 'work', level: 'advanced', age: '45-plus' });
    expect(second.statusCode).toBe(200);
    expect(JSON.parse(second.json().content.quizString).goal).toBe('travel');
  });

  it('refuses answers outside the offered values, and text that is not JSON', async () => {
    const learner = await signedInUser(app, database);
    for (const quizString of [
      JSON.stringify({ goal: 'fun', level: 'beginner', age: '18-24' }),
      JSON.stringify({ goal: 'work', level: 'beginner' }),
      '{not json',
      { goal: 'work', level: 'beginner', age: '12-17' },
      42,
    ]) {
      const res = await saveQuiz(learner.headers, quizString);
      expect(res.statusCode, JSON.stringify(quizString)).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/by-access-token',
      headers: learner.headers,
    });
    expect(me.json().content.quizString).toBeNull();
  });

  it('counts learners with a proven e-mail, publicly; a pending registration is not counted', async () => {
    const countNow = async () =>
      (await app.inject({ method: 'GET', url: '/api/users/count' })).json().content.count;
    const before = await countNow();
    await signedInUser(app, database);
    expect(await countNow()).toBe(before + 1);
    await post(app, '/auth/generate-otp', { email: 'pending@example.com', name: 'P', locale: 'en' });
    expect(await countNow()).toBe(before + 1);
  });
});
