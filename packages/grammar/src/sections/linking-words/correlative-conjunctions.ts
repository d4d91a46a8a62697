import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './correlative-conjunctions.data.json' with { type: 'json' };
import copy from './correlative-conjunctions.json' with { type: 'json' };
import { type Line, LnArgs, lineItems, ln } from './lines.ts';

/**
 * Paired conjunctions: both … and, either … or, neither … nor, not only … but (also). Most lines leave
 * the second word out, so the first word forces it (neither … nor, never "neither … or", which standard
 * grammars mark wrong although it is heard); some leave out the first word before "but also", "and",
 * "or", "nor". "Not only … but" without also is right, so "but" alone is never a wrong choice and the
 * not-only lines always keep "also" in the sentence. The pronoun topic both-either-neither asks only
 * for the first word of both/either/neither; this topic adds the second word and not only … but also.
 * Subjects joined by either/neither take a past or modal verb, so no agreement question arises.
 */
const PAIR: Record<string, string> = { both: 'and', either: 'or', neither: 'nor', 'not only': 'but also' };
const FIRST_OF: Record<string, string> = { and: 'both', or: 'either', nor: 'neither', but: 'not only' };

/** Lines whose gap is the second word: the key is and / or / nor / but. */
const SECOND: Line[] = table('SECOND', data.SECOND, LnArgs).map((row) => ln(...row));

/** Lines whose gap is the first word: the key is both / either / neither / not only. */
const FIRST: Line[] = table('FIRST', data.FIRST, LnArgs).map((row) => ln(...row));

/** Issue 16, second batch: said after the first lines so those keep their subjects (and ids). */
const MORE: Line[] = table('MORE', data.MORE, LnArgs).map((row) => ln(...row));

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'correlative-conjunctions',
    [...SECOND, ...FIRST, ...MORE],
    (key): Wrong[] => {
      // The second word: the two other words of and / or / nor ("but" alone is never wrong after not only).
      if (key in FIRST_OF)
        return ['and', 'or', 'nor']
          .filter((w) => w !== key)
          .slice(0, 2)
          .map((w) =>
            d(w, 'correlative-second-mismatch', {
              first: FIRST_OF[key] ?? '',
              wrongFirst: FIRST_OF[w] ?? '',
            }),
          );
      // The first word: every other first word of a pair.
      return Object.keys(PAIR)
        .filter((w) => w !== key)
        .map((w) => d(w, 'correlative-mismatch', { link: PAIR[key] ?? '', wrongLink: PAIR[w] ?? '' }));
    },
    (key) => (FIRST_OF[key] ?? key).replace(' ', '-'),
  );
}

export const correlativeConjunctions: TopicDef = makeTopic(copy, { target: 700, build: items });
