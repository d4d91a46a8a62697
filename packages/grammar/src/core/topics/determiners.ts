import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, type TopicSpec, topic } from '../build.ts';

export type Fixed = {
  text: string;
  answer: string;
  wrong: [string, string][];
  ruleId: string;
  trigger: string;
};

/** A topic from hand-written items; each wrong choice names its error model. */
export function fixedTopic(meta: Omit<TopicSpec, 'generate' | 'target'>, items: Fixed[]): TopicDef {
  return topic({
    ...meta,
    target: items.length,
    *generate(rng) {
      for (const [i, x] of rng.shuffle(items).entries()) {
        yield item(rng, {
          text: x.text,
          answer: x.answer,
          wrong: x.wrong.map(([choice, errorType]) =>
            d(choice, errorType, { trigger: x.trigger, answer: x.answer }),
          ),
          ruleId: x.ruleId,
          trigger: [x.trigger],
          skeleton: `${x.ruleId}-${i % 40}`,
        });
      }
    },
  });
}

const EVERY_NOUNS = [
  'student',
  'room',
  'child',
  'house',
  'player',
  'page',
  'question',
  'shop',
  'guest',
  'employee',
  'window',
  'town',
  'team',
  'day',
  'morning',
];
const ALL_PLURALS: [string, string][] = [
  ['students', 'passed the exam'],
  ['rooms', 'have a balcony'],
  ['children', 'love this game'],
  ['shops', 'close at nine'],
  ['guests', 'arrived on time'],
  ['players', 'trained hard'],
  ['questions', 'were easy'],
  ['windows', 'were open'],
  ['employees', 'get a bonus'],
  ['my friends', 'came to the party'],
  ['the books', 'are on the shelf'],
  ['the tickets', 'were sold'],
];
const EVERY_PREDICATES: Record<string, string> = {
  student: 'passed the exam',
  room: 'has a balcony',
  child: 'loves this game',
  house: 'in this street is old',
  player: 'trained hard',
  page: 'has a picture',
  question: 'was easy',
  shop: 'closes at nine',
  guest: 'brought a present',
  employee: 'gets a bonus',
  window: 'was open',
  town: 'has a market',
  team: 'has a captain',
  day: 'is different',
  morning: 'starts with coffee',
};
const WHOLE: [string, string][] = [
  ['I spent the {} day at home.', 'day'],
  ['She ate the {} cake!', 'cake'],
  ['We cleaned the {} house.', 'house'],
  ['He read the {} book in one night.', 'book'],
  ['The {} family came for dinner.', 'family'],
  ['It rained the {} weekend.', 'weekend'],
  ['They painted the {} room yellow.', 'room'],
  ['The {} town was asleep.', 'town'],
  ['I told her the {} story.', 'story'],
  ['We watched the {} film without a break.', 'film'],
];

export const allEveryWhole: TopicDef = (() => {
  const items: Fixed[] = [];
  for (const n of EVERY_NOUNS) {
    const pred = EVERY_PREDICATES[n] ?? '';
    items.push({
      text: `{} ${n} ${pred}.`,
      answer: 'Every',
      wrong: [
        ['All', 'all-with-singular'],
        ['Whole', 'whole-without-the'],
      ],
      ruleId: 'every',
      trigger: n,
    });
  }
  for (const [pl, pred] of ALL_PLURALS) {
    items.push({
      text: `{} ${pl.startsWith('the') || pl.startsWith('my') ? `of ${pl}` : pl} ${pred}.`.replace(
        '{} of',
        '{} of',
      ),
      answer: 'All',
      wrong: [
        ['Every', 'every-with-plural'],
        ['Whole', 'whole-with-plural'],
      ],
      ruleId: 'all',
      trigger: pl,
    });
  }
  for (const [text, noun] of WHOLE) {
    items.push({
      text,
      answer: 'whole',
      wrong: [
        ['all', 'all-the-order'],
        ['every', 'every-for-whole'],
      ],
      ruleId: 'whole',
      trigger: `the … ${noun}`,
    });
  }
  return fixedTopic(
    {
      slug: 'all-every-whole',
      section: 'noun',
      name: L('All, every, whole', 'All, every, whole'),
      level: 'intermediate',
      possibleAnswers: ['all', 'every', 'whole'],
      rule: L(
        'Every + a singular noun (every student); all + a plural noun (all students) or all day/week for the whole time; the whole + a singular noun for all of one thing (the whole cake).',
        'Every + іменник в однині (every student); all + множина (all students) або all day/week — увесь час; the whole + однина — усе щось одне (the whole cake).',
      ),
      signals: L(
        'a singular noun → every; a plural noun → all; the … + one thing → whole',
        'однина → every; множина → all; the … + одне ціле → whole',
      ),
      examples: ['Every student passed the exam.', 'She ate the whole cake.'],
      rules: [
        rule(
          'every',
          'Every goes with a singular countable noun and a singular verb.',
          'Every — з одниною злічуваного іменника й дієсловом в однині.',
        ),
        rule(
          'all',
          'All goes with plural nouns (all students, all of the books).',
          'All — з множиною (all students, all of the books).',
        ),
        rule(
          'whole',
          'The whole goes between the (or a possessive) and a singular noun: the whole day.',
          'The whole стоїть між the (чи присвійним словом) та одниною: the whole day.',
        ),
      ],
    },
    items,
  );
})();

