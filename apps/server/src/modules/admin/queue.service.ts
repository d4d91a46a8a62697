import type { AdminQueue, FlagRule, QueueDecisionBody, QueueItem } from '@gapwise/contracts';
import type { Exercise } from '@gapwise/grammar';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireBank } from '../catalogue/catalogue.service.ts';
import { refreshDisabledExercises } from '../catalogue/content.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { isSilenced, judge, THRESHOLDS } from '../signals/rules.ts';
import { loadEvidence, type Signals } from '../signals/signals.service.ts';
import {
  type Decision,
  decisionsFor,
  emailsOf,
  openReportsOn,
  queuedSignals,
  saveDecision,
} from './admin.repository.ts';
import { writeAudit } from './audit.repository.ts';
import { setExerciseDisabled, toAdminExercise } from './content.service.ts';

/** How many candidates the queue looks at, worst first, before filtering by status and topic. */
const CANDIDATES = 2_000;

/** The rationale in one line: the rule, the deciding words, and the error model of each wrong choice. */
export function rationaleLine(content: ContentState, e: Exercise): string {
  const rule = content.topic(e.topicSlug)?.meta.rules.find((r) => r.id === e.rationale.ruleId);
  const distractors = e.rationale.distractors.map((d) => `${d.choice}: ${d.errorType}`).join(', ');
  return [
    rule ? `${e.rationale.ruleId}: ${rule.statement.en}` : e.rationale.ruleId,
    e.rationale.trigger.length ? `trigger: ${e.rationale.trigger.join(' … ')}` : '',
    distractors ? `distractors: ${distractors}` : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * The content queue: flagged and reported exercises together, worst first (the stored severity: the sum
 * of the active flags' weights, then open reports), each with its statistics, flags, ratings and reports.
 * `open` leaves out disabled exercises, those marked for a generator fix, and those kept with nothing new.
 */
export async function listQueue(
  db: Db,
  content: ContentState,
  signals: Signals,
  query: { status: 'open' | 'generator' | 'kept'; topic?: string | undefined; limit: number },
): Promise<AdminQueue> {
  requireBank(content);
  // This instance's finished sessions and ratings first, so what the admin sees is current.
  await signals.flush();
  await refreshDisabledExercises(content, db, 0);
  const rows = await queuedSignals(db, query.topic, CANDIDATES);
  const decisions = await decisionsFor(
    db,
    rows.map((r) => r.exerciseId),
  );
  const wanted = rows.filter((r) => {
    if (!content.exercise(r.exerciseId) || content.disabled.has(r.exerciseId)) return false;
    const d = decisions.get(r.exerciseId);
    if (query.status === 'generator') return d?.kind === 'fix-generator';
    if (query.status === 'kept') return d?.kind === 'keep' && r.flags.length === 0;
    if (d?.kind === 'fix-generator') return false;
    const newReports = d?.kind === 'keep' ? r.openReports > d.evidence.reports : r.openReports > 0;
    return r.flags.length > 0 || newReports;
  });
  const page = wanted.slice(0, query.limit);
  return {
    items: await describe(
      db,
      content,
      page.map((r) => r.exerciseId),
      decisions,
    ),
    total: wanted.length,
    thresholds: {
      minAnswers: THRESHOLDS.minAnswers,
      minStrongAnswers: THRESHOLDS.minStrongAnswers,
      minRatings: THRESHOLDS.minRatings,
      confirmAnswers: THRESHOLDS.confirmAnswers,
    },
  };
}

async function describe(
  db: Db,
  content: ContentState,
  ids: string[],
  decisions: Map<string, Decision>,
): Promise<QueueItem[]> {
  if (ids.length === 0) return [];
  const evidence = await loadEvidence(db, content, ids);
  const reports = await openReportsOn(db, ids);
  const adminIds = [...new Set([...decisions.values()].map((d) => d.adminId))];
  const emails = await emailsOf(db, adminIds);
  return ids.flatMap((id) => {
    const exercise = content.exercise(id);
    const e = evidence.get(id);
    if (!exercise || !e) return [];
    const verdict = judge(e);
    const d = decisions.get(id);
    const keep = d?.kind === 'keep' ? d : null;
    const now = { answers: verdict.stats.answers, reports: e.openReports, unhelpful: verdict.unhelpful };
    return [
      {
        // The tier as served now (learners' answers moved it), not as the bank was built.
        exercise: {
          ...toAdminExercise(exercise, content.disabled.has(id)),
          highQuality: content.inTopTier(exercise),
        },
        rationale: rationaleLine(content, exercise),
        severity:
          Math.round(
            (verdict.flags.filter((f) => !isSilenced(f.rule, keep, now)).reduce((s, f) => s + f.weight, 0) +
              0.5 * e.openReports) *
              100,
          ) / 100,
        flags: verdict.flags.map((f) => ({
          rule: f.rule,
          evidence: f.evidence,
          silenced: isSilenced(f.rule, keep, now),
        })),
        enoughAnswers: verdict.enoughAnswers,
        stats: verdict.stats,
        ratings: e.ratings.map((r) => ({
          choice: r.choice,
          language: r.language,
          provider: r.provider,
          yes: r.yes,
          no: r.no,
        })),
        reports: reports
          .filter((r) => r.exerciseId === id)
          .map((r) => ({
            id: r.id,
            reason: r.reason,
            comment: r.comment,
            answer: r.answer,
            createdAt: r.createdAt.toISOString(),
          })),
        decision: d
          ? {
              kind: d.kind === 'keep' ? ('keep' as const) : ('fix-generator' as const),
              note: d.note,
              adminEmail: emails.get(d.adminId) ?? null,
              at: d.decidedAt.toISOString(),
            }
          : null,
      },
    ];
  });
}

/**
 * An admin's action on a queued exercise, audited in the same transaction: disable (as the content view
 * does), keep (silences the flags shown now until the evidence moves) or mark "fix the generator".
 */
export async function decide(
  db: Db,
  content: ContentState,
  signals: Signals,
  adminId: string,
  id: string,
  body: QueueDecisionBody,
) {
  requireBank(content);
  const exercise = content.exercise(id);
  if (!exercise) throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'id');
  if (body.action === 'disable') {
    await setExerciseDisabled(db, content, adminId, id, true, body.note);
    return { id, action: body.action };
  }
  await signals.flush();
  const e = (await loadEvidence(db, content, [id])).get(id);
  const verdict = e ? judge(e) : null;
  const rules: FlagRule[] = verdict?.flags.map((f) => f.rule) ?? [];
  const evidence = {
    answers: verdict?.stats.answers ?? 0,
    reports: e?.openReports ?? 0,
    unhelpful: verdict?.unhelpful ?? 0,
  };
  await db.transaction(async (tx) => {
    const row = { kind: body.action, note: body.note, rules, evidence, adminId, decidedAt: new Date() };
    await saveDecision(tx, id, row);
    await writeAudit(tx, {
      adminId,
      action: body.action === 'keep' ? 'exercise.keep' : 'exercise.fix-generator',
      targetType: 'exercise',
      targetId: id,
      reason: body.note,
      details: { topicSlug: exercise.topicSlug, rules, evidence },
    });
  });
  // A kept flag stops demoting the exercise at once.
  await signals.recompute([id]);
  return { id, action: body.action };
}
