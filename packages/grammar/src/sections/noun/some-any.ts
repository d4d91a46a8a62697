import { type Item, makeTopic } from '../../engine.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * some in positive statements, any after a negative verb, hardly and without. Questions and offers are left
 * out: "Are there some/any…?" and "Would you like some/any…?" can both be right.
 */
const LINES: ['some' | 'any', string, string][] = [
  ['some', 'I bought ___ fresh bread this morning.', 'bought'],
  ['any', 'I didn’t buy ___ bread today.', 'didn’t'],
  ['some', 'We need ___ eggs for the cake.', 'need'],
  ['any', 'We don’t need ___ eggs, thanks.', 'don’t'],
  ['some', 'She gave me ___ useful advice.', 'gave'],
  ['any', 'He never gives me ___ advice.', 'never'],
  ['some', 'I’ve got ___ good news for you!', 'I’ve got'],
  ['any', 'I haven’t got ___ money on me.', 'haven’t'],
  ['some', 'There were ___ people waiting outside.', 'There were'],
  ['any', 'There weren’t ___ people in the café.', 'weren’t'],
  ['any', 'He left without ___ money.', 'without'],
  ['any', 'There’s hardly ___ milk left.', 'hardly'],
  ['any', 'I did the test without ___ help.', 'without'],
  ['some', 'Let’s listen to ___ music.', 'Let’s'],
  ['some', 'I need ___ help with my homework.', 'need'],
  ['any', 'She doesn’t have ___ brothers or sisters.', 'doesn’t'],
  ['some', 'They have ___ friends in Canada.', 'have'],
  ['any', 'We can’t make pancakes: we haven’t got ___ flour.', 'haven’t'],
  ['any', 'I don’t have ___ plans for the weekend.', 'don’t'],
  ['some', 'I have ___ plans for the weekend.', 'have'],
  ['any', 'You can take ___ book you like.', 'you like'],
];

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (answer: 'some' | 'any', text: string, cue: string, skeleton: string) => {
    const wrong = answer === 'some' ? 'any' : 'some';
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: wrong,
          errorType: answer === 'some' ? 'any-in-positive' : 'some-in-negative',
          params: { cue },
        },
      ],
      ruleId:
        cue === 'without' || cue === 'hardly' ? 'any-without' : cue === 'you like' ? 'any-free' : answer,
      trigger: [cue],
      skeleton,
    });
  };
  LINES.forEach(([a, t, c], i) => {
    push(a, t, c, `some-any:line:${i}`);
  });
  THINGS.forEach((th, i) => {
    const noun = th.count ? th.pl : th.sg;
    const [be, neg] = th.count ? ['are', 'aren’t'] : ['is', 'isn’t'];
    for (const place of th.places) {
      push('some', `There ${be} ___ ${noun} ${place}.`, `There ${be}`, `some-any:pos:${i}`);
      push('any', `There ${neg} ___ ${noun} ${place}.`, neg, `some-any:neg:${i}`);
    }
  });
  return out;
}

export const someAnyTopic: TopicDef = makeTopic(
  {
    slug: 'some-any',
    sectionSlug: 'noun',
    name: { en: 'Some or any', uk: 'Some чи any' },
    level: 'basic',
    possibleAnswers: ['some', 'any'],
    card: {
      rule: {
        en: 'Use some in positive sentences (there are some eggs) and any after a negative verb (there aren’t any eggs), after without and hardly. In positive sentences any means “it doesn’t matter which” (take any book you like). Both go with plural and uncountable nouns.',
        uk: 'Some вживаємо у стверджувальних реченнях (there are some eggs), any — після заперечного дієслова (there aren’t any eggs), після without і hardly. У стверджувальному реченні any означає «будь-який» (take any book you like). Обидва вживаються з іменниками у множині та незлічуваними.',
      },
      signals: {
        en: 'not / n’t / never / without / hardly → any; a positive verb → some.',
        uk: 'not / n’t / never / without / hardly → any; стверджувальне дієслово → some.',
      },
      examples: ['There are some eggs in the fridge.', 'I didn’t buy any bread today.'],
    },
    rules: [
      {
        id: 'some',
        statement: {
          en: 'Use some in positive statements.',
          uk: 'Some вживаємо у стверджувальних реченнях.',
        },
      },
      {
        id: 'any',
        statement: {
          en: 'Use any after a negative verb: don’t, didn’t, haven’t, never.',
          uk: 'Any вживаємо після заперечного дієслова: don’t, didn’t, haven’t, never.',
        },
      },
      {
        id: 'any-without',
        statement: {
          en: 'Without and hardly are negative in meaning, so they take any.',
          uk: 'Without і hardly мають заперечне значення, тому після них any.',
        },
      },
      {
        id: 'any-free',
        statement: {
          en: 'In a positive sentence, any + singular noun means “it doesn’t matter which”.',
          uk: 'У стверджувальному реченні any + іменник в однині означає «будь-який».',
        },
      },
    ],
    target: 700,
  },
  items,
);
