/**
 * Authored lines turned into items, for the issue-16 topics of the basics, noun and pronoun sections
 * (articles-general-specific … each-other-reflexive). A line is one base sentence (one skeleton) with the
 * gap written `___` and the words that force the key in `[[…]]` (the trigger the explanation quotes). A
 * line with {S} is said of a few subjects from its pool (agreement filled by sections/verb/authored.ts
 * from lexicon/subject.ts and morph/); a line without it is one sentence. The variants of a line share
 * its skeleton, so a session shows one of them.
 */
import { z } from 'zod';
import type { Item, Wrong } from '../engine.ts';
import { cap, finish } from '../engine.ts';
import type { Subject } from '../lexicon/subject.ts';
import { fill, subjectsFor } from '../sections/verb/authored.ts';
import type { Rng } from '../types.ts';

/** A key and its line: "[[in general]]" the cue, "___" the gap, {S} … the subject tokens. */
export type Line = readonly [key: string, line: string];
/** The schema a data table of Lines is read with. */
export const LineSchema = z.tuple([z.string(), z.string()]);

/** The wrong choices and the rule of one filled sentence (the key, the sentence, its cue, its subject, the line's index). */
export type Judge = (
  key: string,
  text: string,
  cue: string,
  subject: Subject | null,
  index: number,
) => { wrong: Wrong[]; ruleId: string };

/** The cue of a line (the words in [[…]]) and the line without the brackets. */
export function splitLine(line: string): { text: string; cue: string } {
  const cues = [...line.matchAll(/\[\[(.*?)\]\]/g)].map((m) => (m[1] ?? '').replace(/[.,;:]$/, ''));
  return { text: line.replace(/\[\[|\]\]/g, ''), cue: cues.join(' … ') };
}

/** An item of a filled line; a gap that opens the sentence takes capitalised choices (Most / Most of / The most). */
export function gapItem(
  text: string,
  key: string,
  wrong: Wrong[],
  ruleId: string,
  trigger: string[],
  skeleton: string,
): Item {
  const up = (c: string) => (text.startsWith('___') ? cap(c) : c);
  return {
    text,
    answer: up(key),
    wrong: wrong.map((w) => ({ ...w, choice: up(w.choice) })),
    ruleId,
    trigger,
    skeleton,
  };
}

/** Every line said of up to `n` subjects of its pool, as items (skeleton `${prefix}:${index}`). */
export function authoredItems(
  rng: Rng,
  prefix: string,
  lines: readonly Line[],
  pool: (line: string) => Subject[],
  n: number,
  judge: Judge,
): Item[] {
  const out: Item[] = [];
  lines.forEach(([rawKey, line], i) => {
    const { text, cue } = splitLine(line);
    for (const s of subjectsFor(rng, text, pool(text), n)) {
      const filled = finish(fill(text, s));
      // The cue as the sentence spells it (a cue opening with {S} is capitalised by fill, not in mid-sentence).
      const cueText = fill(cue, s);
      const at = filled.toLowerCase().indexOf(cueText.toLowerCase());
      const trigger = at >= 0 && !cueText.includes(' … ') ? filled.slice(at, at + cueText.length) : cueText;
      // A key may agree with the subject too ({refl}: themselves / ourselves).
      const key = fill(rawKey, s);
      const judged = judge(key, filled, trigger, s, i);
      out.push(gapItem(filled, key, judged.wrong, judged.ruleId, trigger ? [trigger] : [], `${prefix}:${i}`));
    }
  });
  return out;
}
