/**
 * The formal subjunctive (issue 16, C1): suggest / recommend / insist / demand / request / propose + that +
 * subject + base form, and It is essential / vital / important that + subject + base form (I suggest that
 * he go, It is essential that she be on time). Authored bases; the person in the that-clause varies
 * (he, she, Anna, Tom…: a third person, where the base form shows) through lexicon/subject.ts; forms come
 * from morph/verbs.ts.
 * Second-answer guards: British "should + base form" and the informal present ("goes", "is") are accepted
 * by many teachers, so neither is ever offered as wrong. Wrong choices are forms no variety uses here:
 * to + base form, -ing, will + base form, and the past simple only after a present recommend, request,
 * require or demand ("I insist that he went" reports a claim, "It is important that she was told" a fact).
 */
import { type CuedBase, cuedBase } from '../../core/cued-base.ts';
import { d, type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ing, ONE_PERSON, past, phrase, someOf } from '../present-tense/kit.ts';
import copy from './subjunctive-formal.json' with { type: 'json' };

/** A base whose cue is the words that ask for the subjunctive (recommended that, It is essential that…). */
export type SubjBase = CuedBase;
const B = cuedBase;

export const SUBJ_BASES: SubjBase[] = [
  // suggest / recommend / propose (past and present)
  B('The doctor suggested that {s} {} at home for a few days.', 'stay', 'suggested that'),
  B('The doctor recommended that {s} {} less coffee.', 'drink', 'recommended that'),
  B('The lawyer recommends that {s} {} nothing until Monday.', 'sign', 'recommends that'),
  B('The teacher suggested that {s} {} the exam again in June.', 'take', 'suggested that'),
  B('The guide recommended that {s} {} comfortable shoes.', 'wear', 'recommended that'),
  B('The bank recommends that {s} {} {poss} password every three months.', 'change', 'recommends that'),
  B('The coach proposed that {s} {} the team for the final.', 'captain', 'proposed that'),
  B('The manager suggested that {s} {} the project.', 'lead', 'suggested that'),
  B('The dentist recommended that {s} {} back in six months.', 'come', 'recommended that'),
  B('The committee proposed that {s} {} the new chair.', 'become', 'proposed that'),
  B('{Poss} tutor suggested that {s} {} for the scholarship.', 'apply', 'suggested that'),
  B('The mechanic recommended that {s} {} the tyres before winter.', 'replace', 'recommended that'),
  B('We recommend that {s} {} the booking at least a week ahead.', 'make', 'recommend that'),
  B('The vet recommended that {s} {} the dog twice a day.', 'walk', 'recommended that'),
  B('The adviser suggested that {s} {} for a smaller loan.', 'ask', 'suggested that'),
  B('The editor recommended that {s} {} the first chapter.', 'cut', 'recommended that'),
  B('The board proposed that {s} {} the Kyiv office.', 'run', 'proposed that'),
  B('I suggest that {s} {} a taxi, as the last bus has gone.', 'take', 'suggest that'),
  B('The trainer recommends that {s} {} before every run.', 'stretch', 'recommends that'),
  B('The agent suggested that {s} {} a lower price for the flat.', 'offer', 'suggested that'),
  // insist / demand / request / ask / require / urge
  B('The manager insisted that {s} {} the report again.', 'write', 'insisted that'),
  B('The landlord demanded that {s} {} the rent by Friday.', 'pay', 'demanded that'),
  B('The hotel requests that {s} {} the room by eleven.', 'leave', 'requests that'),
  B('The judge ordered that {s} {} the money back.', 'pay', 'ordered that'),
  B('My grandmother insisted that {s} {} for dinner.', 'stay', 'insisted that'),
  B('The customer demanded that {s} {} to the manager at once.', 'speak', 'demanded that'),
  B('The school requires that {s} {} a uniform.', 'wear', 'requires that'),
  B('The doctor insisted that {s} {} in bed for a week.', 'stay', 'insisted that'),
  B('The police asked that {s} {} the country.', 'not leave', 'asked that'),
  B('The union demanded that {s} {} a proper contract.', 'get', 'demanded that'),
  B('The organisers request that {s} {} by the side door.', 'enter', 'request that'),
  B('The teacher insisted that {s} {} the whole story again.', 'tell', 'insisted that'),
  B('The neighbours demanded that {s} {} the tree.', 'cut down', 'demanded that'),
  B('The rules require that {s} {} a helmet at all times.', 'wear', 'require that'),
  B('The coach insisted that {s} {} with the team.', 'travel', 'insisted that'),
  B('The company requires that {s} {} a medical check every year.', 'have', 'requires that'),
  B('The director urged that {s} {} the job.', 'accept', 'urged that'),
  B('The airline requests that {s} {} two hours before the flight.', 'arrive', 'requests that'),
  B('The examiner insisted that {s} {} the phone outside.', 'leave', 'insisted that'),
  B('The council demands that {s} {} the fence at once.', 'repair', 'demands that'),
  // be: It is essential / vital / important that …
  B('It is essential that {s} {} at the meeting on Monday.', 'be', 'It is essential that'),
  B('It is vital that {s} {} the medicine every morning.', 'take', 'It is vital that'),
  B('It is important that {s} {} the form before the deadline.', 'send', 'It is important that'),
  B('It is essential that {s} {} the contract carefully.', 'read', 'It is essential that'),
  B('It is vital that {s} {} on time for the interview.', 'be', 'It is vital that'),
  B('It is important that {s} {} {poss} passport with {obj}.', 'bring', 'It is important that'),
  B('It is essential that {s} {} the safety training.', 'complete', 'It is essential that'),
  B('It is vital that {s} {} calm during the test.', 'stay', 'It is vital that'),
  B('It is important that {s} {} the truth.', 'know', 'It is important that'),
  B('It is essential that {s} {} {poss} doctor today.', 'call', 'It is essential that'),
  B('It is vital that {s} {} nothing about the surprise party.', 'say', 'It is vital that'),
  B('It is important that {s} {} a good rest before the race.', 'get', 'It is important that'),
  B('It was essential that {s} {} the first train.', 'catch', 'It was essential that'),
  B('It was vital that {s} {} the bill that week.', 'pay', 'It was vital that'),
  B('It is crucial that {s} {} the results before Friday.', 'check', 'It is crucial that'),
  B('It is necessary that {s} {} the rules of the lab.', 'follow', 'It is necessary that'),
  B('It is essential that {s} {} present when the parcel arrives.', 'be', 'It is essential that'),
  B('It is important that {s} {} informed about every change.', 'be', 'It is important that'),
  B('The doctor insisted that {s} {} careful with the new tablets.', 'be', 'insisted that'),
  B('The school asked that {s} {} at the gate by three.', 'be', 'asked that'),
  B('The director requested that {s} {} present at the signing.', 'be', 'requested that'),
  B('The coach demanded that {s} {} at training by seven.', 'be', 'demanded that'),
  B('It is essential that {s} {} a copy of the key.', 'have', 'It is essential that'),
  B('It is vital that {s} {} the instructions to the letter.', 'follow', 'It is vital that'),
  B('It was important that {s} {} the new colleagues before the trip.', 'meet', 'It was important that'),
  B('It is essential that {s} {} the alarm before leaving.', 'set', 'It is essential that'),
  B('The rules demand that {s} {} seated until the plane stops.', 'remain', 'demand that'),
  B('The doctor recommends that {s} {} more sleep.', 'get', 'recommends that'),
  B('We suggest that {s} {} a day off before the move.', 'take', 'suggest that'),
  B('The contract requires that {s} {} three months’ notice.', 'give', 'requires that'),
  B('The nurse asked that {s} {} for a moment outside.', 'wait', 'asked that'),
  B('The teacher recommended that {s} {} a summer course.', 'do', 'recommended that'),
  B('The chef insisted that {s} {} the sauce first.', 'taste', 'insisted that'),
  B('It is important that {s} {} the dog alone all day.', 'not leave', 'It is important that'),
  B('It is essential that {s} {} early enough to find a seat.', 'arrive', 'It is essential that'),
  B('The host insisted that {s} {} the best room.', 'take', 'insisted that'),
  B('The guide asked that {s} {} close to the group.', 'stay', 'asked that'),
  B('The landlord requires that {s} {} no pets in the flat.', 'keep', 'requires that'),
  B('It is vital that {s} {} the fridge door closed.', 'keep', 'It is vital that'),
  B('The interviewers requested that {s} {} two references.', 'provide', 'requested that'),
  // Issue 16, "the full catalogue": more bases, each its own skeleton (a letter, an adviser, a rule for
  // one person), appended so the older exercises keep their ids.
  B('The doctor recommends that {s} {} at least eight glasses of water a day.', 'drink', 'recommends that'),
  B('The school requests that {s} {} the signed form by Thursday.', 'return', 'requests that'),
  B('The landlord requires that {s} {} the deposit before moving in.', 'pay', 'requires that'),
  B('The coach recommends that {s} {} a day off after every long run.', 'take', 'recommends that'),
  B('Company policy requires that {s} {} {poss} badge at all times.', 'wear', 'requires that'),
  B('The teacher recommends that {s} {} ten new words a day.', 'learn', 'recommends that'),
  B('The judge demands that {s} {} in court on Monday.', 'appear', 'demands that'),
  B('The contract requires that {s} {} in the city for at least two years.', 'live', 'requires that'),
  B('The tax office requests that {s} {} the missing documents within ten days.', 'send', 'requests that'),
  B('The vet recommends that {s} {} the cat a special diet.', 'give', 'recommends that'),
  B('The club requires that {s} {} a member before {pro} can vote.', 'be', 'requires that'),
  B('The agency recommends that {s} {} a few days before signing.', 'wait', 'recommends that'),
  B('The director requests that {s} {} the meeting on Friday.', 'chair', 'requests that'),
  B('The insurance company requires that {s} {} the accident within 24 hours.', 'report', 'requires that'),
  B('The course requires that {s} {} every seminar.', 'attend', 'requires that'),
  B('The dentist recommends that {s} {} {poss} teeth after every meal.', 'brush', 'recommends that'),
  B('The university demands that {s} {} the fee before the term starts.', 'pay', 'demands that'),
  B('The editor requests that {s} {} the article by noon.', 'finish', 'requests that'),
  B('The coach demands that {s} {} the warm-up seriously.', 'take', 'demands that'),
  B('The manager recommends that {s} {} the new software before the launch.', 'test', 'recommends that'),
  B('The doctor recommends that {s} {} sugar for a month.', 'avoid', 'recommends that'),
  B('The lawyer requests that {s} {} silent until the hearing.', 'remain', 'requests that'),
  B('The hotel recommends that {s} {} a taxi from the airport.', 'book', 'recommends that'),
  B('The clinic requests that {s} {} ten minutes before the appointment.', 'arrive', 'requests that'),
  B('The instructor recommends that {s} {} a lighter racket.', 'use', 'recommends that'),
  B('The manager requests that {s} {} {poss} holiday dates by March.', 'confirm', 'requests that'),
  B('The guide recommends that {s} {} plenty of water on the hike.', 'carry', 'recommends that'),
  B('The doctor advised that {s} {} for two weeks.', 'rest', 'advised that'),
  B('The committee recommended that {s} {} the prize.', 'receive', 'recommended that'),
  B('The police officer insisted that {s} {} out of the car.', 'get', 'insisted that'),
  B('The boss demanded that {s} {} an explanation by the end of the day.', 'give', 'demanded that'),
  B('The nurse suggested that {s} {} some fresh air.', 'get', 'suggested that'),
  B('{Poss} lawyer recommended that {s} {} nothing to the press.', 'say', 'recommended that'),
  B('The teacher proposed that {s} {} the school in the competition.', 'represent', 'proposed that'),
  B('The headteacher insisted that {s} {} for the broken window.', 'pay', 'insisted that'),
  B('The guide suggested that {s} {} the museum early in the morning.', 'visit', 'suggested that'),
  B('The organisers requested that {s} {} the opening speech.', 'give', 'requested that'),
  B('The manager urged that {s} {} the offer before Friday.', 'consider', 'urged that'),
  B('The doctor insisted that {s} {} a second opinion.', 'get', 'insisted that'),
  B('The captain ordered that {s} {} the ship at once.', 'leave', 'ordered that'),
  B('The coach suggested that {s} {} on {poss} serve.', 'work', 'suggested that'),
  B('The neighbours asked that {s} {} the music down after ten.', 'turn', 'asked that'),
  B('The shareholders demanded that {s} {} from the board.', 'resign', 'demanded that'),
  B('The family asked that {s} {} a few words at the ceremony.', 'say', 'asked that'),
  B('The teacher suggested that {s} {} more examples in the essay.', 'include', 'suggested that'),
  B('The coach recommended that {s} {} more slowly at the start of the race.', 'run', 'recommended that'),
  B('The landlord insisted that {s} {} the walls white.', 'keep', 'insisted that'),
  B('The doctor insists that {s} {} smoking completely.', 'give up', 'insists that'),
  B('The landlady asks that {s} {} the kitchen clean.', 'leave', 'asks that'),
  B('The trainer suggests that {s} {} three times a week.', 'swim', 'suggests that'),
  B('The director proposes that {s} {} the new office in Lviv.', 'open', 'proposes that'),
  B('The doctor recommends that {s} {} sport for a month.', 'not play', 'recommends that'),
  B('The lawyer advised that {s} {} anything without reading it first.', 'not sign', 'advised that'),
  B('The school asks that {s} {} {poss} phone during lessons.', 'not use', 'asks that'),
  B('It is essential that {s} {} the car serviced before the trip.', 'get', 'It is essential that'),
  B('It is vital that {s} {} the dog on a lead near the sheep.', 'keep', 'It is vital that'),
  B('It is important that {s} {} breakfast on the day of the exam.', 'eat', 'It is important that'),
  B('It is crucial that {s} {} the password secret.', 'keep', 'It is crucial that'),
  B('It is necessary that {s} {} the form in person.', 'sign', 'It is necessary that'),
  B('It is imperative that {s} {} the building immediately.', 'leave', 'It is imperative that'),
  B('It is vital that {s} {} the fire alarms every month.', 'check', 'It is vital that'),
  B('It is essential that {s} {} the deadline this time.', 'meet', 'It is essential that'),
  B('It was crucial that {s} {} the truth in court.', 'tell', 'It was crucial that'),
  B('It is essential that {s} {} with the team before making a decision.', 'speak', 'It is essential that'),
  B('It is vital that {s} {} the gas off before leaving.', 'turn', 'It is vital that'),
  B('It is important that {s} {} patient with the new staff.', 'be', 'It is important that'),
  B('It is essential that {s} {} fully fit before the match.', 'be', 'It is essential that'),
  B('It was vital that {s} {} the news from {poss} family first.', 'hear', 'It was vital that'),
  B('It is crucial that {s} {} the client before the weekend.', 'call', 'It is crucial that'),
  B('It is important that {s} {} some teaching experience.', 'have', 'It is important that'),
  B('It is important that {s} {} honest with the doctor.', 'be', 'It is important that'),
  B('It is vital that {s} {} alone at night in that area.', 'not walk', 'It is vital that'),
  B('It is essential that {s} {} late on the first day.', 'not be', 'It is essential that'),
  B('It is imperative that {s} {} the results to anyone yet.', 'not show', 'It is imperative that'),
  B('It is important that {s} {} the doctor know about the allergy.', 'let', 'It is important that'),
  B('It was essential that {s} {} the documents before the meeting.', 'read', 'It was essential that'),
  B('It is crucial that {s} {} a backup of every file.', 'make', 'It is crucial that'),
  B('It is vital that {s} {} in touch while {pro} {be} abroad.', 'stay', 'It is vital that'),
];

