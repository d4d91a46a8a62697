import type { ProgressOverview } from '@gapwise/contracts';
import type { Bank, Exercise, Level } from '@gapwise/grammar';

/** One recorded first try (an `exercise_answer` event). */
export interface AnswerEvent {
  exerciseId: string;
  choice: string;
  isCorrect: boolean;
  at: Date;
}

export interface OverviewInput {
  bank: Bank;
  exercise: (id: string) => Exercise | undefined;
  answers: readonly AnswerEvent[];
  stars: readonly { sectionSlug: string; topicSlug: string; stars: number }[];
  /** The onboarding answer: beginner, intermediate or advanced (null when skipped). */
  quizLevel: string | null;
  /** May this learner open the topic? (Suggestions are only of topics they can practise.) */
  isOpen: (topic: { slug: string; sectionSlug: string; level: Level }) => boolean;
  /** Topics with reviews due now: not mastered however many stars (a mastered topic has nothing to review). */
  dueTopics?: ReadonlySet<string>;
  now: Date;
  /** Minutes east of UTC. */
  tzOffset: number;
}

const DAY = 86_400_000;
/** Sections that are not topics to learn: the tutorial and the playground's samples. */
const NOT_LEARNING = new Set(['tutorial', 'playground']);
const LEVEL_OF_QUIZ: Record<string, Level> = {
  beginner: 'basic',
  intermediate: 'intermediate',
  advanced: 'advanced',
};
const WEAK_MIN_MISSES = 2;

/** The learner's calendar day of an instant, as YYYY-MM-DD. */
export const dayOf = (at: Date, tzOffset: number) =>
  new Date(at.getTime() + tzOffset * 60_000).toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(day) + n * DAY).toISOString().slice(0, 10);

/**
 * Days practised in a row up to today, forgiving one missed day: a single day off keeps the chain, two in a
 * row end it. Today not practised yet does not end it (the day is not over).
 */
export function forgivingStreak(practised: ReadonlySet<string>, today: string): number {
  let streak = 0;
  let missed = 0;
  let day = practised.has(today) ? today : addDays(today, -1);
  for (let i = 0; i < 400; i++, day = addDays(day, -1)) {
    if (practised.has(day)) {
      streak++;
      missed = 0;
    } else if (++missed > 1) break;
  }
  return streak;
}

