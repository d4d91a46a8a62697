import type { TopicWithExercises, Exercise as WireExercise } from '@gapwise/contracts';
import { type Exercise, sampleSession } from '@gapwise/grammar';
import { AppError } from '../../lib/errors.ts';
import { assertOpen, type Viewer } from '../catalogue/access.ts';
import { requireBank, summarize } from '../catalogue/catalogue.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';

export const toWire = (e: Exercise): WireExercise => ({
  id: e.id,
  text: e.text,
  possibleAnswers: [e.choices],
  answers: [e.answer],
});

export interface SampleOptions {
  limit: number;
  isOnlyHighQuality: boolean;
  /** A weak-rule session: an error type (or rule id) of this topic. */
  rule?: string | undefined;
  random?: () => number;
}

// Per topic's exercise list (replaced, not changed, when the bank reloads): the rules and error types it
// teaches, so a `?rule=` is checked without a scan per request.
const knownRules = new WeakMap<readonly Exercise[], Set<string>>();
export function topicRules(exercises: readonly Exercise[]): Set<string> {
  let rules = knownRules.get(exercises);
  if (!rules) {
    rules = new Set();
    for (const e of exercises) {
      rules.add(e.rationale.ruleId);
      for (const d of e.rationale.distractors) rules.add(d.errorType);
    }
    knownRules.set(exercises, rules);
  }
  return rules;
}

/** Does an exercise practise this rule: does it offer the confusion, or follow the rule? */
export const targets = (e: Exercise, rule: string) =>
  e.rationale.ruleId === rule || e.rationale.distractors.some((d) => d.errorType === rule);

/**
 * The topic and a fresh random session of its exercises, never the exercises of a topic this viewer
 * may not open. A high-quality session is filled from the rest only when the top tier runs short. The draw
 * follows `sampleSession` (packages/grammar/src/session.ts).
 */
export function topicSession(
  content: ContentState,
  slug: string,
  viewer: Viewer,
  options: SampleOptions,
): TopicWithExercises {
  requireBank(content);
  const entry = content.topic(slug);
  if (!entry) throw new AppError('TOPIC_NOT_FOUND', 404, `There is no topic "${slug}".`, 'slug');
  const summary = summarize(entry.meta, entry.section, entry.exercises.length, viewer);
  assertOpen(summary, viewer, 'slug');

  const random = options.random ?? Math.random;
  const { rule } = options;
  if (rule !== undefined && !topicRules(entry.exercises).has(rule))
    throw new AppError('RULE_NOT_FOUND', 400, `The topic "${slug}" has no rule "${rule}".`, 'rule');
  const pool = rule === undefined ? entry.exercises : entry.exercises.filter((e) => targets(e, rule));
  const served = (e: Exercise) => !content.disabled.has(e.id);
  // Different sentence frames, no near-repeats, each contrasted form the answer in a fair share.
  let picked = sampleSession(
    pool,
    options.limit,
    (e) => served(e) && (!options.isOnlyHighQuality || content.inTopTier(e)),
    random,
  );
  if (picked.length < options.limit && options.isOnlyHighQuality) {
    picked = picked.concat(
      sampleSession(pool, options.limit - picked.length, served, random, { already: picked }),
    );
  }
  return {
    ...summary,
    sectionName: entry.section.name,
    card: entry.meta.card,
    exercises: picked.map(toWire),
  };
}

/** Checks an answer, for a viewer who may open the exercise's topic (else it would leak the answer). */
export function checkAnswer(content: ContentState, id: string, answer: string, viewer: Viewer) {
  requireBank(content);
  const exercise = content.exercise(id);
  if (!exercise) throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'id');
  const entry = content.topic(exercise.topicSlug);
  if (entry) assertOpen({ ...entry.meta, sectionSlug: entry.section.slug }, viewer, 'id');
  return { isCorrect: answer.trim() === exercise.answer, correctAnswer: exercise.answer };
}
