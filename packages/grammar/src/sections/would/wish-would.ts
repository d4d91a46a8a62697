import { z } from 'zod';
import { d, finish, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { parseSlot, present } from '../conditional/clause.ts';
import data from './wish-would.data.json' with { type: 'json' };
import copy from './wish-would.json' with { type: 'json' };

const HabitsSchema = z.tuple([z.string(), z.array(z.string())]);

/**
 * Wish + would for what other people (or the weather) keep doing and we want them to change, against
 * wish + past simple for our own states. Only action verbs take the would side ("I wish you were on time"
 * is right too, so be is never there); only the wisher's own states take the past side, where "I wish I
 * would be taller" is wrong. The past simple is never offered against would ("I wish you stopped…" is
 * heard), nor "was" against "were".
 */
/** Annoying behaviour: [verb phrase with [verb] slot for the annoyer, two annoyers (:3 = he/she/it)]. */
const HABITS: [string, string[]][] = table('HABITS', data.HABITS, HabitsSchema);

/** Own states: [the wish clause with [verb] slot for I/she/he, the verb's present for the wrong choice]. */
const STATES: string[] = table('STATES', data.STATES, z.string());

/**
 * Issue 16: more complaints about what others keep doing, built after the first ones (their ids stay).
 * No possessive in the phrase unless it fits every annoyer listed ("their side" only for the neighbours).
 */
const MORE_HABITS: [string, string[]][] = table('MORE_HABITS', data.MORE_HABITS, HabitsSchema);

/**
 * Issue 16: more states the wisher would like to be different, each said by three wishers ({poss} and
 * {pron} agree with the wisher: "She wishes she understood her grandmother's accent").
 */
const MORE_STATES: string[] = table('MORE_STATES', data.MORE_STATES, z.string());

/**
 * Issue 16 (full catalogue): a third set of complaints, each its own base; the annoyer is someone else
 * (or a thing that will not behave: a tap, a printer), and a possessive in the phrase fits every annoyer.
 */
const HABITS_3: [string, string[]][] = table('HABITS_3', data.HABITS_3, HabitsSchema);

/** Issue 16 (full catalogue): more states a wisher (I, she, he, we, they, Anna, Tom) would like to differ; each fits a group too. */
const STATES_3: string[] = table('STATES_3', data.STATES_3, z.string());

/** Who wishes (the same person is the subject after wish): [subject, pronoun, possessive, person]. */
const MORE_WISHERS: [string, string, string, '1' | '3' | ''][] = table(
  'MORE_WISHERS',
  data.MORE_WISHERS,
  z.tuple([z.string(), z.string(), z.string(), z.enum(['1', '3', ''])]),
);

const WISHERS: [string, string, '1' | '3'][] = [
  ['I', 'I', '1'],
  ['she', 'she', '3'],
  ['he', 'he', '3'],
];

function items(): Item[] {
  const out: Item[] = [...habitItems(HABITS, 'wish-would-')];
  STATES.forEach((clause, i) => {
    // Two of the three wishers per state, chosen by the base so each pair differs.
    const pair = [WISHERS[0], WISHERS[1 + (i % 2)]];
    for (const w of pair) {
      if (!w) continue;
      const [subj, , person] = w;
      const s = parseSlot(`${subj} ${clause.replace(/\[(\w+)\]/, `[$1${person === '3' ? ':3' : ':1'}]`)}`);
      const past = s.verb === 'be' ? 'were' : verbForms(s.verb).past;
      const pres = s.verb === 'be' ? present(s) : present({ ...s, person: person === '3' ? '3' : '' });
      const wishes = person === '3' ? 'wishes' : 'wish';
      out.push({
        text: finish(`${subj} ${wishes} ${subj} ___ ${s.after}`),
        answer: past,
        wrong: [d(`would ${s.verb}`, 'would-for-own-wish', {}), d(pres, 'present-after-wish', {})],
        ruleId: 'wish-past-own',
        trigger: [`${wishes} ${subj}`],
        features: { kind: 'own-state' },
        skeleton: `wish-state-${i}`,
      });
    }
  });
  out.push(...habitItems(MORE_HABITS, 'wish-would-m'));
  // A third wisher for each first state: the one of she / he the pair left out.
  STATES.forEach((clause, i) => {
    if (/\bher\b|\bhis\b/.test(clause)) return;
    const subj = i % 2 ? 'she' : 'he';
    const s = parseSlot(`${subj} ${clause.replace(/\[(\w+)\]/, '[$1:3]')}`);
    out.push(stateItem(s, subj, subj, `wish-state-${i}`));
  });
  // Three wishers per state, turning through the list so each base has its own trio; STATES_3's trio
  // starts one further on than MORE_STATES' did.
  out.push(...trioItems(MORE_STATES, 0, 'wish-state-m'), ...habitItems(HABITS_3, 'wish-would-n'));
  out.push(...trioItems(STATES_3, 1, 'wish-state-n'));
  return out;
}

/** Wish + would for what someone else keeps doing: one item for each annoyer of each complaint. */
function habitItems(habits: [string, string[]][], skeleton: string): Item[] {
  return habits.flatMap(([vp, annoyers], i) =>
    annoyers.map((a): Item => {
      const third = a.endsWith(':3');
      const who = a.replace(/:3$/, '');
      const s = parseSlot(
        `${who} ${vp.replace(/\[(not )?(\w+)\]/, (_m, n: string | undefined, v: string) => `[${n ?? ''}${v}${third ? ':3' : ''}]`)}`,
      );
      const would = s.neg ? `wouldn't ${s.verb}` : `would ${s.verb}`;
      const will = s.neg ? `won't ${s.verb}` : `will ${s.verb}`;
      return {
        text: finish(`I wish ${s.before} ___ ${s.after}`),
        answer: would,
        wrong: [d(will, 'will-after-wish-would', {}), d(present(s), 'present-after-wish-would', {})],
        ruleId: 'wish-would-others',
        trigger: ['I wish', who],
        features: { kind: 'others-behaviour' },
        skeleton: `${skeleton}${i}`,
      };
    }),
  );
}

/** Three wishers of MORE_WISHERS for each state, the trio of state i starting at i * 3 + shift. */
function trioItems(states: string[], shift: number, skeleton: string): Item[] {
  return states.flatMap((clause, i) =>
    [0, 1, 2].flatMap((k) => {
      const w = MORE_WISHERS[(i * 3 + k + shift) % MORE_WISHERS.length];
      if (!w) return [];
      const [subj, pron, poss, person] = w;
      const filled = clause.replaceAll('{poss}', poss).replaceAll('{pron}', pron);
      const s = parseSlot(`${subj} ${filled.replace(/\[(\w+)\]/, `[$1${person ? `:${person}` : ''}]`)}`);
      return [stateItem(s, subj, pron, `${skeleton}${i}`)];
    }),
  );
}

/** Wish + past simple for the wisher's own state, against would and the present. */
function stateItem(s: ReturnType<typeof parseSlot>, subj: string, pron: string, skeleton: string): Item {
  const past = s.verb === 'be' ? 'were' : verbForms(s.verb).past;
  const wishes = s.person === '3' ? 'wishes' : 'wish';
  return {
    text: finish(`${subj} ${wishes} ${pron} ___ ${s.after}`),
    answer: past,
    wrong: [d(`would ${s.verb}`, 'would-for-own-wish', {}), d(present(s), 'present-after-wish', {})],
    ruleId: 'wish-past-own',
    trigger: [`${wishes} ${pron}`],
    features: { kind: 'own-state' },
    skeleton,
  };
}

export const wishWould: TopicDef = makeTopic(copy, { target: 700, build: () => items() });
