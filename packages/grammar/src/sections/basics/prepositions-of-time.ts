import { z } from 'zod';
import { otherChoices } from '../../core/other-choices.ts';
import { type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './prepositions-of-time.data.json' with { type: 'json' };
import copy from './prepositions-of-time.json' with { type: 'json' };

/** Time expressions by category; the category fixes the preposition. */
type Cat =
  | 'clock'
  | 'night'
  | 'festival'
  | 'day'
  | 'days'
  | 'date'
  | 'month'
  | 'year'
  | 'decade'
  | 'season'
  | 'part'
  | 'duration';

const CatSchema = z.enum([
  'clock',
  'night',
  'festival',
  'day',
  'days',
  'date',
  'month',
  'year',
  'decade',
  'season',
  'part',
  'duration',
]);

const PREP: Record<Cat, 'at' | 'on' | 'in'> = record(
  'PREP',
  data.PREP,
  z.enum(['at', 'on', 'in']),
  CatSchema,
);
const EXPR: Record<Cat, string[]> = record('EXPR', data.EXPR, z.array(z.string()), CatSchema);

/**
 * Frames and the kinds of time expression that fit each. T is the time expression.
 *
 * Notes on rows (the rows are in prepositions-of-time.data.json):
 * - before row ["The train to Lviv leaves ___ T.",["clock=8.15|a quarter past ten|noo: Issue 16 ("the full catalogue"): more frames, each with the kinds of time it is natural with.
 */
const FRAMES: [string, string[]][] = table('FRAMES', data.FRAMES, z.tuple([z.string(), z.array(z.string())]));

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  FRAMES.forEach(([frame, cats], fi) => {
    for (const spec of cats) {
      const [catName, own] = spec.split('=');
      const cat = catName as Cat;
      // Festivals are not tested: British English says at Christmas / at Easter, American English also on
      // Christmas / on Easter (review 1801), like at / on the weekend.
      if (cat === 'festival') continue;
      const exprs = own ? own.split('|') : EXPR[cat];
      for (const e of exprs) {
        const text = frame.replace(' T', ` ${e}`).replace(/\.\.$/, '.');
        const answer = PREP[cat];
        out.push({
          text,
          answer,
          wrong: otherChoices(['at', 'on', 'in'], answer, 'wrong-preposition-time', {
            expression: e,
            category: cat,
          }),
          ruleId: answer,
          trigger: [e],
          skeleton: `prep-time:${fi}:${catName}`,
        });
      }
    }
  });
  return out;
}

export const prepositionsOfTimeTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
