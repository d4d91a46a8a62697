import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { occasionMarkers } from '../../core/occasion-markers.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { alternatives, anyFor, pastReasons } from '../../lexicon/context.ts';
import { FRAMES, KINDS, restFor } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePast, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './past-simple-negative.json' with { type: 'json' };

/**
 * What a past negative can be about: news (outings, trips, pastimes, work events, study) and the household's
 * jobs. Routines ("didn't listen to podcasts yesterday", "didn't leave home at eight") are nobody's news, and
 * small personal chores (polishing shoes) neither.
 */
const NEWS = FRAMES.filter(
  (f) =>
    (KINDS[f.kind].report || f.kind === 'chore') &&
    !/^(polish|iron|empty|change the bed)/.test(`${f.verb} ${f.rest}`),
);

export const pastSimpleNegative: TopicDef = makeTopic(copy, {
  target: 2600,
  *generate(rng) {
    // A negative needs a reason or a contrast: "…last night because she was too tired", "…last Saturday;
    // he went swimming instead". Not said to "you", and chores only about the speaker's household.
    for (const [frame, subject] of pairs(rng, NEWS, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const wrongFor = (marker: string) => {
        const wrong = [d(vp(`didn't ${f.past}`, frame), 'past-after-didnt', { base: f.base, past: f.past })];
        if (f.past === f.base) wrong.pop();
        wrong.push(d(vp(`${bePast(subject)}n't ${f.base}`, frame), 'be-for-do', { subject: subject.text }));
        wrong.push(
          d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.base}`, frame), 'tense-marker-mismatch', {
            marker,
            tense: 'past',
          }),
        );
        return wrong;
      };
      const marker = rng.pick(occasionMarkers(frame));
      const reason = rng.pick(pastReasons(frame, subject));
      yield item(rng, {
        text: `${subject.text} {} ${anyFor(tail(frame, subject))} ${marker} because ${reason}`,
        answer: vp(`didn't ${f.base}`, frame),
        wrong: wrongFor(marker),
        ruleId: 'didnt-base',
        trigger: [marker],
        skeleton: `${frame.id}-because`,
      });
      const alt = alternatives(frame, subject, { sameKind: true, sameClass: true });
      if (alt.length === 0 || !KINDS[frame.kind].report) continue;
      const other = rng.pick(alt);
      const marker2 = rng.pick(occasionMarkers(frame));
      yield item(rng, {
        text: `${subject.text} {} ${anyFor(tail(frame, subject))} ${marker2}; ${pronounOf(subject)} ${verbForms(other.verb).past} ${restFor(other, subject.poss)} instead`,
        answer: vp(`didn't ${f.base}`, frame),
        wrong: wrongFor(marker2),
        ruleId: 'didnt-base',
        trigger: [marker2],
        skeleton: `${frame.id}-instead`,
      });
    }
  },
});
