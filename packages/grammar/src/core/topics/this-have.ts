import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { ALL_SUBJECTS, isThirdSingular } from '../lexicon/subjects.ts';

const THINGS: [sg: string, pl: string, adj: string][] = [
  ['book', 'books', 'interesting'],
  ['bag', 'bags', 'heavy'],
  ['shoe', 'shoes', 'comfortable'],
  ['chair', 'chairs', 'comfortable'],
  ['apple', 'apples', 'sweet'],
  ['flower', 'flowers', 'beautiful'],
  ['photo', 'photos', 'old'],
  ['jacket', 'jackets', 'warm'],
  ['cake', 'cakes', 'delicious'],
  ['house', 'houses', 'old'],
  ['car', 'cars', 'expensive'],
  ['dog', 'dogs', 'friendly'],
  ['picture', 'pictures', 'beautiful'],
  ['box', 'boxes', 'heavy'],
  ['glass', 'glasses', 'clean'],
  ['key', 'keys', 'new'],
  ['plate', 'plates', 'dirty'],
  ['building', 'buildings', 'tall'],
  ['tree', 'trees', 'tall'],
  ['bike', 'bikes', 'new'],
];

export const thisThatTheseThose: TopicDef = topic({
  slug: 'this-that-these-those',
  section: 'pronoun',
  name: L('This, that, these, those', 'This, that, these, those'),
  level: 'basic',
  possibleAnswers: ['this', 'that', 'these', 'those'],
  rule: L(
    'This (one) and these (more than one) are for things near you; that (one) and those (more than one) are for things further away.',
    'This (одне) і these (кілька) — про те, що поруч; that (одне) і those (кілька) — про те, що далі.',
  ),
  signals: L(
    'here → this/these; over there → that/those; a singular or plural noun',
    'here → this/these; over there → that/those; іменник в однині чи множині',
  ),
  examples: ['These shoes here are very comfortable.', 'Look at that building over there.'],
  rules: [
    rule(
      'near',
      'Near things: this with a singular noun, these with a plural noun.',
      'Близьке: this з одниною, these з множиною.',
    ),
    rule(
      'far',
      'Far things: that with a singular noun, those with a plural noun.',
      'Далеке: that з одниною, those з множиною.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const frames = [
      {
        id: 'here-is',
        near: true,
        text: (n: string, be: string, adj: string) => `{} ${n} here ${be} very ${adj}`,
      },
      {
        id: 'there-is',
        near: false,
        text: (n: string, be: string, adj: string) => `{} ${n} over there ${be} very ${adj}`,
      },
      { id: 'look-there', near: false, text: (n: string) => `Look at {} ${n} over there!` },
      { id: 'mine-here', near: true, text: (n: string, be: string) => `{} ${n} here ${be} mine` },
      { id: 'like-here', near: true, text: (n: string) => `Do you like {} ${n} here?` },
      {
        id: 'who-there',
        near: false,
        text: (n: string) => `Whose are {} ${n} over there? | Whose is {} ${n} over there?`,
      },
    ];
    for (const [[sg, pl, adj], frame, plural] of rng.shuffle(
      THINGS.flatMap((t) => frames.flatMap((f) => [[t, f, false] as const, [t, f, true] as const])),
    )) {
      const noun = plural ? pl : sg;
      const be = plural ? 'are' : 'is';
      let text = frame.text(noun, be, adj);
      if (text.includes(' | ')) text = (plural ? text.split(' | ')[0] : text.split(' | ')[1]) ?? text;
      const answer = frame.near ? (plural ? 'these' : 'this') : plural ? 'those' : 'that';
      const numberWrong = frame.near ? (plural ? 'this' : 'these') : plural ? 'that' : 'those';
      const distanceWrong = frame.near ? (plural ? 'those' : 'that') : plural ? 'these' : 'this';
      const capital = text.startsWith('{}');
      const c = (w: string) => (capital ? w.charAt(0).toUpperCase() + w.slice(1) : w);
      yield item(rng, {
        text,
        answer: c(answer),
        wrong: [
          d(c(numberWrong), plural ? 'singular-for-plural' : 'plural-for-singular', { noun }),
          d(c(distanceWrong), frame.near ? 'far-for-near' : 'near-for-far', {
            marker: frame.near ? 'here' : 'over there',
          }),
        ],
        ruleId: frame.near ? 'near' : 'far',
        trigger: [noun, frame.near ? 'here' : 'over there'],
        skeleton: frame.id,
      });
    }
  },
});

const POSSESSIONS = [
  'two brothers',
  'a big family',
  'a new phone',
  'long hair',
  'blue eyes',
  'a cat',
  'a small flat',
  'a lot of friends',
  'a headache',
  'a cold',
  'a car',
  'three children',
  'a garden',
  'a lot of homework',
  'a meeting at ten',
  'an exam tomorrow',
  'a beautiful voice',
  'a great sense of humour',
  'breakfast at seven',
  'lunch at one',
  'a shower every morning',
  'a dog',
];

export const haveHas: TopicDef = topic({
  slug: 'have-has',
  section: 'basics',
  name: L('Have or has', 'Have чи has'),
  level: 'basic',
  possibleAnswers: ['have', 'has'],
  rule: L(
    'Use has with he, she, it or one person, and have with I, you, we, they or more than one: she has a cat, we have two cats. Has got / have got mean the same.',
    'Has — з he, she, it або однією особою, have — з I, you, we, they або кількома: she has a cat, we have two cats. Has got / have got означають те саме.',
  ),
  signals: L(
    'Look at the subject: he/she/it → has; I/you/we/they → have.',
    'Дивіться на підмет: he/she/it → has; I/you/we/they → have.',
  ),
  examples: ['My sister has long hair.', 'We have got a small flat.'],
  rules: [
    rule('has', 'He, she, it and one person take has.', 'З he, she, it та однією особою — has.'),
    rule('have', 'I, you, we, they and more than one take have.', 'З I, you, we, they та кількома — have.'),
  ],
  target: 600,
  *generate(rng) {
    const singularOnly = ['a beautiful voice', 'a great sense of humour', 'a headache', 'a cold'];
    const pairs = ALL_SUBJECTS.flatMap((s) =>
      POSSESSIONS.filter((p) => !(s.plural && singularOnly.includes(p))).map((p) => [s, p] as const),
    );
    for (const [subject, thing] of rng.shuffle(pairs)) {
      const third = isThirdSingular(subject);
      const got = rng.next() < 0.3 && !/at |every|tomorrow|breakfast|lunch|shower/.test(thing);
      yield item(rng, {
        text: `${subject.text} {} ${got ? 'got ' : ''}${thing}`,
        answer: third ? 'has' : 'have',
        wrong: [
          d(third ? 'have' : 'has', third ? 'agreement-3sg' : 'agreement-non-3sg', { subject: subject.text }),
        ],
        ruleId: third ? 'has' : 'have',
        trigger: [subject.text],
        skeleton: got ? 'got' : 'have',
      });
    }
  },
});
