import { type Item, makeTopic } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { Rng, TopicDef } from '../../types.ts';

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
  return out;
}

function permutations(words: string[]): string[][] {
  if (words.length <= 1) return [words];
  return words.flatMap((w, i) =>
    permutations([...words.slice(0, i), ...words.slice(i + 1)]).map((p) => [w, ...p]),
  );
}

export const adjectiveOrderTopic: TopicDef = makeTopic(
  {
    slug: 'adjective-order',
    sectionSlug: 'adjective',
    name: { en: 'Order of adjectives', uk: 'Порядок прикметників' },
    level: 'advanced',
    possibleAnswers: ['opinion', 'size', 'age', 'shape', 'colour', 'origin', 'material'],
    card: {
      rule: {
        en: 'Before a noun, adjectives usually go in this order: opinion (lovely) – size (big) – age (old) – shape (round) – colour (red) – origin (Italian) – material (wooden) + noun: a lovely big old wooden table.',
        uk: 'Перед іменником прикметники зазвичай стоять у такому порядку: оцінка (lovely) – розмір (big) – вік (old) – форма (round) – колір (red) – походження (Italian) – матеріал (wooden) + іменник: a lovely big old wooden table.',
      },
      signals: {
        en: 'Opinion first, material last, right before the noun.',
        uk: 'Оцінка — першою, матеріал — останнім, перед самим іменником.',
      },
      examples: [
        'She bought a beautiful old Italian table.',
        'My grandmother gave me a lovely red silk scarf.',
      ],
    },
    rules: [
      {
        id: 'order',
        statement: {
          en: 'Opinion – size – age – shape – colour – origin – material – noun.',
          uk: 'Оцінка – розмір – вік – форма – колір – походження – матеріал – іменник.',
        },
      },
    ],
    target: 180,
  },
  items,
);
