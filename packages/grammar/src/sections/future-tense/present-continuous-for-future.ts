import { z } from 'zod';
import { tail, vp } from '../../core/clause.ts';
import { arrangementMarkers, framesFor, otherBe } from '../../core/frame-kit.ts';
import { pairsAtMarkers } from '../../core/marker-pairs.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './present-continuous-for-future.data.json' with { type: 'json' };
import copy from './present-continuous-for-future.json' with { type: 'json' };

/** Plans people arrange: a ticket, a booking, a friend waiting. */
const ARRANGEMENTS = table('ARRANGEMENTS', data.ARRANGEMENTS, z.string());

export const presentContinuousFuture: TopicDef = makeTopic(copy, {
  target: 1800,
  *generate(rng) {
    // Arrangements are told about the speaker and others, not to "you".
    for (const [frame, subject, marker] of pairsAtMarkers(
      rng,
      framesFor(ARRANGEMENTS),
      TOLD_SUBJECTS,
      arrangementMarkers,
    )) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(`${be} ${f.ing}`, frame),
        wrong: [
          d(vp(`${otherBe(be)} ${f.ing}`, frame), 'be-agreement', { subject: subject.text, be }),
          d(vp(`${be} ${f.base}`, frame), 'be-with-base-for-ing', { be }),
          d(vp(f.ing, frame), 'ing-without-be', { subject: subject.text }),
        ],
        ruleId: 'pc-future',
        trigger: [marker],
        features: { use: 'arrangement', when: frame.when },
        skeleton: frame.id,
      });
    }
  },
});
