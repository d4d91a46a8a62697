import { pairs } from '../../core/clause.ts';
import { pronounOf, verbPhrase } from '../../core/frame-answers.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { FRAMES, habitMarkers, KINDS, NOW, pastMarkers } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, asked } from '../../lexicon/people.ts';
import { bePresent, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './short-answers.json' with { type: 'json' };

// Nobody asks someone else about their own doings ("Am I reading comics at the moment?", round 1132).
const SHORT_SUBJECTS = ALL_SUBJECTS.filter(
  (s) => !/neighbour/.test(s.text) && s.person !== '1sg' && s.person !== '1pl',
);

export const shortAnswers: TopicDef = makeTopic(copy, {
  target: 2600,
  *generate(rng) {
    let n = 0;
    // Asked of the listener: about their people ("Did your mother…?"), never "my mother", and not about
    // the neighbours, whose habits the listener has no reason to know.
    for (const [frame, subject] of pairs(rng, FRAMES, SHORT_SUBJECTS)) {
      // One past day is asked about only for what is worth reporting (an outing, a trip, a job done), not
      // "Did Olena read the newspaper yesterday morning?" or "Did they feed the cat two days ago?": those
      // frames are asked as habits. Only a trip is dated far back ("two years ago", "in 2019").
      const nth = n++ % 3;
      const kind = nth === 1 && (!KINDS[frame.kind].report || frame.tod) ? 0 : nth;
      const yes = rng.next() < 0.5;
      const p = pronounOf(subject);
      const third = isThirdSingular(subject);
      const f = verbForms(frame.verb);
      let question: string;
      let aux: string;
      if (kind === 0) {
        aux = third ? 'does' : 'do';
        question = `${cap(aux)} ${asked(subject).text} ${verbPhrase(frame, subject, f.base)} ${rng.pick(habitMarkers(frame))}?`;
      } else if (kind === 1) {
        aux = 'did';
        const markers = pastMarkers(frame).filter((m) => frame.kind === 'trip' || !/ago|\d/.test(m));
        question = `Did ${asked(subject).text} ${verbPhrase(frame, subject, f.base)} ${rng.pick(markers)}?`;
      } else {
        if (!frame.prog) continue;
        aux = bePresent(subject);
        question = `${cap(aux)} ${asked(subject).text} ${verbPhrase(frame, subject, f.ing)} ${rng.pick(NOW)}?`;
      }
      // The answer's pronoun changes person: you → I, I → you.
      const answerAux =
        kind === 2
          ? p === 'I'
            ? 'am'
            : p === 'you' || p === 'we' || p === 'they'
              ? 'are'
              : 'is'
          : kind === 0
            ? p === 'he' || p === 'she'
              ? 'does'
              : 'do'
            : 'did';
      const right = yes ? answerAux : answerAux === 'am' ? 'am not' : `${answerAux}n't`;
      const wrongPolarity = yes ? (answerAux === 'am' ? 'am not' : `${answerAux}n't`) : answerAux;
      const otherAux =
        kind === 2
          ? p === 'he' || p === 'she'
            ? "doesn't"
            : "don't"
          : kind === 0
            ? answerAux === 'does'
              ? 'is'
              : 'are'
            : answerAux === 'did'
              ? 'was'
              : 'did';
      const otherWrong = yes
        ? otherAux.replace("n't", '')
        : otherAux.endsWith("n't")
          ? otherAux
          : `${otherAux}n't`;
      yield item(rng, {
        text: `${question} — ${yes ? 'Yes' : 'No'}, ${p} {}.`,
        answer: right,
        wrong: [
          d(wrongPolarity, yes ? 'negative-after-yes' : 'positive-after-no', {}),
          d(otherWrong, kind === 2 ? 'do-for-be' : 'wrong-auxiliary', { aux: cap(aux) }),
        ],
        ruleId: 'short',
        trigger: [cap(aux), yes ? 'Yes' : 'No'],
        skeleton: `${frame.id}-${kind}`,
      });
    }
  },
});