const ANOTHER: [string, string][] = [
  ['Can I have {} cup of tea, please?', 'cup of tea'],
  ['Would you like {} piece of cake?', 'piece of cake'],
  ['We need {} chair for our guest.', 'chair'],
  ['Let’s try {} restaurant next time.', 'restaurant'],
  ['She wants to buy {} car.', 'car'],
  ['I will give you {} chance.', 'chance'],
  ['Do you have {} pen? This one doesn’t work.', 'pen'],
  ['He ordered {} coffee.', 'coffee'],
  ['Let’s wait {} five minutes.', 'five minutes'],
  ['Can you tell me {} story?', 'story'],
  ['We will stay for {} week.', 'week'],
  ['She found {} job in May.', 'job'],
];
const OTHER_PLURAL: [string, string][] = [
  ['Some students walk to school; {} students take the bus.', 'students'],
  ['I like this colour, but do you have {} colours?', 'colours'],
  ['Tom is here, but where are the {} children?', 'children'],
  ['Two of my friends came; the {} friends stayed at home.', 'friends'],
  ['This shop is expensive. Let’s look at {} shops.', 'shops'],
  ['I have read this book, but not the {} books in the series.', 'books'],
  ['Some people like tea; {} people prefer coffee.', 'people'],
  ['The bus stops here and at two {} places.', 'places'],
];
const OTHERS: [string, string][] = [
  ['Some people like tea; {} prefer coffee.', 'some … ;'],
  ['Three students passed, but the {} failed.', 'the …'],
  ['I have one sister. The {} are brothers.', 'The …'],
  ['Some children were singing, and {} were dancing.', 'some …, and'],
  ['Be kind to {}.', 'kind to'],
  ['Two of the windows were open, but the {} were closed.', 'the …'],
  ['Some of the guests left early; {} stayed until midnight.', 'some …;'],
];
const THE_OTHER: [string, string][] = [
  ['I have two brothers. One is a doctor, and the {} is a teacher.', 'two … one'],
  ['She has two cats: one is black, the {} is white.', 'two … one'],
  ['One of my shoes is here, but where is the {} one?', 'one … the'],
  ['I found one glove. Have you seen the {} glove?', 'one … the'],
  ['There are two doors. Use the {} door, please.', 'two … the'],
  ['He lives on the {} side of the street.', 'the … side'],
];

export const otherAnotherOthers: TopicDef = (() => {
  const items: Fixed[] = [];
  for (const [text, trigger] of ANOTHER)
    items.push({
      text: text.replace(/’/g, "'"),
      answer: 'another',
      wrong: [
        ['other', 'other-with-singular'],
        ['others', 'others-before-noun'],
      ],
      ruleId: 'another',
      trigger,
    });
  for (const [text, trigger] of OTHER_PLURAL)
    items.push({
      text: text.replace(/’/g, "'"),
      answer: 'other',
      wrong: [
        ['another', 'another-with-plural'],
        ['others', 'others-before-noun'],
      ],
      ruleId: 'other',
      trigger,
    });
  for (const [text, trigger] of OTHERS)
    items.push({
      text: text.replace(/’/g, "'"),
      answer: 'others',
      wrong: [
        ['other', 'other-without-noun'],
        ['another', 'another-with-plural'],
      ],
      ruleId: 'others',
      trigger,
    });
  for (const [text, trigger] of THE_OTHER)
    items.push({
      text,
      answer: 'other',
      wrong: [
        ['another', 'another-after-the'],
        ['others', 'others-for-one'],
      ],
      ruleId: 'the-other',
      trigger,
    });
  return fixedTopic(
    {
      slug: 'other-another-others',
      section: 'pronoun',
      name: L('Other, another, others', 'Other, another, others'),
      level: 'intermediate',
      possibleAnswers: ['other', 'another', 'others'],
      rule: L(
        'Another = one more or a different one, with a singular noun (another cup). Other goes before a plural noun or after the (other people, the other one). Others stands alone, without a noun (some like tea; others prefer coffee).',
        'Another — ще один або інший, з одниною (another cup). Other — перед множиною або після the (other people, the other one). Others стоїть сам, без іменника (some like tea; others prefer coffee).',
      ),
      signals: L(
        'a singular noun → another; a plural noun or the … → other; no noun after it → others',
        'однина → another; множина або the … → other; без іменника після → others',
      ),
      examples: ['Can I have another cup of tea?', 'Some people like tea; others prefer coffee.'],
      rules: [
        rule(
          'another',
          'Another goes with a singular noun: one more, or a different one.',
          'Another — з одниною: ще один або інший.',
        ),
        rule('other', 'Other goes before a plural noun.', 'Other — перед іменником у множині.'),
        rule(
          'others',
          'Others is a pronoun: it replaces "other + plural noun" and has no noun after it.',
          'Others — займенник: замінює «other + множина» і не має іменника після себе.',
        ),
        rule(
          'the-other',
          'The other means the second of two, or the remaining one.',
          'The other — другий із двох або той, що лишився.',
        ),
      ],
    },
    items,
  );
})();

