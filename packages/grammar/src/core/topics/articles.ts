import type { TopicDef } from '../../types.ts';
import { indefiniteArticle } from '../articles.ts';
import { d, item, L, rule, topic } from '../build.ts';

/** Adjective + noun phrases whose first sound decides a/an. Nouns name things a person has or sees. */
const NOUNS: { noun: string; adj: string[] }[] = [
  { noun: 'umbrella', adj: ['old', 'new', 'big', 'small', 'expensive', 'cheap', 'orange', 'ugly', 'useful'] },
  { noun: 'apple', adj: ['big', 'small', 'orange'] },
  { noun: 'egg', adj: ['big', 'small'] },
  {
    noun: 'idea',
    adj: ['interesting', 'unusual', 'excellent', 'useful', 'important', 'amazing', 'new', 'old'],
  },
  { noun: 'hour', adj: ['early'] },
  { noun: 'answer', adj: ['honest', 'easy', 'interesting', 'unusual', 'excellent', 'important'] },
  { noun: 'university', adj: ['old', 'new', 'big', 'small', 'expensive', 'important'] },
  {
    noun: 'house',
    adj: ['old', 'new', 'big', 'small', 'expensive', 'cheap', 'ugly', 'huge', 'empty', 'unusual', 'amazing'],
  },
  {
    noun: 'car',
    adj: ['old', 'new', 'big', 'small', 'expensive', 'cheap', 'ugly', 'unusual', 'orange', 'amazing'],
  },
  { noun: 'uniform', adj: ['old', 'new', 'expensive', 'cheap', 'ugly', 'orange'] },
  { noun: 'email', adj: ['long', 'short', 'important', 'angry', 'interesting', 'unusual'] },
  { noun: 'island', adj: ['small', 'big', 'empty', 'beautiful'] },
  { noun: 'engineer', adj: ['excellent', 'young', 'experienced'] },
  { noun: 'honest man', adj: [] },
  { noun: 'European city', adj: ['old', 'big', 'small', 'expensive', 'interesting'] },
  { noun: 'elephant', adj: ['old', 'huge', 'young'] },
  { noun: 'exam', adj: ['easy', 'important', 'difficult', 'long'] },
  { noun: 'onion', adj: ['big', 'small'] },
  { noun: 'armchair', adj: ['old', 'new', 'comfortable', 'expensive', 'ugly'] },
  { noun: 'office', adj: ['old', 'new', 'big', 'small', 'empty', 'expensive'] },
  { noun: 'one-way ticket', adj: [] },
  { noun: 'holiday', adj: ['expensive', 'cheap', 'amazing', 'long', 'short'] },
  { noun: 'interview', adj: ['important', 'long', 'short', 'easy', 'difficult'] },
  { noun: 'orange', adj: ['big', 'small'] },
  { noun: 'hotel', adj: ['old', 'new', 'big', 'small', 'expensive', 'cheap', 'empty', 'amazing'] },
  { noun: 'ice cream', adj: ['big', 'small', 'expensive'] },
  { noun: 'oven', adj: ['old', 'new', 'big', 'small', 'expensive', 'cheap', 'empty'] },
  { noun: 'X-ray', adj: [] },
  { noun: 'hour and a half', adj: [] },
];
const FRAMES: { id: string; text: string; nouns: string[] }[] = [
  {
    id: 'has',
    text: 'She has {} {np}.',
    nouns: [
      'umbrella',
      'idea',
      'car',
      'house',
      'uniform',
      'exam',
      'interview',
      'office',
      'armchair',
      'oven',
      'one-way ticket',
    ],
  },
  {
    id: 'saw',
    text: 'Yesterday we saw {} {np}.',
    nouns: [
      'house',
      'car',
      'hotel',
      'elephant',
      'island',
      'office',
      'university',
      'European city',
      'umbrella',
    ],
  },
  {
    id: 'is',
    text: 'It is {} {np}.',
    nouns: [
      'umbrella',
      'idea',
      'answer',
      'university',
      'house',
      'car',
      'uniform',
      'email',
      'island',
      'European city',
      'elephant',
      'exam',
      'armchair',
      'office',
      'hotel',
      'oven',
      'one-way ticket',
      'X-ray',
      'orange',
      'apple',
      'egg',
      'onion',
    ],
  },
  {
    id: 'need',
    text: 'We need {} {np}.',
    nouns: ['umbrella', 'idea', 'answer', 'uniform', 'engineer', 'one-way ticket', 'X-ray', 'holiday'],
  },
  {
    id: 'bought',
    text: 'My dad bought {} {np}.',
    nouns: [
      'umbrella',
      'apple',
      'house',
      'car',
      'uniform',
      'orange',
      'ice cream',
      'oven',
      'armchair',
      'one-way ticket',
      'onion',
      'egg',
    ],
  },
  { id: 'got', text: 'I got {} {np} from my boss.', nouns: ['email', 'answer', 'idea'] },
  { id: 'waited', text: 'We waited for {} {np}.', nouns: ['hour', 'hour and a half', 'answer'] },
  { id: 'had', text: 'He had {} {np} last week.', nouns: ['exam', 'interview', 'X-ray', 'holiday'] },
  { id: 'is-he', text: 'My uncle is {} {np}.', nouns: ['engineer', 'honest man'] },
  {
    id: 'lives',
    text: 'Anna lives in {} {np}.',
    nouns: ['house', 'European city', 'university', 'hotel', 'island'],
  },
];

