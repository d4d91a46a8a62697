import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * -ed adjectives say how a person feels (bored, interested); -ing adjectives describe the thing that causes
 * the feeling (boring, interesting). A person + the adjective's own preposition forces -ed; a thing as the
 * subject (a film cannot feel bored) forces -ing. [stem, -ed preposition, things that cause it]
 */
const PAIRS: [string, string, string, string, string[]][] = [
  ['bored', 'boring', 'with', 'by', ['the lecture', 'the long meeting', 'the film']],
  ['interested', 'interesting', 'in', 'in', ['modern art', 'history', 'the project']],
  ['tired', 'tiring', 'of', 'after', ['the same old excuses', 'the long journey']],
  ['excited', 'exciting', 'about', 'about', ['the trip', 'the concert', 'the match']],
  ['surprised', 'surprising', 'by', 'at', ['the news', 'the result', 'the price']],
  ['disappointed', 'disappointing', 'with', 'by', ['the results', 'the hotel', 'the service']],
  ['confused', 'confusing', 'by', 'about', ['the instructions', 'the new timetable', 'the rules']],
  ['frightened', 'frightening', 'by', 'of', ['the storm', 'the film', 'the noise in the attic']],
  ['annoyed', 'annoying', 'by', 'about', ['the noise', 'the delay', 'the constant phone calls']],
  ['amazed', 'amazing', 'by', 'at', ['the view', 'the fireworks', 'the city']],
  ['embarrassed', 'embarrassing', 'by', 'about', ['the mistake', 'his behaviour', 'the photos']],
  ['worried', 'worrying', 'about', 'about', ['the exam', 'the news', 'the weather']],
  ['shocked', 'shocking', 'by', 'at', ['the news', 'the prices', 'the accident']],
  ['satisfied', 'satisfying', 'with', 'with', ['the result', 'the service', 'the meal']],
  ['amused', 'amusing', 'by', 'by', ['the story', 'the joke', 'the cartoon']],
  ['relaxed', 'relaxing', 'after', 'after', ['the holiday', 'the massage', 'the weekend']],
];
const PEOPLE = [
  'I was',
  'We were',
  'She was',
  'My parents were',
  'The children were',
  'Everyone was',
  'Tom was',
  'The tourists were',
];
/** Things that need a plural verb. */
const PLURAL_THING =
  /^(the results|the instructions|the rules|the prices|the fireworks|the photos|the same old excuses|the constant phone calls)$/;

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  PAIRS.forEach(([ed, ing, prep, , things], pi) => {
    things.forEach((thing, ti) => {
      const subj = rng.pick(PEOPLE);
      if (ed === 'tired' && thing === 'the long journey') {
        out.push({
          text: `${subj} very ___ after the long journey.`,
          answer: ed,
          wrong: [{ choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }],
          ruleId: 'ed',
          trigger: [subj.split(' ').slice(0, -1).join(' ')],
          skeleton: `ed-ing:ed:${pi}:${ti}`,
        });
      } else {
        const p = ed === 'tired' ? 'of' : prep;
        out.push({
          text: `${subj} really ___ ${p} ${thing}.`,
          answer: ed,
          wrong: [{ choice: ing, errorType: 'ing-for-ed', params: { ed, ing } }],
          ruleId: 'ed',
          trigger: [subj.split(' ').slice(0, -1).join(' '), p],
          skeleton: `ed-ing:ed:${pi}:${ti}`,
        });
      }
      if (/excuses|phone calls|the same/.test(thing)) return;
      const be = PLURAL_THING.test(thing) ? 'were' : 'was';
      const t = thing.charAt(0).toUpperCase() + thing.slice(1);
      const modern = /^(modern art|history)$/.test(thing);
      out.push({
        text: modern ? `${t} is really ___.` : `${t} ${be} really ___.`,
        answer: ing,
        wrong: [{ choice: ed, errorType: 'ed-for-ing', params: { ed, ing, thing } }],
        ruleId: 'ing',
        trigger: [thing],
        skeleton: `ed-ing:ing:${pi}:${ti}`,
      });
    });
    out.push({
      text: `It was a really ___ ${pi % 2 === 0 ? 'day' : 'experience'}.`,
      answer: ing,
      wrong: [
        {
          choice: ed,
          errorType: 'ed-for-ing',
          params: { ed, ing, thing: pi % 2 === 0 ? 'day' : 'experience' },
        },
      ],
      ruleId: 'ing',
      trigger: [pi % 2 === 0 ? 'day' : 'experience'],
      skeleton: `ed-ing:noun:${pi}`,
    });
  });
  return out;
}

export const edIngTopic: TopicDef = makeTopic(
  {
    slug: 'ed-ing-adjectives',
    sectionSlug: 'adjective',
    name: {
      en: '-ed and -ing adjectives: bored or boring',
      uk: 'Прикметники на -ed та -ing: bored чи boring',
    },
    level: 'intermediate',
    possibleAnswers: ['bored', 'boring', 'interested', 'interesting', 'tired', 'tiring'],
    card: {
      rule: {
        en: '-ed adjectives say how a person feels (I was bored, she is interested in art). -ing adjectives describe the thing or situation that causes the feeling (the film was boring, art is interesting).',
        uk: 'Прикметники на -ed описують, що відчуває людина (I was bored, she is interested in art). Прикметники на -ing описують річ чи ситуацію, яка викликає це почуття (the film was boring, art is interesting).',
      },
      signals: {
        en: 'a person + with / in / by / about / of → -ed; a thing or situation as the subject (the film, the news, a day) → -ing.',
        uk: 'людина + with / in / by / about / of → -ed; підмет — річ чи ситуація (the film, the news, a day) → -ing.',
      },
      examples: ['We were really bored with the lecture.', 'The lecture was really boring.'],
    },
    rules: [
      {
        id: 'ed',
        statement: {
          en: 'Use the -ed adjective for the person who has the feeling.',
          uk: 'Прикметник на -ed уживаємо для людини, яка відчуває почуття.',
        },
      },
      {
        id: 'ing',
        statement: {
          en: 'Use the -ing adjective for the thing or situation that causes the feeling.',
          uk: 'Прикметник на -ing уживаємо для речі чи ситуації, що викликає почуття.',
        },
      },
    ],
    target: 120,
  },
  items,
);
