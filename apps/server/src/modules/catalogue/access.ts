import { DEMO_TOPIC_SLUGS, type Level } from '@gapwise/contracts';
import { AppError } from '../../lib/errors.ts';

export type Viewer = { kind: 'visitor' } | { kind: 'user'; isPremium: boolean };

const OPEN_SECTIONS = new Set(['tutorial', 'playground']);
const DEMO = new Set<string>(DEMO_TOPIC_SLUGS);

/**
 * Who may open which topic (docs/product-rules.md "Access"): the demo topics and the tutorial and
 * playground are open to everyone; other basic topics need a signed-in learner; intermediate and
 * advanced topics need premium. Returns null when allowed, else what it takes.
 */
export function lockedBy(
  topic: { slug: string; sectionSlug: string; level: Level },
  viewer: Viewer,
): 'signin' | 'premium' | null {
  if (OPEN_SECTIONS.has(topic.sectionSlug) || DEMO.has(topic.slug)) return null;
  if (viewer.kind === 'visitor') return topic.level === 'basic' ? 'signin' : 'premium';
  if (topic.level === 'basic' || viewer.isPremium) return null;
  return 'premium';
}

/**
 * The refusal for a locked topic, the same wherever the topic is reached: its session, an answer check
 * of one of its exercises, or saving stars onto it.
 */
export function assertOpen(
  topic: { slug: string; sectionSlug: string; level: Level },
  viewer: Viewer,
  field: string,
): void {
  const lock = lockedBy(topic, viewer);
  if (lock === 'signin') throw new AppError('TOPIC_LOCKED', 403, 'Sign in to practise this topic.', field);
  if (lock === 'premium')
    throw new AppError('PREMIUM_REQUIRED', 403, 'This topic is part of the full access pass.', field);
}

export const isDemoTopic = (slug: string): boolean => DEMO.has(slug);
