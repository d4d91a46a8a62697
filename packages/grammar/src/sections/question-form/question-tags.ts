import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { pronounOf } from '../../core/clause-pronouns.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { BE_COMPLEMENTS } from '../../lexicon/be.ts';
import { FRAMES, readsAsHabit } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, asked } from '../../lexicon/people.ts';
import { bePresent, isPlural, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './question-tags.json' with { type: 'json' };

export const questionTags: TopicDef = makeTopic(copy, {
  target: 2300,
  *generate(rng) {
    let n = 0;
    for (const [frame, own] of pairs(
      rng,
      // A tag checks a habit said with no time marker: no single object ("doesn't bake a cake, does he?").
      FRAMES.filter((f) => f.when !== 'year' && readsAsHabit(f)),
      ALL_SUBJECTS.filter((s) => s.text !== 'I'),
    )) {
      const subject = asked(own);
      const p = pronounOf(subject);
      const kind = n++ % 3;
      if (kind === 0) {
        const c = rng.pick(BE_COMPLEMENTS);
        const be = bePresent(subject);
        const comp = isPlural(subject) ? c.pl : c.sg;
        yield item(rng, {
          text: `${subject.text} ${be} ${comp}, {}?`,
          answer: `${be}n't ${p}`,
          wrong: [
            d(`${isThirdSingular(subject) ? "doesn't" : "don't"} ${p}`, 'do-tag-after-be', {}),
            d(`${be} ${p}`, 'same-polarity-tag', {}),
            d(
              `${be}n't ${subject.text.split(' ').length > 1 ? subject.text : p === 'he' ? 'she' : 'he'}`.replace(
                `${be}n't ${p}`,
                `${be}n't it`,
              ),
              'tag-pronoun',
              {},
            ),
          ].filter((x) => x.choice !== `${be}n't ${p}`),
          ruleId: 'tag',
          trigger: [be],
          skeleton: `be-${c.sg}`,
        });
      } else {
        const f = verbForms(frame.verb);
        const positive = kind === 1;
        const third = isThirdSingular(subject);
        const aux = third ? 'does' : 'do';
        const verbPart = positive
          ? vp(presentFor(subject, f.third, f.base), frame)
          : vp(`${aux}n't ${f.base}`, frame);
        const answer = positive ? `${aux}n't ${p}` : `${aux} ${p}`;
        yield item(rng, {
          text: `${subject.text} ${verbPart} ${tail(frame, subject)}, {}?`,
          answer,
          wrong: [
            d(
              positive ? `${third ? "don't" : "doesn't"} ${p}` : `${third ? 'do' : 'does'} ${p}`,
              third ? 'do-with-3sg' : 'does-with-non-3sg',
              { subject: subject.text },
            ),
            d(positive ? `${aux} ${p}` : `${aux}n't ${p}`, 'same-polarity-tag', {}),
            d(
              positive ? `${bePresent(subject)}n't ${p}` : `${bePresent(subject)} ${p}`,
              'be-tag-after-verb',
              {},
            ),
          ],
          ruleId: 'tag',
          trigger: [positive ? (verbPart.split(' ')[0] ?? '') : `${aux}n't`],
          skeleton: `${frame.id}-${positive ? 'pos' : 'neg'}`,
        });
      }
    }
  },
});
