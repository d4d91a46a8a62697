import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ADJECTIVES, type Adj, wrongEst } from '../../lexicon/adjectives.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './superlative-adjectives.json' with { type: 'json' };

/**
 * Authored frames, each with the adjectives people really compare its noun by (blind rounds crossed out
 * "the dirtiest museum", "the most comfortable city", "a thin bike": a category-wide adjective list keeps
 * producing them). A frame that picks one of a few parts ("the ___ part of the old town") would also take a
 * comparative when there are two, so such frames say "one of the ___ parts".
 */
const FRAMES: [string, string][] = [
  [
    'It’s the ___ hotel we have ever stayed in.',
    'good bad nice cheap expensive comfortable clean dirty noisy big small modern beautiful old relaxing',
  ],
  [
    'This is the ___ city I have ever visited.',
    'good bad nice big beautiful interesting expensive cheap busy crowded noisy dirty clean safe dangerous pretty exciting modern old',
  ],
  [
    'It’s the ___ restaurant in town.',
    'good bad nice cheap expensive popular famous busy old new big small modern crowded',
  ],
  [
    'Which is the ___ beach on the island?',
    'good nice beautiful big long busy crowded popular safe pretty famous',
  ],
  [
    'This is the ___ street in the city.',
    'busy long old famous noisy beautiful pretty crowded dangerous expensive',
  ],
  [
    'It was the ___ museum we saw on our trip.',
    'good bad interesting boring big small old modern famous beautiful crowded',
  ],
  ['What’s the ___ café near your office?', 'good nice cheap expensive popular busy'],
  ['It was the ___ exam I have ever taken.', 'hard easy difficult long short stressful important'],
  [
    'What is the ___ part of your job?',
    'hard easy difficult interesting boring stressful important good bad',
  ],
  ['This is the ___ exercise in the book.', 'hard easy difficult long short interesting boring useful'],
  ['Maths was always the ___ subject for me at school.', 'hard easy difficult interesting boring'],
  [
    'That was the ___ project of the year.',
    'hard easy difficult interesting boring stressful important successful good bad',
  ],
  [
    'She is the ___ person in our family.',
    'old young tall short kind busy strong rich patient careful serious successful nice',
  ],
  ['Who is the ___ student in your class?', 'tall short old young good kind strong popular serious careful'],
  [
    'He is the ___ person I know.',
    'kind patient careful busy rich strong nice interesting serious successful famous reliable',
  ],
  ['My grandfather is the ___ man in the village.', 'old tall rich strong kind famous'],
  ['Tom is the ___ of the three brothers.', 'old young tall short strong kind serious'],
  [
    'This is the ___ phone I have ever had.',
    'good bad expensive cheap fast slow light heavy thin reliable big small',
  ],
  ['It’s the ___ car in the showroom.', 'expensive cheap fast big small new modern popular comfortable safe'],
  [
    'Which is the ___ laptop in this shop?',
    'expensive cheap fast slow light heavy thin good new small big popular reliable',
  ],
  [
    'That was the ___ bike I have ever owned.',
    'good bad expensive cheap fast slow light heavy old reliable comfortable',
  ],
  ['This is the ___ sofa in the shop.', 'comfortable expensive cheap big small modern'],
  ['She bought the ___ bag she could find.', 'cheap expensive big small light good'],
  ['It’s the ___ jacket I have.', 'old new expensive cheap light heavy warm good comfortable'],
  ['It’s the ___ film I have ever seen.', 'good bad sad long boring interesting exciting'],
  [
    'That was the ___ book I read last year.',
    'good bad sad long short boring interesting exciting useful serious',
  ],
  ['It’s their ___ song.', 'popular famous good bad sad long successful'],
  [
    'Which is the ___ episode of the series?',
    'good bad sad long short boring interesting exciting popular famous',
  ],
  ['Yesterday was the ___ day of the year.', 'hot cold warm wet sunny windy long short busy'],
  ['It was the ___ summer for twenty years.', 'hot sunny warm good'],
  ['This has been the ___ week of the month.', 'busy hard stressful wet cold'],
  ['Kyiv has some of the ___ parks in Europe.', 'beautiful big old large good nice pretty famous'],
  ['We stayed in one of the ___ parts of the old town.', 'old beautiful pretty expensive noisy nice busy'],
  [
    'Which is the ___ district in your city?',
    'safe dangerous expensive cheap old busy big modern beautiful noisy',
  ],
  [
    'It’s one of the ___ places in the country.',
    'beautiful famous popular dangerous expensive interesting pretty cold hot wet',
  ],
  [
    'Writing essays is the ___ part of the course.',
    'hard easy difficult interesting boring stressful important useful',
  ],
  ['It was one of the ___ decisions of my life.', 'important difficult hard easy good bad'],
  ['Which was the ___ question in the test?', 'hard easy difficult long short'],
  [
    'My uncle is the ___ person in the whole family.',
    'rich kind busy patient careful serious successful strong',
  ],
  [
    'She is one of the ___ people I have ever met.',
    'kind interesting patient careful serious successful famous rich nice busy',
  ],
  ['Who is the ___ player in the team?', 'good fast strong tall young popular famous successful'],
  ['Anna is the ___ of all my friends.', 'kind busy patient careful serious rich successful'],
  ['What’s the ___ phone you can buy at the moment?', 'good cheap expensive light reliable popular'],
  [
    'This is one of the ___ cars on the market.',
    'expensive cheap fast safe popular reliable comfortable good small big modern',
  ],
  ['That’s the ___ chair in the house.', 'comfortable old heavy good big'],
  ['It was the ___ suitcase in the shop.', 'cheap expensive big small light heavy good'],
  ['It’s one of the ___ songs of the year.', 'popular good bad sad successful'],
  ['What is the ___ book you have ever read?', 'good bad sad long boring interesting exciting useful'],
  ['That was the ___ part of the whole film.', 'good bad sad boring interesting exciting'],
  ['July is usually the ___ month of the year here.', 'hot warm sunny busy'],
  ['Last winter was the ___ winter for years.', 'cold wet windy bad'],
  [
    'This is the ___ hotel in the whole city.',
    'expensive cheap big small old modern famous popular good nice comfortable busy beautiful',
  ],
  ['Which is the ___ museum you have ever visited?', 'good bad interesting boring beautiful big crowded'],
  [
    'It was the ___ restaurant on the street.',
    'expensive good nice busy popular noisy big small old crowded',
  ],
  ['The last question was the ___ one.', 'hard easy difficult long short interesting'],
  ['That was the ___ interview of my life.', 'hard difficult stressful important good bad easy'],
  ['Cooking for ten people is the ___ job in the house.', 'hard difficult stressful boring'],
  ['He is the ___ man in our street.', 'rich kind famous busy nice'],
  ['Our teacher is the ___ person in the school.', 'kind busy patient careful serious popular'],
  ['She was the ___ girl in the class.', 'kind popular pretty careful serious tall young'],
  ['This is the ___ model in the range.', 'expensive cheap fast good new modern popular reliable small big'],
  ['Our old car was the ___ car in the family.', 'slow small big fast reliable cheap comfortable good bad'],
  ['This is the ___ bag I have ever bought.', 'expensive cheap big small light heavy good bad useful'],
  ['Which is the ___ suitcase in the shop?', 'cheap expensive big small light heavy good'],
  ['That was the ___ match of the season.', 'good bad boring exciting important long hard'],
  ['It’s the ___ series on TV right now.', 'popular good bad boring interesting exciting'],
  ['This is the ___ chapter in the book.', 'good sad boring interesting exciting important difficult'],
  ['Today is the ___ day of the week.', 'busy hard stressful long'],
  ['It was the ___ autumn I can remember.', 'good bad nice'],
  [
    'It’s one of the ___ cities in the country.',
    'big old beautiful expensive popular dangerous safe famous interesting pretty busy',
  ],
  ['It’s one of the ___ hotels I know.', 'good nice expensive cheap comfortable old famous beautiful'],
  ['This is one of the ___ streets in the old town.', 'old busy beautiful pretty famous crowded long noisy'],
  ['It was one of the ___ exams I have ever taken.', 'hard easy difficult stressful important'],
  [
    'Learning to drive was one of the ___ things I have ever done.',
    'hard difficult stressful useful important exciting good',
  ],
  ['He is one of the ___ players in the team.', 'good fast strong popular famous successful'],
  [
    'My grandmother is one of the ___ people I know.',
    'kind patient careful busy interesting strong nice serious',
  ],
  ['It’s one of the ___ laptops you can buy.', 'good cheap expensive fast light thin reliable popular'],
  ['This was one of the ___ phones of the year.', 'popular good bad expensive cheap fast successful'],
  ['It was one of the ___ jackets in the shop.', 'warm expensive cheap light heavy good nice'],
  ['It’s one of the ___ films of the year.', 'good bad popular successful exciting interesting boring sad'],
  ['That was one of the ___ books I have ever read.', 'good bad sad long boring interesting exciting useful'],
  ['It’s one of their ___ songs.', 'popular famous good sad successful'],
  ['Yesterday was one of the ___ days of the year.', 'hot cold warm wet sunny windy busy'],
];

