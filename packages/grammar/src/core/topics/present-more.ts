import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';
import { FRAMES, habitMarkers, NOW } from '../lexicon/frames.ts';
import { bePresent, isThirdSingular, type Subject } from '../lexicon/subjects.ts';
import { verbForms } from '../verbs.ts';

const PROG = FRAMES.filter((f) => f.prog);
const otherBe = (s: Subject) => (bePresent(s) === 'is' ? 'are' : 'is');

export const presentContinuous: TopicDef = topic({
  slug: 'present-continuous',
  section: 'present-tense',
  name: L('Present continuous: am, is, are + -ing', 'Present continuous: am, is, are + -ing'),
  level: 'basic',
  possibleAnswers: ['is working', 'are working', 'am working'],
  rule: L(
    'For an action happening now, use am, is or are and the -ing form: she is cooking, they are playing.',
    'Для дії, що відбувається зараз, використовуйте am, is або are і форму -ing: she is cooking, they are playing.',
  ),
  signals: L(
    'now, right now, at the moment, Look!, Listen!',
    'now, right now, at the moment, Look!, Listen!',
  ),
  examples: ['Look! The children are playing in the garden.', 'I am reading the news at the moment.'],
  rules: [
    rule(
      'pc-form',
      'The present continuous is am/is/are + verb-ing; the form of be agrees with the subject.',
      'Present continuous утворюється так: am/is/are + форма на -ing; форма be узгоджується з підметом.',
    ),
  ],
  target: 1400,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, PROG)) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      const marker = rng.pick(NOW);
      const simple = vp(presentFor(subject, f.third, f.base), frame);
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(`${be} ${f.ing}`, frame),
        wrong: [
          d(vp(`${otherBe(subject)} ${f.ing}`, frame), 'be-agreement', { subject: subject.text, be }),
          d(vp(f.ing, frame), 'ing-without-be', { subject: subject.text }),
          d(simple, 'simple-for-now', { marker }),
        ],
        ruleId: 'pc-form',
        trigger: [subject.text, marker],
        skeleton: frame.id,
      });
    }
  },
});

export const simpleVsContinuous: TopicDef = topic({
  slug: 'present-simple-vs-continuous',
  section: 'present-tense',
  name: L('Present simple or present continuous', 'Present simple чи present continuous'),
  level: 'intermediate',
  possibleAnswers: ['works', 'is working'],
  rule: L(
    'Habits and routines take the present simple (she cooks every day); an action happening now takes the present continuous (she is cooking now).',
    'Звички й розпорядок — present simple (she cooks every day); дія, що триває зараз, — present continuous (she is cooking now).',
  ),
  signals: L(
    'every day, usually, on Sundays → simple; now, at the moment → continuous',
    'every day, usually, on Sundays → simple; now, at the moment → continuous',
  ),
  examples: ['He usually walks to school.', 'He is walking to school now.'],
  rules: [
    rule(
      'habit',
      'A time expression of habit (every day, on Sundays, twice a week) calls for the present simple.',
      'Вираз звички (every day, on Sundays, twice a week) вимагає present simple.',
    ),
    rule(
      'now',
      'Now, right now and at the moment call for the present continuous.',
      'Now, right now та at the moment вимагають present continuous.',
    ),
  ],
  target: 1500,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, PROG)) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      const simple = vp(presentFor(subject, f.third, f.base), frame);
      const continuous = vp(`${be} ${f.ing}`, frame);
      const now = rng.next() < 0.5;
      // Only "every …" habits: "is writing to her aunt on Sundays" can describe a temporary routine.
      const marker = now ? rng.pick(NOW) : rng.pick(habitMarkers(frame).filter((m) => m.startsWith('every')));
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: now ? continuous : simple,
        wrong: [
          now ? d(simple, 'simple-for-now', { marker }) : d(continuous, 'continuous-for-habit', { marker }),
        ],
        ruleId: now ? 'now' : 'habit',
        trigger: [marker],
        skeleton: `${frame.id}-${now ? 'now' : 'habit'}`,
      });
    }
  },
});

export const presentSimpleNegative: TopicDef = topic({
  slug: 'present-simple-negative',
  section: 'negative-form',
  name: L("Present simple negative: don't, doesn't", "Заперечення в present simple: don't, doesn't"),
  level: 'basic',
  possibleAnswers: ["doesn't work", "don't work"],
  rule: L(
    "Make the present simple negative with don't or doesn't and the base form: she doesn't drink, they don't drink. After doesn't the verb has no -s.",
    "Заперечення в present simple: don't або doesn't + початкова форма: she doesn't drink, they don't drink. Після doesn't дієслово без -s.",
  ),
  signals: L(
    "he, she, it → doesn't; I, you, we, they → don't",
    "he, she, it → doesn't; I, you, we, they → don't",
  ),
  examples: ["My dad doesn't drink coffee.", "We don't go to the gym on Sundays."],
  rules: [
    rule(
      'neg-3sg',
      "With he, she, it use doesn't + the base form (no -s on the verb).",
      "Після he, she, it — doesn't + початкова форма (без -s у дієслові).",
    ),
    rule(
      'neg-base',
      "With I, you, we, they use don't + the base form.",
      "Після I, you, we, they — don't + початкова форма.",
    ),
  ],
  target: 2000,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const aux = third ? "doesn't" : "don't";
      const marker = rng.pick(habitMarkers(frame));
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(`${aux} ${f.base}`, frame),
        wrong: [
          d(
            vp(`${third ? "don't" : "doesn't"} ${f.base}`, frame),
            third ? 'aux-agreement-3sg' : 'aux-agreement-non-3sg',
            { subject: subject.text },
          ),
          d(vp(`${aux} ${f.third}`, frame), 'third-after-aux', { aux }),
          d(vp(`${bePresent(subject)}n't ${f.base}`.replace("amn't", 'am not'), frame), 'be-for-do', {
            subject: subject.text,
          }),
        ],
        ruleId: third ? 'neg-3sg' : 'neg-base',
        trigger: [subject.text],
        skeleton: frame.id,
      });
    }
  },
});
