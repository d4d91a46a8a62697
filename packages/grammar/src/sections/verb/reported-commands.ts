/**
 * Reported commands and requests (issue 16): an order, a request or a piece of advice in quotes, then
 * reported with told / asked / warned / advised / reminded + person + (not) to + base form. Authored bases;
 * the person spoken to varies (me, him, us…), and the possessive in the reported words follows it. Forms
 * come from morph/verbs.ts. "To not do" is never offered as wrong: many speakers say it.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, record, table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ing, phrase, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import data from './reported-commands.data.json' with { type: 'json' };
import copy from './reported-commands.json' with { type: 'json' };

interface Base {
  t: string;
  /** The verb the command is about (phrasal verbs keep their particle in the sentence). */
  v: string;
  /** The reporting verb: told, asked, warned… */
  rep: string;
  neg: boolean;
}
/** A positive command: “Sit down.” → told me to sit down. */
const Y = (t: string, v: string, rep: string): Base => ({ t, v, rep, neg: false });
/** A negative command: “Don't be late.” → told me not to be late. */
const N = (t: string, v: string, rep: string): Base => ({ t, v, rep, neg: true });

/**
 * Notes on rows (the rows are in reported-commands.data.json):
 * - before row ["“Please don’t talk during the film.” The usher asked {obj} {} during: Grown for issue 16 (full catalogue).
 */
export const RC_BASES: Base[] = table(
  'RC_BASES',
  data.RC_BASES,
  z.tuple([z.enum(['N', 'Y']), z.string(), z.string(), z.string()]),
).map(byKind({ N, Y }));

const SELF: Record<string, string> = record('SELF', data.SELF, z.string());
/** The people told: me, him, her, us, them (names would read as the same pronoun twice). */
const TOLD: Subject[] = TENSE_SUBJECTS.filter((s) => s.text in SELF);

/**
 * Bases about one body or one thing of one's own (a phone, a ticket, a cough, tablets) tell one person,
 * never "us" or "them" ("told us to bring our passport").
 */
export const ONE_PERSON_BASE =
  /\{poss\} (phone|passport|name|ticket|mouth)\b|cough|physio|tablets|Rest for|hard on yourself|dentist|for the job|a helmet/;
/** Bases said to a whole group (a pilot to the passengers: “Switch off your phones”) tell us or them. */
export const GROUP_BASE = /\{poss\} phones\b|\{poss\} seatbelts\b/;
export const toldFor = (t: string): Subject[] =>
  ONE_PERSON_BASE.test(t)
    ? TOLD.filter((s) => s.person === '1sg' || s.person === '3sg')
    : GROUP_BASE.test(t)
      ? TOLD.filter((s) => s.person === '1pl' || s.person === '3pl')
      : TOLD;

function build(b: Base, s: Subject): Item {
  const text = fillSubject(b.t.replace('{self}', SELF[s.text] ?? 'themselves'), s);
  const base = b.v;
  const params = { verb: b.rep };
  if (b.neg) {
    return {
      text,
      answer: `not to ${base}`,
      wrong: [
        d(`don't ${base}`, 'imperative-in-reported-instruction'),
        d(`to don't ${base}`, 'dont-after-to'),
        d(`not ${base}`, 'missing-to-after-tell', params),
      ],
      ruleId: 'rc-negative',
      trigger: [b.rep, `“Don’t`],
      skeleton: `rc-${b.t}`,
    };
  }
  return {
    text,
    answer: `to ${base}`,
    wrong: [d(base, 'missing-to-after-tell', params), d(phrase(base, ing), 'ing-after-tell-object', params)],
    ruleId: 'rc-positive',
    trigger: [b.rep],
    skeleton: `rc-${b.t}`,
  };
}

export const reportedCommands: TopicDef = makeTopic(copy, {
  target: 700,
  build: (rng) => RC_BASES.flatMap((b) => someOf(rng, toldFor(b.t), 5, b.t).map((s) => build(b, s))),
});
