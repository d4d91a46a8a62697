import { type Section, UNLISTED_SECTION_SLUGS } from '@gapwise/contracts/constants';
import { useSections } from '../../lib/sections.ts';

const UNLISTED = new Set<string>(UNLISTED_SECTION_SLUGS);
const listed = (sections: Section[]) => sections.filter((s) => !UNLISTED.has(s.slug));

/** Every listed section for the playground (the one cached GET /sections, narrowed). */
export const usePlaygroundSections = () => useSections(listed);
