import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { PROG } from '../../core/progressive-frames.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { alternatives, isOutdoor, nowReasons, pronBe } from '../../lexicon/context.ts';
import { NOW, restFor } from '../../lexicon/frames.ts';
import { type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './present-continuous-negative.json' with { type: 'json' };

const beNeg = (s: Subject) => (bePresent(s) === 'am' ? "'m not" : `${bePresent(s)}n't`);

export const presentContinuousNegative: TopicDef = makeTopic(copy, {
  target: 1800,
  *generate(rng) {
    // Said with what the person is doing instead ("Tom isn't watching TV at the moment; he's doing his
    // homework") or why ("…because it's raining"); not told to "you".
    for (const [frame, subject] of pairs(
      rng,
      PROG.filter((f) => f.kind !== 'routine' && f.kind !== 'workday'),
      TOLD_SUBJECTS,
    )) {
      const f = verbForms(frame.verb);
      const neg = beNeg(subject) === "'m not" ? 'am not' : beNeg(subject);
      const wrongFor = (marker: string) => [
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.ing}`, frame), 'do-for-be', {
          subject: subject.text,
        }),
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.base}`, frame), 'simple-for-now', { marker }),
      ];
      const alt = alternatives(frame, subject, { prog: true, sameKind: true, sameClass: true });
      // Every swap within the activity's class (lexicon/context.ts), each with its own marker.
      for (const other of rng.shuffle(alt).slice(0, 4)) {
        const marker = rng.pick(NOW);
        yield item(rng, {
          text: `${subject.text} {} ${tail(frame, subject)} ${marker}; ${pronBe(subject)} ${verbForms(other.verb).ing} ${restFor(other, subject.poss)}`,
          answer: vp(`${neg} ${f.ing}`, frame),
          wrong: wrongFor(marker),
          ruleId: 'pc-neg',
          trigger: [marker],
          skeleton: `${frame.id}-instead`,
        });
      }
      // The speaker does not announce what they are not doing and why ("I am not reading a book in bed right
      // now because I am too tired", review 1702): reasons are given for others, who may be asked about.
      const aboutOthers = subject.person !== '1sg';
      for (const reason of aboutOthers ? nowReasons(frame, subject) : [])
        for (const m of rng.shuffle(NOW).slice(0, 2))
          yield item(rng, {
            text: `${subject.text} {} ${tail(frame, subject)} ${m} because ${reason}`,
            answer: vp(`${neg} ${f.ing}`, frame),
            wrong: wrongFor(m),
            ruleId: 'pc-neg',
            trigger: [m],
            skeleton: `${frame.id}-why`,
          });
      // Rain stops what is done outside, not football on TV.
      if (aboutOthers && isOutdoor(frame) && frame.kind !== 'trip' && !/on TV/.test(frame.rest)) {
        const m2 = rng.pick(NOW);
        yield item(rng, {
          text: `${subject.text} {} ${tail(frame, subject)} ${m2} because it's raining`,
          answer: vp(`${neg} ${f.ing}`, frame),
          wrong: wrongFor(m2),
          ruleId: 'pc-neg',
          trigger: [m2],
          skeleton: `${frame.id}-rain`,
        });
      }
    }
  },
});
