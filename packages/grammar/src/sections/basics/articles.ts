import {
  expand,
  type Item,
  makeTopic,
  resolveTriggers,
  type Wrong,
  wordAfterBlank,
  ZERO,
} from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';
import copy from './articles.json' with { type: 'json' };
import { ARTICLE_FRAMES } from './articles-frames.ts';

const other = (a: 'a' | 'an'): 'a' | 'an' => (a === 'a' ? 'an' : 'a');

/** Wrong choices with 'the' offered only where no context could make "the" right. */
const THE_IS_WRONG_FOR_A = new Set(['rate', 'what-such', 'fixed-a']);

function items(): Item[] {
  const out: Item[] = [];
  ARTICLE_FRAMES.forEach((frame, index) => {
    for (const text of expand(frame.text)) {
      const next = wordAfterBlank(text);
      const indef = indefiniteArticle(next);
      const trigger = resolveTriggers(frame.trigger, text);
      const params = { reason: frame.reason, noun: next };
      const wrong: Wrong[] = [];
      const skip = new Set(frame.without ?? []);
      let answer: string;
      if (frame.kind === 'the') {
        answer = 'the';
        if (!skip.has('a')) wrong.push({ choice: indef, errorType: 'indefinite-for-definite', params });
        if (!skip.has('zero')) wrong.push({ choice: ZERO, errorType: 'missing-the', params });
      } else if (frame.kind === 'zero') {
        answer = ZERO;
        if (!skip.has('the')) wrong.push({ choice: 'the', errorType: 'article-not-used', params });
        if (!skip.has('a')) wrong.push({ choice: indef, errorType: 'article-not-used', params });
      } else {
        answer = indef;
        wrong.push({
          choice: other(indef),
          errorType: 'article-sound',
          params: { word: next, sound: indef === 'an' ? 'vowel' : 'consonant' },
        });
        if (!skip.has('zero')) wrong.push({ choice: ZERO, errorType: 'missing-article', params });
        if (THE_IS_WRONG_FOR_A.has(frame.rule) && !skip.has('the'))
          wrong.push({ choice: 'the', errorType: 'definite-for-indefinite', params });
      }
      out.push({
        text,
        answer,
        wrong,
        ruleId: frame.rule,
        trigger,
        skeleton: `articles:${index}`,
        features: { kind: frame.kind, reason: frame.reason },
      });
    }
  });
  return out;
}

export const articlesTopic: TopicDef = makeTopic(copy, { target: 1000, build: items });
