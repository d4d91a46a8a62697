/**
 * Time and place words in reported speech (issue 16, B2): words said on one day and reported later or
 * elsewhere move with the time (tomorrow → the next day, yesterday → the day before, today → that day,
 * next week → the following week, last week → the week before). Authored bases: the words as they were
 * said in quotes, then a cue that the reporting is clearly later (Last month, A year later, In March); the
 * person quoted varies (lexicon/subject.ts). Here → there is left out: a learner's "here" can always mean
 * the place of the reporting, so the context rarely rules it out.
 * Second-answer guards: only one of the synonyms is ever a choice (the next day, never also the following
 * day or the day after; the day before, never the previous day), so a wrong choice is the unmoved word
 * (wrong because the cue puts the reporting at another time or place) or the word for the opposite
 * direction in time, wrong in every reading.
 */

import { z } from 'zod';
import { d, type Item, makeTopic } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import { isSpeakerRelative } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, someOf } from '../present-tense/kit.ts';
import data from './reported-speech-time-words.data.json' with { type: 'json' };
import copy from './reported-speech-time-words.json' with { type: 'json' };

type Said = 'tomorrow' | 'yesterday' | 'today' | 'tonight' | 'next week' | 'last week';

const SaidSchema = z.enum(['tomorrow', 'yesterday', 'today', 'tonight', 'next week', 'last week']);

/** What each word said becomes when reported later or elsewhere, and the opposite direction (wrong). */
const SHIFT: Record<Said, { needed: string; opposite: string }> = record(
  'SHIFT',
  data.SHIFT,
  z.strictObject({ needed: z.string(), opposite: z.string() }),
  SaidSchema,
);

export interface TwBase {
  t: string;
  said: Said;
  /** The words that put the reporting at a later time or another place: the trigger. */
  cue: string;
}
const B = (t: string, said: Said, cue: string): TwBase => ({ t, said, cue });

