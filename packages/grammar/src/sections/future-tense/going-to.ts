import { pairs, tail, vp } from '../../core/clause.ts';
import { PLANS } from '../../core/plans.ts';
import { d, item, L, rule, topic } from '../../engine.ts';
import { futureMarkers } from '../../lexicon/frames.ts';
import { type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

const otherBe = (s: Subject) => (bePresent(s) === 'is' ? 'are' : 'is');

export const goingTo: TopicDef = topic({
  slug: 'going-to',
  section: 'future-tense',
  name: L('Be going to', 'Be going to'),
  level: 'basic',
  possibleAnswers: ['is going to work', 'are going to work'],
  rule: L(
    'For plans, use am/is/are + going to + the base form: she is going to visit, we are going to travel.',
    'Для планів — am/is/are + going to + початкова форма: she is going to visit, we are going to travel.',
  ),
  signals: L(
    'plans and intentions: tomorrow, next weekend, next summer',
    'плани й наміри: tomorrow, next weekend, next summer',
  ),
  examples: ['We are going to visit London next year.', 'I am going to clean the house next weekend.'],
  rules: [
    rule(
      'going-to',
      'Going to needs a form of be that agrees with the subject, then to + base form.',
      'Перед going to стоїть форма be, узгоджена з підметом (am/is/are), а після нього — початкова форма.',
    ),
  ],
  target: 2500,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      for (const marker of rng.shuffle(futureMarkers(frame)).slice(0, 2))
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
