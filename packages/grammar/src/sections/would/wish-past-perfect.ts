import { pairs, tail, vp } from '../../core/clause.ts';
import { CHANCES, framesFor, regretMarkers } from '../../core/frame-kit.ts';
import { d, item, L, rule, topic } from '../../engine.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular, pronounFor } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

const wishVerb = (s: Subject) => (isThirdSingular(s) ? 'wishes' : 'wish');

export const wishPastPerfect: TopicDef = topic({
  slug: 'wish-past-perfect',
  section: 'would',
  name: L('Wish + past perfect (regrets)', 'Wish + past perfect (жаль про минуле)'),
  level: 'advanced',
  possibleAnswers: ['had gone', 'had visited'],
  rule: L(
    'To regret something in the past, use wish + had + past participle: I wish I had gone camping last summer (I did not go, and I am sorry).',
    'Щоб висловити жаль про минуле, вживаємо wish + had + третя форма: I wish I had gone camping last summer (я не поїхав і шкодую).',
  ),
  signals: L('wish + a past time: last summer, yesterday', 'wish + час у минулому: last summer, yesterday'),
  examples: [
    'I wish I had visited London last year.',
    'She wishes she had gone to the theatre last Saturday.',
  ],
  rules: [
    rule(
      'wish-past-perfect',
      'Wish about the past takes had + past participle for every subject.',
      'Wish про минуле — had + третя форма для всіх осіб.',
    ),
  ],
  target: 1300,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      framesFor(CHANCES),
      ALL_SUBJECTS.filter((x) => x.text !== 'you'),
    )) {
      const f = verbForms(frame.verb);
      const pron = pronounFor(subject);
      for (const marker of regretMarkers(frame)) {
        const wrong = [
          d(vp(f.past, frame), 'past-simple-after-wish-past', { marker }),
          d(
            vp(`${isThirdSingular(subject) ? 'has' : 'have'} ${f.participle}`, frame),
            'present-perfect-after-wish',
            { marker },
          ),
          d(vp(`would ${f.base}`, frame), 'would-after-wish-past', { marker }),
        ];
        yield item(rng, {
          text: `${subject.text} ${wishVerb(subject)} ${pron} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`had ${f.participle}`, frame),
          wrong,
          ruleId: 'wish-past-perfect',
          trigger: ['wish', marker],
          features: { time: 'past' },
          skeleton: frame.id,
        });
      }
    }
  },
});
