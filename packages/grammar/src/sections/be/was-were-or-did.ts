import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, makeTopic } from '../../engine.ts';
import { ACTIONS, type Action, restFor } from '../../lexicon/actions.ts';
import { FEELING, fits, PERSON_COMPLEMENTS } from '../../lexicon/be.ts';
import { misfit } from '../../lexicon/fit.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS, askedAbout } from '../../lexicon/people.ts';
import { bePast, pronounFor, type Subject, subjectStart } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { pastMarkersFor } from '../present-tense/perfect-more.ts';
import { markersFor } from './was-were.ts';
import copy from './was-were-or-did.json' with { type: 'json' };

/** Chores that "too tired" or "too busy" explain not doing; outdoor pastimes that rain or illness stop. */
const CHORE =
  /^(cook|clean|wash|tidy|iron|feed|water|cut|sweep|do the shopping|do the washing-up|make a cake|bake|hang|paint|fix|repair|do \{poss\} homework|write a letter|finish)/;
const OUTDOOR =
  /^(play tennis|go to the gym|swim|run in|take the dog|ride|take photos|feed the ducks|walk|climb|plant)/;

function reasonFor(a: Action, s: Subject): string | null {
  const phrase = `${a.verb} ${a.rest}`;
  const pron = pronounFor(s);
  const was = bePast(s);
  if (CHORE.test(phrase)) return `because ${pron} ${was} too ${a.id.length % 2 ? 'tired' : 'busy'}`;
  if (OUTDOOR.test(phrase)) return a.id.length % 2 ? 'because it was raining' : `because ${pron} ${was} ill`;
  return null;
}

const otherWas = (s: Subject) => (bePast(s) === 'was' ? 'were' : 'was');

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  // was/were before an adjective, a noun or a place: did is the error.
  for (const c of PERSON_COMPLEMENTS) {
    const markers = markersFor(c);
    if (markers.length === 0) continue;
    for (const s of rng.shuffle(ALL_SUBJECTS).slice(0, 14)) {
      if (!fits(c, s)) continue;
      const m = rng.pick(markers);
      const q = askedAbout(s);
      if (q)
        items.push({
          text: `___ ${q.text} ${c.text} ${m}?`,
          answer: cap(bePast(q)),
          wrong: [
            { choice: 'Did', errorType: 'do-for-be', params: { word: c.text } },
            {
              choice: cap(otherWas(q)),
              errorType: 'was-were-agreement',
              params: {
                subject: q.text,
                person: q.person === '3sg' ? 'he/she/it' : 'you/we/they',
                needed: bePast(q),
              },
            },
          ],
          ruleId: 'past-be',
          trigger: [c.text],
          skeleton: `q-be:${c.id}`,
        });
      // A negative feeling out of the blue ("Tom wasn't bored last Monday") is odd, and so is telling "you".
      if (FEELING.test(c.text) || s.person === '2' || c.past === 'job') continue;
      items.push({
        text: `${subjectStart(s)} ___ ${c.text} ${m}.`,
        answer: `${bePast(s)}n't`,
        wrong: [{ choice: "didn't", errorType: 'do-for-be', params: { word: c.text } }],
        ruleId: 'past-be',
        trigger: [c.text],
        skeleton: `neg-be:${c.id}`,
      });
    }
  }
  // did + base verb: was/were is the error.
  for (const a of ACTIONS) {
    if (!a.y) continue;
    for (const s of someSubjects(rng, 9, a.adult)) {
      const m = rng.pick(pastMarkersFor(a));
      const q = askedAbout(s);
      if (q)
        items.push({
          text: `___ ${q.text} ${a.verb} ${restFor(a, q.poss)} ${m}?`,
          answer: 'Did',
          wrong: [{ choice: cap(bePast(q)), errorType: 'be-for-did', params: { verb: a.verb } }],
          ruleId: 'past-did',
          trigger: [a.verb],
          skeleton: `q-did:${a.id}`,
        });
      // A negative needs its reason ("didn't cook dinner yesterday because she was too tired"), and the
      // subject must fit the job (no students walking "the dog", friends sharing no cat).
      const why = reasonFor(a, s);
      if (!why || s.person === '2' || misfit(s.text, `${a.verb} ${restFor(a, s.poss)}`)) continue;
      if (/the (dog|cat|plants)/.test(a.rest) && /students|friends|cousins/.test(s.text)) continue;
      items.push({
        text: `${subjectStart(s)} ___ ${a.verb} ${restFor(a, s.poss)} ${m} ${why}.`,
        answer: "didn't",
        wrong: [{ choice: `${bePast(s)}n't`, errorType: 'be-for-did', params: { verb: a.verb } }],
        ruleId: 'past-did',
        trigger: [a.verb],
        skeleton: `neg-did:${a.id}`,
      });
    }
  }
  return items;
}

export const wasOrDid: TopicDef = makeTopic(copy, { target: 2000, build: build });