/** Items where the sentence itself forces the (the one thing everyone knows, or a second mention). */
const THE_ITEMS: { text: string; wrong: string; why: string; trigger: string }[] = [
  { text: '{} sun rises in the east.', wrong: 'A', why: 'unique', trigger: 'sun' },
  { text: '{} moon is very bright tonight.', wrong: 'A', why: 'unique', trigger: 'moon' },
  { text: 'What is {} capital of France?', wrong: 'a', why: 'unique', trigger: 'capital of France' },
  { text: 'She is {} best student in our class.', wrong: 'a', why: 'superlative', trigger: 'best' },
  { text: 'This is {} tallest building in the city.', wrong: 'a', why: 'superlative', trigger: 'tallest' },
  { text: 'He is {} oldest person in the village.', wrong: 'an', why: 'superlative', trigger: 'oldest' },
  { text: 'It was {} worst day of my life.', wrong: 'a', why: 'superlative', trigger: 'worst' },
  {
    text: 'Everest is {} highest mountain in the world.',
    wrong: 'a',
    why: 'superlative',
    trigger: 'highest',
  },
  {
    text: 'I bought a book and a pen. {} book was expensive.',
    wrong: 'A',
    why: 'second-mention',
    trigger: 'a book',
  },
  {
    text: 'We saw a film and a play. {} film was boring.',
    wrong: 'A',
    why: 'second-mention',
    trigger: 'a film',
  },
  { text: 'I have a cat and a dog. {} cat is black.', wrong: 'A', why: 'second-mention', trigger: 'a cat' },
  {
    text: 'She ordered a soup and a salad. {} soup was cold.',
    wrong: 'A',
    why: 'second-mention',
    trigger: 'a soup',
  },
  {
    text: 'He found an old key. {} key opened the garage.',
    wrong: 'A',
    why: 'second-mention',
    trigger: 'an old key',
  },
  {
    text: 'They live in a small flat. {} flat is near the park.',
    wrong: 'A',
    why: 'second-mention',
    trigger: 'a small flat',
  },
  { text: 'My sister plays {} piano.', wrong: 'a', why: 'instrument', trigger: 'plays' },
  { text: 'Can you play {} guitar?', wrong: 'a', why: 'instrument', trigger: 'play' },
  {
    text: 'My grandfather plays {} violin in an orchestra.',
    wrong: 'a',
    why: 'instrument',
    trigger: 'plays',
  },
  { text: 'Please pass me {} salt.', wrong: 'a', why: 'uncountable-specific', trigger: 'salt' },
  { text: 'I read about it on {} internet.', wrong: 'an', why: 'unique', trigger: 'internet' },
  { text: 'The Dnipro is {} longest river in Ukraine.', wrong: 'a', why: 'superlative', trigger: 'longest' },
  { text: 'Who is {} president of the club?', wrong: 'a', why: 'unique', trigger: 'president of the club' },
  { text: 'We walked along {} river Thames.', wrong: 'a', why: 'names', trigger: 'river Thames' },
  { text: '{} Earth goes round the Sun.', wrong: 'An', why: 'unique', trigger: 'Earth' },
  {
    text: 'Could you open {} window, please? It is hot in here.',
    wrong: 'a',
    why: 'situation',
    trigger: 'in here',
  },
  {
    text: 'Turn off {} lights when you leave the room.',
    wrong: 'some',
    why: 'situation',
    trigger: 'the room',
  },
];

