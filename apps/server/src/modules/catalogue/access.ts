import { DEMO_TOPIC_SLUGS, type Level } from '@gapwise/contracts';

export type Viewer = { kind: 'visitor' } | { kind: 'user'; isPremium: boolean };

const OPEN_SECTIONS = new Set(['tutorial', 'playground']);
const DEMO = new Set<string>(DEMO_TOPIC_SLUGS);

/**
 * Who may open which topic (learning-area §6, DECISIONS "Access"): the demo topics and the tutorial and
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

export const isDemoTopic = (slug: string): boolean => DEMO.has(slug);
