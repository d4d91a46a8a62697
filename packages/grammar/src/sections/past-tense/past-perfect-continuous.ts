/**
 * Past perfect continuous (issue 16): had been doing for an activity that went on up to a moment in the
 * past (how long, by the time…) or left a visible trace then; had done for a result counted by that moment.
 * Every base is authored with its cue. "Had done" is never offered against a duration ("had waited for an
 * hour" is right too), and "was doing" only after "by the time … for …", where it cannot stand.
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import { bePast } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import {
  fillSubject,
  ing,
  ONE_PERSON,
  participle,
  phrase,
  someOf,
  TENSE_SUBJECTS,
} from '../present-tense/kit.ts';
import copy from './past-perfect-continuous.json' with { type: 'json' };

type Kind = 'duration' | 'trace' | 'result';
interface Base {
  t: string;
  v: string;
  k: Kind;
  cue: string;
  past: string;
  one?: boolean;
  /** The person of a fixed subject in the blank's clause (it, someone, the kids), when it is not the varied one. */
  agr?: '3sg' | '3pl';
}

/** A duration up to a past moment: `cue` is the for-phrase, `past` the words that set the story in the past. */
const D = (t: string, v: string, cue: string, past: string, one = false): Base => ({
  t,
  v,
  k: 'duration',
  cue,
  past,
  one,
});
/** A trace seen in the past: `cue` is the trace. */
const T = (t: string, v: string, cue: string, past: string, one = false, agr?: '3sg' | '3pl'): Base =>
  agr ? { t, v, k: 'trace', cue, past, one, agr } : { t, v, k: 'trace', cue, past, one };
/** A result counted by a past moment. */
const R = (t: string, v: string, cue: string, past: string, one = false): Base => ({
  t,
  v,
  k: 'result',
  cue,
  past,
  one,
});

