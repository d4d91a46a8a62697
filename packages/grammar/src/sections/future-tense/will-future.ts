import { tail, vp } from '../../core/clause.ts';
import { pairsAtMarkers } from '../../core/marker-pairs.ts';
import { PLANS } from '../../core/plans.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { futureMarkers } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './will-future.json' with { type: 'json' };

export const willFuture: TopicDef = makeTopic(copy, {
  target: 2500,
  *generate(rng) {
    // Plans people announce (trips, outings, bigger jobs), not routine trivia ("We will make the bed
    // tomorrow"); told about the speaker and others, not to "you".
    for (const [frame, subject, marker] of pairsAtMarkers(rng, PLANS, TOLD_SUBJECTS, futureMarkers)) {
      const f = verbForms(frame.verb);
      yield item(rng, {
        text: `${subject.text} will {} ${tail(frame, subject)} ${marker}`,
        answer: vp(f.base, frame),
        wrong: [
          d(vp(f.third, frame), 'third-after-modal', { modal: 'will' }),
          d(vp(`to ${f.base}`, frame), 'to-after-modal', { modal: 'will' }),
          d(vp(f.ing, frame), 'ing-after-modal', { modal: 'will' }),
        ],
        ruleId: 'will-base',
        trigger: ['will'],
        skeleton: frame.id,
      });
    }
  },
});
