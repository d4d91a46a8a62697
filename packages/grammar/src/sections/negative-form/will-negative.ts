import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { PLANS } from '../../core/plans.ts';
import { d, expand, item, makeTopic } from '../../engine.ts';
import { futureReasons, isImpersonal, soonMarkers } from '../../lexicon/context.ts';
import {
  ALL_SUBJECTS,
  KID_SUBJECTS,
  type FrameSubject as Subject,
  TOLD_SUBJECTS,
} from '../../lexicon/people.ts';
import { bePresent, is3sg as isThirdSingular, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { WONT_LINES, type WontWho } from '../../lexicon/wont-lines.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { ExerciseDraft, TopicDef } from '../../types.ts';
import copy from './will-negative.json' with { type: 'json' };

export const wontNegative: TopicDef = makeTopic(copy, {
  target: 2300,
  *generate(rng) {
    // What won't really says, authored (lexicon/wont-lines.ts): promises, predictions, refusals and
    // decisions made while speaking; only the safe parts vary.
    yield* wontLines(rng);
    // A plan stopped by a reason that really stops it: "It's going to rain, so we won't play tennis
    // tomorrow", "Anna has hurt her knee, so she won't go skiing this weekend". No "…; she's going to …
    // instead": a changed plan is said with "isn't going to", not "won't".
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      if (/dentist/.test(frame.rest)) continue;
      const f = verbForms(frame.verb);
      const wrongFor = (marker: string) => [
        d(vp(`won't ${f.third}`, frame), 'third-after-modal', { modal: "won't" }),
        d(vp(`won't to ${f.base}`, frame), 'to-after-modal', { modal: "won't" }),
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.base}`, frame), 'tense-marker-mismatch', {
          marker,
          tense: 'future',
        }),
      ];
      const done = new Set<string>();
      // Clients and the boss are met on weekdays, not "this weekend".
      const markers = soonMarkers(frame).filter((m) => frame.kind !== 'work' || m === 'tomorrow');
      for (const marker of rng.shuffle(markers).slice(0, 2)) {
        const reasons = futureReasons(frame, subject, marker).filter((r) => !done.has(r));
        if (reasons.length === 0) continue;
        const reason = rng.pick(reasons);
        done.add(reason);
        yield item(rng, {
          text: `${reason}, so ${isImpersonal(reason) ? subject.text : pronounOf(subject)} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`won't ${f.base}`, frame),
          wrong: wrongFor(marker),
          ruleId: 'wont-base',
          trigger: [marker],
          skeleton: `${frame.id}-so`,
        });
      }
    }
  },
});

const KIDS = KID_SUBJECTS;
const FAMILY = TOLD_SUBJECTS.filter((s) => s.circle === 'family' && s.adult);
const PEOPLE = TOLD_SUBJECTS.filter(
  (s) => (s.circle === 'family' || s.circle === 'named') && s.adult && !/^(he|she|they)$/.test(s.text),
);
const speaker = (text: 'I' | 'we') => ALL_SUBJECTS.find((s) => s.text === text) as Subject;

function subjectsFor(who: WontWho): (Subject | undefined)[] {
  if (who === 'I') return [speaker('I')];
  if (who === 'we') return [speaker('we')];
  if (who === 'I/we') return [speaker('I'), speaker('we')];
  if (who === 'people') return PEOPLE;
  if (who === 'family') return FAMILY;
  if (who === 'one') return FAMILY.filter((s) => isThirdSingular(s));
  if (who === 'kids') return KIDS;
  return [undefined];
}

/** A present-tense verb agreeing with the subject: be → am/is/are, have → has/have, say → says/say. */
const agree = (s: Subject, verb: string) =>
  verb === 'be' ? bePresent(s) : isThirdSingular(s) ? verbForms(verb).third : verb;

/** Who stands right before the blank in an authored line with its subject written in ("so I ___"). */
const personBefore = (text: string) => {
  const w = text.split('___')[0]?.trim().split(' ').pop() ?? '';
  return w === 'I' ? 'I' : /^(we|you|they)$/.test(w) ? 'pl' : '3sg';
};

function* wontLines(rng: Parameters<typeof item>[0]): Generator<ExerciseDraft> {
  for (const [i, line] of WONT_LINES.entries()) {
    const f = verbForms(line.verb);
    for (const subject of subjectsFor(line.who)) {
      for (const template of expand(line.text)) {
        const text = subject
          ? template
              .replaceAll('<S>', subject.text)
              .replaceAll('<P>', pronounOf(subject))
              .replace(/<v:(\w+)>/g, (_, v: string) => agree(subject, v))
          : template;
        const person = subject
          ? subject.text === 'I'
            ? 'I'
            : isThirdSingular(subject)
              ? '3sg'
              : 'pl'
          : personBefore(text);
        const wrong =
          line.verb === 'be'
            ? [
                d(
                  `won't ${person === 'I' ? 'am' : person === '3sg' ? 'is' : 'are'}`,
                  'be-form-after-will',
                  {},
                ),
                d("won't to be", 'to-after-modal', { modal: "won't" }),
                d("won't being", 'ing-after-modal', { modal: "won't" }),
              ]
            : [
                d(`won't ${f.third}`, 'third-after-modal', { modal: "won't" }),
                d(`won't to ${f.base}`, 'to-after-modal', { modal: "won't" }),
                line.marker
                  ? d(`${person === '3sg' ? "doesn't" : "don't"} ${f.base}`, 'tense-marker-mismatch', {
                      marker: line.marker,
                      tense: 'future',
                    })
                  : d(`won't ${f.ing}`, 'ing-after-modal', { modal: "won't" }),
              ];
        yield item(rng, {
          text,
          answer: `won't ${f.base}`,
          wrong,
          ruleId: 'wont-base',
          trigger: [
            line.marker ??
              subject?.text ??
              text
                .split(' ___')[0]
                ?.split(/[;:,] /)
                .pop() ??
              '',
          ],
          skeleton: `wont-${line.kind}-${i}`,
        });
      }
    }
  }
}
