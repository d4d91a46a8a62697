/**
 * Passive reporting verbs (issue 16, C1): It is said that … / He is said to be … / is thought to have …
 * Five kinds of authored lines, each with the words that force its form: It + passive → that + clause;
 * a present or future state (now, at the moment, next spring, a general truth) → to be; a past state
 * (in 1789, as a child, at the time of the accident) → to have been; a past action with its own object
 * → to have + participle; a past action done to the subject → to have been + participle. A line names
 * its reporting verbs as "{said|thought|believed}", each a variant of one skeleton.
 */
import { expand, type Item, L, makeTopic, rule, type Wrong } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

type Kind = 'it' | 'now' | 'past-state' | 'past-active' | 'past-passive';
/** [sentence with ___ and {verb|alternatives}, kind, the words that force the form, the subject] */
type Line = [string, Kind, string, string];

const SAY = '{said|thought|believed}';
const NEWS = '{said|believed|reported}';

export const REPORTING_LINES: Line[] = [
  // It + passive reporting verb + that-clause
  [`It is ${SAY} ___ the old castle is haunted.`, 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the painting was stolen in the 1990s.`, 'it', 'It is', 'it'],
  [`It is ${SAY} ___ about two hundred people were at the meeting.`, 'it', 'It is', 'it'],
  [`It is ${NEWS} ___ the president will visit Kyiv next month.`, 'it', 'It is', 'it'],
  ['It is {expected|thought|believed} ___ prices will rise again in the spring.', 'it', 'It is', 'it'],
  ['It is {known|thought|believed} ___ the bridge needs repairs.', 'it', 'It is', 'it'],
  ['It was {reported|said|announced} ___ three people had been injured.', 'it', 'It was', 'it'],
  [`It is ${SAY} ___ the fire started in the kitchen.`, 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the restaurant serves the best borscht in town.`, 'it', 'It is', 'it'],
  ['It is {thought|hoped|expected} ___ the new law will help small businesses.', 'it', 'It is', 'it'],
  ['It is {understood|reported|believed} ___ the two companies are planning to merge.', 'it', 'It is', 'it'],
  ['It is {claimed|said|believed} ___ the new drug can cure a headache in ten minutes.', 'it', 'It is', 'it'],
  ['It was {announced|reported|confirmed} ___ the factory would close in May.', 'it', 'It was', 'it'],
  [
    'It is {generally agreed|widely accepted|now accepted} ___ the project was a success.',
    'it',
    'It is',
    'it',
  ],
  ['It is {estimated|thought|expected} ___ the repairs will cost a million euros.', 'it', 'It is', 'it'],
  ['It was once {thought|believed|said} ___ the Earth was flat.', 'it', 'It was', 'it'],
  ['It is {feared|thought|believed} ___ the storm will damage the harvest.', 'it', 'It is', 'it'],
  ['It is {hoped|expected|thought} ___ the road will reopen by Friday.', 'it', 'It is', 'it'],
  [
    'It has been {suggested|proposed|recommended} ___ the school day should start later.',
    'it',
    'It has been',
    'it',
  ],
  ['It is {known|believed|thought} ___ the city was founded in the fifth century.', 'it', 'It is', 'it'],
  [`It is ${SAY} ___ the lake has no bottom.`, 'it', 'It is', 'it'],
  [`It is ${NEWS} ___ the singer has cancelled the tour.`, 'it', 'It is', 'it'],
  [
    'It is {thought|believed|estimated} ___ over a million people visited the exhibition.',
    'it',
    'It is',
    'it',
  ],
  // subject + is said … to be: a present or future state, a general truth
  [`The singer is ${NEWS} ___ very ill at the moment.`, 'now', 'at the moment', 'The singer'],
  [`The missing climbers are ${SAY} ___ still alive.`, 'now', 'still', 'The missing climbers'],
  [`He is ${SAY} ___ living in Spain now.`, 'now', 'now', 'He'],
  [
    'The new bridge is {expected|thought|believed} ___ ready next spring.',
    'now',
    'next spring',
    'The new bridge',
  ],
  [
    'The company is {reported|said|believed} ___ in serious financial trouble at the moment.',
    'now',
    'at the moment',
    'The company',
  ],
  [
    `Our new neighbour is ${SAY} ___ working on a new novel at the moment.`,
    'now',
    'at the moment',
    'Our new neighbour',
  ],
  [
    'The river is {known|said|thought} ___ dangerous after heavy rain.',
    'now',
    'after heavy rain',
    'The river',
  ],
  [`Mount Everest is ${SAY} ___ getting a little taller every year.`, 'now', 'every year', 'Mount Everest'],
  [
    `The prime minister is ${NEWS} ___ on holiday in Greece this week.`,
    'now',
    'this week',
    'The prime minister',
  ],
  [`The house is ${SAY} ___ worth over a million euros now.`, 'now', 'now', 'The house'],
  ['The band is {expected|said|thought} ___ on stage at nine tonight.', 'now', 'tonight', 'The band'],
  [
    'The two leaders are {reported|said|believed} ___ meeting in Geneva at this moment.',
    'now',
    'at this moment',
    'The two leaders',
  ],
  [
    'Dolphins are {known|thought|believed} ___ very intelligent animals.',
    'now',
    'very intelligent animals',
    'Dolphins',
  ],
  [
    'The new phone is {expected|said|thought} ___ in the shops next month.',
    'now',
    'next month',
    'The new phone',
  ],
  [
    'The suspect is {thought|believed|reported} ___ hiding somewhere in the city now.',
    'now',
    'now',
    'The suspect',
  ],
  [
    `The actress is ${NEWS} ___ in talks about a new film at the moment.`,
    'now',
    'at the moment',
    'The actress',
  ],
  ['Green tea is {thought|believed|said} ___ good for the heart.', 'now', 'good for the heart', 'Green tea'],
  // "on Saturday" alone does not say past or future, so "to have been" was right too (review 1601).
  ['The match is {expected|thought|said} ___ a sell-out next Saturday.', 'now', 'next Saturday', 'The match'],
  [`The island is ${SAY} ___ one of the quietest places in Europe today.`, 'now', 'today', 'The island'],
  [`The director is ${NEWS} ___ planning a sequel at the moment.`, 'now', 'at the moment', 'The director'],
  // "in summer" alone lets a past summer in ("to have been full"); "so book early" keeps it now.
  [`The hotel is ${SAY} ___ full every weekend, so book early.`, 'now', 'so book early', 'The hotel'],
  ['The concert is {expected|thought|said} ___ over by eleven tonight.', 'now', 'tonight', 'The concert'],
  [`The missing cat is ${SAY} ___ somewhere in the garden now.`, 'now', 'now', 'The missing cat'],
  // subject + is said … to have been: a past state
  [
    `The castle is ${SAY} ___ the home of a famous poet in the 18th century.`,
    'past-state',
    'in the 18th century',
    'The castle',
  ],
  [`He is ${SAY} ___ a brilliant student when he was young.`, 'past-state', 'when he was young', 'He'],
  [
    `The painter, who died in 1890, is ${SAY} ___ very poor all his life.`,
    'past-state',
    'who died in 1890',
    'The painter',
  ],
  [
    `The driver is ${NEWS} ___ very tired at the time of the accident.`,
    'past-state',
    'at the time of the accident',
    'The driver',
  ],
  [
    `The ship is ${SAY} ___ on its way to Lisbon when it sank in 1789.`,
    'past-state',
    'when it sank in 1789',
    'The ship',
  ],
  [
    `The house is ${SAY} ___ empty for years before the new owners bought it.`,
    'past-state',
    'before the new owners bought it',
    'The house',
  ],
  [
    `She is ${SAY} ___ the first woman in the town to drive a car, back in the 1920s.`,
    'past-state',
    'back in the 1920s',
    'She',
  ],
  [
    `Two men are ${NEWS} ___ in the building when the fire started last night.`,
    'past-state',
    'when the fire started last night',
    'Two men',
  ],
  [
    `The restaurant is ${SAY} ___ much better before the old chef left.`,
    'past-state',
    'before the old chef left',
    'The restaurant',
  ],
  [
    'The suspect is {known|thought|believed} ___ in the area on the night of the robbery.',
    'past-state',
    'on the night of the robbery',
    'The suspect',
  ],
  [
    `The king who ruled here in the 1500s is ${SAY} ___ a kind man.`,
    'past-state',
    'in the 1500s',
    'The king',
  ],
  [
    `The pilot is ${NEWS} ___ in good health before the flight.`,
    'past-state',
    'before the flight',
    'The pilot',
  ],
  [`The film star is ${SAY} ___ very shy as a child.`, 'past-state', 'as a child', 'The film star'],
  [
    `The old theatre is ${SAY} ___ the most popular place in town a hundred years ago.`,
    'past-state',
    'a hundred years ago',
    'The old theatre',
  ],
  [
    `The old factory is ${SAY} ___ the biggest employer in the town in the 1970s.`,
    'past-state',
    'in the 1970s',
    'The old factory',
  ],
  [
    'The victim is {believed|thought|reported} ___ alone when the attack happened.',
    'past-state',
    'when the attack happened',
    'The victim',
  ],
  // subject + is said … to have + participle: a past action with its own object
  [`He is ${SAY} ___ left the country last year.`, 'past-active', 'last year', 'He'],
  [`The thieves are ${SAY} ___ escaped in a stolen car.`, 'past-active', 'escaped', 'The thieves'],
  [`The writer is ${SAY} ___ written the novel in just six weeks.`, 'past-active', 'the novel', 'The writer'],
  [
    'The company is {reported|said|believed} ___ lost millions last year.',
    'past-active',
    'last year',
    'The company',
  ],
  [
    `The old professor is ${SAY} ___ read every book in the library.`,
    'past-active',
    'every book in the library',
    'The old professor',
  ],
  [`The explorer is ${SAY} ___ reached the coast in 1520.`, 'past-active', 'in 1520', 'The explorer'],
  [
    'The minister is {reported|said|believed} ___ resigned this morning.',
    'past-active',
    'this morning',
    'The minister',
  ],
  [
    `The burglar is ${SAY} ___ entered the house through the kitchen window.`,
    'past-active',
    'the house',
    'The burglar',
  ],
  [`The director is ${SAY} ___ spent ten years making the film.`, 'past-active', 'ten years', 'The director'],
  [
    'The ancient Egyptians are {known|thought|believed} ___ used this plant as medicine.',
    'past-active',
    'this plant',
    'The ancient Egyptians',
  ],
  [
    'The singer is {reported|said|believed} ___ cancelled the rest of the tour.',
    'past-active',
    'the rest of the tour',
    'The singer',
  ],
  [
    'The boy is {thought|believed|reported} ___ run away from home last Monday.',
    'past-active',
    'last Monday',
    'The boy',
  ],
  ['The police are {reported|said|believed} ___ arrested two men.', 'past-active', 'two men', 'The police'],
  [`The dog is ${SAY} ___ saved its owner’s life.`, 'past-active', 'its owner’s life', 'The dog'],
  [
    `The robbers are ${SAY} ___ taken jewellery worth a million euros.`,
    'past-active',
    'jewellery',
    'The robbers',
  ],
  [
    'The company’s boss is {reported|said|believed} ___ earned ten million euros last year.',
    'past-active',
    'ten million euros',
    'The company’s boss',
  ],
  [
    `The prince is ${SAY} ___ married a farmer’s daughter.`,
    'past-active',
    'a farmer’s daughter',
    'The prince',
  ],
  [
    'Dinosaurs are {thought|believed|known} ___ lived on Earth for about 165 million years.',
    'past-active',
    'for about 165 million years',
    'Dinosaurs',
  ],
  [
    `The composer is ${SAY} ___ written his first symphony at the age of nine.`,
    'past-active',
    'his first symphony',
    'The composer',
  ],
  [
    'The hackers are {thought|believed|reported} ___ stolen the data of two million customers.',
    'past-active',
    'the data',
    'The hackers',
  ],
  [
    'The footballer is {said|reported|believed} ___ signed a new contract yesterday.',
    'past-active',
    'a new contract',
    'The footballer',
  ],
  // subject + is said … to have been + participle: a past action done to the subject
  [
    `The castle is ${SAY} ___ built in the 12th century.`,
    'past-passive',
    'in the 12th century',
    'The castle',
  ],
  [`The painting is ${SAY} ___ stolen in 1990.`, 'past-passive', 'in 1990', 'The painting'],
  [`Three people are ${NEWS} ___ injured in the crash.`, 'past-passive', 'in the crash', 'Three people'],
  [
    `The letter is ${SAY} ___ written by the queen herself.`,
    'past-passive',
    'by the queen herself',
    'The letter',
  ],
  [`The ring is ${SAY} ___ lost at sea in the 1700s.`, 'past-passive', 'in the 1700s', 'The ring'],
  [
    'The church is {known|said|believed} ___ destroyed by fire in 1812.',
    'past-passive',
    'by fire in 1812',
    'The church',
  ],
  [
    `The old bridge is ${SAY} ___ designed by a famous engineer.`,
    'past-passive',
    'by a famous engineer',
    'The old bridge',
  ],
  [
    'The thief is {believed|reported|said} ___ caught by the police last night.',
    'past-passive',
    'by the police last night',
    'The thief',
  ],
  [`The documents are ${SAY} ___ destroyed in the fire.`, 'past-passive', 'in the fire', 'The documents'],
  [`The village is ${SAY} ___ founded by Cossacks.`, 'past-passive', 'by Cossacks', 'The village'],
  [
    `The statue is ${SAY} ___ made about two thousand years ago.`,
    'past-passive',
    'about two thousand years ago',
    'The statue',
  ],
  [`The song is ${SAY} ___ written in just ten minutes.`, 'past-passive', 'in just ten minutes', 'The song'],
  [
    'Two of the climbers are {reported|said|believed} ___ rescued this morning.',
    'past-passive',
    'this morning',
    'Two of the climbers',
  ],
  [
    'The house is {reported|said|believed} ___ sold for over two million euros last week.',
    'past-passive',
    'last week',
    'The house',
  ],
  [
    `The manuscript is ${SAY} ___ hidden in the monastery during the war.`,
    'past-passive',
    'during the war',
    'The manuscript',
  ],
  [`The poet is ${SAY} ___ born in a small village near Poltava.`, 'past-passive', 'born', 'The poet'],
  [
    'Hundreds of trees are {reported|said|believed} ___ damaged in last night’s storm.',
    'past-passive',
    'in last night’s storm',
    'Hundreds of trees',
  ],
  [
    `The treasure is ${SAY} ___ buried under the old oak tree centuries ago.`,
    'past-passive',
    'centuries ago',
    'The treasure',
  ],
  // Grown for issue 16 (full catalogue): a few more lines of the thinner kinds.
  [`The old lighthouse is ${SAY} ___ haunted to this day.`, 'now', 'to this day', 'The old lighthouse'],
  [
    'The new stadium is {expected|thought|said} ___ ready in time for next season.',
    'now',
    'next season',
    'The new stadium',
  ],
  [
    `The shop on the corner is ${SAY} ___ the cheapest place in town for fresh fruit these days.`,
    'now',
    'these days',
    'The shop on the corner',
  ],
  [
    `The composer is ${SAY} ___ deaf when he wrote his last symphony.`,
    'past-state',
    'when he wrote his last symphony',
    'The composer',
  ],
  [
    `The old mill is ${SAY} ___ the busiest building in the village in the 19th century.`,
    'past-state',
    'in the 19th century',
    'The old mill',
  ],
  [
    `The actor is ${NEWS} ___ very nervous before his first big role last year.`,
    'past-state',
    'last year',
    'The actor',
  ],
  [
    `The prisoners are ${NEWS} ___ escaped through a tunnel last night.`,
    'past-active',
    'last night',
    'The prisoners',
  ],
  [
    `The author is ${SAY} ___ written the novel in just six weeks.`,
    'past-active',
    'in just six weeks',
    'The author',
  ],
  [
    `The former manager is ${NEWS} ___ moved to Canada a few years ago.`,
    'past-active',
    'a few years ago',
    'The former manager',
  ],
  [`The bank is ${NEWS} ___ robbed twice last year.`, 'past-passive', 'twice last year', 'The bank'],
  [`The old theatre is ${SAY} ___ built in the 1890s.`, 'past-passive', 'in the 1890s', 'The old theatre'],
  [
    `The missing painting is ${NEWS} ___ found in a flat in Paris last week.`,
    'past-passive',
    'in a flat in Paris last week',
    'The missing painting',
  ],
];

