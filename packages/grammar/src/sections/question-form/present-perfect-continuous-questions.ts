import { pairs, tail, vp } from '../../core/clause.ts';
import { framesFor } from '../../core/frame-kit.ts';
import { d, item, makeTopic } from '../../engine.ts';
import { ALL_SUBJECTS } from '../../lexicon/people.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { fill, subjectsFor } from '../verb/authored.ts';
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
const HOW_LONG_LINES: [string, string, 'A' | 'Y' | 'F'][] = [
  ['How long {has} {S} ___ for the bus?', 'wait', 'A'],
  ['How long {has} {S} ___ in Kyiv?', 'live', 'A'],
  ['How long {has} {S} ___ at the hospital?', 'work', 'A'],
  ['How long {has} {S} ___ to drive?', 'learn', 'A'],
  ['How long {has} {S} ___ for a new flat?', 'look', 'A'],
  ['How long {has} {S} ___ in this queue?', 'stand', 'A'],
  ['How long {has} {S} ___ to get through to the bank?', 'try', 'A'],
  ['How long {has} {S} ___ for the trip to Japan?', 'save', 'A'],
  ['How long {has} {S} ___ at this school?', 'teach', 'A'],
  ['How long {has} {S} ___ {poss} new novel?', 'write', 'A'],
  ['How long {has} {S} ___ the wedding?', 'plan', 'A'],
  ['How long {has} {S} ___ the kitchen?', 'renovate', 'A'],
  ['How long {has} {S} ___ these pills?', 'take', 'A'],
  ['How long {has} {S} ___ this old laptop?', 'use', 'A'],
  ['How long {has} {S} ___ yoga?', 'do', 'A'],
  ['How long {has} {S} ___ in the band?', 'play', 'A'],
  ['How long {has} {S} ___ at the animal shelter?', 'volunteer', 'A'],
  ['How long {has} {S} ___ on this project?', 'work', 'A'],
  ['How long {has} {S} ___ the school football team?', 'coach', 'A'],
  ['How long {has} {S} ___ for the marathon?', 'train', 'A'],
  ['How long {has} {S} ___ old coins?', 'collect', 'A'],
  ['How long {has} {S} ___ like that?', 'cough', 'A'],
  ['How long {has} {S} ___ driving lessons?', 'have', 'A'],
  ['How long {has} {S} ___ this flat?', 'rent', 'A'],
  ['How long {has} {S} ___ to Lviv every day?', 'commute', 'A'],
  ['How long {has} {S} ___ glasses?', 'wear', 'A'],
  ['How long {has} {S} ___ Spanish?', 'learn', 'A'],
  ['How long {has} {S} ___ this diet?', 'follow', 'A'],
  ['How long {has} {S} ___ night shifts?', 'work', 'A'],
  ['How long {has} {S} ___ for the exam?', 'study', 'A'],
  ['How long {has} {S} ___ bread at home?', 'bake', 'A'],
  ['How long {has} {S} ___ the neighbours’ dog?', 'walk', 'A'],
  ['How long {has} {S} ___ a flat with two students?', 'share', 'A'],
  ['How long {has} {S} ___ {poss} paintings online?', 'sell', 'A'],
  ['How long {has} {S} ___ the violin?', 'play', 'A'],
  ['How long {has} {S} ___ in that café?', 'sit', 'A'],
  ['How long {has} {S} ___ for this company?', 'work', 'A'],
  ['How long {has} {S} ___ a blog about cooking?', 'write', 'A'],
  ['How long {has} {S} ___ swimming lessons?', 'take', 'A'],
  ['How long {has} {S} ___ Ukrainian to foreigners?', 'teach', 'A'],
  ['How long {has} {S} ___ {poss} own business?', 'run', 'A'],
  ['How long {has} {S} ___ about moving abroad?', 'think', 'A'],
  ['Your shoes are wet! How long have you ___ in the rain?', 'walk', 'Y'],
  ['You look exhausted. How long have you ___ without a break?', 'work', 'Y'],
  ['Your English is excellent! How long have you ___ it?', 'learn', 'Y'],
  ['Sorry I’m late. How long have you ___?', 'wait', 'Y'],
  ['Your hands are covered in paint! How long have you ___ the fence?', 'paint', 'Y'],
  ['You sound terrible. How long have you ___ like that?', 'cough', 'Y'],
  ['I didn’t know you could play the piano! How long have you ___?', 'play', 'Y'],
  ['Your garden looks amazing. How long have you ___ vegetables?', 'grow', 'Y'],
  ['You ski really well! How long have you ___?', 'ski', 'Y'],
  ['Your Ukrainian is really good. How long have you ___ here?', 'live', 'Y'],
  ['I love your photos. How long have you ___ pictures of birds?', 'take', 'Y'],
  ['How long has it ___?', 'rain', 'F'],
  ['How long has the baby ___?', 'cry', 'F'],
  ['How long have they ___ the new bridge?', 'build', 'F'],
  ['How long has the phone ___?', 'ring', 'F'],
  ['How long has the car ___ that strange noise?', 'make', 'F'],
  ['How long has your tooth ___?', 'hurt', 'F'],
  ['How long has the dog ___ at the door?', 'bark', 'F'],
  ['How long has the tap ___?', 'drip', 'F'],
  ['How long have the workers ___ the road?', 'repair', 'F'],
  ['How long has the snow ___?', 'fall', 'F'],
];

/** Activities that go on over a period, so "How long have you been …?" reads naturally. */
const DURATIVE = [
  'study English',
  'play tennis',
  'sing in a choir',
  'practise yoga',
  'play the guitar',
  'work in the garden',
  'paint pictures',
  'go horse riding',
  'take photos of the city',
  'work from home',
  'teach maths at a school',
  'sell vegetables at the market',
  'wear a uniform at work',
  'drive to the office',
  'play chess with {poss} brother',
  'grow tomatoes in the garden',
  'play volleyball on the beach',
  'practise the piano',
  'learn new words',
  'play basketball in the park',
  'cycle to the shops',
  'walk to the station',
  'ride a bike to work',
  'write in {poss} diary',
];

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
