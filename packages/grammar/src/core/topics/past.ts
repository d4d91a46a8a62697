import { d, item, L, rule, topic } from '../../engine.ts';
import { alternatives, anyFor, pastReasons } from '../../lexicon/context.ts';
import { FRAMES, type Frame, KINDS, pastMarkers, restFor } from '../../lexicon/frames.ts';
import { asked, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePast, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';

/**
 * Past markers for a sentence about one occasion: "two days ago", "two years ago" and "in 2019" date nothing a
 * listener cares about in a negative or a question ("Did the students ride a horse three days ago?").
 */
const occasionMarkers = (f: Frame) => pastMarkers(f).filter((m) => !/ago$|\b20\d\d$/.test(m));

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

export const pastSimpleNegative: TopicDef = topic({
  slug: 'past-simple-negative',
  section: 'negative-form',
  name: L("Past simple negative: didn't", "Заперечення в past simple: didn't"),
  level: 'basic',
  possibleAnswers: ["didn't work", "didn't go"],
  rule: L(
    "Make the past simple negative with didn't and the base form for every subject: she didn't go (not didn't went).",
    "Заперечення в past simple: didn't + початкова форма для всіх осіб: she didn't go (а не didn't went).",
  ),
  signals: L('yesterday, last night, two days ago', 'yesterday, last night, two days ago'),
  examples: ["I didn't watch the news last night.", "They didn't go camping last summer."],
  rules: [
    rule(
      'didnt-base',
      "After didn't the verb is in the base form.",
      "Після didn't дієслово стоїть у початковій формі.",
    ),
  ],
  target: 2000,
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

export const pastSimpleQuestions: TopicDef = topic({
  slug: 'past-simple-questions',
  section: 'question-form',
  name: L('Past simple questions with did', 'Питання в past simple з did'),
  level: 'basic',
  possibleAnswers: ['Did', 'Does', 'Was'],
  rule: L(
    'Ask about the past with did + subject + base form: Did you see it? Did she go? Do/does are for the present; was/were do not make questions with other verbs.',
    'Питання про минуле: did + підмет + початкова форма: Did you see it? Did she go? Do/does — для теперішнього; was/were не утворюють питань з іншими дієсловами.',
  ),
  signals: L('yesterday, last week, ago', 'yesterday, last week, ago'),
  examples: ['Did you call your grandmother yesterday?', 'Did they go camping last summer?'],
  rules: [
    rule(
      'did-q',
      'A past simple question starts with did, and the main verb stays in the base form.',
      'Питання в past simple починається з did, а смислове дієслово лишається в початковій формі.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    for (const [frame, own] of pairs(rng, FRAMES)) {
      // People ask the listener about their own day, and about others only what is news (an outing, a
      // trip, a match), not their chores or routine.
      if (own.circle === 'speaker') continue;
      // Asked about people close to the listener (your friends, your teacher), not about a group met nowhere
      // in the conversation ("Did the students meet their friends in the park last week?") or the neighbours.
      if (/students|neighbour/.test(own.text)) continue;
      if (own.circle !== 'listener' && !KINDS[frame.kind].report) continue;
      // …and not their evening with a book or their vocabulary ("Did your parents read a book in bed
      // yesterday?"): day-to-day pastimes and study are asked of the listener only.
      if (own.circle !== 'listener' && frame.when === 'day' && ['pastime', 'study'].includes(frame.kind))
        continue;
      const subject = asked(own);
      const marker = rng.pick(occasionMarkers(frame));
      const be = bePast(subject);
      yield item(rng, {
        text: `{} ${subject.text} ${frame.verb}${frame.particle ? ` ${frame.particle}` : ''} ${tail(frame, subject)} ${marker}?`,
        answer: 'Did',
        wrong: [
          d(presentFor(subject, 'Does', 'Do'), 'tense-marker-mismatch', { marker, tense: 'past' }),
          d(be === 'was' ? 'Was' : 'Were', 'be-for-do', { subject: subject.text }),
        ],
        ruleId: 'did-q',
        trigger: [marker],
        skeleton: frame.id,
      });
    }
  },
});
