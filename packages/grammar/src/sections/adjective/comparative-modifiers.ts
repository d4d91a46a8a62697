import { z } from 'zod';
import { d, finish, type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ADJECTIVES } from '../../lexicon/adjectives.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import data from './comparative-modifiers.data.json' with { type: 'json' };
import copy from './comparative-modifiers.json' with { type: 'json' };

/**
 * Modifiers of comparatives: much / far / a lot / a bit / slightly / even + comparative (much bigger, a bit
 * cheaper), many / much + more + noun (many more tourists, much more time), and not nearly as … as.
 *
 * Much, far and a lot mean the same here, and so do a bit and slightly (and a little), so one is never
 * offered against another of its group: every wrong choice is wrong by form (very / so / too / a lot of /
 * slight / many before a comparative, more + a comparative, a plain adjective before than, much with a
 * plural noun) or, only where a cue in [[…]] fixes the size of the difference ("half the price", "only by a
 * degree"), the other group. A plain adjective after a bit or slightly is English ("a bit big"), so it is
 * offered as wrong only when than follows. A line is one base sentence (one skeleton): `_` is the modifier,
 * the word(s) after it the comparative; {P}/{poss}/{obj} make it about another owner (authored.ts).
 */

type Big = 'much' | 'far' | 'a lot';
type Small = 'a bit' | 'slightly';
type Key = Big | Small | 'even';
interface Line {
  key: Key;
  text: string;
}
const BIG: readonly Key[] = ['much', 'far', 'a lot'];
const SMALL: readonly Key[] = ['a bit', 'slightly'];

const M = (key: Key, text: string): Line => ({ key, text });

/** Comparatives used below that the adjective lexicon does not hold (two-form ones are fine as answers). */
const BASE_OF: Record<string, string> = record('BASE_OF', data.BASE_OF, z.string());

const BigSchema = z.enum(['much', 'far', 'a lot']);

const SmallSchema = z.enum(['a bit', 'slightly']);

const KeySchema = z.union([BigSchema, SmallSchema, z.literal('even')]);

/**
 * Notes on rows (the rows are in comparative-modifiers.data.json):
 * - before row ["much","{P} new flat is _ bigger than {poss} old one"]: much
 * - before row ["far","This version of the song is _ better than the original"]: far
 * - before row ["a lot","The tickets are _ cheaper if you book them online"]: a lot
 * - before row ["a bit","The new lift is _ faster than the old one"]: a bit
 * - before row ["slightly","The rent in the suburbs is _ lower than in the centre"]: slightly
 * - before row ["even","Yesterday was cold, but today is _ colder"]: even
 * - before row ["much","Train tickets are _ cheaper if you book early: [[they are som: a cue fixes the size: a big difference
 * - before row ["a bit","The blue jacket is only _ more expensive: [[just two euros m: a cue fixes the size: a small difference
 */
const LINES: readonly Line[] = table('LINES', data.LINES, z.tuple([KeySchema, z.string()])).map((row) =>
  M(...row),
);

/** many / much + more + noun: the noun decides (a countable plural → many, an uncountable noun → much). */
interface NounLine {
  key: 'many' | 'much';
  text: string;
  noun: string;
}
const N = (key: 'many' | 'much', text: string, noun: string): NounLine => ({ key, text, noun });
const NOUN_LINES: readonly NounLine[] = table(
  'NOUN_LINES',
  data.NOUN_LINES,
  z.tuple([z.enum(['many', 'much']), z.string(), z.string()]),
).map((row) => N(...row));

/** not nearly as … as: a big difference, said with as … as. */
const NEARLY_LINES: readonly string[] = table('NEARLY_LINES', data.NEARLY_LINES, z.string());

/** Owners for lines with {P} (a flat, a phone, a job, one's English, a sister). */
const OWNERS: Subject[] = ONE.filter((s) => !/^my /.test(s.text));
/** A home or a car can be a couple's or a family's too. */
const HOME_OWNERS: Subject[] = [...OWNERS, ...GROUP.slice(0, 2)];
const ownersFor = (text: string): Subject[] =>
  /\b(flat|house|car|garden)\b/.test(text) ? HOME_OWNERS : OWNERS;

