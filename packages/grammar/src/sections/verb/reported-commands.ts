/**
 * Reported commands and requests (issue 16): an order, a request or a piece of advice in quotes, then
 * reported with told / asked / warned / advised / reminded + person + (not) to + base form. Authored bases;
 * the person spoken to varies (me, him, us…), and the possessive in the reported words follows it. Forms
 * come from morph/verbs.ts. "To not do" is never offered as wrong: many speakers say it.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ing, phrase, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import data from './reported-commands.data.json' with { type: 'json' };
import copy from './reported-commands.json' with { type: 'json' };

interface Base {
  t: string;
  /** The verb the command is about (phrasal verbs keep their particle in the sentence). */
  v: string;
  /** The reporting verb: told, asked, warned… */
  rep: string;
  neg: boolean;
}
/** A positive command: “Sit down.” → told me to sit down. */
const Y = (t: string, v: string, rep: string): Base => ({ t, v, rep, neg: false });
/** A negative command: “Don't be late.” → told me not to be late. */
const N = (t: string, v: string, rep: string): Base => ({ t, v, rep, neg: true });

export const RC_BASES: Base[] = [
  N('“Don’t be late.” The teacher told {obj} {} late.', 'be', 'told'),
  N('“Please don’t park here.” The guard asked {obj} {} there.', 'park', 'asked'),
  N('“Don’t touch the wires!” The electrician warned {obj} {} the wires.', 'touch', 'warned'),
  N('“Don’t eat anything after midnight.” The doctor told {obj} {} anything after midnight.', 'eat', 'told'),
  N('“Please don’t tell anyone.” My friend asked {obj} {} anyone.', 'tell', 'asked'),
  N('“Don’t swim after lunch.” The lifeguard advised {obj} {} straight after lunch.', 'swim', 'advised'),
  N('“Don’t forget your keys.” Mum told {obj} {} {poss} keys.', 'forget', 'told'),
  N('“Don’t open the window, please.” The driver asked {obj} {} the window.', 'open', 'asked'),
  N('“Don’t lift anything heavy.” The physio warned {obj} {} anything heavy.', 'lift', 'warned'),
  N(
    '“Don’t use your phone during the exam.” The examiner told {obj} {} {poss} phone during the exam.',
    'use',
    'told',
  ),
  N('“Please don’t feed the animals.” The zookeeper asked {obj} {} the animals.', 'feed', 'asked'),
  N('“Don’t drive in this snow.” The police officer advised {obj} {} in the snow.', 'drive', 'advised'),
  N('“Don’t walk on the grass.” The gardener told {obj} {} on the grass.', 'walk', 'told'),
  N('“Please don’t smoke in the room.” The hotel manager asked {obj} {} in the room.', 'smoke', 'asked'),
  N('“Don’t sign anything yet.” The lawyer advised {obj} {} anything yet.', 'sign', 'advised'),
  N(
    '“Don’t leave your bags unattended.” The announcer warned {obj} {} {poss} bags unattended.',
    'leave',
    'warned',
  ),
  N('“Don’t shout in the library.” The librarian told {obj} {} in the library.', 'shout', 'told'),
  N('“Please don’t call after ten.” The landlady asked {obj} {} after ten.', 'call', 'asked'),
  N('“Don’t drink the tap water.” The guide warned {obj} {} the tap water.', 'drink', 'warned'),
  N('“Don’t run near the pool.” The lifeguard told {obj} {} near the pool.', 'run', 'told'),
  N(
    '“Don’t spend all your money on the first day.” Dad advised {obj} {} all {poss} money on the first day.',
    'spend',
    'advised',
  ),
  N('“Please don’t take photos inside.” The museum guard asked {obj} {} photos inside.', 'take', 'asked'),
  N('“Don’t miss the last train.” My aunt told {obj} {} the last train.', 'miss', 'told'),
  N('“Don’t go out without a coat.” Grandma told {obj} {} out without a coat.', 'go', 'told'),
  N('“Don’t worry about the money.” My boss told {obj} {} about the money.', 'worry', 'told'),
  N('“Don’t press that button!” The engineer warned {obj} {} that button.', 'press', 'warned'),
  N('“Please don’t interrupt me.” The speaker asked {obj} {} her.', 'interrupt', 'asked'),
  N('“Don’t carry too much cash.” The bank advised {obj} {} too much cash.', 'carry', 'advised'),
  N('“Don’t be so hard on yourself.” My coach told {obj} {} so hard on {self}.', 'be', 'told'),
  N('“Don’t buy a car yet.” My brother advised {obj} {} a car yet.', 'buy', 'advised'),
  N('“Please don’t make so much noise.” The neighbours asked {obj} {} so much noise.', 'make', 'asked'),
  N('“Don’t answer the door to strangers.” Mum told {obj} {} the door to strangers.', 'answer', 'told'),
  N(
    '“Don’t wash this jumper in hot water.” The shop assistant warned {obj} {} the jumper in hot water.',
    'wash',
    'warned',
  ),
  N('“Don’t stay up too late.” Our host told {obj} {} up too late.', 'stay', 'told'),
  N('“Please don’t share the password.” The IT manager asked {obj} {} the password.', 'share', 'asked'),
  N('“Don’t lean out of the window.” The conductor told {obj} {} out of the window.', 'lean', 'told'),
  N('“Don’t accept the first offer.” The agent advised {obj} {} the first offer.', 'accept', 'advised'),
  N('“Don’t leave the gate open.” The farmer told {obj} {} the gate open.', 'leave', 'told'),
  N('“Don’t climb on the rocks.” The ranger warned {obj} {} on the rocks.', 'climb', 'warned'),
  N(
    '“Please don’t bring food into the lab.” The technician asked {obj} {} food into the lab.',
    'bring',
    'asked',
  ),
  N('“Don’t give up now.” The trainer told {obj} {} up now.', 'give', 'told'),
  N('“Don’t cross the road here.” The police officer told {obj} {} the road there.', 'cross', 'told'),
  N('“Don’t book the flights yet.” The travel agent advised {obj} {} the flights yet.', 'book', 'advised'),
  N(
    '“Don’t put metal in the microwave.” The instructions warned {obj} {} metal in the microwave.',
    'put',
    'warned',
  ),
  N('“Please don’t wear shoes in the house.” Our hosts asked {obj} {} shoes in the house.', 'wear', 'asked'),
  N('“Don’t tell Dad about the party.” My sister begged {obj} {} Dad about the party.', 'tell', 'begged'),
  N('“Don’t move!” The photographer told {obj} {} for a second.', 'move', 'told'),
  N(
    '“Don’t eat the mushrooms from the forest.” The guide warned {obj} {} the mushrooms from the forest.',
    'eat',
    'warned',
  ),
  N('“Don’t forget to water the plants.” The neighbour told {obj} {} to water the plants.', 'forget', 'told'),
  N('“Please don’t leave the lights on.” The caretaker asked {obj} {} the lights on.', 'leave', 'asked'),
  Y('“Sit down, please.” The nurse asked {obj} {} down.', 'sit', 'asked'),
  Y('“Turn left at the lights.” The driving instructor told {obj} {} left at the lights.', 'turn', 'told'),
  Y('“Bring your passport.” The clerk told {obj} {} {poss} passport.', 'bring', 'told'),
  Y('“Take an umbrella.” Mum reminded {obj} {} an umbrella.', 'take', 'reminded'),
  Y('“Wait here, please.” The receptionist asked {obj} {} there.', 'wait', 'asked'),
  Y('“Switch off your phones.” The pilot told {obj} {} off {poss} phones.', 'switch', 'told'),
  Y('“Drink plenty of water.” The doctor advised {obj} {} plenty of water.', 'drink', 'advised'),
  Y('“Fill in this form.” The secretary asked {obj} {} in the form.', 'fill', 'asked'),
  Y('“Call me when you land.” Dad reminded {obj} {} him after landing.', 'call', 'reminded'),
  Y('“Keep the receipt.” The shop assistant told {obj} {} the receipt.', 'keep', 'told'),
  Y('“Hold on tight!” The instructor told {obj} {} on tight.', 'hold', 'told'),
  Y('“Stay for dinner.” Our neighbours invited {obj} {} for dinner.', 'stay', 'invited'),
  Y('“Rest for a few days.” The doctor advised {obj} {} for a few days.', 'rest', 'advised'),
  Y('“Please close the door.” The teacher asked {obj} {} the door.', 'close', 'asked'),
  Y('“Slow down!” The police officer told {obj} {} down.', 'slow', 'told'),
  Y('“Read the contract carefully.” The lawyer advised {obj} {} the contract carefully.', 'read', 'advised'),
  Y('“Put your seat belts on.” The driver told {obj} {} {poss} seat belts on.', 'put', 'told'),
  Y('“Lock the back door.” Dad reminded {obj} {} the back door.', 'lock', 'reminded'),
  Y('“Speak more slowly, please.” The tourist asked {obj} {} more slowly.', 'speak', 'asked'),
  Y('“Apply for the job.” My manager encouraged {obj} {} for the job.', 'apply', 'encouraged'),
  Y('“Join us for a drink.” The new colleagues invited {obj} {} them for a drink.', 'join', 'invited'),
  Y('“Wear a helmet.” The instructor told {obj} {} a helmet.', 'wear', 'told'),
  Y(
    '“Check the tyres before the trip.” The mechanic advised {obj} {} the tyres before the trip.',
    'check',
    'advised',
  ),
  Y('“Send me the photos.” My aunt asked {obj} {} her the photos.', 'send', 'asked'),
  Y('“Pay at the front desk.” The nurse told {obj} {} at the front desk.', 'pay', 'told'),
  Y('“Back up your files.” The IT manager reminded {obj} {} up {poss} files.', 'back', 'reminded'),
  Y('“Get some sleep.” The coach advised {obj} {} some sleep.', 'get', 'advised'),
  Y('“Turn the music down, please.” The neighbour asked {obj} {} the music down.', 'turn', 'asked'),
  Y('“Try the fish.” The waiter encouraged {obj} {} the fish.', 'try', 'encouraged'),
  Y(
    '“Leave the keys with the porter.” The landlord told {obj} {} the keys with the porter.',
    'leave',
    'told',
  ),
  Y('“Book a table early.” My friend advised {obj} {} a table early.', 'book', 'advised'),
  Y('“Come to the wedding.” My cousin invited {obj} {} to the wedding.', 'come', 'invited'),
  Y('“Buy the milk on the way home.” Mum reminded {obj} {} the milk on the way home.', 'buy', 'reminded'),
  Y('“Keep away from the edge!” The guide warned {obj} {} away from the edge.', 'keep', 'warned'),
  Y('“Help me with these boxes, please.” My neighbour asked {obj} {} him with the boxes.', 'help', 'asked'),
  Y('“Write your name at the top.” The examiner told {obj} {} {poss} name at the top.', 'write', 'told'),
  Y(
    '“Save some money every month.” My grandfather advised {obj} {} some money every month.',
    'save',
    'advised',
  ),
  Y('“Taste the soup.” The chef asked {obj} {} the soup.', 'taste', 'asked'),
  Y('“Practise every day.” The piano teacher told {obj} {} every day.', 'practise', 'told'),
  Y('“Enter the competition.” Our teacher encouraged {obj} {} the competition.', 'enter', 'encouraged'),
  Y('“Be quiet, please.” The librarian asked {obj} {} quiet.', 'be', 'asked'),
  Y('“Bring a friend.” The host invited {obj} {} a friend.', 'bring', 'invited'),
  Y(
    '“Take the second turning on the left.” The man at the petrol station told {obj} {} the second turning on the left.',
    'take',
    'told',
  ),
  Y(
    '“See a doctor about that cough.” My colleague advised {obj} {} a doctor about the cough.',
    'see',
    'advised',
  ),
  Y('“Feed the cat at seven.” My neighbour reminded {obj} {} the cat at seven.', 'feed', 'reminded'),
  Y('“Put the chairs back, please.” The caretaker asked {obj} {} the chairs back.', 'put', 'asked'),
  Y('“Wash your hands before dinner.” Grandma told {obj} {} {poss} hands before dinner.', 'wash', 'told'),
  Y('“Stay on the path.” The ranger warned {obj} {} on the path.', 'stay', 'warned'),
  Y('“Tell me the truth.” The manager asked {obj} {} her the truth.', 'tell', 'asked'),
  Y('“Sign here, please.” The courier asked {obj} {} on the screen.', 'sign', 'asked'),
  // Grown for issue 16 (full catalogue).
  N('“Please don’t talk during the film.” The usher asked {obj} {} during the film.', 'talk', 'asked'),
  N('“Don’t drink and drive.” The police officer warned {obj} {} and drive.', 'drink', 'warned'),
  N('“Don’t leave the iron on.” Mum reminded {obj} {} the iron on.', 'leave', 'reminded'),
  N(
    '“Don’t click on that link.” The IT manager warned {obj} {} on the link in the email.',
    'click',
    'warned',
  ),
  N(
    '“Please don’t park in front of the garage.” Our neighbour asked {obj} {} in front of the garage.',
    'park',
    'asked',
  ),
  N('“Don’t skip breakfast.” The dietitian advised {obj} {} breakfast.', 'skip', 'advised'),
  N('“Don’t sit in the sun for too long.” The nurse told {obj} {} in the sun for too long.', 'sit', 'told'),
  N('“Don’t reply to that email.” My boss told {obj} {} to the email.', 'reply', 'told'),
  N('“Don’t use the lift.” The firefighter told {obj} {} the lift.', 'use', 'told'),
  N('“Please don’t throw anything away.” Grandma asked {obj} {} anything away.', 'throw', 'asked'),
  N('“Don’t pick the flowers.” The park keeper told {obj} {} the flowers.', 'pick', 'told'),
  N('“Don’t drive too fast.” Grandma begged {obj} {} too fast.', 'drive', 'begged'),
  N('“Don’t pay anyone in advance.” The bank warned {obj} {} anyone in advance.', 'pay', 'warned'),
  Y('“Take two tablets a day.” The pharmacist told {obj} {} two tablets a day.', 'take', 'told'),
  Y('“Arrive two hours early.” The airline advised {obj} {} two hours early.', 'arrive', 'advised'),
  Y('“Show me your ticket, please.” The inspector asked {obj} {} him {poss} ticket.', 'show', 'asked'),
  Y('“Turn off the engine.” The border guard told {obj} {} off the engine.', 'turn', 'told'),
  Y('“Open your mouth, please.” The dentist asked {obj} {} {poss} mouth.', 'open', 'asked'),
  Y(
    '“Water my plants while I’m away.” My neighbour asked {obj} {} her plants while she was away.',
    'water',
    'asked',
  ),
  Y('“Breathe in slowly.” The yoga teacher told {obj} {} in slowly.', 'breathe', 'told'),
  Y('“Come back tomorrow.” The mechanic told {obj} {} back the next day.', 'come', 'told'),
  Y('“Meet me at the station.” My uncle asked {obj} {} him at the station.', 'meet', 'asked'),
  Y('“Stand behind the yellow line.” The guard told {obj} {} behind the yellow line.', 'stand', 'told'),
  Y('“Mind the step.” The waiter warned {obj} {} the step.', 'mind', 'warned'),
  Y('“Try again tomorrow.” The receptionist advised {obj} {} again the next day.', 'try', 'advised'),
  Y('“Have a seat.” The manager invited {obj} {} a seat.', 'have', 'invited'),
  N('“Don’t feed the ducks bread.” The park ranger asked {obj} {} the ducks bread.', 'feed', 'asked'),
  N(
    '“Don’t stand too close to the fire.” The instructor warned {obj} {} too close to the fire.',
    'stand',
    'warned',
  ),
  N(
    '“Don’t bring glass bottles.” The organisers asked {obj} {} glass bottles to the festival.',
    'bring',
    'asked',
  ),
  N('“Don’t wake the baby.” The babysitter begged {obj} {} the baby.', 'wake', 'begged'),
  N('“Don’t leave the dog in the car.” The vet warned {obj} {} the dog in the car.', 'leave', 'warned'),
  Y('“Follow the signs to the exit.” The steward told {obj} {} the signs to the exit.', 'follow', 'told'),
  Y('“Hurry up, the train is leaving!” The conductor told {obj} {} up.', 'hurry', 'told'),
  Y('“Wait for the beep.” The voice on the phone told {obj} {} for the beep.', 'wait', 'told'),
  Y('“Take off your shoes, please.” The host asked {obj} {} off {poss} shoes.', 'take', 'asked'),
  Y('“Visit us in the summer.” Our Polish friends invited {obj} {} them in the summer.', 'visit', 'invited'),
  Y(
    '“Check your email.” The secretary reminded {obj} {} {poss} email before the meeting.',
    'check',
    'reminded',
  ),
];

