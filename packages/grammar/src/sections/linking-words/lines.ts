import { z } from 'zod';
import { gapItem } from '../../core/authored-lines.ts';
import { finish, type Item, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './lines.data.json' with { type: 'json' };

/**
 * Authored lines of the issue-16 linking-word topics (whereas, in case, even if, as/like, by/until,
 * during/for/while, as long as, correlative pairs): one line is one base sentence and one skeleton; its
 * {S}/{pron}/{poss}/{was}/{v:work} tokens are filled for a few subjects by `verb/authored.ts` (agreement
 * from lexicon/subject.ts and morph/), so the variants are the same natural sentence with another person.
 * A line with {A}/{B} is said with a few pairs of people instead; a line without either is said once. The key and the deciding words are written with the line.
 */
export interface Line {
  /** The sentence with ___ and the subject tokens. */
  text: string;
  /** The right word(s), lower case (capitalised here when the gap opens the sentence). */
  key: string;
  /** The words that force the key, as they stand in the line (tokens filled like the text). */
  trigger: string;
  /** Who may be the subject: one adult (default) or a household/group. */
  who?: 'one' | 'group';
  /** How many subjects to say the line with (default 7). */
  n?: number;
}

/** Two people named together ({A} and {B}: "Neither Tom nor Anna came"), each pair one variant. */
const PAIRS: readonly [string, string][] = table('PAIRS', data.PAIRS, z.tuple([z.string(), z.string()]));

/** A line about the subject's own family ({poss} mother, {poss} parents …). */
export const FAMILY = /\{poss\} (mother|father|mum|dad|parents|grandmother|grandfather|cousin)\b/;

export const ln = (text: string, key: string, trigger: string, who?: 'one' | 'group', n?: number): Line => ({
  text,
  key,
  trigger,
  ...(who ? { who } : {}),
  ...(n ? { n } : {}),
});

/** The arguments of `ln` as one row of a data table (`[text, key, trigger, who?, n?]`). */
export const LnArgs = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.enum(['one', 'group']).optional(),
  z.number().optional(),
]);

/** A table of lines each said of at most `n` subjects (a line without a subject is said once whatever `n` is). */
export const saidOfAtMost = (n: number, lines: readonly Line[]): Line[] =>
  lines.map((line) => ({ ...line, n }));

/**
 * The items of a topic's lines: `wrong(key, line)` gives the wrong choices (lower case) with their error
 * models; `ruleOf(key)` the rule id. Every variant of a line shares the skeleton `${prefix}:${i}`.
 */
export function lineItems(
  rng: Rng,
  prefix: string,
  lines: readonly Line[],
  wrong: (key: string, line: Line) => Wrong[],
  ruleOf: (key: string) => string,
): Item[] {
  const out: Item[] = [];
  lines.forEach((line, i) => {
    const pool: Subject[] = (line.who === 'group' ? GROUP : ONE).filter(
      // "My brother looks like his mother": the speaker's relative's parent is the speaker's own (review
      // failures of "my" people), so a line about the subject's family takes no "my …" subject.
      (s) => !(FAMILY.test(line.text) && s.text.startsWith('my ')),
    );
    const variants: [Subject | null, string][] = line.text.includes('{A}')
      ? rng
          .shuffle([...PAIRS])
          .slice(0, line.n ?? 4)
          .map(([a, b]) => [null, line.text.replaceAll('{A}', a).replaceAll('{B}', b)])
      : subjectsFor(rng, line.text, pool, line.n ?? 7).map((s) => [s, line.text]);
    for (const [s, raw] of variants) {
      const text = finish(fill(raw, s));
      out.push(
        gapItem(
          text,
          line.key,
          wrong(line.key, line),
          ruleOf(line.key),
          [fill(line.trigger, s)],
          `${prefix}:${i}`,
        ),
      );
    }
  });
  return out;
}
