import { d, item, L, rule, topic } from '../../engine.ts';
import { isPlural } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, tail } from '../clause.ts';
import { FRAMES } from '../lexicon/frames.ts';
import { ALL_SUBJECTS, bePast } from '../lexicon/subjects.ts';

/** States: would cannot describe them, so only used to fits ("I used to have a dog", not "would have"). */
const STATES: string[] = [
  'have a dog',
  'have long hair',
  'live in a small village',
  'be very shy',
  'know all my neighbours',
  'like cartoons',
  'believe in ghosts',
  'own a motorbike',
  'be afraid of the dark',
  'hate vegetables',
  'have a beard',
  'live near the sea',
  'be a teacher',
  'love rock music',
  'have a lot of free time',
  'be the best player in the team',
  'want to be a pilot',
  'understand German',
  'have a red car',
];

export const usedTo: TopicDef = topic({
  slug: 'used-to',
  section: 'used-to',
  name: L('Used to: past habits and states', 'Used to: звички й стани в минулому'),
  level: 'intermediate',
  possibleAnswers: ['used to', "didn't use to", 'Did … use to'],
  rule: L(
    "Used to + base form talks about past habits and states that are no longer true: I used to play tennis. In negatives and questions it is use to after did: I didn't use to… Did you use to…?",
    "Used to + початкова форма — про минулі звички та стани, яких уже немає: I used to play tennis. У запереченнях і питаннях після did — use to: I didn't use to… Did you use to…?",
  ),
  signals: L(
    'when I was a child, years ago, not any more, before',
    'when I was a child, years ago, not any more, before',
  ),
  examples: ['We used to live near the sea.', "She didn't use to like coffee."],
  rules: [
    rule('used-to', 'Affirmative: used to + base form.', 'Ствердження: used to + початкова форма.'),
    rule(
      'didnt-use',
      "Negative and question: didn't use to / Did … use to (no d).",
      "Заперечення й питання: didn't use to / Did … use to (без d).",
    ),
  ],
  target: 2000,
  *generate(rng) {
    let n = 0;
    const tails = ['when I was a child', 'years ago', 'before we moved', 'ten years ago'];
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((f) => f.when !== 'day' || !f.tod),
    )) {
      const kind = n++ % 3;
      const phrase = `${frame.verb}${frame.particle ? ` ${frame.particle}` : ''} ${tail(frame, subject)}`;
      const when = rng.pick(tails);
      if (kind === 0) {
        yield item(rng, {
          text: `${subject.text} {} ${phrase} ${when}`,
          answer: 'used to',
          wrong: [
            d('use to', 'use-to-affirmative', {}),
            d(`${bePast(subject)} used to`, 'be-used-to-confusion', {}),
            d('used', 'used-without-to', {}),
          ],
          ruleId: 'used-to',
          trigger: [when],
          skeleton: `${frame.id}-aff`,
        });
      } else if (kind === 1) {
        yield item(rng, {
          text: `${subject.text} {} ${phrase} ${when}`,
          answer: "didn't use to",
          wrong: [
            d("didn't used to", 'used-after-did', {}),
            d("wasn't used to", 'be-used-to-confusion', {}),
            d("don't use to", 'present-for-past-habit', {}),
          ],
          ruleId: 'didnt-use',
          trigger: ["didn't"],
          skeleton: `${frame.id}-neg`,
        });
      } else {
        yield item(rng, {
          text: `Did ${subject.text} {} ${phrase} ${when}?`,
          answer: 'use to',
          wrong: [d('used to', 'used-after-did', {}), d('using to', 'ing-for-base', {})],
          ruleId: 'didnt-use',
          trigger: ['Did'],
          skeleton: `${frame.id}-q`,
        });
      }
    }
  },
});

export const wouldVsUsedTo: TopicDef = topic({
  slug: 'would-vs-used-to',
  section: 'used-to',
  name: L('Would or used to', 'Would чи used to'),
  level: 'advanced',
  possibleAnswers: ['would', 'used to'],
  rule: L(
    'Both would and used to describe repeated actions in the past (Every summer we would/used to go camping). Only used to describes past states: I used to have a dog (not would have). Would also needs a time already set in the context.',
    'І would, і used to описують повторювані дії в минулому (Every summer we would/used to go camping). Лише used to описує стани в минулому: I used to have a dog (а не would have). А would вживаємо лише тоді, коли з контексту вже зрозуміло, про який час ідеться.',
  ),
  signals: L(
    'a state (have, be, live, like, know) → used to only',
    'стан (have, be, live, like, know) → лише used to',
  ),
  examples: ['I used to have long hair.', 'Every summer we would go to the seaside.'],
  rules: [
    rule(
      'state',
      'With a state verb (have, be, live, like, know, own) only used to is possible.',
      'З дієсловом стану (have, be, live, like, know, own) можливе лише used to.',
    ),
    rule(
      'action',
      'For repeated past actions with the time set (every summer, when…), would is possible; used to is too.',
      'Для повторюваних дій у минулому із заданим часом (every summer, when…) можливе would; used to — теж.',
    ),
  ],
  target: 500,
  *generate(rng) {
    // States only: here would is wrong, so the single right answer is used to.
    const all = rng.shuffle(ALL_SUBJECTS.flatMap((s) => STATES.map((st) => [s, st] as const)));
    for (const [subject, state] of all) {
      if (state.startsWith('be a teacher') && isPlural(subject)) continue;
      const st = isPlural(subject)
        ? state
            .replace('be a teacher', 'be teachers')
            .replace('be the best player', 'be the best players')
            .replace('have a beard', 'have beards')
            .replace('have a red car', 'have a red car')
        : state;
      yield item(rng, {
        text: `${subject.text} {} ${st} ${subject.text === 'I' ? 'when I was younger' : subject.text === 'we' ? 'when we were younger' : rng.pick(['years ago', 'a long time ago', 'before'])}`,
        answer: 'used to',
        wrong: [
          d('would', 'would-with-state', { verb: st.split(' ')[0] ?? '' }),
          d('use to', 'use-to-affirmative', {}),
        ],
        ruleId: 'state',
        trigger: [st.split(' ')[0] ?? st],
        skeleton: state,
      });
    }
  },
});
