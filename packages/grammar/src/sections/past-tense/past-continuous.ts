import { z } from 'zod';
import { someSubjects, toldFits } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, type Action, restFor } from '../../lexicon/actions.ts';
import { table } from '../../lexicon/data.ts';
import {
  bePast,
  bePresent,
  isPlural,
  personLabel,
  type Subject,
  subjectStart,
} from '../../lexicon/subject.ts';
import { ingForm, thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './past-continuous.data.json' with { type: 'json' };
import pastContinuousCopy from './past-continuous.json' with { type: 'json' };
import pastSimpleOrContinuousCopy from './past-simple-or-continuous.json' with { type: 'json' };

/** Short events that interrupt a longer activity. "where" says which activities they can interrupt. */
interface Interrupt {
  subject: string;
  verb: string;
  rest: string;
  where: 'any' | 'in' | 'out';
  plural?: boolean;
}

const InterruptSchema = z.strictObject({
  subject: z.string(),
  verb: z.string(),
  rest: z.string(),
  where: z.enum(['any', 'in', 'out']),
  plural: z.boolean().optional(),
});

const INTERRUPTS: Interrupt[] = table('INTERRUPTS', data.INTERRUPTS, InterruptSchema);

/** Activities you do outdoors (rain can interrupt them); the rest happen indoors. */
const OUTDOOR =
  /tennis|walk|fence|ride|swim|run|jog|grass|plant|wash the car|photos|ducks|bus|yard|climb|fishing|roof|treehouse|horse|tent/;

const interruptText = (i: Interrupt) => [i.subject, verbForms(i.verb).past, i.rest].filter(Boolean).join(' ');
/** An interruption must be news to the activity: no phone ringing during a phone call. */
const CLASHES: [RegExp, RegExp][] = [[/phone|call/, /^the phone$/]];
const fitsInterrupt = (a: Action, i: Interrupt) =>
  (i.where === 'any' || (i.where === 'out') === OUTDOOR.test(`${a.verb} ${a.rest}`)) &&
  (i.rest !== 'to snow' || SNOW_OK.test(`${a.verb} ${a.rest}`)) &&
  !CLASHES.some(([act, ev]) => act.test(`${a.verb} ${a.rest}`) && ev.test(i.subject));

function pcWrongs(s: Subject, verb: string, marker: string): Wrong[] {
  const was = bePast(s);
  const other = was === 'was' ? 'were' : 'was';
  const ing = ingForm(verb);
  return [
    {
      choice: `${other} ${ing}`,
      errorType: 'was-were-agreement',
      params: { subject: s.text, person: personLabel(s), needed: was },
    },
    { choice: ing, errorType: 'ing-no-be', params: { verb } },
    { choice: `${was} ${verb}`, errorType: 'be-plus-base', params: { verb } },
    {
      choice: `${bePresent(s)} ${ing}`,
      errorType: 'tense-marker-mismatch',
      params: { marker, tense: 'past-continuous' },
    },
  ];
}

/**
 * One person's activity: a group does not knit one scarf, play one guitar or type one letter together ("At
 * this time last week, the students were playing the guitar"); parents have no rooms to tidy.
 */
const ONE_DOER =
  /a scarf|the piano|the guitar|the letter|a letter|a detective story|a picture|the newspaper|an email|a yoga class|the notes|shower|bath/;
/**
 * Who does it (review 1702): a child does not read the newspaper, cook the family dinner, fix the car or the
 * roof, wash the car or type letters; students do not build a treehouse; copying the notes is a pupil's or a
 * student's job, not a parent's or a neighbour's.
 */
const GROWN_UPS_ONLY =
  /newspaper|cook dinner|fix the (car|roof)|wash the car|type the letter|paint the fence|mend the/;
const PUPILS_ONLY = /copy the notes/;
const PUPILS = /^(the children|the students|my little brother|we|I|my brother|my sister|they|he|she)$/;
export const doerFits = (a: Action) => (s: Subject) => {
  const phrase = `${a.verb} ${a.rest}`;
  if (!s.adult && GROWN_UPS_ONLY.test(phrase)) return false;
  if (s.text === 'the students' && /treehouse/.test(phrase)) return false;
  if (PUPILS_ONLY.test(phrase) && !PUPILS.test(s.text)) return false;
  return true;
};
const groupFits = (a: Action) => (s: Subject) =>
  !(isPlural(s) && ONE_DOER.test(`${a.verb} ${a.rest}`)) &&
  !(/parents/.test(s.text) && /rooms?\b/.test(a.rest)) &&
  doerFits(a)(s);
/** Eight o'clock at night is dark: nobody swims in the lake, mows the grass or fixes the roof then. */
const DAYLIGHT =
  /lake|grass|wash the car|roof|yard|ducks|treehouse|photos|fence|plant|run in the park|jog|tennis/;
/** A snowfall interrupts a walk or a run, not mowing the grass, swimming or planting. */
const SNOW_OK = /walk|run|jog|photos|bus|ducks|yard|climb/;
/** "At this time last week" dates something worth remembering, not a shower or the washing-up. */
const EVERYDAY = /shower|bath|breakfast|dinner|lunch|coffee|tea\b|dishes|washing-up|floor|TV|newspaper/;

/** Driving and riding to work can only be interrupted by a few events: left out to keep frames sensible. */
const durative = ACTIONS.filter((a) => a.d && a.p && !/to work/.test(a.rest));

/**
 * Each long action with ten of its subjects (who fit: `fitsFor`), its words for that subject, and a
 * fitting interruption ("when the phone rang"); the interruptions that fit stay on hand for a second pick.
 */
function* interruptedActions(
  rng: Rng,
  fitsFor: (a: Action) => (s: Subject) => boolean,
): Generator<{ a: Action; s: Subject; rest: string; ints: Interrupt[]; when: string }> {
  for (const a of durative) {
    const ints = INTERRUPTS.filter((i) => fitsInterrupt(a, i));
    for (const s of someSubjects(rng, 10, a.adult, toldFits(a, fitsFor(a)))) {
      const rest = restFor(a, s.poss);
      const when = `when ${interruptText(rng.pick(ints))}`;
      yield { a, s, rest, ints, when };
    }
  }
}

function pcBuild(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const { a, s, rest, when } of interruptedActions(rng, groupFits)) {
    const answer = `${bePast(s)} ${ingForm(a.verb)}`;
    items.push({
      text: `${subjectStart(s)} ___ ${rest} ${when}.`,
      answer,
      wrong: limitWrong(rng, pcWrongs(s, a.verb, when), 3, 0),
      ruleId: 'pc-background',
      trigger: [when],
      skeleton: `when:${a.id}`,
    });
    const phrase = `${a.verb} ${a.rest}`;
    const time = rng.pick([
      'This time yesterday',
      ...(DAYLIGHT.test(phrase) ? [] : ["At eight o'clock last night"]),
      ...(EVERYDAY.test(phrase) ? [] : ['At this time last week']),
    ]);
    items.push({
      text: `${time}, ${s.text} ___ ${rest}.`,
      answer,
      wrong: limitWrong(rng, pcWrongs(s, a.verb, time), 3, 0),
      ruleId: 'pc-time',
      trigger: [time],
      skeleton: `time:${a.id}`,
    });
  }
  return items;
}

