import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { possessiveAgrees } from '../../lexicon/reference.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './partitives.data.json' with { type: 'json' };
import copy from './partitives.json' with { type: 'json' };

/**
 * Partitives: a loaf of bread, a bar of chocolate, a pair of jeans. The noun after "of" decides the unit.
 * A wrong choice is only ever a unit that the noun NEVER takes (a bar of bread, a pair of milk): every unit
 * the noun can take in some situation (a slice/piece of bread, a bottle/carton of milk) is kept out of the
 * choices, so the key is the one possible answer.
 */
export const UNITS = ['piece', 'loaf', 'bar', 'bottle', 'cup', 'slice', 'can', 'carton', 'pair'] as const;
type U = (typeof UNITS)[number];

const USchema = z.enum(UNITS);

/** Every unit each noun can take in English (UK or US), including the ones not in UNITS' key for it. */
export const TAKES: Record<string, U[]> = record('TAKES', data.TAKES, z.array(USchema));

/**
 * [unit, sentence with {a|b} variants of one base, the noun after of]. Plural units are made by morph.
 *
 * Notes on rows (the rows are in partitives.data.json):
 * - before row ["loaf","Could you {get|pick up|buy} a ___ of bread on your way home?": loaf
 * - before row ["slice","Would you like a ___ of {cake|toast} with your {tea|coffee}?: slice
 * - before row ["bar","{He|She} ate a whole ___ of chocolate after the exam.","chocol: bar
 * - before row ["bottle","{We|They} opened a ___ of wine to celebrate.","wine"]: bottle
 * - before row ["cup","Would you like a ___ of {tea|coffee}?","tea"]: cup
 * - before row ["can","Open a ___ of {beans|tuna|tomatoes} for lunch.","beans"]: can
 * - before row ["carton","Could you get a ___ of {milk|cream|orange juice} from the s: carton
 * - before row ["piece","Can I give you a ___ of {advice|information}?","advice"]: piece
 * - before row ["pair","{I need|She needs|He needs} a new ___ of {jeans|trousers|shoe: pair
 * - before row ["bar","Anna always has a ___ of chocolate in her bag for the {train|b: More bases whose owner is fixed, since a she/he subject with another person's his/her is no longer said.
 * - before row ["loaf","The shop had sold out: there wasn’t a single ___ of bread {le: Issue 16: more bases, each its own skeleton; the noun after "of" takes only the key among the units.
 * - before row ["loaf","Could you cut this ___ of bread {for the sandwiches|into thin: Issue 16, the full catalogue (h3): more bases, appended so every id above stays put.
 */
export const PARTITIVE_LINES: [U, string, string][] = table(
  'PARTITIVE_LINES',
  data.PARTITIVE_LINES,
  z.tuple([USchema, z.string(), z.string()]),
);

const PLURAL_BEFORE = /\b(two|three|Two|Three)\s+___/;

function items(rng: Rng): Item[] {
  return PARTITIVE_LINES.flatMap(([unit, frame, lineNoun], i) =>
    // A variant whose possessive does not agree with its subject ("He keeps … in her desk") is not said.
    expand(frame)
      .filter(possessiveAgrees)
      .map((text) => {
        // The noun after "of" (a variant may swap it: a cup of {tea|coffee}); the line's noun otherwise.
        const after = text.split('___ of ')[1] ?? '';
        const noun = Object.keys(TAKES).find((n) => new RegExp(`^(\\w+ )?${n}\\b`).test(after)) ?? lineNoun;
        const phrase = after.slice(0, after.indexOf(noun) + noun.length);
        const many = PLURAL_BEFORE.test(text);
        const form = (u: U) => (many ? plural(u) : u);
        const never = UNITS.filter((u) => u !== unit && !(TAKES[noun] ?? []).includes(u));
        const wrong = rng
          .shuffle(never)
          .slice(0, 3)
          .map((u) => ({ choice: form(u), errorType: 'wrong-partitive', params: { noun } }));
        return {
          text,
          answer: form(unit),
          wrong,
          ruleId: unit === 'piece' ? 'piece' : unit === 'pair' ? 'pair' : 'container',
          trigger: [`of ${phrase}`],
          skeleton: `partitives:${i}`,
        };
      }),
  );
}

export const partitivesTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
