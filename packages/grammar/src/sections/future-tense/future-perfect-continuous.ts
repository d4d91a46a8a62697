/**
 * Future perfect continuous (issue 16): will have been doing for how long an activity will have gone on
 * by a future moment (by … for …), against will have done (a result counted by then) and will be doing
 * (in progress at a moment, no period). Authored bases; "will have done" is never offered against a
 * duration, where "By June she will have worked here for ten years" is right too.
 */
import { d, type Item, makeTopic } from '../../engine.ts';
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
import copy from './future-perfect-continuous.json' with { type: 'json' };

type Kind = 'duration' | 'result' | 'moment';
interface Base {
  t: string;
  v: string;
  k: Kind;
  /** The words that force the form: the period, the count, or the moment. */
  cue: string;
  /** The future point (by June, at eight tonight). */
  when: string;
  one?: boolean;
}

const D = (t: string, v: string, cue: string, when: string, one = false): Base => ({
  t,
  v,
  k: 'duration',
  cue,
  when,
  one,
});
const R = (t: string, v: string, cue: string, when: string, one = false): Base => ({
  t,
  v,
  k: 'result',
  cue,
  when,
  one,
});
const M = (t: string, v: string, cue: string, when: string, one = false): Base => ({
  t,
  v,
  k: 'moment',
  cue,
  when,
  one,
});

