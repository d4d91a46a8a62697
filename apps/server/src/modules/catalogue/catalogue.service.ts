import { LEVELS, type Section, type TopicSummary } from '@gapwise/contracts';
import type { SectionMeta, TopicMeta } from '@gapwise/grammar';
import { AppError } from '../../lib/errors.ts';
import { isDemoTopic, lockedBy, type Viewer } from './access.ts';
import type { ContentState } from './content.state.ts';

const LEVEL_ORDER = new Map(LEVELS.map((level, i) => [level, i]));

/** By level, then by name; the demo topics lead Basics (docs/product-rules.md "Topic sort"). */
export function compareTopics(a: TopicMeta, b: TopicMeta): number {
  const demo = Number(isDemoTopic(b.slug)) - Number(isDemoTopic(a.slug));
  if (demo !== 0) return demo;
  const level = (LEVEL_ORDER.get(a.level) ?? 0) - (LEVEL_ORDER.get(b.level) ?? 0);
  return level !== 0 ? level : a.name.en.localeCompare(b.name.en, 'en');
}

export function summarize(
  meta: TopicMeta,
  section: SectionMeta,
  total: number,
  viewer: Viewer,
): TopicSummary {
  return {
    slug: meta.slug,
    sectionSlug: section.slug,
    name: meta.name,
    level: meta.level,
    totalExercises: total,
    possibleAnswers: meta.possibleAnswers,
    isDemo: isDemoTopic(meta.slug),
    lockedBy: lockedBy({ slug: meta.slug, sectionSlug: section.slug, level: meta.level }, viewer),
  };
}

export function requireBank(content: ContentState) {
  const bank = content.bank;
  if (!bank)
    throw new AppError('SERVICE_UNAVAILABLE', 503, 'The exercises are still loading. Try again in a moment.');
  return bank;
}

export function listSections(content: ContentState, viewer: Viewer): Section[] {
  const bank = requireBank(content);
  return bank.sections.map((section) => ({
    slug: section.slug,
    name: section.name,
    topics: [...section.topics]
      .sort(compareTopics)
      .map((meta) => summarize(meta, section, content.topic(meta.slug)?.exercises.length ?? 0, viewer)),
  }));
}

/** Sections whose topics are not part of the catalogue learners buy (the tutorial, the playground's samples). */
const NOT_COUNTED = new Set(['tutorial', 'playground']);

/**
 * How many topics and exercises the catalogue has, as the landing page and the offers say it: read from the
 * bank being served, so the copy never quotes a figure the product does not have. Exercises an admin
 * switched off are not counted.
 */
export function catalogueFigures(content: ContentState): { topics: number; exercises: number } {
  const bank = requireBank(content);
  let topics = 0;
  let exercises = 0;
  for (const section of bank.sections) {
    if (NOT_COUNTED.has(section.slug)) continue;
    for (const meta of section.topics) {
      topics += 1;
      for (const exercise of content.topic(meta.slug)?.exercises ?? [])
        if (!content.disabled.has(exercise.id)) exercises += 1;
    }
  }
  return { topics, exercises };
}

/** Viewers who see the same list share a cache entry: the list differs only by access tier. */
export const viewerTier = (viewer: Viewer): string =>
  viewer.kind === 'visitor' ? 'visitor' : viewer.isPremium ? 'premium' : 'learner';