const ANSWER: Record<Kind, string> = {
  it: 'that',
  now: 'to be',
  'past-state': 'to have been',
  'past-active': 'to have',
  'past-passive': 'to have been',
};

function wrongFor(kind: Kind, trigger: string, subject: string): Wrong[] {
  switch (kind) {
    case 'it':
      return [
        { choice: 'to be', errorType: 'reporting-infinitive-after-it' },
        { choice: 'to have been', errorType: 'reporting-infinitive-after-it' },
      ];
    case 'now':
      return [
        { choice: 'to have been', errorType: 'reporting-perfect-for-present', params: { marker: trigger } },
        { choice: 'that', errorType: 'reporting-that-after-subject', params: { subject } },
      ];
    case 'past-state':
      return [
        { choice: 'to be', errorType: 'reporting-simple-for-past', params: { marker: trigger } },
        { choice: 'that', errorType: 'reporting-that-after-subject', params: { subject } },
      ];
    case 'past-active':
      return [
        { choice: 'to have been', errorType: 'reporting-passive-for-active', params: { subject } },
        { choice: 'to be', errorType: 'reporting-simple-for-past', params: { marker: trigger } },
      ];
    case 'past-passive':
      return [
        { choice: 'to have', errorType: 'reporting-active-for-passive', params: { subject } },
        { choice: 'to be', errorType: 'reporting-simple-for-past', params: { marker: trigger } },
      ];
  }
}

