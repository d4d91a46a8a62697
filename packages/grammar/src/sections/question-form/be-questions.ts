import { complement, subjectComplements } from '../../core/be-complements.ts';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { asked } from '../../lexicon/people.ts';
import { bePresent, is3sg } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import copy from './be-questions.json' with { type: 'json' };

export const beQuestions: TopicDef = makeTopic(copy, {
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
