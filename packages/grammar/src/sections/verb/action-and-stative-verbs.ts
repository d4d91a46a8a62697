import { z } from 'zod';
import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { STATES } from '../../lexicon/states.ts';
import { bePresent, is3sg, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { ingForm, thirdPerson } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './action-and-stative-verbs.data.json' with { type: 'json' };
import copy from './action-and-stative-verbs.json' with { type: 'json' };

/** Facts about things with a state verb: never in the continuous. */
const THING_STATES: [string, boolean, string, string][] = table(
  'THING_STATES',
  data.THING_STATES,
  z.tuple([z.string(), z.boolean(), z.string(), z.string()]),
);

/** The same verbs used as actions: here the continuous is right (now, at the moment, Look!). */
const DUAL_ACTIONS: [string, string, string][] = table(
  'DUAL_ACTIONS',
  data.DUAL_ACTIONS,
  z.tuple([z.string(), z.string(), z.string()]),
);

/** State uses of the dual verbs: here the simple is right. */
const DUAL_STATES: [string, string][] = table(
  'DUAL_STATES',
  data.DUAL_STATES,
  z.tuple([z.string(), z.string()]),
);

const STATIVE =
  /^(know|understand|believe|own|belong|prefer|want|need|remember|agree|mean|seem|contain|cost|weigh|taste|smell|depend|sound|fit|have|think)$/;

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  const simple = (s: Subject, verb: string) => (is3sg(s) ? thirdPerson(verb) : verb);
  /** A verb used as a state: the simple is right, the continuous wrong. */
  const stateChoices = (s: Subject, verb: string): Pick<Item, 'answer' | 'wrong'> => ({
    answer: simple(s, verb),
    wrong: [
      { choice: `${bePresent(s)} ${ingForm(verb)}`, errorType: 'stative-progressive', params: { verb } },
    ],
  });
  for (const st of STATES) {
    if (!st.stative || !STATIVE.test(st.verb)) continue;
    for (const s of someSubjects(rng, 20, st.adult)) {
      items.push({
        text: `${subjectStart(s)} ___ ${possess(st.rest, s.poss)}.`,
        ...stateChoices(s, st.verb),
        ruleId: 'state-simple',
        trigger: [st.verb],
        skeleton: `state:${st.id}`,
      });
    }
  }
  for (const [subject, plural, verb, rest] of THING_STATES) {
    const s: Subject = {
      text: subject,
      person: plural ? '3pl' : '3sg',
      poss: plural ? 'their' : 'its',
      adult: true,
    };
    items.push({
      text: `${cap(subject)} ___ ${rest}.`,
      ...stateChoices(s, verb),
      ruleId: 'state-simple',
      trigger: [verb],
      skeleton: `thing:${subject}:${verb}`,
    });
  }
  for (const [verb, rest] of DUAL_STATES) {
    for (const s of someSubjects(rng, 22, false)) {
      items.push({
        text: `${subjectStart(s)} ___ ${rest}.`,
        ...stateChoices(s, verb),
        ruleId: 'dual-state',
        trigger: [rest],
        skeleton: `dual-state:${verb}:${rest}`,
      });
    }
  }
  for (const [verb, rest] of DUAL_ACTIONS) {
    for (const s of someSubjects(rng, 22, false)) {
      const m = rng.pick(['right now', 'at the moment']);
      items.push({
        text: `${subjectStart(s)} ___ ${possess(rest, s.poss)} ${m}.`,
        answer: `${bePresent(s)} ${ingForm(verb)}`,
        wrong: [{ choice: simple(s, verb), errorType: 'simple-for-action', params: { verb, marker: m } }],
        ruleId: 'dual-action',
        trigger: [m, rest],
        skeleton: `dual-action:${verb}:${rest}`,
      });
    }
  }
  return items;
}

export const actionStativeVerbs: TopicDef = makeTopic(copy, { target: 800, build: build });
