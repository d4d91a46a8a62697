import { expand, type Item, makeTopic } from '../../engine.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * There + be says that something exists (there are two cats in the garden); it is for weather, time,
 * distance and a situation (it’s raining, it’s six o’clock). "It’s a cat" can identify a thing, so singular
 * "there is a …" frames are not used: plural, "no" and "any" frames force there.
 */
const IT_LINES: string[] = [
  '___ is raining again. Take an umbrella.',
  '___ is {very cold|really hot|quite windy|sunny} today.',
  '___ is {half past six|nearly midnight|ten o’clock}. Time to go!',
  '___ is {Monday|Friday|my birthday} today.',
  '___ is about ten kilometres from here to the airport.',
  '___ is too late to call him now.',
  '___ is nice to meet you.',
  '___ was very foggy this morning.',
  '___ was a long way to the nearest shop.',
  '___ is getting dark. Let’s go home.',
  '___ takes an hour to get there by bus.',
  '___ is easy to find our house: it’s the blue one.',
  '___ was {snowing|freezing} when we left the house.',
  '___ is difficult to learn a language in a month.',
];
const PL_Q = ['some', 'two', 'a lot of', 'lots of', 'no', 'a few', 'three'];

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
  return out;
}

export const itThereTopic: TopicDef = makeTopic(
  {
    slug: 'it-or-there',
    sectionSlug: 'basics',
    name: {
      en: 'It or there: it’s raining, there are two cats',
      uk: 'It чи there: it’s raining, there are two cats',
    },
    level: 'basic',
    possibleAnswers: ['it', 'there'],
    card: {
      rule: {
        en: 'Use there + be to say that something exists or is somewhere: there are two cats in the garden, there is no milk. Use it for weather, time, days, distance and to start a sentence about a situation: it’s raining, it’s six o’clock, it’s easy to find.',
        uk: 'There + be кажемо, коли щось є, існує десь: there are two cats in the garden, there is no milk. It уживаємо для погоди, часу, днів, відстані та на початку речення про ситуацію: it’s raining, it’s six o’clock, it’s easy to find.',
      },
      signals: {
        en: 'a noun that exists somewhere (two cats, no milk, any eggs) → there; weather, time, day, distance, "it’s easy/nice/late to…" → it.',
        uk: 'іменник, який десь є (two cats, no milk, any eggs) → there; погода, час, день, відстань, «it’s easy/nice/late to…» → it.',
      },
      examples: ['There are two cats in the garden.', 'It’s raining again.'],
    },
    rules: [
      {
        id: 'there',
        statement: {
          en: 'There is / there are say that something exists or is in a place.',
          uk: 'There is / there are уживаємо, коли кажемо, що щось є, існує чи розташоване десь.',
        },
      },
      {
        id: 'it',
        statement: {
          en: 'It is the empty subject for weather, time, days, distance and situations.',
          uk: 'It — «порожній» підмет для погоди, часу, днів, відстані й ситуацій.',
        },
      },
    ],
    target: 600,
  },
  items,
);
