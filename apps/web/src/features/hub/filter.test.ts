import type { Section, TopicSummary } from '@gapwise/contracts/constants';
import { describe, expect, it } from 'vitest';
import { filterSections, listedSections, roundedCount } from './filter.ts';

const topic = (slug: string, en: string): TopicSummary => ({
  slug,
  sectionSlug: 's',
  name: { en, uk: en },
  level: 'basic',
  totalExercises: 100,
  possibleAnswers: [],
  isDemo: false,
  lockedBy: null,
});
const sections: Section[] = [
  {
    slug: 'basics',
    name: { en: 'Basics', uk: 'Основи' },
    topics: [topic('articles', 'Articles'), topic('do-does', 'Do or does')],
  },
  { slug: 'be', name: { en: 'Be', uk: 'Be' }, topics: [topic('was-were', 'Was or were')] },
];

describe('sections filter', () => {
  it('leaves out the tutorial and playground sections', () => {
    const all = [...sections, { slug: 'tutorial', name: { en: 'T', uk: 'T' }, topics: [] }];
    expect(listedSections(all).map((s) => s.slug)).toEqual(['basics', 'be']);
  });

  it('matches a case-insensitive substring of topic names and drops sections without matches', () => {
    const found = filterSections(sections, 'DO', 'all', 'en');
    expect(found.map((s) => s.slug)).toEqual(['basics']);
    expect(found[0]?.topics.map((t) => t.slug)).toEqual(['do-does']);
    expect(filterSections(sections, 'zzzz', 'all', 'en')).toEqual([]);
  });

  it('a chip keeps one section', () => {
    expect(filterSections(sections, '', 'be', 'en').map((s) => s.slug)).toEqual(['be']);
  });
});

describe('roundedCount', () => {
  it('rounds to the nearest hundred under 1000 and to the nearest thousand above', () => {
    expect(roundedCount(24)).toBe('24');
    expect(roundedCount(99)).toBe('99');
    expect(roundedCount(242)).toBe('200+');
    expect(roundedCount(293)).toBe('300+');
    expect(roundedCount(250)).toBe('300+');
    expect(roundedCount(950)).toBe('1,000+');
    expect(roundedCount(1000)).toBe('1,000+');
    expect(roundedCount(1499)).toBe('1,000+');
    expect(roundedCount(7421)).toBe('7,000+');
    expect(roundedCount(9764)).toBe('10,000+');
    expect(roundedCount(7621, 'uk').replace(/\s/g, ' ')).toBe('8 000+');
  });
});
