import { type Item, makeTopic, rule } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';
import {
  A_PAIRS,
  AGREEMENT,
  NOUN_FORM,
  PAIRS,
  Q_PAIRS,
  SOME_A,
  T_PAIRS,
  V_PAIRS,
  WRONG_PLURAL,
} from './countable-frames.ts';

/** The noun after a quantifier: the quantifier decides between the uncountable and the countable form. */
function quantifierItem(
  text: string,
  answer: string,
  other: string,
  quantifier: string,
  countable: 'yes' | 'no',
  skeleton: string,
): Item {
  const errorType = countable === 'no' ? 'countable-after-much' : 'uncountable-after-many';
  return {
    text,
    answer,
    wrong: [{ choice: other, errorType, params: { quantifier, noun: other } }],
    ruleId: 'quantifier-decides',
    trigger: [quantifier],
    skeleton,
    features: { countable },
  };
}

function items(): Item[] {
  const out: Item[] = [];
  PAIRS.forEach((pair, pi) => {
    pair.frames.forEach((frame, fi) => {
      const slot = (['T', 'A', 'V'] as const).find((k) => frame.includes(`${k} ___`)) ?? 'Q';
      const quantifiers = { T: T_PAIRS, A: A_PAIRS, V: V_PAIRS, Q: Q_PAIRS }[slot];
      for (const [qu, qc] of quantifiers) {
        const skeleton = `countable:pair:${pi}:${fi}`;
        const at = (q: string) => frame.replace(`${slot} ___`, `${q} ___`);
        out.push(
          quantifierItem(at(qu), pair.unc, pair.count, qu, 'no', skeleton),
          quantifierItem(at(qc), pair.count, pair.unc, qc, 'yes', skeleton),
        );
      }
    });
  });
  NOUN_FORM.forEach(([noun, text], i) => {
    const wrongForm = WRONG_PLURAL[noun];
    if (!wrongForm) return;
    out.push({
      text,
      answer: noun,
      wrong: [{ choice: wrongForm, errorType: 'uncountable-plural', params: { noun } }],
      ruleId: 'no-plural',
      trigger: [noun],
      skeleton: `countable:form:${i}`,
    });
  });
  AGREEMENT.forEach(([noun, text, answer, wrong], i) => {
    const pluralOnly = ['are', 'have been', 'were'].includes(answer);
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: wrong,
          errorType: pluralOnly ? 'singular-verb-plural-noun' : 'plural-verb-uncountable',
          params: { noun },
        },
      ],
      ruleId: pluralOnly ? 'plural-only' : 'singular-verb',
      trigger: [noun],
      skeleton: `countable:agree:${i}`,
    });
  });
  SOME_A.forEach(([noun, text], i) => {
    out.push({
      text,
      answer: 'some',
      // a/an agrees with the word right after the gap, not with the noun: "a good advice", never "an good
      // advice" (the wrong choice must be wrong only because advice is uncountable).
      wrong: [
        {
          choice: indefiniteArticle((text.split('___')[1] ?? noun).trim()),
          errorType: 'a-with-uncountable',
          params: { noun },
        },
      ],
      ruleId: 'no-a',
      trigger: [noun],
      skeleton: `countable:some:${i}`,
    });
  });
  return out;
}

export const countableTopic: TopicDef = makeTopic(
  {
    slug: 'countable-uncountable',
    sectionSlug: 'basics',
    name: { en: 'Countable and uncountable nouns', uk: 'Злічувані та незлічувані іменники' },
    level: 'basic',
    possibleAnswers: ['advice', 'tips', 'is', 'are', 'some', 'a'],
    card: {
      rule: {
        en: 'Countable nouns (a chair, two chairs) have a plural and go with many, a few, too many. Uncountable nouns (furniture, advice, information, luggage, news, money) have no plural, take a singular verb, never take a/an, and go with much, a little, too much, some.',
        uk: 'Злічувані іменники (a chair, two chairs) мають множину й уживаються з many, a few, too many. Незлічувані (furniture, advice, information, luggage, news, money) не мають множини, узгоджуються з дієсловом в однині, ніколи не мають a/an і вживаються з much, a little, too much, some. Увага: в українській «поради», «меблі», «новини» — множина, а в англійській — ні.',
      },
      signals: {
        en: 'much, a little, too much → uncountable; many, a few, too many → countable plural; advice, information, furniture, news, luggage + is/was.',
        uk: 'much, a little, too much → незлічуваний; many, a few, too many → злічуваний у множині; advice, information, furniture, news, luggage + is/was.',
      },
      examples: ["We haven't got much furniture yet.", 'The news is not very good today.'],
    },
    rules: [
      rule(
        'quantifier-decides',
        'Much and too much go with uncountable nouns; many and too many go with countable plurals.',
        'Much і too much уживаємо з незлічуваними іменниками; many і too many — зі злічуваними у множині.',
      ),
      rule(
        'no-plural',
        'Uncountable nouns such as advice, information, furniture, luggage and news have no plural form.',
        'Незлічувані іменники, як-от advice, information, furniture, luggage, news, не мають форми множини.',
      ),
      rule(
        'singular-verb',
        'An uncountable noun takes a singular verb: the news is, the furniture was.',
        'Незлічуваний іменник узгоджується з дієсловом в однині: the news is, the furniture was.',
      ),
      rule(
        'plural-only',
        'Some nouns are only plural (trousers, jeans, scissors, glasses, clothes, police, people) and take a plural verb.',
        'Деякі іменники мають лише множину (trousers, jeans, scissors, glasses, clothes, police, people) і узгоджуються з дієсловом у множині.',
      ),
      rule(
        'no-a',
        'Do not use a/an with an uncountable noun; use some (or a piece of).',
        'З незлічуваним іменником не вживаємо a/an; кажемо some (або a piece of).',
      ),
    ],
    target: 720,
  },
  items,
);
