import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './dependent-prepositions.data.json' with { type: 'json' };
import copy from './dependent-prepositions.json' with { type: 'json' };
/**
 * Dependent prepositions (issue 16): adjective + preposition (interested in, proud of, married to) and
 * verb + preposition (depend on, listen to, belong to). Only combinations with ONE standard preposition in
 * both British and American English in the sentence given: pairs with a second right answer (angry at /
 * with, different from / to / than, bored of / with, good at / with, worried about / for, excited about /
 * for, laugh at / about, agree with / on, talk to / with, knock on / at) are left out, and every wrong
 * preposition is checked against the sentence, not only against the head word. Authored sentences; the
 * basics topic `mixed-prepositions` has its own, shorter list.
 */

import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from './authored.ts';
import { lineSubjects } from './line-subjects.ts';

type Kind = 'adjective' | 'verb';
/** [sentence with ___, the preposition, the wrong ones (space-separated), the head word(s), kind, group?] */
type Line = [string, string, string, string, Kind, ('G' | 'A')?];

const KindSchema = z.enum(['adjective', 'verb']);

const LineSchema = z.tuple([
  z.string(),
  z.string(),
  z.string(),
  z.string(),
  KindSchema,
  z.enum(['G', 'A']).optional(),
]);

/**
 * Notes on rows (the rows are in dependent-prepositions.data.json):
 * - before row ["{S} {is} really interested ___ modern art.","in","on at","interested: adjective + preposition
 * - before row ["{S} {is} really bad ___ remembering names.","at","on to","bad","adje: Not "in" against at after good/bad: "good in maths" is heard, and some teachers accept it.
 * - before row ["Our plans for the weekend depend ___ the weather.","on","of from","d: verb + preposition
 */
export const PREP_LINES: Line[] = table('PREP_LINES', data.PREP_LINES, LineSchema);

/**
 * Full catalogue (issue 16): more heads and sentences with one standard preposition, each its own base, said
 * of up to four subjects (after PREP_LINES, whose ids stay). A wrong choice that another reading of the
 * sentence would make right is left out: "too big on me", "explained the problem with the manager",
 * "involved with", "obsessed by", "comment about", "divide in two".
 */
export const PREP_LINES_MORE: Line[] = table('PREP_LINES_MORE', data.PREP_LINES_MORE, LineSchema);

/** The head word as the sentence spells it (reply → replied, take part → took): the word that starts like
 * it, or else the word right before the gap. */
function headIn(text: string, head: string): string {
  const words = text.replace(/[.,?!:;]/g, '').split(' ');
  for (const n of [4, 3]) {
    const stem = head.slice(0, n).toLowerCase();
    const hit = words.find((w) => w.toLowerCase().startsWith(stem));
    if (hit) return hit;
  }
  return words[words.indexOf('___') - 1] ?? head;
}

// The first table gives each line up to seven subjects, the later one up to four.
function linesItems(rng: Rng, lines: Line[], most: number, tag: string): Item[] {
  const out: Item[] = [];
  lines.forEach(([text, answer, wrongs, head, kind, p], i) => {
    for (const s of lineSubjects(rng, text, p, most))
      out.push({
        text: fill(text, s),
        answer,
        wrong: wrongs.split(' ').map((w) => ({
          choice: w,
          errorType: 'wrong-dependent-preposition',
          params: { head, kind },
        })),
        ruleId: kind,
        trigger: [headIn(fill(text, s), head)],
        skeleton: `dep-prep-${tag}${i}`,
      });
  });
  return out;
}

function items(rng: Rng): Item[] {
  const out = linesItems(rng, PREP_LINES, 7, '');
  return out.concat(linesItems(rng, PREP_LINES_MORE, 4, 'm'));
}

export const dependentPrepositions: TopicDef = makeTopic(copy, { target: 800, build: items });
