import { pairs, tail, vp } from '../../core/clause.ts';
import { arrangementMarkers, framesFor, otherBe } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './present-continuous-for-future.json' with { type: 'json' };

/** Plans people arrange: a ticket, a booking, a friend waiting. */
const ARRANGEMENTS = [
  'visit {poss} grandparents',
  'play football with {poss} friends',
  'go swimming',
  'meet {poss} friends in the park',
  'play tennis',
  'go to the cinema',
  'have lunch with {poss} colleagues',
  'travel to the mountains',
  'visit London',
  'go to the seaside',
  'fly to Italy',
  'rent a house by the lake',
  'spend a week in Spain',
  'go camping',
  'visit the history museum',
  'visit {poss} cousins in the country',
  'play chess with {poss} brother',
  'go skiing',
  'go to the theatre',
  'go to the dentist',
  'meet clients in the city centre',
  'visit the zoo',
  'go to the gym',
  'go to the market',
  'go shopping',
  'speak to {poss} boss',
  'travel by train',
  'visit Paris',
  'travel around Europe',
  'go hiking in the mountains',
  'stay at a hotel by the sea',
  'go fishing',
  'go dancing',
  'play basketball in the park',
  'play cards with {poss} grandparents',
  "visit {poss} friend's farm",
  'go to the swimming pool',
];

export const presentContinuousFuture: TopicDef = makeTopic(copy, {
  target: 1800,
  *generate(rng) {
    // Arrangements are told about the speaker and others, not to "you".
    for (const [frame, subject] of pairs(rng, framesFor(ARRANGEMENTS), TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      for (const marker of rng.shuffle(arrangementMarkers(frame)).slice(0, 2))
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
