import { type Item, makeTopic } from '../../engine.ts';
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
import copy from './countable-uncountable.json' with { type: 'json' };

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

export const countableTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