/** The comparative after the gap and its plain adjective: "bigger" → big, "more expensive" → expensive. */
export function comparativeAt(rest: string): { comparative: string; adjective: string; long: boolean } {
  const words = rest
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/[.,:;?!]+$/, ''));
  const first = words[0] ?? '';
  if (first === 'more' || first === 'less') {
    const adj = words[1] ?? '';
    return { comparative: `${first} ${adj}`, adjective: adj, long: true };
  }
  const known = ADJECTIVES.find((a) => a.comp === first)?.base ?? BASE_OF[first];
  if (!known) throw new Error(`comparative-modifiers: no plain form known for "${first}"`);
  return { comparative: first, adjective: known, long: false };
}

const cue = (text: string): string => text.match(/\[\[(.*?)\]\]/)?.[1] ?? '';
const plain = (text: string): string => text.replace(/\[\[|\]\]/g, '');
/** The wrong -er form of a long adjective (comfortabler): a non-word learners make. */
const wrongEr = (adj: string): string => (adj.endsWith('e') ? `${adj}r` : `${adj}er`);

function modifierItems(rng: Rng, line: Line, i: number): Item[] {
  const out: Item[] = [];
  const c = cue(line.text);
  const subjects = subjectsFor(rng, line.text, ownersFor(line.text), 4);
  for (const s of subjects) {
    const text = fill(plain(line.text), s);
    const [before = '', after = ''] = text.split(' _ ');
    const { comparative, adjective, long } = comparativeAt(after);
    const rest = after.slice(comparative.length);
    const than = /^\s*than\b/.test(rest);
    const skeleton = `comparative-modifiers:${i}`;
    const ruleId =
      line.key === 'even' ? 'even' : SMALL.includes(line.key) ? 'small-difference' : 'big-difference';
    const other: Key | null = c ? (SMALL.includes(line.key) ? 'much' : 'a bit') : null;
    const size = (choice: string): Wrong =>
      d(choice, 'modifier-size-mismatch', { cue: c, given: SMALL.includes(line.key) ? 'big' : 'small' });
    const form = (choice: string): Wrong => d(choice, 'comparative-modifier-form', { comparative });
    const extra: Wrong[] =
      line.key === 'a lot'
        ? [form('a lot of')]
        : line.key === 'slightly'
          ? [form('slight')]
          : [form(rng.pick(['so', 'too']))];
    // 1. The modifier in the gap: "much ___ bigger" → much; very, more (+ -er), a lot of, slight are wrong.
    {
      const wrong: Wrong[] = [
        ...(other ? [size(other)] : []),
        form('very'),
        ...(long ? [] : [d('more', 'double-comparative', { comparative })]),
        ...extra,
      ];
      out.push({
        text: finish(`${before} ___ ${after}`),
        answer: line.key,
        wrong: limitWrong(rng, wrong, 3, other ? 2 : 1),
        ruleId,
        trigger: [c || comparative],
        skeleton,
      });
    }
    // 2. Modifier and comparative in the gap: "much bigger"; very bigger, much big (+ than), much more bigger.
    {
      const key = `${line.key} ${comparative}`;
      const wrong: Wrong[] = [
        ...(other ? [size(`${other} ${comparative}`)] : []),
        form(`very ${comparative}`),
        ...(than
          ? [d(`${line.key} ${adjective}`, 'modifier-without-comparative', { adjective, comparative })]
          : []),
        long
          ? d(`${line.key} ${wrongEr(adjective)}`, 'er-with-long-adjective', {
              adjective,
              comparative,
              kind: 'long',
            })
          : d(`${line.key} more ${comparative}`, 'double-comparative', { comparative }),
      ];
      out.push({
        text: finish(`${before} ___${rest}`),
        answer: key,
        wrong: limitWrong(rng, wrong, 3, other ? 2 : 1),
        ruleId,
        trigger: [
          c ||
            (than
              ? 'than'
              : line.key === 'even'
                ? (before.split(',')[0] ?? before)
                : before.split(' ').slice(-2).join(' ')),
        ],
        skeleton,
      });
    }
    // 3. The comparative after a given modifier, where than follows: "much ___ than" → bigger.
    if (than && !c && !comparative.startsWith('less')) {
      const wrong: Wrong[] = [
        d(adjective, 'modifier-without-comparative', { adjective, comparative }),
        long
          ? d(wrongEr(adjective), 'er-with-long-adjective', { adjective, comparative, kind: 'long' })
          : d(`more ${comparative}`, 'double-comparative', { comparative }),
      ];
      out.push({
        text: finish(`${before} ${line.key} ___${rest}`),
        answer: comparative,
        wrong,
        ruleId: 'comparative-after-modifier',
        trigger: [`${line.key}`, 'than'],
        skeleton,
      });
    }
  }
  return out;
}

