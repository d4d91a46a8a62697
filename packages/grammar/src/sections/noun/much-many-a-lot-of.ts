import { z } from 'zod';
import { cap, expand, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './much-many-a-lot-of.data.json' with { type: 'json' };
import copy from './much-many-a-lot-of.json' with { type: 'json' };

/**
 * much / many / a lot of. The noun decides much (uncountable) or many (countable plural), and that wrong
 * choice is always offered. "A lot of" is right almost everywhere, so it is offered as WRONG only where it is
 * impossible: after how, too, so, as ("how ___ books" → many). It is the KEY only in an everyday positive
 * sentence with an uncountable noun, where much sounds wrong (We had a lot of fun) — never where many fits.
 * In negatives and questions without such a word (We don't have ___ time) a lot of would be right too, so it
 * is not offered there.
 */
type A = 'much' | 'many' | 'a lot of';

const ASchema = z.enum(['much', 'many', 'a lot of']);

/**
 * [answer, sentence with {a|b} variants of one base, the noun, the word before the blank that shuts out a lot of ('' if none)].
 *
 * Notes on rows (the rows are in much-many-a-lot-of.data.json):
 * - before row ["many","How ___ {brothers and sisters|cousins} do you have?","{brothe: how much / how many
 * - before row ["many","There are too ___ {cars|people|tourists} in the city centre.": too much / too many
 * - before row ["many","I’ve never seen so ___ {birds|stars} in one place.","{birds|s: so much / so many
 * - before row ["many","Take as ___ {photos|pictures} as you like.","{photos|pictures: as much / as many … as
 * - before row ["much","There isn’t ___ milk left in the fridge.","milk",""]: negatives and questions: a lot of would fit too, so only countability is asked
 * - before row ["a lot of","We had ___ fun at the {party|beach} yesterday!","fun",""]: a lot of in an everyday positive sentence with an uncountable noun: much sounds wrong, many is wrong
 * - before row ["many","How ___ {pages|chapters} have you read so far?","{pages|chapt: issue 16: more bases, each its own skeleton (appended so the ids above stay put)
 * - before row ["many","How ___ {nephews|nieces} have you got?","{nephews|nieces}","h: issue 16, the full catalogue: more bases (appended so the ids above stay put)
 * - before row ["many","How ___ {sisters|brothers} has your {mother|father} got?","{s: issue 16, the full catalogue (second round): more bases, appended so the ids above stay put
 */
export const MUCH_MANY_LINES: [A, string, string, string][] = table(
  'MUCH_MANY_LINES',
  data.MUCH_MANY_LINES,
  z.tuple([ASchema, z.string(), z.string(), z.string()]),
);

const UNCOUNTABLE_KEY = new Set<A>(['much', 'a lot of']);

function items(): Item[] {
  return MUCH_MANY_LINES.flatMap(([answer, frame, nounFrame, word], i) =>
    expand(frame).map((text) => {
      const first = text.startsWith('___');
      const c = (w: string) => (first ? cap(w) : w);
      const noun =
        expand(nounFrame).find((n) => text.includes(n)) ??
        (text.split('___ ')[1] ?? '').split(/[ .,?!]/)[0] ??
        nounFrame;
      const wrong: Wrong[] = [];
      if (answer === 'many')
        wrong.push({ choice: 'much', errorType: 'much-with-countable', params: { noun } });
      if (UNCOUNTABLE_KEY.has(answer))
        wrong.push({ choice: 'many', errorType: 'many-with-uncountable', params: { noun } });
      if (answer === 'a lot of')
        wrong.push({ choice: 'much', errorType: 'much-in-affirmative', params: { noun } });
      if (word) wrong.push({ choice: 'a lot of', errorType: 'a-lot-of-after-word', params: { word } });
      const cue = word ? `${text.match(new RegExp(`\\b${word}\\b`, 'i'))?.[0] ?? word} … ${noun}` : noun;
      return {
        text,
        answer: c(answer),
        wrong: wrong.map((w) => ({ ...w, choice: c(w.choice) })),
        ruleId: answer === 'a lot of' ? 'a-lot-of' : word ? 'after-word' : answer,
        trigger: [cue],
        skeleton: `much-many:${i}`,
      };
    }),
  );
}

export const muchManyALotOfTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
