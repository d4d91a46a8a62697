import { z } from 'zod';
import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './few-little.data.json' with { type: 'json' };
import copy from './few-little.json' with { type: 'json' };

const MoreLinesSchema = z.tuple([z.string(), z.string(), z.string(), z.enum(['one', 'group']).optional()]);

/**
 * a few / a little = some, enough (positive); few / little = almost none (negative). The second half of
 * each sentence (so, but, luckily, unfortunately) forces the meaning. Countability picks few vs little,
 * so both wrong choices are offered: the other meaning and the other countability.
 */
const LINES: [string, string, string][] = table(
  'LINES',
  data.LINES,
  z.tuple([z.string(), z.string(), z.string()]),
);

/**
 * Issue 16: more bases, each its own skeleton. A negative key (few / little) stands right after very, so or
 * too, where "a few" / "a little" cannot stand; a positive key has a cue the few-a-few guard knows (more,
 * enough, luckily, don't worry, let's, add, could I have, do you want, help from, on time). `{S}` lines take
 * a few subjects from verb/authored.ts (one adult, or a household when the fourth field says 'group').
 *
 * Notes on rows (the rows are in few-little.data.json):
 * - before row ["a few","Luckily, {S} still {has} ___ euros left for the bus home.",": a few
 * - before row ["a little","Could I have ___ milk in my coffee, please?","Could I hav: a little
 * - before row ["few","{S} {has} very ___ friends in the new city, so {pron} often {v: few
 * - before row ["little","There’s very ___ milk left, so buy some on your way home.",: little
 */
export const MORE_LINES: [string, string, string, ('one' | 'group')?][] = table(
  'MORE_LINES',
  data.MORE_LINES,
  MoreLinesSchema,
);

/**
 * Issue 16, the full catalogue: more bases (appended, so the ids above stay put), each its own skeleton,
 * said with up to six subjects. The same two rules hold: a plain few / little key right after very, so or
 * too; a positive key with a cue the few-a-few guard knows (luckily, don't worry, more, enough, let's, add,
 * could I have, do you want), which the meaning of the rest of the sentence backs up.
 *
 * Notes on rows (the rows are in few-little.data.json):
 * - before row ["a few","Luckily, {S} had ___ friends in Odesa who could put {obj} up: a few
 * - before row ["a little","Luckily, {S} had saved ___ money for a rainy day.","Lucki: a little
 * - before row ["few","{S} {has} very ___ close friends, so {pron} {v:spend} most wee: few
 * - before row ["little","{S} {has} very ___ time for hobbies these days.","very","on: little
 */
export const NEW_LINES: [string, string, string, ('one' | 'group')?][] = table(
  'NEW_LINES',
  data.NEW_LINES,
  MoreLinesSchema,
);

const COUNT = new Set(['a few', 'few']);

function items(rng: Rng): Item[] {
  const old = LINES.map(([answer, text, cue], i) => one(answer, text, cue, `few-little:${i}`));
  const more = MORE_LINES.flatMap(([answer, text, cue, who], i) =>
    subjectsFor(rng, text, who === 'group' ? GROUP : ONE, 8).map((s: Subject | null) =>
      one(answer, fill(text, s), cue, `few-little:m${i}`),
    ),
  );
  const added = NEW_LINES.flatMap(([answer, text, cue, who], i) =>
    subjectsFor(rng, text, who === 'group' ? GROUP : ONE, 6).map((s: Subject | null) =>
      one(answer, fill(text, s), cue, `few-little:n${i}`),
    ),
  );
  return [...old, ...more, ...added];
}

function one(answer: string, text: string, cue: string, skeleton: string): Item {
  {
    const count = COUNT.has(answer);
    const positive = answer.startsWith('a ');
    const otherMeaning = positive ? answer.slice(2) : `a ${answer}`;
    const otherCount = count ? (positive ? 'a little' : 'little') : positive ? 'a few' : 'few';
    const first = text.startsWith('___');
    const after = text.match(/\b(?:very|Very|so|So|too) ___/);
    // After "very" only few/little fit, so "a few"/"a little" are wrong by form too; the meaning still decides.
    const c = (w: string) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);
    const wrong = [
      {
        choice: c(otherMeaning),
        errorType: positive ? 'few-negative-meaning' : 'a-few-positive-meaning',
        params: { cue },
      },
      {
        choice: c(otherCount),
        errorType: count ? 'little-with-countable' : 'few-with-uncountable',
        params: { cue },
      },
    ].filter((w) => !(after && w.choice.startsWith('a ')));
    return {
      text,
      answer: c(answer),
      wrong: wrong.length
        ? wrong
        : [
            {
              choice: c(otherCount),
              errorType: count ? 'little-with-countable' : 'few-with-uncountable',
              params: { cue },
            },
          ],
      ruleId: positive ? 'positive' : 'negative',
      trigger: [cue],
      skeleton,
    };
  }
}

export const fewLittleTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
