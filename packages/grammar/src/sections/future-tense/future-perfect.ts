import { z } from 'zod';
import { pairs, tail, vp } from '../../core/clause.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { frameKey } from '../../lexicon/context.ts';
import { table } from '../../lexicon/data.ts';
import { FRAMES } from '../../lexicon/frames.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import data from './future-perfect.data.json' with { type: 'json' };
import copy from './future-perfect.json' with { type: 'json' };

const HOME_DEADLINES = table('HOME_DEADLINES', data.HOME_DEADLINES, z.string());
const WEEKEND_DEADLINES = ['By the end of the weekend', 'By Sunday evening', 'By the time you get home'];
/**
 * The jobs the future perfect is said of, each with the deadlines people set for it: a chore done before
 * someone comes home or guests arrive, a weekend job by Sunday, homework by dinner, a letter by Friday.
 */
export const DEADLINES: Record<string, string[]> = {
  'clean the kitchen': HOME_DEADLINES,
  'clean the house': HOME_DEADLINES,
  'tidy {poss} room': HOME_DEADLINES,
  'vacuum the living room': HOME_DEADLINES,
  'sweep the kitchen floor': HOME_DEADLINES,
  'water the plants': ['By the time you get home', 'By lunchtime', 'By the time we leave'],
  'water the flowers on the balcony': ['By the time you get home', 'By lunchtime', 'By the time we leave'],
  'change the bed sheets': ['By the time the guests arrive', 'By tonight'],
  'empty the dishwasher': ['By the time you get home', 'By dinner time', 'By the time the guests arrive'],
  'do the shopping': ['By the time you get home', 'By lunchtime', "By ten o'clock"],
  'bake a cake': ['By the time the guests arrive', "By four o'clock", 'By the time you get home'],
  'do {poss} homework': ['By dinner time', "By eight o'clock", 'By the time you get home'],
  'iron {poss} shirts': ['By Monday morning', 'By tomorrow morning'],
  'collect {poss} son from school': ["By four o'clock", 'By half past three'],
  'write a letter to {poss} aunt': ['By the end of the week', 'By Friday', 'By tomorrow evening'],
  'cut the grass': WEEKEND_DEADLINES,
  'clean the windows': WEEKEND_DEADLINES,
  'wash the car': WEEKEND_DEADLINES,
  'fix the car': ['By the end of the week', 'By Friday', 'By the time you need it'],
};

export const futurePerfect: TopicDef = makeTopic(copy, {
  target: 1100,
  *generate(rng) {
    // Only a job one finishes by a deadline people set for it: "By the end of the week, Anna will have
    // polished her shoes" (round 1135), "will have played computer games", "will have baked bread" read
    // wrong; "By the time the guests arrive, she will have cleaned the kitchen" does. Each job has its own
    // natural deadlines (`DEADLINES`).
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((x) => DEADLINES[frameKey(x)] !== undefined),
    )) {
      if (subject.text === 'you') continue;
      const f = verbForms(frame.verb);
      const byWhen = DEADLINES[frameKey(frame)] ?? [];
      for (const marker of rng.shuffle(byWhen)) {
        const wrong = [
          d(vp(`will has ${f.participle}`, frame), 'has-after-will', {}),
          d(vp(`will have ${f.base}`, frame), 'base-for-participle', { base: f.base }),
        ];
        if (!f.participleVariants.includes(f.past))
          wrong.push(
            d(vp(`will have ${f.past}`, frame), 'past-for-participle', {
              base: f.base,
              participle: f.participle,
            }),
          );
        yield item(rng, {
          text: `${marker}, ${subject.text} {} ${tail(frame, subject)}`,
          answer: vp(`will have ${f.participle}`, frame),
          wrong,
          ruleId: 'fp-form',
          trigger: [marker.split(' ')[0] ?? 'By'],
          skeleton: frame.id,
        });
      }
    }
  },
});