export const FPC_BASES: Base[] = [
  D('By June {s} {} at this company for ten years.', 'work', 'for ten years', 'By June'),
  D(
    'By the end of the year {s} {} English for five years.',
    'learn',
    'for five years',
    'By the end of the year',
  ),
  D(
    'By the time the guests arrive, {s} {} for six hours.',
    'cook',
    'for six hours',
    'By the time the guests arrive',
  ),
  D('By next summer {s} {} in this flat for twenty years.', 'live', 'for twenty years', 'By next summer'),
  D(
    'By the time we land, {s} {} for almost twelve hours.',
    'fly',
    'for almost twelve hours',
    'By the time we land',
  ),
  D('By Friday {s} {} on this project for three months.', 'work', 'for three months', 'By Friday'),
  D(
    'By the time the film ends, {s} {} in that cinema seat for three hours.',
    'sit',
    'for three hours',
    'By the time the film ends',
  ),
  D('By midnight {s} {} for fourteen hours without a break.', 'drive', 'for fourteen hours', 'By midnight'),
  D('By next month {s} {} the piano for exactly a year.', 'play', 'for exactly a year', 'By next month'),
  D(
    'By the time the doctor sees {obj}, {s} {} for two hours.',
    'wait',
    'for two hours',
    'By the time the doctor sees',
    true,
  ),
  D('By September {s} {} at the school for thirty years.', 'teach', 'for thirty years', 'By September'),
  D(
    'By the end of the month {s} {} for this exam for half a year.',
    'study',
    'for half a year',
    'By the end of the month',
  ),
  D("By five o'clock {s} {} the garden fence for six hours.", 'paint', 'for six hours', "By five o'clock"),
  D(
    'By the time the shop opens, {s} {} outside for three hours.',
    'queue',
    'for three hours',
    'By the time the shop opens',
  ),
  D(
    'By the end of the tour {s} {} around Europe for two months.',
    'travel',
    'for two months',
    'By the end of the tour',
  ),
  D('By Christmas {s} {} to the gym for a whole year.', 'go', 'for a whole year', 'By Christmas'),
  D(
    'By the time the marathon finishes, {s} {} for more than four hours.',
    'run',
    'for more than four hours',
    'By the time the marathon finishes',
  ),
  D(
    'By the time {pro} {do} the interview, {s} {} for it for three weeks.',
    'prepare',
    'for three weeks',
    'By the time … the interview',
  ),
  D(
    'By the end of this week {s} {} {poss} thesis for two years.',
    'write',
    'for two years',
    'By the end of this week',
  ),
  D(
    'By the time the train reaches Lviv, {s} {} for nine hours.',
    'travel',
    'for nine hours',
    'By the time the train reaches Lviv',
  ),
  D('By April {s} {} Spanish lessons for a year.', 'take', 'for a year', 'By April'),
  D('By ten tonight {s} {} these boxes for five hours.', 'pack', 'for five hours', 'By ten tonight'),
  D(
    'By the time the builders finish, {s} {} in a rented room for six months.',
    'stay',
    'for six months',
    'By the time the builders finish',
  ),
  D('By next spring {s} {} this old car for fifteen years.', 'drive', 'for fifteen years', 'By next spring'),
  D(
    'By the time the speech ends, {s} {} for an hour and a half.',
    'talk',
    'for an hour and a half',
    'By the time the speech ends',
  ),
  D(
    'By the time the alarm goes off, {s} {} for nine hours.',
    'sleep',
    'for nine hours',
    'By the time the alarm goes off',
  ),
  D(
    'By the end of the shift {s} {} on {poss} feet for twelve hours.',
    'stand',
    'for twelve hours',
    'By the end of the shift',
  ),
  D(
    'By the end of the summer {s} {} at the café for three months.',
    'work',
    'for three months',
    'By the end of the summer',
  ),
  D(
    'By the time the plumber comes, {s} {} for him for a week.',
    'wait',
    'for a week',
    'By the time the plumber comes',
  ),
  D(
    'By the time the course ends, {s} {} French for two years.',
    'study',
    'for two years',
    'By the time the course ends',
  ),
  D('By the weekend {s} {} the house for a whole month.', 'renovate', 'for a whole month', 'By the weekend'),
  D(
    'By the time {pro} {be} fifty, {s} {} for over thirty years.',
    'work',
    'for over thirty years',
    'By the time … fifty',
    true,
  ),
  // A result counted by a future moment.
  R("By six o'clock {s} {} twenty pages.", 'write', 'twenty pages', "By six o'clock"),
  R(
    'By the end of the day {s} {} all the invitations.',
    'send',
    'all the invitations',
    'By the end of the day',
  ),
  R('By Friday {s} {} the whole report.', 'finish', 'the whole report', 'By Friday'),
  R(
    'By the end of the month {s} {} three thousand euros.',
    'save',
    'three thousand euros',
    'By the end of the month',
  ),
  R('By next year {s} {} every country in Europe.', 'visit', 'every country in Europe', 'By next year'),
  R('By lunchtime {s} {} all the rooms on the first floor.', 'clean', 'all the rooms', 'By lunchtime'),
  R(
    'By the end of the course {s} {} five hundred new words.',
    'learn',
    'five hundred new words',
    'By the end of the course',
  ),
  R('By tonight {s} {} the whole book.', 'read', 'the whole book', 'By tonight'),
  R(
    'By the time the party starts, {s} {} a hundred balloons.',
    'blow up',
    'a hundred balloons',
    'By the time the party starts',
  ),
  R('By Sunday {s} {} all the boxes.', 'unpack', 'all the boxes', 'By Sunday'),
  R('By the end of the season {s} {} twenty goals.', 'score', 'twenty goals', 'By the end of the season'),
  R(
    "By eight o'clock {s} {} the kitchen and the bathroom.",
    'paint',
    'the kitchen and the bathroom',
    "By eight o'clock",
  ),
  R(
    'By the time the guests arrive, {s} {} all the tables.',
    'set',
    'all the tables',
    'By the time the guests arrive',
  ),
  R('By the end of the week {s} {} every bill.', 'pay', 'every bill', 'By the end of the week'),
  R('By next Monday {s} {} the last chapter.', 'translate', 'the last chapter', 'By next Monday'),
  R(
    'By the time the sun sets, {s} {} thirty kilometres.',
    'walk',
    'thirty kilometres',
    'By the time the sun sets',
  ),
  R('By noon {s} {} forty phone calls.', 'make', 'forty phone calls', 'By noon'),
  R(
    'By the end of the trip {s} {} over a thousand photos.',
    'take',
    'over a thousand photos',
    'By the end of the trip',
  ),
  R(
    'By the time the shop closes, {s} {} all the cakes.',
    'sell',
    'all the cakes',
    'By the time the shop closes',
  ),
  R('By Thursday {s} {} both applications.', 'send off', 'both applications', 'By Thursday'),
  R('By the end of the year {s} {} the whole loan.', 'pay back', 'the whole loan', 'By the end of the year'),
  R("By ten o'clock {s} {} all the exam papers.", 'mark', 'all the exam papers', "By ten o'clock"),
  R(
    'By the end of the evening {s} {} every plate in the house.',
    'wash',
    'every plate',
    'By the end of the evening',
  ),
  R('By next week {s} {} the last of the furniture.', 'move', 'the last of the furniture', 'By next week'),
  // A moment when the activity is in progress.
  M(
    'At eight tonight {s} {} dinner with {poss} in-laws, so call after ten.',
    'have',
    'At eight tonight',
    'At eight tonight',
  ),
  M('This time tomorrow {s} {} on a beach in Greece.', 'lie', 'This time tomorrow', 'This time tomorrow'),
  M(
    'At nine tomorrow morning {s} {} {poss} driving test, so wish {obj} luck.',
    'take',
    'At nine tomorrow morning',
    'At nine tomorrow morning',
    true,
  ),
  M("Don't call at seven: {s} {} the children to bed then.", 'put', 'at seven … then', 'at seven'),
  M(
    'This time next week {s} {} somewhere in the middle of the Atlantic.',
    'sail',
    'This time next week',
    'This time next week',
  ),
  M(
    'At noon on Saturday {s} {} the wedding photos, so the phone will be off.',
    'take',
    'At noon on Saturday',
    'At noon on Saturday',
  ),
  M(
    'Come at six: {s} {} in the garden then, so just walk round the back.',
    'work',
    'at six … then',
    'at six',
  ),
  M('At midnight {s} {} somewhere over the Alps.', 'fly', 'At midnight', 'At midnight'),
  M(
    "This time tomorrow {s} {} the match at the stadium, so don't expect a reply.",
    'watch',
    'This time tomorrow',
    'This time tomorrow',
  ),
  M(
    "At three o'clock {s} {} {poss} presentation to the board, so the phone will be off.",
    'give',
    "At three o'clock",
    "At three o'clock",
  ),
  M(
    'This time next month {s} {} in {poss} new flat in Lviv.',
    'live',
    'This time next month',
    'This time next month',
  ),
  M("Don't ring at nine: {s} {} the film at the cinema then.", 'watch', 'at nine … then', 'at nine'),
  M(
    'At ten on Sunday {s} {} the half marathon, so come and cheer.',
    'run',
    'At ten on Sunday',
    'At ten on Sunday',
  ),
  M(
    'This time on Friday {s} {} through the mountains in a hired car.',
    'drive',
    'This time on Friday',
    'This time on Friday',
  ),
  M(
    "At eleven tomorrow {s} {} the exam, so {pro} can't meet for coffee.",
    'sit',
    'At eleven tomorrow',
    'At eleven tomorrow',
  ),
  M(
    'At half past six {s} {} the dog in the park, so call before six.',
    'walk',
    'At half past six',
    'At half past six',
  ),
  M('This time next year {s} {} at university.', 'study', 'This time next year', 'This time next year'),
  M(
    'At lunchtime tomorrow {s} {} the new staff, so the meeting room will be busy.',
    'interview',
    'At lunchtime tomorrow',
    'At lunchtime tomorrow',
  ),
  M(
    'When the guests come in, {s} {} the piano in the hall, as planned.',
    'play',
    'When the guests come in',
    'When the guests come in',
  ),
  M(
    "Don't visit on Saturday morning: {s} {} the whole flat then.",
    'clean',
    'on Saturday morning … then',
    'on Saturday morning',
  ),
  M(
    "At eight tomorrow evening {s} {} at the concert, so {pro} won't hear the phone.",
    'sing',
    'At eight tomorrow evening',
    'At eight tomorrow evening',
  ),
  M('This time on Sunday {s} {} in the sea.', 'swim', 'This time on Sunday', 'This time on Sunday'),
  M(
    "At noon tomorrow {s} {} lunch with a client, so {pro} won't answer calls.",
    'have',
    'At noon tomorrow',
    'At noon tomorrow',
  ),
  M(
    'At six tomorrow {s} {} the kids from school, so the meeting must end before then.',
    'pick up',
    'At six tomorrow',
    'At six tomorrow',
  ),
  // Issue 16: more situations of each kind, so a session meets one sentence per situation.
  D(
    'By the time the bus comes, {s} {} at this stop for forty minutes.',
    'wait',
    'for forty minutes',
    'By the time the bus comes',
  ),
  D('By next spring {s} {} this old house for two years.', 'renovate', 'for two years', 'By next spring'),
  D(
    'By the end of the shift {s} {} on {poss} feet for twelve hours.',
    'stand',
    'for twelve hours',
    'By the end of the shift',
  ),
  D(
    'By the time the results come out, {s} {} on this research for four years.',
    'work',
    'for four years',
    'By the time the results come out',
  ),
  D(
    'By the end of the meeting {s} {} for three hours without a pause.',
    'talk',
    'for three hours',
    'By the end of the meeting',
  ),
  D(
    'By the end of the summer {s} {} coffee at the beach café for four months.',
    'serve',
    'for four months',
    'By the end of the summer',
  ),
  D(
    'By the time the plumber arrives, {s} {} buckets of water out of the kitchen for an hour.',
    'carry',
    'for an hour',
    'By the time the plumber arrives',
  ),
  D(
    'By the time we reach the top, {s} {} for seven hours.',
    'climb',
    'for seven hours',
    'By the time we reach the top',
  ),
  D('By Saturday {s} {} at {poss} grandparents’ house for a month.', 'stay', 'for a month', 'By Saturday'),
  D('By the end of the wedding {s} {} for six hours.', 'dance', 'for six hours', 'By the end of the wedding'),
  D(
    'By the end of next year {s} {} for this charity for fifteen years.',
    'volunteer',
    'for fifteen years',
    'By the end of next year',
  ),
  D(
    'By the time the concert starts, {s} {} in the rain for two hours.',
    'stand',
    'for two hours',
    'By the time the concert starts',
  ),
  R(
    'By the end of the week {s} {} all the exam papers.',
    'mark',
    'all the exam papers',
    'By the end of the week',
  ),
  R(
    'By the time the shop closes, {s} {} three hundred cups of coffee.',
    'sell',
    'three hundred cups of coffee',
    'By the time the shop closes',
  ),
  R('By Monday {s} {} the whole flat.', 'paint', 'the whole flat', 'By Monday'),
  R(
    'By the end of the trip {s} {} more than a thousand photos.',
    'take',
    'more than a thousand photos',
    'By the end of the trip',
  ),
  R(
    'By the end of the evening {s} {} all the dishes.',
    'wash',
    'all the dishes',
    'By the end of the evening',
  ),
  R('By next June {s} {} the whole loan.', 'pay back', 'the whole loan', 'By next June'),
  R('By the end of the tournament {s} {} six matches.', 'win', 'six matches', 'By the end of the tournament'),
  R(
    'By the time you wake up, {s} {} all the presents.',
    'wrap',
    'all the presents',
    'By the time you wake up',
  ),
  M('This time next week {s} {} on a beach in Greece.', 'lie', 'This time next week', 'This time next week'),
  M(
    'At nine tomorrow morning {s} {} {poss} driving test, so {pro} can’t take you to the station.',
    'take',
    'At nine tomorrow morning',
    'At nine tomorrow morning',
  ),
  M(
    'This time on Saturday {s} {} on the lake in a small boat, far from any phone.',
    'sail',
    'This time on Saturday',
    'This time on Saturday',
  ),
  M(
    'At seven tonight {s} {} dinner, so please call after eight.',
    'cook',
    'At seven tonight',
    'At seven tonight',
  ),
  M(
    'This time tomorrow {s} {} somewhere over the Atlantic, so {pro} won’t be able to call.',
    'fly',
    'This time tomorrow',
    'This time tomorrow',
  ),
  M(
    'At four this afternoon {s} {} a driving lesson, so {pro} won’t see your message.',
    'have',
    'At four this afternoon',
    'At four this afternoon',
  ),
  M(
    'This time on Thursday {s} {} by the pool in Antalya.',
    'relax',
    'This time on Thursday',
    'This time on Thursday',
  ),
];

