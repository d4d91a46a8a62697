import { d, item, makeTopic } from '../../engine.ts';
import { haveFor, type Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import copy from './mustnt-or-dont-have-to.json' with { type: 'json' };

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

/**
 * Issue 16, "the full catalogue": more authored lines in the same shape (one skeleton each, said by a few
 * people). A prohibition's reason is a danger, a harm or a rule that forbids it; a no-need reason says it is
 * done another way, already done or not needed. Generated after the older lines, so their exercises keep
 * their ids.
 */
export const OBLIGATION_LINES_2: [string, boolean, 'O'?][] = [
  ['{S} ___ get the stitches wet; they have to stay dry for a week.', true, 'O'],
  ['{S} ___ eat or drink anything after midnight; the operation is at eight in the morning.', true, 'O'],
  ['{S} ___ forget to lock the back door; there have been several break-ins in the street.', true],
  ['{S} ___ leave the iron on; it could start a fire.', true],
  ['{S} ___ tell anyone {poss} PIN; the bank warns about this all the time.', true],
  ['{S} ___ be late for the flight; the gate closes half an hour before the plane leaves.', true],
  ['{S} ___ smoke in the flat; the landlord has banned it.', true],
  ['{S} ___ scratch the mosquito bites; they could get infected.', true, 'O'],
  ['{S} ___ open that attachment; it probably contains a virus.', true],
  ['{S} ___ leave {poss} bags unattended at the airport; security will take them away.', true],
  ['{S} ___ mix these two cleaning products; together they give off a poisonous gas.', true],
  ['{S} ___ put the wooden bowls in the dishwasher; they will crack.', true],
  ['{S} ___ put any weight on {poss} broken foot; it needs time to heal.', true, 'O'],
  ['{S} ___ miss another deadline; the client is already unhappy.', true],
  ['{S} ___ drive without {poss} glasses; {poss} eyesight is very poor.', true, 'O'],
  ['{S} ___ leave food out on the table; there are mice in the building.', true],
  ['{S} ___ sit in the sun without sun cream; {poss} skin burns very easily.', true, 'O'],
  ['{S} ___ go out onto the frozen lake; the ice is far too thin.', true],
  ['{S} ___ feed the dog from the table; it teaches the dog to beg.', true],
  ['{S} ___ talk to journalists about the case; {poss} lawyer was very clear about that.', true, 'O'],
  ['{S} ___ lose the key to the storeroom; there’s only one copy.', true],
  ['{S} ___ eat the mushrooms from the garden; some of them are poisonous.', true],
  ['{S} ___ light a barbecue in the forest; fires are banned there in summer.', true],
  ['{S} ___ take the rental car abroad; the contract doesn’t allow it.', true],
  ['{S} ___ go into the sea today; there’s a red flag on the beach.', true],
  ['{S} ___ plug the heater into that socket; it’s been sparking.', true],
  ['{S} ___ park on the double yellow lines; {pron} will get a fine.', true],
  ['{S} ___ carry liquids over 100 ml in {poss} hand luggage; security will take them.', true],
  ['{S} ___ leave the windows open tonight; a storm is coming.', true],
  ['{S} ___ cross the railway line; trains come through at high speed.', true],
  ['{S} ___ forget to take {poss} insulin; {poss} life depends on it.', true, 'O'],
  ['{S} ___ leave the gate open; the sheep will get out onto the road.', true],
  ['{S} ___ press the red button; it stops the whole production line.', true],
  ['{S} ___ tell the kids how the film ends; they haven’t seen it yet.', true],
  ['{S} ___ sign anything until the lawyer has read it; the contract has some strange clauses.', true],
  ['{S} ___ leave the engine running outside the school; it’s against the law here.', true],
  ['{S} ___ use the old ladder; one of the steps is broken.', true],
  ['{S} ___ post anything about the new product yet; the launch is still a secret.', true],
  ['{S} ___ bring a printed ticket; the code on {poss} phone is enough.', false, 'O'],
  ['{S} ___ cook on Friday; {poss} friends are taking {obj} out for dinner.', false],
  ['{S} ___ get up early tomorrow; the meeting has been moved to the afternoon.', false],
  ['{S} ___ pay for the repair; the guarantee covers it.', false],
  ['{S} ___ change trains in Lviv; this one goes straight through to Kraków.', false],
  ['{S} ___ take the exam again; {pron} passed it in June.', false, 'O'],
  ['{S} ___ bring a laptop to the course; the school gives everyone a tablet.', false],
  ['{S} ___ go to the tax office in person; the form can be sent online.', false],
  ['{S} ___ take an umbrella; the forecast says it will be dry all day.', false],
  ['{S} ___ make lunch tomorrow; there’s a buffet at the conference.', false],
  ['{S} ___ pay for the coffee; it’s on the house.', false],
  ['{S} ___ wait in the queue; {pron} booked a time slot online.', false],
  ['{S} ___ buy a car in this city; the buses and trams go everywhere.', false],
  ['{S} ___ bring sheets or towels; the cottage has everything.', false],
  ['{S} ___ work late tonight; the deadline has been moved to next week.', false],
  ['{S} ___ buy a separate present; the whole office has put money together for one.', false],
  ['{S} ___ come in on Monday; it’s a bank holiday.', false],
  ['{S} ___ repeat the course; {poss} results were good enough.', false, 'O'],
  ['{S} ___ hurry; the shop is open until ten tonight.', false],
  ['{S} ___ cut the grass this week; the gardener is coming on Thursday.', false],
  ['{S} ___ drive to the airport; there’s a direct train every twenty minutes.', false],
  ['{S} ___ explain; I understand.', false],
  ['{S} ___ see a doctor about the cut; it’s only a scratch.', false, 'O'],
  ['{S} ___ call a taxi; a colleague has offered to drive {obj} home.', false],
  ['{S} ___ pay extra for breakfast; it’s included in the room price.', false],
  ['{S} ___ speak French at the conference; all the talks are in English.', false],
  ['{S} ___ take a week off work; it’s only a minor operation.', false, 'O'],
  ['{S} ___ buy new clothes for the wedding; {poss} blue suit still fits perfectly.', false, 'O'],
  ['{S} ___ reply straight away; the email says any time this month is fine.', false],
  ['{S} ___ bring cash for the taxi; the fare is paid through the app.', false],
  ['{S} ___ check out until noon; the hotel has a late checkout.', false],
  ['{S} ___ translate the letter; the manager reads Ukrainian.', false],
  ['{S} ___ stay in all day for the plumber; the plumber has promised to come at ten sharp.', false],
  ['{S} ___ buy a guidebook; the hotel gives out free maps.', false],
  ['{S} ___ go to the post office; the courier brings parcels to the door.', false],
  ['{S} ___ walk the dog tonight; the dog walker took it out at five.', false],
  ['{S} ___ learn the speech by heart; {pron} can read it from the screen.', false, 'O'],
];

/** don't/doesn't have to agreeing with the subject, and the other one. */
const noNeedFor = (s: Subject | null) =>
  s && haveFor(s) === 'has'
    ? (["doesn't have to", "don't have to"] as const)
    : (["don't have to", "doesn't have to"] as const);

export const mustntDontHaveTo: TopicDef = makeTopic(copy, {
  target: 700,
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
    // The issue-16 lines come after the older ones, with their own skeleton prefix, so older ids stay.
    for (const [lines, prefix] of [
      [OBLIGATION_LINES, 'oblig-line-'],
      [OBLIGATION_LINES_2, 'oblig-line2-'],
    ] as const)
      for (const [[line, banned, one], i] of rng.shuffle(lines.map((l, i) => [l, i] as const))) {
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
            skeleton: `${prefix}${i}`,
          });
        }
      }
  },
});
