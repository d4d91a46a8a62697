import { authoredItems, type Line } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, rule, ZERO } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';

/**
 * No article for things in general (Dogs are loyal. Life is short. I like jazz) vs the for particular ones
 * the sentence defines (the dogs next door, the music in this film, the books she had borrowed). Only plural
 * and uncountable nouns are used: a singular countable noun can be general with "the" (The tiger is
 * endangered), so it is never offered. The [[…]] words force the reading: a general verb (love, be afraid
 * of, believe that …) with nothing after the noun, or the words after the noun that say which ones.
 */

const GENERAL: readonly Line[] = [
  [ZERO, '{S} {is} [[afraid of]] ___ [[spiders]]'],
  [ZERO, '{S} {v:think} that ___ [[life]] is too short to worry about small things'],
  [ZERO, '{S} {v:believe} that ___ [[dogs]] are more loyal than cats'],
  [ZERO, '{S} [[never]] {v:eat} ___ [[meat]]'],
  [ZERO, "{S} {v:say} that ___ [[money]] doesn't bring happiness"],
  [ZERO, '{S} {v:find} ___ [[history]] more interesting than geography'],
  [ZERO, '{S} [[always]] {v:drink} ___ [[coffee]] without sugar'],
  [ZERO, '{S} {v:hate} ___ [[cold weather]]'],
  [ZERO, '{S} {v:think} that ___ [[children]] should play outside more'],
  [ZERO, '{S} {is} [[interested in]] ___ [[modern art]]'],
  [ZERO, '{S} {v:say} that ___ [[vegetables]] are good for everyone'],
  [ZERO, '{S} {v:prefer} ___ [[tea]] to coffee'],
  [ZERO, '{S} {v:think} that ___ [[honesty]] is very important'],
  [ZERO, '{S} {is} [[allergic to]] ___ [[cats]]'],
  [ZERO, '{S} {v:know} a lot about ___ [[cars]]'],
  [ZERO, '{S} {v:collect} ___ [[old coins]]'],
  [ZERO, '{S} {v:enjoy} ___ [[jazz]], especially on a rainy evening'],
  [ZERO, '{S} {v:worry} about ___ [[climate change]]'],
  [ZERO, '{S} {v:say} that ___ [[exercise]] is the best medicine'],
  [ZERO, '{S} {v:love} being close to ___ [[nature]]'],
  [ZERO, '{S} {is} [[fascinated by]] ___ [[space]] and the stars'],
  [ZERO, '{S} {v:grow} ___ [[tomatoes]] in the garden every summer'],
  [ZERO, '{S} {v:hate} waiting in ___ [[queues]]'],
  [ZERO, '{S} {v:believe} that ___ [[education]] should be free for everyone'],
  [ZERO, '{S} {v:love} ___ [[music]] and {v:listen} to it all day'],
  [ZERO, '{S} {is} not very good with ___ [[computers]]'],
];

const SPECIFIC: readonly Line[] = [
  ['the', '{S} {v:love} ___ [[music]] [[in this film]]'],
  ['the', "{S} can't sleep because ___ [[dogs next door]] bark all night"],
  ['the', "{S} didn't like ___ [[food at the wedding]]"],
  ['the', '{S} enjoyed ___ [[music at the party]]'],
  ['the', '{S} took ___ [[books]] [[{pron} had borrowed]] back to the library'],
  ['the', '{S} watered ___ [[plants on the balcony]]'],
  ['the', '{S} thanked ___ [[people who had helped {obj}]]'],
  ['the', '{S} fed ___ [[cats]] [[{pron} found in the garden]]'],
  ['the', '{S} paid for ___ [[tickets]] [[{pron} had booked]]'],
  ['the', '{S} {was} surprised by ___ [[prices in London]]'],
  ['the', '{S} loved ___ [[weather in Spain last summer]]'],
  ['the', '{S} lost ___ [[money]] [[{pron} had saved for the holiday]]'],
  ['the', "{S} didn't understand ___ [[instructions for the new printer]]"],
  ['the', '{S} met ___ [[people who live upstairs]]'],
  ['the', '{S} turned off ___ [[lights in the kitchen]]'],
  ['the', '{S} found ___ [[keys]] [[{pron} had lost]] under the sofa'],
  ['the', '{S} {has} read all ___ [[books on this shelf]]'],
  ['the', '{S} sold ___ [[furniture from {poss} old flat]]'],
  ['the', '{S} ate ___ [[cake]] [[{pron} had made]] for the party'],
  ['the', '{S} {v:want} to see ___ [[photos from your holiday]]'],
  ['the', '{S} {v:love} ___ [[views from this hill]]'],
  ['the', '{S} complained about ___ [[noise from the building site]]'],
  ['the', '{S} recycled ___ [[bottles from the party]]'],
  ['the', "{S} didn't eat ___ [[vegetables]] [[on {poss} plate]]"],
];

/** The noun after the gap (dogs, music), for the explanation. */
const nounOf = (text: string) => ((text.split('___ ')[1] ?? '').split(/\s/)[0] ?? '').replace(/[.,]$/, '');

function items(rng: Rng): Item[] {
  return authoredItems(
    rng,
    'gen-spec',
    [...GENERAL, ...SPECIFIC],
    () => ONE,
    6,
    (key, text, cue) => {
      const noun = nounOf(text);
      return key === ZERO
        ? { wrong: [d('the', 'the-for-general', { noun })], ruleId: 'zero-general' }
        : {
            wrong: [d(ZERO, 'zero-for-specific', { noun, cue: cue.split(' … ').pop() ?? cue })],
            ruleId: 'the-specific',
          };
    },
  );
}

export const articlesGeneralSpecificTopic: TopicDef = makeTopic(
  {
    slug: 'articles-general-specific',
    sectionSlug: 'basics',
    name: {
      en: 'Dogs or the dogs: things in general or particular ones',
      uk: 'Dogs чи the dogs: загалом чи конкретні',
    },
    level: 'intermediate',
    possibleAnswers: ['the', ZERO],
    card: {
      rule: {
        en: 'Plural and uncountable nouns take no article when we mean them in general: Dogs are loyal. Life is short. I like jazz. We use the when we mean particular ones, usually named by the words after the noun: The dogs next door bark all night. I loved the music at the party.',
        uk: 'Іменники в множині та незлічувані вживаємо без артикля, коли говоримо про них загалом: Dogs are loyal. Life is short. I like jazz. The ставимо, коли йдеться про конкретні, зазвичай названі словами після іменника: The dogs next door bark all night. I loved the music at the party.',
      },
      signals: {
        en: 'love, hate, be afraid of, believe that … with nothing after the noun → no article; next door, at the party, in this film, that / who … after the noun → the',
        uk: 'love, hate, be afraid of, believe that … і нічого після іменника → без артикля; next door, at the party, in this film, that / who … після іменника → the',
      },
      examples: ['Dogs are more loyal than cats.', 'The dogs next door bark all night.'],
    },
    rules: [
      rule(
        'zero-general',
        'No article with plural and uncountable nouns in general: Dogs are loyal. I never eat meat.',
        'Без артикля, коли множина чи незлічуваний іменник означає все загалом: Dogs are loyal. I never eat meat.',
      ),
      rule(
        'the-specific',
        'The for particular ones the sentence names: the dogs next door, the music in this film.',
        'The — для конкретних, названих у реченні: the dogs next door, the music in this film.',
      ),
    ],
    target: 500,
  },
  items,
);
