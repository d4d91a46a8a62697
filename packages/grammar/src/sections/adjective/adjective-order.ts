import { z } from 'zod';
import { type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './adjective-order.data.json' with { type: 'json' };
import copy from './adjective-order.json' with { type: 'json' };

/** Order: opinion, size, age, shape, colour, origin, material (then the noun). */
const ORDER = ['opinion', 'size', 'age', 'shape', 'colour', 'origin', 'material'] as const;
type Slot = (typeof ORDER)[number];

const SlotSchema = z.enum(ORDER);

const OrderLineSchema = z.tuple([z.string(), z.string(), z.array(z.array(z.string()))]);

const WORDS: Record<Slot, string[]> = record('WORDS', data.WORDS, z.array(z.string()), SlotSchema);
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
export const CLASS: Record<string, Slot | 'purpose'> = record(
  'CLASS',
  data.CLASS,
  z.union([SlotSchema, z.literal('purpose')]),
);
/**
 * Authored bases (issue 16), one skeleton each: a sentence with ___ before its noun and the adjective sets
 * it is said with. Only orders every native speaker accepts: never two adjectives of one class, never a
 * shape or antique (classifiers move freely), never an opinion next to a size word other than little
 * (big beautiful and beautiful big are both heard).
 */
type OrderLine = [text: string, noun: string, sets: string[][]];
export const ORDER_LINES: OrderLine[] = table('ORDER_LINES', data.ORDER_LINES, OrderLineSchema);

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