export const futurePerfectContinuous: TopicDef = makeTopic(copy, {
  target: 800,
  build: (rng) => {
    const items: Item[] = [];
    FPC_BASES.forEach((b, i) => {
      for (const s of someOf(rng, b.one ? ONE_PERSON : TENSE_SUBJECTS, 7, b.t)) {
        const cont = phrase(b.v, ing);
        const done = phrase(b.v, participle);
        const has = s.person === '3sg' ? 'has' : 'have';
        const [answer, wrong] =
          b.k === 'duration'
            ? [
                `will have been ${cont}`,
                [
                  d(`will be ${cont}`, 'future-continuous-for-duration', { cue: b.cue }),
                  d(`${has} been ${cont}`, 'present-perfect-for-future', { cue: b.when }),
                ],
              ]
            : b.k === 'result'
              ? [
                  `will have ${done}`,
                  // Not "will be doing": "By Friday she will be finishing the report" reads as a state reached by then.
                  [d(`will have been ${cont}`, 'continuous-for-result', { cue: b.cue })],
                ]
              : [
                  `will be ${cont}`,
                  [
                    d(`will have ${done}`, 'future-perfect-for-moment', { cue: b.cue }),
                    d(`will have been ${cont}`, 'perfect-continuous-at-moment', { cue: b.cue }),
                  ],
                ];
        items.push({
          text: fillSubject(b.t, s),
          answer,
          wrong,
          ruleId: b.k === 'duration' ? 'fpc-duration' : b.k === 'result' ? 'fp-result' : 'fc-moment',
          trigger: [b.cue],
          skeleton: `fpc-${i}`,
        });
      }
    });
    return items;
  },
});