export const PPC_BASES: Base[] = [
  D(
    'By the time the bus came, {s} {} for forty minutes.',
    'wait',
    'for forty minutes',
    'By the time the bus came',
  ),
  D(
    'By the time the doctor saw {obj}, {s} {} in the waiting room for two hours.',
    'sit',
    'for two hours',
    'By the time the doctor saw',
  ),
  D(
    'By the time the guests arrived, {s} {} for most of the afternoon.',
    'cook',
    'for most of the afternoon',
    'By the time the guests arrived',
  ),
  D(
    'By the time the film started, {s} {} for over an hour.',
    'queue',
    'for over an hour',
    'By the time the film started',
  ),
  D(
    'By the time {pro} reached the top, {s} {} for six hours.',
    'climb',
    'for six hours',
    'By the time',
    true,
  ),
  D(
    'By the time the rain stopped, {s} {} the shed roof for an hour.',
    'fix',
    'for an hour',
    'By the time the rain stopped',
  ),
  D(
    'By the time {pro} found the hotel, {s} {} around the old town for two hours.',
    'walk',
    'for two hours',
    'By the time … found',
  ),
  D(
    'By the time the plumber arrived, {s} {} water off the floor for an hour.',
    'mop',
    'for an hour',
    'By the time the plumber arrived',
  ),
  D(
    'By the time the taxi came, {s} {} in the rain for twenty minutes.',
    'stand',
    'for twenty minutes',
    'By the time the taxi came',
  ),
  D(
    'By the time the exam started, {s} {} for it for three months.',
    'revise',
    'for three months',
    'By the time the exam started',
  ),
  D(
    'By the time {pro} got to the airport, {s} {} for five hours without a break.',
    'drive',
    'for five hours',
    'By the time … got to the airport',
    true,
  ),
  D(
    'By the time the concert ended, {s} {} for nearly three hours.',
    'dance',
    'for nearly three hours',
    'By the time the concert ended',
  ),
  D(
    'By the time the shop opened, {s} {} outside for half an hour.',
    'queue',
    'for half an hour',
    'By the time the shop opened',
  ),
  D(
    'By the time the power came back, {s} {} by candlelight for two hours.',
    'read',
    'for two hours',
    'By the time the power came back',
  ),
  D(
    'By the time the ferry left, {s} {} on the pier for an hour.',
    'wait',
    'for an hour',
    'By the time the ferry left',
  ),
  D(
    "By the time the boss called back, {s} {} the client's file for three hours.",
    'check',
    'for three hours',
    'By the time the boss called back',
  ),
  D(
    'By the time the lesson finished, {s} {} notes for ninety minutes.',
    'take',
    'for ninety minutes',
    'By the time the lesson finished',
  ),
  D(
    'By the time the snow stopped, {s} {} the path for an hour.',
    'clear',
    'for an hour',
    'By the time the snow stopped',
  ),
  D(
    'By the time the paint dried, {s} {} in the garden for a whole hour.',
    'sit',
    'for a whole hour',
    'By the time the paint dried',
  ),
  D(
    'By the time the baby fell asleep, {s} {} songs to her for forty minutes.',
    'sing',
    'for forty minutes',
    'By the time the baby fell asleep',
  ),
  D(
    'By the time the meeting ended, {s} {} for nearly two hours.',
    'talk',
    'for nearly two hours',
    'By the time the meeting ended',
  ),
  D(
    'By the time the technician came, {s} {} to restart the server for an hour.',
    'try',
    'for an hour',
    'By the time the technician came',
  ),
  D(
    'By the time the train pulled in, {s} {} on the platform for twenty minutes.',
    'stand',
    'for twenty minutes',
    'By the time the train pulled in',
  ),
  D(
    'By the time the pizza arrived, {s} {} for it for almost an hour.',
    'wait',
    'for almost an hour',
    'By the time the pizza arrived',
  ),
  D(
    'By the time the sun came up, {s} {} for seven hours.',
    'drive',
    'for seven hours',
    'By the time the sun came up',
  ),
  D(
    'By the time the results came out, {s} {} about them for weeks.',
    'worry',
    'for weeks',
    'By the time the results came out',
  ),
  D(
    'By the time the new manager arrived, {s} {} the team for six months.',
    'run',
    'for six months',
    'By the time the new manager arrived',
  ),
  D(
    'By the time the police arrived, {s} {} for the missing dog for three hours.',
    'search',
    'for three hours',
    'By the time the police arrived',
  ),
  D(
    'By the time the mechanic looked at the car, {s} {} it for a week with a broken light.',
    'drive',
    'for a week',
    'By the time the mechanic looked',
  ),
  D(
    'By the time the shop closed, {s} {} for the right shoes for two hours.',
    'look',
    'for two hours',
    'By the time the shop closed',
  ),
  D(
    'By the time the guide came back, {s} {} in the hotel lobby for an hour.',
    'wait',
    'for an hour',
    'By the time the guide came back',
  ),
  D(
    'By the time the storm hit, {s} {} sandbags for two days.',
    'fill',
    'for two days',
    'By the time the storm hit',
  ),
  D(
    'By the time the tickets went on sale, {s} {} on the website for forty minutes.',
    'wait',
    'for forty minutes',
    'By the time the tickets went on sale',
  ),
  D(
    'By the time the wedding began, {s} {} the hall for three days.',
    'decorate',
    'for three days',
    'By the time the wedding began',
  ),
  D(
    "By the time the ambulance arrived, {s} {} the injured man's hand for twenty minutes.",
    'hold',
    'for twenty minutes',
    'By the time the ambulance arrived',
  ),
  D(
    'By the time the band came on stage, {s} {} at the front for two hours.',
    'stand',
    'for two hours',
    'By the time the band came on stage',
  ),
  D(
    'By the time the water boiled, {s} {} the vegetables for ten minutes.',
    'chop',
    'for ten minutes',
    'By the time the water boiled',
  ),
  D(
    'By the time the visa came through, {s} {} for it for five months.',
    'wait',
    'for five months',
    'By the time the visa came through',
  ),
  D(
    'By the time the light turned green, {s} {} in the traffic jam for half an hour.',
    'sit',
    'for half an hour',
    'By the time the light turned green',
  ),
  D(
    'By the time the phone rang, {s} {} at the screen for an hour without typing a word.',
    'stare',
    'for an hour',
    'By the time the phone rang',
  ),
  D(
    'By the time the doctor called back, {s} {} for news for three days.',
    'wait',
    'for three days',
    'By the time the doctor called back',
  ),
  D(
    'By the time {pro} retired, {s} {} at the same school for forty years.',
    'teach',
    'for forty years',
    'By the time … retired',
  ),
  D(
    'By the time the lifeguard saw {obj}, {s} {} against the current for ten minutes.',
    'swim',
    'for ten minutes',
    'By the time the lifeguard saw',
    true,
  ),
  D(
    'By the time the printer was fixed, {s} {} the pages by hand for an hour.',
    'copy',
    'for an hour',
    'By the time the printer was fixed',
  ),
  R(
    'By the time the café opened, {s} {} two hundred croissants.',
    'bake',
    'two hundred croissants',
    'By the time the café opened',
  ),
  R(
    'By the end of the course, {s} {} every exercise in the book.',
    'do',
    'every exercise',
    'By the end of the course',
  ),
  R(
    'By the time the rain started, {s} {} all the apples from the tree.',
    'pick',
    'all the apples',
    'By the time the rain started',
  ),
  T(
    '{Poss} hair was wet when I saw {obj}. {Pro} {} in the lake.',
    'swim',
    'hair was wet',
    'when I saw',
    true,
  ),
  T(
    'The table was covered in maps when we came in. {S} {} the trip.',
    'plan',
    'covered in maps',
    'when we came in',
  ),
  // A trace seen at a past moment.
  T('{Poss} eyes were red when I saw {obj}. {Pro} {}.', 'cry', 'eyes were red', 'when I saw', true),
  T(
    'The ground was wet when we went out. It {} all night.',
    'rain',
    'The ground was wet',
    'when we went out',
    false,
    '3sg',
  ),
  T(
    '{S} {was} out of breath when {pro} got to the office. {Pro} {} to catch the bus.',
    'run',
    'out of breath',
    'when … got to the office',
  ),
  T(
    '{Poss} hands were covered in paint when I came home. {Pro} {} the fence.',
    'paint',
    'covered in paint',
    'when I came home',
    true,
  ),
  T(
    'The kitchen smelled of onions when we got back. {S} {}.',
    'cook',
    'smelled of onions',
    'when we got back',
  ),
  T(
    '{S} {was} exhausted at dinner. {Pro} {} boxes since seven in the morning.',
    'carry',
    'exhausted … since seven',
    'at dinner',
  ),
  T(
    '{Poss} clothes were muddy when {pro} came in. {Pro} {} in the garden.',
    'dig',
    'clothes were muddy',
    'when … came in',
  ),
  T(
    '{Poss} voice was hoarse at the end of the day. {Pro} {} to the fans all afternoon.',
    'shout',
    'voice was hoarse',
    'at the end of the day',
    true,
  ),
  T(
    'The floor was covered in flour when I walked in. {S} {} bread.',
    'bake',
    'covered in flour',
    'when I walked in',
  ),
  T(
    '{Poss} face was sunburnt when {pro} came back. {Pro} {} on the beach all day.',
    'lie',
    'face was sunburnt',
    'when … came back',
    true,
  ),
  T(
    '{S} {was} sweaty and red in the face when I met {obj}. {Pro} {} at the gym.',
    'train',
    'sweaty and red in the face',
    'when I met',
  ),
  T(
    'The streets were white when we woke up. It {} all night.',
    'snow',
    'The streets were white',
    'when we woke up',
    false,
    '3sg',
  ),
  T(
    '{Poss} eyes were tired at the meeting. {Pro} {} all night for the exam.',
    'study',
    'eyes were tired',
    'at the meeting',
    true,
  ),
  T(
    'There were empty cups all over the table when Mum came in. My friends and I {} for hours.',
    'talk',
    'empty cups all over the table',
    'when Mum came in',
    false,
    '3pl',
  ),
  T(
    '{S} {was} completely wet when {pro} got home. {Pro} {} in the rain without an umbrella.',
    'walk',
    'completely wet',
    'when … got home',
  ),
  T(
    '{Poss} fingers were sore after the concert. {Pro} {} the guitar all evening.',
    'play',
    'fingers were sore',
    'after the concert',
    true,
  ),
  T(
    'The room smelled of cigarettes when we came back. Someone {} in it.',
    'smoke',
    'smelled of cigarettes',
    'when we came back',
    false,
    '3sg',
  ),
  T(
    '{S} {was} covered in sawdust when I saw {obj}. {Pro} {} wood in the shed.',
    'cut',
    'covered in sawdust',
    'when I saw',
  ),
  T(
    '{Poss} back hurt the next morning. {Pro} {} weeds all the previous day.',
    'pull',
    'back hurt',
    'the next morning',
    true,
  ),
  T(
    'The grass was wet when we sat down. The sprinklers {} all morning.',
    'run',
    'The grass was wet',
    'when we sat down',
    false,
    '3pl',
  ),
  T(
    '{S} {was} very quiet at lunch, and {poss} eyes were puffy. {Pro} {}.',
    'cry',
    'eyes were puffy',
    'at lunch',
  ),
  T(
    '{Poss} shoes were full of sand when {pro} got in the car. {Pro} {} along the beach.',
    'walk',
    'full of sand',
    'when … got in the car',
  ),
  T(
    'The car engine was still hot when I touched it. Someone {} it.',
    'drive',
    'still hot',
    'when I touched it',
    false,
    '3sg',
  ),
  T(
    '{Poss} phone battery was dead by lunchtime. {Pro} {} videos all morning.',
    'watch',
    'battery was dead',
    'by lunchtime',
    true,
  ),
  T(
    '{Poss} knees were dirty when I picked {obj} up. {Pro} {} in the sandpit.',
    'play',
    'knees were dirty',
    'when I picked … up',
    true,
  ),
  T(
    'The kids were all red in the face when I came in. They {} around the garden.',
    'chase each other',
    'red in the face',
    'when I came in',
    false,
    '3pl',
  ),
  T(
    'The dog was covered in mud when it came in. It {} in the flower beds.',
    'dig',
    'covered in mud',
    'when it came in',
    false,
    '3sg',
  ),
  T(
    '{Poss} voice was very weak at the end of the tour. {Pro} {} every night for a month.',
    'sing',
    'voice was very weak',
    'at the end of the tour',
    true,
  ),
  // A result counted by a past moment.
  R(
    "By eleven o'clock on Monday, {s} {} all the letters.",
    'post',
    'all the letters',
    "By eleven o'clock on Monday",
  ),
  R(
    'By the end of last week {s} {} three chapters of the report.',
    'write',
    'three chapters',
    'By the end of last week',
  ),
  R('When the guests arrived, {s} {} all the food.', 'prepare', 'all the food', 'When the guests arrived'),
  R(
    'By the time the sun set, {s} {} twenty kilometres.',
    'walk',
    'twenty kilometres',
    'By the time the sun set',
  ),
  R('By last Friday {s} {} all the boxes for the move.', 'pack', 'all the boxes', 'By last Friday'),
  R('When I called to ask about it, {s} {} the whole book.', 'read', 'the whole book', 'When I called'),
  R('By noon {s} {} five hundred envelopes.', 'fill', 'five hundred envelopes', 'By noon'),
  R(
    'By the end of the trip {s} {} over a thousand photos.',
    'take',
    'over a thousand photos',
    'By the end of the trip',
  ),
  R(
    'By the time the shop closed, {s} {} all the bread.',
    'sell',
    'all the bread',
    'By the time the shop closed',
  ),
  R(
    'When the teacher collected the tests, {s} {} only half of the questions.',
    'answer',
    'only half of the questions',
    'When the teacher collected',
  ),
  R('By midnight {s} {} three pizzas and a cake.', 'eat', 'three pizzas and a cake', 'By midnight'),
  R('By the end of the season {s} {} twelve goals.', 'score', 'twelve goals', 'By the end of the season'),
  R(
    'By the time we met, {s} {} four countries that summer.',
    'visit',
    'four countries',
    'By the time we met',
  ),
  R(
    'By the end of the evening {s} {} every plate in the kitchen.',
    'wash',
    'every plate',
    'By the end of the evening',
  ),
  R('By Sunday night {s} {} the whole fence.', 'paint', 'the whole fence', 'By Sunday night'),
  R(
    'When the fire alarm went off, {s} {} only two pages of the essay.',
    'write',
    'only two pages',
    'When the fire alarm went off',
  ),
  R(
    'By the time the course ended, {s} {} two hundred new words.',
    'learn',
    'two hundred new words',
    'By the time the course ended',
  ),
  R('When the bell rang, {s} {} all the exercises.', 'do', 'all the exercises', 'When the bell rang'),
  R(
    'By the evening {s} {} all the furniture into the new house.',
    'move',
    'all the furniture',
    'By the evening',
  ),
  R(
    'By the time the party started, {s} {} a hundred balloons.',
    'blow up',
    'a hundred balloons',
    'By the time the party started',
  ),
  R('By the end of the month {s} {} every bill.', 'pay', 'every bill', 'By the end of the month'),
  R('When the inspector came, {s} {} all the forms.', 'sign', 'all the forms', 'When the inspector came'),
  R(
    'By the afternoon {s} {} three loads of washing.',
    'hang out',
    'three loads of washing',
    'By the afternoon',
  ),
  R(
    'By the time the guests left, {s} {} ten bottles of juice.',
    'open',
    'ten bottles of juice',
    'By the time the guests left',
  ),
  R(
    'When the library closed, {s} {} fifty pages of notes.',
    'copy',
    'fifty pages of notes',
    'When the library closed',
  ),
  R('By the end of the day {s} {} every room in the house.', 'clean', 'every room', 'By the end of the day'),
  R(
    'By the time the taxi arrived, {s} {} both suitcases.',
    'pack',
    'both suitcases',
    'By the time the taxi arrived',
  ),
  R('By the end of the summer {s} {} ten novels.', 'read', 'ten novels', 'By the end of the summer'),
  R(
    'When the lights went out, {s} {} the last page of the contract.',
    'print',
    'the last page',
    'When the lights went out',
  ),
  R(
    'By the time we arrived, {s} {} every sandwich on the plate.',
    'eat',
    'every sandwich',
    'By the time we arrived',
  ),
  R('By half past nine {s} {} all the invitations.', 'send', 'all the invitations', 'By half past nine'),
  R(
    'When the film began, {s} {} the whole bag of popcorn.',
    'finish',
    'the whole bag',
    'When the film began',
  ),
  R(
    'By the end of the week {s} {} three job interviews.',
    'have',
    'three job interviews',
    'By the end of the week',
  ),
  // Issue 16, second growth: one situation per base, durations and counted results in balance.
  D(
    'By the time the plane landed, {s} {} for eleven hours.',
    'fly',
    'for eleven hours',
    'By the time the plane landed',
  ),
  D(
    'By the time the police arrived, {s} {} outside the bank for twenty minutes.',
    'stand',
    'for twenty minutes',
    'By the time the police arrived',
  ),
  D(
    'By the time the rain stopped, {s} {} under the bridge for an hour.',
    'shelter',
    'for an hour',
    'By the time the rain stopped',
  ),
  D(
    'By the time the factory closed, {s} {} there for forty years.',
    'work',
    'for forty years',
    'By the time the factory closed',
  ),
  D(
    'By the time the family moved to London, {s} {} English for three years.',
    'learn',
    'for three years',
    'By the time the family moved to London',
  ),
  D(
    'By the time the car broke down, {s} {} for two hours.',
    'drive',
    'for two hours',
    'By the time the car broke down',
  ),
  D(
    'By the time the meeting ended, {s} {} for three hours without a break.',
    'talk',
    'for three hours',
    'By the time the meeting ended',
  ),
  D(
    'By the time the big concert came, {s} {} the piano for ten years.',
    'play',
    'for ten years',
    'By the time the big concert came',
  ),
  D(
    'By the time the taxi came, {s} {} at the corner for twenty minutes.',
    'shiver',
    'for twenty minutes',
    'By the time the taxi came',
  ),
  D(
    'By the time the exam came, {s} {} for it for months.',
    'prepare',
    'for months',
    'By the time the exam came',
  ),
  D(
    'By the time the ambulance arrived, {s} {} first aid for ten minutes.',
    'give',
    'for ten minutes',
    'By the time the ambulance arrived',
  ),
  D(
    'By the time the electricity came back, {s} {} by candlelight for two days.',
    'live',
    'for two days',
    'By the time the electricity came back',
  ),
  D(
    'By the time the old stadium closed, {s} {} for the same team for twelve years.',
    'play',
    'for twelve years',
    'By the time the old stadium closed',
  ),
  R(
    'By the time the guests arrived, {s} {} all the food.',
    'prepare',
    'all the food',
    'By the time the guests arrived',
  ),
  R(
    'By the end of that day, {s} {} more than forty customers.',
    'serve',
    'more than forty customers',
    'By the end of that day',
  ),
  R(
    '{S} {} two novels by the time {pro} turned thirty.',
    'write',
    'two novels',
    'by the time … turned thirty',
    true,
  ),
  R(
    'By the time the match ended, {s} {} three goals.',
    'score',
    'three goals',
    'By the time the match ended',
  ),
  R(
    'By the time the shop closed, {s} {} every last cake.',
    'sell',
    'every last cake',
    'By the time the shop closed',
  ),
  R(
    'By the time the visitors arrived, {s} {} the whole house.',
    'clean',
    'the whole house',
    'By the time the visitors arrived',
  ),
  R('By the end of the trip, {s} {} five countries.', 'visit', 'five countries', 'By the end of the trip'),
  R(
    'By the time the lesson finished, {s} {} twenty sentences.',
    'translate',
    'twenty sentences',
    'By the time the lesson finished',
  ),
  R(
    '{S} {} the whole book by the time the train reached Kyiv.',
    'read',
    'the whole book',
    'by the time the train reached Kyiv',
  ),
  R(
    'By the time the firefighters arrived, {s} {} everyone out of the building.',
    'bring',
    'everyone out of the building',
    'By the time the firefighters arrived',
  ),
  R(
    'By the time the snow stopped, {s} {} the whole path twice.',
    'clear',
    'the whole path twice',
    'By the time the snow stopped',
  ),
  R(
    'By the time the children woke up, {s} {} all the presents.',
    'wrap',
    'all the presents',
    'By the time the children woke up',
  ),
];

