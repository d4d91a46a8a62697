import { vp } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { FRAMES, type Frame, habitMarkers, pastMarkers } from '../../lexicon/frames.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './subject-questions.json' with { type: 'json' };

export const subjectQuestions: TopicDef = makeTopic(copy, {
  target: 1200,
  *generate(rng) {
    // A subject question needs a reason to ask who: the household's jobs ("Who usually cooks dinner in your
    // family?", "Who fed the cat yesterday?") or who among a group has a hobby ("Who in your family plays
    // the guitar?"); nobody asks who drinks a cup of coffee on weekdays.
    const frames = rng.shuffle(
      FRAMES.filter((f) => !f.rest.includes('{poss}') && !/late|dentist/.test(f.rest) && !f.particle),
    );
    const all: [Frame, string, boolean][] = [];
    for (const frame of frames) {
      const jobs = (frame.kind === 'chore' || frame.kind === 'project') && frame.when !== 'year';
      const free = ['pastime', 'outing', 'study', 'routine', 'trip'].includes(frame.kind);
      const groups =
        frame.kind === 'workday' || frame.kind === 'work'
          ? ['in your office']
          : free && !/^(bring|help)/.test(frame.verb)
            ? [
                'in your family',
                'among your friends',
                // A class is asked about its hobbies and lessons, not its holidays or adult life.
                ...(frame.kind === 'routine'
                  ? ['in your house']
                  : !frame.adult && frame.kind !== 'trip'
                    ? ['in your class']
                    : []),
              ]
            : [];
      if (jobs) {
        const where = /family/.test(frame.rest) ? '' : ' in your family';
        all.push([frame, `Who usually {} ${frame.rest}${where}?|usually`, false]);
        for (const m of habitMarkers(frame)) all.push([frame, `Who {} ${frame.rest} ${m}?|${m}`, false]);
        for (const m of pastMarkers(frame).filter((x) => !/ago/.test(x)))
          all.push([frame, `Who {} ${frame.rest} ${m}?|${m}`, true]);
      }
      for (const group of groups) {
        // Trips are asked with how often they happen ("Who in your family goes skiing every winter?").
        if (frame.kind === 'trip')
          for (const m of habitMarkers(frame).slice(0, 2))
            all.push([frame, `Who ${group} {} ${frame.rest} ${m}?|${m}`, false]);
        else {
          all.push([frame, `Who ${group} {} ${frame.rest}?|${group}`, false]);
          // How often, for a weekly hobby: "Who among your friends plays tennis on Saturdays?"
          if (frame.when === 'week' && group !== 'in your office') {
            const m = rng.pick(habitMarkers(frame));
            all.push([frame, `Who ${group} {} ${frame.rest} ${m}?|${m}`, false]);
          }
        }
        // What someone did lately is news for outings and trips: "Who in your family went skiing last winter?"
        if (frame.kind === 'outing' || frame.kind === 'trip')
          for (const m of pastMarkers(frame)
            .filter((x) => !/ago|\d/.test(x))
            .slice(0, 2))
            all.push([frame, `Who ${group} {} ${frame.rest} ${m}?|${m}`, true]);
      }
    }
    for (const [frame, spec, past] of rng.shuffle(all)) {
      const [text = '', marker = ''] = spec.split('|');
      const f = verbForms(frame.verb);
      if (!past)
        yield item(rng, {
          text,
          answer: vp(f.third, frame),
          wrong: [
            d(vp(`does ${f.base}`, frame), 'do-in-subject-question', { aux: 'does' }),
            d(vp(f.base, frame), 'who-takes-third-person', {}),
          ],
          ruleId: 'subject-question-present',
          trigger: ['Who', marker],
          features: { tense: 'present' },
          skeleton: `${frame.id}-who-present`,
        });
      else
        yield item(rng, {
          text,
          answer: vp(f.past, frame),
          wrong: [
            d(vp(`did ${f.base}`, frame), 'do-in-subject-question', { aux: 'did' }),
            d(vp(f.third, frame), 'tense-marker-mismatch', { marker, tense: 'past' }),
            d(vp(f.base, frame), 'base-for-past', { marker }),
          ],
          ruleId: 'subject-question-past',
          trigger: ['Who', marker],
          features: { tense: 'past' },
          skeleton: `${frame.id}-who-past`,
        });
    }
  },
});
