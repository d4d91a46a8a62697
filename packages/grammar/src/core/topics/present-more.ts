import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, tail, vp } from '../clause.ts';
import { FRAMES, habitMarkers } from '../lexicon/frames.ts';
import { bePresent, isThirdSingular } from '../lexicon/subjects.ts';

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
