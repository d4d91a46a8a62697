import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './it-or-there.data.json' with { type: 'json' };
import copy from './it-or-there.json' with { type: 'json' };

/**
 * There + be says that something exists (there are two cats in the garden); it is for weather, time,
 * distance and a situation (it’s raining, it’s six o’clock). "It’s a cat" can identify a thing, so singular
 * "there is a …" frames are not used: plural, "no" and "any" frames force there.
 */
const IT_LINES: string[] = table('IT_LINES', data.IT_LINES, z.string());
const PL_Q = ['some', 'two', 'a lot of', 'lots of', 'no', 'a few', 'three'];

/**
 * Issue 16 ("the full catalogue"): authored lines, each its own skeleton, [[…]] the words that force the
 * key. It: weather, time, days, distance, "it is + adjective + to …", and a thing the text has already
 * named ("I bought a new laptop. ___ is much faster"). There: plural or uncountable things that exist
 * somewhere, with no, any, some, a lot of, too many … — never "there is a …" (it can identify a thing).
 */
const IT_MORE: string[] = table('IT_MORE', data.IT_MORE, z.string());

const THERE_MORE: string[] = table('THERE_MORE', data.THERE_MORE, z.string());

/** The choice as the gap's position spells it: capitalised at the start of a sentence. */
function cased(word: string, text: string): string {
  const before = text.slice(0, text.indexOf('___')).trimEnd();
  return before === '' || /[.!?—]$/.test(before) ? word[0]?.toUpperCase() + word.slice(1) : word;
}

function authored(): Item[] {
  const out: Item[] = [];
  const add = (lines: string[], key: 'it' | 'there', tag: string) =>
    lines.forEach((line, i) => {
      for (const raw of expand(line)) {
        const text = raw.replace(/\[\[|\]\]/g, '');
        const cue = (raw.match(/\[\[(.*?)\]\]/)?.[1] ?? '').trim();
        const noun = cue;
        out.push({
          text,
          answer: cased(key, text),
          wrong:
            key === 'it'
              ? [{ choice: cased('there', text), errorType: 'there-for-it', params: {} }]
              : [{ choice: cased('it', text), errorType: 'it-for-there', params: { noun } }],
          ruleId: key,
          trigger: cue ? [cue] : [],
          skeleton: `it-there:${tag}:${i}`,
        });
      }
    });
  add(IT_MORE, 'it', 'it2');
  add(THERE_MORE, 'there', 'there2');
  return out;
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  IT_LINES.forEach((frame, i) => {
    for (const text of expand(frame)) {
      out.push({
        text,
        answer: 'It',
        wrong: [{ choice: 'There', errorType: 'there-for-it', params: {} }],
        ruleId: 'it',
        trigger: [text.split(' ').slice(2, 4).join(' ').replace(/[.!,]/g, '')],
        skeleton: `it-there:it:${i}`,
      });
    }
  });
  THINGS.forEach((t, i) => {
    for (const place of t.places) {
      const [q, noun, be] = t.count
        ? [rng.pick(PL_Q), t.pl, 'are']
        : [rng.pick(['no', 'some', 'a lot of']), t.sg, 'is'];
      if (!t.count && q !== 'no') continue;
      out.push({
        text: `___ ${be} ${q} ${noun} ${place}.`,
        answer: 'There',
        wrong: [{ choice: 'It', errorType: 'it-for-there', params: { noun } }],
        ruleId: 'there',
        trigger: [`${q} ${noun}`],
        skeleton: `it-there:there:${i}`,
      });
      if (t.count) {
        out.push({
          text: `Are ___ any ${t.pl} ${place.replace(/\bmy\b/, 'your')}?`,
          answer: 'there',
          wrong: [{ choice: 'it', errorType: 'it-for-there', params: { noun: t.pl } }],
          ruleId: 'there',
          trigger: [`any ${t.pl}`],
          skeleton: `it-there:q:${i}`,
        });
      }
    }
  });
  return [...out, ...authored()];
}

export const itThereTopic: TopicDef = makeTopic(copy, { target: 900, build: items });
