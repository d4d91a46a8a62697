import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import {
  adminAudit,
  exerciseAnswerStats,
  exerciseSignals,
  explanationRatings,
} from '../../db/schema/index.ts';
import { THRESHOLDS } from './rules.ts';

/**
 * Issue 20 end to end through the real routes: simulated learners answer through POST /api/events, the
 * batch is flushed, and the verdict shows in the admin queue and in the topic route's high-quality tier.
 */
describe.each(DATABASE_KINDS)("learners' answers as a quality signal on %s", (kind) => {
  let database: Database;
  let app: App;
  let admin: Awaited<ReturnType<typeof signedInUser>>;
  let learner: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content: loadedContent() });
    admin = await signedInUser(app, database, { role: 'admin', email: 'queue-boss@example.com' });
    learner = await signedInUser(app, database, { premium: true });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  const exercisesOf = (slug: string) => app.content.topic(slug)?.exercises ?? [];
  const wrongOf = (e: { choices: string[]; answer: string }) =>
    e.choices.find((c) => c !== e.answer) as string;

  /** One learner's session: every exercise answered (`pick` decides the choice), then finished. */
  async function session(anonymousId: string, items: { id: string; choice: string }[]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/events',
      payload: {
        anonymousId,
        events: [
          ...items.map((i) => ({
            name: 'exercise_answer',
            props: { topic: 'do-does', exerciseId: i.id, choice: i.choice, session: `s-${anonymousId}` },
          })),
          { name: 'exercise_finished', props: { topic: 'do-does', session: `s-${anonymousId}` } },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
  }

  const highQualitySessions = async (n: number) => {
    const seen = new Set<string>();
    for (let i = 0; i < n; i++) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/topics/do-does?isOnlyHighQuality=true&limit=10',
        headers: learner.headers,
      });
      for (const e of res.json().content.exercises) seen.add(e.id);
    }
    return seen;
  };

  it('flags the exercise on which good learners pick a distractor, drops it from the tier, queues it first', async () => {
    const all = exercisesOf('do-does');
    const target = all.find((e) => e.highQuality);
    const sparse = all.find((e) => e !== target && !e.highQuality);
    if (!target || !sparse) throw new Error('the test bank has no such exercises');
    const others = all.filter((e) => e !== target && e !== sparse).slice(0, 9);
    expect(app.content.inTopTier(target)).toBe(true);
    expect((await highQualitySessions(15)).has(target.id)).toBe(true);

    // 40 learners who get everything else right all pick the same distractor on the target.
    for (let i = 0; i < 40; i++)
      await session(`good-learner-${kind}-${i}`, [
        ...others.map((e) => ({ id: e.id, choice: e.answer })),
        { id: target.id, choice: wrongOf(target) },
        // Five of them also miss the sparse one: far too few answers to say anything about it.
        ...(i < 5 ? [{ id: sparse.id, choice: wrongOf(sparse) }] : []),
      ]);
    // The sparse exercise is reported once: it is queued, with "not enough answers yet".
    const report = await app.inject({
      method: 'POST',
      url: `/api/exercises/${sparse.id}/report`,
      payload: { reason: 'wrong-answer', comment: 'both?', answer: wrongOf(sparse) },
    });
    expect(report.statusCode).toBe(200);
    await app.signals.flush();

    const [stats] = await database.db
      .select()
      .from(exerciseAnswerStats)
      .where(eq(exerciseAnswerStats.exerciseId, target.id));
    expect(stats).toMatchObject({ choice: wrongOf(target), picks: 40, strongPicks: 40, restN: 40 });

    const queue = await app.inject({ method: 'GET', url: '/api/admin/queue', headers: admin.headers });
    expect(queue.statusCode).toBe(200);
    const items = queue.json().content.items;
    expect(items.map((i: { exercise: { id: string } }) => i.exercise.id)).toEqual([target.id, sparse.id]);
    const [first, second] = items;
    expect(first.flags.map((f: { rule: string }) => f.rule)).toEqual([
      'distractor-beats-key',
      'far-harder-than-topic',
    ]);
    expect(first.stats).toMatchObject({ answers: 40, correctRate: 0, strongAnswers: 40 });
    const distractor = first.stats.choices.find((c: { isKey: boolean }) => !c.isKey);
    // 35 learners right on all 9 others, 5 right on 9 of 10 (they missed the sparse one): (35 + 4.5) / 40.
    expect(distractor).toMatchObject({
      choice: wrongOf(target),
      pickRate: 1,
      strongPicks: 40,
      restScore: 0.988,
    });
    expect(first.rationale).toContain('a-an');
    expect(second).toMatchObject({ flags: [], enoughAnswers: false, stats: { answers: 5 } });
    expect(second.reports).toHaveLength(1);

    // Out of the high-quality tier at once, before anyone looked at it.
    expect(app.content.inTopTier(target)).toBe(false);
    expect((await highQualitySessions(15)).has(target.id)).toBe(false);
    const [signal] = await database.db
      .select()
      .from(exerciseSignals)
      .where(eq(exerciseSignals.exerciseId, sparse.id));
    expect(signal).toMatchObject({ flags: [], demoted: false, answers: 5, openReports: 1 });
  });

  it('audits keep and "fix the generator"; a keep silences the flags until the evidence changes', async () => {
    const queue = await app.inject({ method: 'GET', url: '/api/admin/queue', headers: admin.headers });
    // The queue shows the tier as served now (false: flagged); the bank's own exercise carries the built tier.
    expect(queue.json().content.items[0].exercise.highQuality).toBe(false);
    const target = app.content.exercise(queue.json().content.items[0].exercise.id);
    if (!target) throw new Error('not in the bank');
    const decide = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/admin/queue/${target.id}/decision`,
        headers: admin.headers,
        payload,
      });
    expect((await decide({ action: 'keep', note: 'both readings are fine here' })).statusCode).toBe(200);
    // Kept: silenced, so back in the tier and off the open queue, listed under "kept".
    expect(app.content.inTopTier(target)).toBe(true);
    const open = await app.inject({ method: 'GET', url: '/api/admin/queue', headers: admin.headers });
    expect(open.json().content.items.map((i: { exercise: { id: string } }) => i.exercise.id)).not.toContain(
      target.id,
    );
    const kept = await app.inject({
      method: 'GET',
      url: '/api/admin/queue?status=kept',
      headers: admin.headers,
    });
    expect(kept.json().content.items[0]).toMatchObject({
      exercise: { id: target.id },
      decision: { kind: 'keep', adminEmail: 'queue-boss@example.com' },
    });
    expect(kept.json().content.items[0].flags.every((f: { silenced: boolean }) => f.silenced)).toBe(true);

    // The evidence moves: as many answers again, still the distractor. The flags come back.
    const all = exercisesOf('do-does');
    const others = all.filter((e) => e.id !== target.id).slice(0, 9);
    for (let i = 0; i < 30; i++)
      await session(`more-learners-${kind}-${i}`, [
        ...others.map((e) => ({ id: e.id, choice: e.answer })),
        {
          id: target.id,
          choice: all.find((e) => e.id === target.id)?.choices.find((c) => c !== target.answer) ?? '',
        },
      ]);
    await app.signals.flush();
    expect(app.content.inTopTier(target)).toBe(false);

    expect(
      (await decide({ action: 'fix-generator', note: 'do-does frames: "does" also fits' })).statusCode,
    ).toBe(200);
    const generator = await app.inject({
      method: 'GET',
      url: '/api/admin/queue?status=generator',
      headers: admin.headers,
    });
    expect(generator.json().content.items[0]).toMatchObject({
      exercise: { id: target.id },
      decision: { kind: 'fix-generator', note: 'do-does frames: "does" also fits' },
    });
    expect((await decide({ action: 'disable', note: 'two right answers' })).statusCode).toBe(200);
    const audit = await database.db.select().from(adminAudit).where(eq(adminAudit.targetId, target.id));
    expect(audit.map((a) => [a.action, a.reason])).toEqual([
      ['exercise.keep', 'both readings are fine here'],
      ['exercise.fix-generator', 'do-does frames: "does" also fits'],
      ['exercise.disable', 'two right answers'],
    ]);
    expect(audit[0]?.details).toMatchObject({ rules: ['distractor-beats-key', 'far-harder-than-topic'] });
  });

  it('answers 401/403 on the queue endpoints, and 400 with a code on bad input', async () => {
    const id = exercisesOf('do-does')[0]?.id ?? 'x';
    const calls = [
      { method: 'GET' as const, url: '/api/admin/queue' },
      {
        method: 'POST' as const,
        url: `/api/admin/queue/${id}/decision`,
        payload: { action: 'keep', note: 'fine' },
      },
    ];
    const someone = await signedInUser(app, database);
    for (const c of calls) {
      expect((await app.inject(c)).statusCode).toBe(401);
      expect((await app.inject({ ...c, headers: someone.headers })).json().error.code).toBe('FORBIDDEN');
    }
    const bad = [
      { method: 'GET' as const, url: '/api/admin/queue?status=everything' },
      { method: 'GET' as const, url: '/api/admin/queue?limit=0' },
      {
        method: 'POST' as const,
        url: `/api/admin/queue/${id}/decision`,
        payload: { action: 'delete', note: 'why not' },
      },
      {
        method: 'POST' as const,
        url: `/api/admin/queue/${id}/decision`,
        payload: { action: 'keep', note: '' },
      },
    ];
    for (const c of bad) {
      const res = await app.inject({ ...c, headers: admin.headers });
      expect([c.url, res.statusCode, res.json().error.code]).toEqual([c.url, 400, 'VALIDATION_FAILED']);
    }
    const missing = await app.inject({
      method: 'POST',
      url: '/api/admin/queue/no-such-exercise/decision',
      headers: admin.headers,
      payload: { action: 'keep', note: 'fine as is' },
    });
    expect([missing.statusCode, missing.json().error.code]).toEqual([404, 'EXERCISE_NOT_FOUND']);
  });

  it('stores explanation ratings per exercise, choice, language and provider; refuses bad ones', async () => {
    const exercise = exercisesOf('have-has')[2];
    if (!exercise) throw new Error('no exercise');
    const rate = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/explanations/rating', payload });
    const body = { exerciseId: exercise.id, answer: wrongOf(exercise), language: 'uk', provider: 'rules' };
    for (let i = 0; i < THRESHOLDS.minRatings; i++)
      expect((await rate({ ...body, helpful: i === 0 })).statusCode).toBe(200);
    expect((await rate({ ...body, language: 'Ukrainian', helpful: true })).statusCode).toBe(200);
    const badChoice = await rate({ ...body, answer: 'zebra', helpful: true });
    expect([badChoice.statusCode, badChoice.json().error.code, badChoice.json().error.field]).toEqual([
      400,
      'VALIDATION_FAILED',
      'answer',
    ]);
    expect((await rate({ ...body, helpful: 'maybe' })).json().error.code).toBe('VALIDATION_FAILED');
    expect((await rate({ ...body, language: 'xx', helpful: true })).statusCode).toBe(400);
    expect((await rate({ ...body, exerciseId: 'nope', helpful: true })).json().error.code).toBe(
      'EXERCISE_NOT_FOUND',
    );
    await app.signals.flush();
    const rows = await database.db
      .select()
      .from(explanationRatings)
      .where(eq(explanationRatings.exerciseId, exercise.id));
    expect(rows.map((r) => [r.choice, r.language, r.provider, r.yes, r.no])).toEqual([
      [wrongOf(exercise), 'uk', 'rules', 2, 4],
    ]);
    // 4 "no" of 6: the explanation is flagged (not the exercise: it stays in its tier).
    const queue = await app.inject({ method: 'GET', url: '/api/admin/queue', headers: admin.headers });
    const item = queue
      .json()
      .content.items.find((i: { exercise: { id: string } }) => i.exercise.id === exercise.id);
    expect(item.flags.map((f: { rule: string }) => f.rule)).toEqual(['unhelpful-explanation']);
    expect(app.content.flagged.has(exercise.id)).toBe(false);
    const admin2 = await app.inject({
      method: 'GET',
      url: '/api/admin/explanations',
      headers: admin.headers,
    });
    expect(admin2.json().content.ratings.byProviderLanguage).toContainEqual({
      provider: 'rules',
      language: 'uk',
      yes: 2,
      no: 4,
    });
  });
});
