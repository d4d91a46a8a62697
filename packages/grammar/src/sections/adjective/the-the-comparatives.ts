import { expand, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ADJECTIVES, type Adj, wrongEr } from '../../lexicon/adjectives.ts';
import type { TopicDef } from '../../types.ts';

/**
 * The more …, the more …: both halves take a comparative. The blank is one comparative; the wrong choices
 * are the superlative (the pattern never takes it) and the wrongly built comparative (more hard, expensiver,
 * gooder). Forms come from the pinned adjective lexicon; the few words it lacks are pinned here the same way.
 * Adjectives with two accepted comparatives (quieter / more quiet, further / farther) are not used.
 */
const EXTRA: Adj[] = [
  { base: 'soon', comp: 'sooner', sup: 'soonest', kind: 'er', cats: [] },
  { base: 'early', comp: 'earlier', sup: 'earliest', kind: 'er', cats: [] },
  { base: 'happy', comp: 'happier', sup: 'happiest', kind: 'er', cats: [] },
  { base: 'late', comp: 'later', sup: 'latest', kind: 'er', cats: [] },
  { base: 'deep', comp: 'deeper', sup: 'deepest', kind: 'er', cats: [] },
];
const FORMS = new Map([...ADJECTIVES, ...EXTRA].map((a) => [a.base, a]));

/** [adjective, sentence with ___ for its comparative, {a|b} variants of one base]. */
export const THE_THE_LINES: [string, string][] = [
  ['hard', 'The ___ you work, the more you earn.'],
  ['good', 'The more you play, the ___ you get.'],
  ['soon', 'We need an answer. The ___, the better.'],
  ['big', 'The ___ the car, the more it costs to run.'],
  ['expensive', 'The ___ the hotel, the better the service should be.'],
  ['old', 'The ___ I get, the more I like a quiet evening at home.'],
  ['long', 'The ___ you wait, the harder it gets.'],
  ['early', 'The ___ we leave, the less traffic there will be.'],
  ['good', 'The ___ the weather, the more people come to the beach.'],
  ['hot', 'The ___ it gets, the more water you should drink.'],
  ['cold', 'The ___ it gets, the more I want to stay in bed.'],
  ['difficult', 'The ___ the exam, the prouder you feel when you pass.'],
  ['busy', 'The ___ {she is, the happier she|he is, the happier he} seems.'],
  ['happy', 'The more time {he spends outside, the ___ he|she spends outside, the ___ she} is.'],
  ['dangerous', 'The ___ the sport, the more my brother likes it.'],
  ['fast', 'The ___ you drive, the more fuel you use.'],
  ['safe', 'The slower you drive, the ___ you are.'],
  ['bad', 'The more I think about it, the ___ it seems.'],
  ['cheap', 'The ___ the flight, the less comfortable the seats.'],
  ['interesting', 'The ___ the lesson, the faster the time goes.'],
  ['important', 'The ___ the meeting, the more nervous I get.'],
  ['tall', 'The ___ the tree, the deeper its roots.'],
  ['strong', 'The ___ the coffee, the better I like it.'],
  ['rich', 'The ___ they got, the less they seemed to enjoy life.'],
  ['big', 'The ___ the city, the higher the rents.'],
  ['popular', 'The ___ the restaurant, the longer you wait for a table.'],
  ['long', 'The later we arrive, the ___ the queue will be.'],
  ['heavy', 'The ___ the suitcase, the more it costs to check in.'],
  ['comfortable', 'The ___ the shoes, the further you can walk.'],
  ['easy', 'The more you do it, the ___ it becomes.'],
  ['serious', 'The ___ the problem, the sooner we should talk about it.'],
  ['young', 'The ___ you start a language, the easier it is.'],
  ['warm', 'The ___ the water, the longer the kids stay in the pool.'],
  ['exciting', 'The ___ the film, the faster the popcorn disappears.'],
  ['clean', 'The ___ the kitchen, the happier my mother is.'],
  ['good', 'The more you read, the ___ your English gets.'],
  ['bad', 'The longer you leave it, the ___ it will get.'],
  ['successful', 'The ___ {she became, the harder she|he became, the harder he} worked.'],
  ['careful', 'The ___ you are, the fewer mistakes you make.'],
  ['patient', 'The ___ you are with children, the more they learn.'],
  ['modern', 'The ___ the phone, the more it costs.'],
  ['useful', 'The ___ the app, the more people use it.'],
  ['stressful', 'The ___ the job, the more important your holidays are.'],
  ['relaxing', 'The ___ the holiday, the better I sleep.'],
  ['crowded', 'The ___ the beach, the less I enjoy it.'],
  ['noisy', 'The ___ the street, the cheaper the flat.'],
  ['light', 'The ___ your bag, the easier the walk.'],
  ['small', 'The ___ the class, the more attention each student gets.'],
  ['close', 'The ___ we got to the sea, the warmer it became.'],
  ['late', 'The ___ you go to bed, the more tired you are in the morning.'],
  ['deep', 'The ___ you dive, the colder the water gets.'],
  ['hard', 'The more {she|he} laughed, the ___ it was to stay angry.'],
  ['good', 'The ___ the food, the longer people stay at the table.'],
  ['cheap', 'The more you buy, the ___ it gets.'],
];

