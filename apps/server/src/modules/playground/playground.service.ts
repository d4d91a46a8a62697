import { PLAYGROUND_EXERCISES, type PlaygroundTopic } from '@gapwise/contracts';
import type { Exercise } from '@gapwise/grammar';
import { AppError } from '../../lib/errors.ts';
import type { Viewer } from '../catalogue/access.ts';
import { requireBank, summarize } from '../catalogue/catalogue.service.ts';
import type { ContentState, TopicEntry } from '../catalogue/content.state.ts';
import { toWire } from '../practice/practice.service.ts';

/**
 * The playground's share of a topic: its first exercises in bank order, the high-quality ones first, none
 * that an admin disabled. Always the same few, so trying every topic never adds up to the whole bank.
 */
export function playgroundExercises(content: ContentState, entry: TopicEntry): Exercise[] {
  const served = entry.exercises.filter((e) => !content.disabled.has(e.id));
  const best = served.filter((e) => e.highQuality).slice(0, PLAYGROUND_EXERCISES);
  if (best.length === PLAYGROUND_EXERCISES) return best;
  const taken = new Set(best);
  return best.concat(served.filter((e) => !taken.has(e)).slice(0, PLAYGROUND_EXERCISES - best.length));
}

/** Whether an exercise is one the playground shows (so a visitor may have it explained). */
export function isPlaygroundExercise(content: ContentState, exercise: Exercise): boolean {
  const entry = content.topic(exercise.topicSlug);
  return entry ? playgroundExercises(content, entry).some((e) => e.id === exercise.id) : false;
}

/** Any listed topic, open to everyone, with only its playground exercises. */
export function playgroundTopic(content: ContentState, slug: string, viewer: Viewer): PlaygroundTopic {
  requireBank(content);
  const entry = content.topic(slug);
  if (!entry || entry.section.slug === 'tutorial')
    throw new AppError('TOPIC_NOT_FOUND', 404, `There is no topic "${slug}".`, 'slug');
  return {
    ...summarize(entry.meta, entry.section, entry.exercises.length, viewer),
    sectionName: entry.section.name,
    card: entry.meta.card,
    exercises: playgroundExercises(content, entry).map(toWire),
  };
}
