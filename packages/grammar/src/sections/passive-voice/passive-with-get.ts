import copy from './passive-with-get.json' with { type: 'json' };
/**
 * The passive with get (issue 16): something happens to the subject, often unexpectedly or unpleasantly
 * ("My bike got stolen", "You might get hurt", "He got promoted"). The sentence forces the passive: the
 * subject cannot do the action (a bike does not steal; "he injured" needs an object), so the active form
 * is wrong by meaning, and get needs the past participle, not the past simple or -ing. The be passive
 * ("was stolen") is right too, so it is never offered as wrong; verbs whose active form is also right
 * without an object (break, marry, dress, stick, pay, beat with "got beat") are left out.
 */

import { type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from '../verb/authored.ts';
import { type Group, lineItems } from './line-items.ts';

/** past: got + participle; bare: get + participle after will/might/to…; pres/pres3/presS: get(s) + participle. */
type Tense = 'past' | 'bare' | 'pres' | 'pres3' | 'presS';
/** [sentence with ___, verb, tense, the subject the action happens to, trigger, group?] */
type Line = [string, string, Tense, string, string, Group?];

export const GET_PASSIVE_LINES: Line[] = [
  // got + participle: it happened to the subject
  ['{S} ___ on the way home from the station last night.', 'rob', 'past', '{S}', 'on the way home'],
  ['{P} bike ___ outside the station last night.', 'steal', 'past', '{P} bike', 'outside the station'],
  ['{S} ___ by a dog while {pron} {was} jogging in the park.', 'bite', 'past', '{S}', 'by a dog'],
  ['{S} ___ by a bee in the garden.', 'sting', 'past', '{S}', 'by a bee'],
  ['{S} ___ in a car accident, but luckily it wasn’t serious.', 'injure', 'past', '{S}', 'in a car accident'],
  ['Nobody ___ when the tree fell on the car.', 'hurt', 'past', 'Nobody', 'when the tree fell'],
  [
    '{P} flight ___ because of the fog, so {pron} missed the connection.',
    'delay',
    'past',
    '{P} flight',
    'because of the fog',
  ],
  ['The match ___ because of the heavy rain.', 'cancel', 'past', 'The match', 'because of the heavy rain'],
  ['{S} ___ for parking in the wrong place.', 'fine', 'past', '{S}', 'for parking in the wrong place'],
  ['{S} ___ to manager after only two years.', 'promote', 'past', '{S}', 'to manager'],
  ['{S} ___ to the wedding, but {pron} couldn’t go.', 'invite', 'past', '{S}', 'to the wedding'],
  ['Two students ___ cheating in the exam.', 'catch', 'past', 'Two students', 'cheating in the exam'],
  ['{S} ___ for the national team at eighteen.', 'pick', 'past', '{S}', 'for the national team'],
  ['{S} ___ by the police for driving too fast.', 'stop', 'past', '{S}', 'by the police'],
  ['{S} ___ out of the flat and had to call a locksmith.', 'lock', 'past', '{S}', 'had to call a locksmith'],
  ['{P} car ___ in the supermarket car park.', 'scratch', 'past', '{P} car', 'in the supermarket car park'],
  ['{P} luggage ___ on the way to Rome.', 'lose', 'past', '{P} luggage', 'on the way to Rome'],
  ['{S} ___ off by {poss} boss for being late again.', 'tell', 'past', '{S}', 'by {poss} boss'],
  [
    '{S} ___ by a car while {pron} {was} crossing the road, but {pron} {was} fine.',
    'hit',
    'past',
    '{S}',
    'by a car',
  ],
  [
    'The two orders ___ up, so we got the wrong pizzas.',
    'mix',
    'past',
    'The two orders',
    'so we got the wrong pizzas',
  ],
  ['{P} umbrella ___ on the train.', 'leave', 'past', '{P} umbrella', 'on the train'],
  ['{S} ___ from {poss} job for being late every day.', 'fire', 'past', '{S}', 'for being late every day'],
  [
    '{P} house ___ into while {pron} {was} on holiday.',
    'break',
    'past',
    '{P} house',
    'while {pron} {was} on holiday',
  ],
  [
    '{P} email ___ by the spam filter, so nobody read it.',
    'block',
    'past',
    '{P} email',
    'by the spam filter',
  ],
  ['{S} ___ as union representative last year.', 'elect', 'past', '{S}', 'as union representative'],
  [
    'The concert ___ at the last minute because the singer was ill.',
    'cancel',
    'past',
    'The concert',
    'because the singer was ill',
  ],
  [
    '{S} ___ when {pron} tried to stop the fight.',
    'hurt',
    'past',
    '{S}',
    'when {pron} tried to stop the fight',
  ],
  [
    '{S} ___ in the crowd and couldn’t find {poss} friends.',
    'lose',
    'past',
    '{S}',
    'couldn’t find {poss} friends',
  ],
  ['{P} parcel ___ in the post.', 'damage', 'past', '{P} parcel', 'in the post'],
  [
    '{P} car ___ because {pron} parked it in a bus lane.',
    'tow',
    'past',
    '{P} car',
    'parked it in a bus lane',
  ],
  ['All our bags ___ at the border.', 'search', 'past', 'All our bags', 'at the border'],
  ['The thief ___ as he was leaving the shop.', 'catch', 'past', 'The thief', 'as he was leaving the shop'],
  ['Nobody ___ in the crash, thank goodness.', 'kill', 'past', 'Nobody', 'thank goodness'],
  ['{S} ___ onto the course after two applications.', 'accept', 'past', '{S}', 'after two applications'],
  [
    '{S} ___ halfway through {poss} presentation by the fire alarm.',
    'interrupt',
    'past',
    '{S}',
    'by the fire alarm',
  ],
  ['{S} ___ by a big dog on {poss} morning run.', 'chase', 'past', '{S}', 'by a big dog'],
  ['{S} ___ in the rain without an umbrella.', 'catch', 'past', '{S}', 'in the rain'],
  ['{S} ___ off at the wrong stop by the bus driver.', 'drop', 'past', '{S}', 'by the bus driver'],
  ['The old cinema ___ down to build a car park.', 'knock', 'past', 'The old cinema', 'to build a car park'],
  ['{P} wallet ___ on the crowded bus.', 'steal', 'past', '{P} wallet', 'on the crowded bus'],
  ['{P} phone ___ in the washing machine.', 'ruin', 'past', '{P} phone', 'in the washing machine'],
  ['{S} ___ badly in the rugby match on Saturday.', 'injure', 'past', '{S}', 'in the rugby match'],
  [
    '{S} ___ up in the middle of the night by the neighbours’ party.',
    'wake',
    'past',
    '{S}',
    'by the neighbours’ party',
  ],
  ['{S} ___ by the manager for {poss} great work on the project.', 'praise', 'past', '{S}', 'by the manager'],
  ['{S} ___ by a falling branch in the storm.', 'hit', 'past', '{S}', 'by a falling branch'],
  [
    '{P} flat ___ by water from the flat upstairs.',
    'damage',
    'past',
    '{P} flat',
    'by water from the flat upstairs',
  ],
  [
    '{S} ___ into a fight at the party, but it wasn’t {poss} fault.',
    'drag',
    'past',
    '{S}',
    'it wasn’t {poss} fault',
  ],
  ['{S} ___ by a wasp at the picnic.', 'sting', 'past', '{S}', 'by a wasp'],
  // get + participle after will, might, could, to, don't
  ['Don’t climb on the roof: you might ___.', 'hurt', 'bare', 'you', 'Don’t climb on the roof'],
  ['Drive slowly here, or you’ll ___ by the police.', 'stop', 'bare', 'you', 'by the police'],
  [
    'Don’t leave your phone on the table in a café: it could ___.',
    'steal',
    'bare',
    'it',
    'on the table in a café',
  ],
  ['Wear long sleeves in the forest, or you’ll ___ by mosquitoes.', 'bite', 'bare', 'you', 'by mosquitoes'],
  [
    'Keep your receipts, or you won’t ___ for your travel costs.',
    'reimburse',
    'bare',
    'you',
    'Keep your receipts',
  ],
  ['Put the documents in a folder so they don’t ___.', 'lose', 'bare', 'they', 'so they don’t'],
  ['{S} {v:hope} to ___ to manager next year.', 'promote', 'bare', '{S}', 'to manager'],
  [
    '{S} would love to ___ to the party, but nobody has asked {obj} yet.',
    'invite',
    'bare',
    '{S}',
    'nobody has asked',
  ],
  ['Hurry up, or we’ll ___ in the rain.', 'catch', 'bare', 'we', 'in the rain'],
  ['If you don’t wear a helmet, you could ___.', 'injure', 'bare', 'you', 'If you don’t wear a helmet'],
  ['Don’t argue with the referee, or you’ll ___ off.', 'send', 'bare', 'you', 'with the referee'],
  ['Don’t take photos in the museum, or you’ll ___ out.', 'throw', 'bare', 'you', 'in the museum'],
  [
    'Put your name on your lunch in the office fridge, or it’ll ___.',
    'eat',
    'bare',
    'it',
    'in the office fridge',
  ],
  [
    'Check your spelling, or your application might ___.',
    'reject',
    'bare',
    'your application',
    'Check your spelling',
  ],
  ['Keep your passport in a safe place so it doesn’t ___.', 'steal', 'bare', 'it', 'in a safe place'],
  ['If {S} {v:keep} coming in late, {pron} will ___.', 'fire', 'bare', '{S}', 'coming in late'],
  ['If {S} {v:park} there, {poss} car will ___.', 'tow', 'bare', '{poss} car', 'If {S} {v:park} there'],
  ['If {S} {v:leave} {poss} bike unlocked, it will ___.', 'steal', 'bare', 'it', 'unlocked'],
  ['{S} {v:want} to ___ for the team this season.', 'pick', 'bare', '{S}', 'for the team'],
  ['{S} {is} worried that {pron} might ___ for speeding.', 'fine', 'bare', '{S}', 'for speeding'],
  [
    '{S} should be careful, or {pron} will ___ on the icy pavement.',
    'hurt',
    'bare',
    '{S}',
    'on the icy pavement',
  ],
  ['{S} {v:expect} to ___ when the new office opens.', 'promote', 'bare', '{S}', 'when the new office opens'],
  ['If {S} {v:drive} like that, {pron} will ___ by the police.', 'stop', 'bare', '{S}', 'by the police'],
  [
    '{S} never {v:want} {poss} bag to ___ again, so {pron} always {v:keep} it closed.',
    'steal',
    'bare',
    '{poss} bag',
    'always {v:keep} it closed',
  ],
  ['{S} {v:need} to hurry, or {pron} will ___ in the traffic.', 'catch', 'bare', '{S}', 'in the traffic'],
  ['{S} {v:hope} to ___ onto the course next year.', 'accept', 'bare', '{S}', 'onto the course'],
  ['{S} {v:want} to ___ for all {poss} hard work.', 'reward', 'bare', '{S}', 'for all {poss} hard work'],
  [
    '{S} {v:try} not to ___ into other people’s arguments.',
    'drag',
    'bare',
    '{S}',
    'into other people’s arguments',
  ],
  [
    '{S} {is} hoping to ___ for the final round of interviews.',
    'choose',
    'bare',
    '{S}',
    'for the final round',
  ],
  // get(s) + participle for what keeps happening
  ['{S} always ___ by mosquitoes in summer.', 'bite', 'presS', '{S}', 'by mosquitoes'],
  ['{P} post often ___ to the wrong flat.', 'deliver', 'pres3', '{P} post', 'to the wrong flat'],
  [
    '{S} often ___ for {poss} sister on the phone; {pron} {v:sound} just like her.',
    'mistake',
    'presS',
    '{S}',
    'just like her',
  ],
  ['Trains on this line often ___ when it snows.', 'cancel', 'pres', 'Trains', 'when it snows'],
  ['The bins ___ every Tuesday morning.', 'empty', 'pres', 'The bins', 'every Tuesday morning'],
  ['This road ___ every winter, and nobody repairs it.', 'damage', 'pres3', 'This road', 'nobody repairs it'],
  ['{S} usually ___ to the meetings with the directors.', 'invite', 'presS', '{S}', 'to the meetings'],
  ['{S} often ___ up by the noise from the street.', 'wake', 'presS', '{S}', 'by the noise'],
  [
    '{S} always ___ at airports because of {poss} heavy camera bag.',
    'search',
    'presS',
    '{S}',
    'because of {poss} heavy camera bag',
  ],
  ['{P} car often ___ in this narrow street.', 'scratch', 'pres3', '{P} car', 'in this narrow street'],
  [
    '{S} often ___ by tourists asking for directions.',
    'stop',
    'presS',
    '{S}',
    'by tourists asking for directions',
  ],
  [
    '{S} often ___ for a student because {pron} {v:look} so young.',
    'mistake',
    'presS',
    '{S}',
    'because {pron} {v:look} so young',
  ],
  ['In this job, {S} ___ to a lot of conferences abroad.', 'send', 'presS', '{S}', 'to a lot of conferences'],
  // Grown for issue 16 (the full catalogue): more things that happen to the subject, each with what forces it.
  [
    '{P} suitcase ___ on the flight, so {pron} had to buy a new one.',
    'damage',
    'past',
    '{P} suitcase',
    'had to buy a new one',
  ],
  ['{S} ___ by a mosquito in the night.', 'bite', 'past', '{S}', 'by a mosquito'],
  [
    '{P} photos ___ by accident when {pron} reset {poss} phone.',
    'delete',
    'past',
    '{P} photos',
    'by accident',
  ],
  ['{S} ___ for a job at a big hotel in Lviv.', 'hire', 'past', '{S}', 'for a job'],
  [
    '{S} ___ by the teacher for talking in class when {pron} {was} at school.',
    'punish',
    'past',
    '{S}',
    'by the teacher',
  ],
  ['{S} ___ without a ticket on the tram.', 'catch', 'past', '{S}', 'without a ticket'],
  ['{S} ___ for a famous singer at the airport.', 'mistake', 'past', '{S}', 'for a famous singer'],
  ['{P} car ___ by a lorry in the car park.', 'hit', 'past', '{P} car', 'by a lorry'],
  ['{S} ___ over by a big wave at the beach.', 'knock', 'past', '{S}', 'by a big wave'],
  ['{S} ___ by the rain on the way to work.', 'soak', 'past', '{S}', 'by the rain'],
  ['{S} ___ out of the club for being too loud.', 'throw', 'past', '{S}', 'for being too loud'],
  ['{P} name ___ off the list by mistake.', 'leave', 'past', '{P} name', 'by mistake'],
  [
    '{S} ___ in the lift for an hour when the power went off.',
    'trap',
    'past',
    '{S}',
    'when the power went off',
  ],
  ['{P} order ___ to the wrong address.', 'send', 'past', '{P} order', 'to the wrong address'],
  ['{S} ___ by a scam email and lost a lot of money.', 'fool', 'past', '{S}', 'by a scam email'],
  ['The game ___ off because of the snow.', 'call', 'past', 'The game', 'because of the snow'],
  ['Don’t walk home alone at night: you could ___.', 'rob', 'bare', 'you', 'Don’t walk home alone at night'],
  ['Close the gate, or the dog could ___ by a car.', 'hit', 'bare', 'the dog', 'by a car'],
  ['Don’t tell anyone, or we’ll both ___.', 'fire', 'bare', 'we', 'Don’t tell anyone'],
  ['If {S} {v:leave} the food out, it will ___ by the cat.', 'eat', 'bare', 'it', 'by the cat'],
  [
    '{S} often ___ by the security guard because {pron} {v:forget} {poss} pass.',
    'stop',
    'presS',
    '{S}',
    'by the security guard',
  ],
  ['{P} emails often ___ in the spam folder.', 'lose', 'pres', '{P} emails', 'in the spam folder'],
  ['Our street ___ every night by the council.', 'clean', 'pres3', 'Our street', 'by the council'],
  [
    'The road ___ after the storm, and we had to go the long way round.',
    'block',
    'past',
    'The road',
    'after the storm',
  ],
  ['{P} coat ___ by mistake at the restaurant.', 'take', 'past', '{P} coat', 'by mistake'],
  ['{S} ___ by the doctor about drinking too much coffee.', 'warn', 'past', '{S}', 'by the doctor'],
  ['{P} garden ___ by the floods last spring.', 'ruin', 'past', '{P} garden', 'by the floods'],
  [
    'The windows ___ every spring by a man with a long ladder.',
    'clean',
    'pres',
    'The windows',
    'by a man with a long ladder',
  ],
  ['{S} ___ up at the border for three hours.', 'hold', 'past', '{S}', 'at the border'],
  [
    '{P} tickets ___ by mistake, so {pron} had to buy new ones.',
    'cancel',
    'past',
    '{P} tickets',
    'by mistake',
  ],
  ['{S} ___ to the hospital by ambulance after the fall.', 'take', 'past', '{S}', 'by ambulance'],
  ['{S} ___ in a traffic jam on the way to the airport.', 'catch', 'past', '{S}', 'in a traffic jam'],
  [
    '{P} passport ___ while {pron} {was} on holiday in Spain.',
    'steal',
    'past',
    '{P} passport',
    'while {pron} {was} on holiday',
  ],
  [
    '{S} ___ for the best employee award this year.',
    'nominate',
    'past',
    '{S}',
    'for the best employee award',
  ],
  ['{P} article ___ in a national newspaper.', 'publish', 'past', '{P} article', 'in a national newspaper'],
  ['{S} ___ out of the meeting to take an urgent call.', 'call', 'past', '{S}', 'to take an urgent call'],
  ['The post ___ late because of the strike.', 'deliver', 'past', 'The post', 'because of the strike'],
  ['{S} ___ by the boss to organise the office party.', 'choose', 'past', '{S}', 'by the boss'],
  ['{S} ___ by {poss} neighbour’s cat.', 'scratch', 'past', '{S}', 'by {poss} neighbour’s cat'],
  ['{P} jacket ___ in the wash.', 'ruin', 'past', '{P} jacket', 'in the wash'],
  ['{S} ___ at for jumping the queue.', 'shout', 'past', '{S}', 'for jumping the queue'],
  ['{S} ___ off by a taxi driver at the airport.', 'rip', 'past', '{S}', 'by a taxi driver'],
  ['Stay with the group, or you’ll ___ in the old town.', 'lose', 'bare', 'you', 'Stay with the group'],
  ['Hold on tight, or you’ll ___ off the horse.', 'throw', 'bare', 'you', 'Hold on tight'],
  [
    '{S} would hate to ___ for something {pron} didn’t do.',
    'arrest',
    'bare',
    '{S}',
    'for something {pron} didn’t do',
  ],
];

/** The forms of one line for one subject: the answer and its wrong choices. */
function forms(verb: string, tense: Tense, s: Subject | null) {
  const f = verbForms(verb);
  const third = tense === 'pres3' || (tense === 'presS' && s?.person === '3sg');
  const get = tense === 'past' ? 'got' : third ? thirdPerson('get') : 'get';
  const active = tense === 'past' ? f.past : third ? f.third : f.base;
  // "got bit" is heard in American speech, so bite gets the -ing distractor instead.
  const odd =
    f.participleVariants.includes(f.past) || verb === 'bite'
      ? { choice: `${get} ${f.ing}`, errorType: 'ing-for-participle-get-passive' }
      : { choice: `${get} ${f.past}`, errorType: 'past-for-participle-get-passive' };
  return { answer: `${get} ${f.participle}`, active, odd, participle: f.participle };
}

function items(rng: Rng): Item[] {
  return lineItems(
    rng,
    GET_PASSIVE_LINES,
    8,
    ([text, verb, tense, subject, trigger], s, i): Item => {
      const fm = forms(verb, tense, s);
      const subj = fill(subject, s);
      return {
        text: fill(text, s),
        answer: fm.answer,
        wrong: [
          { choice: fm.active, errorType: 'active-for-get-passive', params: { subject: subj } },
          { choice: fm.odd.choice, errorType: fm.odd.errorType, params: { participle: fm.participle } },
        ],
        ruleId: tense === 'past' ? 'got-passive' : 'get-passive',
        trigger: [fill(trigger, s)],
        features: { tense },
        skeleton: `get-passive-${i}`,
      };
    },
    (row) => row[5],
  );
}

export const passiveWithGet: TopicDef = makeTopic(copy, { target: 850, build: items });