export const articles: TopicDef = topic({
  slug: 'articles',
  section: 'basics',
  name: L('Articles: a, an, the', 'Артиклі: a, an, the'),
  level: 'basic',
  possibleAnswers: ['a', 'an', 'the'],
  rule: L(
    'Use a before a consonant sound and an before a vowel sound: a university, an hour. Use the when it is clear which one: the only one (the sun), one already mentioned, or with a superlative (the best).',
    'A — перед приголосним звуком, an — перед голосним: a university, an hour. The — коли зрозуміло, про що саме йдеться: єдине (the sun), уже згадане, або з найвищим ступенем (the best).',
  ),
  signals: L(
    'Listen to the first sound of the next word; only one, already mentioned, the best → the',
    'Слухайте перший звук наступного слова; єдине, уже згадане, найкращий → the',
  ),
  examples: [
    'She waited for an hour at a university library.',
    'I bought a book and a pen. The book was expensive.',
  ],
  rules: [
    rule(
      'a',
      'A goes before a consonant SOUND (a university, a one-way ticket).',
      'A — перед приголосним ЗВУКОМ (a university, a one-way ticket).',
    ),
    rule(
      'an',
      'An goes before a vowel SOUND (an hour, an honest man, an X-ray).',
      'An — перед голосним ЗВУКОМ (an hour, an honest man, an X-ray).',
    ),
    rule(
      'the',
      'The shows we know which one: the only one, the one already mentioned, the best/tallest.',
      'The показує, що відомо, про що йдеться: єдине, уже згадане, найкраще/найвище.',
    ),
  ],
  target: 900,
  *generate(rng) {
    const pool: { frame: (typeof FRAMES)[number]; np: string; noun: string }[] = [];
    for (const frame of FRAMES)
      for (const { noun, adj } of NOUNS) {
        if (!frame.nouns.includes(noun)) continue;
        pool.push({ frame, np: noun, noun });
        for (const a of adj) pool.push({ frame, np: `${a} ${noun}`, noun });
      }
    const theItems = rng.shuffle(THE_ITEMS);
    let t = 0;
    let n = 0;
    for (const { frame, np } of rng.shuffle(pool)) {
      if (n++ % 6 === 5 && t < theItems.length) {
        const the = theItems[t++];
        if (the) {
          const cap = the.text.startsWith('{}');
          yield item(rng, {
            text: the.text,
            answer: cap ? 'The' : 'the',
            wrong: [d(the.wrong, `article-the-${the.why}`, { trigger: the.trigger })],
            ruleId: 'the',
            trigger: [the.trigger],
            skeleton: `the-${the.why}-${t}`,
          });
        }
      }
      const article = indefiniteArticle(np);
      const first = np.split(/[\s-]/)[0] ?? np;
      yield item(rng, {
        text: frame.text.replace('{np}', np),
        answer: article,
        wrong: [
          d(article === 'a' ? 'an' : 'a', 'article-sound', {
            word: first,
            sound: article === 'an' ? 'vowel' : 'consonant',
          }),
        ],
        ruleId: article,
        trigger: [first],
        skeleton: `${frame.id}`,
        naturalness: np.includes(' ') ? 0.95 : 1,
      });
    }
  },
});
