import { pairs, tail, vp } from '../../core/clause.ts';
import { PROG } from '../../core/progressive-frames.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { type FRAMES, NOW } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { bePresent, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './present-continuous-questions.json' with { type: 'json' };

/** Small personal chores: fine as one's own habit, not news about someone else. */
const SMALL_CHORE = /^(polish|iron|empty|change the bed|make the bed|lay the table|feed the cat|water the)/;
const phrase = (frame: (typeof FRAMES)[number], s: Subject, form: string) =>
  `${vp(form, frame)} ${tail(frame, s)}`;

export const presentContinuousQuestions: TopicDef = makeTopic(copy, {
  target: 1800,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, PROG, ALL_SUBJECTS, true)) {
      if (subject.circle === 'speaker') continue;
      // About others, what one would phone to ask ("Is your sister doing her homework?"), not their
      // routine trivia or small chores ("Is your mother polishing her shoes right now?").
      if (
        subject.circle !== 'listener' &&
        ((frame.kind === 'routine' && subject.circle !== 'family') ||
          (frame.kind === 'study' && subject.circle === 'outside') ||
          SMALL_CHORE.test(`${frame.verb} ${frame.rest}`))
      )
        continue;
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      yield item(rng, {
        text: `{} ${subject.text} ${phrase(frame, subject, f.ing)} ${rng.pick(NOW)}?`,
        answer: cap(be),
        wrong: [
          d(isThirdSingular(subject) ? 'Does' : 'Do', 'do-for-be', { subject: subject.text }),
          d(be === 'is' ? 'Are' : 'Is', 'be-agreement', { subject: subject.text, be }),
        ],
        ruleId: 'pc-q',
        trigger: [subject.text, f.ing],
        skeleton: frame.id,
      });
    }
  },
});
