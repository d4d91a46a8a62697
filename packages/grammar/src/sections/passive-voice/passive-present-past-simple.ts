import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './passive-present-past-simple.data.json' with { type: 'json' };
import copy from './passive-present-past-simple.json' with { type: 'json' };

const PassiveLineSchema = z.tuple([
  z.string(),
  z.union([z.string(), z.null()]),
  z.union([z.string(), z.null()]),
  z.string(),
  z.array(z.string()),
  z.array(z.string()),
]);

/** Things that have things done to them, with the verb and whether the subject is plural. */
const OBJECTS: [subject: string, plural: boolean, verb: string, rest: string][] = table(
  'OBJECTS',
  data.OBJECTS,
  z.tuple([z.string(), z.boolean(), z.string(), z.string()]),
);
/**
 * What makes a present-simple passive worth saying: who does it, where, or how often. "The letters are often
 * sent." or "The car is usually repaired." tells nothing (round 1135), and a definite singular done as a
 * habit ("The book is usually translated into Ukrainian") reads as one event; only these take the present.
 */
export const PRESENT_REST: Record<string, string> = record('PRESENT_REST', data.PRESENT_REST, z.string());
/** A rest that already says how often: no "usually" or "often" before it. */
const HOW_OFTEN = /every|once|twice/;

const PAST = ['last year', 'yesterday', 'two weeks ago', 'last Monday', 'last night'];
/**
 * Things made once, long before anyone mentions them (songs, phones, a translation): "The phones were made
 * in China last night" is no news anyone tells, so these take a time that fits making them.
 */
const MADE_LONG_AGO = ['last year', 'a few years ago', 'in 2019'];
const PAST_FOR: Record<string, string[]> = {
  'The phones': MADE_LONG_AGO,
  'The songs': MADE_LONG_AGO,
  'The picture': MADE_LONG_AGO,
  'The book': MADE_LONG_AGO,
  'The photos': ['last summer', 'at the wedding', 'two weeks ago'],
  // School runs happen in the day.
  'The children': ['yesterday', 'last Monday', 'this morning'],
};
const PRESENT = ['usually', 'often'];

function forms(verb: string) {
  const [head, ...particle] = verb.split(' ');
  const f = verbForms(head ?? verb);
  const tail = particle.length ? ` ${particle.join(' ')}` : '';
  return {
    pp: `${f.participle}${tail}`,
    base: `${f.base}${tail}`,
    past: `${f.past}${tail}`,
    pastDiffers: !f.participleVariants.includes(f.past),
  };
}

/**
 * Issue 16: authored bases, each its own skeleton, said with a singular or plural subject and with a
 * present (a routine: every Tuesday) or a past marker (last Tuesday) that forces the tense: [line with {n}
 * for the thing and {M} for the marker, singular and plural (null: not said so), verb, present markers,
 * past markers]. Every line names who does it or a routine that needs a doer, and no verb here is used
 * intransitively of such a subject, so the active form is always wrong.
 */
type PassiveLine = [string, string | null, string | null, string, string[], string[]];
/**
 * Notes on rows (the rows are in passive-present-past-simple.data.json):
 * - before row ["The {n} ___ by the lifeguards {M}.","pool","pools","check",["every m: Issue 16, second batch: more places, doers and routines (each line its own base).
 * - before row ["The {n} ___ in a factory near Kyiv {M}.",null,"buses","build",[""],[: General facts in the present (no marker needed: a fact about the thing as it is).
 */
export const PASSIVE_LINES: PassiveLine[] = table('PASSIVE_LINES', data.PASSIVE_LINES, PassiveLineSchema);

/** The singular or plural noun and the be, present and past forms for one variant of a line. */
function lineForms(verb: string, plural: boolean, past: boolean) {
  const f = verbForms(verb);
  const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  const otherBe = past ? (plural ? 'was' : 'were') : plural ? 'is' : 'are';
  const active = past ? f.past : plural ? f.base : thirdPerson(f.base);
  return { f, be, otherBe, active };
}

