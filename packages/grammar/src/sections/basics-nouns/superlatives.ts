import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ADJECTIVES, type Adj, wrongEst } from './adjectives-lexicon.ts';

/** Frames: [category, sentence with ___]. Each category's adjectives fit every frame of it. */
const FRAMES: [string, string][] = [
  ['place', 'It’s the ___ hotel we have ever stayed in.'],
  ['place', 'This is the ___ city I have ever visited.'],
  ['place', 'It’s the ___ restaurant in town.'],
  ['place', 'Which is the ___ beach on the island?'],
  ['place', 'This is the ___ street in the city.'],
  ['place', 'It was the ___ museum we saw on our trip.'],
  ['place', 'What’s the ___ café near your office?'],
  ['task', 'It was the ___ exam I have ever taken.'],
  ['task', 'What is the ___ part of your job?'],
  ['task', 'This is the ___ exercise in the book.'],
  ['task', 'Maths was always the ___ subject for me at school.'],
  ['task', 'That was the ___ project of the year.'],
  ['person', 'She is the ___ person in our family.'],
  ['person', 'Who is the ___ student in your class?'],
  ['person', 'He is the ___ person I know.'],
  ['person', 'My grandfather is the ___ man in the village.'],
  ['person', 'Tom is the ___ of the three brothers.'],
  ['device', 'This is the ___ phone I have ever had.'],
  ['device', 'It’s the ___ car in the showroom.'],
  ['device', 'Which is the ___ laptop in this shop?'],
  ['device', 'That was the ___ bike I have ever owned.'],
  ['item', 'This is the ___ sofa in the shop.'],
  ['item', 'She bought the ___ bag she could find.'],
  ['item', 'It’s the ___ jacket I have.'],
  ['story', 'It’s the ___ film I have ever seen.'],
  ['story', 'That was the ___ book I read last year.'],
  ['story', 'It’s their ___ song.'],
  ['story', 'Which is the ___ episode of the series?'],
  ['weather', 'Yesterday was the ___ day of the year.'],
  ['weather', 'It was the ___ summer for twenty years.'],
  ['weather', 'This has been the ___ week of the month.'],
  ['place', 'Kyiv has some of the ___ parks in Europe.'],
  ['place', 'We stayed in the ___ part of the old town.'],
  ['place', 'Which is the ___ district in your city?'],
  ['place', 'It’s one of the ___ places in the country.'],
  ['task', 'Writing essays is the ___ part of the course.'],
  ['task', 'It was one of the ___ decisions of my life.'],
  ['task', 'Which was the ___ question in the test?'],
  ['person', 'My uncle is the ___ person in the whole family.'],
  ['person', 'She is one of the ___ people I have ever met.'],
  ['person', 'Who is the ___ player in the team?'],
  ['person', 'Anna is the ___ of all my friends.'],
  ['device', 'What’s the ___ phone you can buy at the moment?'],
  ['device', 'This is one of the ___ cars on the market.'],
  ['item', 'That’s the ___ chair in the house.'],
  ['item', 'It was the ___ suitcase in the shop.'],
  ['story', 'It’s one of the ___ songs of the year.'],
  ['story', 'What is the ___ book you have ever read?'],
  ['story', 'That was the ___ part of the whole film.'],
  ['weather', 'July is usually the ___ month of the year here.'],
  ['weather', 'Last winter was the ___ winter for years.'],
  ['place', 'This is the ___ hotel in the whole city.'],
  ['place', 'Which is the ___ museum you have ever visited?'],
  ['place', 'It was the ___ restaurant on the street.'],
  ['task', 'The last question was the ___ one.'],
  ['task', 'That was the ___ interview of my life.'],
  ['task', 'Cooking for ten people is the ___ job in the house.'],
  ['person', 'He is the ___ man in our street.'],
  ['person', 'Our teacher is the ___ person in the school.'],
  ['person', 'She was the ___ girl in the class.'],
  ['device', 'This is the ___ model in the range.'],
  ['device', 'Our old car was the ___ car in the family.'],
  ['item', 'This is the ___ bag I have ever bought.'],
  ['item', 'Which is the ___ suitcase in the shop?'],
  ['story', 'That was the ___ match of the season.'],
  ['story', 'It’s the ___ series on TV right now.'],
  ['story', 'This is the ___ chapter in the book.'],
  ['weather', 'Today is the ___ day of the week.'],
  ['weather', 'It was the ___ autumn I can remember.'],
  ['place', 'It’s one of the ___ cities in the country.'],
  ['place', 'It’s one of the ___ hotels I know.'],
  ['place', 'This is one of the ___ streets in the old town.'],
  ['task', 'It was one of the ___ exams I have ever taken.'],
  ['task', 'Learning to drive was one of the ___ things I have ever done.'],
  ['person', 'He is one of the ___ players in the team.'],
  ['person', 'My grandmother is one of the ___ people I know.'],
  ['device', 'It’s one of the ___ laptops you can buy.'],
  ['device', 'This was one of the ___ phones of the year.'],
  ['item', 'It was one of the ___ jackets in the shop.'],
  ['story', 'It’s one of the ___ films of the year.'],
  ['story', 'That was one of the ___ books I have ever read.'],
  ['story', 'It’s one of their ___ songs.'],
  ['weather', 'Yesterday was one of the ___ days of the year.'],
];

