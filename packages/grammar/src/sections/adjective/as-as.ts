import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { clash, forEachPair, placePair, unsaid } from './comparative-adjectives.ts';

/** as + adjective + as: the base form between the two as, and as (not than/like) after it. */
const FORM_FRAMES = [
  '{S} is as ___ as {C}.',
  '{S} isn’t as ___ as {C}.',
  'Is {S} as ___ as {C}?',
  '{S} is just as ___ as {C}.',
  '{S} is not nearly as ___ as {C}.',
  'I don’t think {S} is as ___ as {C}.',
];
const WORD_FRAMES = ['{S} is as ADJ ___ {C}.', '{S} isn’t as ADJ ___ {C}.', '{S} is just as ADJ ___ {C}.'];

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  forEachPair((cat, adjs, s, c, pi) => {
    FORM_FRAMES.forEach((frame, fi) => {
      if (frame.startsWith('Is ') && /^(my|our|your)\b/i.test(s) && c === 'yours') return;
      for (const a of rng.shuffle(adjs.filter((x) => !clash(x, s, c))).slice(0, 10)) {
        if (unsaid(frame, a, c)) continue;
        const params = { adjective: a.base, comparative: a.comp };
        out.push({
          text: placePair(frame, s, c).replace('___', `___ (${a.base})`),
          answer: a.base,
          wrong: [
            { choice: a.comp, errorType: 'comparative-in-as-as', params },
            {
              choice: a.kind === 'more' ? a.sup.replace(/^most /, 'most ') : a.sup,
              errorType: 'superlative-in-as-as',
              params,
            },
          ],
          ruleId: 'base-form',
          trigger: ['as … as'],
          skeleton: `as-as:form:${cat}:${pi}:${fi}`,
        });
      }
    });
    WORD_FRAMES.forEach((frame, fi) => {
      if (frame.startsWith('Is ') && c === 'yours') return;
      for (const a of rng.shuffle(adjs.filter((x) => !clash(x, s, c))).slice(0, 3)) {
        if (unsaid(frame, a, c)) continue;
        out.push({
          text: placePair(frame, s, c).replace('ADJ', a.base),
          answer: 'as',
          wrong: [
            { choice: 'than', errorType: 'than-after-as', params: { adjective: a.base } },
            { choice: 'like', errorType: 'like-after-as', params: { adjective: a.base } },
          ],
          ruleId: 'as-as',
          trigger: [`as ${a.base}`],
          skeleton: `as-as:word:${cat}:${pi}:${fi}`,
        });
      }
    });
  });
  return out;
}

export const asAsTopic: TopicDef = makeTopic(
  {
    slug: 'as-as',
    sectionSlug: 'adjective',
    name: { en: 'As … as: as tall as, not as expensive as', uk: 'As … as: as tall as, not as expensive as' },
    level: 'intermediate',
    possibleAnswers: ['as … as', 'not as … as'],
    card: {
      rule: {
        en: 'To say two things are equal, use as + the base adjective + as: my phone is as old as yours. Not as … as means “less”: the train isn’t as fast as the plane. Never use a comparative (-er, more) or than inside as … as.',
        uk: 'Щоб сказати, що дві речі однакові, вживаємо as + прикметник у звичайній формі + as: my phone is as old as yours. Not as … as означає «менш … ніж»: the train isn’t as fast as the plane. Усередині as … as не буває вищого ступеня (-er, more) і than.',
      },
      signals: {
        en: 'as … as, just as, not nearly as, isn’t as.',
        uk: 'as … as, just as, not nearly as, isn’t as.',
      },
      examples: [
        'My brother is as tall as my dad.',
        'This hotel isn’t as expensive as the one we stayed in last year.',
      ],
    },
    rules: [
      {
        id: 'base-form',
        statement: {
          en: 'Between as and as the adjective keeps its base form: as big as, as expensive as, as good as.',
          uk: 'Між as і as прикметник стоїть у звичайній формі: as big as, as expensive as, as good as.',
        },
      },
      {
        id: 'as-as',
        statement: {
          en: 'The second word of the pair is as too, never than or like: as tall as my brother.',
          uk: 'Друге слово пари — теж as, а не than чи like: as tall as my brother.',
        },
      },
    ],
    target: 2200,
  },
  items,
);
