/**
 * Causative make / let / have (issue 16, B1): make, let and have + person + base form (made me wait, let
 * us leave, had the porter carry), get + person + to (got him to fix), and the passive of make, where to
 * comes back (was made to wait). Authored bases; the person made or let varies (me, him, her, us, them)
 * and, in the passive, the subject (forms from lexicon/subject.ts). Forms come from morph/verbs.ts.
 * Second-answer guards: -ing is never offered after have or get (had the class reading aloud, got the
 * engine running are English); the past is offered after have and get only for a verb whose past differs
 * from its participle (had the driver took is no reading of anything).
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ing, participle, past, phrase, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import copy from './causative-make-let-have.json' with { type: 'json' };

type Kind = 'make' | 'let' | 'have' | 'get' | 'made';
export interface CausBase {
  t: string;
  /** The verb in the gap (a phrasal verb keeps its particle in the sentence). */
  v: string;
  k: Kind;
  /** The causative verb as it stands in the sentence (made, let, had, got, was made…): the trigger. */
  cue: string;
}
const M = (t: string, v: string, cue = 'made'): CausBase => ({ t, v, k: 'make', cue });
const Lt = (t: string, v: string, cue = 'let'): CausBase => ({ t, v, k: 'let', cue });
const H = (t: string, v: string, cue = 'had'): CausBase => ({ t, v, k: 'have', cue });
const G = (t: string, v: string, cue = 'got'): CausBase => ({ t, v, k: 'get', cue });
/** The passive: {S} {was} made to … */
const P = (t: string, v: string, cue = 'made'): CausBase => ({ t, v, k: 'made', cue });

