import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './passive-with-modals.data.json' with { type: 'json' };
import copy from './passive-with-modals.json' with { type: 'json' };

const SituationsSchema = z.tuple([z.string(), z.string(), z.string(), z.array(z.string())]);

const PASSIVE_OBJECTS: [subject: string, verb: string, rest: string][] = table(
  'PASSIVE_OBJECTS',
  data.PASSIVE_OBJECTS,
  z.tuple([z.string(), z.string(), z.string()]),
);

/**
 * Authored situations (issue 16): each names the modals that fit what the sentence says (a rule → must,
 * advice → should, a plan → will, a chance → might, what is possible → can), so no pairing is odd.
 * One skeleton per situation: a session never shows the same sentence with only the modal changed.
 */
const SITUATIONS: [subject: string, verb: string, rest: string, modals: string[]][] = table(
  'SITUATIONS',
  data.SITUATIONS,
  SituationsSchema,
);

/**
 * Grown for issue 16 (the full catalogue): the past of a modal passive, modal + have been + past
 * participle. Each line carries words that put it in the past (yesterday, last week, before we arrived,
 * in the 1930s), so "be + participle" is wrong by time; the subject is a thing that cannot do the action
 * (no open, close, break, sell, move, stop: "the door must have closed" is right too), so "have +
 * participle" is wrong by voice. The modals are those that fit the situation: should for what was not done,
 * must for a sure guess, might for a possible one, can't for an impossible one.
 */
export const PAST_SITUATIONS: [subject: string, verb: string, rest: string, modals: string[]][] = table(
  'PAST_SITUATIONS',
  data.PAST_SITUATIONS,
  SituationsSchema,
);

export const passiveModals: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    for (const [[subject, verb, rest], modal] of rng.shuffle(
      PASSIVE_OBJECTS.flatMap((o) => ['will', 'must', 'should', 'can', 'might'].map((m) => [o, m] as const)),
    )) {
      if (modal === 'can' && /winners|report|house|results|meeting|cinema|bridge/.test(subject)) continue;
      yield presentItem(rng, subject, verb, rest, modal);
    }
    for (const [[subject, verb, rest], modal] of rng.shuffle(
      SITUATIONS.flatMap((o) => o[3].map((m) => [o, m] as const)),
    )) {
      yield presentItem(rng, subject, verb, rest, modal);
    }
    for (const [[subject, verb, rest], modal] of rng.shuffle(
      PAST_SITUATIONS.flatMap((o) => o[3].map((m) => [o, m] as const)),
    )) {
      const f = verbForms(verb);
      const marker = pastMarkerOf(rest);
      yield item(rng, {
        text: `${subject} ${modal} {} ${rest}`,
        answer: `have been ${f.participle}`,
        wrong: [
          d(`be ${f.participle}`, 'modal-without-have-past', {}),
          d(`have ${f.participle}`, 'active-for-passive', { subject: subject.replace(/^The /, 'the ') }),
        ],
        ruleId: 'modal-perfect-passive',
        trigger: [modal, marker],
        skeleton: `past|${subject}|${verb}|${rest}`,
      });
    }
  },
});

/** Modal + be + participle: one item for a PASSIVE_OBJECTS line or a SITUATIONS line. */
function presentItem(rng: Rng, subject: string, verb: string, rest: string, modal: string) {
  const f = verbForms(verb);
  return item(rng, {
    text: `${subject} ${modal} {} ${rest}`,
    answer: `be ${f.participle}`,
    wrong: [
      d(f.participle, 'missing-be', {}),
      d(`${isPlural(subject) ? 'are' : 'is'} ${f.participle}`, 'be-form-after-will', {}),
      ...(ADJECTIVE_BASE.has(f.base) ? [] : [d(`be ${f.base}`, 'base-for-participle', { base: f.base })]),
    ],
    ruleId: 'modal-passive',
    trigger: [modal, subject],
    skeleton: `${subject}|${verb}`,
  });
}

/** The words of a past line that put it in the past (the whole tail when no single word does). */
export function pastMarkerOf(rest: string): string {
  return (
    rest.match(
      /\b(last \w+|yesterday( \w+)?|\w+ ago|recently|the night before|in the \d+\w*|before \d+|before [\w ]+|while [\w ]+|since [\w ]+|for \w+|during the night|in last [\w’ ]+|after the [\w ]+|properly last time)\b/,
    )?.[0] ?? rest
  );
}
/**
 * Verbs whose base is also an adjective: "The windows will be clean", "The new bridge will be open in May",
 * "The fridge must be empty" are right sentences, so "be + base" is never offered for them.
 */
const ADJECTIVE_BASE = new Set([
  'open',
  'clean',
  'empty',
  'dry',
  'complete',
  'free',
  'clear',
  'warm',
  'close',
]);
const isPlural = (s: string) => (/s$/.test(s) && !/news$/.test(s)) || /children/i.test(s);
