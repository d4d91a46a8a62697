import type { ExerciseStats, FlagRule } from '@gapwise/contracts';
import { CONFIRM_ANSWERS } from '@gapwise/grammar';

/**
 * The automatic flags on an exercise, from learners' answers, reports and explanation ratings. Each rule has
 * a stated threshold and a minimum amount of evidence; docs/content-quality.md "Learners' answers" words
 * them for people. Pure: the same numbers give the same verdict here, in the admin and in the script.
 */
export const THRESHOLDS = {
  /** First answers an exercise needs before its right rate is compared with its topic's. */
  minAnswers: 30,
  /** Answers from strong learners before "a distractor beats the key" can be said. */
  minStrongAnswers: 10,
  /** Other answers in the same session before a learner's rest-of-session score counts. */
  minRestAnswers: 4,
  /** A learner is "strong" on a session when right on at least this share of its other exercises. */
  strongRestScore: 0.8,
  /** How far below (or above) the topic's right rate counts as "far". */
  farFromTopic: 0.35,
  /** Open reports that make a flag on their own (one report still puts the exercise in the queue). */
  minReports: 2,
  /** Ratings of one explanation before "unhelpful" can be said, and the share of "no" it takes. */
  minRatings: 5,
  unhelpfulShare: 0.5,
  /** Clean first answers that confirm an exercise into the top tier. */
  confirmAnswers: CONFIRM_ANSWERS,
  /** "Keep" silences a flag until the answers grow by this factor (or reports or "no" ratings are added). */
  keepUntilGrowth: 1.5,
} as const;

/** One choice's running sums, as stored. */
export interface ChoiceRow {
  choice: string;
  picks: number;
  restN: number;
  restSum: number;
  strongPicks: number;
}

export interface Evidence {
  key: string;
  choices: readonly string[];
  rows: readonly ChoiceRow[];
  /** The topic's first-answer right rate and answers, this exercise included. */
  topic: { answers: number; correct: number };
  openReports: number;
  ratings: readonly { choice: string; language: string; provider: string; yes: number; no: number }[];
}

export interface Flag {
  rule: FlagRule;
  evidence: string;
  /** How bad: the queue sorts by the sum over the active flags. */
  weight: number;
}

export interface Verdict {
  stats: ExerciseStats;
  flags: Flag[];
  enoughAnswers: boolean;
  /** Enough clean answers: confirmed into the top tier (when nothing is flagged). */
  clean: boolean;
  unhelpful: number;
}

const round = (n: number) => Math.round(n * 1000) / 1000;
const pct = (n: number) => `${Math.round(n * 100)}%`;

export function statsOf(e: Pick<Evidence, 'key' | 'choices' | 'rows' | 'topic'>): ExerciseStats {
  const byChoice = new Map(e.rows.map((r) => [r.choice, r]));
  // Choices no longer in the exercise (a reworded bank) still count as answers, not as options.
  const answers = e.rows.reduce((s, r) => s + r.picks, 0);
  const restN = e.rows.reduce((s, r) => s + r.restN, 0);
  const restSum = e.rows.reduce((s, r) => s + r.restSum, 0);
  const strongAnswers = e.rows.reduce((s, r) => s + r.strongPicks, 0);
  const correct = byChoice.get(e.key)?.picks ?? 0;
  return {
    answers,
    correctRate: answers ? round(correct / answers) : null,
    topicCorrectRate: e.topic.answers ? round(e.topic.correct / e.topic.answers) : null,
    strongAnswers,
    choices: e.choices.map((choice) => {
      const r = byChoice.get(choice) ?? { picks: 0, restN: 0, restSum: 0, strongPicks: 0 };
      const mean = r.restN ? r.restSum / r.restN : null;
      const othersN = restN - r.restN;
      const othersMean = othersN ? (restSum - r.restSum) / othersN : null;
      return {
        choice,
        isKey: choice === e.key,
        picks: r.picks,
        pickRate: answers ? round(r.picks / answers) : null,
        restScore: mean === null ? null : round(mean),
        discrimination: mean === null || othersMean === null ? null : round(mean - othersMean),
        strongPicks: r.strongPicks,
      };
    }),
  };
}

