import { z } from 'zod';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './can-could-requests-permission.data.json' with { type: 'json' };
import copy from './can-could-requests-permission.json' with { type: 'json' };

/**
 * Asking for permission (Can I / Could I / May I + base form?) and asking someone to do something (Can you /
 * Could you / Would you + base form?), and answering a request for permission (Yes, of course you can /
 * Sorry, you can't). Wrong choices are wrong by form only: to or -ing after the modal (Could you to help,
 * Can I borrowing), "May you …?" for a favour (may asks permission for oneself), "Do you can …?" (a modal
 * makes its own question), and "could" in the answer (the answer gives permission now: can).
 *
 * Never contrasted: can / could / may I (all fine for permission; politeness alone decides nothing), can /
 * could / would you (all fine for a request). One authored base is one situation with one request; its
 * variants (the same request with each modal, and the opener asked as the gap) share one skeleton.
 */

interface Base {
  ctx: string;
  verb: string;
  rest: string;
}
const B = (ctx: string, verb: string, rest: string): Base => ({ ctx, verb, rest });

/** The speaker asks to do something: Can I / Could I / May I …? */
export const PERMISSION: readonly Base[] = [
  B('My phone is dead.', 'use', 'yours for a minute'),
  B("I've forgotten my pen.", 'borrow', 'yours'),
  B("It's very hot in here.", 'open', 'the window'),
  B("I'm really thirsty.", 'have', 'a glass of water'),
  B('There are no other free seats.', 'sit', 'here'),
  B("I've finished all my work.", 'go', 'home early today'),
  B("I don't understand this exercise.", 'ask', 'you a question'),
  B('I need to check something online.', 'use', 'your computer for a moment'),
  B('I left my umbrella at home.', 'borrow', 'yours until tomorrow'),
  B('My car is at the garage.', 'borrow', 'yours this weekend'),
  B("I've got a dentist's appointment at three.", 'leave', 'a bit early today'),
  B("I'm not feeling very well.", 'lie', 'down for a while'),
  B('The light in here is very bad.', 'turn', 'on the lamp'),
  B('I need to make an urgent call.', 'use', 'your phone'),
  B('These shoes look lovely.', 'try', 'them on'),
  B('That cake looks delicious.', 'have', 'another piece'),
  B("We're ready to pay.", 'have', 'the bill, please'),
  B("I'm writing an article about your town.", 'take', 'a few photos here'),
  B("I haven't quite finished the report.", 'send', 'it to you tomorrow'),
  B("I've been travelling all day.", 'use', 'your bathroom'),
  B('I want to hear the news.', 'turn', 'the radio on'),
  B('My sister is visiting me next week.', 'bring', 'her to the party on Saturday'),
  B("I can't see the screen from here.", 'sit', 'a bit closer'),
  B("I've got a question about the homework.", 'speak', 'to you after the lesson'),
  B("I'm waiting for an important call.", 'keep', 'my phone on during the meeting'),
  B("It's my first day and I don't know anyone.", 'sit', 'with you at lunch'),
  B("I'm visiting a friend at number twelve.", 'park', 'here for an hour'),
  B('I need a copy of the report.', 'print', 'it on your printer'),
  B("I haven't finished your book yet.", 'keep', 'it for another week'),
  B("I've heard a lot about your garden.", 'have', 'a look at it'),
  B('This is a great photo of us.', 'have', 'a copy'),
  B("I've missed the last bus.", 'stay', 'at your place tonight'),
  B("I'm starving.", 'have', 'one of these biscuits'),
  B('My laptop battery is low.', 'plug', 'it in here'),
  B("I'd like to think about it.", 'call', 'you back tomorrow'),
  B("I'm a friend of Anna's.", 'wait', 'here for her'),
  B("It's a bit noisy out there.", 'close', 'the door'),
  B('I have a complaint.', 'speak', 'to the manager, please'),
  B('I need some fresh air.', 'go', 'outside for a minute'),
  B('The train is very crowded.', 'put', 'my bag up there'),
  B("I've had a very long day.", 'sit', 'down for a minute'),
  B('I want to surprise my mum on her birthday.', 'use', 'your kitchen on Saturday'),
  B('Your dog is so sweet.', 'stroke', 'him'),
  B('I love this song.', 'turn', 'it up'),
  B('I need to finish this tonight.', 'take', 'the file home with me'),
  B("Tom isn't at his desk.", 'leave', 'a note for him'),
  B("I'm calling about the flat in the advert.", 'see', 'it tomorrow'),
  B("I'm lost.", 'ask', 'you for directions'),
  B('This soup is delicious.', 'have', 'the recipe'),
  B("I'd like to book a table for Friday.", 'reserve', 'one for four people'),
  B("I've got a few questions about the contract.", 'call', 'you about it tomorrow'),
  B("It's very dark in here.", 'open', 'the curtains'),
  B('I need to pay for my parking.', 'borrow', 'some coins'),
  B("I've spilt coffee on my shirt.", 'use', 'your bathroom to clean it'),
  B('I really like your painting.', 'take', 'a photo of it'),
  B("I'd like to see the flat again.", 'come', 'back on Saturday'),
  B('The documents are on your desk.', 'have', 'a quick look at them'),
  B("I've got a terrible cold.", 'work', 'from home today'),
  B('My daughter is ill.', 'take', 'the day off tomorrow'),
  B("I'm not sure about this shirt.", 'bring', "it back if it doesn't fit"),
  B("We're still hungry.", 'see', 'the menu again'),
  B("I'm cold.", 'borrow', 'your scarf'),
  B("I've got a lot of bags.", 'leave', 'some of them here until tonight'),
  B("It's my turn to choose the film tonight.", 'pick', 'a comedy'),
  B("I've got an idea for the project.", 'tell', 'you about it'),
  B('The meeting room is free this afternoon.', 'book', 'it for two hours'),
  B('My train leaves in an hour.', 'keep', 'my suitcase here until then'),
  B("I'm not very hungry.", 'have', 'just a salad'),
  B("I don't have a printer at home.", 'use', 'yours tomorrow'),
  B("I've lost my bus ticket.", 'buy', 'a new one on the bus'),
  B('My brother is waiting in the car.', 'bring', 'him in'),
  B('Your garden is beautiful.', 'pick', 'a few flowers'),
  B("I'm expecting a call from the hospital.", 'answer', 'it if it rings during the lesson'),
  B("I didn't bring a towel.", 'borrow', 'one of yours'),
  B('This chair is broken.', 'take', 'that one'),
];