export const CAUS_BASES: CausBase[] = [
  // make + person + base form: someone forces it.
  M('The teacher made {obj} {} the whole essay again.', 'rewrite'),
  M('The security guard made {obj} {} {poss} bags at the entrance.', 'open'),
  M('The boss made {obj} {} late every Friday in December.', 'work'),
  M('The coach made {obj} {} ten extra laps after the team lost.', 'run'),
  M('The police officer made {obj} {} out of the car.', 'get'),
  M('The film was so sad that it made {obj} {}.', 'cry'),
  M('His jokes always make {obj} {}.', 'laugh', 'make'),
  M('The smell of fresh bread made {obj} {} hungry.', 'feel'),
  M('The landlord made {obj} {} for the broken window.', 'pay'),
  M('The airline made {obj} {} an extra fee for the big suitcase.', 'pay'),
  M('The doctor made {obj} {} in bed for three days.', 'stay'),
  M('The receptionist made {obj} {} for over an hour.', 'wait'),
  M('Our trainer made {obj} {} fifty push-ups on the first day.', 'do'),
  M('The long journey made {obj} {} very tired.', 'feel'),
  M('The examiner made {obj} {} the phone in a box by the door.', 'leave'),
  M('The manager made {obj} {} the report twice before it went out.', 'check'),
  M('The rain made {obj} {} the picnic.', 'cancel'),
  M('The customs officer made {obj} {} everything out of the suitcase.', 'take'),
  M('The instructor made {obj} {} the emergency stop again and again.', 'practise'),
  M('That story always makes {obj} {} of {poss} grandmother.', 'think', 'makes'),
  M('The bad news made {obj} {} {poss} holiday plans.', 'change'),
  M('The noise from the street made {obj} {} the window.', 'close'),
  M('The referee made {obj} {} the penalty again.', 'take'),
  M('The music teacher made {obj} {} scales for half an hour.', 'play'),
  M('The heavy traffic made {obj} {} the first part of the concert.', 'miss'),
  M('The guide made {obj} {} {poss} shoes before going into the temple.', 'take off'),
  M('The hotel made {obj} {} the room by ten.', 'leave'),
  M('Spicy food always makes {obj} {} a lot of water.', 'drink', 'makes'),
  M('The cold wind made {obj} {} inside early.', 'go'),
  M('The bank made {obj} {} three different forms.', 'fill in'),
  M('The strange noise in the attic made {obj} {} nervous.', 'feel'),
  M('The chef made {obj} {} all the vegetables again because they were too big.', 'cut'),
  M('The question made {obj} {} for a long time.', 'think'),
  M('The teacher made {obj} {} after class for talking.', 'stay'),
  M('The trainer made {obj} {} up the hill twice.', 'run'),
  M('The long queue made {obj} {} the train.', 'miss'),
  M('Onions always make {obj} {}.', 'cry', 'make'),
  M('The loud bang made {obj} {} out of bed.', 'jump'),
  M('The teacher made {obj} {} sorry to the whole class.', 'say'),
  M('The ticket inspector made {obj} {} off the train at the next stop.', 'get'),
  M('The bad weather made {obj} {} the trip.', 'postpone'),
  M('The coffee made {obj} {} awake half the night.', 'lie'),
  M('The sound of the sea made {obj} {} sleepy.', 'feel'),
  M('The nurse made {obj} {} a whole glass of water.', 'drink'),
  M('The border guards made {obj} {} in line for an hour.', 'stand'),
  M('The driving examiner made {obj} {} the car in a tiny space.', 'park'),
  M('The price made {obj} {} twice about buying the car.', 'think'),
  M('The boss made {obj} {} the whole weekend.', 'work'),
  M('The smoke made {obj} {}.', 'cough'),
  M('The cold made {obj} {} for another blanket.', 'ask'),
  // let + person + base form: someone allows it.
  Lt('The babysitter never let {obj} {} up after nine.', 'stay'),
  Lt('The teacher let {obj} {} home early because of the storm.', 'go'),
  Lt('The guard let {obj} {} the car in front of the gate for five minutes.', 'park'),
  Lt('The landlord lets {obj} {} a cat in the flat.', 'keep', 'lets'),
  Lt('Our neighbours let {obj} {} their garden while they were away.', 'use'),
  Lt('The shop assistant let {obj} {} on three pairs of jeans.', 'try'),
  Lt('The driver let {obj} {} off the bus between stops.', 'get'),
  Lt('The museum let {obj} {} photos without a flash.', 'take'),
  Lt('The boss let {obj} {} from home on Fridays.', 'work'),
  Lt('The examiner let {obj} {} a dictionary in the exam.', 'use'),
  Lt('My brother let {obj} {} his car for the weekend.', 'borrow'),
  Lt('The waiter let {obj} {} at the table by the window.', 'sit'),
  Lt('The farmer let {obj} {} some apples from his trees.', 'pick'),
  Lt('The receptionist let {obj} {} in a little earlier than usual.', 'check'),
  Lt('The coach let {obj} {} a short break after the first hour.', 'have'),
  Lt('Please let {obj} {} how the interview goes.', 'know', 'let'),
  Lt('The pilot let {obj} {} into the cockpit after the flight.', 'look'),
  Lt('The hosts let {obj} {} in their spare room for a week.', 'sleep'),
  Lt('The librarian let {obj} {} the rare book for one afternoon.', 'read'),
  Lt('The manager let {obj} {} the meeting early to catch the train.', 'leave'),
  Lt('The cashier let {obj} {} by card even though the sum was small.', 'pay'),
  Lt('The zookeeper let {obj} {} the goats.', 'feed'),
  Lt('The organisers let {obj} {} the concert for free because {pro} had helped.', 'see'),
  Lt('Mum never lets {obj} {} sweets before dinner.', 'eat', 'lets'),
  Lt('The bus driver let {obj} {} on without a ticket because it was raining.', 'get'),
  Lt('The mechanic let {obj} {} in the office while he fixed the car.', 'wait'),
  Lt('The chef let {obj} {} the sauce before it went out.', 'taste'),
  Lt('The owner let {obj} {} in the shop ten minutes after closing time.', 'stay'),
  Lt('The teacher let {obj} {} the answers on the board.', 'check'),
  Lt('The guard let {obj} {} the building after six.', 'enter'),
  Lt('The police let {obj} {} after a few questions.', 'go'),
  Lt('The hotel let {obj} {} the room until two.', 'keep'),
  Lt('The shop let {obj} {} the shoes after a week.', 'return'),
  Lt('The conductor let {obj} {} in first class for free.', 'sit'),
  Lt('The neighbours let {obj} {} the wifi while the internet was down.', 'use'),
  Lt('The teacher let {obj} {} the test the next day.', 'take'),
  Lt('The owner let {obj} {} the dog into the café.', 'bring'),
  Lt('The referee let {obj} {} on after the fall.', 'play'),
  Lt('The gym let {obj} {} a free class in the first week.', 'try'),
  Lt('The landlady let {obj} {} the rent a week late.', 'pay'),
  Lt('The security staff let {obj} {} backstage after the show.', 'go'),
  Lt('The farmer let {obj} {} the horses.', 'ride'),
  // have + person + base form: asking someone to do a service or a job.
  H('The manager had {obj} {} the new price list to every client.', 'send'),
  H('The hotel had the porter {} our bags up to the room.', 'carry'),
  H('I had the mechanic {} the brakes before the long drive.', 'check'),
  H('The director had her assistant {} the meeting for Tuesday.', 'arrange'),
  H('The doctor had the nurse {} my blood pressure.', 'take'),
  H('We had the waiter {} us a table on the terrace.', 'find'),
  H('The teacher had {obj} {} the poem in front of the class.', 'read'),
  H('The boss had {obj} {} the presentation in English.', 'give'),
  H('I had the shop {} the sofa on Saturday morning.', 'deliver'),
  H('The receptionist had a taxi driver {} us to the airport.', 'take'),
  H('She had the hairdresser {} her hair much shorter than usual.', 'cut'),
  H('The headteacher had the caretaker {} the broken window.', 'fix'),
  H('The editor had {obj} {} the article again before printing.', 'write'),
  H('Our landlord had a plumber {} the leak in the bathroom.', 'look at'),
  H('The coach had {obj} {} the drills again until they were perfect.', 'do'),
  H('The company had a lawyer {} the contract.', 'read'),
  H('The captain had the crew {} the tables for dinner.', 'lay'),
  H('I had my assistant {} the tickets for the conference.', 'book'),
  H('The conductor had the orchestra {} the last part once more.', 'play'),
  H('We had a friend {} photos at the wedding.', 'take'),
  H('The restaurant had the chef {} to our table to say hello.', 'come'),
  H('The director had {obj} {} the figures again before the meeting.', 'check'),
  H('The teacher had {obj} {} the chairs after the exam.', 'stack'),
  H('The manager had {obj} {} the new staff around the building.', 'show'),
  H('The chef had {obj} {} the potatoes for the soup.', 'peel'),
  H('The coach had {obj} {} the equipment away after training.', 'put'),
  H('The police had {obj} {} a statement.', 'write'),
  H('The teacher had {obj} {} the story in {poss} own words.', 'tell'),
  H('The boss had {obj} {} the visitors up from the station.', 'pick'),
  H('The professor had {obj} {} the slides for the lecture.', 'prepare'),
  H('The captain had {obj} {} the deck before the guests arrived.', 'clean'),
  H('The editor had {obj} {} the title.', 'change'),
  // get + person + to: persuading someone.
  G('We finally got the landlord {} the heating.', 'fix'),
  G('I got my brother {} me to the station at six.', 'drive'),
  G('She got the children {} their vegetables by telling them a story.', 'eat'),
  G('Can you get the shop {} the sofa on Saturday?', 'deliver', 'get'),
  G('We got a neighbour {} the plants while we were away.', 'water'),
  G('I could not get the baby {} asleep.', 'fall', 'get'),
  G('The teacher got the shy student {} in front of the class.', 'speak'),
  G('We got the hotel {} us a bigger room.', 'give'),
  G('I finally got my dad {} a smartphone.', 'buy'),
  G('She got her friend {} the dress for the party.', 'lend her'),
  G('The team got the manager {} the meeting to Friday.', 'move'),
  G('How did you get your kids {} their rooms?', 'tidy', 'get'),
  G('I got the waiter {} us the bill quickly.', 'bring'),
  G('We got a taxi driver {} us around the old town.', 'show'),
  G('She finally got her husband {} to the doctor.', 'go'),
  G('I got my cousin {} me with the move.', 'help'),
  G('We got the hairdresser {} us an appointment on Sunday.', 'give'),
  G('He got his sister {} his cat while he was on holiday.', 'feed'),
  G('I could not get the printer {} properly.', 'work', 'get'),
  G('She got the plumber {} the same day.', 'come'),
  G('We got the bank {} the fee.', 'cancel'),
  G('The manager got everyone {} the new form.', 'sign'),
  G('I got a colleague {} my shift on Saturday.', 'take'),
  // Passive make: was/were made + to + base form.
  P('{S} {was} made {} for two hours at the border.', 'wait'),
  P('{S} {was} made {} the form again because of one small mistake.', 'fill in'),
  P('At school {s} {was} made {} the same poem every day.', 'learn'),
  P('{S} {was} made {} a fee for the extra suitcase.', 'pay'),
  P('{S} {was} made {} {poss} shoes at the door.', 'take off'),
  P('{S} {was} made {} the whole text again.', 'rewrite'),
  P('{S} {was} made {} the meeting room after ten minutes.', 'leave'),
  P('{S} {was} made {} {poss} bags at the airport.', 'open'),
  P('{S} {was} made {} late because the project was behind.', 'work'),
  P('{S} {was} made {} in line for the bus in the rain.', 'stand'),
  P('{S} {was} made {} for the damage to the car.', 'pay'),
  P('{S} {was} made {} a new password after the first login.', 'choose'),
  P('{S} {was} made {} the car at the police checkpoint.', 'stop'),
  P('{S} {was} made {} the exam again after the mix-up.', 'take'),
  P('{S} {was} made {} to the manager about the complaint.', 'speak'),
  P('{S} {was} made {} {poss} phone at reception.', 'leave'),
  P('{S} {was} made {} sorry to the whole team.', 'say'),
  P('{S} {was} made {} every page of the contract.', 'sign'),
  P('{S} {was} made {} outside until the doors opened.', 'wait'),
  P('{S} {was} made {} the room before the inspection.', 'clean'),
  P('{S} {was} made {} the car park because it was for staff only.', 'leave'),
  P('{S} {was} made {} the rules aloud on the first day.', 'read'),
  P('{S} {was} made {} a uniform at {poss} first job.', 'wear'),
  P('{S} {was} made {} in the corridor during the lesson.', 'stand'),
  P('{S} {was} made {} the essay in one evening.', 'finish'),
  P('{S} {was} made {} {poss} passport at the hotel.', 'show'),
  P('{S} {was} made {} the dishes after the party.', 'wash'),
  P('{S} {was} made {} an hour before the doctor saw {obj}.', 'wait'),
  P('{S} {was} made {} the whole song again.', 'sing'),
  P('{S} {was} made {} the night shift every weekend.', 'work'),
  P('{S} {was} made {} the rent a month in advance.', 'pay'),
  P('{S} {was} made {} all the lines by heart.', 'learn'),
  P('{S} {was} made {} the bus at the border.', 'get off'),
  P('{S} {was} made {} a long test before the interview.', 'do'),
  P('{S} {was} made {} a room with {poss} little brother.', 'share'),
];

