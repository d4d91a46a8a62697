/**
 * Reported statements (issue 16, B1–B2): the tense moves one step back after said / told when the
 * situation is over by the time of reporting (am → was, live → lived, am living → was living, have done →
 * had done, will → would, can → could). Authored bases: the words in quotes, then the report with a cue
 * that the situation has changed since (but she has moved since, but he found them later), so the unmoved
 * present is wrong in this context. The person quoted varies (lexicon/subject.ts fills is/was/has and the
 * third person; morph/verbs.ts the forms).
 * Second-answer guards: the present is offered as wrong only with such a cue (an unshifted present is
 * right when the fact still holds: "She said she is a teacher"); the past simple of the quote is never
 * asked to become had done (she said she saw it is also right); the other wrong choice is a form wrong in
 * every reading (a tense the other way, will for a past plan).
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import { isSpeakerRelative } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, someOf } from '../present-tense/kit.ts';
import copy from './reported-statements.json' with { type: 'json' };

type Kind = 'be' | 'simple' | 'continuous' | 'perfect' | 'will' | 'can';
export interface RsBase {
  t: string;
  k: Kind;
  /** The answer, with agreement tokens ({was}, {had}) filled for the person. */
  a: string;
  /** The unshifted form as said (with {be}, {have}, {-s} tokens). */
  same: string;
  /** A form wrong in every reading. */
  other: string;
  /** The words that show the situation is over: the trigger. */
  cue: string;
}
const R = (k: Kind, t: string, a: string, same: string, other: string, cue: string): RsBase => ({
  t,
  k,
  a,
  same,
  other,
  cue,
});

