import { z } from 'zod';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import {
  fill,
  modal,
  modalPerfect,
  parseSlot,
  pastSimple,
  present,
  resultMayLead,
  type Slot,
  STATIVE,
  shuffledExercises,
  wouldPast,
} from '../../sections/conditional/clause.ts';
import type { ExerciseDraft, Rng, TopicDef } from '../../types.ts';
import data from './conditionals.data.json' with { type: 'json' };
import firstConditionalCopy from './first-conditional.json' with { type: 'json' };
import secondConditionalCopy from './second-conditional.json' with { type: 'json' };

/** Condition and result clauses: [subject, base verb phrase, third-person form, past form]. */
const CONDITIONS: [string, string, string, string][] = table(
  'CONDITIONS',
  data.CONDITIONS,
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
);
const RESULTS: string[] = table('RESULTS', data.RESULTS, z.string());
const SECOND_RESULTS: string[] = table('SECOND_RESULTS', data.SECOND_RESULTS, z.string());
const thirdSg = (s: string) => ['it', 'she', 'he', 'Tom', 'the weather', 'the shop'].includes(s);

/** A result "I will buy some bread": its subject (I) and the verb phrase after its modal (buy some bread). */
function resultParts(result: string): [subject: string, verbPhrase: string] {
  const [subject = '', , ...verb] = result.split(' ');
  return [subject, verb.join(' ')];
}

export const firstConditional: TopicDef = makeTopic(firstConditionalCopy, {
  target: 700,
  *generate(rng) {
    yield* tablePairs(rng, {
      skeleton: 'first',
      results: RESULTS,
      ifVerb: ([subject, base, third]) => (thirdSg(subject) ? third : base),
      ifWrong: ([, base, , past]) => {
        const [head, ...restWords] = base.split(' ');
        const rest = restWords.length ? ` ${restWords.join(' ')}` : '';
        return [
          d(`will ${head === 'be' ? 'be' : head}${rest}`, 'will-after-if', {}),
          d(past, 'past-in-first-conditional', {}),
        ];
      },
      ifRule: 'if-present',
      ifTrigger: ['If', 'will'],
      modal: 'will',
      resultWrong: (rs, verbPhrase) => [
        d(`would ${verbPhrase}`, 'would-in-first-conditional', {}),
        // Wrong by meaning, not only by form: the present-simple condition puts the result in a real future.
        d(
          `would have ${verbForms(verbPhrase.split(' ')[0] ?? '').participle} ${verbPhrase.split(' ').slice(1).join(' ')}`.trim(),
          'past-in-first-result',
          {},
        ),
        d(
          `${verbPhrase.split(' ')[0] === 'be' ? (rs === 'I' ? 'am' : rs === 'it' || rs === 'she' ? 'is' : 'are') : verbPhrase.split(' ')[0]} ${verbPhrase.split(' ').slice(1).join(' ')}`.trim(),
          'present-in-result',
          {},
        ),
      ],
      resultRule: 'result-will',
    });
    yield* firstMore(rng);
  },
});

export const secondConditional: TopicDef = makeTopic(secondConditionalCopy, {
  target: 700,
  *generate(rng) {
    yield* tablePairs(rng, {
      skeleton: 'second',
      results: SECOND_RESULTS,
      skip: ([subject, base]) => subject === 'you' && base === 'heat ice',
      ifVerb: ([subject, , , past]) =>
        past.replace(/^was /, ['you', 'we', 'they', 'my parents'].includes(subject) ? 'were ' : 'was '),
      ifWrong: ([subject, base, third]) => [
        // "If my parents would agree" is willingness and right: would only against a state verb.
        ...(STATIVE.has(base.split(' ')[0] ?? '') ? [d(`would ${base}`, 'would-after-if', {})] : []),
        d(thirdSg(subject) ? third : base, 'present-in-second-conditional', {}),
      ],
      ifRule: 'if-past',
      ifTrigger: ['would'],
      modal: 'would',
      resultWrong: (_rs, verbPhrase) => [
        d(`will ${verbPhrase}`, 'will-in-second-conditional', {}),
        d(`would ${verbPhrase.replace(/^(\w+)/, (w) => verbForms(w).past)}`, 'past-after-would', {}),
      ],
      resultRule: 'result-would',
    });
    yield* secondMore(rng);
  },
});

