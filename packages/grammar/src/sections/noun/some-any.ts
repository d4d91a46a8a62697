import { z } from 'zod';
import { type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './some-any.data.json' with { type: 'json' };
import copy from './some-any.json' with { type: 'json' };

const KindSchema = z.enum(['some', 'request', 'any', 'without', 'free']);

/**
 * some in positive statements, any after a negative verb, hardly and without. Questions and offers are left
 * out: "Are there some/any…?" and "Would you like some/any…?" can both be right.
 */
const LINES: ['some' | 'any', string, string][] = table(
  'LINES',
  data.LINES,
  z.tuple([z.enum(['some', 'any']), z.string(), z.string()]),
);

/** Why a line takes its key: a positive statement, a request, a negative verb, without/hardly, or any = whichever. */
type Kind = 'some' | 'request' | 'any' | 'without' | 'free';

/**
 * Issue 16, the full catalogue: more bases, each its own skeleton, said with up to four subjects ({S} and its
 * agreement filled by verb/authored.ts; the cue is filled too, so "{does}n’t" is quoted as the sentence says
 * it). Still no open questions and no "Would you like …?" (some and any both fit there); a request is only
 * "Could I / Can I have … please" or "Could you pass / buy …", where any would doubt the thing exists. Any in
 * a positive sentence is the key only where the sentence says "whichever" (you like, day or night).
 *
 * Notes on rows (the rows are in some-any.data.json):
 * - before row ["some","{S} bought ___ flowers for the table.","bought","one"]: some: a positive statement about something real
 * - before row ["request","Could I have ___ water, please?","Could I have"]: some: a request that expects the answer yes
 * - before row ["any","{S} {does}n’t have ___ pets.","{does}n’t","one"]: any: a negative verb
 * - before row ["without","{S} fixed the bike without ___ help.","without","one"]: any: without, hardly
 * - before row ["free","Sit at ___ table you like.","you like"]: any: it doesn't matter which
 */
export const NEW_LINES: [Kind, string, string, ('one' | 'group')?][] = table(
  'NEW_LINES',
  data.NEW_LINES,
  z.tuple([KindSchema, z.string(), z.string(), z.enum(['one', 'group']).optional()]),
);

const RULE_OF: Record<Kind, string> = record('RULE_OF', data.RULE_OF, z.string(), KindSchema);
const ERROR_OF = {
  some: 'any-in-positive',
  request: 'any-in-request',
  any: 'some-in-negative',
  without: 'some-in-negative',
  free: 'some-for-any-choice',
} as const;

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (answer: 'some' | 'any', text: string, cue: string, skeleton: string) => {
    const wrong = answer === 'some' ? 'any' : 'some';
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: wrong,
          errorType:
            answer === 'some'
              ? 'any-in-positive'
              : cue === 'you like'
                ? 'some-for-any-choice'
                : 'some-in-negative',
          params: { cue },
        },
      ],
      ruleId:
        cue === 'without' || cue === 'hardly' ? 'any-without' : cue === 'you like' ? 'any-free' : answer,
      trigger: [cue],
      skeleton,
    });
  };
  LINES.forEach(([a, t, c], i) => {
    push(a, t, c, `some-any:line:${i}`);
  });
  THINGS.forEach((th, i) => {
    const noun = th.count ? th.pl : th.sg;
    const [be, neg] = th.count ? ['are', 'aren’t'] : ['is', 'isn’t'];
    for (const place of th.places) {
      push('some', `There ${be} ___ ${noun} ${place}.`, `There ${be}`, `some-any:pos:${i}`);
      push('any', `There ${neg} ___ ${noun} ${place}.`, neg, `some-any:neg:${i}`);
    }
  });
  NEW_LINES.forEach(([kind, text, cue, who], i) => {
    for (const s of subjectsFor(rng, text, who === 'group' ? GROUP : ONE, 4)) {
      const filled = fill(text, s);
      const at = filled.startsWith('___');
      const answer = kind === 'some' || kind === 'request' ? 'some' : 'any';
      const wrong = answer === 'some' ? 'any' : 'some';
      const said = fill(cue, s);
      out.push({
        text: filled,
        answer: at ? 'Any' : answer,
        wrong: [{ choice: at ? 'Some' : wrong, errorType: ERROR_OF[kind], params: { cue: said } }],
        ruleId: RULE_OF[kind],
        trigger: [said],
        skeleton: `some-any:new:${i}`,
      });
    }
  });
  return out;
}

export const someAnyTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