function nounItems(line: NounLine, i: number): Item[] {
  const [before = '', after = ''] = line.text.split(' _ ');
  const skeleton = `comparative-modifiers:noun-${i}`;
  const more = after.split(' ')[0] ?? 'more';
  const mismatch =
    line.key === 'many'
      ? d('much', 'much-with-countable', { noun: line.noun })
      : d('many', 'many-with-uncountable', { noun: line.noun });
  const ruleId = line.key === 'many' ? 'many-more' : 'much-more';
  const phraseWrong = (w: Wrong): Wrong => ({ ...w, choice: `${w.choice} ${more}` });
  return [
    {
      text: finish(`${before} ___ ${after}`),
      answer: line.key,
      wrong: [mismatch, d('very', 'comparative-modifier-form', { comparative: more })],
      ruleId,
      trigger: [line.noun],
      skeleton,
    },
    {
      text: finish(`${before} ___${after.slice(more.length)}`),
      answer: `${line.key} ${more}`,
      wrong: [phraseWrong(mismatch), d(`very ${more}`, 'comparative-modifier-form', { comparative: more })],
      ruleId,
      trigger: [line.noun],
      skeleton,
    },
  ];
}

function nearlyItems(rng: Rng, line: string, i: number): Item[] {
  const out: Item[] = [];
  for (const s of subjectsFor(rng, line, ownersFor(line), 4)) {
    const text = fill(line, s);
    const [before = '', after = ''] = text.split(' _ ');
    const verb = before.split(' ').pop() ?? 'is';
    const head = before.slice(0, before.length - verb.length).trim();
    const asAs = after.split(' as ')[0] ?? '';
    const trigger = `as ${asAs.replace(/^as /, '')} as`;
    const skeleton = `comparative-modifiers:nearly-${i}`;
    const nf = (choice: string): Wrong => d(choice, 'not-nearly-form', {});
    out.push({
      text: finish(`${head} ${verb}n't ___ ${after}`),
      answer: 'nearly',
      wrong: limitWrong(rng, [nf('much'), nf('very'), nf('more')], 2, 0),
      ruleId: 'not-nearly',
      trigger: [trigger],
      skeleton,
    });
    out.push({
      text: finish(`${before} ___ ${after}`),
      answer: 'not nearly',
      wrong: limitWrong(rng, [nf('nearly not'), nf('not much'), nf('not very')], 2, 1),
      ruleId: 'not-nearly',
      trigger: [trigger],
      skeleton,
    });
  }
  return out;
}

export const comparativeModifiersTopic: TopicDef = makeTopic(copy, {
  target: 1000,
  build: (rng) => [
    ...LINES.flatMap((line, i) => modifierItems(rng, line, i)),
    ...NOUN_LINES.flatMap((line, i) => nounItems(line, i)),
    ...NEARLY_LINES.flatMap((line, i) => nearlyItems(rng, line, i)),
  ],
});

export const COMPARATIVE_MODIFIER_LINES = { LINES, NOUN_LINES, NEARLY_LINES, BIG, SMALL };
