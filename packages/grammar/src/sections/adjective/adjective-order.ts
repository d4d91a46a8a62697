import { type Item, makeTopic } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './adjective-order.json' with { type: 'json' };

/** Order: opinion, size, age, shape, colour, origin, material (then the noun). */
const ORDER = ['opinion', 'size', 'age', 'shape', 'colour', 'origin', 'material'] as const;
type Slot = (typeof ORDER)[number];
const WORDS: Record<Slot, string[]> = {
  opinion: ['lovely', 'beautiful', 'ugly', 'nice', 'strange', 'elegant'],
  size: ['big', 'small', 'huge', 'tiny', 'large'],
  age: ['old', 'new', 'modern', 'antique'],
  shape: ['round', 'square'],
  colour: ['red', 'black', 'white', 'blue', 'green', 'brown'],
  origin: ['Italian', 'French', 'Japanese', 'Ukrainian', 'Turkish'],
  material: ['wooden', 'leather', 'silk', 'glass', 'metal', 'woollen', 'cotton'],
};
/** Nouns and the slots/words that suit them. */
const NOUNS: [string, Partial<Record<Slot, string[]>>][] = [
  [
    'table',
    {
      opinion: ['lovely', 'ugly', 'elegant'],
      size: ['big', 'small', 'large'],
      age: ['old', 'new', 'antique'],
      shape: ['round', 'square'],
      colour: ['white', 'black', 'brown'],
      origin: ['Italian', 'French'],
      material: ['wooden', 'glass', 'metal'],
    },
  ],
  [
    'bag',
    {
      opinion: ['lovely', 'beautiful', 'ugly', 'elegant'],
      size: ['big', 'small', 'tiny'],
      age: ['old', 'new'],
      colour: ['red', 'black', 'brown'],
      origin: ['Italian', 'French'],
      material: ['leather', 'cotton'],
    },
  ],
  [
    'scarf',
    {
      opinion: ['lovely', 'beautiful', 'nice'],
      age: ['old', 'new'],
      colour: ['red', 'blue', 'green'],
      origin: ['Italian', 'Turkish'],
      material: ['silk', 'woollen', 'cotton'],
    },
  ],
  [
    'vase',
    {
      opinion: ['beautiful', 'ugly', 'strange'],
      size: ['big', 'small', 'huge', 'tiny'],
      age: ['old', 'antique', 'modern'],
      shape: ['round', 'square'],
      colour: ['blue', 'white', 'green'],
      origin: ['Japanese', 'Turkish'],
      material: ['glass'],
    },
  ],
  [
    'house',
    {
      opinion: ['lovely', 'beautiful', 'ugly', 'strange'],
      size: ['big', 'small', 'huge', 'tiny'],
      age: ['old', 'new', 'modern'],
      colour: ['white', 'red', 'blue'],
      material: ['wooden'],
    },
  ],
  [
    'car',
    {
      opinion: ['lovely', 'beautiful', 'ugly'],
      size: ['big', 'small', 'tiny'],
      age: ['old', 'new'],
      colour: ['red', 'black', 'white', 'blue'],
      origin: ['Italian', 'French', 'Japanese'],
    },
  ],
  [
    'jacket',
    {
      opinion: ['lovely', 'nice', 'elegant'],
      age: ['old', 'new'],
      colour: ['black', 'brown', 'blue'],
      origin: ['Italian'],
      material: ['leather', 'woollen', 'cotton'],
    },
  ],
  [
    'box',
    {
      opinion: ['lovely', 'strange'],
      size: ['big', 'small', 'tiny', 'huge'],
      age: ['old', 'antique'],
      shape: ['round', 'square'],
      colour: ['red', 'black', 'white'],
      origin: ['Japanese'],
      material: ['wooden', 'metal'],
    },
  ],
  [
    'shirt',
    {
      opinion: ['lovely', 'nice', 'ugly'],
      age: ['old', 'new'],
      colour: ['white', 'blue', 'green'],
      origin: ['Italian', 'French'],
      material: ['silk', 'cotton'],
    },
  ],
  [
    'rug',
    {
      opinion: ['beautiful', 'lovely', 'ugly'],
      size: ['big', 'small', 'huge', 'large'],
      age: ['old', 'antique', 'new'],
      shape: ['round', 'square'],
      colour: ['red', 'green', 'blue', 'brown'],
      origin: ['Turkish', 'Ukrainian'],
      material: ['woollen', 'silk', 'cotton'],
    },
  ],
];
const FRAMES: [string, RegExp][] = [
  ['She bought ___ NOUN.', /./],
  ['I’d love to have ___ NOUN.', /./],
  ['There is ___ NOUN in the shop window.', /^(bag|scarf|vase|jacket|box|shirt)$/],
  ['My grandmother gave me ___ NOUN.', /^(bag|scarf|vase|jacket|box|shirt|rug|table)$/],
  ['We saw ___ NOUN at the market.', /^(bag|scarf|vase|jacket|box|shirt|rug|table)$/],
  ['They live in ___ NOUN.', /^(house)$/],
  ['He drives ___ NOUN.', /^(car)$/],
];

