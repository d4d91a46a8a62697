import type { FlagRule } from '@gapwise/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import {
  type ChoiceRow,
  type Evidence,
  isSilenced,
  judge,
  restScores,
  THRESHOLDS,
  type Verdict,
} from './rules.ts';
import {
  addAnswerStats,
  addRatings,
  countOpenReports,
  readAnswerStats,
  readDecisions,
  readRatings,
  readTierSignals,
  readTopicRates,
  writeSignals,
} from './signals.repository.ts';

/** Flags that say the exercise itself is doubtful (an unhelpful explanation is the explanation's fault). */
const DEMOTING: ReadonlySet<FlagRule> = new Set([
  'distractor-beats-key',
  'far-harder-than-topic',
  'far-easier-than-topic',
  'reported',
]);

/** Answers kept per session at most (a session is 10 by default, 50 at most). */
const MAX_SESSION_ANSWERS = 50;
/** Sessions held in memory at most; past it the oldest are counted early (their rest scores as they are). */
const MAX_OPEN_SESSIONS = 20_000;
const CHUNK = 500;

interface SessionAnswers {
  answers: { exerciseId: string; choice: string; correct: boolean }[];
  seen: Set<string>;
  lastAt: number;
  done: boolean;
}

interface RatingTally {
  exerciseId: string;
  choice: string;
  language: string;
  provider: string;
  yes: number;
  no: number;
}

const str = (v: unknown) => (typeof v === 'string' && v.length > 0 && v.length <= 200 ? v : null);

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * Learners' answers and explanation ratings turned into per-exercise statistics and flags (issue 20).
 * Off the hot path, like the explanation serve counter: the events and rating routes only add to memory;
 * every `intervalMs` the finished sessions are scored (each answer against the learner's share right on
 * the rest of the session), added to the stored sums in one upsert per batch, and the verdict of every
 * exercise whose evidence moved is recomputed and stored. This instance's tier sets change at once,
 * others' within the topic route's re-read interval. A crash loses at most the sessions in memory.
 */
