import { z } from 'zod';
import { d, expand, type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './question-words.data.json' with { type: 'json' };
import copy from './question-words.json' with { type: 'json' };

/**
 * Question words chosen by the reply: "___ is this bag? — It's Anna's." → Whose. Every line is authored:
 * [question, reply, key, two wrong words], each wrong word wrong because the reply (or the words after
 * the gap) cannot answer it. What and which are never offered against each other ("What colour / Which
 * colour" are both right); which is the key only before "one" or "of", or where "what" is not offered;
 * when is never offered against how often ("When do you see them? — Every weekend" is right). {a|b}
 * gives a few variants of one line; they share its skeleton.
 */
/** Every question word, in the order the card and the rules list them. */
const WORDS = [
  'What',
  'Which',
  'Who',
  'Whose',
  'Where',
  'When',
  'How many',
  'How much',
  'How often',
  'How long',
] as const;
type W = (typeof WORDS)[number];

const WSchema = z.enum(WORDS);

const ASKS: Record<W, string> = record('ASKS', data.ASKS, z.string(), WSchema);

/**
 * Notes on rows (the rows are in question-words.data.json):
 * - before row ["___ do you do?","I'm a {nurse|teacher|bus driver}.","What","Where",": what
 * - before row ["___ is that woman over there?","She's my {boss|aunt|new neighbour}.": who
 * - before row ["___ is this {bag|umbrella|scarf}?","It's {Anna|Tom}'s.","Whose","Who: whose
 * - before row ["___ do you live?","In {Lviv|Odesa|a small village}.","Where","What",: where
 * - before row ["___ is your birthday?","On the {fifth of May|twelfth of March}.","Wh: when
 * - before row ["___ brothers and sisters do you have?","{Two brothers and a sister|J: how many
 * - before row ["___ does this {jacket|lamp} cost?","{Fifty|Eighty} euros.","How much: how much
 * - before row ["___ do you go to the gym?","{Three times|Twice} a week.","How often": how often
 * - before row ["___ have you lived here?","For {five years|about a year}.","How long: how long
 * - before row ["___ one do you want, the red one or the blue one?","The {blue|red} o: which
 */
const LINES: [string, string, W, W, W][] = table(
  'LINES',
  data.LINES,
  z.tuple([z.string(), z.string(), WSchema, WSchema, WSchema]),
);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  LINES.forEach(([q, a, key, w1, w2], i) => {
    const variants = rng.shuffle(expand(`${q} — ${a}`)).slice(0, 3);
    for (const text of variants) {
      out.push({
        text,
        answer: key,
        wrong: [w1, w2].map((w) => d(w, 'question-word-mismatch', { asks: ASKS[w], needed: ASKS[key] })),
        ruleId: ruleFor(key),
        trigger: [text.split(' — ')[1] ?? ''],
        skeleton: `question-words:${i}`,
      });
    }
  });
  return out;
}

const ruleFor = (w: W): string => w.toLowerCase().replace(' ', '-');

export const questionWords: TopicDef = makeTopic(copy, { target: 900, build: items });
