import { d, item, L, rule, topic } from '../../engine.ts';
import { haveFor, type Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';

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

/**
 * Issue 16: authored lines said by a few people ({S}, with {pron}/{poss}/{obj}/{is} referring back):
 * [line with ___, then after "; " the reason that forces the meaning, prohibition (true: mustn't) or no
 * need (false: don't/doesn't have to), 'O' for one person only]. A prohibition's reason is a rule, a danger
 * or a harm, so "doesn't have to" makes no sense; a no-need reason says it is done anyway or not needed, so
 * "mustn't" would forbid something harmless.
 */
export const OBLIGATION_LINES: [string, boolean, 'O'?][] = [
  ['{S} ___ forget {poss} passport; the flight leaves at six in the morning.', true],
  ['{S} ___ tell anyone the code to the safe; it’s strictly secret.', true],
  ['{S} ___ be late for the interview; they won’t wait.', true, 'O'],
  ['{S} ___ lift anything heavy after the operation; the doctor was very clear.', true, 'O'],
  ['{S} ___ eat nuts; {pron} {is} seriously allergic to them.', true],
  ['{S} ___ drive after taking these pills; they make people very sleepy.', true],
  ['{S} ___ miss the last train; there’s no other way home.', true],
  ['{S} ___ use {poss} phone while driving; it’s against the law.', true],
  ['{S} ___ drink alcohol with this medicine; it’s dangerous.', true],
  ['{S} ___ open the oven door while the cake is baking; it will sink.', true],
  ['{S} ___ post photos of the office online; it’s against company rules.', true],
  ['{S} ___ make any noise; the baby has only just fallen asleep.', true],
  ['{S} ___ park in front of the garage; the neighbours need to get their car out.', true],
  ['{S} ___ touch those wires; the electricity is still on.', true],
  ['{S} ___ say anything about the party; it’s a surprise for Olena.', true],
  ['{S} ___ feed the animals at the zoo; the food makes them ill.', true],
  ['{S} ___ be late again; {poss} boss has already warned {obj} twice.', true, 'O'],
  ['{S} ___ tell Grandma what happened; she’ll be so upset.', true],
  ['{S} ___ go near the edge; the cliff is crumbling.', true],
  ['{S} ___ lose this receipt; {pron} can’t return the jacket without it.', true],
  ['{S} ___ take photos inside the museum; it isn’t allowed.', true],
  ['{S} ___ forget to turn off the gas; it’s dangerous to leave it on.', true],
  ['{S} ___ drive so fast here; it’s right next to a school.', true],
  ['{S} ___ tell the children about the trip yet; it’s a surprise.', true],
  ['{S} ___ put metal in the microwave; it can cause a fire.', true],
  ['{S} ___ cook tonight; we’re eating at a restaurant.', false],
  ['{S} ___ wear a suit to the party; it’s very casual.', false],
  ['{S} ___ pay for parking here; it’s free after six.', false],
  ['{S} ___ bring anything to the party; there’s plenty of food.', false],
  ['{S} ___ book tickets in advance; the museum is never crowded.', false],
  ['{S} ___ take the car; the station is a five-minute walk away.', false],
  ['{S} ___ work this weekend; the project is finished.', false],
  ['{S} ___ buy a new laptop; the old one works fine after the repair.', false],
  ['{S} ___ queue at the bank; {pron} can do everything online.', false],
  ['{S} ___ iron that shirt; it doesn’t crease.', false],
  ['{S} ___ rush; the train isn’t until half past ten.', false],
  ['{S} ___ learn all the words by heart; it’s an open-book test.', false, 'O'],
  ['{S} ___ pay for the hotel; the company is paying.', false],
  ['{S} ___ speak Polish for the job; everyone in the office speaks English.', false, 'O'],
  ['{S} ___ go to the office on Fridays; {pron} can work from home.', false],
  ['{S} ___ print the boarding pass; it’s on {poss} phone.', false, 'O'],
  ['{S} ___ clean the windows; a window cleaner comes every month.', false],
  ['{S} ___ water the garden today; it rained all night.', false],
  ['{S} ___ bring a towel; the hotel provides them.', false],
  ['{S} ___ take a taxi; I can drive {obj} to the airport.', false],
  ['{S} ___ answer the email today; there’s no deadline.', false],
  ['{S} ___ wait for me; I’ll find my own way home.', false],
  ['{S} ___ dress up; it’s only a barbecue in the garden.', false],
  ['{S} ___ fill in the form again; the first one was fine.', false],
  ['{S} ___ pay anything for the first month; the trial is free.', false],
  ['{S} ___ carry cash; every shop here takes cards.', false],
  ['{S} ___ apologise; nobody blames {obj}.', false],
  ['{S} ___ decide now; the offer is open until Friday.', false],
  ['{S} ___ do the shopping; I went to the supermarket this morning.', false],
  ['{S} ___ buy a ticket for the baby; children under five travel free.', false],
  ['{S} ___ walk home alone at this time of night; it isn’t safe.', true],
  ['{S} ___ shout in the library; people are studying.', true],
  ['{S} ___ smoke on the balcony; the neighbours have complained about it.', true],
  ['{S} ___ bring {poss} laptop; there are computers in the room.', false],
  ['{S} ___ call a plumber; the leak is fixed.', false],
  ['{S} ___ leave a tip; service is included in the bill.', false],
];

/** don't/doesn't have to agreeing with the subject, and the other one. */
const noNeedFor = (s: Subject | null) =>
  s && haveFor(s) === 'has'
    ? (["doesn't have to", "don't have to"] as const)
    : (["don't have to", "doesn't have to"] as const);

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
  target: 600,
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
    for (const [[line, banned, one], i] of rng.shuffle(OBLIGATION_LINES.map((l, i) => [l, i] as const))) {
      for (const s of subjectsFor(rng, line, one ? ONE : [...ONE, ...GROUP], 4)) {
        const text = fill(line, s).replace('___', '{}');
        const [noNeed, otherNeed] = noNeedFor(s);
        const subject = s?.text ?? '';
        yield item(rng, {
          text,
          answer: banned ? "mustn't" : noNeed,
          wrong: banned
            ? [
                d(noNeed, 'dont-have-to-for-prohibition', {}),
                d("mustn't to", 'to-after-modal', { modal: "mustn't" }),
              ]
            : [
                d("mustn't", 'mustnt-for-no-obligation', {}),
                noNeed === "doesn't have to"
                  ? d(otherNeed, 'aux-agreement-3sg', { subject })
                  : d(otherNeed, 'aux-agreement-non-3sg', { subject }),
              ],
          ruleId: banned ? 'mustnt-prohibition' : 'dont-have-to-no-need',
          trigger: [text.split('; ')[1] ?? ''],
          features: { meaning: banned ? 'prohibition' : 'no-obligation' },
          skeleton: `oblig-line-${i}`,
        });
      }
    }
  },
});