/** Everything on the learner's progress page, from their first tries and their stars. */
export function buildOverview(input: OverviewInput): ProgressOverview {
  const { bank, tzOffset } = input;
  const today = dayOf(input.now, tzOffset);
  const since = addDays(today, -29);
  const starsOf = new Map(input.stars.map((s) => [s.topicSlug, s.stars]));
  const topicTotals = new Map<string, { answered: number; correct: number }>();
  const sectionDays = new Map<string, Map<string, { answered: number; correct: number }>>();
  const slips = new Map<
    string,
    {
      topicSlug: string;
      errorType: string;
      misses: number;
      examples: Map<string, { n: number; e: Exercise; chosen: string }>;
    }
  >();
  const answeredByTopicError = new Map<string, number>();
  const practised = new Set<string>();
  let answered = 0;
  let correct = 0;

  for (const a of input.answers) {
    const e = input.exercise(a.exerciseId);
    if (!e) continue;
    const day = dayOf(a.at, tzOffset);
    practised.add(day);
    answered++;
    if (a.isCorrect) correct++;
    const t = topicTotals.get(e.topicSlug) ?? { answered: 0, correct: 0 };
    t.answered++;
    if (a.isCorrect) t.correct++;
    topicTotals.set(e.topicSlug, t);
    if (day >= since) {
      const sectionSlug = bank.sections.find((s) => s.topics.some((x) => x.slug === e.topicSlug))?.slug ?? '';
      const days = sectionDays.get(sectionSlug) ?? new Map();
      const d = days.get(day) ?? { answered: 0, correct: 0 };
      d.answered++;
      if (a.isCorrect) d.correct++;
      days.set(day, d);
      sectionDays.set(sectionSlug, days);
    }
    // Every confusion this exercise offered was met once; the one chosen wrongly was made.
    for (const d of e.rationale.distractors) {
      const key = `${e.topicSlug}|${d.errorType}`;
      answeredByTopicError.set(key, (answeredByTopicError.get(key) ?? 0) + 1);
    }
    if (a.isCorrect) continue;
    const errorType = e.rationale.distractors.find((d) => d.choice === a.choice)?.errorType;
    if (!errorType) continue;
    const key = `${e.topicSlug}|${errorType}`;
    const slip = slips.get(key) ?? { topicSlug: e.topicSlug, errorType, misses: 0, examples: new Map() };
    slip.misses++;
    const pair = `${a.choice}→${e.answer}`;
    const ex = slip.examples.get(pair) ?? { n: 0, e, chosen: a.choice };
    ex.n++;
    slip.examples.set(pair, ex);
    slips.set(key, slip);
  }

  const learning = bank.sections.filter((s) => !NOT_LEARNING.has(s.slug));
  const sections: ProgressOverview['sections'] = [];
  let masteredCount = 0;
  let topicCount = 0;
  for (const section of learning) {
    topicCount += section.topics.length;
    const topics = section.topics.flatMap((t) => {
      const stars = Math.max(0, Math.min(3, starsOf.get(t.slug) ?? 0));
      const mastered = stars === 3 && !input.dueTopics?.has(t.slug);
      if (mastered) masteredCount++;
      const totals = topicTotals.get(t.slug);
      if (!totals && stars === 0) return [];
      return [
        {
          slug: t.slug,
          name: t.name,
          stars,
          mastered,
          answered: totals?.answered ?? 0,
          correct: totals?.correct ?? 0,
        },
      ];
    });
    if (topics.length === 0) continue;
    const days = sectionDays.get(section.slug) ?? new Map();
    sections.push({
      slug: section.slug,
      name: section.name,
      accuracy: [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([day, d]) => ({ day, ...d })),
      topics,
    });
  }

  const weakRules = [...slips.values()]
    .filter((s) => s.misses >= WEAK_MIN_MISSES)
    .map((s) => {
      const met = answeredByTopicError.get(`${s.topicSlug}|${s.errorType}`) ?? s.misses;
      return { ...s, met, rate: s.misses / met };
    })
    .sort((a, b) => b.misses - a.misses || b.rate - a.rate)
    .slice(0, 5)
    .flatMap((s) => {
      const section = learning.find((x) => x.topics.some((t) => t.slug === s.topicSlug));
      const topic = section?.topics.find((t) => t.slug === s.topicSlug);
      const top = [...s.examples.values()].sort((a, b) => b.n - a.n)[0];
      if (!section || !topic || !top) return [];
      const statement =
        topic.rules.find((r) => r.id === top.e.rationale.ruleId)?.statement ?? topic.card.rule;
      return [
        {
          sectionSlug: section.slug,
          topicSlug: topic.slug,
          topicName: topic.name,
          errorType: s.errorType,
          chosen: top.chosen,
          answer: top.e.answer,
          clue: top.e.rationale.trigger.filter((w) => w && !/\{\w+\}/.test(w)).join(' … '),
          rule: statement,
          misses: s.misses,
          answered: s.met,
        },
      ];
    });

  // Monday of the learner's week.
  const weekday = (new Date(Date.parse(today)).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday);
  const week = {
    days: Array.from({ length: 7 }, (_, i) => {
      const day = addDays(monday, i);
      return { day, practised: practised.has(day), future: day > today };
    }),
    streak: forgivingStreak(practised, today),
  };

  return {
    answered,
    correct,
    mastered: { count: masteredCount, total: topicCount },
    sections,
    weakRules,
    week,
    suggestion: suggest(input, learning, starsOf),
  };
}

/**
 * The first topic, in the bank's order, at the learner's onboarding level (basic when unknown) that is open
 * to them and not mastered; then the levels above, then any open topic not mastered.
 */
function suggest(
  input: OverviewInput,
  learning: Bank['sections'],
  starsOf: Map<string, number>,
): ProgressOverview['suggestion'] {
  const start = LEVEL_OF_QUIZ[input.quizLevel ?? ''] ?? 'basic';
  const order: Level[] = ['basic', 'intermediate', 'advanced'];
  const levels = order.slice(order.indexOf(start));
  const candidates = learning.flatMap((s) =>
    s.topics
      .filter((t) => (starsOf.get(t.slug) ?? 0) < 3 && input.isOpen({ ...t, sectionSlug: s.slug }))
      .map((t) => ({ section: s, topic: t })),
  );
  const pick =
    levels.map((level) => candidates.find((c) => c.topic.level === level)).find(Boolean) ?? candidates[0];
  if (!pick) return null;
  return {
    sectionSlug: pick.section.slug,
    topicSlug: pick.topic.slug,
    name: pick.topic.name,
    level: pick.topic.level,
  };
}
