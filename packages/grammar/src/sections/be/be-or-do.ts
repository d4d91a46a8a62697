import { z } from 'zod';
import { cap, type Item, makeTopic } from '../../engine.ts';
import { ACTIONS, type Action, habitMarkers, restFor } from '../../lexicon/actions.ts';
import { fits, PERSON_COMPLEMENTS } from '../../lexicon/be.ts';
import { record } from '../../lexicon/data.ts';
import { oneEach } from '../../lexicon/fit.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS, askedAbout } from '../../lexicon/people.ts';
import { bePresent, doFor, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './be-or-do.data.json' with { type: 'json' };
import copy from './be-or-do.json' with { type: 'json' };

/**
 * What a negative habit says instead: when it does happen ("Tom doesn't practise the piano every morning, only
 * at weekends"). Markers with no natural contrast (at weekends, once a year …) are not negated, nor are
 * hygiene routines ("doesn't have a shower every day" says something nobody says about another adult).
 */
const NEG_CONTRAST: Record<string, string> = record('NEG_CONTRAST', data.NEG_CONTRAST, z.string());
const NO_NEGATIVE = /shower|teeth|the bed$|up early|breakfast|home at eight|feed the cat|wait for/;
/** The way to work is taken on workdays: "doesn't catch the train every morning, only twice a week". */
const COMMUTE = /to work|the train|the bus/;
export const negContrast = (a: Action, marker: string): string | undefined => {
  const phrase = `${a.verb} ${a.rest}`;
  if (NO_NEGATIVE.test(phrase)) return undefined;
  if (COMMUTE.test(phrase)) return /^every (day|morning)$/.test(marker) ? 'only twice a week' : undefined;
  // Work from home is a weekday: "…on Fridays, only on Mondays", never "only on Saturdays".
  if (/^work /.test(phrase) && marker === 'on Fridays') return 'only on Mondays';
  return NEG_CONTRAST[marker];
};

const otherDo = (s: Subject) => (doFor(s) === 'do' ? 'does' : 'do');
const okFor = (s: Subject, adult: boolean) => s.adult || !adult;

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  const subjects = ALL_SUBJECTS;
  // be + adjective/noun/place: do/does is the error.
  for (const c of PERSON_COMPLEMENTS) {
    for (const s of rng.shuffle(subjects).slice(0, 10)) {
      if (!fits(c, s)) continue;
      const be = bePresent(s);
      const q = askedAbout(s);
      if (q) {
        const qbe = bePresent(q);
        items.push({
          text: `___ ${q.text} ${c.text}?`,
          answer: cap(qbe),
          wrong: [{ choice: cap(doFor(q)), errorType: 'do-for-be', params: { word: c.text } }],
          ruleId: 'be-with-adjective-noun-place',
          trigger: [c.text],
          skeleton: `q-be:${c.id}`,
        });
      }
      if (be !== 'am')
        items.push({
          text: `${subjectStart(s)} ___ ${c.text}.`,
          answer: `${be}n't`,
          wrong: [{ choice: `${doFor(s)}n't`, errorType: 'do-for-be', params: { word: c.text } }],
          ruleId: 'be-with-adjective-noun-place',
          trigger: [c.text],
          skeleton: `neg-be:${c.id}`,
        });
    }
  }
  // do/does + base verb: am/is/are is the error; be + -ing: do/does is the error.
  for (const a of ACTIONS) {
    const markers = habitMarkers(a);
    for (const s of rng.shuffle(subjects).slice(0, 8)) {
      if (!okFor(s, a.adult)) continue;
      const q = askedAbout(s);
      if (markers.length > 0) {
        const m = rng.pick(markers);
        // A bare negative habit is said by nobody ("Mr Brown doesn't plant tomatoes every spring", review 1702):
        // it says when the habit does happen instead ("…every morning, only at weekends").
        const negMarkers = markers.filter((x) => negContrast(a, x) !== undefined);
        const nm = negMarkers.length > 0 ? rng.pick(negMarkers) : '';
        if (q)
          items.push({
            text: `___ ${q.text} ${a.verb} ${restFor(a, q.poss)} ${m}?`,
            answer: cap(doFor(q)),
            wrong: [
              { choice: cap(bePresent(q)), errorType: 'be-for-do', params: { verb: a.verb } },
              {
                choice: cap(otherDo(q)),
                errorType: 'do-agreement',
                params: { subject: q.text, needed: doFor(q) },
              },
            ],
            ruleId: 'do-with-verb',
            trigger: [a.verb],
            skeleton: `q-do:${a.id}`,
          });
        if (bePresent(s) !== 'am' && nm)
          items.push({
            text: `${subjectStart(s)} ___ ${a.verb} ${restFor(a, s.poss)} ${nm}, ${negContrast(a, nm)}.`,
            answer: `${doFor(s)}n't`,
            wrong: [
              { choice: `${bePresent(s)}n't`, errorType: 'be-for-do', params: { verb: a.verb } },
              {
                choice: `${otherDo(s)}n't`,
                errorType: 'do-agreement',
                params: { subject: s.text, needed: `${doFor(s)}n't` },
              },
            ],
            ruleId: 'do-with-verb',
            trigger: [a.verb],
            skeleton: `neg-do:${a.id}`,
          });
      }
      // A group eats apples, not "an apple" (round 1133: "Are your friends eating an apple now?").
      if (a.p && q && !(q.person === '3pl' && oneEach(`${a.verb} ${a.rest}`))) {
        const ing = ingForm(a.verb);
        items.push({
          text: `___ ${q.text} ${ing} ${restFor(a, q.poss)} now?`,
          answer: cap(bePresent(q)),
          wrong: [{ choice: cap(doFor(q)), errorType: 'do-for-be', params: { word: ing } }],
          ruleId: 'be-with-adjective-noun-place',
          trigger: [ing],
          skeleton: `q-ing:${a.id}`,
        });
      }
    }
  }
  return items;
}

export const beOrDo: TopicDef = makeTopic(copy, { target: 2200, build: build });
