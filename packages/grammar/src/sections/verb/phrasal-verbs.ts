import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './phrasal-verbs.data.json' with { type: 'json' };
import copy from './phrasal-verbs.json' with { type: 'json' };
/**
 * Common phrasal verbs with the particle to choose (issue 16): look after / for / up, give up / back /
 * away, turn down / up / off / on, find out, put off / on / up with / away, run out of, get on with / over
 * / up / back, take off / up / after… Each authored sentence forces one meaning, and a wrong particle is
 * offered only when the phrasal verb it makes cannot also fit the sentence: turn off is never offered
 * against turn down for loud music, fill out against fill in, throw out against throw away, call up
 * against call back, hold up and hold off against hold on, get on against get up, put back against put off, turn out against turn off.
 */

import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from './authored.ts';
import { lineSubjects } from './line-subjects.ts';

/** [sentence with ___ for the particle, the verb (base form), the particle, the wrong particles, group?] */
type Line = [string, string, string, string, ('G' | 'A')?];

const LineSchema = z.tuple([z.string(), z.string(), z.string(), z.string(), z.enum(['G', 'A']).optional()]);

/**
 * Notes on rows (the rows are in phrasal-verbs.data.json):
 * - before row ["{S} ran ___ of petrol on the motorway and had to call for help.","ru: Grown for issue 16 (full catalogue): wrong particles that make no other phrasal verb fitting the sentence.
 * - before row ["{S} {was} so tired that {pron} nodded ___ in front of the TV.","nod": Issue 16, second growth: one situation per line, each wrong particle making no phrasal verb that fits.
 */
export const PHRASAL_LINES: Line[] = table('PHRASAL_LINES', data.PHRASAL_LINES, LineSchema);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  PHRASAL_LINES.forEach(([text, verb, particle, wrongs, p], i) => {
    for (const s of lineSubjects(rng, text, p, 8)) {
      const filled = fill(text, s);
      const before = filled.split(' ___')[0]?.split(' ') ?? [];
      out.push({
        text: filled,
        answer: particle,
        wrong: wrongs.split(' ').map((w) => ({ choice: w, errorType: 'wrong-particle', params: { verb } })),
        ruleId: 'phrasal',
        trigger: [before.slice(-2).join(' ')],
        features: { phrasal: `${verb} ${particle}` },
        skeleton: `phrasal-${i}`,
      });
    }
  });
  return out;
}

export const phrasalVerbs: TopicDef = makeTopic(copy, { target: 1000, build: items });
