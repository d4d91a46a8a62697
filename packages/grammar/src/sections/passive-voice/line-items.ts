/**
 * The loop shared by the authored-line topics of passive-voice and used-to (issue 15 duplicates): every
 * line of a table said with up to `n` subjects from its pool. The rng is drawn line by line, in table order,
 * exactly as the per-topic loops did, so the bank does not change.
 */

import type { Item } from '../../engine.ts';
import { kinClash } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';
import { GROUP, ONE, subjectsFor } from '../verb/authored.ts';

/** G: a group subject only, A: any subject, none: one person. */
export type Group = 'G' | 'A' | undefined;

export function pool(p: Group) {
  return p === 'G' ? GROUP : p === 'A' ? [...ONE, ...GROUP] : ONE;
}

/** `text` is row[0]; the group is row[3] unless `group` says where it is. */
export function lineItems<Row extends readonly unknown[]>(
  rng: Rng,
  lines: readonly Row[],
  n: number,
  build: (row: Row, s: Subject | null, i: number) => Item,
  group: (row: Row) => Group = (row) => row[3] as Group,
): Item[] {
  return lines.flatMap((row, i) => {
    const text = row[0] as string;
    return subjectsFor(
      rng,
      text,
      pool(group(row)).filter((s) => !kinClash(text, s)),
      n,
    ).map((s) => build(row, s, i));
  });
}
