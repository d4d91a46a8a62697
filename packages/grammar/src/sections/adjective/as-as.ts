import { z } from 'zod';
import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './as-as.data.json' with { type: 'json' };
import copy from './as-as.json' with { type: 'json' };
import { clash, forEachPair, placePair, unsaid } from './comparative-adjectives.ts';

/** as + adjective + as: the base form between the two as, and as (not than/like) after it. */
const FORM_FRAMES = table('FORM_FRAMES', data.FORM_FRAMES, z.string());
const WORD_FRAMES = ['{S} is as ADJ ___ {C}.', '{S} isn’t as ADJ ___ {C}.', '{S} is just as ADJ ___ {C}.'];

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  forEachPair((cat, adjs, s, c, pi) => {
    FORM_FRAMES.forEach((frame, fi) => {
      if (frame.startsWith('Is ') && /^(my|our|your)\b/i.test(s) && c === 'yours') return;
      for (const a of rng.shuffle(adjs.filter((x) => !clash(x, s, c))).slice(0, 10)) {
        if (unsaid(frame, a, c)) continue;
        const params = { adjective: a.base, comparative: a.comp };
        out.push({
          text: placePair(frame, s, c).replace('___', `___ (${a.base})`),
          answer: a.base,
          wrong: [
            { choice: a.comp, errorType: 'comparative-in-as-as', params },
            {
              choice: a.kind === 'more' ? a.sup.replace(/^most /, 'most ') : a.sup,
              errorType: 'superlative-in-as-as',
              params,
            },
          ],
          ruleId: 'base-form',
          trigger: ['as … as'],
          skeleton: `as-as:form:${cat}:${pi}:${fi}`,
        });
      }
    });
    WORD_FRAMES.forEach((frame, fi) => {
      if (frame.startsWith('Is ') && c === 'yours') return;
      for (const a of rng.shuffle(adjs.filter((x) => !clash(x, s, c))).slice(0, 3)) {
        if (unsaid(frame, a, c)) continue;
        out.push({
          text: placePair(frame, s, c).replace('ADJ', a.base),
          answer: 'as',
          wrong: [
            { choice: 'than', errorType: 'than-after-as', params: { adjective: a.base } },
            { choice: 'like', errorType: 'like-after-as', params: { adjective: a.base } },
          ],
          ruleId: 'as-as',
          trigger: [`as ${a.base}`],
          skeleton: `as-as:word:${cat}:${pi}:${fi}`,
        });
      }
    });
  });
  return out;
}

export const asAsTopic: TopicDef = makeTopic(copy, { target: 2200, build: items });