/** The class of every adjective the authored bases use (the order's slots, plus purpose right before the noun). */
export const CLASS: Record<string, Slot | 'purpose'> = {
  lovely: 'opinion',
  beautiful: 'opinion',
  nice: 'opinion',
  ugly: 'opinion',
  elegant: 'opinion',
  strange: 'opinion',
  comfortable: 'opinion',
  expensive: 'opinion',
  cheap: 'opinion',
  valuable: 'opinion',
  wonderful: 'opinion',
  funny: 'opinion',
  pretty: 'opinion',
  friendly: 'opinion',
  delicious: 'opinion',
  simple: 'opinion',
  sad: 'opinion',
  soft: 'opinion',
  noisy: 'opinion',
  warm: 'opinion',
  fast: 'opinion',
  big: 'size',
  small: 'size',
  little: 'size',
  huge: 'size',
  tiny: 'size',
  long: 'size',
  tall: 'size',
  short: 'size',
  large: 'size',
  thick: 'size',
  old: 'age',
  new: 'age',
  young: 'age',
  modern: 'age',
  medieval: 'age',
  'second-hand': 'age',
  red: 'colour',
  black: 'colour',
  white: 'colour',
  blue: 'colour',
  green: 'colour',
  brown: 'colour',
  grey: 'colour',
  pink: 'colour',
  orange: 'colour',
  ginger: 'colour',
  'black-and-white': 'colour',
  colourful: 'colour',
  Italian: 'origin',
  French: 'origin',
  Japanese: 'origin',
  Ukrainian: 'origin',
  Turkish: 'origin',
  German: 'origin',
  Roman: 'origin',
  Chinese: 'origin',
  Swiss: 'origin',
  Dutch: 'origin',
  Russian: 'origin',
  Spanish: 'origin',
  wooden: 'material',
  leather: 'material',
  silk: 'material',
  glass: 'material',
  metal: 'material',
  woollen: 'material',
  cotton: 'material',
  silver: 'material',
  gold: 'material',
  stone: 'material',
  oak: 'material',
  plastic: 'material',
  marble: 'material',
  steel: 'material',
  sandy: 'material',
  chocolate: 'material',
  electric: 'purpose',
  baseball: 'purpose',
  apple: 'purpose',
};
/**
 * Authored bases (issue 16), one skeleton each: a sentence with ___ before its noun and the adjective sets
 * it is said with. Only orders every native speaker accepts: never two adjectives of one class, never a
 * shape or antique (classifiers move freely), never an opinion next to a size word other than little
 * (big beautiful and beautiful big are both heard).
 */
