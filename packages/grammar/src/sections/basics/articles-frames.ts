/**
 * Article frames where exactly one article is possible in the sentence itself. Each frame names the answer
 * kind (the, zero, or a/an decided by sound), the rule, why (a reason code the explanations spell out), the
 * words that decide it, and which wrong articles may be offered. Where a wrong article would also be
 * correct in some context (e.g. "plays piano" in US English, "the school" as a building), it is left out.
 */

import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './articles-frames.data.json' with { type: 'json' };
export type Kind = 'the' | 'zero' | 'a';

export interface ArticleFrame {
  kind: Kind;
  rule: string;
  reason: string;
  text: string;
  trigger: string[];
  /** Wrong choices to leave out for this frame. */
  without?: ('a' | 'the' | 'zero')[];
}

const f = (
  kind: Kind,
  rule: string,
  reason: string,
  text: string,
  trigger: string[],
  without?: ('a' | 'the' | 'zero')[],
): ArticleFrame => ({ kind, rule, reason, text, trigger, ...(without ? { without } : {}) });

/** Second mention inside the same sentence: (first noun, second noun, what we say about the first). */
const SECOND: [string, string, string, string][] = table(
  'SECOND',
  data.SECOND,
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
);

/**
 * The other frames, one a line: "kind rule reason | text | trigger; trigger | without" (the last part only
 * where wrong articles are left out). A table rather than one call a frame keeps each frame on one line.
 *
 * Notes on rows (the rows are in articles-frames.data.json):
 * - before row "the unique unique | We watched ___ sun {go down|come up} over the sea: One of a kind in everyday life.
 * - before row "the superlative superlative | It is ___ {oldest|biggest|most famous} : Superlatives, ordinals, only, same.
 * - before row "the specific defined | Where is ___ book I lent you last {week|month}: Specific: defined by the rest of the sentence.
 * - before row "the instruments instrument | My daughter plays ___ {piano|violin|cell: Instruments (zero is left out: "plays piano" is normal US English).
 * - before row "the geography plural-country | She lives in ___ {United States|Nether: Geography with the.
 * - before row "zero zero-names country | She lives in ___ {France|Poland|Canada|Japa: Zero article.
 * - before row "a jobs job | My {sister|cousin|neighbour} is ___ {nurse|engineer|arch: a/an: jobs, rates, exclamations, fixed phrases.
 * - before row "the second-mention known | We found a cat and a dog in the garden, an: Issue 16 ("the full catalogue"): more frames, each its own skeleton, appended so earlier ids stay put.
 */
const ROWS: string[] = table('ROWS', data.ROWS, z.string());

const parse = (row: string): ArticleFrame => {
  const [head = '', text = '', trigger = '', without] = row.split(' | ');
  const [kind, rule = '', reason = ''] = head.split(' ');
  return f(
    kind as Kind,
    rule,
    reason,
    text,
    trigger.split('; '),
    without?.split(' ') as ArticleFrame['without'],
  );
};

export const ARTICLE_FRAMES: ArticleFrame[] = [
  ...SECOND.map(([start, noun, rest, verb]) =>
    f('the', 'second-mention', 'known', `${start} ___ ${noun} ${rest}.`, [`a ${noun}`, verb]),
  ),
  ...ROWS.map(parse),
];
