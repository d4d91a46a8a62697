import { expand, type Item, makeTopic, wordAfterBlank } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';
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

export const aAnTopic: TopicDef = makeTopic(
  {
    slug: 'a-an',
    sectionSlug: 'basics',
    name: { en: 'A or an: by sound, not spelling', uk: 'A чи an: за звуком, а не за літерою' },
    level: 'basic',
    possibleAnswers: ['a', 'an'],
    card: {
      rule: {
        en: 'Use an before a vowel SOUND and a before a consonant sound. What counts is how the next word begins when you say it: an hour (h is silent), a university (it starts with "you"), an MBA ("em-bee-ay").',
        uk: 'An ставимо перед голосним ЗВУКОМ, a — перед приголосним. Важить, як наступне слово вимовляється, а не пишеться: an hour (h не читається), a university (починається зі звуку «ю»), an MBA («ем-бі-ей»).',
      },
      signals: {
        en: 'The first sound of the next word: silent h (hour, honest, heir), "you" sound (university, European, useful), "w" sound (one), letter names (an X-ray, a U-turn).',
        uk: 'Перший звук наступного слова: німа h (hour, honest, heir), звук «ю» (university, European, useful), звук «в» (one), назви літер (an X-ray, a U-turn).',
      },
      examples: ['We waited for an hour.', 'My brother is a university student.'],
    },
    rules: [
      {
        id: 'an-vowel-sound',
        statement: {
          en: 'Use an when the next word starts with a vowel sound, even if it is spelt with a consonant (an hour, an honest man, an MBA).',
          uk: 'An уживаємо, коли наступне слово починається з голосного звуку, навіть якщо пишеться з приголосної (an hour, an honest man, an MBA).',
        },
      },
      {
        id: 'a-consonant-sound',
        statement: {
          en: 'Use a when the next word starts with a consonant sound, even if it is spelt with a vowel (a university, a European city, a one-way ticket).',
          uk: 'A уживаємо, коли наступне слово починається з приголосного звуку, навіть якщо пишеться з голосної (a university, a European city, a one-way ticket).',
        },
      },
    ],
    target: 700,
  },
  items,
);
