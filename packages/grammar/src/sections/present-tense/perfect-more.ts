import { someSubjects } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, type Action, restFor } from '../../lexicon/actions.ts';
import {
  FOR_PERIODS,
  LASTING_PHRASES,
  type Lasting,
  SHORT_PERIODS,
  SHORT_POINTS,
  SINCE_POINTS,
} from '../../lexicon/lasting.ts';
import { bePresent, haveFor, is3sg, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { ingForm, regularisedNonword, thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import presentPerfectContinuousCopy from './present-perfect-continuous.json' with { type: 'json' };
import presentPerfectVsPastSimpleCopy from './present-perfect-vs-past-simple.json' with { type: 'json' };
import sinceOrForCopy from './since-or-for.json' with { type: 'json' };

/** Finished-time markers that fit the action: a daily routine happened "yesterday", not "in 2019". */
export function pastMarkersFor(a: Action): string[] {
  if (a.habit === 'd') return ['yesterday'];
  if (a.habit === 'w') return ['yesterday', 'last Saturday', 'last weekend', 'two days ago'];
  if (a.e) return ['last year', 'in 2019', 'last summer', 'two years ago'];
  return ['yesterday', 'last week', 'two days ago', 'last Monday'];
}

const presentOf = (s: Subject, verb: string) =>
  verb === 'be' ? bePresent(s) : is3sg(s) ? thirdPerson(verb) : verb;
const pastOf = (s: Subject, verb: string) =>
  verb === 'be' ? (s.person === '1sg' || s.person === '3sg' ? 'was' : 'were') : verbForms(verb).past;
const perfectOf = (s: Subject, verb: string) => `${haveFor(s)} ${verbForms(verb).participle}`;

/** A lasting phrase with since/for fits a subject: "Peter" does not know Peter; children have no jobs. */
const fitsLasting = (l: Lasting, s: Subject) =>
  (s.adult || !l.adult) &&
  !l.rest.includes(s.text) &&
  // "We have been a teacher" is wrong: one role needs one person.
  !(l.verb === 'be' && l.rest.startsWith('a ') && !(s.person === '1sg' || s.person === '3sg'));

/** Children cannot have done anything "for twenty years". */
const periodsFor = (s: Subject) => (s.adult ? FOR_PERIODS : FOR_PERIODS.filter((p) => !/ten|twenty/.test(p)));

/** Activities that read as "still in progress" take the continuous after since/for (has been learning). */
const PROGRESSIVE_LASTING = /^(learn|study|teach|sing|write|run|drive)$/;

/** "since I was a child" only after I. */
const pointsFor = (s: Subject) => SINCE_POINTS.filter((p) => s.text === 'I' || !p.includes('I was'));

const REPEATABLE = /^(lose|break a glass|miss|forget|order|call|make a cake|visit \{poss\} grandparents)/;
const FIRST_TIME = /Paris|horse|sushi|mountain|whale|tent|river|marathon|chess|novel/;

function ppVsPast(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const a of ACTIONS) {
    if (!a.y || a.verb === 'go') continue;
    const f = verbForms(a.verb);
    for (const s of someSubjects(rng, 8, a.adult)) {
      const rest = restFor(a, s.poss);
      const have = haveFor(s);
      const m = rng.pick(pastMarkersFor(a));
      const nonword = regularisedNonword(a.verb);
      const past: Wrong[] = [
        {
          choice: `${have} ${f.participle}`,
          errorType: 'tense-marker-mismatch',
          params: { marker: m, tense: 'past' },
        },
        ...(nonword
          ? [
              {
                choice: nonword.past,
                errorType: 'regularised-nonword',
                params: { verb: a.verb, needed: f.past },
              },
            ]
          : []),
      ];
      items.push({
        text: `${subjectStart(s)} ___ ${rest} ${m}.`,
        answer: f.past,
        wrong: past,
        ruleId: 'past-finished-time',
        trigger: [m],
        skeleton: `past:${a.id}`,
      });
      const perfectWrong = (marker: string): Wrong[] => [
        { choice: f.past, errorType: 'tense-marker-mismatch', params: { marker, tense: 'present-perfect' } },
        {
          choice: `${have} ${f.past}`,
          errorType: 'past-for-participle',
          params: { verb: a.verb, needed: f.participle },
        },
      ];
      const keepPerfect = (w: Wrong[]) => w.filter((x) => x.choice !== `${have} ${f.participle}`);
      if (FIRST_TIME.test(a.rest))
        items.push({
          text: `It's the first time ${s.text === 'I' ? 'I' : s.text} ___ ${rest}.`,
          answer: `${have} ${f.participle}`,
          wrong: keepPerfect(perfectWrong("It's the first time")),
          ruleId: 'pp-first-time',
          trigger: ["It's the first time"],
          skeleton: `first:${a.id}`,
        });
      if (REPEATABLE.test(`${a.verb} ${a.rest}`)) {
        const nth = rng.pick(['second', 'third']);
        items.push({
          text: `This is the ${nth} time ${s.text} ___ ${rest} this month.`,
          answer: `${have} ${f.participle}`,
          wrong: keepPerfect(perfectWrong(`This is the ${nth} time`)),
          ruleId: 'pp-first-time',
          trigger: [`This is the ${nth} time`],
          skeleton: `nth:${a.id}`,
        });
      }
    }
  }
  for (const l of LASTING_PHRASES) {
    // "has learnt Japanese since 2019" reads as finished learning: those take the continuous, not here.
    if (l.verb === 'wait' || PROGRESSIVE_LASTING.test(l.verb)) continue;
    for (const s of someSubjects(rng, 10, l.adult, (x) => fitsLasting(l, x))) {
      const point = rng.pick(pointsFor(s));
      const wrong: Wrong[] = [
        {
          choice: pastOf(s, l.verb),
          errorType: 'tense-marker-mismatch',
          params: { marker: `since ${point}`, tense: 'present-perfect' },
        },
        {
          choice: presentOf(s, l.verb),
          errorType: 'present-for-perfect',
          params: { marker: `since ${point}` },
        },
      ];
      items.push({
        text: `${subjectStart(s)} ___ ${l.rest} since ${point}.`,
        answer: perfectOf(s, l.verb),
        wrong,
        ruleId: 'pp-since',
        trigger: [`since ${point}`],
        skeleton: `since:${l.id}`,
      });
      const ago = rng.pick(
        ['ten years ago', 'in 2010', 'when I was younger'].filter(
          (x) => s.text === 'I' || !x.includes('I was'),
        ),
      );
      items.push({
        text: `${subjectStart(s)} ___ ${l.rest} ${ago}.`,
        answer: pastOf(s, l.verb),
        wrong: [
          {
            choice: perfectOf(s, l.verb),
            errorType: 'tense-marker-mismatch',
            params: { marker: ago, tense: 'past' },
          },
        ],
        ruleId: 'past-finished-time',
        trigger: [ago],
        skeleton: `ago:${l.id}`,
      });
    }
  }
  return items;
}

export const ppVsPastSimple: TopicDef = makeTopic(presentPerfectVsPastSimpleCopy, {
  target: 1500,
  build: ppVsPast,
});

function sinceFor(rng: Rng): Item[] {
  const items: Item[] = [];
  const push = (text: string, word: 'since' | 'for', what: string, skeleton: string) => {
    const wrong: Wrong[] =
      word === 'since'
        ? [{ choice: 'for', errorType: 'for-with-point', params: { what } }]
        : [
            { choice: 'since', errorType: 'since-with-period', params: { what } },
            { choice: 'during', errorType: 'during-for-duration', params: { what } },
          ];
    items.push({
      text,
      answer: word,
      wrong,
      ruleId: word === 'since' ? 'since-point' : 'for-period',
      trigger: [what],
      skeleton,
    });
  };
  for (const l of LASTING_PHRASES) {
    const short = l.verb === 'wait';
    for (const s of someSubjects(rng, 16, l.adult, (x) => fitsLasting(l, x))) {
      const verb =
        short || PROGRESSIVE_LASTING.test(l.verb)
          ? `${haveFor(s)} been ${ingForm(l.verb)}`
          : perfectOf(s, l.verb);
      const point = rng.pick(short ? SHORT_POINTS : pointsFor(s));
      const period = rng.pick(short ? SHORT_PERIODS : periodsFor(s));
      push(`${subjectStart(s)} ${verb} ${l.rest} ___ ${point}.`, 'since', point, `since:${l.id}`);
      push(`${subjectStart(s)} ${verb} ${l.rest} ___ ${period}.`, 'for', period, `for:${l.id}`);
    }
  }
  const NEG: [string, string][] = [
    ['seen', 'Peter'],
    ['eaten', 'meat'],
    ['had', 'a holiday'],
    ['been', 'to the cinema'],
    ['heard', 'from {poss} cousin'],
    ['spoken', 'to {poss} uncle'],
    ['cooked', 'a proper meal'],
    ['played', 'tennis'],
    ['read', 'a good book'],
    ['worn', 'this jacket'],
  ];
  for (const [pp, rest] of NEG) {
    for (const s of someSubjects(rng, 12, false)) {
      const r = possess(rest, s.poss);
      const point = rng.pick(SINCE_POINTS.filter((p) => !p.includes('I was')));
      const period = rng.pick(periodsFor(s));
      push(`${subjectStart(s)} ${haveFor(s)}n't ${pp} ${r} ___ ${point}.`, 'since', point, `neg-since:${pp}`);
      push(`${subjectStart(s)} ${haveFor(s)}n't ${pp} ${r} ___ ${period}.`, 'for', period, `neg-for:${pp}`);
    }
  }
  const PAST: [string, string][] = [
    ['lived', 'in Rome'],
    ['worked', 'in a bakery'],
    ['studied', 'in Lviv'],
    ['played', 'in a rock band'],
    ['stayed', 'with {poss} aunt'],
  ];
  for (const [past, rest] of PAST)
    for (const s of someSubjects(rng, 5, true)) {
      const period = rng.pick(FOR_PERIODS.filter((p) => p !== 'ages'));
      push(
        `${subjectStart(s)} ${past} ${possess(rest, s.poss)} ___ ${period} before moving to Kyiv.`,
        'for',
        period,
        `past-for:${past}`,
      );
    }
  return items;
}

export const sinceOrFor: TopicDef = makeTopic(sinceOrForCopy, { target: 1100, build: sinceFor });

function ppContinuous(rng: Rng): Item[] {
  const items: Item[] = [];
  /** "has been cooking for an hour", against the present continuous, the present simple and "been cook". */
  const duration = (s: Subject, verb: string, rest: string, marker: string, skeleton: string): Item => {
    const have = haveFor(s);
    const ing = ingForm(verb);
    return {
      text: `${subjectStart(s)} ___ ${rest} ${marker}.`,
      answer: `${have} been ${ing}`,
      wrong: limitWrong(
        rng,
        [
          { choice: `${bePresent(s)} ${ing}`, errorType: 'present-for-perfect', params: { marker } },
          { choice: presentOf(s, verb), errorType: 'present-for-perfect', params: { marker } },
          { choice: `${have} been ${verb}`, errorType: 'been-plus-base', params: { verb, needed: ing } },
        ],
        2,
        1,
      ),
      ruleId: 'ppc-duration',
      trigger: [marker],
      skeleton,
    };
  };
  for (const l of LASTING_PHRASES) {
    if (!l.cont && !l.stative) continue;
    for (const s of someSubjects(rng, 16, l.adult, (x) => fitsLasting(l, x))) {
      const short = l.verb === 'wait';
      const marker =
        rng.int(2) === 0
          ? `since ${rng.pick(short ? SHORT_POINTS : pointsFor(s))}`
          : `for ${rng.pick(short ? SHORT_PERIODS : periodsFor(s))}`;
      const have = haveFor(s);
      const ing = ingForm(l.verb);
      const present = presentOf(s, l.verb);
      if (l.stative) {
        items.push({
          text: `${subjectStart(s)} ___ ${l.rest} ${marker}.`,
          answer: perfectOf(s, l.verb),
          wrong: [
            { choice: `${have} been ${ing}`, errorType: 'stative-progressive', params: { verb: l.verb } },
            { choice: present, errorType: 'present-for-perfect', params: { marker } },
          ],
          ruleId: 'ppc-stative',
          trigger: [l.verb, marker],
          skeleton: `stative:${l.id}`,
        });
      } else items.push(duration(s, l.verb, l.rest, marker, `cont:${l.id}`));
    }
  }
  for (const a of ACTIONS) {
    // Only activities that can fill an hour or two; "for" only, as "since lunchtime" fits few of them.
    if (!a.d || !a.p || /coffee|breakfast|to work|shower/.test(a.rest)) continue;
    for (const s of someSubjects(rng, 8, a.adult)) {
      const marker = `for ${rng.pick(SHORT_PERIODS)}`;
      items.push(duration(s, a.verb, restFor(a, s.poss), marker, `act:${a.id}`));
    }
  }
  return items;
}

export const presentPerfectContinuous: TopicDef = makeTopic(presentPerfectContinuousCopy, {
  target: 1000,
  build: ppContinuous,
});