const DEVICE_ONLY = new Set(['fast', 'slow', 'reliable', 'modern', 'useful', 'dangerous', 'thin']);
const fits = (a: Adj, cat: string): boolean => {
  if (cat === 'device' || cat === 'item')
    return a.cats.includes('thing') && (cat === 'device' || !DEVICE_ONLY.has(a.base));
  return (a.cats as string[]).includes(cat);
};
/** Combinations that read oddly. */
const ODD =
  /some of the (most comfortable|most modern|most expensive|cheapest|safest|busiest|most crowded|most relaxing|most dangerous|closest|newest|most exciting|cleanest|dirtiest|noisiest|smallest|largest) parks|the (cheapest|most expensive|most comfortable|most relaxing) streets?|the newest (city|cities)|one of the (oldest|youngest|tallest|shortest|thinnest) (people I know|players)|one of the (closest|cleanest|dirtiest|noisiest|largest|smallest) (cities|hotels I know)|one of their (short|long)est songs|one of the (thinnest|lightest|heaviest) phones|one of the (longest|shortest) (things|exams)|most relaxing (restaurant|café|street)|the (largest|smallest) street|most successful episode|the (cleanest|dirtiest|largest) (beach|café)|the (cold|wet|windi|hott|sunni|warm)est autumn|the (tallest|shortest|oldest|youngest|thinnest|fastest) (man in our street|girl in the class|person in the school)|the (thinnest|lightest) model|the (longest|shortest) interview|the (cheapest|newest) (restaurant on|museum you)|the (short|long)est chapter|Today is the (wettest|windiest|hottest|coldest|warmest|sunniest|nicest|best|worst) day of the week|July is usually the (cold|wet|windi|bad|worst|nic|good|best)|Last winter was the (hott|sunni|warm|nic|good|best)|the (newest|oldest|youngest|smallest|tallest|shortest) person in the whole|the (shortest|longest|oldest|youngest|tallest) player|the thinnest chair|the (fastest|slowest|thinnest) phone you can|one of the (closest|newest|busiest|cleanest) places|the (short|long)est part of the whole film|one of the (longest|shortest|oldest) decisions|the (tallest|shortest|oldest|youngest) of all my friends|one of the (youngest|oldest|tallest|shortest|thinnest) people I have|the closest (district|beach|café|restaurant|street|city|hotel)|most exciting (beach|district|café|street|museum)|some of the (smallest|dirtiest|noisiest|busiest|largest) parks|the newest (beach|street|café|restaurant)|the closest (museum|beach|street)|most popular film I have|longest part of your job|the (youngest|oldest) person I know|the (cold|wet|windy)est summer|the coldest summer|the (smallest|biggest) (city|street) I have|their (short|long)est song|the (thinnest|heaviest) (car|bike)|the (closest|largest) (restaurant|café)|the busiest (person|man) in the village|the hottest week/;

export function superlativeWrongs(a: Adj): Wrong[] {
  const params = { adjective: a.base, kind: a.kind, superlative: a.sup };
  if (a.kind === 'er')
    return [
      { choice: a.comp, errorType: 'comparative-for-superlative', params },
      { choice: `most ${a.base}`, errorType: 'most-with-short-adjective', params },
    ];
  if (a.kind === 'more')
    return [
      { choice: a.comp, errorType: 'comparative-for-superlative', params },
      { choice: wrongEst(a), errorType: 'est-with-long-adjective', params },
    ];
  return [
    { choice: a.comp, errorType: 'comparative-for-superlative', params },
    { choice: wrongEst(a), errorType: 'regularised-irregular-adjective', params },
    { choice: `most ${a.base}`, errorType: 'more-with-irregular', params },
  ];
}

