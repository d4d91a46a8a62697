import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './ed-ing-adjectives.data.json' with { type: 'json' };
import copy from './ed-ing-adjectives.json' with { type: 'json' };

/**
 * -ed adjectives say how a person feels (bored, interested); -ing adjectives describe the thing that causes
 * the feeling (boring, interesting). A person + the adjective's own preposition forces -ed; a thing as the
 * subject (a film cannot feel bored) forces -ing. [stem, -ed preposition, things that cause it]
 */
const PAIRS: [string, string, string, string, string[]][] = table(
  'PAIRS',
  data.PAIRS,
  z.tuple([z.string(), z.string(), z.string(), z.string(), z.array(z.string())]),
);
const PEOPLE = table('PEOPLE', data.PEOPLE, z.string());
/** Things that need a plural verb. */
const PLURAL_THING =
  /^(the results|the instructions|the rules|the prices|the fireworks|the photos|the same old excuses|the constant phone calls)$/;

/**
 * Issue 16: authored bases, each its own skeleton; {a|b} joins a subject with its own pronouns.
 * [sentence, form, -ed, -ing, what decides it]. -ed only for a person who feels (with its preposition, a
 * feeling verb or "to hear/see"); -ing only for a thing or situation (never a person, an animal, or a
 * noun like look / face / voice, where "a bored look" is right). No "tired of" (be tiring of = tire of).
 *
 * Notes on rows (the rows are in ed-ing-adjectives.data.json):
 * - before row ["{I was|We were} ___ to learn that the museum was free on Sundays.",": Issue 16 (the full catalogue): more bases, each its own skeleton, with new pairs (thrilled, alarmed, exhausted, fascinated, disgusted, terrified, depressed, frustrated, refreshed, encouraged, irritated).
 */
const AUTHORED: [string, 'ed' | 'ing', string, string, string][] = table(
  'AUTHORED',
  data.AUTHORED,
  z.tuple([z.string(), z.enum(['ed', 'ing']), z.string(), z.string(), z.string()]),
);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  PAIRS.forEach(([ed, ing, prep, , things], pi) => {
    things.forEach((thing, ti) => {
      const subj = rng.pick(PEOPLE);
      if (ed === 'tired' && thing === 'the long journey') {
        out.push({
          text: `${subj} very ___ after the long journey.`,
          answer: ed,
          wrong: [{ choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }],
          ruleId: 'ed',
          trigger: [subj.split(' ').slice(0, -1).join(' ')],
          skeleton: `ed-ing:ed:${pi}:${ti}`,
        });
      } else {
        const p = ed === 'tired' ? 'of' : prep;
        out.push({
          text: `${subj} really ___ ${p} ${thing}.`,
          answer: ed,
          wrong: [{ choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }],
          ruleId: 'ed',
          trigger: [subj.split(' ').slice(0, -1).join(' '), p],
          skeleton: `ed-ing:ed:${pi}:${ti}`,
        });
      }
      if (/excuses|phone calls|the same/.test(thing)) return;
      const be = PLURAL_THING.test(thing) ? 'were' : 'was';
      const t = thing.charAt(0).toUpperCase() + thing.slice(1);
      const modern = /^(modern art|history)$/.test(thing);
      out.push({
        text: modern ? `${t} is really ___.` : `${t} ${be} really ___.`,
        answer: ing,
        wrong: [{ choice: ed, errorType: 'ed-for-ing', params: { ed, ing, thing } }],
        ruleId: 'ing',
        trigger: [thing],
        skeleton: `ed-ing:ing:${pi}:${ti}`,
      });
    });
    out.push({
      text: `It was a really ___ ${pi % 2 === 0 ? 'day' : 'experience'}.`,
      answer: ing,
      wrong: [
        {
          choice: ed,
          errorType: 'ed-for-ing',
          params: { ed, ing, thing: pi % 2 === 0 ? 'day' : 'experience' },
        },
      ],
      ruleId: 'ing',
      trigger: [pi % 2 === 0 ? 'day' : 'experience'],
      skeleton: `ed-ing:noun:${pi}`,
    });
  });
  AUTHORED.forEach(([frame, form, ed, ing, cue], i) => {
    for (const text of expand(frame))
      out.push({
        text,
        answer: form === 'ed' ? ed : ing,
        wrong: [
          form === 'ed'
            ? { choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }
            : { choice: ed, errorType: 'ed-for-ing', params: { ed, ing, thing: cue } },
        ],
        ruleId: form,
        trigger: [cue],
        skeleton: `ed-ing:authored:${i}`,
      });
  });
  return out;
}

export const edIngTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
