import { complement, subjectComplements } from '../../core/be-complements.ts';
import { cap, d, item, L, rule, topic } from '../../engine.ts';
import { asked } from '../../lexicon/people.ts';
import { bePresent, is3sg } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';

export const beQuestions: TopicDef = topic({
  slug: 'be-questions',
  section: 'question-form',
  name: L('Questions with be: Am I…? Is she…? Are they…?', 'Питання з be: Am I…? Is she…? Are they…?'),
  level: 'basic',
  possibleAnswers: ['Is', 'Are', 'Am'],
  rule: L(
    'To ask with be, put am, is or are before the subject: Is she at home? Are you tired? No do or does.',
    'У питанні з be ставимо am, is чи are перед підметом: Is she at home? Are you tired? Без do чи does.',
  ),
  signals: L(
    'a noun, an adjective or a place after the subject',
    'після підмета — іменник, прикметник або місце',
  ),
  examples: ['Is your sister a doctor?', 'Are the children in the garden?'],
  rules: [
    rule(
      'be-q',
      'Questions with be put am/is/are first and need no do/does.',
      'У питаннях з be на початку стоїть am/is/are, do/does не потрібні.',
    ),
  ],
  target: 900,
  *generate(rng) {
    for (const [own, c] of subjectComplements(rng, () => true)) {
      // Nobody asks someone else about their own state or whereabouts ("Were we hungry yesterday?").
      if (own.person === '1sg' || own.person === '1pl') continue;
      const subject = asked(own);
      const be = bePresent(subject);
      const doAux = is3sg(subject) ? 'Does' : 'Do';
      yield item(rng, {
        text: `{} ${subject.text} ${complement(c, subject)}?`,
        answer: cap(be),
        wrong: [
          d(doAux, 'do-for-be', { subject: subject.text }),
          d(be === 'is' ? 'Are' : 'Is', 'be-agreement', { subject: subject.text, be }),
        ],
        ruleId: 'be-q',
        trigger: [subject.text],
        skeleton: c.sg,
      });
    }
  },
});
