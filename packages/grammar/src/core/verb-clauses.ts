import { ACTIONS, type Action, habitAdverbs, habitMarkers, restFor } from '../lexicon/actions.ts';
import { misfit } from '../lexicon/fit.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS } from '../lexicon/people.ts';
import { STATES, THING_FACTS } from '../lexicon/states.ts';
import { possess, type Subject } from '../lexicon/subject.ts';
import type { Rng } from '../types.ts';

/**
 * A present-simple clause around one verb: the subject, the verb (base form) and what goes before and
 * after the verb. Topics put the blank where the verb goes and choose the forms.
 */
export interface Clause {
  skeleton: string;
  subject: Subject;
  verb: string;
  /** Words between the subject and the verb ("usually"), may be empty. */
  pre: string;
  /** Words after the verb, without the full stop. */
  post: string;
  /** The words that show it is a habit or a fact ("every day", "usually"), may be empty. */
  marker: string;
  kind: 'habit' | 'adverb' | 'state' | 'fact';
  stative: boolean;
}

const thingSubject = (text: string, plural: boolean): Subject => ({
  text,
  person: plural ? '3pl' : '3sg',
  poss: plural ? 'their' : 'its',
  adult: true,
});

export const okSubject = (s: Subject, adult: boolean): boolean => s.adult || !adult;

/** Subjects for one phrase: a few, picked at random, so each skeleton yields only a few variants. */
export function someSubjects(
  rng: Rng,
  n: number,
  adult: boolean,
  filter?: (s: Subject) => boolean,
): Subject[] {
  return rng
    .shuffle(ALL_SUBJECTS)
    .filter((s) => okSubject(s, adult) && (!filter || filter(s)))
    .slice(0, n);
}

/**
 * Subjects a statement about an action may have: not "you" (telling the listener what they do or did is what
 * the blind readers crossed out), and only people the action fits (lexicon/fit.ts: no chores for the
 * neighbours or a best friend, no clients' letters for a group of friends).
 */
export const toldFits =
  (a: Action, filter?: (s: Subject) => boolean) =>
  (s: Subject): boolean =>
    s.text !== 'you' && (!filter || filter(s)) && misfit(s.text, `${a.verb} ${restFor(a, s.poss)}`) === null;

/** Present-simple clauses: habits with a time marker or a frequency adverb, states, and facts. */
export function presentClauses(rng: Rng, perSkeleton: number, filter?: (s: Subject) => boolean): Clause[] {
  const out: Clause[] = [];
  for (const a of ACTIONS) {
    const markers = habitMarkers(a);
    if (markers.length === 0) continue;
    for (const s of someSubjects(rng, perSkeleton, a.adult, toldFits(a, filter))) {
      const m = rng.pick(markers);
      out.push(habitClause(a, s, m));
      const adv = rng.pick(habitAdverbs(a));
      out.push({
        skeleton: `adv:${a.id}`,
        subject: s,
        verb: a.verb,
        pre: adv,
        post: restFor(a, s.poss),
        marker: adv,
        kind: 'adverb',
        stative: false,
      });
    }
  }
  for (const st of STATES) {
    for (const s of someSubjects(rng, perSkeleton, st.adult, filter)) {
      out.push({
        skeleton: `state:${st.id}`,
        subject: s,
        verb: st.verb,
        pre: '',
        post: possess(st.rest, s.poss),
        marker: '',
        kind: 'state',
        stative: st.stative,
      });
    }
  }
  for (const f of THING_FACTS) {
    const s = thingSubject(f.subject, f.plural);
    if (filter && !filter(s)) continue;
    out.push({
      skeleton: `fact:${f.id}`,
      subject: s,
      verb: f.verb,
      pre: '',
      post: f.rest,
      marker: '',
      kind: 'fact',
      stative: false,
    });
  }
  return out;
}

export function habitClause(a: Action, s: Subject, marker: string): Clause {
  return {
    skeleton: `habit:${a.id}`,
    subject: s,
    verb: a.verb,
    pre: '',
    post: `${restFor(a, s.poss)} ${marker}`,
    marker,
    kind: 'habit',
    stative: false,
  };
}

/** "Subject pre ___ post." with the subject capitalised. */
export function clauseText(c: Clause, end = '.'): string {
  const subj = (c.subject.text[0] ?? '').toUpperCase() + c.subject.text.slice(1);
  return [subj, c.pre, '___', c.post].filter(Boolean).join(' ') + end;
}