/** The speaker asks the listener to do something: Can you / Could you / Would you …? */
export const FAVOURS: readonly Base[] = [
  B("I can't reach the salt.", 'pass', 'it to me, please'),
  B('This bag is really heavy.', 'help', 'me with it'),
  B("I didn't hear you.", 'say', 'that again'),
  B("I can't hear you very well.", 'speak', 'up a bit'),
  B('The baby is asleep.', 'turn', 'the music down'),
  B("It's dark in here.", 'switch', 'on the light'),
  B("I don't know the way.", 'show', 'me on the map'),
  B("I've left my wallet at home.", 'lend', 'me some money until tomorrow'),
  B('My hands are full.', 'open', 'the door for me'),
  B("I'm going away next week.", 'water', "my plants while I'm away"),
  B("I can't carry all these boxes on my own.", 'give', 'me a hand'),
  B("I'm not sure how to spell it.", 'write', 'it down for me'),
  B("My car won't start.", 'give', 'me a lift to work'),
  B("I'm busy right now.", 'call', 'me back in an hour'),
  B("I can't find my glasses.", 'read', 'this label for me'),
  B('We need to leave at six.', 'wake', 'me up at five'),
  B("I'm in the shower!", 'answer', 'the door'),
  B("I can't find my phone.", 'ring', 'it for me'),
  B('The printer is out of paper.', 'put', 'some more in'),
  B("I'm cooking.", 'set', 'the table'),
  B('This letter is in German.', 'translate', 'it for me'),
  B('The kids are hungry.', 'make', 'them some sandwiches'),
  B("I'm new here.", 'show', 'me where the kitchen is'),
  B("We'd like a photo of the two of us.", 'take', 'one for us'),
  B("I'm working late tonight.", 'feed', 'the cat at six'),
  B("I don't quite understand.", 'explain', 'it again more slowly'),
  B("I can't open this jar.", 'open', 'it for me'),
  B('The meeting starts in ten minutes.', 'print', 'the agenda for me'),
  B("I've forgotten the password.", 'write', 'it down for me again'),
  B("I'm stuck in traffic.", 'pick', 'the kids up from school'),
  B('The room is too hot.', 'open', 'a window'),
  B('I need to finish this report.', 'close', 'the door behind you'),
  B('My computer keeps crashing.', 'have', 'a look at it'),
  B("I'm on the phone.", 'keep', 'your voice down'),
  B("We're out of milk.", 'get', 'some on your way home'),
  B('I need your signature.', 'sign', 'here, please'),
  B("I'm trying to concentrate.", 'turn', 'the TV off'),
  B("It's a secret.", 'keep', 'it to yourself'),
  B('I missed the last lesson.', 'send', 'me your notes'),
  B("I didn't catch your name.", 'spell', 'it for me'),
  B("I can't reach the top shelf.", 'get', 'that box down for me'),
  B("I'm late for my train.", 'drive', 'me to the station'),
  B('This is my first time here.', 'recommend', 'a good dish'),
  B("I'm waiting for a parcel.", 'take', "it in if it comes while I'm out"),
  B("I can't see the board.", 'move', 'a little to the left'),
  B("I've got a terrible headache.", 'get', 'me some water'),
  B('Our guests arrive at seven.', 'tidy', 'the living room before then'),
  B('The dog needs to go out.', 'take', 'him for a walk'),
  B("I don't understand this form.", 'help', 'me with it'),
  B('The lift is broken.', 'carry', 'this box upstairs for me'),
  B('The film is about to start.', 'switch', 'off your phone, please'),
  B("I'm not ready yet.", 'wait', 'a few more minutes'),
  B('The windows are very dirty.', 'clean', 'them this weekend'),
  B('The bin is full.', 'take', 'the rubbish out'),
  B("I don't have the address.", 'text', 'it to me'),
  B("I'm going to the supermarket.", 'look', 'after the kids for an hour'),
  B('The car is blocking my garage.', 'move', 'it, please'),
  B("I can't do this sum.", 'check', 'it for me'),
  B('My flight lands at midnight.', 'meet', 'me at the airport'),
  B("I've cooked too much food.", 'take', 'some home with you'),
  B("I'm not good with computers.", 'install', 'this program for me'),
  B('The guests will be here soon.', 'put', 'the kettle on'),
  B("I'm driving.", 'read', 'the message out for me'),
  B('My bike has a flat tyre.', 'fix', 'it this evening'),
  B("I'm going on holiday on Saturday.", 'feed', "my fish while I'm away"),
  B("I'm not sure what time the film starts.", 'check', 'for me'),
  B("It's too loud in here.", 'close', 'the window'),
  B('This parcel is for my neighbour.', 'give', 'it to her when she gets home'),
  B('I need the report by Friday.', 'finish', 'it by Thursday'),
  B('My arms are full.', 'press', 'the button for the fifth floor'),
  B('I always forget my keys.', 'remind', 'me to take them'),
  B('The kids are too noisy.', 'take', 'them to the park for an hour'),
  B("I can't see anything.", 'hold', 'the torch for me'),
  B("I've run out of paper.", 'pass', 'me a few sheets'),
  B("I'm trying to sleep.", 'turn', 'the TV down'),
];

