import { z } from 'zod';
import { pairs, presentFor, tail, vp } from '../../core/clause.ts';
import { framesFor, otherBe } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { FrameSubject as Subject } from '../../lexicon/people.ts';
import { bePresent, pronounFor } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './be-used-to-vs-used-to.data.json' with { type: 'json' };
import copy from './be-used-to-vs-used-to.json' with { type: 'json' };

/** Routines someone can get used to (daily and weekly, not holidays). */
const ROUTINES = table('ROUTINES', data.ROUTINES, z.string());
const doesntFor = (s: Subject) =>
  `now ${pronounFor(s)} ${presentFor({ ...s, text: pronounFor(s) }, "doesn't", "don't")}`;

export const beUsedTo: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    let k = 0;
    for (const [frame, subject] of pairs(rng, framesFor(ROUTINES))) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      const rest = tail(frame, subject);
      for (const fam of k++ % 2 === 0 ? [0, 1] : [1, 0])
        if (fam === 0) {
          // Pastimes nobody has to get used to ("At first it felt strange, but now my mother is used to
          // reading the newspaper", review 1801) keep only the past-habit family.
          if (PASTIME.test(`${frame.verb} ${frame.rest}`)) continue;
          // "be used to … now" alone does not say the thing was ever new or hard (review 1702: "I am used to
          // feeding the cat now"): the sentence opens with the change ("At first it was hard, but now …"),
          // hard for what takes effort, strange or disliked for a new chore.
          const p = pronounFor(subject);
          const opener = rng.pick(
            HARD.test(`${frame.verb} ${frame.rest}`)
              ? ['At first it was hard, but now {S}', '{S} found it hard at first, but now {p}']
              : ['At first it felt strange, but now {S}', "{S} didn't like it at first, but now {p}"],
          );
          const start = opener.replace('{S}', subject.text).replace('{p}', p);
          yield item(rng, {
            text: `${start} {} ${rest}`,
            answer: vp(`${be} used to ${f.ing}`, frame),
            wrong: [
              d(vp(`${be} used to ${f.base}`, frame), 'base-after-be-used-to', {}),
              d(vp(`used to ${f.base}`, frame), 'past-habit-for-be-used-to', {}),
              d(vp(`${otherBe(be)} used to ${f.ing}`, frame), 'be-agreement', { subject: subject.text, be }),
            ],
            ruleId: 'be-used-to-ing',
            trigger: ['at first', 'but now'],
            features: { meaning: 'accustomed' },
            skeleton: `${frame.id}-be-used`,
          });
        } else {
          const end = `but ${doesntFor(subject)}`;
          yield item(rng, {
            text: `${subject.text} {} ${rest}, ${end}`,
            answer: vp(`used to ${f.base}`, frame),
            wrong: [
              d(vp(`${be} used to ${f.ing}`, frame), 'be-used-to-for-past-habit', {}),
              d(vp(`used to ${f.ing}`, frame), 'ing-after-used-to', {}),
              d(vp(`use to ${f.base}`, frame), 'use-to-affirmative', {}),
            ],
            ruleId: 'used-to-base',
            trigger: [end],
            features: { meaning: 'past-habit' },
            skeleton: `${frame.id}-used-to`,
          });
        }
    }
  },
});

/** Routines that take getting used to: early starts, long days, a uniform, English, exercise. */
/** Pleasures, not changes one adapts to: no 'be used to' sentence is made of them. */
const PASTIME = /^(read the newspaper|listen to|have lunch with)/;
const HARD =
  /^(get |catch the early train|wear a uniform|work (late|from home)|ride a bike to work|cycle|speak English|practise|go (to the gym|for a run)|jog|study English|drive \{poss\} children|eat porridge|drink green tea)/;
