import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './quite-rather.data.json' with { type: 'json' };
import copy from './quite-rather.json' with { type: 'json' };

/**
 * Only frames where one word is forced. "It's quite/rather cold" and "rather a good film" (BrE) are both
 * correct, so such frames are not used. "very" is offered only where it is impossible.
 * [answer, rule, sentence, trigger, offer "very" as a third choice]
 *
 * Notes on rows (the rows are in quite-rather.data.json):
 * - before row ["rather","would-rather","{I’d|We’d} ___ eat at home tonight. It’s pou: Issue 16: more bases, each its own skeleton. No "I’d ___ like/enjoy/fancy" (BrE "I’d quite like" is right), no positive "I ___ like/agree" (BrE "I rather like it"), no "quite/rather + plain adjective".
 * - before row ["quite","quite-absolute","I can’t ___ remember {her name|where I park: Issue 16 (the full catalogue): more bases of the forced patterns only (not quite, quite a few, quite + an absolute; would rather, rather than, rather + a comparative, rather too).
 */
const LINES: ['quite' | 'rather', string, string, string, boolean][] = table(
  'LINES',
  data.LINES,
  z.tuple([z.enum(['quite', 'rather']), z.string(), z.string(), z.string(), z.boolean()]),
);

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([answer, rule, frame, trig, withVery], i) => {
    for (const text of expand(frame)) {
      const first = text.startsWith('___');
      const c = (w: string) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);
      const trigger = expand(trig).find((t) => text.includes(t)) ?? trig;
      const other = answer === 'quite' ? 'rather' : 'quite';
      out.push({
        text,
        answer: c(answer),
        wrong: [
          {
            choice: c(other),
            errorType: answer === 'quite' ? 'rather-for-quite' : 'quite-for-rather',
            params: { rule },
          },
          ...(withVery ? [{ choice: c('very'), errorType: 'very-impossible', params: { rule } }] : []),
        ],
        ruleId: rule,
        trigger: [trigger],
        skeleton: `quite-rather:${i}`,
      });
    }
  });
  return out;
}

export const quiteRatherTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