/** A request for permission that is refused, with the reason: Sorry, you can't. */
export const REFUSED: readonly [string, string][] = table(
  'REFUSED',
  data.REFUSED,
  z.tuple([z.string(), z.string()]),
);

const FOR_I = ['Can I', 'Could I', 'May I'] as const;
const FOR_YOU = ['Can you', 'Could you', 'Would you'] as const;

const modalOf = (opener: string) => (opener.split(' ')[0] ?? '').toLowerCase();

/** The verb after the modal in the gap: base form right, to + base and -ing wrong. */
function verbItem(b: Base, opener: string, skeleton: string, ruleId: string): Item {
  const v = verbForms(b.verb);
  const modal = modalOf(opener);
  return {
    text: `${b.ctx} ${opener} ___ ${b.rest}?`,
    answer: v.base,
    wrong: [d(`to ${v.base}`, 'to-after-opener', { opener }), d(v.ing, 'ing-after-modal', { modal })],
    ruleId,
    trigger: [opener],
    skeleton,
    features: { kind: ruleId, gap: 'verb' },
  };
}

/** The opener of a favour in the gap: Can/Could/Would you right, May you and Do you can wrong. */
function openerItem(b: Base, opener: string, skeleton: string): Item {
  const modal = modalOf(opener);
  const wrong: Wrong[] = [
    d('May you', 'may-you-request', {}),
    d(`Do you ${modal}`, 'do-with-modal-question', { modal }),
  ];
  return {
    text: `${b.ctx} ___ ${b.verb} ${b.rest}?`,
    answer: opener,
    wrong,
    ruleId: 'request-you',
    trigger: [`${b.verb} ${b.rest}`],
    skeleton,
    features: { kind: 'request-you', gap: 'opener' },
  };
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  PERMISSION.forEach((b, i) => {
    const skeleton = `permission:${i}`;
    for (const o of FOR_I) out.push(verbItem(b, o, skeleton, 'permission-i'));
    // Every other situation is also answered: the answer gives the permission now, with can.
    if (i % 2 === 0)
      out.push({
        text: `${b.ctx} Could I ${b.verb} ${b.rest}? — Yes, of course you ___.`,
        answer: 'can',
        wrong: [d('could', 'could-in-permission-answer', {})],
        ruleId: 'permission-answer',
        trigger: ['Could I', 'Yes, of course'],
        skeleton,
        features: { kind: 'permission-answer', gap: 'answer' },
      });
  });
  FAVOURS.forEach((b, i) => {
    const skeleton = `favour:${i}`;
    for (const o of FOR_YOU) out.push(verbItem(b, o, skeleton, 'request-you'));
    // The opener asked as the gap once per situation (its text is the same whichever modal is the key).
    out.push(openerItem(b, FOR_YOU[i % FOR_YOU.length] ?? 'Could you', skeleton));
  });
  REFUSED.forEach(([question, reason], i) => {
    out.push({
      text: `${question} — Sorry, you ___. ${reason}`,
      answer: "can't",
      wrong: [d("couldn't", 'could-in-permission-answer', {})],
      ruleId: 'permission-answer',
      trigger: [question.split(' ').slice(0, 2).join(' '), reason],
      skeleton: `refused:${i}`,
      features: { kind: 'permission-answer', gap: 'answer' },
    });
  });
  return out;
}

export const canCouldRequestsPermission: TopicDef = makeTopic(copy, { target: 700, build: items });
