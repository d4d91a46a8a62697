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
  random?: () => number;
}

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
  const served = (e: Exercise) => !content.disabled.has(e.id);
  // Different sentence frames, no near-repeats, each contrasted form the answer in a fair share.
  let picked = sampleSession(
    entry.exercises,
    options.limit,
    (e) => served(e) && (!options.isOnlyHighQuality || content.inTopTier(e)),
    random,
  );
  if (picked.length < options.limit && options.isOnlyHighQuality) {
    picked = picked.concat(
      sampleSession(entry.exercises, options.limit - picked.length, served, random, { already: picked }),
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