function wrongs(a: Adj): Wrong[] {
  const params = { adjective: a.base, kind: a.kind, comparative: a.comp };
  const sup: Wrong = { choice: a.sup, errorType: 'superlative-in-the-the', params: { adjective: a.base } };
  if (a.kind === 'er')
    return [{ choice: `more ${a.base}`, errorType: 'more-with-short-adjective', params }, sup];
  if (a.kind === 'more') return [{ choice: wrongEr(a), errorType: 'er-with-long-adjective', params }, sup];
  return [{ choice: wrongEr(a), errorType: 'regularised-irregular-adjective', params }, sup];
}

function items(): Item[] {
  return THE_THE_LINES.flatMap(([base, frame], i) => {
    const a = FORMS.get(base);
    if (!a) throw new Error(`the-the-comparatives: no forms for ${base}`);
    return expand(frame).map((text) => ({
      text,
      answer: a.comp,
      wrong: wrongs(a),
      ruleId: a.kind === 'more' ? 'the-more-long' : a.kind === 'irr' ? 'the-irregular' : 'the-er',
      trigger: [`the ${a.comp}`],
      skeleton: `the-the:${i}`,
    }));
  });
}

export const theTheComparativesTopic: TopicDef = makeTopic(
  {
    slug: 'the-the-comparatives',
    sectionSlug: 'adjective',
    name: { en: 'The more …, the better', uk: 'The more …, the better: що більше…, то краще' },
    level: 'intermediate',
    possibleAnswers: ['harder', 'more hard', 'hardest'],
    card: {
      rule: {
        en: 'To say that two things change together, use the + comparative, the + comparative: The harder you work, the more you earn. Both halves take a comparative (never a superlative), built the usual way: -er for short adjectives (harder), more for long ones (more expensive), and irregular forms for good and bad (better, worse). The short form The sooner, the better has no verb at all.',
        uk: 'Щоб сказати, що дві речі змінюються разом («що…, то…»), уживаємо the + вищий ступінь, the + вищий ступінь: The harder you work, the more you earn. В обох частинах стоїть вищий ступінь (ніколи не найвищий), утворений як завжди: -er для коротких прикметників (harder), more — для довгих (more expensive), а good і bad мають особливі форми (better, worse). У короткому вислові The sooner, the better дієслова немає взагалі.',
      },
      signals: {
        en: 'the …, the … → a comparative in both halves: -er (short), more + adjective (long), better / worse (good / bad).',
        uk: 'the …, the … → вищий ступінь в обох частинах: -er (короткі), more + прикметник (довгі), better / worse (good / bad).',
      },
      examples: [
        'The harder you work, the more you earn.',
        'The more you read, the better your English gets.',
      ],
    },
    rules: [
      {
        id: 'the-er',
        statement: {
          en: 'The …, the … takes comparatives; short adjectives add -er: the harder, the cheaper, the easier.',
          uk: 'У конструкції the …, the … стоїть вищий ступінь; короткі прикметники отримують -er: the harder, the cheaper, the easier.',
        },
      },
      {
        id: 'the-more-long',
        statement: {
          en: 'Long adjectives make the comparative with more: the more expensive, the more interesting.',
          uk: 'Довгі прикметники утворюють вищий ступінь за допомогою more: the more expensive, the more interesting.',
        },
      },
      {
        id: 'the-irregular',
        statement: {
          en: 'Good and bad have their own comparatives: the better, the worse.',
          uk: 'Good і bad мають особливі форми вищого ступеня: the better, the worse.',
        },
      },
    ],
    target: 300,
  },
  items,
);