export const pastPerfectContinuous: TopicDef = makeTopic(copy, {
  target: 900,
  build: (rng) => {
    const items: Item[] = [];
    PPC_BASES.forEach((b, i) => {
      const pool = b.agr ? TENSE_SUBJECTS.slice(5, 6) : b.one ? ONE_PERSON : TENSE_SUBJECTS;
      for (const s of someOf(rng, pool, 6, b.t)) {
        const text = fillSubject(b.t, s);
        const cont = phrase(b.v, ing);
        const doneForm = phrase(b.v, participle);
        const have = (b.agr ?? s.person) === '3sg' ? 'has' : 'have';
        const wrong =
          b.k === 'result'
            ? [
                d(`had been ${cont}`, 'continuous-for-result', { cue: b.cue }),
                d(`${have} ${doneForm}`, 'present-perfect-for-past-moment', { cue: b.past }),
              ]
            : b.k === 'duration'
              ? [
                  d(`${bePast(s)} ${cont}`, 'past-continuous-for-duration-before', { cue: b.cue }),
                  d(`${have} been ${cont}`, 'present-perfect-for-past-moment', { cue: b.past }),
                ]
              : [
                  d(`${have} been ${cont}`, 'present-perfect-for-past-moment', { cue: b.past }),
                  d(`had been ${b.v}`, 'been-plus-base', {
                    verb: b.v.split(' ')[0] ?? b.v,
                    needed: `had been ${cont}`,
                  }),
                ];
        items.push({
          text,
          answer: b.k === 'result' ? `had ${doneForm}` : `had been ${cont}`,
          wrong,
          ruleId:
            b.k === 'result' ? 'pp-past-result' : b.k === 'duration' ? 'ppc-past-duration' : 'ppc-past-trace',
          trigger: [b.cue],
          skeleton: `ppc-${i}`,
        });
      }
    });
    return items;
  },
});
