import type { TopicDef } from '../../types.ts';
import { indefiniteArticle } from '../articles.ts';
import { d, item, L, rule, topic } from '../build.ts';

/** Adjectives with their comparative and superlative, and nouns they describe naturally. */
const ADJ: [adj: string, comp: string, sup: string, nouns: string[]][] = [
  ['big', 'bigger', 'biggest', ['house', 'city', 'room', 'box', 'dog']],
  ['small', 'smaller', 'smallest', ['flat', 'room', 'town', 'car', 'dog']],
  ['tall', 'taller', 'tallest', ['building', 'tree', 'man', 'tower']],
  ['old', 'older', 'oldest', ['house', 'car', 'church', 'bridge', 'tree']],
  ['young', 'younger', 'youngest', ['player', 'teacher', 'student']],
  ['cheap', 'cheaper', 'cheapest', ['hotel', 'phone', 'ticket', 'restaurant']],
  ['fast', 'faster', 'fastest', ['car', 'train', 'runner', 'computer']],
  ['long', 'longer', 'longest', ['river', 'road', 'film', 'bridge']],
  ['hot', 'hotter', 'hottest', ['day', 'month', 'summer']],
  ['cold', 'colder', 'coldest', ['day', 'month', 'winter', 'room']],
  ['easy', 'easier', 'easiest', ['exam', 'question', 'exercise', 'task']],
  ['busy', 'busier', 'busiest', ['street', 'day', 'station', 'shop']],
  ['happy', 'happier', 'happiest', ['child', 'person', 'day']],
  ['heavy', 'heavier', 'heaviest', ['bag', 'box', 'suitcase']],
  ['nice', 'nicer', 'nicest', ['café', 'hotel', 'view', 'room']],
  ['large', 'larger', 'largest', ['city', 'country', 'room', 'park']],
  ['thin', 'thinner', 'thinnest', ['book', 'phone', 'cat']],
  ['good', 'better', 'best', ['restaurant', 'film', 'idea', 'player', 'book']],
  ['bad', 'worse', 'worst', ['film', 'idea', 'day', 'hotel']],
  ['far', 'further', 'furthest', ['town', 'village', 'station']],
  ['expensive', 'more expensive', 'most expensive', ['hotel', 'phone', 'car', 'restaurant', 'ticket']],
  ['interesting', 'more interesting', 'most interesting', ['book', 'film', 'museum', 'city', 'lesson']],
  ['beautiful', 'more beautiful', 'most beautiful', ['city', 'park', 'view', 'garden', 'beach']],
  ['difficult', 'more difficult', 'most difficult', ['exam', 'question', 'exercise', 'task']],
  ['comfortable', 'more comfortable', 'most comfortable', ['chair', 'sofa', 'bed', 'car', 'hotel']],
  ['popular', 'more popular', 'most popular', ['café', 'film', 'song', 'sport']],
  ['dangerous', 'more dangerous', 'most dangerous', ['road', 'sport', 'animal']],
  ['modern', 'more modern', 'most modern', ['building', 'phone', 'hospital', 'office']],
  ['famous', 'more famous', 'most famous', ['singer', 'writer', 'museum', 'building']],
  ['useful', 'more useful', 'most useful', ['book', 'website', 'tool', 'app']],
];
const NEW_OLD = [
  'house',
  'car',
  'phone',
  'hotel',
  'building',
  'sofa',
  'chair',
  'bridge',
  'computer',
  'office',
  'hospital',
  'flat',
  'road',
  'bed',
  'app',
  'website',
  'museum',
  'restaurant',
  'café',
  'station',
];
const isLong = (comp: string) => comp.startsWith('more ');
const wrongComp = (adj: string, comp: string) => (isLong(comp) ? `${adj}er` : `more ${adj}`);
const doubled = (_adj: string, comp: string) =>
  isLong(comp) ? `more ${comp.replace('more ', '')}er` : `more ${comp}`;

