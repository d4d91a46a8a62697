import { type Section, UNLISTED_SECTION_SLUGS } from '@gapwise/contracts/constants';

const UNLISTED = new Set<string>(UNLISTED_SECTION_SLUGS);

/** Sections the lists show (tutorial and playground have their own screens). */
export const listedSections = (sections: Section[]) => sections.filter((s) => !UNLISTED.has(s.slug));

/**
 * Search and chip filter (docs/product-rules.md#sections-demo-and-playground): case-insensitive substring of
 * the topic name (in the interface language or in English), sections without matches dropped; a chip keeps
 * one section.
 */
export function filterSections(
  sections: Section[],
  search: string,
  chip: string,
  lang: 'en' | 'uk',
): Section[] {
  const needle = search.trim().toLowerCase();
  return sections
    .filter((s) => chip === 'all' || s.slug === chip)
    .map((s) => ({
      ...s,
      // The server sorts (level, then name, the demo topics first in Basics); the filter keeps its order.
      topics: s.topics.filter(
        (t) =>
          !needle || t.name[lang].toLowerCase().includes(needle) || t.name.en.toLowerCase().includes(needle),
      ),
    }))
    .filter((s) => s.topics.length > 0);
}

/**
 * Exercise count for display (docs/product-rules.md#sections-demo-and-playground): under 1000 to the nearest
 * hundred with '+', else to the nearest thousand as N,000+ (9,764 → 10,000+, 242 → 200+, 950 → 1,000+); under
 * 100 the exact number, since the nearest hundred of 24 would be nothing.
 */
export function roundedCount(n: number, locale = 'en'): string {
  if (n < 100) return String(n);
  const step = n < 1000 ? 100 : 1000;
  const rounded = Math.round(n / step) * step;
  return `${rounded.toLocaleString(locale === 'uk' ? 'uk-UA' : 'en-US')}+`;
}

/** Random stars 2–4 for paywall routes and the random-stars mode (docs/product-rules.md#stars-and-scores). */
export const randomStars = () => 2 + Math.floor(Math.random() * 3);
