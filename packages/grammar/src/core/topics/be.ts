import { d, item, L, rule, topic } from '../../engine.ts';
import { is3sg, isPlural } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { BE_COMPLEMENTS, type BeComplement } from '../lexicon/be.ts';
import { ALL_SUBJECTS, asked, bePresent, cap, type Subject } from '../lexicon/subjects.ts';

const complement = (c: BeComplement, s: Subject) => (isPlural(s) ? c.pl : c.sg);

function* subjectComplements(
  rng: Rng,
  filter: (c: BeComplement) => boolean,
): Generator<[Subject, BeComplement]> {
  const list = BE_COMPLEMENTS.filter(filter);
  const all: [number, number][] = [];
  for (let i = 0; i < ALL_SUBJECTS.length; i++) for (let j = 0; j < list.length; j++) all.push([i, j]);
  for (const [i, j] of rng.shuffle(all)) yield [ALL_SUBJECTS[i] as Subject, list[j] as BeComplement];
}

export const beNegative: TopicDef = topic({
  slug: 'be-negative',
  section: 'negative-form',
  name: L("Negative of be: 'm not, isn't, aren't", "Заперечення be: 'm not, isn't, aren't"),
  level: 'basic',
  possibleAnswers: ["isn't", "aren't", 'am not'],
  rule: L(
    "Make be negative with not: I am not (I'm not), he isn't, they aren't. Do and does are not used with be.",
    "Заперечення be утворюється з not: I am not (I'm not), he isn't, they aren't. Do та does з be не вживаються.",
  ),
  signals: L(
    'a noun, an adjective or a place after the blank',
    'після пропуску — іменник, прикметник або місце',
  ),
  examples: ["My brother isn't at home.", "We aren't tired."],
  rules: [
    rule(
      'be-not',
      'Be makes its own negative with not; it never takes do or does.',
      'Be утворює заперечення саме, з not; do чи does з ним не вживаються.',
    ),
  ],
  target: 800,
  *generate(rng) {
    for (const [subject, c] of subjectComplements(rng, () => true)) {
      const be = bePresent(subject);
      const answer = be === 'am' ? 'am not' : `${be}n't`;
      const doAux = is3sg(subject) ? "doesn't" : "don't";
      const wrong = [d(doAux, 'do-for-be', { subject: subject.text })];
      if (be !== 'am')
        wrong.push(d(be === 'is' ? "aren't" : "isn't", 'be-agreement', { subject: subject.text, be }));
      else wrong.push(d("isn't", 'be-agreement', { subject: subject.text, be }));
      yield item(rng, {
        text: `${subject.text} {} ${complement(c, subject)}`,
        answer,
        wrong,
        ruleId: 'be-not',
        trigger: [subject.text, complement(c, subject)],
        skeleton: c.sg,
      });
    }
  },
});

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
  target: 700,
  *generate(rng) {
    for (const [own, c] of subjectComplements(rng, () => true)) {
      if (own.text === 'I') continue;
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
