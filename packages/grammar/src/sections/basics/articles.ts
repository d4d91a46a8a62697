import {
  expand,
  type Item,
  makeTopic,
  resolveTriggers,
  rule,
  type Wrong,
  wordAfterBlank,
  ZERO,
} from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';
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

export const articlesTopic: TopicDef = makeTopic(
  {
    slug: 'articles',
    sectionSlug: 'basics',
    name: { en: 'Articles: a, an, the or no article', uk: 'Артиклі: a, an, the чи без артикля' },
    level: 'basic',
    possibleAnswers: ['a', 'an', 'the', ZERO],
    card: {
      rule: {
        en: 'Use a/an for one thing as a job or in fixed phrases (once a week, what a day!); use the when both speakers know which one: it was mentioned, it is unique, or a superlative/ordinal picks it out. Use no article (—) with meals, sports, most countries, cities and languages, and in phrases like go to bed, by bus, at night.',
        uk: 'A/an ставимо перед професією та в сталих виразах (once a week, what a day!); the — коли зрозуміло, про що саме мова: це вже згадували, воно єдине у світі або його виділяє найвищий ступінь чи порядковий числівник. Без артикля (—) вживаємо назви прийомів їжі, видів спорту, більшості країн, міст і мов, а також у виразах go to bed, by bus, at night.',
      },
      signals: {
        en: 'a … and … the (second mention), sun, moon, world, the + -est / first / only / same, play the piano; have breakfast, play football, by train, at night; is a nurse, twice a week.',
        uk: 'друга згадка (a … потім the), sun, moon, world, найвищий ступінь / first / only / same, play the piano; have breakfast, play football, by train, at night; is a nurse, twice a week.',
      },
      examples: [
        'I bought a shirt and a tie, but the shirt was too small.',
        'We usually have breakfast at seven.',
      ],
    },
    rules: [
      rule(
        'second-mention',
        'The second time we mention a thing, we use the: the listener now knows which one.',
        'Коли річ згадуємо вдруге, ставимо the: тепер співрозмовник знає, про яку саме йдеться.',
      ),
      rule(
        'unique',
        'Use the with things there is only one of around us: the sun, the moon, the world, the Internet, the police, the sea.',
        'The вживаємо з тим, що існує в одному екземплярі: the sun, the moon, the world, the Internet, the police, the sea.',
      ),
      rule(
        'superlative',
        'Use the before superlatives, ordinal numbers, only and same: the best, the first, the only, the same.',
        'The ставимо перед найвищим ступенем, порядковими числівниками, only та same: the best, the first, the only, the same.',
      ),
      rule(
        'specific',
        'Use the when the rest of the sentence shows exactly which one: the book I lent you, the end of the street, in the morning.',
        'The вживаємо, коли решта речення точно вказує, про що йдеться: the book I lent you, the end of the street, in the morning.',
      ),
      rule(
        'instruments',
        'Use the with musical instruments after play: play the piano, play the guitar.',
        'З музичними інструментами після play ставимо the: play the piano, play the guitar.',
      ),
      rule(
        'geography',
        'Use the with rivers, seas, oceans, mountain ranges, deserts and countries with plural or "union" names: the Thames, the Alps, the USA, the Netherlands.',
        'The вживаємо з назвами річок, морів, океанів, гірських хребтів, пустель і країн із назвою у множині чи зі словами United/Kingdom: the Thames, the Alps, the USA, the Netherlands.',
      ),
      rule(
        'zero-names',
        'Most countries, cities, streets, languages, months, single mountains and lakes take no article: in France, in Paris, speak French, Mount Everest.',
        'Більшість країн, міст, вулиць, мов, місяців, окремих гір та озер вживаємо без артикля: in France, in Paris, speak French, Mount Everest.',
      ),
      rule(
        'zero-meals',
        'Meals, sports and games take no article: have breakfast, play football, play chess, do yoga.',
        'Назви прийомів їжі, видів спорту та ігор вживаємо без артикля: have breakfast, play football, play chess, do yoga.',
      ),
      rule(
        'zero-places',
        'Some set phrases have no article: go to bed, go to work, at home, at night, by bus, by train.',
        'У деяких сталих виразах артикля немає: go to bed, go to work, at home, at night, by bus, by train.',
      ),
      rule(
        'jobs',
        'Say what someone does with a/an: she is a nurse, he works as an engineer. The noun cannot stand alone.',
        'Професію називаємо з a/an: she is a nurse, he works as an engineer. Без артикля іменник тут стояти не може.',
      ),
      rule(
        'rate',
        'Use a/an to mean "per": once a week, three times a day, 100 kilometres an hour.',
        'A/an вживаємо у значенні «на, за кожен»: once a week, three times a day, 100 kilometres an hour.',
      ),
      rule(
        'what-such',
        'Use a/an after what and such before a singular countable noun: what a day!, such a nice person.',
        'Після what і such перед злічуваним іменником в однині ставимо a/an: what a day!, such a nice person.',
      ),
      rule(
        'fixed-a',
        'Some fixed phrases always take a/an: have a look, in a hurry, a lot of, it’s a pity, as a result.',
        'Деякі сталі вирази завжди мають a/an: have a look, in a hurry, a lot of, it’s a pity, as a result.',
      ),
    ],
    target: 1000,
  },
  items,
);
