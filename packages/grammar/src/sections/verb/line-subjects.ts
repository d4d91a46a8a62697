import { kinClash } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';
import { GROUP, ONE, subjectsFor } from './authored.ts';

/** A line's pool mark: G for groups only, A for anyone, none for one person. */
export type PoolMark = 'G' | 'A' | undefined;

/**
 * The subjects an authored verb line is said with: its pool (one person, groups or both) less the
 * relatives its own words already name, then subjectsFor's draw of up to `most`.
 */
export function lineSubjects(rng: Rng, text: string, p: PoolMark, most: number): (Subject | null)[] {
  const pool = p === 'G' ? GROUP : p === 'A' ? [...ONE, ...GROUP] : ONE;
  return subjectsFor(
    rng,
    text,
    pool.filter((s) => !kinClash(text, s)),
    most,
  );
}
