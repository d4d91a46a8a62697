import { pairs, tail } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import {
  choreFits,
  contextFits,
  DUTIES,
  DUTY_FRAME_KEYS,
  type Duty,
  dutyFits,
} from '../../lexicon/duty-pairs.ts';
import { fillFor } from '../../lexicon/fill.ts';
import { misfit } from '../../lexicon/fit.ts';
import { FRAMES, type Frame, habitMarkers } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './have-to.json' with { type: 'json' };

export const haveTo: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    // Obligations need a duty or a rule: the authored duties with their context, and the shared frames that
    // are chores or jobs with a frequency. Pastimes and meals ("have to eat fruit for breakfast") are not.
    const third = (s: Subject) => isThirdSingular(s);
    const make = (subject: Subject, verb: string, rest: string, skeleton: string) => {
      const f = verbForms(verb);
      const t = third(subject);
      return item(rng, {
        text: `${subject.text} {} ${rest}`,
        answer: `${t ? 'has' : 'have'} to ${f.base}`,
        wrong: [
          d(`${t ? 'have' : 'has'} to ${f.base}`, t ? 'agreement-3sg' : 'agreement-non-3sg', {
            subject: subject.text,
          }),
          d(`must to ${f.base}`, 'to-after-modal', { modal: 'must' }),
          d(`${t ? 'has' : 'have'} to ${f.third}`, 'third-after-to', {}),
        ],
        ruleId: 'have-to',
        trigger: [subject.text],
        skeleton,
      });
    };
    const authored: [Duty, Subject, string][] = [];
    for (const duty of DUTIES)
      for (const s of ALL_SUBJECTS)
        if (dutyFits(duty, s))
          for (const c of duty.contexts)
            if (contextFits(c, s) && !misfit(s.text, `${duty.verb} ${duty.rest} ${c}`))
              authored.push([duty, s, c]);
    const fromFrames = [
      ...pairs(
        rng,
        FRAMES.filter((fr) => DUTY_FRAME_KEYS.has(`${fr.verb} ${fr.rest}`)),
        ALL_SUBJECTS.filter(choreFits),
      ),
    ];
    const queue = rng.shuffle(authored);
    // Authored duties and chore frames alternate, so the first items already mix both.
    for (let i = 0; i < Math.max(queue.length, fromFrames.length); i++) {
      const a = queue[i];
      if (a) yield authoredDuty(...a);
      const f = fromFrames[i];
      if (f) yield frameDuty(f);
    }
    function authoredDuty(duty: Duty, subject: Subject, ctx: string) {
      const words = `${fillFor(duty.rest, subject)} ${fillFor(ctx, subject)}`.trim();
      return make(subject, duty.verb, words, `duty-${duty.id}`);
    }
    function frameDuty([frame, subject]: [Frame, Subject]) {
      const marker = rng.pick(habitMarkers(frame));
      const rest = `${frame.particle ? `${frame.particle} ` : ''}${tail(frame, subject)} ${marker}`;
      return make(subject, frame.verb, rest, frame.id);
    }
  },
});
