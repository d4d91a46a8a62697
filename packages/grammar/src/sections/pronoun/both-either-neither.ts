import { z } from 'zod';
import { cap, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './both-either-neither.data.json' with { type: 'json' };
import copy from './both-either-neither.json' with { type: 'json' };

const LinesSchema = z.tuple([z.string(), z.string(), z.string()]);

/**
 * both … and, either … or, neither … nor: the second word in the sentence forces the first.
 * [first part with ___, X, link, Y, rest]
 */
const LINES: [string, string, string][] = table('LINES', data.LINES, LinesSchema);
const OBJECTS: [string, string, string][] = table('OBJECTS', data.OBJECTS, LinesSchema);
/**
 * Issue 16: more lines (a modal or past verb, so the verb is the same after both … and).
 *
 * Notes on rows (the rows are in both-either-neither.data.json):
 * - before row ["Oksana","her husband","can speak Polish"]: issue 16, the full catalogue (appended so the ids above stay put)
 */
const MORE_LINES: [string, string, string][] = table('MORE_LINES', data.MORE_LINES, LinesSchema);
/** Offers and rules where both readings fit: either (any one of them) and both (each of them). */
const MORE_OBJECTS: [string, string, string][] = table('MORE_OBJECTS', data.MORE_OBJECTS, LinesSchema);
const PAIR: Record<string, string> = { both: 'and', either: 'or', neither: 'nor' };
/**
 * Either X or Y as a subject offers a choice still open (will, can, could, would): "Either Stepan or Olha
 * remembered the address" reports no fact (round 1902), so past and present lines take only both and neither.
 */
const OPEN_CHOICE = /^(will|can|could|would|should|might|may)\b/;

function items(): Item[] {
  const out: Item[] = [];
  const push = (text: string, answer: 'both' | 'either' | 'neither', skeleton: string) => {
    const first = text.startsWith('___');
    const c = (w: string) => (first ? cap(w) : w);
    out.push({
      text,
      answer: c(answer),
      wrong: (['both', 'either', 'neither'] as const)
        .filter((w) => w !== answer)
        .map((w) => ({
          choice: c(w),
          errorType: 'correlative-mismatch',
          params: { link: PAIR[answer] ?? '', wrongLink: PAIR[w] ?? '' },
        })),
      ruleId: answer,
      trigger: [PAIR[answer] ?? ''],
      skeleton,
    });
  };
  LINES.forEach(([x, y, rest], i) => {
    const restPl = rest
      .replace(/^has\b/, 'have')
      .replace(/^goes\b/, 'go')
      .replace(/^is\b/, 'are')
      .replace(/^(speak|need|drive)s\b/, '$1');
    push(`___ ${x} and ${y} ${restPl}.`, 'both', `both-either:subj:${i}`);
    if (OPEN_CHOICE.test(rest)) push(`___ ${x} or ${y} ${rest}.`, 'either', `both-either:subj:${i}`);
    push(`___ ${x} nor ${y} ${rest}.`, 'neither', `both-either:subj:${i}`);
  });
  OBJECTS.forEach(([start, x, y], i) => {
    push(`${start} ___ ${x} and ${y}.`, 'both', `both-either:obj:${i}`);
    push(`${start} ___ ${x} or ${y}.`, 'either', `both-either:obj:${i}`);
    // "You can have neither tea nor coffee" is correct but odd, so objects get no neither line.
  });
  // The three forms of one line share a skeleton, so a session never shows "Both X and Y…" next to
  // "Neither X nor Y…".
  MORE_LINES.forEach(([x, y, rest], i) => {
    push(`___ ${x} and ${y} ${rest}.`, 'both', `both-either:more-subj:${i}`);
    if (OPEN_CHOICE.test(rest)) push(`___ ${x} or ${y} ${rest}.`, 'either', `both-either:more-subj:${i}`);
    push(`___ ${x} nor ${y} ${rest}.`, 'neither', `both-either:more-subj:${i}`);
  });
  MORE_OBJECTS.forEach(([start, x, y], i) => {
    push(`${start} ___ ${x} and ${y}.`, 'both', `both-either:more-obj:${i}`);
    push(`${start} ___ ${x} or ${y}.`, 'either', `both-either:more-obj:${i}`);
  });
  return out;
}

export const bothEitherTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