export function judge(e: Evidence): Verdict {
  const t = THRESHOLDS;
  const stats = statsOf(e);
  const flags: Flag[] = [];
  const enoughAnswers = stats.answers >= t.minAnswers;

  // A distractor that strong learners pick more often than the key: a second right answer or a wrong key.
  if (stats.strongAnswers >= t.minStrongAnswers) {
    const key = stats.choices.find((c) => c.isKey);
    const rival = stats.choices.filter((c) => !c.isKey).sort((a, b) => b.strongPicks - a.strongPicks)[0];
    if (key && rival && rival.strongPicks > key.strongPicks)
      flags.push({
        rule: 'distractor-beats-key',
        evidence: `"${rival.choice}" ${rival.strongPicks} vs key "${key.choice}" ${key.strongPicks} of ${stats.strongAnswers} strong learners`,
        weight: 3 + (rival.strongPicks - key.strongPicks) / stats.strongAnswers,
      });
  }
  if (enoughAnswers && stats.correctRate !== null && stats.topicCorrectRate !== null) {
    const gap = stats.correctRate - stats.topicCorrectRate;
    const line = `right ${pct(stats.correctRate)} of ${stats.answers}, topic ${pct(stats.topicCorrectRate)}`;
    if (gap <= -t.farFromTopic)
      flags.push({ rule: 'far-harder-than-topic', evidence: line, weight: 2 - gap });
    if (gap >= t.farFromTopic) flags.push({ rule: 'far-easier-than-topic', evidence: line, weight: 1 + gap });
  }
  if (e.openReports >= t.minReports)
    flags.push({
      rule: 'reported',
      evidence: `${e.openReports} open reports`,
      weight: 1.5 + 0.25 * e.openReports,
    });
  let unhelpful = 0;
  for (const r of e.ratings) {
    unhelpful += r.no;
    const n = r.yes + r.no;
    if (n >= t.minRatings && r.no / n >= t.unhelpfulShare)
      flags.push({
        rule: 'unhelpful-explanation',
        evidence: `"${r.choice}" ${r.language}/${r.provider}: ${r.no} no of ${n}`,
        weight: 1 + r.no / n,
      });
  }
  // One flag per rule: several unhelpful explanations are one problem with several lines of evidence.
  const merged = new Map<FlagRule, Flag>();
  for (const f of flags) {
    const had = merged.get(f.rule);
    merged.set(
      f.rule,
      had
        ? { ...had, evidence: `${had.evidence}; ${f.evidence}`, weight: Math.max(had.weight, f.weight) }
        : f,
    );
  }
  const all = [...merged.values()];
  const clean =
    all.length === 0 &&
    stats.answers >= t.confirmAnswers &&
    stats.correctRate !== null &&
    (stats.topicCorrectRate === null ||
      Math.abs(stats.correctRate - stats.topicCorrectRate) < t.farFromTopic);
  return { stats, flags: all, enoughAnswers, clean, unhelpful };
}

export interface KeepDecision {
  rules: readonly string[];
  evidence: { answers: number; reports: number; unhelpful: number };
}

/**
 * A "keep" silences the flags it named until the evidence changes: the answers grow by half again, or a new
 * report or "no" rating arrives.
 */
export function isSilenced(
  rule: FlagRule,
  keep: KeepDecision | null,
  now: { answers: number; reports: number; unhelpful: number },
): boolean {
  if (!keep?.rules.includes(rule)) return false;
  const grew =
    now.answers >= Math.max(keep.evidence.answers * THRESHOLDS.keepUntilGrowth, keep.evidence.answers + 10);
  return !grew && now.reports <= keep.evidence.reports && now.unhelpful <= keep.evidence.unhelpful;
}

/**
 * The rest-of-session score of each answer in one session: the share right on the session's other
 * exercises, or null with too few of them. Sessions are short (≤ 50), so the quadratic-looking sum is not.
 */
export function restScores(answers: readonly { correct: boolean }[]): (number | null)[] {
  const right = answers.reduce((s, a) => s + (a.correct ? 1 : 0), 0);
  const others = answers.length - 1;
  return answers.map((a) =>
    others >= THRESHOLDS.minRestAnswers ? (right - (a.correct ? 1 : 0)) / others : null,
  );
}
