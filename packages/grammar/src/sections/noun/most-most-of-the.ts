import { authoredItems, type Line, LineSchema } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import data from './most-most-of-the.data.json' with { type: 'json' };
import copy from './most-most-of-the.json' with { type: 'json' };

/**
 * Most (people/things in general) vs most of (a part of a group or thing we name: the, my, these, them, it)
 * vs the most (a superlative: the most interesting film). The words right after the gap decide: a bare
 * noun takes "most" ("most of people" is wrong), a determiner or pronoun takes "most of" ("most the
 * students" is wrong), an adjective + noun takes "the most". "The most" is never offered before a plain
 * noun where it could mean "the largest number" (Which city has the most people?): the "most" lines are
 * general statements after say/think/believe, where "the most people" cannot stand; the superlative
 * lines have no bare noun after the gap, so "most" there (= very) cannot stand either.
 */

/** Most + a bare plural or uncountable noun: people or things in general. */
const MOST: readonly Line[] = table('MOST', data.MOST, LineSchema);

/** Most of + the / my / these / them / it: a part of a group or thing we name. */
const MOST_OF: readonly Line[] = table('MOST_OF', data.MOST_OF, LineSchema);

/** The most + adjective + noun: the superlative. */
const THE_MOST: readonly Line[] = table('THE_MOST', data.THE_MOST, LineSchema);

/**
 * Issue 16, the full catalogue: more bases of each kind, appended after the three lists in the generator so
 * the skeleton numbers (and the subjects drawn) of the first lines stay put. The same rules hold: most after
 * think/say/believe that, like or enjoy; most of before the / a possessive; the most before an adjective and a
 * noun it compares (ever, in, of, on the menu).
 */
const MORE: readonly Line[] = table('MORE', data.MORE, LineSchema);

const RULE_OF: Record<string, string> = {
  most: 'most-general',
  'most of': 'most-of-group',
  'the most': 'the-most-superlative',
};

function items(rng: Parameters<typeof authoredItems>[0]): Item[] {
  return authoredItems(
    rng,
    'most',
    [...MOST, ...MOST_OF, ...THE_MOST, ...MORE],
    () => ONE,
    6,
    (key, _text, cue) => {
      const word = cue.split(' ')[0] ?? cue;
      const wrong =
        key === 'most'
          ? [
              d('most of', 'most-of-before-bare-noun', { noun: cue }),
              d('the most', 'the-most-for-most', { noun: cue }),
            ]
          : key === 'most of'
            ? [d('most', 'most-without-of', { det: word }), d('the most', 'the-most-for-most', { noun: cue })]
            : [
                d('most', 'superlative-without-the', { adjective: word }),
                d('most of', 'most-of-before-adjective', { adjective: word }),
              ];
      return { wrong, ruleId: RULE_OF[key] ?? 'most-general' };
    },
  );
}

export const mostMostOfTheTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