type Condition = (typeof CONDITIONS)[number];

/** How a conditional says the shared CONDITIONS rows: its results, the if-verb, each gap's wrong choices and rule. */
interface TableForms {
  /** The skeleton prefix (first-if-3, first-result-3). */
  skeleton: string;
  /** The result clause of each row, by index. */
  results: readonly string[];
  /** A row this conditional leaves out. */
  skip?: (row: Condition) => boolean;
  ifVerb: (row: Condition) => string;
  ifWrong: (row: Condition) => Wrong[];
  ifRule: string;
  ifTrigger: string[];
  modal: 'will' | 'would';
  /** The wrong choices for the result's gap, from the result's subject and the verb phrase after its modal. */
  resultWrong: (subject: string, verbPhrase: string) => Wrong[];
  resultRule: string;
}

/** The two exercises of each CONDITIONS row: the if-verb, and the result verb after the filled if-clause. */
function* tablePairs(rng: Rng, f: TableForms): Generator<ExerciseDraft> {
  for (const [row, i, k] of shuffledExercises(rng, CONDITIONS, 2)) {
    if (f.skip?.(row)) continue;
    const [subject] = row;
    const result = f.results[i] ?? '';
    const ifVerb = f.ifVerb(row);
    if (k === 0) {
      yield item(rng, {
        text: `If ${subject} {}, ${result}.`,
        answer: ifVerb,
        wrong: f.ifWrong(row),
        ruleId: f.ifRule,
        trigger: f.ifTrigger,
        skeleton: `${f.skeleton}-if-${i}`,
      });
    } else {
      const [rs, verbPhrase] = resultParts(result);
      yield item(rng, {
        text: `If ${subject} ${ifVerb}, ${rs} {}.`,
        answer: `${f.modal} ${verbPhrase}`,
        wrong: f.resultWrong(rs, verbPhrase),
        ruleId: f.resultRule,
        trigger: ['If', ifVerb],
        skeleton: `${f.skeleton}-result-${i}`,
      });
    }
  }
}

/**
 * Authored first-conditional pairs: [if-clause, result], a real possibility and what it will lead to.
 * Each gives three exercises (the if-verb, the result verb, the if-verb with the result first).
 *
 * Notes on rows (the rows are in conditionals.data.json):
 * - before row ["the bakery [be:3] closed tomorrow","I [buy] bread at the supermarket: Issue 16: more bases, each its own skeleton. No negative if-clause where "won't" reads as refusal.
 */
const FIRST_MORE: [string, string][] = table(
  'FIRST_MORE',
  data.FIRST_MORE,
  z.tuple([z.string(), z.string()]),
);

function* firstMore(rng: Rng): Generator<ExerciseDraft> {
  yield* authoredPairs(rng, FIRST_MORE, {
    skeleton: 'first-more',
    ifVerb: (cond) => present(cond),
    modal: 'will',
    // Not would alone: "would have" is wrong by meaning too, since the if-clause's present simple puts the
    // result in a real future. (A past simple or a present simple is not offered: "If the light is on, he
    // got home" and a zero conditional can be right, see the conditional-other-time guard.)
    resultWrong: (_cond, res) => [
      d(modal(res, 'would'), 'would-in-first-conditional', {}),
      d(modalPerfect(res), 'past-in-first-result', {}),
    ],
    resultRule: 'result-will',
    ifWrong: (cond) => {
      const wrong = [d(modal(cond, 'will'), 'will-after-if', {})];
      if (cond.person === '3' && !cond.neg)
        wrong.push(d(present(cond, ''), 'agreement-3sg', { subject: cond.before }));
      return wrong;
    },
    ifRule: 'if-present',
    ifTrigger: ['if', 'will'],
  });
}