/** The people made or let: me, him, her, us, them (names would read as the same person twice). */
const PERSONS: Subject[] = TENSE_SUBJECTS.filter((s) => ['I', 'he', 'she', 'we', 'they'].includes(s.text));

/** A past that is not also the participle: "took", not "checked" (had it checked is a sentence). */
const distinctPast = (v: string): string | null => {
  const p = past(v);
  return p !== participle(v) && p !== v ? p : null;
};

export function buildCaus(b: CausBase, s: Subject | null): Item {
  const text = s ? fillSubject(b.t, s) : b.t.replace('{}', '___');
  const base = b.v;
  const to = `to ${base}`;
  const ingForm = phrase(base, ing);
  const pastForm = distinctPast(base.split(' ')[0] ?? base);
  const pastPhrase = pastForm ? phrase(base, () => pastForm) : null;
  const verb = b.cue;
  const caus = (ruleId: string, answer: string, wrong: Item['wrong'], trigger = [b.cue]): Item => ({
    text,
    answer,
    wrong,
    ruleId,
    trigger,
    skeleton: `caus-${b.t}`,
  });
  // have and get also offer the past as wrong, where it is not also the participle.
  const pastWrong = pastPhrase ? [d(pastPhrase, 'past-after-causative', { verb })] : [];
  switch (b.k) {
    case 'make':
    case 'let':
      return caus(b.k === 'make' ? 'caus-make' : 'caus-let', base, [
        d(to, 'to-after-causative', { verb }),
        d(ingForm, 'ing-after-causative', { verb }),
      ]);
    case 'have':
      return caus('caus-have', base, [d(to, 'to-after-causative', { verb }), ...pastWrong]);
    case 'get':
      return caus('caus-get', to, [
        d(base, 'base-after-get-person', { object: objectOf(text) }),
        ...pastWrong,
      ]);
    case 'made':
      return caus(
        'caus-passive',
        to,
        [d(base, 'bare-after-passive-made'), d(ingForm, 'ing-after-passive-made')],
        ['made'],
      );
  }
}

/** The words between got/get and the gap: the person persuaded. */
function objectOf(text: string): string {
  const m = text.match(/\b(?:get|got) ([^_]+?) ___/);
  return m?.[1]?.trim() ?? 'the person';
}

export const causativeMakeLetHave: TopicDef = makeTopic(copy, {
  target: 620,
  build: (rng) =>
    CAUS_BASES.flatMap((b) =>
      /\{(obj|S|s)\}/.test(b.t)
        ? someOf(rng, PERSONS.concat(b.k === 'made' ? TENSE_SUBJECTS.slice(5) : []), 4, b.t).map((s) =>
            buildCaus(b, s),
          )
        : [buildCaus(b, null)],
    ),
});
