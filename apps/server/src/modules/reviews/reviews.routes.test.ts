import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import type { ContentState } from '../catalogue/content.state.ts';

const START = new Date('2026-03-01T09:00:00Z');
const MINUTE = 60_000;
const DAY = 86_400_000;

type Headers = Record<string, string>;

describe.each(DATABASE_KINDS)('reviews on %s', (kind) => {
  let database: Database;
  let app: App;
  let content: ContentState;
  let clock = START;
  const ids = (slug: string) => (content.topic(slug)?.exercises ?? []).map((e) => e.id);

  const record = (headers: Headers, payload: object) =>
    app.inject({ method: 'POST', url: '/api/reviews/answers', headers, payload });
  const wrong = (headers: Headers, exerciseId: string) =>
    record(headers, { exerciseId, correct: false, firstTry: true, answer: 'a' });
  const summaryOf = async (headers: Headers) =>
    (await app.inject({ method: 'GET', url: '/api/reviews/summary', headers })).json().content;
  const sessionOf = async (headers: Headers, limit = 10) =>
    (await app.inject({ method: 'GET', url: `/api/reviews/session?limit=${limit}`, headers })).json().content
      .items as { reviewId: string; exercise: { id: string }; topicSlug: string; sibling: boolean }[];
  const answer = (headers: Headers, id: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/reviews/${id}/answer`, headers, payload });

  beforeAll(async () => {
    database = await freshDatabase(kind);
    content = loadedContent();
    app = await buildApp({ config: testConfig(), database, content, now: () => clock });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  beforeEach(() => {
    clock = START;
  });

  it('turns a mistake into an item due when ts-fsrs says, and a right first try into nothing', async () => {
    const user = await signedInUser(app, database);
    const [id] = ids('have-has');
    const right = await record(user.headers, { exerciseId: id, correct: true, firstTry: true });
    expect(right.statusCode).toBe(200);
    expect(right.json().content.item).toBeNull();
    expect(await summaryOf(user.headers)).toEqual({ due: 0 });

    const res = await wrong(user.headers, id as string);
    expect(res.statusCode).toBe(200);
    const expected = fsrs().next(createEmptyCard(START), START, Rating.Again).card;
    expect(res.json().content.item).toMatchObject({
      exerciseId: id,
      topicSlug: 'have-has',
      due: expected.due.toISOString(),
      reps: 1,
      isDue: false,
    });
    expect(await summaryOf(user.headers)).toEqual({ due: 0, nextDue: expected.due.toISOString() });
    clock = new Date(START.getTime() + 5 * MINUTE);
    expect(await summaryOf(user.headers)).toEqual({ due: 1 });
  });

  it('serves due items, answered right they leave the due list, answered wrong they stay', async () => {
    const user = await signedInUser(app, database);
    const [a, b] = ids('do-does');
    await wrong(user.headers, a as string);
    clock = new Date(START.getTime() + MINUTE);
    await wrong(user.headers, b as string);
    clock = new Date(START.getTime() + 10 * MINUTE);
    const items = await sessionOf(user.headers);
    // Most overdue first.
    expect(items.map((i) => i.exercise.id)).toEqual([a, b]);
    const first = await answer(user.headers, items[0]?.reviewId as string, { correct: true, firstTry: true });
    expect(first.json().content.item.isDue).toBe(false);
    const second = await answer(user.headers, items[1]?.reviewId as string, { correct: false });
    expect(second.json().content.item).toMatchObject({ lapses: 0, reps: 2 });
    expect((await summaryOf(user.headers)).due).toBe(0);
    // Again puts it back a minute later: due again while the right one waits its 10 minutes.
    clock = new Date(clock.getTime() + 2 * MINUTE);
    expect((await summaryOf(user.headers)).due).toBe(1);
    expect((await sessionOf(user.headers)).map((i) => i.exercise.id)).toEqual([b]);
  });

  it('serves the mistakes just made when asked for them by exercise, due or not, and only one’s own', async () => {
    const user = await signedInUser(app, database);
    const other = await signedInUser(app, database);
    const [a, b, c] = ids('have-has');
    await wrong(user.headers, a as string);
    await wrong(user.headers, b as string);
    await wrong(other.headers, c as string);
    expect(await sessionOf(user.headers)).toEqual([]);
    const url = `/api/reviews/session?exerciseIds=${a},${b},${c}`;
    const res = await app.inject({ method: 'GET', url, headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(
      res
        .json()
        .content.items.map((i: { exercise: { id: string } }) => i.exercise.id)
        .sort(),
    ).toEqual([a, b].sort());
  });

  it('reads and changes only the learner’s own items', async () => {
    const owner = await signedInUser(app, database);
    const other = await signedInUser(app, database);
    const [id] = ids('have-has');
    const item = (await wrong(owner.headers, id as string)).json().content.item;
    clock = new Date(START.getTime() + DAY);
    expect(await sessionOf(other.headers)).toEqual([]);
    expect(await summaryOf(other.headers)).toEqual({ due: 0 });
    const res = await answer(other.headers, item.id, { correct: true, firstTry: true });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('REVIEW_NOT_FOUND');
    expect((await summaryOf(owner.headers)).due).toBe(1);
    const anonymous = await app.inject({ method: 'GET', url: '/api/reviews/summary' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('never serves a free learner a premium topic’s exercise; premium gets it', async () => {
    const user = await signedInUser(app, database, { premium: true });
    const [premiumId] = ids('modal-perfect');
    const [freeId] = ids('have-has');
    await wrong(user.headers, premiumId as string);
    await wrong(user.headers, freeId as string);
    clock = new Date(START.getTime() + DAY);
    expect((await sessionOf(user.headers)).map((i) => i.topicSlug).sort()).toEqual([
      'have-has',
      'modal-perfect',
    ]);
    // The same items on a free learner (as when a pass has ended): the premium one waits, unserved.
    const free = await signedInUser(app, database);
    await database.db.execute(`update review_items set user_id = '${free.id}' where user_id = '${user.id}'`);
    expect((await sessionOf(free.headers)).map((i) => i.topicSlug)).toEqual(['have-has']);
    expect((await summaryOf(free.headers)).due).toBe(2);
    const refused = await wrong(free.headers, premiumId as string);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('PREMIUM_REQUIRED');
  });

  it('answers bad input with a stable code and changes nothing', async () => {
    const user = await signedInUser(app, database);
    const cases: [string, string, object | undefined, number, string][] = [
      ['POST', '/api/reviews/answers', { exerciseId: 'nope', correct: false }, 404, 'EXERCISE_NOT_FOUND'],
      ['POST', '/api/reviews/answers', { exerciseId: 'x', correct: 'no' }, 400, 'VALIDATION_FAILED'],
      ['POST', '/api/reviews/answers', {}, 400, 'VALIDATION_FAILED'],
      ['GET', '/api/reviews/session?limit=0', undefined, 400, 'VALIDATION_FAILED'],
      ['GET', '/api/reviews/session?limit=abc', undefined, 400, 'VALIDATION_FAILED'],
      ['POST', '/api/reviews/abc/answer', { correct: true }, 400, 'VALIDATION_FAILED'],
      ['POST', '/api/reviews/99999999999/answer', { correct: true }, 404, 'REVIEW_NOT_FOUND'],
      ['POST', '/api/reviews/1/answer', { firstTry: true }, 400, 'VALIDATION_FAILED'],
      ['POST', '/api/reviews/merge', { mistakes: [] }, 400, 'VALIDATION_FAILED'],
      [
        'POST',
        '/api/reviews/merge',
        { mistakes: [{ exerciseId: 'x', at: 'yesterday' }] },
        400,
        'VALIDATION_FAILED',
      ],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const res = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: user.headers,
        ...(payload ? { payload } : {}),
      });
      expect([url, res.statusCode, res.json().error?.code]).toEqual([url, status, code]);
    }
    expect(await summaryOf(user.headers)).toEqual({ due: 0 });
  });

  it('loses and doubles no review when two tabs answer at once', async () => {
    const user = await signedInUser(app, database);
    const [id] = ids('articles');
    // Two first mistakes at once: one item, reviewed twice.
    const both = await Promise.all([wrong(user.headers, id as string), wrong(user.headers, id as string)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => r.json().content.item.reps).sort()).toEqual([1, 2]);
    const reviewId = both[0]?.json().content.item.id as string;
    clock = new Date(START.getTime() + DAY);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => answer(user.headers, reviewId, { correct: true, firstTry: true })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.map((r) => r.json().content.item.reps).sort()).toEqual([3, 4, 5, 6]);
    // The same sequence applied one after another by ts-fsrs itself.
    const f = fsrs();
    let card = f.next(createEmptyCard(START), START, Rating.Again).card;
    card = f.next(card, START, Rating.Again).card;
    for (let i = 0; i < 4; i++) card = f.next(card, clock, Rating.Good).card;
    expect(await sessionOf(user.headers)).toEqual([]);
    expect(
      answers
        .map((r) => r.json().content.item.due)
        .sort()
        .at(-1),
    ).toBe(card.due.toISOString());
  });

  it('serves a sibling of the same topic and rule once the exact exercise was reviewed three times', async () => {
    const user = await signedInUser(app, database);
    const [id] = ids('do-does');
    const item = (await wrong(user.headers, id as string)).json().content.item;
    for (let i = 0; i < 2; i++) {
      clock = new Date(clock.getTime() + 30 * DAY);
      await answer(user.headers, item.id, { correct: false });
    }
    clock = new Date(clock.getTime() + 30 * DAY);
    const [served] = await sessionOf(user.headers);
    expect(served?.reviewId).toBe(item.id);
    expect(served?.sibling).toBe(true);
    expect(served?.exercise.id).not.toBe(id);
    expect(ids('do-does')).toContain(served?.exercise.id);
    // Answering the sibling reviews the original item.
    const res = await answer(user.headers, item.id, { correct: true, firstTry: true });
    expect(res.json().content.item).toMatchObject({ exerciseId: id, reps: 4 });
  });

  it('keeps a session to the limit and no two of one frame in a row', async () => {
    const user = await signedInUser(app, database);
    for (const id of ids('have-has').slice(0, 6)) await wrong(user.headers, id);
    for (const id of ids('do-does').slice(0, 6)) await wrong(user.headers, id);
    clock = new Date(START.getTime() + DAY);
    const items = await sessionOf(user.headers, 8);
    expect(items).toHaveLength(8);
    // The test bank's topics each have one frame: they must alternate while both last.
    for (let i = 1; i < items.length; i++) expect(items[i]?.topicSlug).not.toBe(items[i - 1]?.topicSlug);
  });

  it('merges anonymous mistakes once: sending them again changes nothing', async () => {
    const user = await signedInUser(app, database);
    const [a, b] = ids('articles');
    const [locked] = ids('modal-perfect');
    const mistakes = [
      { exerciseId: a, at: new Date(START.getTime() - 2 * DAY).toISOString() },
      { exerciseId: b, at: new Date(START.getTime() - DAY).toISOString() },
      { exerciseId: locked, at: START.toISOString() },
      { exerciseId: 'gone', at: START.toISOString() },
    ];
    const merge = () =>
      app.inject({ method: 'POST', url: '/api/reviews/merge', headers: user.headers, payload: { mistakes } });
    const first = await merge();
    expect(first.statusCode).toBe(200);
    expect(first.json().content).toEqual({ merged: 2, skipped: 2 });
    const before = await summaryOf(user.headers);
    expect(before.due).toBe(2);
    const again = await merge();
    expect(again.json().content).toEqual({ merged: 0, skipped: 4 });
    expect(await summaryOf(user.headers)).toEqual(before);
  });
});
