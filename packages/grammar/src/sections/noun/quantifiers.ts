import { z } from 'zod';
import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './quantifiers.data.json' with { type: 'json' };
import copy from './quantifiers.json' with { type: 'json' };

/**
 * Quantifier frames outside "there is": [sentence with Q for the blank, noun is countable].
 * Negatives and questions use much/many; affirmatives use a few/a little (both forms there are natural).
 */
const NEG_Q: [string, boolean][] = table('NEG_Q', data.NEG_Q, z.tuple([z.string(), z.boolean()]));
const AFF: [string, boolean][] = table('AFF', data.AFF, z.tuple([z.string(), z.boolean()]));

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (text: string, count: boolean, affirmative: boolean, skeleton: string) => {
    const answer = affirmative ? (count ? 'a few' : 'a little') : count ? 'many' : 'much';
    const wrong = affirmative ? (count ? 'a little' : 'a few') : count ? 'much' : 'many';
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: wrong,
          errorType: count
            ? 'uncountable-quantifier-with-countable'
            : 'countable-quantifier-with-uncountable',
          params: { quantifier: wrong },
        },
      ],
      ruleId: affirmative ? (count ? 'a-few' : 'a-little') : count ? 'many' : 'much',
      trigger: [
        text
          .split('___')[1]
          ?.trim()
          .split(' ')[0]
          ?.replace(/[.,?!]/g, '') ?? '',
      ],
      skeleton,
      features: { countable: count ? 'yes' : 'no' },
    });
  };
  NEG_Q.forEach(([t, c], i) => {
    push(t, c, false, `quant:neg:${i}`);
  });
  AFF.forEach(([t, c], i) => {
    push(t, c, true, `quant:aff:${i}`);
  });
  THINGS.forEach((th, i) => {
    if (ONE_OR_TWO.test(th.sg)) return;
    const noun = th.count ? th.pl : th.sg;
    const be = th.count ? 'are' : 'is';
    for (const place of th.places) {
      // Mud and noise are noticed, not measured: "How much mud is there on the floor?" asks nothing.
      if (!/^(mud|noise)$/.test(th.sg))
        push(
          `How ___ ${noun} ${be} there ${place.replace(/\b(my|our)\b/, 'your')}?`,
          th.count,
          false,
          `quant:how:${i}`,
        );
      push(`There ${be}n’t ___ ${noun} ${place}.`, th.count, false, `quant:not:${i}`);
      push(
        `${th.count ? 'Are' : 'Is'} there ___ ${noun} ${place.replace(/\b(my|our)\b/, 'your')}?`,
        th.count,
        false,
        `quant:q:${i}`,
      );
      push(`There ${be} only ___ ${noun} ${place}.`, th.count, true, `quant:only:${i}`);
    }
  });
  return out;
}

/**
 * Things a home has one or two of: "There are only a few sofas in the living room", "How many cats are there
 * on the roof?" count what nobody counts (read as odd in blind rounds alongside "many bus stops in our street").
 */
const ONE_OR_TWO = /^(sofa|dog|cat|lamp|spider)$/;

export const quantifiersTopic: TopicDef = makeTopic(copy, { target: 1200, build: items });
