import { vp } from '../../core/clause.ts';
import { d, item, L, rule, topic } from '../../engine.ts';
import { FRAMES, type Frame, habitMarkers, pastMarkers } from '../../lexicon/frames.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

export const subjectQuestions: TopicDef = topic({
  slug: 'subject-questions',
  section: 'question-form',
  name: L('Subject questions: Who cooks? Who called?', 'Питання до підмета: Who cooks? Who called?'),
  level: 'intermediate',
  possibleAnswers: ['Who cooks', 'Who called'],
  rule: L(
    'When who asks about the subject, the question keeps statement order and has no do/does/did: Who cooks dinner? Who called you yesterday? Who takes the he/she form (-s) in the present.',
    'Коли who питає про підмет, порядок слів як у розповідному реченні, без do/does/did: Who cooks dinner? Who called you yesterday? У present simple дієслово після такого who має закінчення -s, як після he/she.',
  ),
  signals: L('Who + verb … ? (who is the subject)', 'Who + дієслово … ? (who — підмет)'),
  examples: ['Who washes the dishes after dinner every evening?', 'Who fed the cat yesterday?'],
  rules: [
    rule(
      'subject-question-present',
      'Who as subject + the -s form, without does.',
      'Who як підмет + форма з -s, без does.',
    ),
    rule(
      'subject-question-past',
      'Who as subject + the past simple, without did.',
      'Who як підмет + past simple, без did.',
    ),
  ],
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