export const comparatives: TopicDef = topic({
  slug: 'comparative-adjectives',
  section: 'adjective',
  name: L('Comparative adjectives: -er or more', 'Вищий ступінь прикметників: -er чи more'),
  level: 'basic',
  possibleAnswers: ['bigger', 'more expensive', 'better'],
  rule: L(
    'Short adjectives add -er (big → bigger, easy → easier); long adjectives take more (more expensive). Good → better, bad → worse, far → further. Never both: not "more bigger".',
    'Короткі прикметники додають -er (big → bigger, easy → easier); довгі — more (more expensive). Good → better, bad → worse, far → further. Ніколи обидва: не «more bigger».',
  ),
  signals: L('than', 'than'),
  examples: ['My flat is smaller than yours.', 'This phone is more expensive than that one.'],
  rules: [
    rule(
      'short',
      'One-syllable adjectives and two-syllable ones ending in -y take -er.',
      'Односкладові прикметники та двоскладові на -y отримують -er.',
    ),
    rule('long', 'Longer adjectives take more.', 'Довші прикметники — з more.'),
    rule(
      'irregular',
      'Good, bad and far have their own forms: better, worse, further.',
      'Good, bad і far мають власні форми: better, worse, further.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const frames = [
      (n: string) => `This ${n} is {} than that one.`,
      (n: string) => `Our ${n} is {} than theirs.`,
      (n: string) =>
        NEW_OLD.includes(n) ? `Is the new ${n} {} than the old one?` : `Is this ${n} {} than that one?`,
      (n: string) => `I think this ${n} is much {} than the last one.`,
    ];
    for (const [[adj, comp, sup, nouns], fi] of rng.shuffle(
      ADJ.flatMap((a) => [0, 1, 2, 3].map((i) => [a, i] as const)),
    )) {
      const noun = rng.pick(nouns);
      const irregular = ['good', 'bad', 'far'].includes(adj);
      const wrong = irregular
        ? [
            d(
              `${adj === 'good' ? 'gooder' : adj === 'bad' ? 'badder' : 'farer'}`,
              'regularised-comparative',
              { adj, comp },
            ),
            d(`more ${adj}`, 'more-with-irregular', { adj, comp }),
            d(sup, 'superlative-for-comparative', { comp }),
          ]
        : [
            d(wrongComp(adj, comp), isLong(comp) ? 'er-with-long-adjective' : 'more-with-short-adjective', {
              adj,
              comp,
            }),
            d(doubled(adj, comp), 'double-comparative', { comp }),
            d(isLong(comp) ? `the ${sup}` : sup, 'superlative-for-comparative', { comp }),
          ];
      yield item(rng, {
        text: (frames[fi] ?? frames[0]!)(noun).replace('café', 'cafe'),
        answer: comp,
        wrong,
        ruleId: irregular ? 'irregular' : isLong(comp) ? 'long' : 'short',
        trigger: ['than', adj],
        skeleton: `cmp-${fi}-${adj}`,
      });
    }
  },
});

export const superlatives: TopicDef = topic({
  slug: 'superlative-adjectives',
  section: 'adjective',
  name: L('Superlative adjectives: the -est, the most', 'Найвищий ступінь: the -est, the most'),
  level: 'basic',
  possibleAnswers: ['the biggest', 'the most expensive', 'the best'],
  rule: L(
    'Short adjectives take the … -est (the biggest, the easiest); long ones take the most (the most expensive). Good → the best, bad → the worst.',
    'Короткі прикметники — the … -est (the biggest, the easiest); довгі — the most (the most expensive). Good → the best, bad → the worst.',
  ),
  signals: L(
    'in the city / in the world / of all / I have ever…',
    'in the city / in the world / of all / I have ever…',
  ),
  examples: ['This is the tallest building in the city.', 'It was the most interesting film of the year.'],
  rules: [
    rule('short', 'Short adjectives: the + -est.', 'Короткі прикметники: the + -est.'),
    rule('long', 'Long adjectives: the most + adjective.', 'Довгі прикметники: the most + прикметник.'),
    rule(
      'irregular',
      'Good → the best, bad → the worst, far → the furthest.',
      'Good → the best, bad → the worst, far → the furthest.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const frames = [
      (n: string) => `It is {} ${n} in our town.`,
      (n: string) => `This is {} ${n} I have ever seen.`,
      (n: string) => `Which is {} ${n} in your town?`,
      (n: string) => `That was {} ${n} of the year.`,
    ];
    for (const [[adj, comp, sup, nouns], fi] of rng.shuffle(
      ADJ.flatMap((a) => [0, 1, 2, 3].map((i) => [a, i] as const)),
    )) {
      const noun = rng.pick(nouns);
      const answer = `the ${sup}`;
      const irregular = ['good', 'bad', 'far'].includes(adj);
      const wrong = [
        d(comp.startsWith('more') ? `the ${comp}` : `the ${comp}`, 'comparative-for-superlative', { sup }),
        irregular
          ? d(
              `the ${adj === 'good' ? 'goodest' : adj === 'bad' ? 'baddest' : 'farest'}`,
              'regularised-superlative',
              { adj, sup },
            )
          : d(
              isLong(comp) ? `the ${adj}est` : `the most ${adj}`,
              isLong(comp) ? 'est-with-long-adjective' : 'most-with-short-adjective',
              { adj, sup },
            ),
        d(`${indefiniteArticle(sup)} ${sup}`, 'a-with-superlative', { sup }),
      ];
      yield item(rng, {
        text: (frames[fi] ?? frames[0]!)(noun).replace('café', 'cafe'),
        answer,
        wrong,
        ruleId: irregular ? 'irregular' : isLong(comp) ? 'long' : 'short',
        trigger: [
          fi === 0
            ? 'in our town'
            : fi === 1
              ? 'I have ever seen'
              : fi === 2
                ? 'in the country'
                : 'of the year',
        ],
        skeleton: `sup-${fi}-${adj}`,
      });
    }
  },
});

