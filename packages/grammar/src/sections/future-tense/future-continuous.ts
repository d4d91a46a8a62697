import { tail, vp } from '../../core/clause.ts';
import { pairsAtMarkers } from '../../core/marker-pairs.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { FRAMES, type Frame } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './future-continuous.json' with { type: 'json' };

/**
 * Over in a moment or never planned to the hour: "This time tomorrow, my dad will be bringing flowers for his
 * mother", "… making coffee for his colleagues", "… chatting with their neighbours", "laying the table";
 * and bed is not at eight in the evening ("At eight tomorrow evening, my neighbour will be reading a book in bed").
 */
const BRIEF = /^(bring|borrow|lay) |coffee for|^chat |in bed/;

/** Activities that last a while: trips and outings, work events, pastimes, bigger jobs, evening chores. */
const LASTING = FRAMES.filter(
  (f) =>
    !f.particle &&
    f.verb !== 'go' &&
    !/dentist|newspaper|email|the bus|the early train|at eight|at six|late/.test(f.rest) &&
    !BRIEF.test(`${f.verb} ${f.rest}`) &&
    (['trip', 'outing', 'work', 'pastime', 'project', 'study'].includes(f.kind) ||
      (f.kind === 'chore' && f.tod === 'evening') ||
      (f.kind === 'workday' && f.prog)) &&
    (f.prog || f.kind === 'trip' || f.kind === 'outing'),
);
const lastingMarkers = (f: Frame): string[] =>
  f.kind === 'trip'
    ? ['This time next week', 'This time next month']
    : f.tod === 'evening'
      ? ['At eight tomorrow evening', 'At this time tomorrow evening']
      : f.tod === 'morning'
        ? ['At seven tomorrow morning']
        : f.kind === 'work' || f.kind === 'workday'
          ? ['At ten tomorrow morning', 'This time tomorrow']
          : f.when === 'year'
            ? ['This time next week', 'This time next month']
            : ['This time tomorrow', 'At three on Saturday afternoon'];

export const futureContinuous: TopicDef = makeTopic(copy, {
  target: 2600,
  *generate(rng) {
    // The time point fits the activity: an evening job at eight in the evening, a trip this time next week,
    // a match or a visit this time tomorrow; only things that last a while and are planned or part of the day.
    for (const [frame, subject, marker] of pairsAtMarkers(rng, LASTING, TOLD_SUBJECTS, lastingMarkers)) {
      const f = verbForms(frame.verb);
      yield item(rng, {
        text: `${marker}, ${subject.text} {} ${tail(frame, subject)}`,
        answer: vp(`will be ${f.ing}`, frame),
        wrong: [
          d(vp(`will ${f.ing}`, frame), 'missing-be', {}),
          d(vp(`will be ${f.base}`, frame), 'base-for-ing', {}),
          d(vp(`will is ${f.ing}`, frame), 'be-form-after-will', {}),
        ],
        ruleId: 'fc-form',
        trigger: [marker],
        skeleton: frame.id,
      });
    }
  },
});