const SELF: Record<string, string> = record('SELF', data.SELF, z.string());
/** The people told: me, him, her, us, them (names would read as the same pronoun twice). */
const TOLD: Subject[] = TENSE_SUBJECTS.filter((s) => s.text in SELF);

/**
 * Bases about one body or one thing of one's own (a phone, a ticket, a cough, tablets) tell one person,
 * never "us" or "them" ("told us to bring our passport").
 */
export const ONE_PERSON_BASE =
  /\{poss\} (phone|passport|name|ticket|mouth)\b|cough|physio|tablets|Rest for|hard on yourself|dentist|for the job|a helmet/;
/** Bases said to a whole group (a pilot to the passengers: “Switch off your phones”) tell us or them. */
export const GROUP_BASE = /\{poss\} phones\b|\{poss\} seatbelts\b/;
export const toldFor = (t: string): Subject[] =>
  ONE_PERSON_BASE.test(t)
    ? TOLD.filter((s) => s.person === '1sg' || s.person === '3sg')
    : GROUP_BASE.test(t)
      ? TOLD.filter((s) => s.person === '1pl' || s.person === '3pl')
      : TOLD;

function build(b: Base, s: Subject): Item {
  const text = fillSubject(b.t.replace('{self}', SELF[s.text] ?? 'themselves'), s);
  const base = b.v;
  const params = { verb: b.rep };
  if (b.neg) {
    return {
      text,
      answer: `not to ${base}`,
      wrong: [
        d(`don't ${base}`, 'imperative-in-reported-instruction'),
        d(`to don't ${base}`, 'dont-after-to'),
        d(`not ${base}`, 'missing-to-after-tell', params),
      ],
      ruleId: 'rc-negative',
      trigger: [b.rep, `“Don’t`],
      skeleton: `rc-${b.t}`,
    };
  }
  return {
    text,
    answer: `to ${base}`,
    wrong: [d(base, 'missing-to-after-tell', params), d(phrase(base, ing), 'ing-after-tell-object', params)],
    ruleId: 'rc-positive',
    trigger: [b.rep],
    skeleton: `rc-${b.t}`,
  };
}

export const reportedCommands: TopicDef = makeTopic(copy, {
  target: 700,
  build: (rng) => RC_BASES.flatMap((b) => someOf(rng, toldFor(b.t), 5, b.t).map((s) => build(b, s))),
});
