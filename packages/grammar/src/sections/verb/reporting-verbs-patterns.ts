/**
 * Reporting verbs and their patterns (issue 16, B2): offer / refuse / agree / promise / threaten + to;
 * advise / warn / remind / persuade / encourage / beg / invite + person + to; suggest / deny / admit + -ing;
 * apologise for / accuse someone of / insist on / thank someone for / blame someone for / congratulate
 * someone on + -ing. Authored bases; the reporting subject varies (lexicon/subject.ts, its {poss}/{pro}
 * agree), forms come from morph/verbs.ts.
 * Second-answer guards: the gap always comes straight after the verb (or its object), so the forms those
 * verbs also take are never offered: no "that" clause (suggest that we go, promise that…, admit that…),
 * no "to + -ing" (admit to doing), no other preposition; the advise/warn bases always name the person, as
 * "advised going" without a person is English; a wrong choice is a pattern the verb never takes.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ing, ONE_PERSON, phrase, someOf } from '../present-tense/kit.ts';
import data from './reporting-verbs-patterns.data.json' with { type: 'json' };
import copy from './reporting-verbs-patterns.json' with { type: 'json' };

type Kind = 'to' | 'obj-to' | 'ing' | 'prep';
export interface RvBase {
  t: string;
  v: string;
  k: Kind;
  /** The reporting verb as in the sentence (offered, warned…): the trigger. */
  cue: string;
  /** The preposition of a 'prep' base (for, of, on). */
  prep?: string;
}
const T = (t: string, v: string, cue: string): RvBase => ({ t, v, k: 'to', cue });
const O = (t: string, v: string, cue: string): RvBase => ({ t, v, k: 'obj-to', cue });
const G = (t: string, v: string, cue: string): RvBase => ({ t, v, k: 'ing', cue });
const R = (t: string, v: string, cue: string, prep: string): RvBase => ({ t, v, k: 'prep', cue, prep });

/**
 * Notes on rows (the rows are in reporting-verbs-patterns.data.json):
 * - before row ["“I’ll drive you to the station.” {S} offered {} me to the station.",: verb + to
 * - before row ["“You should see a doctor.” {S} advised Tom {} a doctor.","see","advi: verb + person + to
 * - before row ["“Let’s take a taxi.” {S} suggested {} a taxi.","take","suggested"]: verb + -ing
 * - before row ["“I’m sorry for being late.” {S} apologised {} late.","be","apologise: verb (+ person) + preposition + -ing
 */
export const RV_BASES: RvBase[] = table(
  'RV_BASES',
  data.RV_BASES,
  z.union([
    z.tuple([z.literal('T'), z.string(), z.string(), z.string()]),
    z.tuple([z.literal('O'), z.string(), z.string(), z.string()]),
    z.tuple([z.literal('G'), z.string(), z.string(), z.string()]),
    z.tuple([z.literal('R'), z.string(), z.string(), z.string(), z.string()]),
  ]),
).map(byKind({ T, O, G, R }));

export function buildRv(b: RvBase, s: Subject | null): Item {
  const text = s ? fillSubject(b.t, s) : b.t.replace('{}', '___');
  const v = b.v;
  const ingV = phrase(v, ing);
  const verb = b.cue;
  const rv = (ruleId: string, answer: string, wrong: Item['wrong']): Item => ({
    text,
    answer,
    wrong,
    ruleId,
    trigger: [b.cue],
    skeleton: `rv-${b.t}`,
  });
  switch (b.k) {
    case 'to':
      return rv('rv-to', `to ${v}`, [
        d(ingV, 'gerund-for-infinitive', { verb }),
        d(v, 'bare-after-reporting-verb', { verb }),
      ]);
    case 'obj-to':
      return rv('rv-obj-to', `to ${v}`, [
        d(ingV, 'ing-after-tell-object', { verb }),
        d(v, 'missing-to-after-tell', { verb }),
      ]);
    case 'ing':
      return rv('rv-ing', ingV, [
        d(`to ${v}`, 'infinitive-for-gerund', { verb }),
        d(v, 'bare-after-reporting-verb', { verb }),
      ]);
    case 'prep': {
      const prep = b.prep ?? 'for';
      return rv('rv-prep', `${prep} ${ingV}`, [
        d(`to ${v}`, 'to-for-preposition-ing', { verb, prep }),
        d(`${prep} ${v}`, 'base-after-reporting-preposition', { prep }),
      ]);
    }
  }
}

/**
 * Who reports: one person, as the quotes say "I" (kit.someOf leaves the speaker out of bases that say "me",
 * "my" or "us" as someone else); a name is not put into a base that names the same person.
 */
const REPORTERS: Subject[] = ONE_PERSON;
const reportersFor = (t: string): Subject[] =>
  REPORTERS.filter((s) => !t.includes(s.text) || /^(I|he|she)$/.test(s.text));

export const reportingVerbsPatterns: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) =>
    RV_BASES.flatMap((b) =>
      /\{(S|s|poss|obj|pro)\}/.test(b.t)
        ? someOf(rng, reportersFor(b.t), 6, b.t).map((s) => buildRv(b, s))
        : [buildRv(b, null)],
    ),
});
