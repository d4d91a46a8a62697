/**
 * Causative make / let / have (issue 16, B1): make, let and have + person + base form (made me wait, let
 * us leave, had the porter carry), get + person + to (got him to fix), and the passive of make, where to
 * comes back (was made to wait). Authored bases; the person made or let varies (me, him, her, us, them)
 * and, in the passive, the subject (forms from lexicon/subject.ts). Forms come from morph/verbs.ts.
 * Second-answer guards: -ing is never offered after have or get (had the class reading aloud, got the
 * engine running are English); the past is offered after have and get only for a verb whose past differs
 * from its participle (had the driver took is no reading of anything).
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ing, participle, past, phrase, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import data from './causative-make-let-have.data.json' with { type: 'json' };
import copy from './causative-make-let-have.json' with { type: 'json' };

type Kind = 'make' | 'let' | 'have' | 'get' | 'made';
export interface CausBase {
  t: string;
  /** The verb in the gap (a phrasal verb keeps its particle in the sentence). */
  v: string;
  k: Kind;
  /** The causative verb as it stands in the sentence (made, let, had, got, was made…): the trigger. */
  cue: string;
}
const M = (t: string, v: string, cue = 'made'): CausBase => ({ t, v, k: 'make', cue });
const Lt = (t: string, v: string, cue = 'let'): CausBase => ({ t, v, k: 'let', cue });
const H = (t: string, v: string, cue = 'had'): CausBase => ({ t, v, k: 'have', cue });
const G = (t: string, v: string, cue = 'got'): CausBase => ({ t, v, k: 'get', cue });
/** The passive: {S} {was} made to … */
const P = (t: string, v: string, cue = 'made'): CausBase => ({ t, v, k: 'made', cue });

/**
 * Notes on rows (the rows are in causative-make-let-have.data.json):
 * - before row ["The teacher made {obj} {} the whole essay again.","rewrite"]: make + person + base form: someone forces it.
 * - before row ["The babysitter never let {obj} {} up after nine.","stay"]: let + person + base form: someone allows it.
 * - before row ["The manager had {obj} {} the new price list to every client.","send": have + person + base form: asking someone to do a service or a job.
 * - before row ["We finally got the landlord {} the heating.","fix"]: get + person + to: persuading someone.
 * - before row ["{S} {was} made {} for two hours at the border.","wait"]: Passive make: was/were made + to + base form.
 */
export const CAUS_BASES: CausBase[] = table(
  'CAUS_BASES',
  data.CAUS_BASES,
  z.union([
    z.tuple([z.literal('M'), z.string(), z.string(), z.string().optional()]),
    z.tuple([z.literal('Lt'), z.string(), z.string(), z.string().optional()]),
    z.tuple([z.literal('H'), z.string(), z.string(), z.string().optional()]),
    z.tuple([z.literal('G'), z.string(), z.string(), z.string().optional()]),
    z.tuple([z.literal('P'), z.string(), z.string(), z.string().optional()]),
  ]),
).map(byKind({ M, Lt, H, G, P }));

/** The people made or let: me, him, her, us, them (names would read as the same person twice). */
const PERSONS: Subject[] = TENSE_SUBJECTS.filter((s) => ['I', 'he', 'she', 'we', 'they'].includes(s.text));

/** A past that is not also the participle: "took", not "checked" (had it checked is a sentence). */
const distinctPast = (v: string): string | null => {
  const p = past(v);
  return p !== participle(v) && p !== v ? p : null;
};

export function buildCaus(b: CausBase, s: Subject | null): Item {
  const text = s ? fillSubject(b.t, s) : b.t.replace('{}', '___');
  const base = b.v;
  const to = `to ${base}`;
  const ingForm = phrase(base, ing);
  const pastForm = distinctPast(base.split(' ')[0] ?? base);
  const pastPhrase = pastForm ? phrase(base, () => pastForm) : null;
  const verb = b.cue;
  const caus = (ruleId: string, answer: string, wrong: Item['wrong'], trigger = [b.cue]): Item => ({
    text,
    answer,
    wrong,
    ruleId,
    trigger,
    skeleton: `caus-${b.t}`,
  });
  // have and get also offer the past as wrong, where it is not also the participle.
  const pastWrong = pastPhrase ? [d(pastPhrase, 'past-after-causative', { verb })] : [];
  switch (b.k) {
    case 'make':
    case 'let':
      return caus(b.k === 'make' ? 'caus-make' : 'caus-let', base, [
        d(to, 'to-after-causative', { verb }),
        d(ingForm, 'ing-after-causative', { verb }),
      ]);
    case 'have':
      return caus('caus-have', base, [d(to, 'to-after-causative', { verb }), ...pastWrong]);
    case 'get':
      return caus('caus-get', to, [
        d(base, 'base-after-get-person', { object: objectOf(text) }),
        ...pastWrong,
      ]);
    case 'made':
      return caus(
        'caus-passive',
        to,
        [d(base, 'bare-after-passive-made'), d(ingForm, 'ing-after-passive-made')],
        ['made'],
      );
  }
}

/** The words between got/get and the gap: the person persuaded. */
function objectOf(text: string): string {
  const m = text.match(/\b(?:get|got) ([^_]+?) ___/);
  return m?.[1]?.trim() ?? 'the person';
}

export const causativeMakeLetHave: TopicDef = makeTopic(copy, {
  target: 620,
  build: (rng) =>
    CAUS_BASES.flatMap((b) =>
      /\{(obj|S|s)\}/.test(b.t)
        ? someOf(rng, PERSONS.concat(b.k === 'made' ? TENSE_SUBJECTS.slice(5) : []), 4, b.t).map((s) =>
            buildCaus(b, s),
          )
        : [buildCaus(b, null)],
    ),
});