export const TW_BASES: TwBase[] = [
  // tomorrow → the next day
  B(
    '“I’ll call you tomorrow.” Last month {s} told me {pro} would call me {}, but {pro} never did.',
    'tomorrow',
    'Last month',
  ),
  B(
    '“The parcel will arrive tomorrow.” Two weeks ago {s} promised the parcel would arrive {}, and it still hasn’t come.',
    'tomorrow',
    'Two weeks ago',
  ),
  B(
    '“I’ll bring the book tomorrow.” Last Monday {s} said {pro} would bring the book {}, but {pro} forgot.',
    'tomorrow',
    'Last Monday',
  ),
  B(
    '“I’ll pay you back tomorrow.” Three weeks ago {s} said {pro} would pay me back {}, and I’m still waiting.',
    'tomorrow',
    'Three weeks ago',
  ),
  B(
    '“The exam results come out tomorrow.” Last summer {s} told me the results were coming out {}.',
    'tomorrow',
    'Last summer',
  ),
  B(
    '“I’m leaving for Kyiv tomorrow.” Years later, {s} still remembered telling {poss} mother {pro} was leaving {}.',
    'tomorrow',
    'Years later',
  ),
  B(
    '“I’ll fix the tap tomorrow.” A month ago {s} promised {pro} would fix the tap {}; it’s still dripping.',
    'tomorrow',
    'A month ago',
  ),
  B(
    '“I’ll send the contract tomorrow.” In January {s} told the client {pro} would send the contract {}.',
    'tomorrow',
    'In January',
  ),
  B(
    '“I’ll start my diet tomorrow.” Last spring {s} said {pro} would start {poss} diet {}; {pro} still hasn’t.',
    'tomorrow',
    'Last spring',
  ),
  B('“The shop opens tomorrow.” A week ago {s} told me the shop was opening {}.', 'tomorrow', 'A week ago'),
  B(
    '“I’ll return your drill tomorrow.” Back in October {s} said {pro} would return my drill {}.',
    'tomorrow',
    'Back in October',
  ),
  B(
    '“I’m seeing the doctor tomorrow.” Last week {s} told me {pro} {was} seeing the doctor {}.',
    'tomorrow',
    'Last week',
  ),
  B(
    '“I’ll book the table tomorrow.” Last Thursday {s} said {pro} would book the table {}, but {pro} forgot.',
    'tomorrow',
    'Last Thursday',
  ),
  // yesterday → the day before
  B(
    '“I found your wallet yesterday.” In the spring {s} told me {pro} had found my wallet {}.',
    'yesterday',
    'In the spring',
  ),
  B(
    '“I finished the painting yesterday.” Last autumn {s} told us {pro} had finished the painting {}.',
    'yesterday',
    'Last autumn',
  ),
  B(
    '“I spoke to your boss yesterday.” Two weeks ago {s} said {pro} had spoken to my boss {}.',
    'yesterday',
    'Two weeks ago',
  ),
  B(
    '“I saw your brother yesterday.” Last week {s} told me {pro} had seen my brother {}.',
    'yesterday',
    'Last week',
  ),
  B(
    '“I finished the book yesterday.” In the summer {s} told me {pro} had finished the book {}.',
    'yesterday',
    'In the summer',
  ),
  B(
    '“I arrived yesterday.” A month later, {s} wrote that {pro} had arrived in Lisbon {}.',
    'yesterday',
    'A month later',
  ),
  B(
    '“I lost my keys yesterday.” Last Friday {s} told me {pro} had lost {poss} keys {}.',
    'yesterday',
    'Last Friday',
  ),
  B(
    '“I posted the letter yesterday.” Weeks later, {s} still insisted {pro} had posted the letter {}.',
    'yesterday',
    'Weeks later',
  ),
  B(
    '“I called the bank yesterday.” Two months ago {s} said {pro} had called the bank {}.',
    'yesterday',
    'Two months ago',
  ),
  B(
    '“The storm started yesterday.” Years ago, {s} wrote to me that the storm had started {}.',
    'yesterday',
    'Years ago',
  ),
  B(
    '“I bought the tickets yesterday.” Last month {s} told us {pro} had bought the tickets {}.',
    'yesterday',
    'Last month',
  ),
  B(
    '“I met your teacher yesterday.” A month later, {s} told me {pro} had met my teacher {}.',
    'yesterday',
    'A month later',
  ),
  B(
    '“I paid the rent yesterday.” In April {s} told the landlord {pro} had paid the rent {}.',
    'yesterday',
    'In April',
  ),
  B(
    '“I was ill yesterday.” A week later, {s} explained that {pro} had been ill {}.',
    'yesterday',
    'A week later',
  ),
  B(
    '“I sent you an email yesterday.” Last winter {s} told me {pro} had sent me an email {}.',
    'yesterday',
    'Last winter',
  ),
  B(
    '“I got back from Egypt yesterday.” Last year {s} told me {pro} had got back from Egypt {}.',
    'yesterday',
    'Last year',
  ),
  // today → that day; tonight → that night
  B(
    '“I’m working late today.” Last Tuesday {s} told me {pro} {was} working late {}.',
    'today',
    'Last Tuesday',
  ),
  B(
    '“I have a dentist’s appointment today.” Last month {s} said {pro} had a dentist’s appointment {}.',
    'today',
    'Last month',
  ),
  B(
    '“It’s my birthday today.” Weeks later, I remembered that {s} had said it was {poss} birthday {}.',
    'today',
    'Weeks later',
  ),
  B(
    '“I can’t come to the meeting today.” Last Monday {s} said {pro} couldn’t come to the meeting {}.',
    'today',
    'Last Monday',
  ),
  B(
    '“The museum is closed today.” When we talked in May, {s} said the museum was closed {}.',
    'today',
    'When we talked in May',
  ),
  B(
    '“I’m going to finish the report today.” Last Friday {s} promised {pro} would finish the report {}.',
    'today',
    'Last Friday',
  ),
  B('“I feel much better today.” A week ago {s} said {pro} felt much better {}.', 'today', 'A week ago'),
  B(
    '“I’m cooking dinner tonight.” Last Saturday {s} told me {pro} {was} cooking dinner {}.',
    'tonight',
    'Last Saturday',
  ),
  B(
    '“I’ll call you tonight.” Last week {s} said {pro} would call me {}, but {pro} didn’t.',
    'tonight',
    'Last week',
  ),
  B(
    '“I’m going to the theatre tonight.” Last month {s} told me {pro} {was} going to the theatre {}.',
    'tonight',
    'Last month',
  ),
  B(
    '“I’m staying at a hotel tonight.” In March {s} told us {pro} {was} staying at a hotel {}.',
    'tonight',
    'In March',
  ),
  B('“The concert is tonight.” Last October {s} told me the concert was {}.', 'tonight', 'Last October'),
  B(
    '“I’m too tired to go out tonight.” Last Friday {s} said {pro} {was} too tired to go out {}.',
    'tonight',
    'Last Friday',
  ),
  B(
    '“I’m meeting the new manager today.” Last month {s} told me {pro} {was} meeting the new manager {}.',
    'today',
    'Last month',
  ),
  B('“I’m not hungry tonight.” Last Sunday {s} said {pro} wasn’t hungry {}.', 'tonight', 'Last Sunday'),
  B(
    '“I’ll finish the cake tonight.” Last week {s} promised {pro} would finish the cake {}.',
    'tonight',
    'Last week',
  ),
  // next week → the following week
  B(
    '“I’ll pay the bill next week.” In February {s} said {pro} would pay the bill {}.',
    'next week',
    'In February',
  ),
  B(
    '“I’m flying to Warsaw next week.” Last month {s} told me {pro} {was} flying to Warsaw {}.',
    'next week',
    'Last month',
  ),
  B(
    '“The plumber is coming next week.” Last winter {s} told me the plumber was coming {}.',
    'next week',
    'Last winter',
  ),
  B(
    '“I’m starting a new job next week.” Last month {s} told me {pro} {was} starting a new job {}.',
    'next week',
    'Last month',
  ),
  B(
    '“We’ll finish the project next week.” In June {s} said they would finish the project {}, but it took until August.',
    'next week',
    'In June',
  ),
  B(
    '“I’m going on holiday next week.” In May {s} told me {pro} {was} going on holiday {}.',
    'next week',
    'In May',
  ),
  B(
    '“I’ll visit you next week.” Two months ago {s} promised {pro} would visit me {}, but {pro} never came.',
    'next week',
    'Two months ago',
  ),
  B(
    '“My sister is getting married next week.” Last spring {s} told me {poss} sister was getting married {}.',
    'next week',
    'Last spring',
  ),
  B(
    '“I’ll have the results next week.” In January {s} said {pro} would have the results {}.',
    'next week',
    'In January',
  ),
  B(
    '“I’m moving to Odesa next week.” Last summer {s} told me {pro} {was} moving to Odesa {}.',
    'next week',
    'Last summer',
  ),
  B(
    '“I’m taking my driving test next week.” Last October {s} told me {pro} {was} taking {poss} driving test {}.',
    'next week',
    'Last October',
  ),
  B(
    '“I’ll give you an answer next week.” In October {s} said {pro} would give me an answer {}.',
    'next week',
    'In October',
  ),
  B(
    '“The course begins next week.” Last September {s} told me the course began {}.',
    'next week',
    'Last September',
  ),
  // last week → the week before
  B(
    '“I lost my phone last week.” In March {s} told me {pro} had lost {poss} phone {}.',
    'last week',
    'In March',
  ),
  B(
    '“I saw a great concert last week.” Last year {s} told me {pro} had seen a great concert {}.',
    'last week',
    'Last year',
  ),
  B(
    '“I visited my grandmother last week.” A month ago {s} said {pro} had visited {poss} grandmother {}.',
    'last week',
    'A month ago',
  ),
  B(
    '“I started a new job last week.” Last month {s} told me {pro} had started a new job {}.',
    'last week',
    'Last month',
  ),
  B('“I moved last week.” In May {s} told me {pro} had moved {}.', 'last week', 'In May'),
  B(
    '“I had the flu last week.” A month later, {s} said {pro} had had the flu {}.',
    'last week',
    'A month later',
  ),
  B(
    '“I ran my first marathon last week.” Last year {s} told me {pro} had run {poss} first marathon {}.',
    'last week',
    'Last year',
  ),
  B(
    '“I saw that film last week.” In December {s} said {pro} had seen that film {}.',
    'last week',
    'In December',
  ),
  B(
    '“I got engaged last week.” Last summer {s} told everyone {pro} had got engaged {}.',
    'last week',
    'Last summer',
  ),
  B(
    '“I passed my driving test last week.” In April {s} told me {pro} had passed {poss} driving test {}.',
    'last week',
    'In April',
  ),
  B(
    '“I sold my car last week.” Two months ago {s} said {pro} had sold {poss} car {}.',
    'last week',
    'Two months ago',
  ),
  B(
    '“I went to the dentist last week.” In the autumn {s} told me {pro} had been to the dentist {}.',
    'last week',
    'In the autumn',
  ),
  B(
    '“I applied for the course last week.” Last February {s} said {pro} had applied for the course {}.',
    'last week',
    'Last February',
  ),
  B(
    '“I painted the kitchen last week.” At Christmas {s} told us {pro} had painted the kitchen {}.',
    'last week',
    'At Christmas',
  ),
  B(
    '“I met my new boss last week.” In November {s} told me {pro} had met {poss} new boss {}.',
    'last week',
    'In November',
  ),
  // Grown for issue 16 (full catalogue).
  B(
    '“I’m working from home today.” Last Wednesday {s} told me {pro} {was} working from home {}.',
    'today',
    'Last Wednesday',
  ),
  B(
    '“The museum is closed today.” Last Monday {s} told us the museum was closed {}.',
    'today',
    'Last Monday',
  ),
  B(
    '“I’m not feeling well today.” Last Friday {s} told me {pro} wasn’t feeling well {}.',
    'today',
    'Last Friday',
  ),
  B(
    '“My train leaves at six today.” Last Sunday {s} told me {poss} train was leaving at six {}.',
    'today',
    'Last Sunday',
  ),
  B(
    '“I’ll be home late tonight.” Last Thursday {s} told me {pro} would be home late {}.',
    'tonight',
    'Last Thursday',
  ),
  B(
    '“I’m watching the match tonight.” Last Saturday {s} said {pro} {was} watching the match {}.',
    'tonight',
    'Last Saturday',
  ),
  B(
    '“I’m too tired to go out tonight.” Last Friday {s} said {pro} {was} too tired to go out {}.',
    'tonight',
    'Last Friday',
  ),
  B(
    '“I’ll return your drill tomorrow.” Three weeks ago {s} said {pro} would return my drill {}, and I still don’t have it.',
    'tomorrow',
    'Three weeks ago',
  ),
  B(
    '“I called the bank yesterday.” Last week {s} told me {pro} had called the bank {}.',
    'yesterday',
    'Last week',
  ),
  B(
    '“I’ll have the results next week.” In June {s} told me {pro} would have the results {}.',
    'next week',
    'In June',
  ),
  B(
    '“Our office is moving next week.” In January {s} told me {poss} office was moving {}.',
    'next week',
    'In January',
  ),
  B(
    '“I had the flu last week.” In February {s} told me {pro} had had the flu {}.',
    'last week',
    'In February',
  ),
  B(
    '“I changed my phone number last week.” Last month {s} told me {pro} had changed {poss} number {}.',
    'last week',
    'Last month',
  ),
];