type OrderLine = [text: string, noun: string, sets: string[][]];
export const ORDER_LINES: OrderLine[] = [
  [
    'For her birthday, Oksana got ___ scarf from her aunt.',
    'scarf',
    [
      ['red', 'silk'],
      ['beautiful', 'Italian', 'silk'],
    ],
  ],
  [
    'My grandfather still drives ___ car.',
    'car',
    [
      ['old', 'black'],
      ['big', 'old', 'German'],
    ],
  ],
  [
    'We had dinner at ___ restaurant near the station.',
    'restaurant',
    [
      ['nice', 'Italian'],
      ['lovely', 'little', 'Italian'],
    ],
  ],
  [
    'He was wearing ___ suit at the wedding.',
    'suit',
    [
      ['elegant', 'grey', 'woollen'],
      ['new', 'grey'],
    ],
  ],
  [
    'They live in ___ house by the sea.',
    'house',
    [
      ['big', 'white'],
      ['lovely', 'old', 'white'],
    ],
  ],
  [
    'She keeps her earrings in ___ box.',
    'box',
    [
      ['small', 'wooden'],
      ['little', 'red', 'Chinese'],
    ],
  ],
  [
    'Our neighbours have ___ dog.',
    'dog',
    [
      ['big', 'black'],
      ['small', 'white'],
    ],
  ],
  [
    'I found ___ coin in the garden.',
    'coin',
    [
      ['old', 'Roman'],
      ['small', 'old', 'silver'],
    ],
  ],
  [
    'My sister bought ___ sofa for her new flat.',
    'sofa',
    [
      ['comfortable', 'grey'],
      ['big', 'green', 'leather'],
    ],
  ],
  [
    'There’s ___ table in the middle of the kitchen.',
    'table',
    [
      ['big', 'wooden'],
      ['lovely', 'old', 'oak'],
    ],
  ],
  [
    'He gave her ___ ring.',
    'ring',
    [
      ['beautiful', 'gold'],
      ['small', 'silver'],
    ],
  ],
  [
    'We stayed in ___ hotel in the mountains.',
    'hotel',
    [
      ['lovely', 'old'],
      ['small', 'Swiss'],
    ],
  ],
  [
    'She was carrying ___ bag.',
    'bag',
    [
      ['huge', 'red'],
      ['small', 'black', 'leather'],
    ],
  ],
  [
    'Grandma made us ___ blanket.',
    'blanket',
    [
      ['warm', 'woollen'],
      ['big', 'red', 'woollen'],
    ],
  ],
  [
    'I’d like to buy ___ bike.',
    'bike',
    [
      ['cheap', 'second-hand'],
      ['new', 'red'],
    ],
  ],
  [
    'He lives in ___ flat in the city centre.',
    'flat',
    [
      ['small', 'new'],
      ['nice', 'new'],
    ],
  ],
  [
    'We watched ___ film last night.',
    'film',
    [
      ['strange', 'old', 'French'],
      ['long', 'Japanese'],
    ],
  ],
  [
    'There was ___ cat sitting on our doorstep.',
    'cat',
    [
      ['little', 'black'],
      ['big', 'ginger'],
    ],
  ],
  [
    'She wore ___ dress to the party.',
    'dress',
    [
      ['long', 'red'],
      ['lovely', 'blue', 'silk'],
    ],
  ],
  [
    'Dad bought ___ TV for the living room.',
    'TV',
    [
      ['huge', 'new'],
      ['big', 'black'],
    ],
  ],
  [
    'They sold ___ painting at the auction.',
    'painting',
    [
      ['valuable', 'old', 'Dutch'],
      ['small', 'French'],
    ],
  ],
  [
    'My brother drives ___ van for work.',
    'van',
    [
      ['big', 'white'],
      ['old', 'blue'],
    ],
  ],
  [
    'I need ___ jacket for the winter.',
    'jacket',
    [
      ['long', 'black'],
      ['warm', 'woollen'],
    ],
  ],
  [
    'There’s ___ church in the village square.',
    'church',
    [
      ['beautiful', 'old'],
      ['small', 'stone'],
    ],
  ],
  [
    'He bought ___ watch in Geneva.',
    'watch',
    [
      ['expensive', 'Swiss'],
      ['beautiful', 'gold'],
    ],
  ],
  [
    'I sat on ___ bench in the park.',
    'bench',
    [
      ['old', 'wooden'],
      ['long', 'green', 'metal'],
    ],
  ],
  [
    'My aunt has ___ teapot.',
    'teapot',
    [
      ['lovely', 'old', 'Chinese'],
      ['big', 'blue'],
    ],
  ],
  [
    'We bought ___ rug for the hall.',
    'rug',
    [
      ['long', 'red', 'Turkish'],
      ['beautiful', 'woollen'],
    ],
  ],
  [
    'She has ___ cat called Mimi.',
    'cat',
    [
      ['lovely', 'grey'],
      ['tiny', 'black'],
    ],
  ],
  [
    'He found ___ wallet on the bus.',
    'wallet',
    [
      ['brown', 'leather'],
      ['small', 'black'],
    ],
  ],
  [
    'Tom wore ___ hat to the wedding.',
    'hat',
    [
      ['funny', 'old'],
      ['big', 'black'],
    ],
  ],
  [
    'I read ___ novel on holiday.',
    'novel',
    [
      ['wonderful', 'Russian'],
      ['short', 'French'],
    ],
  ],
  [
    'They have ___ garden behind the house.',
    'garden',
    [
      ['lovely', 'little'],
      ['small', 'Japanese'],
    ],
  ],
  [
    'Our teacher rides ___ motorbike.',
    'motorbike',
    [
      ['big', 'black', 'Italian'],
      ['old', 'red'],
    ],
  ],
  [
    'I bought ___ mug at the market.',
    'mug',
    [
      ['big', 'blue'],
      ['pretty', 'little'],
    ],
  ],
  [
    'She lives in ___ village in the mountains.',
    'village',
    [
      ['beautiful', 'old'],
      ['tiny', 'old'],
    ],
  ],
  [
    'There’s ___ mirror in the hall.',
    'mirror',
    [
      ['huge', 'old'],
      ['beautiful', 'Italian'],
    ],
  ],
  [
    'He bought his wife ___ necklace.',
    'necklace',
    [
      ['beautiful', 'silver'],
      ['long', 'gold'],
    ],
  ],
  [
    'We rented ___ cottage by the lake.',
    'cottage',
    [
      ['lovely', 'old', 'stone'],
      ['small', 'white'],
    ],
  ],
  [
    'She put the flowers in ___ vase.',
    'vase',
    [
      ['tall', 'glass'],
      ['beautiful', 'blue', 'Chinese'],
    ],
  ],
  [
    'We had coffee at ___ café on the corner.',
    'café',
    [
      ['nice', 'little'],
      ['small', 'French'],
    ],
  ],
  [
    'The museum has ___ sword.',
    'sword',
    [
      ['long', 'Japanese'],
      ['old', 'steel'],
    ],
  ],
  [
    'He was wearing ___ T-shirt.',
    'T-shirt',
    [
      ['old', 'grey'],
      ['big', 'white'],
    ],
  ],
  [
    'My grandparents had ___ clock on the wall.',
    'clock',
    [
      ['big', 'old'],
      ['beautiful', 'old', 'German'],
    ],
  ],
  [
    'She bought ___ coat in the sales.',
    'coat',
    [
      ['long', 'black', 'woollen'],
      ['warm', 'grey'],
    ],
  ],
  [
    'There was ___ spider in the bath.',
    'spider',
    [
      ['big', 'black'],
      ['tiny', 'brown'],
    ],
  ],
  [
    'They bought ___ boat.',
    'boat',
    [
      ['small', 'wooden'],
      ['beautiful', 'old', 'white'],
    ],
  ],
  [
    'I want ___ laptop.',
    'laptop',
    [
      ['small', 'silver'],
      ['nice', 'new'],
    ],
  ],
  [
    'We saw ___ castle on the hill.',
    'castle',
    [
      ['huge', 'old'],
      ['beautiful', 'medieval'],
    ],
  ],
  [
    'He has ___ beard.',
    'beard',
    [
      ['long', 'grey'],
      ['short', 'black'],
    ],
  ],
  [
    'I bought ___ umbrella at the station.',
    'umbrella',
    [
      ['big', 'black'],
      ['cheap', 'plastic'],
    ],
  ],
  [
    'My parents live in ___ town in the west of the country.',
    'town',
    [
      ['small', 'old'],
      ['lovely', 'little'],
    ],
  ],
  [
    'She was holding ___ baby.',
    'baby',
    [
      ['tiny', 'new'],
      ['beautiful', 'little'],
    ],
  ],
  [
    'There’s ___ lamp on my desk.',
    'lamp',
    [
      ['small', 'green'],
      ['old', 'metal'],
    ],
  ],
  [
    'I met ___ woman on the train.',
    'woman',
    [
      ['nice', 'old'],
      ['friendly', 'young', 'Italian'],
    ],
  ],
  [
    'Our school has ___ library.',
    'library',
    [
      ['big', 'new'],
      ['lovely', 'old'],
    ],
  ],
  [
    'There’s ___ fountain in the main square.',
    'fountain',
    [
      ['beautiful', 'old', 'stone'],
      ['big', 'marble'],
    ],
  ],
  [
    'He gave me ___ pen for my birthday.',
    'pen',
    [
      ['expensive', 'black'],
      ['beautiful', 'silver'],
    ],
  ],
  [
    'I’m looking for ___ skirt for work.',
    'skirt',
    [
      ['long', 'black'],
      ['simple', 'grey'],
    ],
  ],
  [
    'They bought ___ piano.',
    'piano',
    [
      ['beautiful', 'old', 'black'],
      ['small', 'German'],
    ],
  ],
  [
    'He showed us ___ map of the city.',
    'map',
    [
      ['big', 'old'],
      ['old', 'Italian'],
    ],
  ],
  [
    'My friend has ___ horse.',
    'horse',
    [
      ['beautiful', 'white'],
      ['big', 'brown'],
    ],
  ],
  ['We stayed on ___ island in Greece.', 'island', [['lovely', 'little']]],
  [
    'Grandpa gave me ___ knife.',
    'knife',
    [
      ['small', 'Swiss'],
      ['old', 'silver'],
    ],
  ],
  [
    'I bought ___ teddy bear for the baby.',
    'teddy bear',
    [
      ['big', 'brown'],
      ['little', 'brown'],
    ],
  ],
  [
    'He plays ___ guitar.',
    'guitar',
    [
      ['beautiful', 'old', 'Spanish'],
      ['cheap', 'electric'],
    ],
  ],
  [
    'I found ___ photo of my parents.',
    'photo',
    [
      ['old', 'black-and-white'],
      ['lovely', 'old'],
    ],
  ],
  [
    'They have ___ kitchen.',
    'kitchen',
    [
      ['big', 'modern'],
      ['lovely', 'new'],
    ],
  ],
  [
    'There’s ___ tree in our garden.',
    'tree',
    [
      ['tall', 'old'],
      ['big', 'apple'],
    ],
  ],
  [
    'We need ___ table for the garden.',
    'table',
    [
      ['long', 'wooden'],
      ['small', 'metal'],
    ],
  ],
  [
    'He lent me ___ sleeping bag.',
    'sleeping bag',
    [
      ['old', 'green'],
      ['big', 'blue'],
    ],
  ],
  [
    'Anna has ___ parrot.',
    'parrot',
    [
      ['beautiful', 'green'],
      ['noisy', 'old'],
    ],
  ],
  [
    'I ate ___ apple.',
    'apple',
    [
      ['big', 'red'],
      ['small', 'green'],
    ],
  ],
  [
    'We bought ___ carpet for the bedroom.',
    'carpet',
    [
      ['thick', 'blue'],
      ['lovely', 'woollen'],
    ],
  ],
  [
    'He was driving ___ lorry.',
    'lorry',
    [
      ['huge', 'red'],
      ['big', 'white'],
    ],
  ],
  [
    'My daughter has ___ doll.',
    'doll',
    [
      ['pretty', 'little'],
      ['old', 'Russian'],
    ],
  ],
  [
    'We listened to ___ song on the radio.',
    'song',
    [
      ['lovely', 'old', 'Ukrainian'],
      ['sad', 'French'],
    ],
  ],
  [
    'There was ___ bowl of fruit on the table.',
    'bowl',
    [
      ['big', 'glass'],
      ['beautiful', 'blue'],
    ],
  ],
  [
    'He always wears ___ cap.',
    'cap',
    [
      ['old', 'red'],
      ['black', 'baseball'],
    ],
  ],
  [
    'I bought ___ jumper in the sales.',
    'jumper',
    [
      ['nice', 'blue'],
      ['thick', 'grey'],
    ],
  ],
  [
    'There’s ___ shop near my house.',
    'shop',
    [
      ['nice', 'little'],
      ['small', 'Turkish'],
    ],
  ],
  [
    'They live in ___ farmhouse.',
    'farmhouse',
    [
      ['big', 'old'],
      ['beautiful', 'white'],
    ],
  ],
  [
    'I gave my dad ___ tie for his birthday.',
    'tie',
    [
      ['nice', 'blue'],
      ['red', 'silk'],
    ],
  ],
  [
    'We found ___ kitten in the garden.',
    'kitten',
    [
      ['tiny', 'black'],
      ['lovely', 'little'],
    ],
  ],
  [
    'I use ___ saucepan for soup.',
    'saucepan',
    [
      ['big', 'old'],
      ['large', 'metal'],
    ],
  ],
  [
    'We need ___ suitcase for the trip.',
    'suitcase',
    [
      ['big', 'new'],
      ['small', 'black'],
    ],
  ],
  [
    'The baby was wearing ___ hat.',
    'hat',
    [
      ['little', 'woollen'],
      ['tiny', 'pink'],
    ],
  ],
  [
    'My uncle has ___ camera.',
    'camera',
    [
      ['old', 'German'],
      ['small', 'black'],
    ],
  ],
  [
    'I saw ___ bird in the garden.',
    'bird',
    [
      ['tiny', 'brown'],
      ['beautiful', 'blue'],
    ],
  ],
  [
    'We slept in ___ tent.',
    'tent',
    [
      ['small', 'orange'],
      ['big', 'old'],
    ],
  ],
  ['Grandma still uses ___ sewing machine.', 'sewing machine', [['old', 'black']]],
  [
    'They opened ___ bakery on our street.',
    'bakery',
    [
      ['lovely', 'little'],
      ['new', 'French'],
    ],
  ],
  [
    'He bought ___ car last month.',
    'car',
    [
      ['fast', 'red', 'Italian'],
      ['small', 'Japanese'],
    ],
  ],
  [
    'She found ___ bracelet at the market.',
    'bracelet',
    [
      ['pretty', 'silver'],
      ['old', 'Turkish'],
    ],
  ],
  [
    'We ordered ___ cake for the party.',
    'cake',
    [
      ['big', 'chocolate'],
      ['beautiful', 'white'],
    ],
  ],
  [
    'My neighbour has ___ fence around his garden.',
    'fence',
    [
      ['tall', 'wooden'],
      ['ugly', 'metal'],
    ],
  ],
  ['We walked along ___ beach.', 'beach', [['long', 'sandy']]],
  [
    'She gave me ___ bag for my birthday.',
    'bag',
    [
      ['beautiful', 'leather'],
      ['small', 'Italian'],
    ],
  ],
  [
    'He lives in ___ cottage in the country.',
    'cottage',
    [
      ['tiny', 'stone'],
      ['nice', 'old'],
    ],
  ],
  [
    'There was ___ statue in the garden.',
    'statue',
    [
      ['strange', 'metal'],
      ['huge', 'marble'],
    ],
  ],
  [
    'I bought ___ teacup at an antique shop.',
    'teacup',
    [
      ['pretty', 'old', 'Chinese'],
      ['little', 'blue'],
    ],
  ],
];