export const pastContinuous: TopicDef = makeTopic(pastContinuousCopy, { target: 1300, build: pcBuild });

function mixBuild(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const { a, s, rest, ints, when } of interruptedActions(rng, doerFits)) {
    const was = bePast(s);
    const ing = ingForm(a.verb);
    const past = verbForms(a.verb).past;
    items.push({
      text: `${subjectStart(s)} ___ ${rest} ${when}.`,
      answer: `${was} ${ing}`,
      wrong: [
        { choice: past, errorType: 'simple-for-background', params: { when } },
        {
          choice: `${was === 'was' ? 'were' : 'was'} ${ing}`,
          errorType: 'was-were-agreement',
          params: { subject: s.text, person: personLabel(s), needed: was },
        },
      ],
      ruleId: 'pc-background',
      trigger: [when],
      skeleton: `bg:${a.id}`,
    });
    // "when it was starting to rain" and "when our guests were arriving" can be right: not asked here.
    const i2 = rng.pick(ints.filter((x) => x.verb !== 'arrive'));
    const iPast = verbForms(i2.verb).past;
    items.push({
      text: `${subjectStart(s)} ${was} ${ing} ${rest} when ${[i2.subject, '___', i2.rest].filter(Boolean).join(' ')}.`,
      answer: iPast,
      // "when the phone was ringing" can be right (a background of its own), so the wrong choices are
      // the present form and the participle, never the continuous.
      wrong: [
        {
          choice: i2.plural ? i2.verb : thirdPerson(i2.verb),
          errorType: 'tense-marker-mismatch',
          params: { marker: `${was} ${ing}`, tense: 'past' },
        },
        ...(verbForms(i2.verb).participle !== iPast
          ? [
              {
                choice: verbForms(i2.verb).participle,
                errorType: 'participle-for-past',
                params: { verb: i2.verb, needed: iPast },
              },
            ]
          : []),
      ],
      ruleId: 'ps-interruption',
      trigger: [`${was} ${ing}`, 'when'],
      skeleton: `int:${a.id}:${i2.verb}`,
    });
  }
  return items;
}

export const pastSimpleOrContinuous: TopicDef = makeTopic(pastSimpleOrContinuousCopy, {
  target: 1300,
  build: mixBuild,
});