/**
 * Places typed by what a speaker ranks them by. Popularity, fame, price, age and size rank a place within
 * an area ("the most popular museum in the city"); only an experience ranks it across the places the
 * listener has been to ("the best / most interesting museum you have ever visited"), never popularity.
 */
interface Place {
  noun: string;
  /** Where it is ranked: "in town", "in the city", "on this street". */
  area: string;
  /** Adjectives for the area frames. */
  area_adjs: string;
  /** How it is experienced ("been to", "eaten in") and the adjectives that rank that experience. */
  ever: [string, string];
}
const PLACES: Place[] = [
  {
    noun: 'restaurant',
    area: 'in town',
    area_adjs: 'good popular famous expensive cheap old new busy',
    ever: ['eaten in', 'good bad expensive cheap nice'],
  },
  {
    noun: 'café',
    area: 'in the old town',
    area_adjs: 'good popular cheap busy old nice famous',
    ever: ['been to', 'good nice cheap'],
  },
  {
    noun: 'museum',
    area: 'in the city',
    area_adjs: 'popular famous old big modern interesting',
    ever: ['been to', 'good interesting boring beautiful big'],
  },
  {
    noun: 'park',
    area: 'in the city',
    area_adjs: 'big old beautiful popular famous busy crowded',
    ever: ['been to', 'beautiful big nice'],
  },
  {
    noun: 'supermarket',
    area: 'in our area',
    area_adjs: 'cheap expensive big busy good new',
    ever: ['been to', 'big expensive'],
  },
  {
    noun: 'gym',
    area: 'in town',
    area_adjs: 'cheap expensive good popular busy big new modern',
    ever: ['trained in', 'good bad expensive modern'],
  },
  {
    noun: 'school',
    area: 'in the city',
    area_adjs: 'good old popular famous big',
    ever: ['studied at', 'good bad'],
  },
  {
    noun: 'bridge',
    area: 'in the city',
    area_adjs: 'old long famous beautiful busy modern',
    ever: ['walked across', 'long beautiful'],
  },
  {
    noun: 'market',
    area: 'in the city',
    area_adjs: 'big busy old famous cheap popular',
    ever: ['been to', 'big busy'],
  },
  {
    noun: 'beach',
    area: 'in the country',
    area_adjs: 'beautiful famous popular long big crowded busy safe',
    ever: ['been to', 'beautiful good crowded'],
  },
  {
    noun: 'hotel',
    area: 'on the coast',
    area_adjs: 'expensive cheap big old modern famous popular good comfortable',
    ever: ['worked in', 'good bad busy'],
  },
  {
    noun: 'shop',
    area: 'on this street',
    area_adjs: 'cheap expensive old popular busy small big',
    ever: ['been to', 'expensive cheap'],
  },
  {
    noun: 'library',
    area: 'in the city',
    area_adjs: 'old big modern popular famous',
    ever: ['been to', 'big beautiful'],
  },
  {
    noun: 'theatre',
    area: 'in the city',
    area_adjs: 'old famous popular beautiful big',
    ever: ['been to', 'beautiful good big'],
  },
];
const AREA_FRAMES = ['It’s the ___ N A.', 'Which is the ___ N A?', 'They say it’s one of the ___ Ns A.'];
const EVER_FRAMES = ['What’s the ___ N you have ever E?', 'It’s the ___ N I have ever E.'];

