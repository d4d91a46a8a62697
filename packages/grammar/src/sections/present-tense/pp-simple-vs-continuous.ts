/**
 * Present perfect simple or continuous (issue 16): have done for a result, a number, a finished job;
 * have been doing for an activity still unfinished; state verbs simple only. Every base is authored with
 * the cue that forces its form; durations with for/since are used only with state verbs (with live, work,
 * teach "for two hours" takes both forms, so such verbs never stand in a duration item).
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import { haveFor } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import {
  fillSubject,
  ing,
  ONE_PERSON,
  otherHave,
  participle,
  phrase,
  someOf,
  TENSE_SUBJECTS,
} from './kit.ts';
import copy from './present-perfect-simple-vs-continuous.json' with { type: 'json' };

type Kind = 'result' | 'activity' | 'state';
interface Base {
  t: string;
  v: string;
  k: Kind;
  cue: string;
  one?: boolean;
}

const R = (t: string, v: string, cue: string, one = false): Base => ({ t, v, k: 'result', cue, one });
const A = (t: string, v: string, cue: string, one = false): Base => ({ t, v, k: 'activity', cue, one });
const ST = (t: string, v: string, cue: string, one = false): Base => ({ t, v, k: 'state', cue, one });

export const PP_BASES: Base[] = [
  // A result: how many, how much, the whole thing, finished.
  R('{S} {} three chapters of the book so far.', 'read', 'three chapters'),
  R('{S} {} forty emails today, and the inbox is finally empty.', 'answer', 'forty emails'),
  R('{S} {} the whole report, so {pro} can send it to the boss now.', 'write', 'the whole report'),
  R('{S} {} five kilometres so far, and there are five more to go.', 'run', 'five kilometres'),
  R('{S} {} all the plates, so you can put them away.', 'wash', 'all the plates'),
  R('{S} {} two cups of coffee this morning, and that is enough for one day.', 'drink', 'two cups'),
  R('{S} {} the living room, and it looks great in blue.', 'paint', 'looks great'),
  R('{S} {} six job applications this month.', 'send', 'six job applications'),
  R('{S} {} the car, so we can leave now.', 'pack', 'so we can leave now'),
  R('{S} {} about twenty photos of the sunset.', 'take', 'twenty photos'),
  R('{S} {} the film three times, so {pro} know{-s} every line.', 'see', 'three times'),
  R('{S} {} the new sofa, and it arrives on Friday.', 'order', 'arrives on Friday'),
  R('{S} {} the tickets, so we have our seats.', 'book', 'we have our seats'),
  R('{S} {} half of the cake, and the rest is for tomorrow.', 'eat', 'half of the cake'),
  R('{S} {} three new words in Spanish today.', 'learn', 'three new words'),
  R('{S} {} the bathroom, so it is ready for the guests.', 'clean', 'ready for the guests'),
  R('{S} {} ten pages of the essay so far.', 'write', 'ten pages'),
  R('{S} {} all the invitations, so the party is on.', 'send', 'all the invitations'),
  R('{S} {} the shopping, so the fridge is full.', 'do', 'the fridge is full'),
  R('{S} {} the tap, and it does not drip any more.', 'fix', 'does not drip any more'),
  R('{S} {} three museums since Monday.', 'visit', 'three museums'),
  R('{S} {} the keys, so we can open the door.', 'find', 'we can open the door'),
  R('{S} {} two hundred euros on this trip so far.', 'spend', 'two hundred euros'),
  R('{S} {} the application form, so it is ready to send.', 'fill in', 'ready to send'),
  R('{S} {} the whole box of chocolates!', 'eat', 'the whole box'),
  R('{S} {} six of the ten questions so far.', 'answer', 'six of the ten'),
  R('{S} {} the last bus, so {pro} {be} getting a taxi home.', 'miss', 'the last bus'),
  R('{S} {} the dog twice today.', 'walk', 'twice'),
  R('{S} {} all {poss} old clothes to charity.', 'give', 'all'),
  R('{S} {} the grass, so the garden looks tidy.', 'cut', 'looks tidy'),
  R('{S} {} three bottles of water since lunch.', 'drink', 'three bottles'),
  R('{S} {} the first draft, and now it needs checking.', 'finish', 'the first draft'),
  R('{S} {} four tables at the restaurant for the wedding.', 'book', 'four tables'),
  R('{S} {} the windows, so the room smells fresh.', 'open', 'smells fresh'),
  R('{S} {} eight boxes into the van so far.', 'carry', 'eight boxes'),
  R('{S} {} the rent for this month, so {pro} can relax.', 'pay', 'for this month'),
  R('{S} {} two tomatoes from the garden today.', 'pick', 'two tomatoes'),
  R('{S} {} the heating, so the flat will warm up soon.', 'turn on', 'will warm up soon'),
  R(
    '{S} {} the meeting to Thursday, so nobody needs to come in tomorrow.',
    'move',
    'nobody needs to come in tomorrow',
  ),
  R('{S} {} five songs for the concert so far.', 'learn', 'five songs'),
  R('{S} {} the bread, so it is ready for the sandwiches.', 'cut', 'ready for the sandwiches'),
  R('{S} {} three phone calls since breakfast.', 'make', 'three phone calls'),
  R('{S} {} the whole garden fence, and it looks like new.', 'paint', 'the whole garden fence'),
  R('{S} {} seven loaves of bread this week.', 'bake', 'seven loaves'),
  R('{S} {} the instructions twice, and it all makes sense now.', 'read', 'twice'),
  R('{S} {} all the boxes, so the new flat feels like home.', 'unpack', 'all the boxes'),
  R('{S} {} the password, so you need the new one.', 'change', 'you need the new one'),
  R('{S} {} only one glass of wine tonight.', 'have', 'only one glass'),
  R('{S} {} twelve postcards to friends so far.', 'write', 'twelve postcards'),
  R('{S} {} the last piece of pizza, sorry.', 'eat', 'the last piece'),
  R('{S} {} the broken chair, so you can sit on it again.', 'mend', 'sit on it again'),
  R('{S} {} both tyres, so the bike is ready.', 'pump up', 'both tyres'),
  // An activity still going on, or clearly not finished.
  A("{S} {} the kitchen since nine o'clock, and it still isn't clean.", 'clean', "still isn't clean"),
  A('{S} {} the fence all morning and {pro} {be} only halfway along it.', 'paint', 'only halfway'),
  A("{S} {} this book for weeks, and {pro} still {haven't} got to the end.", 'read', 'still … the end'),
  A('{S} {} {poss} thesis since March, and there are two chapters to go.', 'write', 'two chapters to go'),
  A('{S} {} the garage all afternoon, and it is still a mess.', 'tidy', 'still a mess'),
  A('{S} {} the car since lunch, and there is still one door left.', 'wash', 'still one door left'),
  A('{S} {} the boxes since eight, and there are still a dozen to go.', 'pack', 'still a dozen to go'),
  A('{S} {} the leaves all morning, and half the garden is still covered.', 'rake', 'half … still covered'),
  A('{S} {} that jigsaw puzzle for days, and only half of it is done.', 'do', 'only half of it is done'),
  A("{S} {} the report all day, and it still isn't ready.", 'write', "still isn't ready"),
  A('{S} {} the old shed since the weekend, and the roof is still up.', 'take down', 'the roof is still up'),
  A("{S} {} the printer all morning, and it still won't work.", 'repair', "still won't work"),
  A(
    '{S} {} the photos from the trip since dinner and {pro} {be} only up to Tuesday.',
    'sort',
    'only up to Tuesday',
  ),
  A("{S} {} the same email for an hour and still can't get the first line right.", 'write', "still can't"),
  A('{S} {} the wallpaper all day, and there is still one wall to do.', 'strip', 'still one wall to do'),
  A(
    "{S} {} the spare room for days, and {pro} {haven't} finished the ceiling yet.",
    'paint',
    "haven't finished … yet",
  ),
  A('{S} {} the cupboards since breakfast, and the kitchen is full of boxes.', 'clear out', 'full of boxes'),
  A('{S} {} the bathroom tiles all weekend, and there are still twenty left.', 'lay', 'still twenty left'),
  A('{S} {} {poss} notes since seven and {pro} {be} only on page ten.', 'go through', 'only on page ten'),
  A('{S} {} the tomatoes all morning, and the baskets are still half empty.', 'pick', 'still half empty'),
  A(
    '{S} {} the living room since lunch, and the sofa is still in the middle of it.',
    'rearrange',
    'still in the middle',
  ),
  A('{S} {} the bike for an hour, and the chain is still off.', 'fix', 'the chain is still off'),
  A(
    '{S} {} the drawers since ten, and there is paper all over the floor.',
    'empty',
    'paper all over the floor',
  ),
  A('{S} {} the essay since Sunday and {pro} {be} only halfway through.', 'edit', 'only halfway through'),
  A(
    '{S} {} the grass all afternoon and {pro} {be} nowhere near the end of the field.',
    'cut',
    'nowhere near the end',
  ),
  A(
    '{S} {} the files on the new laptop since lunch, and half of them are still on the old one.',
    'copy',
    'half of them are still',
  ),
  A(
    '{S} {} the old letters all evening and {pro} {be} not even through the first box.',
    'read',
    'not even through the first box',
  ),
  A("{S} {} the hedge since two o'clock, and it is still only half cut.", 'trim', 'still only half cut'),
  A(
    '{S} {} the wardrobe for an hour, and bits of it are still all over the floor.',
    'put together',
    'still all over the floor',
  ),
  A('{S} {} the windows all morning and {have} three more to go.', 'clean', 'three more to go'),
  A('{S} {} the guest list all evening, and it keeps getting longer.', 'write', 'keeps getting longer'),
  A('{S} {} the cake for an hour, and it still needs the icing.', 'decorate', 'still needs the icing'),
  A(
    '{S} {} the attic since Saturday, and there are still boxes everywhere.',
    'clear out',
    'still boxes everywhere',
  ),
  A(
    '{S} {} the curtains all afternoon and {pro} {be} only on the second one.',
    'sew',
    'only on the second one',
  ),
  A(
    '{S} {} the Christmas cards all evening and {pro} {be} only up to the letter D.',
    'write',
    'only up to the letter D',
  ),
  A(
    '{S} {} the spreadsheet since lunch, and half the numbers are still missing.',
    'fill in',
    'still missing',
  ),
  A(
    '{S} {} the books on the new shelves all morning, and most of them are still on the floor.',
    'arrange',
    'still on the floor',
  ),
  A(
    '{S} {} the bedroom since breakfast, and only one wall is blue so far.',
    'paint',
    'only one wall … so far',
  ),
  A("{S} {} dinner since six, and it still isn't ready.", 'cook', "still isn't ready"),
  A(
    '{S} {} the novel since January and {pro} {be} only on chapter three.',
    'translate',
    'only on chapter three',
  ),
  A(
    "{S} {} the instruction manual all evening and still {haven't} reached the part about the timer.",
    'read',
    'still … reached',
  ),
  A(
    '{S} {} the new software since Monday, and half the team still uses the old version.',
    'install',
    'half the team still uses the old version',
  ),
  A('{S} {} the garden path since eight, and half of it is still mud.', 'lay', 'half of it is still mud'),
  // State verbs: the simple only, even over a period.
  ST('{S} {} Mr Brown for twenty years.', 'know', 'know … for twenty years'),
  ST('{S} {} this car since 2018.', 'own', 'own … since 2018'),
  ST('{S} {} in ghosts since {poss} childhood.', 'believe', 'believe … since'),
  ST('{S} {} the same phone for six years.', 'have', 'have … for six years'),
  ST('{S} {} about the problem since Monday.', 'know', 'know … since Monday'),
  ST('{S} {} a flat by the sea for ten years.', 'own', 'own … for ten years'),
  ST('{S} {} dark chocolate since {pro} {was} a child.', 'love', 'love … since', true),
  ST('{S} {} this old watch since {poss} grandfather gave it to {obj}.', 'have', 'have … since', true),
  ST('{S} {} {poss} neighbours since they moved in.', 'know', 'know … since they moved in'),
  ST('{S} {} jazz for as long as {pro} can remember.', 'love', 'love … for as long as'),
  ST('{S} {} in that theory for years.', 'believe', 'believe … for years'),
  ST('{S} {} a dog since last spring.', 'have', 'have … since last spring'),
  ST('{S} {} the answer for days, but nobody asked.', 'know', 'know … for days'),
];

export const ppSimpleVsContinuous: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) => {
    const items: Item[] = [];
    PP_BASES.forEach((b, i) => {
      const pool = b.one ? ONE_PERSON : TENSE_SUBJECTS;
      for (const s of someOf(rng, pool, 6, b.t)) {
        const have = haveFor(s);
        const text = fillSubject(b.t, s)
          .replaceAll('{s}', '')
          .replace('know{-s}', s.person === '3sg' ? 'knows' : 'know')
          .replace(/(\w)\{s\}/g, (_m, c) => (s.person === '3sg' ? `${c}s` : c));
        const simple = phrase(b.v, participle);
        const cont = `been ${phrase(b.v, ing)}`;
        const answer = b.k === 'activity' ? `${have} ${cont}` : `${have} ${simple}`;
        const meaning =
          b.k === 'result'
            ? d(`${have} ${cont}`, 'continuous-for-result', { cue: b.cue })
            : b.k === 'activity'
              ? d(`${have} ${simple}`, 'simple-for-unfinished', { cue: b.cue })
              : d(`${have} ${cont}`, 'stative-progressive', { verb: b.v });
        items.push({
          text,
          answer,
          wrong: [
            meaning,
            d(`${otherHave(s)} ${b.k === 'activity' ? cont : simple}`, 'agreement-have', {
              subject: s.text,
              person: s.person === '3sg' ? '3sg' : 'non-3sg',
            }),
          ],
          ruleId: b.k === 'result' ? 'pp-result' : b.k === 'activity' ? 'pp-activity' : 'pp-state',
          trigger: [b.cue],
          skeleton: `ppsc-${i}`,
        });
      }
    });
    return items;
  },
});
