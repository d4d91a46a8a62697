import { z } from 'zod';
import { pairs, tail, vp } from '../../core/clause.ts';
import { framesFor } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { ALL_SUBJECTS } from '../../lexicon/people.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fill, subjectsFor } from '../verb/authored.ts';
import data from './present-perfect-continuous-questions.data.json' with { type: 'json' };
import copy from './present-perfect-continuous-questions.json' with { type: 'json' };

const Q = (text: string, person: Subject['person'], poss: string): Subject => ({
  text,
  person,
  poss,
  adult: true,
});
/** Who a how-long question asks about: the listener and the listener's people, never the speaker. */
const ASKED: Subject[] = [
  Q('you', '2', 'your'),
  Q('he', '3sg', 'his'),
  Q('she', '3sg', 'her'),
  Q('your sister', '3sg', 'her'),
  Q('your brother', '3sg', 'his'),
  Q('Anna', '3sg', 'her'),
  Q('Tom', '3sg', 'his'),
  Q('your parents', '3pl', 'their'),
  Q('they', '3pl', 'their'),
  Q('your son', '3sg', 'his'),
];

/**
 * Issue 16: authored how-long questions, each its own base: [question with {has} {S} ___, verb, who]. A:
 * any asked-about person; Y: the listener only (the lead-in is said to them); F: the subject is in the line.
 * Every activity is still going on when asked, so been + -ing is the one form.
 */
const HOW_LONG_LINES: [string, string, 'A' | 'Y' | 'F'][] = table(
  'HOW_LONG_LINES',
  data.HOW_LONG_LINES,
  z.tuple([z.string(), z.string(), z.enum(['A', 'Y', 'F'])]),
);

/** Activities that go on over a period, so "How long have you been …?" reads naturally. */
const DURATIVE = table('DURATIVE', data.DURATIVE, z.string());

export const howLongQuestions: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      framesFor(DURATIVE),
      // Nobody asks how long they themselves have been doing something.
      ALL_SUBJECTS.filter((x) => x.text !== 'I' && x.text !== 'we'),
      true,
    )) {
      const f = verbForms(frame.verb);
      const aux = isThirdSingular(subject) ? 'has' : 'have';
      yield item(rng, {
        text: `How long ${aux} ${subject.text} {} ${tail(frame, subject)}?`,
        answer: vp(`been ${f.ing}`, frame),
        wrong: [
          d(vp(f.ing, frame), 'missing-been', {}),
          d(vp(`being ${f.ing}`, frame), 'being-for-been-continuous', {}),
          d(vp(`been ${f.base}`, frame), 'base-after-been', {}),
        ],
        ruleId: 'how-long-been-ing',
        trigger: ['How long', aux],
        features: { tense: 'present-perfect-continuous' },
        skeleton: `${frame.id}-how-long`,
      });
    }
    for (const [i, [line, verb, who]] of HOW_LONG_LINES.entries()) {
      const f = verbForms(verb);
      const subjects = who === 'A' ? subjectsFor(rng, line, ASKED, 4) : [null];
      for (const s of subjects) {
        const text = s ? fill(line, s) : line;
        yield item(rng, {
          text: text.replace('___', '{}'),
          answer: `been ${f.ing}`,
          wrong: [
            d(f.ing, 'missing-been', {}),
            d(`being ${f.ing}`, 'being-for-been-continuous', {}),
            d(`been ${f.base}`, 'base-after-been', {}),
          ],
          ruleId: 'how-long-been-ing',
          trigger: ['How long', /How long (has|have)/.exec(text)?.[1] ?? 'have'],
          features: { tense: 'present-perfect-continuous' },
          skeleton: `how-long-line-${i}`,
        });
      }
    }
  },
});