/** The person quoted: one person (the quotes say I), never the speaker (the reporting is about them). */
const QUOTED: Subject[] = ONE_PERSON.filter((s) => s.text !== 'I');

/** "My sister … her mother" is the speaker's mother too: such bases quote no relative of the speaker. */
const quotedFor = (t: string): Subject[] =>
  /\{poss\} (mother|grandmother)\b/.test(t) ? QUOTED.filter((s) => !isSpeakerRelative(s.text)) : QUOTED;

export function buildTw(b: TwBase, s: Subject): Item {
  const text = fillSubject(b.t, s).replace(/^([a-z])/, (c) => c.toUpperCase());
  const shift = SHIFT[b.said];
  const params = { needed: shift.needed, original: b.said };
  const wrong: Item['wrong'] = [
    d(b.said, 'wrong-shift-reported', params),
    d(shift.opposite, 'wrong-shift-reported', params),
  ];
  return {
    text,
    answer: shift.needed,
    wrong,
    ruleId: 'tw-time',
    trigger: [b.cue],
    skeleton: `tw-${b.t}`,
  };
}

export const reportedSpeechTimeWords: TopicDef = makeTopic(copy, {
  target: 720,
  build: (rng) => TW_BASES.flatMap((b) => someOf(rng, quotedFor(b.t), 8, b.t).map((s) => buildTw(b, s))),
});