const QUITE_A: [string, string][] = [
  ['It was {} good film.', 'good film'],
  ['She is {} talented singer.', 'talented singer'],
  ['That was {} long journey.', 'long journey'],
  ['He made {} big mistake.', 'big mistake'],
  ['We had {} nice time at the party.', 'nice time'],
  ['It is {} small flat, but it is cosy.', 'small flat'],
  ['They live in {} old house.', 'old house'],
  ['It was {} difficult exam.', 'difficult exam'],
];
const RATHER_COMPARATIVE: [string, string][] = [
  ['This phone is {} more expensive than I expected.', 'more expensive than'],
  ['Today it is {} colder than yesterday.', 'colder than'],
  ['The test was {} easier than we thought.', 'easier than'],
  ['Her new flat is {} bigger than the old one.', 'bigger than'],
  ['The journey took {} longer than usual.', 'longer than'],
  ['He speaks {} faster than his brother.', 'faster than'],
];
const WOULD_RATHER: [string, string][] = [
  ["I'd {} stay at home tonight.", "I'd … stay"],
  ['We would {} walk than take the bus.', 'would … than'],
  ["She'd {} have tea, please.", "She'd … have"],
  ['Would you {} go to the cinema or the theatre?', 'Would you … or'],
  ['They would {} eat at home.', 'would … eat'],
  ["I'd {} not talk about it.", "I'd … not"],
];

export const quiteRather: TopicDef = (() => {
  const items: Fixed[] = [];
  for (const [text, trigger] of QUITE_A) {
    const np = trigger;
    const art = /^[aeiou]/.test(np) ? 'an' : 'a';
    // "a quite good film" is rare but possible, so it is never offered as the wrong choice.
    items.push({
      text,
      answer: `quite ${art}`,
      wrong: [['quite', 'quite-without-article']],
      ruleId: 'quite-a',
      trigger,
    });
  }
  for (const [text, trigger] of RATHER_COMPARATIVE)
    items.push({
      text,
      answer: 'rather',
      wrong: [
        ['quite', 'quite-with-comparative'],
        ['very', 'very-with-comparative'],
      ],
      ruleId: 'rather-comparative',
      trigger,
    });
  for (const [text, trigger] of WOULD_RATHER)
    items.push({
      text,
      answer: 'rather',
      wrong: [
        ['quite', 'quite-for-rather'],
        ['better', 'would-better'],
      ],
      ruleId: 'would-rather',
      trigger,
    });
  return fixedTopic(
    {
      slug: 'quite-rather',
      section: 'adjective',
      name: L('Quite and rather', 'Quite та rather'),
      level: 'intermediate',
      possibleAnswers: ['quite', 'rather'],
      rule: L(
        'Quite comes before a/an: quite a good film (not a quite). Before a comparative use rather (or much), not quite or very: rather colder. Would rather means prefer: I’d rather stay at home.',
        'Quite ставиться перед a/an: quite a good film (а не a quite). Перед вищим ступенем — rather (або much), а не quite чи very: rather colder. Would rather означає «волію»: I’d rather stay at home.',
      ),
      signals: L(
        'a/an + adjective + noun → quite a; a comparative (-er, more) → rather; would/’d … → rather',
        'a/an + прикметник + іменник → quite a; вищий ступінь (-er, more) → rather; would/’d … → rather',
      ),
      examples: ['It was quite a good film.', "I'd rather stay at home tonight."],
      rules: [
        rule(
          'quite-a',
          'Quite goes before a/an: quite a long journey.',
          'Quite стоїть перед a/an: quite a long journey.',
        ),
        rule(
          'rather-comparative',
          'Before a comparative, use rather (not quite or very).',
          'Перед вищим ступенем порівняння — rather (а не quite чи very).',
        ),
        rule(
          'would-rather',
          'Would rather + base form means "prefer".',
          'Would rather + початкова форма означає «волію, краще б».',
        ),
      ],
    },
    items,
  );
})();
