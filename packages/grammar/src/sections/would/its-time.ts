import { z } from 'zod';
import { d, finish, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './its-time.data.json' with { type: 'json' };
import copy from './its-time.json' with { type: 'json' };

/**
 * It's time: + subject + past simple (It's time we went), + for someone + to (It's time for us to go),
 * + to (It's time to go). Each base is a situation that calls for the action now, said four ways: with a
 * subject, with "high time", with "for + object", with no one named. "Go" (it's time we go) is never
 * offered as wrong: some speakers accept it, so the wrong choices are will, the -ing form, to after a
 * subject and the past after for/no subject.
 * [context sentence, subject, object, verb phrase (base first)].
 *
 * Notes on rows (the rows are in its-time.data.json):
 * - before row ["The kids have school tomorrow.","they","them","go to bed"]: Issue 16: more situations, each its own base (its-time-76 onwards).
 */
const BASES: [string, string, string, string][] = table(
  'BASES',
  data.BASES,
  z.tuple([z.string(), z.string(), z.string(), z.string()]),
);

function items(): Item[] {
  const out: Item[] = [];
  BASES.forEach(([context, subj, obj, vp], i) => {
    const [verb = '', ...rest] = vp.split(' ');
    const f = verbForms(verb);
    const tail = rest.join(' ');
    const withTail = (form: string) => (tail ? `${form}` : form);
    const skeleton = `its-time-${i}`;
    const past = withTail(f.past);
    const toInf = `to ${verb}`;
    const ing = f.ing;
    const gap = `___${tail ? ` ${tail}` : ''}`;
    // With a subject: It's time we went / It's high time we went.
    for (const high of [false, true]) {
      out.push({
        text: finish(`${context} It's ${high ? 'high ' : ''}time ${subj} ${gap}`),
        answer: past,
        wrong: [
          d(`will ${verb}`, 'will-after-its-time', {}),
          d(ing, 'ing-after-its-time', {}),
          d(toInf, 'to-after-its-time-subject', {}),
        ],
        ruleId: 'time-subject-past',
        trigger: [`time ${subj}`],
        features: { frame: high ? 'high-time-subject' : 'time-subject' },
        skeleton,
      });
    }
    // No subject after time: It's time for us to go / It's time to go.
    for (const forObj of [true, false]) {
      out.push({
        text: finish(`${context} It's time ${forObj ? `for ${obj} ` : ''}${gap}`),
        answer: toInf,
        wrong: [d(f.past, 'past-after-time-to', {}), d(ing, 'ing-after-its-time', {})],
        ruleId: 'time-to',
        trigger: [forObj ? `time for ${obj}` : "It's time"],
        features: { frame: forObj ? 'time-for-object' : 'time-to' },
        skeleton,
      });
    }
  });
  return out;
}

export const itsTime: TopicDef = makeTopic(copy, { target: 700, build: () => items() });
