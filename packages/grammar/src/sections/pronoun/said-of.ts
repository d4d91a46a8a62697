import type { Rng } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';

/** A line whose second field is its frame ("{S} had ___ to eat all day …"). */
type Framed = readonly [unknown, string, ...unknown[]];

/**
 * The sentences of a topic's three line lists, in list order: the first lists its frames as written, the
 * issue-16 lines are said of up to eight people, the later grown lines of up to five. The rng is drawn once
 * a line in that order, so every sentence and skeleton id stays as it was when each topic had its own loop.
 */
export function saidOf<T extends Framed>(
  rng: Rng,
  prefix: string,
  first: readonly T[],
  more: readonly T[],
  grown: readonly T[],
  grownTag: string,
): [line: T, frames: string[], skeleton: string][] {
  const said = (lines: readonly T[], n: number, tag: string) =>
    lines.map((line, i): [T, string[], string] => [
      line,
      subjectsFor(rng, line[1], ONE, n).map((s) => fill(line[1], s)),
      `${prefix}:${tag}${i}`,
    ]);
  return [
    ...first.map((line, i): [T, string[], string] => [line, [line[1]], `${prefix}:${i}`]),
    ...said(more, 8, 'm'),
    ...said(grown, 5, grownTag),
  ];
}