const placeFrames = (): [string, string][] =>
  PLACES.flatMap((p) => [
    ...AREA_FRAMES.map(
      (f) =>
        [
          f
            .replace(' Ns ', ` ${plural(p.noun)} `)
            .replace(' N ', ` ${p.noun} `)
            .replace(' A', ` ${p.area}`),
          p.area_adjs,
        ] as [string, string],
    ),
    ...EVER_FRAMES.map(
      (f) => [f.replace(' N ', ` ${p.noun} `).replace(' E', ` ${p.ever[0]}`), p.ever[1]] as [string, string],
    ),
  ]);

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

const BY_BASE = new Map(ADJECTIVES.map((a) => [a.base, a]));
/** Every frame with its adjectives (an unknown adjective in a list is an authoring slip: it throws). */
export const SUPERLATIVE_FRAMES: [string, Adj[]][] = [...FRAMES, ...placeFrames()].map(([frame, list]) => [
  frame,
  list.split(' ').map((b) => {
    const a = BY_BASE.get(b);
    if (!a) throw new Error(`superlatives: unknown adjective "${b}" in "${frame}"`);
    return a;
  }),
]);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  SUPERLATIVE_FRAMES.forEach(([frame, adjs], fi) => {
    for (const a of rng.shuffle(adjs)) {
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

export const superlativesTopic: TopicDef = makeTopic(copy, { target: 1500, build: items });
