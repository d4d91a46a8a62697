import { describe, expect, it } from 'vitest';
import { lockedBy, type Viewer } from './access.ts';

const visitor: Viewer = { kind: 'visitor' };
const learner: Viewer = { kind: 'user', isPremium: false };
const premium: Viewer = { kind: 'user', isPremium: true };
const topic = (slug: string, level: 'basic' | 'intermediate' | 'advanced', sectionSlug = 'basics') => ({
  slug,
  level,
  sectionSlug,
});

describe('lockedBy', () => {
  it.each([
    ['demo topic, visitor', topic('articles', 'basic'), visitor, null],
    ['other basic topic, visitor', topic('have-has', 'basic'), visitor, 'signin'],
    ['other basic topic, learner', topic('have-has', 'basic'), learner, null],
    ['intermediate, visitor', topic('modal-perfect', 'intermediate', 'modal'), visitor, 'premium'],
    ['intermediate, learner', topic('modal-perfect', 'intermediate', 'modal'), learner, 'premium'],
    ['advanced, premium', topic('mixed-conditionals', 'advanced', 'conditional'), premium, null],
    ['playground, visitor', topic('sandbox', 'advanced', 'playground'), visitor, null],
    ['tutorial, visitor', topic('tutorial', 'basic', 'tutorial'), visitor, null],
  ] as const)('%s', (_label, t, viewer, expected) => {
    expect(lockedBy(t, viewer)).toBe(expected);
  });
});
