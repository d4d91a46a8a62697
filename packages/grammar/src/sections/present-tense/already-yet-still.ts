import { pairs, tail, vp } from '../../core/clause.ts';
import { framesFor } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { ONE_OFF_JOBS, SMALL_JOBS } from '../../lexicon/frames.ts';
import { asked } from '../../lexicon/people.ts';
import { is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './already-yet-still.json' with { type: 'json' };

/** Single tasks that get finished (or not yet): the lexicon's finished jobs, with a few of this topic's own. */
const TASKS = [
  'cook dinner for the family',
  'wash the dishes after dinner',
  ...ONE_OFF_JOBS,
  'visit London',
  'speak to {poss} boss',
  ...SMALL_JOBS,
  'make sandwiches for lunch',
  'lay the table for dinner',
  'text {poss} sister',
];

export const alreadyYetStill: TopicDef = makeTopic(copy, {
  target: 2000,
  *generate(rng) {
    let k = 0;
    for (const [frame, subject] of pairs(rng, framesFor(TASKS))) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const has = third ? 'has' : 'have';
      const rest = tail(frame, subject);
      const pp = vp(f.participle, frame);
      const first = k++ % 4;
      // "You" is asked, never told what they have done; I and we are told, never asked about (round 1132:
      // "You have already tidied your room", "Have I tidied my room yet?"). Two slots per pair that fit.
      const self = subject.person === '1sg' || subject.person === '1pl';
      const slots = [first, (first + 2) % 4, (first + 1) % 4, (first + 3) % 4]
        .filter((slot) => (slot === 3 ? !self : subject.circle !== 'listener'))
        .slice(0, 2);
      for (const slot of slots)
        if (slot === 0)
          yield item(rng, {
            text: `${subject.text} ${has} {} ${pp} ${rest}`,
            answer: 'already',
            wrong: [d('yet', 'yet-in-positive', {}), d('still', 'still-in-positive-perfect', {})],
            ruleId: 'already-positive',
            trigger: [has],
            features: { position: 'between-has-and-participle', polarity: 'positive' },
            skeleton: `${frame.id}-already`,
          });
        else if (slot === 1)
          yield item(rng, {
            text: `${subject.text} ${has}n't ${pp} ${rest} {}`,
            answer: 'yet',
            wrong: [d('already', 'already-in-negative', {})],
            ruleId: 'yet-end',
            trigger: [`${has}n't`],
            features: { position: 'end', polarity: 'negative' },
            skeleton: `${frame.id}-yet-neg`,
          });
        else if (slot === 2)
          yield item(rng, {
            text: `${subject.text} {} ${has}n't ${pp} ${rest}`,
            answer: 'still',
            wrong: [d('yet', 'yet-before-negative', {}), d('already', 'already-in-negative', {})],
            ruleId: 'still-before-negative',
            trigger: [`${has}n't`],
            features: { position: 'before-negative', polarity: 'negative' },
            skeleton: `${frame.id}-still`,
          });
        else
          yield item(rng, {
            text: `${third ? 'Has' : 'Have'} ${asked(subject).text} ${pp} ${rest} {}?`,
            answer: 'yet',
            wrong: [d('still', 'still-at-end-of-question', {})],
            ruleId: 'yet-end',
            trigger: [third ? 'Has' : 'Have', '?'],
            features: { position: 'end', polarity: 'question' },
            skeleton: `${frame.id}-yet-q`,
          });
    }
  },
});
