import { z } from 'zod';
import { expand, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ADJECTIVES, type Adj, wrongEr } from '../../lexicon/adjectives.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './the-the-comparatives.data.json' with { type: 'json' };
import copy from './the-the-comparatives.json' with { type: 'json' };

/**
 * The more …, the more …: both halves take a comparative. The blank is one comparative; the wrong choices
 * are the superlative (the pattern never takes it) and the wrongly built comparative (more hard, expensiver,
 * gooder). Forms come from the pinned adjective lexicon; the few words it lacks are pinned here the same way.
 * Adjectives with two accepted comparatives (quieter / more quiet, further / farther) are not used.
 */
const EXTRA: Adj[] = [
  { base: 'soon', comp: 'sooner', sup: 'soonest', kind: 'er', cats: [] },
  { base: 'early', comp: 'earlier', sup: 'earliest', kind: 'er', cats: [] },
  { base: 'happy', comp: 'happier', sup: 'happiest', kind: 'er', cats: [] },
  { base: 'late', comp: 'later', sup: 'latest', kind: 'er', cats: [] },
  { base: 'deep', comp: 'deeper', sup: 'deepest', kind: 'er', cats: [] },
  { base: 'high', comp: 'higher', sup: 'highest', kind: 'er', cats: [] },
  { base: 'low', comp: 'lower', sup: 'lowest', kind: 'er', cats: [] },
  { base: 'loud', comp: 'louder', sup: 'loudest', kind: 'er', cats: [] },
  { base: 'dark', comp: 'darker', sup: 'darkest', kind: 'er', cats: [] },
  { base: 'fresh', comp: 'fresher', sup: 'freshest', kind: 'er', cats: [] },
  { base: 'sweet', comp: 'sweeter', sup: 'sweetest', kind: 'er', cats: [] },
  { base: 'bright', comp: 'brighter', sup: 'brightest', kind: 'er', cats: [] },
  { base: 'wide', comp: 'wider', sup: 'widest', kind: 'er', cats: [] },
  { base: 'thick', comp: 'thicker', sup: 'thickest', kind: 'er', cats: [] },
  { base: 'quick', comp: 'quicker', sup: 'quickest', kind: 'er', cats: [] },
  { base: 'cool', comp: 'cooler', sup: 'coolest', kind: 'er', cats: [] },
  { base: 'fit', comp: 'fitter', sup: 'fittest', kind: 'er', cats: [] },
  { base: 'full', comp: 'fuller', sup: 'fullest', kind: 'er', cats: [] },
  { base: 'sharp', comp: 'sharper', sup: 'sharpest', kind: 'er', cats: [] },
  { base: 'weak', comp: 'weaker', sup: 'weakest', kind: 'er', cats: [] },
  { base: 'soft', comp: 'softer', sup: 'softest', kind: 'er', cats: [] },
  { base: 'great', comp: 'greater', sup: 'greatest', kind: 'er', cats: [] },
  { base: 'nervous', comp: 'more nervous', sup: 'most nervous', kind: 'more', cats: [] },
  { base: 'confident', comp: 'more confident', sup: 'most confident', kind: 'more', cats: [] },
  { base: 'experienced', comp: 'more experienced', sup: 'most experienced', kind: 'more', cats: [] },
  { base: 'complicated', comp: 'more complicated', sup: 'most complicated', kind: 'more', cats: [] },
  { base: 'generous', comp: 'more generous', sup: 'most generous', kind: 'more', cats: [] },
  { base: 'delicious', comp: 'more delicious', sup: 'most delicious', kind: 'more', cats: [] },
  { base: 'valuable', comp: 'more valuable', sup: 'most valuable', kind: 'more', cats: [] },
  { base: 'powerful', comp: 'more powerful', sup: 'most powerful', kind: 'more', cats: [] },
  { base: 'peaceful', comp: 'more peaceful', sup: 'most peaceful', kind: 'more', cats: [] },
  { base: 'polluted', comp: 'more polluted', sup: 'most polluted', kind: 'more', cats: [] },
  { base: 'fluent', comp: 'more fluent', sup: 'most fluent', kind: 'more', cats: [] },
  { base: 'enjoyable', comp: 'more enjoyable', sup: 'most enjoyable', kind: 'more', cats: [] },
  { base: 'tiring', comp: 'more tiring', sup: 'most tiring', kind: 'more', cats: [] },
  { base: 'excited', comp: 'more excited', sup: 'most excited', kind: 'more', cats: [] },
  { base: 'worried', comp: 'more worried', sup: 'most worried', kind: 'more', cats: [] },
  { base: 'relaxed', comp: 'more relaxed', sup: 'most relaxed', kind: 'more', cats: [] },
  { base: 'flexible', comp: 'more flexible', sup: 'most flexible', kind: 'more', cats: [] },
];
const FORMS = new Map([...ADJECTIVES, ...EXTRA].map((a) => [a.base, a]));

/**
 * [adjective, sentence with ___ for its comparative, {a|b} variants of one base].
 *
 * Notes on rows (the rows are in the-the-comparatives.data.json):
 * - before row ["quick","The ___ {you reply|we reply}, the happier the customer will : Issue 16 (the full catalogue): more bases, each its own skeleton, with adjectives pinned in EXTRA.
 */
export const THE_THE_LINES: [string, string][] = table(
  'THE_THE_LINES',
  data.THE_THE_LINES,
  z.tuple([z.string(), z.string()]),
);

function wrongs(a: Adj): Wrong[] {
  const params = { adjective: a.base, kind: a.kind, comparative: a.comp };
  const sup: Wrong = { choice: a.sup, errorType: 'superlative-in-the-the', params: { adjective: a.base } };
  if (a.kind === 'er')
    return [{ choice: `more ${a.base}`, errorType: 'more-with-short-adjective', params }, sup];
  if (a.kind === 'more') return [{ choice: wrongEr(a), errorType: 'er-with-long-adjective', params }, sup];
  return [{ choice: wrongEr(a), errorType: 'regularised-irregular-adjective', params }, sup];
}

function items(): Item[] {
  return THE_THE_LINES.flatMap(([base, frame], i) => {
    const a = FORMS.get(base);
    if (!a) throw new Error(`the-the-comparatives: no forms for ${base}`);
    return expand(frame).map((text) => ({
      text,
      answer: a.comp,
      wrong: wrongs(a),
      ruleId: a.kind === 'more' ? 'the-more-long' : a.kind === 'irr' ? 'the-irregular' : 'the-er',
      trigger: [`the ${a.comp}`],
      skeleton: `the-the:${i}`,
    }));
  });
}

export const theTheComparativesTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
