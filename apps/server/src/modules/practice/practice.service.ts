import {
  exerciseSchema,
  success,
  type TopicWithExercises,
  topicWithExercisesSchema,
  type Exercise as WireExercise,
} from '@gapwise/contracts';
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

const always = () => true;

// A weak-rule session's pool, kept per topic list and rule: the sampler keeps what it learns of a pool's
// items per pool list, so the same list must come back for the same rule.
const rulePools = new WeakMap<readonly Exercise[], Map<string, Exercise[]>>();
function rulePool(exercises: readonly Exercise[], rule: string): Exercise[] {
  let byRule = rulePools.get(exercises);
  if (!byRule) {
    byRule = new Map();
    rulePools.set(exercises, byRule);
  }
  let pool = byRule.get(rule);
  if (!pool) {
    pool = exercises.filter((e) => targets(e, rule));
    byRule.set(rule, pool);
  }
  return pool;
}

/** A drawn session: the topic as this viewer sees it (open, or an error was thrown) and the exercises picked. */
interface Drawn {
  /** The topic as this viewer sees it (made on demand: the JSON route needs it once per topic). */
  head: () => Omit<TopicWithExercises, 'exercises'>;
  exercises: readonly Exercise[];
  picked: Exercise[];
}

/**
 * The topic and a fresh random session of its exercises, never the exercises of a topic this viewer
 * may not open. A high-quality session is filled from the rest only when the top tier runs short. The draw
 * follows `sampleSession` (packages/grammar/src/session.ts).
 */
function draw(content: ContentState, slug: string, viewer: Viewer, options: SampleOptions): Drawn {
  requireBank(content);
  const entry = content.topic(slug);
  if (!entry) throw new AppError('TOPIC_NOT_FOUND', 404, `There is no topic "${slug}".`, 'slug');
  const { meta, section } = entry;
  assertOpen({ slug: meta.slug, sectionSlug: section.slug, level: meta.level }, viewer, 'slug');

  const random = options.random ?? Math.random;
  const { rule } = options;
  if (rule !== undefined && !topicRules(entry.exercises).has(rule))
    throw new AppError('RULE_NOT_FOUND', 400, `The topic "${slug}" has no rule "${rule}".`, 'rule');
  const pool = rule === undefined ? entry.exercises : rulePool(entry.exercises, rule);
  // With nothing switched off, every exercise is served: the sampler then reads no exercise it rejects.
  const served = content.disabled.size === 0 ? always : (e: Exercise) => !content.disabled.has(e.id);
  // Different sentence frames, no near-repeats, each contrasted form the answer in a fair share.
  let picked = sampleSession(
    pool,
    options.limit,
    options.isOnlyHighQuality ? (e) => served(e) && content.inTopTier(e) : served,
    random,
  );
  if (picked.length < options.limit && options.isOnlyHighQuality) {
    picked = picked.concat(
      sampleSession(pool, options.limit - picked.length, served, random, { already: picked }),
    );
  }
  return {
    head: () => ({
      ...summarize(entry.meta, entry.section, entry.exercises.length, viewer),
      sectionName: entry.section.name,
      card: entry.meta.card,
    }),
    exercises: entry.exercises,
    picked,
  };
}

export function topicSession(
  content: ContentState,
  slug: string,
  viewer: Viewer,
  options: SampleOptions,
): TopicWithExercises {
  const { head, picked } = draw(content, slug, viewer, options);
  return { ...head(), exercises: picked.map(toWire) };
}

// The same topics and exercises are served over and over: each is checked against the contract and
// serialised once, as UTF-8 bytes (the card is partly Cyrillic: a string body would be measured and encoded
// on every send). Keyed by the bank's own objects, so a reloaded bank starts afresh.
const envelopeSchema = success(topicWithExercisesSchema);
const heads = new WeakMap<readonly Exercise[], Buffer>();
const exerciseJson = new WeakMap<Exercise, Buffer>();
const COMMA = Buffer.from(',');
const CLOSE = Buffer.from(']}}');

/**
 * `topicSession` as the route's JSON envelope, `{"isSuccess":true,"content":{…,"exercises":[…]}}`, the same
 * text the route's schema would produce, as UTF-8 bytes. Only open topics get here, so a topic's head is
 * the same for every viewer who is served it (`lockedBy` null).
 */
export function topicSessionJson(
  content: ContentState,
  slug: string,
  viewer: Viewer,
  options: SampleOptions,
): Buffer {
  const { head, exercises, picked } = draw(content, slug, viewer, options);
  let prefix = heads.get(exercises);
  if (prefix === undefined) {
    const empty = JSON.stringify(
      envelopeSchema.parse({ isSuccess: true, content: { ...head(), exercises: [] } }),
    );
    if (!empty.endsWith('"exercises":[]}}'))
      throw new Error('the topic envelope no longer ends with its exercises');
    prefix = Buffer.from(empty.slice(0, -3));
    heads.set(exercises, prefix);
  }
  const parts: Buffer[] = [prefix];
  let length = prefix.length + CLOSE.length;
  for (const e of picked) {
    let json = exerciseJson.get(e);
    if (json === undefined) {
      json = Buffer.from(JSON.stringify(exerciseSchema.parse(toWire(e))));
      exerciseJson.set(e, json);
    }
    if (parts.length > 1) {
      parts.push(COMMA);
      length += 1;
    }
    parts.push(json);
    length += json.length;
  }
  parts.push(CLOSE);
  return Buffer.concat(parts, length);
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