export const RS_BASES: RsBase[] = [
  // am / is → was
  R(
    'be',
    '“I’m a student.” Years ago {s} told me {pro} {} a student; now {pro} teach{-s} at the same university.',
    '{was}',
    '{be}',
    'has been',
    'now {pro} teach{-s}',
  ),
  R(
    'be',
    '“I’m single.” Last year {s} told me {pro} {} single, but {pro} got married in the summer.',
    '{was}',
    '{be}',
    'has been',
    'got married in the summer',
  ),
  R(
    'be',
    '“I’m afraid of dogs.” As a child {s} said {pro} {} afraid of dogs; now {pro} {have} two.',
    '{was}',
    '{be}',
    'will be',
    'now {pro} {have} two',
  ),
  R(
    'be',
    '“I’m tired of this job.” Last spring {s} said {pro} {} tired of {poss} job, so {pro} left it in May.',
    '{was}',
    '{be}',
    'will be',
    'left it in May',
  ),
  R(
    'be',
    '“I’m ill.” On Monday {s} told the boss {pro} {} ill, but {pro} {was} back at work on Tuesday.',
    '{was}',
    '{be}',
    'has been',
    'back at work on Tuesday',
  ),
  R(
    'be',
    '“I’m new in town.” When we first met, {s} said {pro} {} new in town; {pro} know{-s} everyone now.',
    '{was}',
    '{be}',
    'will be',
    'know{-s} everyone now',
  ),
  R(
    'be',
    '“I’m too busy to help.” Last week {s} said {pro} {} too busy to help, but {pro} came in the end.',
    '{was}',
    '{be}',
    'has been',
    'came in the end',
  ),
  R(
    'be',
    '“I’m at the station.” An hour ago {s} told me {pro} {} at the station; {pro} must be home by now.',
    '{was}',
    '{be}',
    'will be',
    'must be home by now',
  ),
  R(
    'be',
    '“I’m not ready.” Before the race {s} said {pro} {} ready, but {pro} won it.',
    'wasn’t',
    '{be}n’t',
    'hasn’t been',
    'but {pro} won it',
  ),
  // present simple → past simple
  R(
    'simple',
    '“I live in Lviv.” Last year {s} told me {pro} {} in Lviv, but {pro} {has} moved to Kyiv since then.',
    'lived',
    'live{-s}',
    'will live',
    'moved to Kyiv since then',
  ),
  R(
    'simple',
    '“I work at a bank.” In 2020 {s} told me {pro} {} at a bank; {pro} {has} run {poss} own café since 2022.',
    'worked',
    'work{-s}',
    'will work',
    'since 2022',
  ),
  R(
    'simple',
    '“I don’t eat meat.” Years ago {s} told me {pro} {} meat, but now {pro} love{-s} a good steak.',
    'didn’t eat',
    '{do}n’t eat',
    'won’t eat',
    'now {pro} love{-s} a good steak',
  ),
  R(
    'simple',
    '“I have a cat.” When we met, {s} said {pro} {} a cat; now {pro} {have} a dog as well.',
    'had',
    '{have}',
    'will have',
    'now {pro} {have} a dog as well',
  ),
  R(
    'simple',
    '“I drive to work.” Last year {s} said {pro} {} to work, but {pro} sold the car in March.',
    'drove',
    'drive{-s}',
    'will drive',
    'sold the car in March',
  ),
  R(
    'simple',
    '“I don’t speak English.” When {s} arrived, {pro} said {pro} {} English; now {pro} speak{-s} it well.',
    'didn’t speak',
    '{do}n’t speak',
    'won’t speak',
    'now {pro} speak{-s} it well',
  ),
  R(
    'simple',
    '“I know the way.” Before the trip {s} said {pro} {} the way, but we got lost twice.',
    'knew',
    'know{-s}',
    'will know',
    'we got lost twice',
  ),
  R(
    'simple',
    '“I like my new flat.” At first {s} said {pro} {} {poss} new flat, but after a month {pro} moved out.',
    'liked',
    'like{-s}',
    'will like',
    'after a month {pro} moved out',
  ),
  R(
    'simple',
    '“I play in a band.” At school {s} told me {pro} {} in a band; the band broke up years ago.',
    'played',
    'play{-s}',
    'will play',
    'broke up years ago',
  ),
  R(
    'simple',
    '“I want to be a pilot.” As a child {s} said {pro} {} to be a pilot; {pro} became a doctor.',
    'wanted',
    'want{-s}',
    'will want',
    'became a doctor',
  ),
  R(
    'simple',
    '“I need a new laptop.” In January {s} told me {pro} {} a new laptop; {pro} bought one in February.',
    'needed',
    'need{-s}',
    'will need',
    'bought one in February',
  ),
  R(
    'simple',
    '“I own a small shop.” Ten years ago {s} said {pro} {} a small shop; {pro} sold it long ago.',
    'owned',
    'own{-s}',
    'will own',
    'sold it long ago',
  ),
  R(
    'simple',
    '“I go to the gym every day.” Last winter {s} said {pro} {} to the gym every day, but {pro} stopped in spring.',
    'went',
    'go{-es}',
    'will go',
    'stopped in spring',
  ),
  R(
    'simple',
    '“I hate coffee.” At university {s} told me {pro} {} coffee; now {pro} drink{-s} three cups a day.',
    'hated',
    'hate{-s}',
    'will hate',
    'now {pro} drink{-s} three cups a day',
  ),
  R(
    'simple',
    '“I don’t have a phone.” Ten years ago {s} said {pro} {} a phone; now {pro} {is} never off it.',
    'didn’t have',
    '{do}n’t have',
    'won’t have',
    'now {pro} {is} never off it',
  ),
  R(
    'simple',
    '“I teach at a school in Poltava.” When we met, {s} said {pro} {} at a school in Poltava; {pro} retired last year.',
    'taught',
    'teach{-es}',
    'will teach',
    'retired last year',
  ),
  // present continuous → past continuous
  R(
    'continuous',
    '“I’m living with my parents.” Last year {s} told me {pro} {} with {poss} parents, but {pro} {has} {poss} own flat now.',
    '{was} living',
    '{be} living',
    'has lived',
    'own flat now',
  ),
  R(
    'continuous',
    '“I’m looking for a job.” In May {s} told me {pro} {} for a job; {pro} found one in June.',
    '{was} looking',
    '{be} looking',
    'has looked',
    'found one in June',
  ),
  R(
    'continuous',
    '“I’m learning to drive.” Last summer {s} said {pro} {} to drive; {pro} passed the test in the autumn.',
    '{was} learning',
    '{be} learning',
    'will learn',
    'passed the test in the autumn',
  ),
  R(
    'continuous',
    '“I’m writing a book.” Five years ago {s} told me {pro} {} a book; it came out last month.',
    '{was} writing',
    '{be} writing',
    'will write',
    'it came out last month',
  ),
  R(
    'continuous',
    '“I’m feeling much better.” Last week {s} said {pro} {} much better, but then {pro} got ill again.',
    '{was} feeling',
    '{be} feeling',
    'has felt',
    'got ill again',
  ),
  R(
    'continuous',
    '“I’m staying at the Grand Hotel.” During the conference {s} said {pro} {} at the Grand Hotel; {pro} flew home on Sunday.',
    '{was} staying',
    '{be} staying',
    'will stay',
    'flew home on Sunday',
  ),
  R(
    'continuous',
    '“I’m saving for a car.” Last year {s} told me {pro} {} for a car; {pro} bought one in the spring.',
    '{was} saving',
    '{be} saving',
    'has saved',
    'bought one in the spring',
  ),
  R(
    'continuous',
    '“I’m waiting for the bus.” Half an hour ago {s} texted that {pro} {} for the bus; {pro} {is} here now.',
    '{was} waiting',
    '{be} waiting',
    'has waited',
    '{pro} {is} here now',
  ),
  R(
    'continuous',
    '“I’m working on a new project.” In March {s} told me {pro} {} on a new project; it finished in June.',
    '{was} working',
    '{be} working',
    'will work',
    'it finished in June',
  ),
  R(
    'continuous',
    '“I’m building a house.” Two years ago {s} told me {pro} {} a house; {pro} moved into it last month.',
    '{was} building',
    '{be} building',
    'has built',
    'moved into it last month',
  ),
  R(
    'continuous',
    '“I’m planning a trip to Japan.” Last winter {s} said {pro} {} a trip to Japan; {pro} went in April.',
    '{was} planning',
    '{be} planning',
    'will plan',
    'went in April',
  ),
  // present perfect → past perfect
  R(
    'perfect',
    '“I’ve lost my keys.” This morning {s} told me {pro} {} {poss} keys, but {pro} found them an hour later.',
    'had lost',
    '{has} lost',
    'would lose',
    'found them an hour later',
  ),
  R(
    'perfect',
    '“I’ve never been to Paris.” Last year {s} told me {pro} {} to Paris, but {pro} went there in May.',
    'had never been',
    '{has} never been',
    'would never be',
    'went there in May',
  ),
  R(
    'perfect',
    '“I haven’t finished the report.” At lunch {s} said {pro} {} the report; {pro} sent it at five.',
    'hadn’t finished',
    '{has}n’t finished',
    'wouldn’t finish',
    'sent it at five',
  ),
  R(
    'perfect',
    '“I’ve broken my phone.” Last week {s} told me {pro} {} {poss} phone; it’s fixed now.',
    'had broken',
    '{has} broken',
    'would break',
    'it’s fixed now',
  ),
  R(
    'perfect',
    '“I’ve never tried sushi.” Two years ago {s} said {pro} {} sushi; now {pro} eat{-s} it every week.',
    'had never tried',
    '{has} never tried',
    'would never try',
    'now {pro} eat{-s} it every week',
  ),
  R(
    'perfect',
    '“I haven’t met your parents.” Before the wedding {s} said {pro} {} my parents; they get on well now.',
    'hadn’t met',
    '{has}n’t met',
    'wouldn’t meet',
    'they get on well now',
  ),
  R(
    'perfect',
    '“I’ve forgotten my password.” In the morning {s} said {pro} {} {poss} password, but IT reset it by noon.',
    'had forgotten',
    '{has} forgotten',
    'would forget',
    'IT reset it by noon',
  ),
  R(
    'perfect',
    '“I’ve just missed the bus.” At eight {s} told me {pro} {} the bus, so {pro} came by taxi.',
    'had just missed',
    '{has} just missed',
    'would just miss',
    'so {pro} came by taxi',
  ),
  R(
    'perfect',
    '“I’ve sold my bike.” Last spring {s} told me {pro} {} {poss} bike, but then {pro} bought it back.',
    'had sold',
    '{has} sold',
    'would sell',
    'bought it back',
  ),
  R(
    'perfect',
    '“I haven’t decided yet.” Last week {s} said {pro} {} yet; {pro} signed the contract on Friday.',
    'hadn’t decided',
    '{has}n’t decided',
    'wouldn’t decide',
    'signed the contract on Friday',
  ),
  // will → would
  R(
    'will',
    '“I’ll call you tonight.” Last Monday {s} said {pro} {} me that night, but {pro} didn’t.',
    'would call',
    'will call',
    'calls',
    'but {pro} didn’t',
  ),
  R(
    'will',
    '“I’ll be there at six.” Yesterday {s} said {pro} {} there at six, but {pro} came at eight.',
    'would be',
    'will be',
    '{be}',
    'came at eight',
  ),
  R(
    'will',
    '“I’ll pay you back next week.” In March {s} said {pro} {} me back the following week; {pro} paid in June.',
    'would pay',
    'will pay',
    'pay{-s}',
    'paid in June',
  ),
  R(
    'will',
    '“I’ll never leave this town.” Years ago {s} told me {pro} {} the town; {pro} {has} lived abroad since 2019.',
    'would never leave',
    'will never leave',
    'never leave{-s}',
    'lived abroad since 2019',
  ),
  R(
    'will',
    '“I’ll help you move.” Last month {s} promised {pro} {} me move, but {pro} {was} away that weekend.',
    'would help',
    'will help',
    'help{-s}',
    '{was} away that weekend',
  ),
  R(
    'will',
    '“I’ll send the photos tomorrow.” Three weeks ago {s} said {pro} {} the photos the next day; they came yesterday.',
    'would send',
    'will send',
    'send{-s}',
    'they came yesterday',
  ),
  R(
    'will',
    '“I’ll finish it by Friday.” Last Monday {s} said {pro} {} it by Friday, but {pro} needed another week.',
    'would finish',
    'will finish',
    'finish{-es}',
    'needed another week',
  ),
  R(
    'will',
    '“I’ll be back in five minutes.” An hour ago {s} said {pro} {} back in five minutes, and {pro} still {is}n’t here.',
    'would be',
    'will be',
    '{be}',
    '{pro} still {is}n’t here',
  ),
  R(
    'will',
    '“I’ll never learn to ski.” Last winter {s} said {pro} {} to ski; this year {pro} skied down the hardest slope.',
    'would never learn',
    'will never learn',
    'never learn{-s}',
    'skied down the hardest slope',
  ),
  // can → could
  R(
    'can',
    '“I can’t swim.” As a child {s} told me {pro} {} swim; now {pro} swim{-s} every morning.',
    'couldn’t',
    'can’t',
    'won’t be able to',
    'now {pro} swim{-s} every morning',
  ),
  R(
    'can',
    '“I can come on Saturday.” On Monday {s} said {pro} {} come on Saturday, but then {pro} got ill.',
    'could',
    'can',
    'will can',
    'then {pro} got ill',
  ),
  R(
    'can',
    '“I can’t find my passport.” Before the flight {s} said {pro} {} find {poss} passport; it was in {poss} coat.',
    'couldn’t',
    'can’t',
    'won’t can',
    'it was in {poss} coat',
  ),
  R(
    'can',
    '“I can fix it myself.” Last week {s} said {pro} {} fix the car {refl}, but in the end {pro} called a mechanic.',
    'could',
    'can',
    'will can',
    'called a mechanic',
  ),
  R(
    'can',
    '“I can’t drive.” Ten years ago {s} said {pro} {} drive; {pro} drive{-s} a taxi now.',
    'couldn’t',
    'can’t',
    'won’t can',
    'drive{-s} a taxi now',
  ),
  R(
    'can',
    '“I can lend you my car.” Last month {s} said {pro} {} lend me {poss} car, but then {pro} sold it.',
    'could',
    'can',
    'will can',
    'then {pro} sold it',
  ),

  // Grown for issue 16 (full catalogue): more bases, each with its own cue that the situation is over.
  R(
    'be',
    '“I’m on holiday in Spain.” Last week {s} told me {pro} {} on holiday in Spain; {pro} {was} back at work on Monday.',
    '{was}',
    '{be}',
    'has been',
    'back at work on Monday',
  ),
  R(
    'be',
    '“I’m scared of flying.” Years ago {s} told me {pro} {} scared of flying; now {pro} fly{-s} all over the world.',
    '{was}',
    '{be}',
    'has been',
    'now {pro} fly{-s} all over the world',
  ),
  R(
    'be',
    '“I’m not hungry.” At lunch {s} said {pro} {} hungry, but by three {pro} {was} eating a huge sandwich.',
    'wasn’t',
    '{be}n’t',
    'hasn’t been',
    'by three {pro} {was} eating a huge sandwich',
  ),
  R(
    'be',
    '“I’m engaged.” Two years ago {s} told me {pro} {} engaged; the wedding was last summer.',
    '{was}',
    '{be}',
    'will be',
    'the wedding was last summer',
  ),
  R(
    'be',
    '“I’m stuck in traffic.” At nine {s} texted that {pro} {} stuck in traffic; {pro} got to the office at ten.',
    '{was}',
    '{be}',
    'has been',
    'got to the office at ten',
  ),
  R(
    'simple',
    '“I don’t like cats.” Years ago {s} told me {pro} {} cats; now {pro} {has} three of them.',
    'didn’t like',
    '{do}n’t like',
    'won’t like',
    'now {pro} {has} three of them',
  ),
  R(
    'simple',
    '“I take the bus to work.” Last year {s} told me {pro} {} the bus to work; now {pro} cycle{-s}.',
    'took',
    'take{-s}',
    'will take',
    'now {pro} cycle{-s}',
  ),
  R(
    'simple',
    '“I earn very little.” When {s} started at the firm, {pro} told me {pro} {} very little; {pro} {has} been promoted twice since then.',
    'earned',
    'earn{-s}',
    'will earn',
    'promoted twice since then',
  ),
  R(
    'simple',
    '“I rent a flat in the centre.” In 2021 {s} told me {pro} {} a flat in the centre; {pro} bought a house in 2023.',
    'rented',
    'rent{-s}',
    'will rent',
    'bought a house in 2023',
  ),
  R(
    'simple',
    '“I don’t know anyone here.” On {poss} first day at work {s} told me {pro} {} anyone there; now {pro} {has} lots of friends there.',
    'didn’t know',
    '{do}n’t know',
    'won’t know',
    'now {pro} {has} lots of friends there',
  ),
  R(
    'simple',
    '“I sing in a choir.” When we met, {s} told me {pro} {} in a choir, but {pro} left it years ago.',
    'sang',
    'sing{-s}',
    'will sing',
    'left it years ago',
  ),
  R(
    'continuous',
    '“I’m studying for my exams.” Last June {s} told me {pro} {} for {poss} exams; {pro} passed them all in July.',
    '{was} studying',
    '{be} studying',
    'has studied',
    'passed them all in July',
  ),
  R(
    'continuous',
    '“I’m renovating the kitchen.” In spring {s} told me {pro} {} the kitchen; it was finished by August.',
    '{was} renovating',
    '{be} renovating',
    'has renovated',
    'finished by August',
  ),
  R(
    'continuous',
    '“I’m having a great time.” In {poss} first postcard {s} wrote that {pro} {} a great time; {pro} came home a week early.',
    '{was} having',
    '{be} having',
    'has had',
    'came home a week early',
  ),
  R(
    'continuous',
    '“I’m thinking of selling my car.” In January {s} told me {pro} {} of selling {poss} car; {pro} sold it in March.',
    '{was} thinking',
    '{be} thinking',
    'has thought',
    'sold it in March',
  ),
  R(
    'perfect',
    '“I’ve never driven a car.” Last spring {s} told me {pro} {} a car; {pro} passed {poss} driving test in October.',
    'had never driven',
    '{has} never driven',
    'would never drive',
    'passed {poss} driving test in October',
  ),
  R(
    'perfect',
    '“I’ve lost my wallet.” At the café {s} said {pro} {} {poss} wallet, but the waiter found it under the table.',
    'had lost',
    '{has} lost',
    'would lose',
    'the waiter found it under the table',
  ),
  R(
    'perfect',
    '“I haven’t read the book.” Last month {s} told me {pro} {} the book; {pro} finished it on the train last week.',
    'hadn’t read',
    '{has}n’t read',
    'wouldn’t read',
    'finished it on the train last week',
  ),
  R(
    'perfect',
    '“I’ve never seen the sea.” As a child {s} told me {pro} {} the sea; {pro} {has} lived by the sea for ten years now.',
    'had never seen',
    '{has} never seen',
    'would never see',
    'lived by the sea for ten years now',
  ),
  R(
    'will',
    '“I’ll be late for dinner.” At six {s} said {pro} {} late for dinner, but {pro} got home before seven.',
    'would be',
    'will be',
    '{be}',
    'got home before seven',
  ),
  R(
    'will',
    '“I’ll bring the cake.” Last week {s} said {pro} {} the cake, but {pro} forgot it.',
    'would bring',
    'will bring',
    'brings',
    'but {pro} forgot it',
  ),
  R(
    'will',
    '“I’ll write every week.” When {s} left, {pro} said {pro} {} every week; {pro} wrote twice.',
    'would write',
    'will write',
    'writes',
    '{pro} wrote twice',
  ),
  R(
    'will',
    '“I’ll never move to a big city.” At school {s} said {pro} {} to a big city; {pro} {has} lived in Kyiv for years now.',
    'would never move',
    'will never move',
    'never moves',
    'lived in Kyiv for years now',
  ),
  R(
    'can',
    '“I can’t cook.” When we met, {s} told me {pro} {} cook; now {pro} bake{-s} {poss} own bread.',
    'couldn’t',
    'can’t',
    'won’t be able to',
    'now {pro} bake{-s} {poss} own bread',
  ),
  R(
    'can',
    '“I can meet you at the airport.” Last week {s} said {pro} {} meet me at the airport, but then {poss} flight was cancelled.',
    'could',
    'can',
    'will can',
    'then {poss} flight was cancelled',
  ),
  R(
    'can',
    '“I can’t speak Spanish.” Five years ago {s} said {pro} {} speak Spanish; now {pro} teach{-es} it.',
    'couldn’t',
    'can’t',
    'won’t can',
    'now {pro} teach{-es} it',
  ),
];

