import { tail, vp } from '../../core/clause.ts';
import { pairsAtMarkers } from '../../core/marker-pairs.ts';
import { PLANS } from '../../core/plans.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { futureMarkers } from '../../lexicon/frames.ts';
import { type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './going-to.json' with { type: 'json' };

const otherBe = (s: Subject) => (bePresent(s) === 'is' ? 'are' : 'is');

export const goingTo: TopicDef = makeTopic(copy, {
  target: 2500,
  *generate(rng) {
    for (const [frame, subject, marker] of pairsAtMarkers(rng, PLANS, TOLD_SUBJECTS, futureMarkers)) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(`${be} going to ${f.base}`, frame),
        wrong: [
          d(vp(`${otherBe(subject)} going to ${f.base}`, frame), 'be-agreement', {
            subject: subject.text,
            be,
          }),
          d(vp(`going to ${f.base}`, frame), 'going-to-without-be', { subject: subject.text }),
          d(vp(`${be} going to ${f.third}`, frame), 'third-after-to', {}),
        ],
        ruleId: 'going-to',
        trigger: [subject.text],
        skeleton: frame.id,
      });
    }
  },
});
