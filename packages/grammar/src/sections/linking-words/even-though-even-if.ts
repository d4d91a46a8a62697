import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './even-though-even-if.data.json' with { type: 'json' };
import copy from './even-though-even-if.json' with { type: 'json' };
import { otherMeaning } from './gap.ts';
import { type Line, LnArgs, lineItems, ln } from './lines.ts';

/**
 * even though (a real fact, and a surprising result) vs even if (whether or not: something imagined or
 * uncertain, and the result is the same) vs even alone (an adverb that cannot join two clauses). The
 * even-though lines state facts the speaker knows, often with still / anyway or a detail only a fact has
 * (I’ve lived here for ten years); the even-if lines are about the future, would, or "whatever happens".
 * Although is not offered: it fits every even-though line (both are right there).
 */
const THOUGH: Line[] = table('THOUGH', data.THOUGH, LnArgs).map((row) => ln(...row));

const IF: Line[] = table('IF', data.IF, LnArgs).map((row) => ln(...row));

/** Issue 16: more lines, appended after the first two lists so their skeleton ids stay as they were. */
const THOUGH_MORE: Line[] = table('THOUGH_MORE', data.THOUGH_MORE, LnArgs).map((row) => ln(...row));

const IF_MORE: Line[] = table('IF_MORE', data.IF_MORE, LnArgs).map((row) => ln(...row));

const MEANING: Record<string, string> = { 'even though': 'fact', 'even if': 'hypothesis' };
const otherLinker = otherMeaning(MEANING);

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    'even-though-even-if',
    [...THOUGH, ...IF, ...THOUGH_MORE, ...IF_MORE],
    (key): Wrong[] => [
      ...otherLinker(key),
      d('even', 'linker-meaning-mismatch', { given: 'adverb-even', needed: MEANING[key] ?? '' }),
    ],
    (key) => (key === 'even though' ? 'even-though' : 'even-if'),
  );
}

export const evenThoughEvenIf: TopicDef = makeTopic(copy, { target: 800, build: items });