function items(): Item[] {
  const out: Item[] = [];
  REPORTING_LINES.forEach(([template, kind, trigger, subject], i) => {
    for (const text of expand(template))
      out.push({
        text,
        answer: ANSWER[kind],
        wrong: wrongFor(kind, trigger, subject),
        ruleId:
          kind === 'it'
            ? 'it-that'
            : kind === 'now'
              ? 'to-be'
              : kind === 'past-active'
                ? 'to-have'
                : 'to-have-been',
        trigger: [trigger],
        features: { kind },
        skeleton: `reporting-${i}`,
      });
  });
  return out;
}

export const passiveReportingVerbs: TopicDef = makeTopic(
  {
    slug: 'passive-reporting-verbs',
    sectionSlug: 'passive-voice',
    name: L('It is said that… / He is said to be…', 'It is said that… / He is said to be…'),
    level: 'advanced',
    possibleAnswers: ['that', 'to be', 'to have', 'to have been'],
    card: {
      rule: L(
        'To report what people say, think or believe without naming them, use It is said/thought/believed + that + clause, or subject + is said/thought/believed + to-infinitive. The infinitive shows the time: to be for now or the future (He is said to be ill), to have + participle for an earlier action (He is said to have left), to have been for an earlier state or an earlier passive (The castle is thought to have been built in 1150).',
        'Щоб передати, що кажуть, думають чи вважають люди, не називаючи їх, уживаємо It is said/thought/believed + that + підрядне речення або підмет + is said/thought/believed + інфінітив із to. Інфінітив показує час: to be — тепер чи в майбутньому (He is said to be ill), to have + третя форма — дія, що відбулася раніше (He is said to have left), to have been — стан у минулому чи пасивна дія в минулому (The castle is thought to have been built in 1150).',
      ),
      signals: L(
        'It is said → that; now, at the moment, next month → to be; in 1789, last year, as a child → to have (been); by someone, in the fire → to have been + participle',
        'It is said → that; now, at the moment, next month → to be; in 1789, last year, as a child → to have (been); by someone, in the fire → to have been + третя форма',
      ),
      examples: [
        'It is said that the castle is haunted. He is said to be very rich.',
        'He is thought to have left the country. The castle is believed to have been built in 1150.',
      ],
    },
    rules: [
      rule(
        'it-that',
        'It + is said/thought/believed + that + a clause with its own subject.',
        'It + is said/thought/believed + that + підрядне речення зі своїм підметом.',
      ),
      rule(
        'to-be',
        'Subject + is said … + to be: a state now or in the future.',
        'Підмет + is said … + to be: стан тепер чи в майбутньому.',
      ),
      rule(
        'to-have',
        'Subject + is said … + to have + past participle: an earlier action the subject did.',
        'Підмет + is said … + to have + третя форма: дія, яку підмет виконав раніше.',
      ),
      rule(
        'to-have-been',
        'Subject + is said … + to have been: an earlier state, or (with a past participle) an earlier action done to the subject.',
        'Підмет + is said … + to have been: стан у минулому або (з третьою формою) дія, яку раніше виконали над підметом.',
      ),
    ],
    target: 600,
  },
  items,
);
