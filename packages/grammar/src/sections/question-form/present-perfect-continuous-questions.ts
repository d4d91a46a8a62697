import { pairs, tail, vp } from '../../core/clause.ts';
import { framesFor } from '../../core/frame-kit.ts';
import { d, item, L, rule, topic } from '../../engine.ts';
import { ALL_SUBJECTS } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

/** Activities that go on over a period, so "How long have you been …?" reads naturally. */
const DURATIVE = [
  'study English',
  'play tennis',
  'sing in a choir',
  'practise yoga',
  'play the guitar',
  'work in the garden',
  'paint pictures',
  'go horse riding',
  'take photos of the city',
  'work from home',
  'teach maths at a school',
  'sell vegetables at the market',
  'wear a uniform at work',
  'drive to the office',
  'play chess with {poss} brother',
  'grow tomatoes in the garden',
  'play volleyball on the beach',
  'practise the piano',
  'learn new words',
  'play basketball in the park',
  'cycle to the shops',
  'walk to the station',
  'ride a bike to work',
  'write in {poss} diary',
];

export const howLongQuestions: TopicDef = topic({
  slug: 'present-perfect-continuous-questions',
  section: 'question-form',
  name: L('How long have you been …?', 'How long have you been …?'),
  level: 'intermediate',
  possibleAnswers: ['been studying', 'been playing'],
  rule: L(
    'To ask about the length of an activity that is still going on: How long + has/have + subject + been + -ing? How long has she been playing tennis?',
    'Щоб запитати, як довго триває дія, що не закінчилася: How long + has/have + підмет + been + -ing? How long has she been playing tennis?',
  ),
  signals: L('How long has/have … ?', 'How long has/have … ?'),
  examples: ['How long have you been studying English?', 'How long has Tom been playing the guitar?'],
  rules: [
    rule(
      'how-long-been-ing',
      'After How long has/have + subject comes been + the -ing form.',
      'Після How long has/have + підмет стоїть been + форма на -ing.',
    ),
  ],
  target: 700,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      framesFor(DURATIVE),
      // Nobody asks how long they themselves have been doing something.
      ALL_SUBJECTS.filter((x) => x.text !== 'I' && x.text !== 'we'),
      true,
    )) {
      const f = verbForms(frame.verb);
      const aux = isThirdSingular(subject) ? 'has' : 'have';
      yield item(rng, {
        text: `How long ${aux} ${subject.text} {} ${tail(frame, subject)}?`,
        answer: vp(`been ${f.ing}`, frame),
        wrong: [
          d(vp(f.ing, frame), 'missing-been', {}),
          d(vp(`being ${f.ing}`, frame), 'being-for-been-continuous', {}),
          d(vp(`been ${f.base}`, frame), 'base-after-been', {}),
        ],
        ruleId: 'how-long-been-ing',
        trigger: ['How long', aux],
        features: { tense: 'present-perfect-continuous' },
        skeleton: `${frame.id}-how-long`,
      });
    }
  },
});