export const passivePastPresent: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    // The past takes each thing once; the present only a thing with its context, said both with and
    // without "usually"/"often" ("The windows are cleaned once a month", "The letters are usually sent on
    // Friday afternoons").
    const all = rng.shuffle(
      OBJECTS.flatMap((o) => {
        const present = PRESENT_REST[o[0]];
        if (present === undefined) return [[o, true, false] as const];
        const o2: (typeof OBJECTS)[number] = [o[0], o[1], o[2], present];
        return [
          [o, true, false] as const,
          ...(HOW_OFTEN.test(present) ? [] : [[o2, false, true] as const]),
          [o2, false, false] as const,
        ];
      }),
    );
    for (const [[subject, plural, verb, rest], past, adverb] of all) {
      // A routine (every morning, at night) is not said of one past occasion.
      if (past && /\bevery\b|\bat night\b/.test(rest)) continue;
      const f = forms(verb);
      const marker = past
        ? rng.pick(
            verb === 'build' ? ['in 1890', 'in 2010', 'two hundred years ago'] : (PAST_FOR[subject] ?? PAST),
          )
        : adverb
          ? rng.pick(PRESENT)
          : '';
      const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
      const otherBe = past ? (plural ? 'was' : 'were') : plural ? 'is' : 'are';
      const adverbFirst = marker === 'usually' || marker === 'often';
      const text = adverbFirst
        ? `${subject} {} ${rest}`.replace('{}', `${be} ${marker} ___`)
        : `${subject} {} ${rest} ${marker}`;
      const answer = adverbFirst ? f.pp : `${be} ${f.pp}`;
      const wrong = adverbFirst
        ? [
            d(f.base, 'base-for-participle', { base: f.base }),
            ...(f.pastDiffers
              ? [d(f.past, 'past-for-participle', { participle: f.pp })]
              : [d(`${f.base}ing`.replace(/eing$/, 'ing'), 'ing-for-participle', {})]),
          ]
        : [
            d(past ? f.past : `${f.base}s`.replace(/ss$/, 'sses'), 'active-for-passive', { subject }),
            d(`${otherBe} ${f.pp}`, 'be-agreement', { subject, be }),
            d(`${be} ${f.base}`, 'base-for-participle', { base: f.base }),
          ];
      if (!past && !adverbFirst && verb.includes(' ')) continue;
      yield item(rng, {
        text,
        answer,
        wrong,
        ruleId: past ? 'passive-past' : 'passive-present',
        trigger: [subject, marker || rest],
        skeleton: `${verb}-${past ? 'past' : 'present'}`,
      });
    }
    for (const [[line, sg, pl, verb, now, then], i] of rng.shuffle(
      PASSIVE_LINES.map((l, i) => [l, i] as const),
    )) {
      const nouns = [
        [sg, false],
        [pl, true],
      ] as const;
      const variants = nouns.flatMap(([n, plural]) =>
        n === null
          ? []
          : [
              ...now.map((m) => [n, plural, m, false] as const),
              ...then.map((m) => [n, plural, m, true] as const),
            ],
      );
      for (const [noun, plural, marker, past] of variants) {
        const x = lineForms(verb, plural, past);
        const text = line
          .replace('{n}', noun)
          .replace(' {M}', marker ? ` ${marker}` : '')
          .replace('___', '{}');
        const subject = `the ${noun}`;
        const wrong = [
          d(`${x.otherBe} ${x.f.participle}`, 'be-agreement', { subject, be: x.be }),
          d(x.active, 'active-for-passive', { subject }),
        ];
        if (x.f.base !== x.f.participle)
          wrong.push(d(`${x.be} ${x.f.base}`, 'base-for-participle', { base: x.f.base }));
        yield item(rng, {
          text,
          answer: `${x.be} ${x.f.participle}`,
          wrong,
          ruleId: past ? 'passive-past' : 'passive-present',
          trigger: [subject, marker || 'by'],
          features: { tense: past ? 'past' : 'present' },
          skeleton: `passive-line-${i}`,
        });
      }
    }
  },
});
