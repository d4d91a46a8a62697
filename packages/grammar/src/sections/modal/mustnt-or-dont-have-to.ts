import { d, item, L, rule, topic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/** [sentence with {}, subject is he/she/it, prohibition (true) or no obligation (false)]. */
const OBLIGATION: [string, boolean, boolean][] = [
  ['You {} pay to visit the museum; it is free', false, false],
  ['You {} smoke in the hospital', false, true],
  ['You {} bring food; lunch is included', false, false],
  ['You {} use your phone during the exam; it is against the rules', false, true],
  ['You {} wear a tie at work; jeans are fine', false, false],
  ['You {} touch those wires; they are dangerous', false, true],
  ['You {} cook tonight; we are eating out', false, false],
  ['You {} be late for the interview', false, true],
  ['We {} get up early tomorrow; it is Sunday', false, false],
  ['Children {} play with matches', false, true],
  ['You {} tell anyone; it is a secret', false, true],
  ['She {} work on Saturdays; her office is closed at weekends', true, false],
  ['He {} wear glasses for reading; his eyes are fine', true, false],
  ['You {} park here; it is a bus stop', false, true],
  ['You {} forget your passport', false, true],
  ['I {} take the bus; my dad is driving me', false, false],
  ['Visitors {} feed the animals at the zoo; it is not allowed', false, true],
  ['You {} buy a ticket for your son; children travel free', false, false],
  ['Students {} copy answers from each other; it is cheating', false, true],
  ['You {} call before you come; just drop in', false, false],
  ['You {} leave the door open; the cat will run away', false, true],
  ['We {} hurry; we have plenty of time', false, false],
  ['You {} drive fast near the school; it is dangerous', false, true],
  ['Tom {} do the washing-up; there is a dishwasher', true, false],
  ['You {} print the tickets; you can show them on your phone', false, false],
  ['You {} make any noise in the library; people are reading', false, true],
  ['You {} come to the meeting if you are busy', false, false],
  ['My parents {} work any more; they are retired', false, false],
  ['You {} cross the road when the light is red; it is dangerous', false, true],
  ['You {} bring a towel; the hotel gives you one', false, false],
  ['Visitors {} take photos in the museum; it is not allowed', false, true],
  ['Anna {} cook today; her husband is making dinner', true, false],
  ['Visitors {} walk on the grass; it is not allowed', false, true],
  ['You {} answer all the questions; choose any three', false, false],
  ['Drivers {} use their phones while driving; it is against the law', false, true],
  ['My sister {} wear a uniform at her new school; the pupils wear their own clothes', true, false],
  ['You {} smoke anywhere in the hospital; it is against the rules', false, true],
  ['Passengers {} talk to the driver while the bus is moving; it is not allowed', false, true],
  ['You {} tell anyone about the surprise party; it is a secret', false, true],
  ['You {} swim here; the current is very dangerous', false, true],
  ['Pupils {} use their phones in class; the school does not allow it', false, true],
  ['You {} leave young children alone in the car; it is dangerous', false, true],
  ['Players {} touch the ball with their hands; only the goalkeeper can', false, true],
  ['You {} take more than two pills a day; the doctor was very clear', false, true],
  ['You {} give the dog chocolate; it can make dogs very ill', false, true],
  ['You {} drink the water from that tap; it is not safe', false, true],
  ['Guests {} smoke in their rooms; the hotel does not allow it', false, true],
  ['You {} run near the pool; the floor is slippery', false, true],
  ['You {} share your password with anyone; it is against company rules', false, true],
  ['Cyclists {} ride through the park; it is not allowed', false, true],
  ['You {} be late for the exam; they will not let you in', false, true],
  ['You {} bring any food; lunch is included', false, false],
  ['She {} get up early tomorrow; it is a holiday', true, false],
  ['We {} book a table; the café is never busy', false, false],
  ['He {} wear a tie at work; his office is very relaxed', true, false],
  ['You {} finish the book today; you can give it back next week', false, false],
  ['You {} come with me; I can go on my own', false, false],
  ['Students {} buy the textbook; it is free online', false, false],
  ['You {} change trains; this one goes straight to the airport', false, false],
  ['You {} take your shoes off; come in as you are', false, false],
  ['My brother {} work on Fridays; he has a four-day week', true, false],
  ['You {} print the form; you can send it by email', false, false],
  ['You {} shout; I can hear you perfectly well', false, false],
  ['We {} leave yet; the film does not start until nine', false, false],
  ['She {} take the bus; she lives next to her office', true, false],
  ['You {} wash the cups; the dishwasher will do it', false, false],
  ['You {} phone before you visit; I am always at home in the evening', false, false],
];

export const mustntDontHaveTo: TopicDef = topic({
  slug: 'mustnt-or-dont-have-to',
  section: 'modal',
  name: L("Mustn't or don't have to", "Mustn't чи don't have to"),
  level: 'intermediate',
  possibleAnswers: ["mustn't", "don't have to"],
  rule: L(
    "Mustn't means it is not allowed: You mustn't smoke here. Don't/doesn't have to means it is not necessary, you can choose: You don't have to pay; it is free.",
    "Mustn't означає «не можна, заборонено»: You mustn't smoke here. Don't/doesn't have to означає «не обов’язково», є вибір: You don't have to pay; it is free.",
  ),
  signals: L(
    "not allowed, dangerous → mustn't; free, not needed, optional → don't have to",
    "заборонено, небезпечно → mustn't; безкоштовно, не потрібно, за бажанням → don't have to",
  ),
  examples: ["You mustn't use your phone during the exam.", "You don't have to pay; the museum is free."],
  rules: [
    rule('mustnt-prohibition', "Mustn't: something is not allowed.", "Mustn't: щось заборонено."),
    rule(
      'dont-have-to-no-need',
      "Don't/doesn't have to: something is not necessary (doesn't with he, she, it).",
      "Don't/doesn't have to: щось не обов’язково (doesn't з he, she, it).",
    ),
  ],
  target: 300,
  *generate(rng) {
    for (const [[text, third, banned], i] of rng.shuffle(OBLIGATION.map((o, i) => [o, i] as const))) {
      const noNeed = third ? "doesn't have to" : "don't have to";
      const wrong = banned
        ? [
            d(noNeed, 'dont-have-to-for-prohibition', {}),
            d("mustn't to", 'to-after-modal', { modal: "mustn't" }),
          ]
        : [
            d("mustn't", 'mustnt-for-no-obligation', {}),
            third
              ? d("don't have to", 'aux-agreement-3sg', { subject: text.split(' {}')[0] ?? '' })
              : d("doesn't have to", 'aux-agreement-non-3sg', { subject: text.split(' {}')[0] ?? '' }),
          ];
      yield item(rng, {
        text,
        answer: banned ? "mustn't" : noNeed,
        wrong,
        ruleId: banned ? 'mustnt-prohibition' : 'dont-have-to-no-need',
        trigger: [text.split('; ')[1] ?? text.split(' {} ')[1] ?? ''],
        features: { meaning: banned ? 'prohibition' : 'no-obligation' },
        skeleton: `oblig-${i}`,
      });
    }
  },
});
