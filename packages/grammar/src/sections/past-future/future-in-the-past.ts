import { pairs, tail, vp } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { FRAMES, type Frame, KINDS } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './future-in-the-past.json' with { type: 'json' };

/**
 * The time phrase that suits the event, seen from the past: a dentist's appointment the following week (not
 * "the following summer"), planting in spring, apples in autumn, skiing in winter, trips the following summer.
 */
const LATER: [fits: (f: Frame) => boolean, marker: string][] = [
  [(f) => f.when === 'day' || f.kind === 'work', 'the next day'],
  [(f) => /dentist/.test(f.rest), 'the following week'],
  [(f) => f.when === 'week', 'the following weekend'],
  [(f) => f.rest === 'skiing', 'the following winter'],
  [(f) => f.verb === 'plant', 'the following spring'],
  [(f) => /apples/.test(f.rest), 'the following autumn'],
];
/** The first row that fits the frame gives its marker; any other event is a trip the following summer. */
export const laterMarker = (f: Frame): string =>
  LATER.find(([fits]) => fits(f))?.[1] ?? 'the following summer';

export const futureInThePast: TopicDef = makeTopic(copy, {
  target: 2400,
  *generate(rng) {
    // Promises and plans worth reporting (trips, visits, calls, bigger jobs), not "wrote that they would
    // have breakfast the next day"; "promised" only for what one does for or with others.
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((f) => KINDS[f.kind].plan),
      TOLD_SUBJECTS,
    )) {
      if (subject.text === 'I') continue;
      const promise =
        frame.kind === 'project' ||
        /^(visit \{poss\}|call|phone|help|bring|play .* with|meet)/.test(`${frame.verb} ${frame.rest}`);
      const verbs = (
        promise ? ['said', 'promised', 'told me', 'wrote'] : ['said', 'told me', 'wrote']
      ).filter((v) => !(v === 'told me' && subject.text === 'we'));
      const f = verbForms(frame.verb);
      const pron = pronounOf(subject);
      const marker = laterMarker(frame);
      for (const verb of rng.shuffle(verbs).slice(0, 2))
        yield item(rng, {
          text: `${subject.text} ${verb} that ${pron} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`would ${f.base}`, frame),
          wrong: [
            d(vp(`will ${f.base}`, frame), 'will-after-past-reporting', {}),
            d(vp(`would ${f.third}`, frame), 'third-after-modal', { modal: 'would' }),
            d(vp(`would to ${f.base}`, frame), 'to-after-modal', { modal: 'would' }),
          ],
          ruleId: 'would-past',
          trigger: [verb, marker],
          skeleton: frame.id,
        });
    }
  },
});
