import { pairs, tail, vp } from '../../core/clause.ts';
import { PLANS } from '../../core/plans.ts';
import { d, item, L, rule, topic } from '../../engine.ts';
import { futureMarkers } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

export const willFuture: TopicDef = topic({
  slug: 'will-future',
  section: 'future-tense',
  name: L('Will + base form', 'Will + початкова форма'),
  level: 'basic',
  possibleAnswers: ['will work'],
  rule: L(
    'After will, use the base form of the verb for every subject: she will go, they will call (not will goes, will to go, will going).',
    'Після will — початкова форма дієслова для всіх осіб: she will go, they will call (а не will goes, will to go, will going).',
  ),
  signals: L('tomorrow, next week, next summer', 'tomorrow, next week, next summer'),
  examples: ['I will call you tomorrow.', 'They will visit London next year.'],
  rules: [
    rule(
      'will-base',
      'Will is followed by the base form, with no -s, to or -ing.',
      'Після will — початкова форма без -s, to чи -ing.',
    ),
  ],
  target: 2500,
  *generate(rng) {
    // Plans people announce (trips, outings, bigger jobs), not routine trivia ("We will make the bed
    // tomorrow"); told about the speaker and others, not to "you".
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      for (const marker of rng.shuffle(futureMarkers(frame)).slice(0, 2))
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