/**
 * Task frames take only the adjectives their noun goes with: a decision is important, difficult or easy,
 * never "boring" or "short" ("one of the most boring decisions of my life" was crossed out); a subject or a
 * part of a job is not short or long.
 */
const TASK_FIT: [RegExp, RegExp][] = [
  [/decisions/, /^(important|difficult|hard|easy|good|bad)$/],
  [
    /part of your job|part of the course|job in the house|subject for me/,
    /^(hard|easy|difficult|interesting|boring|stressful|important|good|bad)$/,
  ],
  [/question/, /^(hard|easy|difficult|long|short|interesting|good|bad)$/],
  [
    /project|interview|things I have ever done/,
    /^(hard|easy|difficult|interesting|boring|stressful|important|successful|good|bad)$/,
  ],
  [
    /exams? I have ever taken|exercise in the book/,
    /^(hard|easy|difficult|long|short|interesting|boring|stressful|important)$/,
  ],
];
const taskFits = (frame: string, a: Adj) => TASK_FIT.every(([f, ok]) => !f.test(frame) || ok.test(a.base));

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  FRAMES.forEach(([cat, frame], fi) => {
    const adjs = ADJECTIVES.filter((a) => fits(a, cat) && (cat !== 'task' || taskFits(frame, a)));
    for (const a of rng.shuffle(adjs)) {
      const filled = frame.replace('___', a.sup);
      if (ODD.test(filled)) continue;
      out.push({
        text: frame.replace('___', `___ (${a.base})`),
        answer: a.sup,
        wrong: superlativeWrongs(a),
        ruleId: a.kind === 'er' ? 'short' : a.kind === 'more' ? 'long' : 'irregular',
        trigger: [frame.includes('their ___') ? 'their' : 'the', a.base],
        skeleton: `superlative:${fi}`,
        features: { adjective: a.base },
      });
    }
  });
  return out;
}

export const superlativesTopic: TopicDef = makeTopic(
  {
    slug: 'superlative-adjectives',
    sectionSlug: 'adjective',
    name: {
      en: 'Superlative adjectives: the biggest, the most expensive, the best',
      uk: 'Найвищий ступінь прикметників: the biggest, the most expensive, the best',
    },
    level: 'basic',
    possibleAnswers: ['the -est', 'the most …', 'the best', 'the worst'],
    card: {
      rule: {
        en: 'Short adjectives add -est (cheap → the cheapest; big → the biggest; easy → the easiest). Long adjectives take the most (the most expensive). Good → the best, bad → the worst. We use the superlative to pick one out of a group: the … in town, the … I have ever seen.',
        uk: 'Короткі прикметники додають -est (cheap → the cheapest; big → the biggest; easy → the easiest). Довгі — з the most (the most expensive). Good → the best, bad → the worst. Найвищий ступінь виділяє одне з групи: the … in town, the … I have ever seen.',
      },
      signals: {
        en: 'the / my / their before the gap; in town, of the three, I have ever…',
        uk: 'the / my / their перед пропуском; in town, of the three, I have ever…',
      },
      examples: ['It’s the cheapest hotel in town.', 'It’s the best film I have ever seen.'],
    },
    rules: [
      {
        id: 'short',
        statement: {
          en: 'Short adjectives form the superlative with -est: the cheapest, the biggest, the busiest.',
          uk: 'Короткі прикметники утворюють найвищий ступінь із -est: the cheapest, the biggest, the busiest.',
        },
      },
      {
        id: 'long',
        statement: {
          en: 'Longer adjectives use the most: the most expensive, the most interesting.',
          uk: 'Довші прикметники утворюють найвищий ступінь із the most: the most expensive, the most interesting.',
        },
      },
      {
        id: 'irregular',
        statement: {
          en: 'Good → the best, bad → the worst, far → the furthest.',
          uk: 'Good → the best, bad → the worst, far → the furthest.',
        },
      },
    ],
    target: 1500,
  },
  items,
);