/**
 * Authored second-conditional pairs: [if-clause, result], something imagined or unlikely now and what
 * would follow. `be` in the if-clause is "were" for every subject (was is never offered as wrong).
 *
 * Notes on rows (the rows are in conditionals.data.json):
 * - before row ["I [have] a car","I [drive] you to the airport"]: Issue 16: more bases, each its own skeleton: an unreal present and what would follow.
 */
const SECOND_MORE: [string, string][] = table(
  'SECOND_MORE',
  data.SECOND_MORE,
  z.tuple([z.string(), z.string()]),
);

function* secondMore(rng: Rng): Generator<ExerciseDraft> {
  yield* authoredPairs(rng, SECOND_MORE, {
    skeleton: 'second-more',
    ifVerb: (cond) => pastSimple(cond, true),
    modal: 'would',
    // Will only after a clearly unreal state ("If I had…, I will" has no real-past reading).
    resultWrong: (cond, res) => [
      ...(STATIVE.has(cond.verb) ? [d(modal(res, 'will'), 'will-in-second-conditional', {})] : []),
      d(wouldPast(res), 'past-after-would', {}),
    ],
    resultRule: 'result-would',
    ifWrong: (cond) => {
      const wrong = [d(present(cond), 'present-in-second-conditional', {})];
      // "If you would help …" is a polite request, so would is offered only with a state verb.
      if (STATIVE.has(cond.verb)) wrong.push(d(modal(cond, 'would'), 'would-after-if', {}));
      return wrong;
    },
    ifRule: 'if-past',
    ifTrigger: ['would'],
  });
}

/** How a conditional says its authored pairs: the if-clause's verb form, the result's modal, each gap's wrong choices and rule. */
interface PairForms {
  /** The skeleton prefix; a pair's three exercises share one skeleton. */
  skeleton: string;
  ifVerb: (cond: Slot) => string;
  modal: 'will' | 'would';
  resultWrong: (cond: Slot, res: Slot) => Wrong[];
  resultRule: string;
  ifWrong: (cond: Slot) => Wrong[];
  ifRule: string;
  ifTrigger: string[];
}

/** The three exercises of each authored pair: the if-verb, the result verb, the if-verb with the result first. */
function* authoredPairs(rng: Rng, rows: readonly [string, string][], f: PairForms): Generator<ExerciseDraft> {
  for (const [[c, r], i, k] of shuffledExercises(rng, rows, 3)) {
    const cond = parseSlot(c.replace(/^~/, ''));
    const res = parseSlot(r);
    const result = fill(res, modal(res, f.modal));
    const skeleton = `${f.skeleton}-${i}`;
    if (k === 1) {
      yield item(rng, {
        text: `If ${fill(cond, f.ifVerb(cond))}, ${fill(res, '{}')}.`,
        answer: modal(res, f.modal),
        wrong: f.resultWrong(cond, res),
        ruleId: f.resultRule,
        trigger: ['If', f.ifVerb(cond)],
        skeleton,
      });
      continue;
    }
    // "~": a wilful act ("if you will wait here", "if he will apologise") where will is also right.
    if (c.startsWith('~')) continue;
    // No pronoun before its name: not "He will have to take it again if Tom fails this exam".
    if (k === 2 && !resultMayLead(c, r)) continue;
    yield item(rng, {
      text: k === 0 ? `If ${fill(cond, '{}')}, ${result}.` : `${result} if ${fill(cond, '{}')}.`,
      answer: f.ifVerb(cond),
      wrong: f.ifWrong(cond),
      ruleId: f.ifRule,
      trigger: f.ifTrigger,
      skeleton,
    });
  }
}
