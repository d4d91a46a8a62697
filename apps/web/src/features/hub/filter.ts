import { type Section, UNLISTED_SECTION_SLUGS } from '@gapwise/contracts';

const UNLISTED = new Set<string>(UNLISTED_SECTION_SLUGS);

/** Sections the lists show (tutorial and playground have their own screens). */
export const listedSections = (sections: Section[]) => sections.filter((s) => !UNLISTED.has(s.slug));

/**
 * Search and chip filter of §4: case-insensitive substring of the topic name (in the interface
 * language or in English), sections without matches dropped; a chip keeps one section.
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
 * Exercise count for display (§2): under 1000 in hundreds with '+', else N,000+. Rounded down, so the
 * '+' stays true (293 → 200+, 2,014 → 2,000+); under 100 the exact number.
 */
export function roundedCount(n: number, locale = 'en'): string {
  if (n < 100) return String(n);
  if (n < 1000) return `${Math.floor(n / 100) * 100}+`;
  return `${(Math.floor(n / 1000) * 1000).toLocaleString(locale === 'uk' ? 'uk-UA' : 'en-US')}+`;
}

/** Random stars 2–4 for paywall routes and the random-stars mode (§4). */
export const randomStars = () => 2 + Math.floor(Math.random() * 3);