/** How someone does an action: verb phrases and the adverbs that fit them. */
const HOW: [phrase: string, third: string, adv: string, adj: string][] = [
  ['drive', 'drives', 'carefully', 'careful'],
  ['speak', 'speaks', 'quietly', 'quiet'],
  ['speak', 'speaks', 'politely', 'polite'],
  ['speak English', 'speaks English', 'fluently', 'fluent'],
  ['sing', 'sings', 'beautifully', 'beautiful'],
  ['cook', 'cooks', 'well', 'good'],
  ['play tennis', 'plays tennis', 'well', 'good'],
  ['work', 'works', 'hard', 'hardly'],
  ['write', 'writes', 'neatly', 'neat'],
  ['dance', 'dances', 'badly', 'bad'],
  ['explain things', 'explains things', 'patiently', 'patient'],
  ['run', 'runs', 'fast', 'fastly'],
  ['read', 'reads', 'quietly', 'quiet'],
  ['behave', 'behaves', 'badly', 'bad'],
  ['play the piano', 'plays the piano', 'beautifully', 'beautiful'],
  ['do the job', 'does the job', 'perfectly', 'perfect'],
  ['smile', 'smiles', 'happily', 'happy'],
  ['wait', 'waits', 'patiently', 'patient'],
  ['check the work', 'checks the work', 'carefully', 'careful'],
];

export const adjectivesAdverbs: TopicDef = topic({
  slug: 'adjectives-and-adverbs',
  section: 'adjective',
  name: L('Adjective or adverb: careful or carefully', 'Прикметник чи прислівник: careful чи carefully'),
  level: 'intermediate',
  possibleAnswers: ['careful', 'carefully'],
  rule: L(
    'An adverb (often -ly) says how someone does something: she drives carefully. Good → well; fast, hard, early and late do not change (hardly and lately mean something else).',
    'Прислівник (часто на -ly) описує, як виконується дія: she drives carefully. Good → well; fast, hard, early, late не змінюються (hardly та lately мають інше значення).',
  ),
  signals: L(
    'after a verb (how?) → adverb; before a noun or after be → adjective',
    'після дієслова (як?) → прислівник; перед іменником чи після be → прикметник',
  ),
  examples: ['My dad drives very carefully.', 'She is a careful driver.'],
  rules: [
    rule(
      'adverb',
      'To describe a verb (how someone does it) use an adverb.',
      'Щоб описати дію (як її виконують), уживаємо прислівник.',
    ),
    rule(
      'irregular',
      'Well is the adverb of good; fast, hard, early and late are adverbs without -ly.',
      'Well — прислівник від good; fast, hard, early, late — прислівники без -ly.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const subjects: [string, boolean][] = [
      ['My dad', true],
      ['Anna', true],
      ['Our teacher', true],
      ['My brother', true],
      ['They', false],
      ['The children', false],
      ['You', false],
      ['I', false],
      ['We', false],
      ['My sister', true],
    ];
    for (const [[base, third, adv, adj], [subject, sg]] of rng.shuffle(
      HOW.flatMap((h) => subjects.map((s) => [h, s] as const)),
    )) {
      if (subject === 'The children' && /the job|the work|English|drive/.test(base)) continue;
      const irregular = ['well', 'hard', 'fast', 'early', 'late'].includes(adv);
      yield item(rng, {
        text: `${subject} ${sg ? third : base} {} ${rng.pick(['', 'every day', 'most of the time'].filter((x) => !(x && /early|late/.test(adv))))}`,
        answer: adv,
        wrong: [
          d(
            adj,
            irregular && ['hardly', 'fastly', 'earlily', 'lately'].includes(adj)
              ? 'wrong-adverb-form'
              : 'adjective-for-adverb',
            { adj, adv },
          ),
        ],
        ruleId: irregular ? 'irregular' : 'adverb',
        trigger: [sg ? third : base],
        skeleton: `${base}-${adv}`,
      });
    }
  },
});
