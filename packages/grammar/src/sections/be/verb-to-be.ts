import { cap, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { fits, PERSON_COMPLEMENTS, THING_CLAUSES } from '../../lexicon/be.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS, askedAbout } from '../../lexicon/people.ts';
import { bePresent, personLabel, type Subject, subjectStart } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './verb-to-be.json' with { type: 'json' };

const FORMS = ['am', 'is', 'are'] as const;

const ruleFor = (form: string): string => (form === 'am' ? 'be-am' : form === 'is' ? 'be-is' : 'be-are');

/** am/is/are for a person: the two other forms are agreement errors. */
export function beWrong(answer: string, subject: string, label: string, upper = false): Wrong[] {
  return FORMS.filter((f) => f !== answer).map((f) => ({
    choice: upper ? cap(f) : f,
    errorType: 'be-agreement',
    params: { subject, person: label, needed: answer },
  }));
}

const thingLabel = (person: '3sg' | '3pl'): string => (person === '3sg' ? 'he/she/it' : 'you/we/they');

/**
 * A bare negative says nothing ("My mother is not at a wedding", "We are not on the phone" were crossed out):
 * each negative comes with the reason or the contrast that makes someone say it ("Olena is not at home: she
 * went to the shops"). The reasons use past tenses or modals, so they give away no form of be. A complement
 * with no natural reason (very kind, angry, upset…) has no negative. A past reason is an event whose result
 * holds now ("went to the shops", "took a day off"), never an activity over a time still going on: "is not in
 * the office: he worked from home today" mixes the tenses (round 1135).
 */
export const NEG_REASON = new Map<string, string>([
  ['tired', '{p} slept well last night'],
  ['hungry', '{p} had a big lunch'],
  ['very happy', '{p} missed the bus this morning'],
  ['busy', '{p} can help you now'],
  ['late', '{p} left home early'],
  ['ready', "{p} can't find {poss} shoes"],
  ['at home', '{p} went to the shops'],
  ['at work', '{p} took a day off'],
  ['in the kitchen', '{p} went out into the garden'],
  ['in the garden', '{p} went inside because of the rain'],
  ['at the station', '{p} decided to drive'],
  ['on holiday', '{p} used up all {poss} holiday in the spring'],
  ['from Ukraine', '{p} grew up in Poland'],
  ['from Kyiv', '{p} grew up in Lviv'],
  ['a bit nervous', '{p} practised a lot'],
  ['good at maths', '{p} failed the last test'],
  ['afraid of dogs', '{p} grew up with two dogs'],
  ['ill', '{p} just had a bad night'],
  ['at the cinema', 'the film was cancelled'],
  ['in Lviv', '{p} came back yesterday'],
  ['at the dentist', 'the appointment was moved to Friday'],
  ['cold', '{p} put on a warm jumper'],
  ['in a hurry', 'the train leaves in an hour'],
  ['at the party', '{p} stayed at home with a cold'],
  ['excited about the trip', 'it was cancelled'],
  // One person's mishap reads oddly for a group ("Max and Lily … hurt their knee"): the reason is the place's.
  ['at the gym', 'it is closed for repairs this week'],
  ['in the office', '{p} went to a meeting in town'],
  ['at the library', 'it closed early today'],
  ['on the bus', '{p} decided to walk'],
  ['at a concert', 'the tickets sold out'],
  ['at the airport', 'the flight was cancelled'],
  ['in bed', '{p} got up an hour ago'],
  ['on the phone', '{p} finished the call a minute ago'],
  ['at the market', 'it closed at noon'],
  ['asleep', '{p} just closed {poss} eyes for a minute'],
  ['worried about the exam', '{p} studied hard'],
  ['bored', '{p} found something to do'],
  ['thirsty', '{p} drank some water a minute ago'],
  ['at the beach', 'it started to rain'],
  ['at the meeting', 'it was cancelled'],
  ['on time', '{p} missed the bus'],
  ['in London', '{p} flew home yesterday'],
  ['at a wedding', 'it was last Saturday'],
  ['in the swimming pool', '{p} got out a minute ago'],
  ['at the bus stop', '{p} took a taxi'],
  ['a teacher', '{p} left teaching last year'],
  ['a doctor', '{p} studied law'],
  ['a nurse', '{p} trained as a vet'],
  ['an engineer', '{p} studied music'],
  ['a student', '{p} finished university last year'],
  ['a good cook', '{p} burnt the rice yesterday'],
  ['a great singer', 'nobody clapped when {p} sang'],
  ['the best player in the team', '{p} only started playing last month'],
  ['teachers', '{p} left teaching last year'],
  ['doctors', '{p} studied law'],
  ['students', '{p} finished university last year'],
  ['good friends', '{p} met only last week'],
  ['in the same class', '{p} chose different courses'],
]);
const PRONOUN_OF: Record<string, string> = { my: 'I', our: 'we', his: 'he', her: 'she', their: 'they' };
const GROUP = (s: Subject) => s.person === '1pl' || s.person === '3pl';
/**
 * A reason must suit who it is said of: children did not finish university, parents did not meet only last
 * week, a group does not close its eyes "for a minute" together ("The students are not asleep: they just closed
 * their eyes"), and a group puts on jumpers, not one jumper.
 */
const reasonFits = (r: string, s: Subject): boolean =>
  !(/university|teaching|studied|trained/.test(r) && !s.adult) &&
  !(/met only/.test(r) && /parents/.test(s.text)) &&
  !(/eyes for a minute/.test(r) && GROUP(s));
const reasonFor = (c: string, s: Subject): string | null => {
  const r0 = NEG_REASON.get(c);
  if (!r0 || !reasonFits(r0, s)) return null;
  const r = GROUP(s) ? r0.replace('a warm jumper', 'warm jumpers') : r0;
  const p = PRONOUN_OF[s.poss] ?? 'they';
  return r
    .replace(/^\{p\}/, cap(p) === 'I' ? 'I' : p)
    .replace('{p}', p)
    .replace('{poss}', s.poss);
};

function build(_rng: Rng): Item[] {
  const items: Item[] = [];
  const add = (s: Subject, text: string, skeleton: string, upper = false) => {
    const answer = bePresent(s);
    items.push({
      text,
      answer: upper ? cap(answer) : answer,
      wrong: beWrong(answer, s.text, personLabel(s), upper),
      ruleId: ruleFor(answer),
      trigger: [s.text],
      skeleton,
    });
  };
  for (const c of PERSON_COMPLEMENTS) {
    for (const s of ALL_SUBJECTS) {
      if (!fits(c, s)) continue;
      // No statement tells "you" how or where you are ("You are hungry"); you are asked instead.
      if (s.person !== '2') {
        add(s, `${subjectStart(s)} ___ ${c.text}.`, `be-stmt:${c.id}`);
        const why = reasonFor(c.text, s);
        if (why) add(s, `${subjectStart(s)} ___ not ${c.text}: ${why}.`, `be-neg:${c.id}`);
      }
      // "Am I from Kyiv?" is odd: a speaker asks about others, or about themself only where natural.
      const q = askedAbout(s) ?? (/late|ready|hurry/.test(c.text) ? s : null);
      if (q) add(q, `___ ${q.text} ${c.text}?`, `be-q:${c.id}`, true);
      const wq = askedAbout(s);
      if (c.wh && wq) add(wq, `${c.wh} ___ ${wq.text} ${c.text}?`, `be-wh:${c.id}`);
    }
  }
  for (const t of THING_CLAUSES) {
    const answer = t.person === '3sg' ? 'is' : 'are';
    const base = {
      ruleId: ruleFor(answer),
      trigger: [t.subject],
      ...(t.note ? { features: { noun: t.note } } : {}),
    };
    const wrong = (upper: boolean) => beWrong(answer, t.subject, thingLabel(t.person), upper);
    items.push({
      ...base,
      text: `${cap(t.subject)} ___ ${t.rest}.`,
      answer,
      wrong: wrong(false),
      skeleton: `be-thing:${t.id}`,
    });
    items.push({
      ...base,
      text: `${cap(t.subject)} ___ not ${t.rest}.`,
      answer,
      wrong: wrong(false),
      skeleton: `be-thing-neg:${t.id}`,
    });
    // The checker cannot parse "Is the news good?": those two stay statements only.
    if (t.note !== 'news' && t.note !== 'maths')
      items.push({
        ...base,
        text: `___ ${t.subject} ${t.rest.replace(/^my /, 'your ')}?`,
        answer: cap(answer),
        wrong: wrong(true),
        skeleton: `be-thing-q:${t.id}`,
      });
  }
  return items;
}

export const verbToBe: TopicDef = makeTopic(copy, { target: 3600, build: build });
