import { z } from 'zod';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './passive-present-continuous.data.json' with { type: 'json' };
import copy from './passive-present-continuous.json' with { type: 'json' };
import { be, forms, nowFor, THINGS } from './passive-things.ts';

/**
 * Authored bases (issue 16), one skeleton each: a sentence that says the action is in progress now ({M}: at
 * the moment / right now / now; {L}: at the moment / this year for long projects; or its own marker), with
 * the subject as written in the sentence, its number and the verb. The subject cannot do the action itself,
 * so the active -ing form is wrong by meaning; lines whose active form could also be said ("the match is
 * showing", "the baby is feeding", "the roads are clearing") are `erg` and get the base form instead.
 */
type ContLine = [
  text: string,
  subject: string,
  plural: 0 | 1,
  verb: string,
  opts?: { erg?: 1; trigger?: string },
];

const ContLineSchema = z.tuple([
  z.string(),
  z.string(),
  z.union([z.literal(0), z.literal(1)]),
  z.string(),
  z.strictObject({ erg: z.literal(1).optional(), trigger: z.string().optional() }).optional(),
]);

export const CONTINUOUS_LINES: ContLine[] = table('CONTINUOUS_LINES', data.CONTINUOUS_LINES, ContLineSchema);

const NOW_MARKERS = ['at the moment', 'right now', 'now'];
const LONG_MARKERS = ['at the moment', 'this year'];

/** Each line said with each of its markers (or once, with its own). */
export function continuousLines(): {
  text: string;
  subject: string;
  plural: boolean;
  verb: string;
  erg: boolean;
  trigger: string;
  skeleton: string;
}[] {
  return CONTINUOUS_LINES.flatMap(([text, subject, plural, verb, opts], i) => {
    const markers = text.includes('{M}') ? NOW_MARKERS : text.includes('{L}') ? LONG_MARKERS : [null];
    return markers.map((m) => ({
      text: m ? text.replace(/\{[ML]\}/, m) : text,
      subject,
      plural: plural === 1,
      verb,
      erg: opts?.erg === 1,
      trigger: m ?? opts?.trigger ?? '',
      skeleton: `pc-line-${i}`,
    }));
  });
}

export const passiveContinuous: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const all = rng.shuffle(
      THINGS.filter((t) => !t.noNow).flatMap((t) => nowFor(t).map((m) => [t, m] as const)),
    );
    for (const [t, marker] of all) {
      const x = forms(t.verb);
      const wrong = [
        d(`${t.pl ? 'is' : 'are'} being ${x.pp}`, 'be-agreement', { subject: t.s, be: be(t) }),
        d(`${be(t)} been ${x.pp}`, 'been-for-being', {}),
      ];
      wrong.push(
        t.erg
          ? d(`${be(t)} being ${x.base}`, 'base-for-participle-passive', { participle: x.pp })
          : d(`${be(t)} ${x.ing}`, 'active-for-passive', { subject: t.s }),
      );
      yield item(rng, {
        text: `${t.s} {} ${marker}`,
        answer: `${be(t)} being ${x.pp}`,
        wrong,
        ruleId: 'passive-continuous',
        trigger: [t.s, marker],
        features: { voice: 'passive', tense: 'present-continuous' },
        skeleton: `pc-${t.s}-${t.verb}`,
      });
    }
    for (const l of rng.shuffle(continuousLines())) {
      const x = forms(l.verb);
      const be = l.plural ? 'are' : 'is';
      yield item(rng, {
        text: l.text,
        answer: `${be} being ${x.pp}`,
        wrong: [
          d(`${l.plural ? 'is' : 'are'} being ${x.pp}`, 'be-agreement', { subject: l.subject, be }),
          d(`${be} been ${x.pp}`, 'been-for-being', {}),
          l.erg
            ? d(`${be} being ${x.base}`, 'base-for-participle-passive', { participle: x.pp })
            : d(`${be} ${x.ing}`, 'active-for-passive', { subject: l.subject }),
        ],
        ruleId: 'passive-continuous',
        trigger: [l.trigger],
        features: { voice: 'passive', tense: 'present-continuous' },
        skeleton: l.skeleton,
      });
    }
  },
});
