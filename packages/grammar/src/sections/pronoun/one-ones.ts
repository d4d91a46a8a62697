import { type Item, makeTopic } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { Rng, TopicDef } from '../../types.ts';

/** [singular, plural] things people choose between, with colours/sizes that fit them. */
const THINGS: [string, string, string[]][] = [
  ['shirt', 'shirts', ['blue', 'white', 'cheaper', 'bigger']],
  ['dress', 'dresses', ['red', 'black', 'longer', 'shorter']],
  ['bag', 'bags', ['brown', 'black', 'smaller', 'bigger']],
  ['phone', 'phones', ['newer', 'cheaper', 'black', 'smaller']],
  ['cake', 'cakes', ['chocolate', 'smaller', 'cheaper']],
  ['room', 'rooms', ['bigger', 'quieter', 'cheaper']],
  ['car', 'cars', ['red', 'cheaper', 'smaller', 'faster']],
  ['jacket', 'jackets', ['warmer', 'lighter', 'green', 'black']],
  ['apple', 'apples', ['green', 'red', 'bigger']],
  ['cup', 'cups', ['blue', 'bigger', 'clean']],
];
/** [frame, fixed adjective or null for any of the thing's own, which things it suits]. */
type Frame = [string, string | null, RegExp];
const SG_FRAMES: Frame[] = [
  // "the ADJ ___" leaves the number open (the white ones is fine too): a / that / this one fixes it.
  ['I don’t like this N. Can I see a ADJ ___?', null, /^(shirt|dress|bag|phone|car|jacket|cup)$/],
  ['I don’t like this N. Could you show me that ADJ ___?', null, /^(shirt|dress|bag|phone|jacket|cup)$/],
  [
    'This N is too expensive. Have you got a ADJ ___?',
    'cheaper',
    /^(shirt|dress|bag|phone|cake|room|car|jacket)$/,
  ],
  ['Which N would you like? The ADJ ___?', null, /./],
  ['This N is too small. Have you got a ADJ ___?', 'bigger', /^(shirt|bag|room|jacket|cup)$/],
];
const PL_FRAMES: Frame[] = [
  ['I don’t like these Ns. Can I see some ADJ ___?', null, /^(shirt|dress|bag|phone|car|jacket|cup)$/],
  ['I don’t like these Ns. Could you show me those ADJ ___?', null, /^(shirt|dress|bag|phone|jacket|cup)$/],
  [
    'These Ns are too expensive. Have you got any ADJ ___?',
    'cheaper',
    /^(shirt|dress|bag|phone|cake|room|car|jacket)$/,
  ],
  // Not cakes: "These chocolate ones" reads as a noun compound the checker (rightly) stumbles on.
  ['“Which Ns would you like?” “These ADJ ___, please.”', null, /^(?!cake$)/],
  ['These Ns are too small. Have you got any ADJ ___?', 'bigger', /^(shirt|bag|room|jacket|cup)$/],
];

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  THINGS.forEach(([sg, pl, adjs], ti) => {
    for (const adj of adjs) {
      const an = indefiniteArticle(adj);
      SG_FRAMES.forEach(([f, fixed, fit], fi) => {
        if (!fit.test(sg) || (fixed && fixed !== adj)) return;
        const text = f.replace('N', sg).replace('a ADJ', `${an} ADJ`).replace('ADJ', adj);
        out.push({
          text,
          answer: 'one',
          wrong: [
            { choice: 'ones', errorType: 'ones-for-singular', params: { noun: sg } },
            { choice: 'it', errorType: 'it-for-one', params: { noun: sg } },
          ],
          ruleId: 'one',
          trigger: [sg],
          skeleton: `one-ones:sg:${fi}:${ti}`,
        });
      });
      PL_FRAMES.forEach(([f, fixed, fit], fi) => {
        if (!fit.test(sg) || (fixed && fixed !== adj)) return;
        const text = f.replace('Ns', pl).replace('ADJ', adj);
        out.push({
          text,
          answer: 'ones',
          wrong: [
            { choice: 'one', errorType: 'one-for-plural', params: { noun: pl } },
            { choice: 'them', errorType: 'it-for-one', params: { noun: pl } },
          ],
          ruleId: 'ones',
          trigger: [pl],
          skeleton: `one-ones:pl:${fi}:${ti}`,
        });
      });
    }
  });
  return out;
}

export const oneOnesTopic: TopicDef = makeTopic(
  {
    slug: 'one-ones',
    sectionSlug: 'pronoun',
    name: {
      en: 'One and ones: the blue one, the cheaper ones',
      uk: 'One та ones: the blue one, the cheaper ones',
    },
    level: 'intermediate',
    possibleAnswers: ['one', 'ones'],
    card: {
      rule: {
        en: 'To avoid repeating a countable noun after an adjective, use one for a singular noun and ones for a plural: I don’t like this shirt; can I see the blue one? These shoes are small; have you got bigger ones? It and them cannot stand after an adjective.',
        uk: 'Щоб не повторювати злічуваний іменник після прикметника, вживаємо one замість однини й ones замість множини: I don’t like this shirt; can I see the blue one? These shoes are small; have you got bigger ones? It і them після прикметника не вживаються.',
      },
      signals: {
        en: 'the noun it replaces: singular (this shirt) → one; plural (these shirts) → ones.',
        uk: 'іменник, який замінюємо: однина (this shirt) → one; множина (these shirts) → ones.',
      },
      examples: [
        'This phone is too expensive. Have you got a cheaper one?',
        'I don’t like these shoes. Can I see the black ones?',
      ],
    },
    rules: [
      {
        id: 'one',
        statement: {
          en: 'One replaces a singular countable noun after an adjective: the blue one, a cheaper one.',
          uk: 'One замінює злічуваний іменник в однині після прикметника: the blue one, a cheaper one.',
        },
      },
      {
        id: 'ones',
        statement: {
          en: 'Ones replaces a plural noun after an adjective: the black ones, some cheaper ones.',
          uk: 'Ones замінює іменник у множині після прикметника: the black ones, some cheaper ones.',
        },
      },
    ],
    target: 300,
  },
  items,
);
