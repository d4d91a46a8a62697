import { type Item, makeTopic } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';

/** [adjective, singular noun, plural noun or null, result]: each gives "so + adjective" and "such a + adjective + noun". */
const ITEMS: [string, string, string | null, string][] = [
  ['boring', 'film', 'films', 'I fell asleep'],
  ['exciting', 'match', null, 'nobody wanted to leave'],
  ['long', 'queue', null, 'we went home'],
  ['hot', 'day', 'days', 'we stayed inside'],
  ['difficult', 'exam', 'questions', 'nobody finished it'],
  ['good', 'book', null, 'I read it in one night'],
  ['beautiful', 'view', null, 'we took hundreds of photos'],
  ['expensive', 'restaurant', null, 'we only had a coffee'],
  ['funny', 'story', 'stories', 'we laughed for hours'],
  ['cold', 'night', null, 'the lake froze'],
  ['noisy', 'street', null, 'I couldn’t sleep'],
  ['friendly', 'dog', null, 'the children loved him'],
  ['big', 'house', null, 'we got lost in it'],
  ['easy', 'test', null, 'everybody passed'],
  ['tiring', 'journey', null, 'I slept for twelve hours'],
  ['kind', 'neighbour', 'neighbours', 'we never felt alone'],
];
const UNCOUNTABLE: [string, string, string][] = [
  ['awful', 'weather', 'we stayed at home all week'],
  ['delicious', 'food', 'we went back the next day'],
  ['strong', 'coffee', 'I couldn’t sleep'],
  ['loud', 'music', 'we couldn’t talk'],
];

function items(): Item[] {
  const out: Item[] = [];
  ITEMS.forEach(([adj, noun, plural, result], i) => {
    const art = indefiniteArticle(adj);
    const wrongSo = { choice: 'so', errorType: 'so-before-noun', params: { adjective: adj } };
    const wrongSuch = { choice: 'such', errorType: 'such-without-noun', params: { adjective: adj } };
    out.push({
      text: `It was ___ ${art} ${adj} ${noun} that ${result}.`,
      answer: 'such',
      wrong: [wrongSo],
      ruleId: 'such',
      trigger: [`${art} ${adj} ${noun}`],
      skeleton: `so-such:${i}:such`,
    });
    out.push({
      text: `The ${noun} was ___ ${adj} that ${result}.`,
      answer: 'so',
      wrong: [wrongSuch],
      ruleId: 'so',
      trigger: [`${adj} that`],
      skeleton: `so-such:${i}:so`,
    });
    if (plural) {
      out.push({
        text: `They were ___ ${adj} ${plural} that ${result.replace(/\bit\b/, 'them')}.`,
        answer: 'such',
        wrong: [wrongSo],
        ruleId: 'such',
        trigger: [`${adj} ${plural}`],
        skeleton: `so-such:${i}:such-pl`,
      });
    }
  });
  UNCOUNTABLE.forEach(([adj, noun, result], i) => {
    out.push({
      text: `We had ___ ${adj} ${noun} that ${result}.`,
      answer: 'such',
      wrong: [{ choice: 'so', errorType: 'so-before-noun', params: { adjective: adj } }],
      ruleId: 'such',
      trigger: [`${adj} ${noun}`],
      skeleton: `so-such:unc:${i}`,
    });
    out.push({
      text: `The ${noun} was ___ ${adj} that ${result}.`,
      answer: 'so',
      wrong: [{ choice: 'such', errorType: 'such-without-noun', params: { adjective: adj } }],
      ruleId: 'so',
      trigger: [`${adj} that`],
      skeleton: `so-such:unc-so:${i}`,
    });
  });
  const MANY: [string, string, string][] = [
    ['There were ___ many people that we couldn’t get in.', 'so', 'many'],
    ['There was ___ much traffic that we missed the flight.', 'so', 'much'],
    ['I’ve got ___ a lot of work that I can’t go out tonight.', 'such', 'a lot of'],
    ['She has ___ many friends that her phone never stops ringing.', 'so', 'many'],
    ['We ate ___ much cake that we felt sick.', 'so', 'much'],
    ['There were ___ a lot of people that we left early.', 'such', 'a lot of'],
  ];
  MANY.forEach(([text, answer, cue], i) => {
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: answer === 'so' ? 'such' : 'so',
          errorType: answer === 'so' ? 'such-before-much-many' : 'so-before-a-lot',
          params: { cue },
        },
      ],
      ruleId: answer === 'so' ? 'so-many' : 'such',
      trigger: [cue],
      skeleton: `so-such:many:${i}`,
    });
  });
  return out;
}

export const soSuchTopic: TopicDef = makeTopic(
  {
    slug: 'so-such',
    sectionSlug: 'adjective',
    name: { en: 'So or such', uk: 'So чи such' },
    level: 'intermediate',
    possibleAnswers: ['so', 'such'],
    card: {
      rule: {
        en: 'So + adjective (with no noun): the film was so boring. Such (a/an) + adjective + noun: it was such a boring film; they are such nice people; such awful weather. So many / so much, but such a lot of.',
        uk: 'So + прикметник (без іменника): the film was so boring. Such (a/an) + прикметник + іменник: it was such a boring film; they are such nice people; such awful weather. So many / so much, але such a lot of.',
      },
      signals: {
        en: 'a noun after the adjective, or a/an after the gap → such; only an adjective → so; many / much → so.',
        uk: 'іменник після прикметника або a/an після пропуску → such; лише прикметник → so; many / much → so.',
      },
      examples: [
        'The film was so boring that I fell asleep.',
        'It was such a boring film that I fell asleep.',
      ],
    },
    rules: [
      {
        id: 'so',
        statement: {
          en: 'So goes before an adjective or adverb on its own: so boring, so fast.',
          uk: 'So ставимо перед прикметником чи прислівником без іменника: so boring, so fast.',
        },
      },
      {
        id: 'such',
        statement: {
          en: 'Such goes before (a/an +) adjective + noun: such a long day, such nice people, such a lot of.',
          uk: 'Such ставимо перед (a/an +) прикметник + іменник: such a long day, such nice people, such a lot of.',
        },
      },
      {
        id: 'so-many',
        statement: {
          en: 'With many and much we use so: so many people, so much traffic.',
          uk: 'З many і much уживаємо so: so many people, so much traffic.',
        },
      },
    ],
    target: 80,
  },
  items,
);
