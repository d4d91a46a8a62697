import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { PROG } from '../../core/frame-answers.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { futureMarkers, KINDS, NOW, pastMarkers } from '../../lexicon/frames.ts';
import { TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePresent } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './mixed-tenses.json' with { type: 'json' };

/**
 * A meal's habit said "at the moment" reads as a passing diet ("My friends are eating fruit for breakfast at
 * the moment" was crossed out), so such frames take no "now" in the mixed-tenses topic.
 */
const AT_A_MEAL = /for (breakfast|lunch|dinner)|in the canteen/;

export const mixedTenses: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    // Not told to "you"; the future only for plans, the past only for news or the household's jobs.
    for (const [frame, subject] of pairs(rng, PROG, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const forms = {
        habit: vp(presentFor(subject, f.third, f.base), frame),
        now: vp(`${bePresent(subject)} ${f.ing}`, frame),
        past: vp(f.past, frame),
        future: vp(`will ${f.base}`, frame),
      };
      // No habit items: "every day" also fits a past habit (fed every day) or a future one (will feed).
      const fitting = (['now', 'past', 'future'] as const).filter(
        (w) =>
          (w !== 'future' || KINDS[frame.kind].plan) &&
          (w !== 'past' || KINDS[frame.kind].report || frame.kind === 'chore') &&
          (w !== 'now' || !AT_A_MEAL.test(frame.rest)),
      );
      if (fitting.length === 0) continue;
      const which = rng.pick(fitting);
      const marker =
        which === 'now'
          ? rng.pick(NOW)
          : which === 'past'
            ? rng.pick(pastMarkers(frame).filter((m) => !m.endsWith('days ago')))
            : rng.pick(futureMarkers(frame));
      const made = item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: forms[which],
        // With a future time the present continuous (an arrangement) and the present simple (a timetable)
        // can also be right, so only the past is offered against will. With "now" the present simple can
        // be a new habit ("She writes in her diary now; she never used to"): blind rounds accepted it, so
        // only the past and will are offered against the present continuous.
        wrong: (Object.keys(forms) as (keyof typeof forms)[])
          .filter(
            (k) =>
              k !== which &&
              !(which === 'future' && (k === 'now' || k === 'habit')) &&
              !(which === 'now' && k === 'habit'),
          )
          .map((k) => d(forms[k], 'tense-marker-mismatch', { marker, tense: which })),
        ruleId: which,
        trigger: [marker],
        skeleton: `${frame.id}-${which}`,
      });
      // "I'll walk to the station now" is a decision made on the spot (round 1902): will is wrong only
      // against "at the moment". Taken out after the draft is made, so the drafts after it are drawn as before.
      if (which === 'now' && marker !== 'at the moment') {
        made.choices = made.choices.filter((c) => c !== forms.future);
        made.rationale.distractors = made.rationale.distractors.filter((x) => x.choice !== forms.future);
      }
      yield made;
    }
  },
});
