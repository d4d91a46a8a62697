import { z } from 'zod';
import { otherChoices } from '../../core/other-choices.ts';
import { expand, type Item, makeTopic, resolveTriggers } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './prepositions-of-place.data.json' with { type: 'json' };
import copy from './prepositions-of-place.json' with { type: 'json' };

type P = 'in' | 'on' | 'at';

const PSchema = z.enum(['in', 'on', 'at']);

/**
 * Fixed place phrases where only one of in/on/at is right without a picture (no "in/at the station",
 * "on/at the beach", "in/on the street", "at/in the hospital": both are possible there, so they are left out).
 *
 * Notes on rows (the rows are in prepositions-of-place.data.json):
 * - before row ["at","We stayed ___ {my aunt’s|my grandma’s|Olena’s} for the night.",: Issue 16: more bases, each its own skeleton, appended so earlier ids stay put.
 * - before row ["at","Someone is knocking. Is there anybody ___ the {front|back} door: Issue 16 ("the full catalogue"), second round: more bases, each its own skeleton.
 */
const LINES: [P, string, string[]][] = table(
  'LINES',
  data.LINES,
  z.tuple([PSchema, z.string(), z.array(z.string())]),
);

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([answer, frame, trig], i) => {
    for (const text of expand(frame)) {
      const trigger = resolveTriggers(trig, text);
      out.push({
        text,
        answer,
        wrong: otherChoices(['in', 'on', 'at'], answer, 'wrong-preposition-place', {
          phrase: trigger[trigger.length - 1] ?? '',
        }),
        ruleId: answer,
        trigger,
        skeleton: `prep-place:${i}`,
      });
    }
  });
  return out;
}

export const prepositionsOfPlaceTopic: TopicDef = makeTopic(copy, { target: 900, build: items });
