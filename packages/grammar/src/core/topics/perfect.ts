import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, tail, vp } from '../clause.ts';
import { FRAMES } from '../lexicon/frames.ts';
import { isThirdSingular } from '../lexicon/subjects.ts';

export const presentPerfectNegative: TopicDef = topic({
  slug: 'present-perfect-negative',
  section: 'negative-form',
  name: L(
    "Present perfect negative: hasn't, haven't … yet",
    "Заперечення в present perfect: hasn't, haven't … yet",
  ),
  level: 'intermediate',
  possibleAnswers: ["hasn't done", "haven't done"],
  rule: L(
    "Make the present perfect negative with hasn't/haven't + past participle: She hasn't finished yet.",
    "Заперечення в present perfect: hasn't/haven't + третя форма: She hasn't finished yet.",
  ),
  signals: L('yet, so far, since…', 'yet, so far, since…'),
  examples: ["I haven't done my homework yet.", "My sister hasn't called her grandmother yet."],
  rules: [
    rule(
      'pp-neg',
      "Hasn't with he, she, it; haven't with the others; then the past participle.",
      "Hasn't — з he, she, it; haven't — з іншими; далі третя форма.",
    ),
  ],
  target: 1800,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((x) => x.prog && !x.rest.includes(' at ')),
    )) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const neg = third ? "hasn't" : "haven't";
      const wrong = [
        d(
          vp(`${third ? "haven't" : "hasn't"} ${f.participle}`, frame),
          third ? 'agreement-3sg' : 'agreement-non-3sg',
          { subject: subject.text },
        ),
      ];
      if (!f.participleVariants.includes(f.past))
        wrong.push(
          d(vp(`${neg} ${f.past}`, frame), 'past-for-participle', { base: f.base, participle: f.participle }),
        );
      else wrong.push(d(vp(`${neg} ${f.base}`, frame), 'base-for-participle', { base: f.base }));
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} yet`,
        answer: vp(`${neg} ${f.participle}`, frame),
        wrong,
        ruleId: 'pp-neg',
        trigger: ['yet', subject.text],
        skeleton: frame.id,
      });
    }
  },
});
