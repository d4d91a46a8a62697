import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';
import { FRAMES, FREQUENCY, habitMarkers } from '../lexicon/frames.ts';
import { isThirdSingular } from '../lexicon/subjects.ts';
import { verbForms } from '../verbs.ts';

const RULES = [
  rule(
    'ps-3sg',
    'With he, she, it or one person or thing, a present simple verb ends in -s or -es.',
    'Після he, she, it або одного предмета чи особи дієслово в present simple має закінчення -s або -es.',
  ),
  rule(
    'ps-base',
    'With I, you, we, they or more than one person, a present simple verb has no ending.',
    'Після I, you, we, they або кількох осіб дієслово в present simple не має закінчення.',
  ),
];

export const presentSimple: TopicDef = topic({
  slug: 'present-simple',
  section: 'present-tense',
  name: L('Present simple: -s or no -s', 'Present simple: з -s чи без'),
  level: 'basic',
  possibleAnswers: ['works', 'work'],
  rule: L(
    'Use the present simple for habits and routines. After he, she, it (or one person) the verb takes -s: she works, he goes, it rains.',
    'Present simple — для звичок і розпорядку. Після he, she, it (або однієї особи) дієслово має -s: she works, he goes, it rains.',
  ),
  signals: L(
    'every day, usually, often, on Sundays, once a week',
    'every day, usually, often, on Sundays, once a week',
  ),
  examples: ['My sister works in a bank.', 'We usually walk to school.'],
  rules: RULES,
  target: 2000,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const answer = vp(presentFor(subject, f.third, f.base), frame);
      const useAdverb = rng.next() < 0.35;
      const adverb = rng.pick(FREQUENCY);
      const marker = useAdverb ? '' : rng.pick(habitMarkers(frame));
      const wrongAgreement = vp(third ? f.base : f.third, frame);
      yield item(rng, {
        text: `${subject.text} ${useAdverb ? `${adverb} ` : ''}{} ${tail(frame, subject)} ${marker}`,
        answer,
        wrong: [
          d(wrongAgreement, third ? 'agreement-3sg' : 'agreement-non-3sg', { subject: subject.text }),
          d(vp(f.ing, frame), 'ing-without-be', { subject: subject.text }),
        ],
        ruleId: third ? 'ps-3sg' : 'ps-base',
        trigger: [subject.text, useAdverb ? adverb : marker],
        skeleton: `${frame.id}${useAdverb ? '-adv' : ''}`,
      });
    }
  },
});
