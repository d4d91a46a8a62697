import { pairs, tail, vp } from '../../core/clause.ts';
import { CHANCES, framesFor, regretMarkers } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular, pronounFor } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './wish-past-perfect.json' with { type: 'json' };

const wishVerb = (s: Subject) => (isThirdSingular(s) ? 'wishes' : 'wish');

export const wishPastPerfect: TopicDef = makeTopic(copy, {
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
