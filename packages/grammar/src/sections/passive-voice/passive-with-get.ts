import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './passive-with-get.data.json' with { type: 'json' };
import copy from './passive-with-get.json' with { type: 'json' };
/**
 * The passive with get (issue 16): something happens to the subject, often unexpectedly or unpleasantly
 * ("My bike got stolen", "You might get hurt", "He got promoted"). The sentence forces the passive: the
 * subject cannot do the action (a bike does not steal; "he injured" needs an object), so the active form
 * is wrong by meaning, and get needs the past participle, not the past simple or -ing. The be passive
 * ("was stolen") is right too, so it is never offered as wrong; verbs whose active form is also right
 * without an object (break, marry, dress, stick, pay, beat with "got beat") are left out.
 */

import { type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from '../verb/authored.ts';
import { type Group, lineItems } from './line-items.ts';

/** past: got + participle; bare: get + participle after will/might/to…; pres/pres3/presS: get(s) + participle. */
type Tense = 'past' | 'bare' | 'pres' | 'pres3' | 'presS';
/** [sentence with ___, verb, tense, the subject the action happens to, trigger, group?] */
type Line = [string, string, Tense, string, string, Group?];

const TenseSchema = z.enum(['past', 'bare', 'pres', 'pres3', 'presS']);

const GroupSchema = z.enum(['G', 'A']).optional();

const LineSchema = z.tuple([
  z.string(),
  z.string(),
  TenseSchema,
  z.string(),
  z.string(),
  GroupSchema.optional(),
]);

/**
 * Notes on rows (the rows are in passive-with-get.data.json):
 * - before row ["{S} ___ on the way home from the station last night.","rob","past",": got + participle: it happened to the subject
 * - before row ["Don’t climb on the roof: you might ___.","hurt","bare","you","Don’t : get + participle after will, might, could, to, don't
 * - before row ["{S} always ___ by mosquitoes in summer.","bite","presS","{S}","by mo: get(s) + participle for what keeps happening
 * - before row ["{P} suitcase ___ on the flight, so {pron} had to buy a new one.","da: Grown for issue 16 (the full catalogue): more things that happen to the subject, each with what forces it.
 */
export const GET_PASSIVE_LINES: Line[] = table('GET_PASSIVE_LINES', data.GET_PASSIVE_LINES, LineSchema);

/** The forms of one line for one subject: the answer and its wrong choices. */
function forms(verb: string, tense: Tense, s: Subject | null) {
  const f = verbForms(verb);
  const third = tense === 'pres3' || (tense === 'presS' && s?.person === '3sg');
  const get = tense === 'past' ? 'got' : third ? thirdPerson('get') : 'get';
  const active = tense === 'past' ? f.past : third ? f.third : f.base;
  // "got bit" is heard in American speech, so bite gets the -ing distractor instead.
  const odd =
    f.participleVariants.includes(f.past) || verb === 'bite'
      ? { choice: `${get} ${f.ing}`, errorType: 'ing-for-participle-get-passive' }
      : { choice: `${get} ${f.past}`, errorType: 'past-for-participle-get-passive' };
  return { answer: `${get} ${f.participle}`, active, odd, participle: f.participle };
}

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    GET_PASSIVE_LINES,
    8,
    ([text, verb, tense, subject, trigger], s, i): Item => {
      const fm = forms(verb, tense, s);
      const subj = fill(subject, s);
      return {
        text: fill(text, s),
        answer: fm.answer,
        wrong: [
          { choice: fm.active, errorType: 'active-for-get-passive', params: { subject: subj } },
          { choice: fm.odd.choice, errorType: fm.odd.errorType, params: { participle: fm.participle } },
        ],
        ruleId: tense === 'past' ? 'got-passive' : 'get-passive',
        trigger: [fill(trigger, s)],
        features: { tense },
        skeleton: `get-passive-${i}`,
      };
    },
    (row) => row[5],
  );
}

export const passiveWithGet: TopicDef = makeTopic(copy, { target: 850, build: items });
