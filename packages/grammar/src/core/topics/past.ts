import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';
import { FRAMES, pastMarkers } from '../lexicon/frames.ts';
import { asked, bePast } from '../lexicon/subjects.ts';

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
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const marker = rng.pick(pastMarkers(frame));
      const wrong = [d(vp(`didn't ${f.past}`, frame), 'past-after-didnt', { base: f.base, past: f.past })];
      if (f.past === f.base) wrong.pop();
      wrong.push(d(vp(`${bePast(subject)}n't ${f.base}`, frame), 'be-for-do', { subject: subject.text }));
      wrong.push(
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.base}`, frame), 'tense-marker-mismatch', {
          marker,
          tense: 'past',
        }),
      );
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(`didn't ${f.base}`, frame),
        wrong,
        ruleId: 'didnt-base',
        trigger: [marker],
        skeleton: frame.id,
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
      const subject = asked(own);
      const marker = rng.pick(pastMarkers(frame));
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
