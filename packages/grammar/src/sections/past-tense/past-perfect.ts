import { z } from 'zod';
import { someSubjects, toldFits } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, restFor } from '../../lexicon/actions.ts';
import { record, table } from '../../lexicon/data.ts';
import { haveFor, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { regularisedNonword, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './past-perfect.data.json' with { type: 'json' };
import pastPerfectCopy from './past-perfect.json' with { type: 'json' };
import pastPerfectOrPastSimpleCopy from './past-perfect-or-past-simple.json' with { type: 'json' };

/**
 * Later past events that give the reference point ("By the time we arrived, ..."). `overlaps` lists the
 * subjects that are (or may be) part of who does the later event: the main clause never has someone who is
 * in that group ("By the time our parents got back, my dad had made a cake": dad is one of the parents;
 * "By the time we arrived, I had ..."; "By the time the guests came, they had ...").
 */
const ME_OR_US = /^(I|we)$|\bI$/;
/** Jobs done at home before someone comes back or visits. */
const HOUSEHOLD =
  /dinner|dishes|kitchen|homework|room|cake|floor|washing-up|plants|the cat|rubbish|shopping|table\b(?! for)|grass|the car|fence|bread|sandwiches|shirts|presents|chair|boxes/;
const LATER: { text: string; overlaps: RegExp; tasks: RegExp }[] = [
  { text: 'we arrived', overlaps: ME_OR_US, tasks: HOUSEHOLD },
  { text: 'I got home', overlaps: ME_OR_US, tasks: HOUSEHOLD },
  {
    text: 'the guests came',
    overlaps: /^they$/,
    tasks: /dinner|dishes|kitchen|cake|table\b(?! for)|sandwiches|floor|bread|washing-up|presents/,
  },
  // Before a taxi comes one gets ready to leave; papers typed or sent before a taxi were crossed out as an
  // unmotivated pair ("When the taxi came, the children had already typed the letter"), and one packs (never
  // unpacks) before a taxi: the tasks are matched against the verb and its object.
  {
    text: 'the taxi came',
    overlaps: /^$/,
    tasks: /\bpack |rubbish|plants|the cat/,
  },
  { text: 'I called', overlaps: ME_OR_US, tasks: HOUSEHOLD },
  { text: 'the shops closed', overlaps: /^they$/, tasks: /shopping|present/ },
  { text: 'we got there', overlaps: ME_OR_US, tasks: HOUSEHOLD },
  { text: 'our parents got back', overlaps: /^they$|dad|mother|mum|father|parents|family/, tasks: HOUSEHOLD },
  // Work and study papers are ready before a meeting or a lesson, not before guests ("By the time the guests
  // came, I had copied the notes" was crossed out).
  { text: 'the meeting started', overlaps: /^$/, tasks: /report|email|letter|form|invoice|contract/ },
  { text: 'the lesson started', overlaps: /^$/, tasks: /notes|homework|form/ },
];

/**
 * A job done at home is reported by someone who lives there: "When I got home, my flatmate had already
 * mended the chair", never "the students" or "my cousins" (crossed out in round 1130).
 */
const NOT_AT_HOME = /students|friends|cousins|Mr Brown|Mrs Green/;
/** Homework and class notes are a child's or a student's: never "my dad did his homework". */
const GROWN_UP = /dad|mother|parents|Mr Brown|Mrs Green/;
const fitsTask = (rest: string) => (s: Subject) => !(/homework|notes/.test(rest) && GROWN_UP.test(s.text));
/** Office papers are an adult's work: children do not type the letter or sign the contract. */
const OFFICE = /report|email|letter|form\b|invoice|contract/;
const HOME_EVENT = /arrived|got home|called|got there|got back|guests/;

/** The later events that suit the task and whose doers do not include the subject. */
export const laterFor = (s: Subject, rest = ''): { text: string }[] => {
  const apart = LATER.filter(
    (l) => !l.overlaps.test(s.text) && !(HOME_EVENT.test(l.text) && NOT_AT_HOME.test(s.text)),
  );
  const suited = apart.filter((l) => l.tasks.test(rest));
  if (suited.length) return suited;
  // Any other task is dated by a call or an arrival, never by guests, a taxi or closing time that have
  // nothing to do with it; with no such event the subject is not used for the task.
  return apart.filter((l) => /called|arrived|got home|got there/.test(l.text));
};

const PRONOUN: Record<string, string> = record('PRONOUN', data.PRONOUN, z.string());

/** Results that are explained by an earlier action ("because she had lost her keys"). */
const BECAUSE: [string, string][] = table('BECAUSE', data.BECAUSE, z.tuple([z.string(), z.string()]));

function perfectWrongs(verb: string, s: Subject, marker: string): Wrong[] {
  const f = verbForms(verb);
  const out: Wrong[] = [
    {
      choice: `${haveFor(s)} ${f.participle}`,
      errorType: 'tense-marker-mismatch',
      params: { marker, tense: 'past-perfect' },
    },
  ];
  if (f.past !== f.participle)
    out.push({
      choice: `had ${f.past}`,
      errorType: 'past-for-participle',
      params: { verb, needed: f.participle },
    });
  const nw = regularisedNonword(verb);
  if (nw)
    out.push({
      choice: `had ${nw.participle}`,
      errorType: 'regularised-nonword',
      params: { verb, needed: f.participle },
    });
  if (verb !== f.participle)
    out.push({
      choice: `had ${verb}`,
      errorType: 'base-for-participle',
      params: { verb, needed: f.participle },
    });
  return out;
}

/** Tasks one finishes before someone arrives: these make "By the time we arrived, ..." natural. */
const TASK =
  /dinner|dishes|kitchen|homework|report|fence|the car|room|cake|table|bags|shopping|washing-up|sandwiches|floor|presents|grass|letter|email|shirts|plants|the cat|form|notes|roof|bread|treehouse|scarf|chair|boxes|invoice|contract|rubbish/;
const completed = ACTIONS.filter((a) => a.c && a.y && TASK.test(a.rest));

type Action = (typeof completed)[number];
type Forms = ReturnType<typeof verbForms>;

/**
 * Each completed task with its subjects: the "By the time …, had done" item (its distractors from `wrong`),
 * then the topic's own second item from `next`. Both topics draw the rng in this order.
 */
function byTheTime(
  rng: Rng,
  wrong: (a: Action, f: Forms, s: Subject, marker: string) => Wrong[],
  next: (a: Action, f: Forms, s: Subject, rest: string, later: { text: string }[]) => Item,
): Item[] {
  const items: Item[] = [];
  for (const a of completed) {
    const f = verbForms(a.verb);
    for (const s of someSubjects(rng, 13, a.adult || OFFICE.test(a.rest), toldFits(a, fitsTask(a.rest)))) {
      const rest = restFor(a, s.poss);
      const later = laterFor(s, `${a.verb} ${rest}`);
      if (!later.length) continue;
      const l = rng.pick(later);
      const marker = `By the time ${l.text}`;
      items.push({
        text: `${marker}, ${s.text} ___ ${rest}.`,
        answer: `had ${f.participle}`,
        wrong: wrong(a, f, s, marker),
        ruleId: 'pp-earlier',
        trigger: [marker],
        skeleton: `by:${a.id}`,
      });
      items.push(next(a, f, s, rest, later));
    }
  }
  return items;
}

function ppBuild(rng: Rng): Item[] {
  const items = byTheTime(
    rng,
    (a, _f, s, marker) => limitWrong(rng, perfectWrongs(a.verb, s, marker), 3, 0),
    (a, f, s, rest, later): Item => {
      const l2 = rng.pick(later);
      return {
        text: `When ${l2.text}, ${s.text} ___ already ${f.participle} ${rest}.`,
        answer: 'had',
        wrong: [
          {
            choice: haveFor(s),
            errorType: 'tense-marker-mismatch',
            params: { marker: `When ${l2.text}`, tense: 'past-perfect' },
          },
          {
            choice: s.person === '1sg' || s.person === '3sg' ? 'was' : 'were',
            errorType: 'be-for-have',
            params: {},
          },
        ],
        ruleId: 'pp-form',
        trigger: [`When ${l2.text}`, 'already'],
        skeleton: `aux:${a.id}`,
      };
    },
  );
  for (const [phrase, result] of BECAUSE) {
    const [verb = '', rest0 = ''] = phrase.split('|');
    const f = verbForms(verb);
    for (const s of someSubjects(
      rng,
      20,
      /work|pay/.test(result),
      (s) => s.text !== 'you' && fitsTask(rest0)(s),
    )) {
      const pron = PRONOUN[s.poss] ?? 'they';
      const sgSubj = s.person === '1sg' || s.person === '3sg';
      const res = result
        .replace(/^was /, sgSubj ? 'was ' : 'were ')
        .replace(/^wasn't /, sgSubj ? "wasn't " : "weren't ");
      const marker = 'because';
      items.push({
        text: `${subjectStart(s)} ${res} because ${pron} ___ ${possess(rest0, s.poss)}.`,
        answer: `had ${f.participle}`,
        wrong: limitWrong(rng, perfectWrongs(verb, { ...s, text: pron }, marker), 3, 0),
        ruleId: 'pp-earlier',
        trigger: [res, 'because'],
        skeleton: `because:${verb}:${rest0}`,
      });
    }
  }
  return items;
}

export const pastPerfect: TopicDef = makeTopic(pastPerfectCopy, { target: 1100, build: ppBuild });

/** An earlier, first action to start a story with ("First she got up, and then ..."). */
const FIRST: [string, string][] = [
  ['come', 'home'],
  ['get', 'back from the shops'],
  ['have', 'a cup of tea'],
];

function mixBuild(rng: Rng): Item[] {
  return byTheTime(
    rng,
    (_a, f, s, marker): Wrong[] => [
      { choice: f.past, errorType: 'past-for-past-perfect', params: { marker } },
      {
        choice: `${haveFor(s)} ${f.participle}`,
        errorType: 'tense-marker-mismatch',
        params: { marker, tense: 'past-perfect' },
      },
    ],
    (a, f, s, rest): Item => {
      const [fv = '', fr = ''] = rng.pick(
        FIRST.filter(([v, r]) => v !== a.verb && !(/shops/.test(r ?? '') && /shopping/.test(rest))),
      );
      const pron = PRONOUN[s.poss] ?? 'they';
      return {
        text: `${subjectStart(s)} ${verbForms(fv).past} ${possess(fr, s.poss)}, and then ${pron} ___ ${rest}.`,
        answer: f.past,
        wrong: [
          { choice: `had ${f.participle}`, errorType: 'perfect-for-sequence', params: {} },
          {
            choice: `${haveFor({ ...s, text: pron })} ${f.participle}`,
            errorType: 'tense-marker-mismatch',
            params: { marker: 'and then', tense: 'past' },
          },
        ],
        ruleId: 'ps-sequence',
        trigger: ['and then'],
        skeleton: `seq:${a.id}`,
      };
    },
  );
}

export const pastPerfectOrPastSimple: TopicDef = makeTopic(pastPerfectOrPastSimpleCopy, {
  target: 1000,
  build: mixBuild,
});