/** The person quoted: one person, never the speaker (the speaker hears the words). */
const QUOTED: Subject[] = ONE_PERSON.filter((s) => s.text !== 'I');

/** People one meets: "When we met, my sister told me …" reads oddly, so such bases quote no relative. */
export const quotedFor = (t: string): Subject[] =>
  /\bwe (first )?met\b/i.test(t) ? QUOTED.filter((s) => !isSpeakerRelative(s.text)) : QUOTED;

const REFL: Record<string, string> = { he: 'himself', she: 'herself' };

function fillAll(t: string, s: Subject): string {
  const pro = s.text === 'he' || s.text === 'she' ? s.text : s.poss === 'his' ? 'he' : 'she';
  return fillSubject(
    t
      .replace(/([a-z]+)\{-(?:es)\}/g, (_m, w: string) => `${w}{-s}`)
      .replaceAll('{refl}', REFL[pro] ?? 'themselves')
      .replaceAll('{has}', '{have}')
      .replaceAll('{is}', '{be}'),
    s,
  );
}

export function buildRs(b: RsBase, s: Subject): Item {
  const cue = fillAll(b.cue, s);
  const answer = fillAll(b.a, s);
  const same = fillAll(b.same, s);
  return {
    text: fillAll(b.t, s).replace(/^([a-z])/, (c) => c.toUpperCase()),
    answer,
    wrong: [
      d(same, 'no-backshift-reported', { cue }),
      d(fillAll(b.other, s), 'wrong-shift-reported', { needed: answer, original: same }),
    ],
    ruleId: `rs-${b.k}`,
    trigger: [cue],
    skeleton: `rs-${b.t}`,
  };
}

export const reportedStatements: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) => RS_BASES.flatMap((b) => someOf(rng, quotedFor(b.t), 8, b.t).map((s) => buildRs(b, s))),
});