/**
 * A present trigger where the past is wrong in every reading: not suggest / insist, which can report a
 * claim ("I insist that he went"), and not It is important that…, which can state a fact ("It is important
 * that she was informed" = the fact that she was matters).
 */
const PAST_WRONG = /^(recommends? that|requests? that|requires? that|demands? that)$/;

/** The person in the that-clause: a third person, where the base form shows (he go, not he goes). */
const PEOPLE: Subject[] = ONE_PERSON.filter((s) => s.text !== 'I');

export function buildSubj(b: SubjBase, s: Subject): Item {
  const text = fillSubject(b.t, s).replace(/^([a-z])/, (c) => c.toUpperCase());
  const trigger = b.cue;
  const neg = b.v.startsWith('not ');
  const v = neg ? b.v.slice(4) : b.v;
  const pre = neg ? 'not ' : '';
  const wrong: Item['wrong'] = [d(neg ? `not to ${v}` : `to ${v}`, 'to-in-subjunctive', { trigger })];
  if (!neg) wrong.push(d(phrase(v, ing), 'ing-in-subjunctive', { trigger }));
  // Three wrong choices at most: the past where it is wrong in every reading, else will.
  const p = v === 'be' ? 'was' : phrase(v, past);
  if (!neg && PAST_WRONG.test(trigger) && p !== v) wrong.push(d(p, 'past-in-subjunctive', { trigger }));
  // After insist, will reads as a reported claim ("She insists that he will come": she says he will), a
  // second right answer in that reading: no will there (g5's read, 2026-11-27).
  else if (!/^insist/.test(trigger))
    wrong.push(d(neg ? `won't ${v}` : `will ${v}`, 'will-in-subjunctive', { trigger }));
  return {
    text,
    answer: `${pre}${v}`,
    wrong,
    ruleId: /^It /.test(trigger) ? 'subj-adjective' : 'subj-verb',
    trigger: [trigger],
    skeleton: `subj-${b.t}`,
  };
}

export const subjunctiveFormal: TopicDef = makeTopic(copy, {
  target: 700,
  build: (rng) => SUBJ_BASES.flatMap((b) => someOf(rng, PEOPLE, 4, b.t).map((s) => buildSubj(b, s))),
});