export class Signals {
  readonly #sessions = new Map<string, SessionAnswers>();
  readonly #ratings = new Map<string, RatingTally>();
  readonly #dirty = new Set<string>();
  #timer: ReturnType<typeof setTimeout> | null = null;
  #flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly content: ContentState,
    private readonly log?: FastifyBaseLogger,
    private readonly options = { intervalMs: 5_000, sessionIdleMs: 30 * 60_000 },
  ) {}

  /**
   * One stored analytics event. `exercise_answer` with `exerciseId`, `choice` and `session` props counts
   * (the first answer to an exercise in a session only); `exercise_finished` with `session` closes one.
   * Anything else, or an exercise or choice the bank does not have, is ignored here (still stored as an event).
   */
  record(event: { name: string; props: Record<string, unknown> }, owner: string, now = Date.now()): void {
    const session = str(event.props.session);
    if (event.name === 'exercise_finished') {
      const open = session ? this.#sessions.get(`${owner}|${session}`) : undefined;
      if (open) {
        open.done = true;
        this.#schedule();
      }
      return;
    }
    if (event.name !== 'exercise_answer') return;
    const exerciseId = str(event.props.exerciseId);
    const choice = str(event.props.choice);
    if (!exerciseId || !choice) return;
    const exercise = this.content.exercise(exerciseId);
    if (!exercise?.choices.includes(choice)) return;
    // Without a session id the answer still counts, with no rest-of-session score.
    const key = `${owner}|${session ?? `solo:${now}:${Math.random()}`}`;
    let open = this.#sessions.get(key);
    if (!open) {
      if (this.#sessions.size >= MAX_OPEN_SESSIONS) this.#closeOldest();
      open = { answers: [], seen: new Set(), lastAt: now, done: session === null };
      this.#sessions.set(key, open);
    }
    open.lastAt = now;
    if (open.seen.has(exerciseId) || open.answers.length >= MAX_SESSION_ANSWERS) return;
    open.seen.add(exerciseId);
    open.answers.push({ exerciseId, choice, correct: choice === exercise.answer });
    this.#schedule();
  }

  /** "Was this helpful?" for one explanation. */
  rate(r: {
    exerciseId: string;
    choice: string;
    language: string;
    provider: string;
    helpful: boolean;
  }): void {
    const key = `${r.exerciseId}|${r.choice}|${r.language}|${r.provider}`;
    const tally = this.#ratings.get(key) ?? { ...r, yes: 0, no: 0 };
    if (r.helpful) tally.yes++;
    else tally.no++;
    this.#ratings.set(key, tally);
    this.#schedule();
  }

  /** The exercise's evidence changed elsewhere (a report filed or resolved): recompute it at the next flush. */
  touch(exerciseId: string): void {
    this.#dirty.add(exerciseId);
    this.#schedule();
  }

  #schedule(): void {
    if (this.#timer) return;
    this.#timer = setTimeout(() => void this.flush(), this.options.intervalMs);
    this.#timer.unref?.();
  }

  /** The map keeps insertion order, so the first open session is (about) the oldest: counted at the next flush. */
  #closeOldest(): void {
    for (const s of this.#sessions.values())
      if (!s.done) {
        s.done = true;
        return;
      }
  }

  /**
   * Writes what is ready: finished sessions, sessions idle past `sessionIdleMs` (or every session with
   * `all`, on close), ratings, and the verdicts of every exercise whose evidence moved. Serialised: two
   * flushes never interleave.
   */
  flush(options: { all?: boolean; now?: number } = {}): Promise<void> {
    this.#flushing = this.#flushing.then(() =>
      this.#flush(options).catch((err: unknown) => this.log?.warn({ err }, 'answer statistics not stored')),
    );
    return this.#flushing;
  }

  async #flush({ all = false, now = Date.now() }: { all?: boolean; now?: number }): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const rows = new Map<string, ChoiceRow & { exerciseId: string; topicSlug: string; isKey: boolean }>();
    for (const [key, s] of this.#sessions) {
      if (!all && !s.done && now - s.lastAt < this.options.sessionIdleMs) continue;
      this.#sessions.delete(key);
      const rest = restScores(s.answers);
      s.answers.forEach((a, i) => {
        const exercise = this.content.exercise(a.exerciseId);
        if (!exercise) return;
        const id = `${a.exerciseId}|${a.choice}`;
        const row = rows.get(id) ?? {
          exerciseId: a.exerciseId,
          choice: a.choice,
          topicSlug: exercise.topicSlug,
          isKey: a.choice === exercise.answer,
          picks: 0,
          restN: 0,
          restSum: 0,
          strongPicks: 0,
        };
        row.picks++;
        const score = rest[i];
        if (score !== null && score !== undefined) {
          row.restN++;
          row.restSum += score;
          if (score >= THRESHOLDS.strongRestScore) row.strongPicks++;
        }
        rows.set(id, row);
      });
    }
    const ratings = [...this.#ratings.values()];
    this.#ratings.clear();
    const touched = new Set(this.#dirty);
    this.#dirty.clear();
    // Some sessions are still open: come back for them.
    if (this.#sessions.size > 0) this.#schedule();

    for (const batch of chunks([...rows.values()])) {
      for (const r of batch) touched.add(r.exerciseId);
      await addAnswerStats(this.db, batch);
    }
    for (const batch of chunks(ratings)) {
      for (const r of batch) touched.add(r.exerciseId);
      await addRatings(this.db, batch);
    }
    if (touched.size > 0) await this.recompute([...touched]);
  }

  /** The verdicts of these exercises from everything stored, written to `exercise_signals` and applied here. */
  async recompute(ids: string[]): Promise<Map<string, Verdict>> {
    const verdicts = new Map<string, Verdict>();
    for (const batch of chunks(ids.filter((id) => this.content.exercise(id)))) {
      const evidence = await loadEvidence(this.db, this.content, batch);
      const decisions = await readDecisions(this.db, batch);
      const keeps = new Map(decisions.filter((d) => d.kind === 'keep').map((d) => [d.exerciseId, d]));
      const values = batch.map((id) => {
        const e = evidence.get(id) as Evidence;
        const verdict = judge(e);
        verdicts.set(id, verdict);
        const now = { answers: verdict.stats.answers, reports: e.openReports, unhelpful: verdict.unhelpful };
        const keep = keeps.get(id) ?? null;
        const active = verdict.flags.filter((f) => !isSilenced(f.rule, keep, now));
        const silenced = verdict.flags.filter((f) => isSilenced(f.rule, keep, now));
        const demoted = active.some((f) => DEMOTING.has(f.rule));
        const confirmed = verdict.clean;
        if (demoted) this.content.flagged.add(id);
        else this.content.flagged.delete(id);
        if (confirmed) this.content.confirmed.add(id);
        else this.content.confirmed.delete(id);
        return {
          exerciseId: id,
          topicSlug: this.content.exercise(id)?.topicSlug ?? '',
          flags: active.map((f) => f.rule),
          silenced: silenced.map((f) => f.rule),
          // Reported once and nothing else: in the queue, after everything flagged.
          severity: active.reduce((s, f) => s + f.weight, 0) + 0.5 * e.openReports,
          answers: verdict.stats.answers,
          openReports: e.openReports,
          demoted,
          confirmed,
          updatedAt: new Date(),
        };
      });
      if (values.length === 0) continue;
      await writeSignals(this.db, values);
    }
    return verdicts;
  }
}

/** Everything known about these exercises: answer sums, their topics' right rates, open reports, ratings. */
export async function loadEvidence(
  db: Db,
  content: ContentState,
  ids: string[],
): Promise<Map<string, Evidence>> {
  const out = new Map<string, Evidence>();
  if (ids.length === 0) return out;
  const stats = await readAnswerStats(db, ids);
  const topics = [...new Set(ids.map((id) => content.exercise(id)?.topicSlug ?? ''))];
  const topicRates = await readTopicRates(db, topics);
  const reports = await countOpenReports(db, ids);
  const ratings = await readRatings(db, ids);
  const group = <T extends { exerciseId: string }>(rows: T[]) => {
    const m = new Map<string, T[]>();
    for (const r of rows) m.set(r.exerciseId, [...(m.get(r.exerciseId) ?? []), r]);
    return m;
  };
  const statsBy = group(stats);
  const ratingsBy = group(ratings);
  const rate = new Map(
    topicRates.map((t) => [t.topicSlug, { answers: Number(t.answers), correct: Number(t.correct) }]),
  );
  const reported = new Map(reports.map((r) => [r.exerciseId, Number(r.n)]));
  for (const id of ids) {
    const exercise = content.exercise(id);
    if (!exercise) continue;
    out.set(id, {
      key: exercise.answer,
      choices: exercise.choices,
      rows: statsBy.get(id) ?? [],
      topic: rate.get(exercise.topicSlug) ?? { answers: 0, correct: 0 },
      openReports: reported.get(id) ?? 0,
      ratings: ratingsBy.get(id) ?? [],
    });
  }
  return out;
}

/** The ids the topic route treats as out of (flagged) or into (confirmed) the high-quality tier. */
export async function readTierEvidence(db: Db): Promise<{ flagged: string[]; confirmed: string[] }> {
  const rows = await readTierSignals(db);
  return {
    flagged: rows.filter((r) => r.demoted).map((r) => r.id),
    confirmed: rows.filter((r) => r.confirmed && !r.demoted).map((r) => r.id),
  };
}
