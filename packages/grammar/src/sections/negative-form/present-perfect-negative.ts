import { pairs, tail, vp } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { isOutdoor } from '../../lexicon/context.ts';
import { FRAMES, type Frame, isTask } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './present-perfect-negative.json' with { type: 'json' };

/**
 * Jobs someone is expected to finish, with a definite object: "do his homework", "answer my email",
 * "lay the table for dinner"; not pastimes or bare plurals ("read comics", "learn new words").
 */
export const EXPECTED: Frame[] = FRAMES.filter(
  (f) =>
    isTask(f) &&
    f.kind !== 'routine' &&
    /^(the |\{poss\} |a |an |to )/.test(f.rest) &&
    !f.rest.includes(' at '),
);

/** What makes a job expected by now: the time of day, the day of the week, guests on their way. */
export function yetOpeners(f: Frame): string[] {
  const out = [''];
  // Lateness presses only on what is done indoors in the evening: "It's getting late, and he hasn't painted
  // the fence yet" is no reason at all once it is dark.
  if (isOutdoor(f)) {
    if (f.tod === 'morning') out.push("It's already eleven o'clock, and ");
  } else if (f.tod === 'evening') out.push("It's nearly nine, and ");
  else if (f.tod === 'morning') out.push("It's already eleven o'clock, and ");
  else if (f.when === 'week') out.push("It's already Friday, and ");
  else out.push("It's getting late, and ");
  if (
    /clean|vacuum|sweep|lay the table|bake a cake|cook|tidy|make sandwiches|do the shopping/.test(
      `${f.verb} ${f.rest}`,
    )
  )
    out.push('The guests are coming at six, and ');
  if (f.kind === 'workday' || f.kind === 'work') out.push('The manager is waiting, and ');
  return out;
}

/**
 * When a job put off can still be done: tonight only for what is done at home in the evening (homework,
 * the washing-up, an email); outdoor jobs, errands and work wait until tomorrow, morning jobs until after lunch.
 */
export const laterFor = (f: Frame) =>
  f.tod === 'morning'
    ? 'after lunch'
    : isOutdoor(f) || /school|boss|clients|colleagues|the car|shopping|market|bank|post office/.test(f.rest)
      ? 'tomorrow'
      : 'tonight';

export const presentPerfectNegative: TopicDef = makeTopic(copy, {
  target: 1800,
  *generate(rng) {
    // Yet waits for an expected, specific job ("hasn't done his homework yet"), often with what makes it
    // expected ("It's nearly eight, and …"); not bare plurals ("hasn't learnt new words yet").
    for (const [frame, subject] of pairs(rng, EXPECTED, TOLD_SUBJECTS)) {
      const pron = pronounOf(subject);
      const will = subject.text === 'I' ? "I'll" : `${pron}'ll`;
      // Collecting a child from school is not put off till later.
      const after = /from school/.test(frame.rest)
        ? ['']
        : ['', `, but ${will} do it soon`, `, but ${will} do it ${laterFor(frame)}`];
      // "The guests are coming at six … but they'll do it tonight" contradicts its own deadline, and "It's
      // getting late … but he'll do it tomorrow" its own hurry.
      const variants = yetOpeners(frame).flatMap((o) =>
        after
          .filter(
            (a) =>
              !(/guests|manager/.test(o) && /tonight|tomorrow|after lunch/.test(a)) &&
              !(/late|nine/.test(o) && /tomorrow/.test(a)),
          )
          .map((a): [string, string] => [o, a]),
      );
      for (const [opener, then] of rng.shuffle(variants).slice(0, 3)) {
        const f = verbForms(frame.verb);
        const third = isThirdSingular(subject);
        const neg = third ? "hasn't" : "haven't";
        const wrong = [
          d(
            vp(`${third ? "haven't" : "hasn't"} ${f.participle}`, frame),
            third ? 'agreement-3sg' : 'agreement-non-3sg',
            { subject: subject.text },
          ),
        ];
        if (!f.participleVariants.includes(f.past))
          wrong.push(
            d(vp(`${neg} ${f.past}`, frame), 'past-for-participle', {
              base: f.base,
              participle: f.participle,
            }),
          );
        else wrong.push(d(vp(`${neg} ${f.base}`, frame), 'base-for-participle', { base: f.base }));
        yield item(rng, {
          text: `${opener}${subject.text} {} ${tail(frame, subject)} yet${then}`,
          answer: vp(`${neg} ${f.participle}`, frame),
          wrong,
          ruleId: 'pp-neg',
          trigger: ['yet', subject.text],
          skeleton: `${frame.id}${opener ? '-ctx' : ''}${then ? '-so' : ''}`,
        });
      }
    }
  },
});
