import { expand, type Item, makeTopic, wordAfterBlank } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';
import copy from './a-an.json' with { type: 'json' };
import { A_AN_FRAMES } from './a-an-frames.ts';

function items(): Item[] {
  const out: Item[] = [];
  A_AN_FRAMES.forEach((frame, fi) => {
    for (const text of expand(frame)) {
      const word = wordAfterBlank(text);
      const article = indefiniteArticle(word);
      const first = word.split('-')[0] ?? word;
      out.push({
        text,
        answer: article,
        wrong: [
          {
            choice: article === 'a' ? 'an' : 'a',
            errorType: 'article-sound',
            params: { word: first, sound: article === 'an' ? 'vowel' : 'consonant' },
          },
        ],
        ruleId: article === 'an' ? 'an-vowel-sound' : 'a-consonant-sound',
        trigger: [first],
        skeleton: `a-an:${fi}`,
        features: { spelling: /^[aeiou]/i.test(first) === (article === 'an') ? 'regular' : 'tricky' },
      });
    }
  });
  return out;
}

export const aAnTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
