import { pairs, tail, vp } from '../../core/clause.ts';
import { verbPhrase } from '../../core/frame-answers.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import {
  alternatives,
  futureReasons,
  isImpersonal,
  pronBe,
  restFor,
  soonMarkers,
} from '../../lexicon/context.ts';
import { FRAMES, futureMarkers, KINDS } from '../../lexicon/frames.ts';
import { asked } from '../../lexicon/people.ts';
import { bePresent, is3sg as isThirdSingular, pronounFor as refersTo } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './going-to-negative-questions.json' with { type: 'json' };

export const goingToNegativeQuestions: TopicDef = makeTopic(copy, {
  target: 2400,
  *generate(rng) {
    // Plans only (see below), so each pair gives both a negative and a question, in two rounds.
    const planned = [...pairs(rng, FRAMES)];
    for (const round of [0, 1])
      for (const [i, [frame, subject]] of planned.entries()) {
        const f = verbForms(frame.verb);
        const be = bePresent(subject);
        const marker = rng.pick(futureMarkers(frame));
        const doAux = isThirdSingular(subject) ? "doesn't" : "don't";
        if ((i + round) % 2 === 0) {
          // A plan one is not going to carry out is said with its reason or what replaces it ("It's going to
          // rain, so we aren't going to play tennis this weekend", "…; she's going to go to the theatre
          // instead"): "Andriy isn't going to sweep the kitchen floor next weekend" out of the blue was
          // crossed out. A frame with neither is not negated. "You" is for questions (TOLD_SUBJECTS).
          // Only a plan (an outing, a trip, a job to do) is given up; a routine (green tea, the early train) is not.
          if (subject.circle === 'listener' || !KINDS[frame.kind].plan) continue;
          const neg = be === 'am' ? 'am not' : `${be}n't`;
          // Clients and the boss are met on weekdays, not "on Saturday".
          const soon = rng.pick(soonMarkers(frame).filter((m) => frame.kind !== 'work' || m === 'tomorrow'));
          const reasons = futureReasons(frame, subject, soon);
          const alt = reasons.length
            ? undefined
            : rng.shuffle(alternatives(frame, subject, { plan: true, sameKind: true, sameClass: true }))[0];
          if (!reasons.length && !alt) continue;
          const reason = reasons.length ? rng.pick(reasons) : '';
          const text = alt
            ? `${subject.text} {} ${tail(frame, subject)} ${marker}; ${pronBe(subject)} going to ${verbForms(alt.verb).base} ${restFor(alt, subject.poss)} instead`
            : `${reason}, so ${isImpersonal(reason) ? subject.text : refersTo(subject)} {} ${tail(frame, subject)} ${soon}`;
          yield item(rng, {
            text,
            answer: vp(`${neg} going to ${f.base}`, frame),
            wrong: [
              d(vp(`${doAux} going to ${f.base}`, frame), 'do-for-be', { subject: subject.text }),
              d(vp(`${neg} going ${f.base}`, frame), 'missing-to', {}),
            ],
            ruleId: 'gt-neg-q',
            trigger: [alt ? marker : soon],
            skeleton: `${frame.id}-neg`,
          });
        } else {
          // A question about a plan asks about something people plan (an outing, a trip, a job, a meeting),
          // not "Is Maria going to drink green tea tomorrow?" or "…go to bed late tomorrow evening?" (round
          // 1132 sample); work is asked for a weekday.
          if (subject.text === 'I' || !KINDS[frame.kind].plan) continue;
          if (frame.kind === 'work' && !/tomorrow|next week$/.test(marker)) continue;
          yield item(rng, {
            text: `{} ${asked(subject).text} going to ${verbPhrase(frame, subject, f.base)} ${marker}?`,
            answer: cap(be),
            wrong: [
              d(isThirdSingular(subject) ? 'Does' : 'Do', 'do-for-be', { subject: subject.text }),
              d(be === 'is' ? 'Are' : 'Is', 'be-agreement', { subject: subject.text, be }),
            ],
            ruleId: 'gt-neg-q',
            trigger: [subject.text, 'going to'],
            skeleton: `${frame.id}-q`,
          });
        }
      }
  },
});