function lineItems(rng: Rng): Item[] {
  const out: Item[] = [];
  const withArt = (ws: string[]) => `${indefiniteArticle(ws.join(' '))} ${ws.join(' ')}`;
  ORDER_LINES.forEach(([text, noun, sets], li) => {
    for (const words of sets) {
      const classes = words.map((w) => CLASS[w] ?? 'opinion');
      const right = words.join(' ');
      const perms = rng
        .shuffle(permutations(words).filter((p) => p.join(' ') !== right))
        .slice(0, words.length === 2 ? 1 : 2);
      const hint = [...words].sort((a, b) => a.localeCompare(b)).join(', ');
      out.push({
        text: text.replace(`___ ${noun}`, `___ ${noun} (${hint})`),
        answer: withArt(words),
        wrong: perms.map((p) => ({
          choice: withArt(p),
          errorType: 'adjective-order',
          params: { order: classes.join(' → ') },
        })),
        ruleId: 'order',
        trigger: [noun, ...words],
        skeleton: `adj-order:line:${li}`,
        features: { slots: classes.join(',') },
      });
    }
  });
  return out;
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  NOUNS.forEach(([noun, allowed], ni) => {
    const slots = ORDER.filter((s) => (allowed[s] ?? []).length > 0);
    FRAMES.forEach(([frame, fit], fi) => {
      if (!fit.test(noun)) return;
      for (let k = 0; k < 6; k++) {
        const n = rng.next() < 0.5 ? 2 : 3;
        const chosen = rng
          .shuffle(slots)
          .slice(0, n)
          .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
        if (chosen.length < 2) continue;
        const words = chosen.map((s) => rng.pick(allowed[s] ?? WORDS[s]));
        if (frame.includes('love') && words.some((w) => w === 'ugly' || w === 'strange')) continue;
        const right = words.join(' ');
        const perms = rng
          .shuffle(permutations(words).filter((p) => p.join(' ') !== right))
          .slice(0, n === 2 ? 1 : 2);
        // The article is part of each choice, so it never gives the first adjective away.
        const withArt = (ws: string[]) => `${indefiniteArticle(ws.join(' '))} ${ws.join(' ')}`;
        const hint = [...words].sort((a, b) => a.localeCompare(b)).join(', ');
        const text = frame.replace('NOUN', `${noun} (${hint})`);
        out.push({
          text,
          answer: withArt(words),
          wrong: perms.map((p) => ({
            choice: withArt(p),
            errorType: 'adjective-order',
            params: { order: chosen.join(' → ') },
          })),
          ruleId: 'order',
          trigger: [noun, ...chosen],
          skeleton: `adj-order:${ni}:${fi}`,
          features: { slots: chosen.join(',') },
        });
      }
    });
  });
  return [...out, ...lineItems(rng)];
}

function permutations(words: string[]): string[][] {
  if (words.length <= 1) return [words];
  return words.flatMap((w, i) =>
    permutations([...words.slice(0, i), ...words.slice(i + 1)]).map((p) => [w, ...p]),
  );
}

export const adjectiveOrderTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
