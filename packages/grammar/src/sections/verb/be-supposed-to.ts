/**
 * Be supposed to (issue 16, B2): what is expected, arranged or a rule — is supposed to / was supposed to
 * (but didn't) / isn't supposed to. The topic tests the FORM: be + supposed + to, in the tense and person
 * the sentence already fixes. Authored bases; the subject varies (lexicon/subject.ts gives am/is/are,
 * was/were) and only the form is wrong in the wrong choices.
 * Second-answer guards: no choice of another tense (is / was supposed to both fit many sentences), no
 * should / must / have to (they are often right as well), no "don't suppose" (an idiom of its own); the
 * wrong choices are suppose to (no -d), supposed to with no be, and be supposing to, wrong in every reading.
 */
import { d, type Item, makeTopic } from '../../engine.ts';
import { bePast, bePresent, type Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { fillSubject, ONE_PERSON, someOf, TENSE_SUBJECTS } from '../present-tense/kit.ts';
import copy from './be-supposed-to.json' with { type: 'json' };

type Kind = 'pres' | 'past' | 'neg' | 'neg-past';
export interface SupBase {
  t: string;
  k: Kind;
  /** The words that show expectation, a plan or a rule (but, the rules say…): the trigger. */
  cue: string;
}
const Pr = (t: string, cue: string): SupBase => ({ t, k: 'pres', cue });
const Pa = (t: string, cue: string): SupBase => ({ t, k: 'past', cue });
const N = (t: string, cue: string): SupBase => ({ t, k: 'neg', cue });
const NP = (t: string, cue: string): SupBase => ({ t, k: 'neg-past', cue });

export const SUP_BASES: SupBase[] = [
  // Present: a rule, an arrangement, what people say.
  Pr('{S} {} start work at eight, so {pro} usually leave{-s} home at seven.', 'start work at eight'),
  Pr('According to the timetable, {s} {} be on the ten o’clock train.', 'According to the timetable'),
  Pr('{S} {} wear a uniform at work; it’s a company rule.', 'company rule'),
  Pr('The new café {} be very good; everyone talks about it.', 'everyone talks about it'),
  Pr('This film {} be really funny, so let’s watch it tonight.', 'be really funny'),
  Pr('{S} {} hand in the essay on Friday.', 'hand in the essay on Friday'),
  Pr('The plane {} land at half past six.', 'land at half past six'),
  Pr('{S} {} check in two hours before the flight.', 'two hours before the flight'),
  Pr('The meeting {} start at ten, so don’t be late.', 'start at ten'),
  Pr('This cream {} help with sunburn, the pharmacist says.', 'the pharmacist says'),
  Pr('{S} {} call the office if {pro} can’t come in.', 'if {pro} can’t come in'),
  Pr('The weather {} get better at the weekend.', 'get better at the weekend'),
  Pr('{S} {} bring {poss} own towel to the pool.', 'bring {poss} own towel'),
  Pr('The shop {} open at nine, but the door is still locked.', 'open at nine'),
  Pr('{S} {} be at the airport by six, according to the email.', 'according to the email'),
  Pr('That restaurant {} have the best pizza in town.', 'the best pizza in town'),
  Pr('{S} {} water the plants while the neighbours are away.', 'while the neighbours are away'),
  Pr('The parcel {} arrive today, according to the tracking page.', 'according to the tracking page'),
  Pr('In this office, {s} {} log out before going home.', 'In this office'),
  Pr('The bus {} come every ten minutes, but we’ve been waiting for half an hour.', 'every ten minutes'),
  Pr('According to the vet, {s} {} feed the cat twice a day.', 'According to the vet'),
  Pr('This lake {} be the deepest in Europe.', 'the deepest in Europe'),
  Pr('{S} {} pay the rent on the first of every month.', 'on the first of every month'),
  Pr('The museum {} be free on Sundays, so let’s go then.', 'free on Sundays'),
  Pr('{S} {} take these tablets after meals.', 'after meals'),
  Pr('Guests {} leave their rooms by eleven.', 'by eleven'),
  Pr('{S} {} lead the training session tomorrow.', 'lead the training session tomorrow'),
  Pr('This mountain road {} be dangerous in winter, so drive carefully.', 'dangerous in winter'),
  Pr('{S} {} be on a diet, but {pro} just ordered a huge dessert.', 'on a diet'),
  Pr('Passengers {} keep their seat belts on until the plane stops.', 'until the plane stops'),
  Pr('The new phone {} last two days on one charge.', 'two days on one charge'),
  Pr('{S} {} meet the new clients at the station at noon.', 'at the station at noon'),
  Pr('{S} {} give a short talk at the conference on Friday.', 'on Friday'),
  Pr('{S} {} sign the contract on Monday, so the lawyer is coming at ten.', 'the lawyer is coming at ten'),
  Pr('{S} {} look after the neighbours’ dog this weekend.', 'this weekend'),
  Pr(
    '{S} {} be at the rehearsal at six; the director was very clear about it.',
    'the director was very clear',
  ),
  // Past: it was expected or arranged, but it did not happen.
  Pa('{S} {} visit {poss} grandmother on Sunday, but the car broke down.', 'but the car broke down'),
  Pa('{S} {} leave at five, but the meeting ran late.', 'but the meeting ran late'),
  Pa('{S} {} bring dessert, but {pro} brought crisps instead.', 'but {pro} brought crisps instead'),
  Pa('{S} {} call me last night, but {pro} forgot.', 'but {pro} forgot'),
  Pa('The train {} arrive at six, but it was an hour late.', 'but it was an hour late'),
  Pa('{S} {} be here at nine, but {pro} got stuck in traffic.', 'but {pro} got stuck'),
  Pa('The party {} be a surprise, but somebody told her.', 'but somebody told her'),
  Pa('{S} {} finish the report yesterday, but {pro} {was} ill.', 'but {pro} {was} ill'),
  Pa('The film {} be a comedy, but nobody laughed.', 'but nobody laughed'),
  Pa('{S} {} meet us at the café, but {pro} never came.', 'but {pro} never came'),
  Pa('The parcel {} arrive on Monday, but it came on Friday.', 'but it came on Friday'),
  Pa('{S} {} bring the tickets, but {pro} left them at home.', 'but {pro} left them at home'),
  Pa(
    'The hotel {} have a sea view, but our window looked at a car park.',
    'but our window looked at a car park',
  ),
  Pa('{S} {} pick up the kids at four, but {pro} {was} late.', 'but {pro} {was} late'),
  Pa('The repairs {} take two days, but they took two weeks.', 'but they took two weeks'),
  Pa('{S} {} book the table, but {pro} forgot all about it.', 'but {pro} forgot'),
  Pa('The exam {} be easy, but half the class failed.', 'but half the class failed'),
  Pa('{S} {} pay me back last week, but I’m still waiting.', 'but I’m still waiting'),
  Pa('The weather {} be sunny, but it rained all day.', 'but it rained all day'),
  Pa('{S} {} send the invitations, but {pro} sent them to the wrong address.', 'but {pro} sent them'),
  Pa('The concert {} start at eight, but the band came on at ten.', 'but the band came on at ten'),
  Pa('{S} {} study last night, but {pro} watched a film instead.', 'but {pro} watched a film instead'),
  Pa('The new road {} open in May, but it is still closed.', 'but it is still closed'),
  Pa('{S} {} fix the tap on Saturday, but {pro} went fishing.', 'but {pro} went fishing'),
  Pa('The printer {} be easy to set up, but it took me all morning.', 'but it took me all morning'),
  Pa('{S} {} take the dog for a walk, but {pro} fell asleep on the sofa.', 'but {pro} fell asleep'),
  Pa('The flight {} leave at noon, but it was cancelled.', 'but it was cancelled'),
  Pa('{S} {} buy bread on the way home, but {pro} forgot.', 'but {pro} forgot'),
  Pa('The meeting {} be short, but it went on for three hours.', 'but it went on for three hours'),
  Pa('{S} {} arrive yesterday, but {poss} flight was cancelled.', 'but {poss} flight was cancelled'),
  Pa('The museum {} reopen last spring, but the work is still going on.', 'but the work is still going on'),
  // Negative present: a rule against it.
  N('{S} {} use {poss} phone in the exam room.', 'in the exam room'),
  N('Visitors {} feed the animals at the zoo.', 'feed the animals'),
  N('{S} {} park here; it’s for staff only.', 'for staff only'),
  N('Patients {} smoke anywhere in the hospital.', 'anywhere in the hospital'),
  N('{S} {} eat for six hours before the operation.', 'before the operation'),
  N('Passengers {} talk to the driver while the bus is moving.', 'while the bus is moving'),
  N('{S} {} tell anyone about the new project yet.', 'yet'),
  N('Guests {} bring their own drinks into the hotel bar.', 'into the hotel bar'),
  N('{S} {} lift anything heavy after the operation.', 'after the operation'),
  N('Students {} use dictionaries in this test.', 'in this test'),
  N('{S} {} drive until {poss} eyes are better.', 'until {poss} eyes are better'),
  N('Tourists {} take photos inside the church.', 'inside the church'),
  N('{S} {} drink alcohol with these tablets.', 'with these tablets'),
  N('Swimmers {} dive in the shallow end.', 'in the shallow end'),
  N('{S} {} know about the party; it’s a surprise.', 'it’s a surprise'),
  N('Cyclists {} ride on the pavement here.', 'on the pavement'),
  N('{S} {} be in the office on Fridays; {pro} work{-s} from home.', 'work{-s} from home'),
  N('Dogs {} go on the beach in summer.', 'in summer'),
  N('{S} {} open the present until {poss} birthday.', 'until {poss} birthday'),
  N('Players {} touch the ball with their hands.', 'with their hands'),
  N(
    '{S} {} miss any more lessons this term, or {pro} will fail the course.',
    'or {pro} will fail the course',
  ),
  N('{S} {} touch the paintings in the gallery.', 'in the gallery'),
  // Negative past: it was not allowed or not planned, but it happened.
  NP(
    '{S} {} spend more than fifty pounds on the gift, but {pro} spent a hundred.',
    'but {pro} spent a hundred',
  ),
  NP('{S} {} open the door to strangers, but {pro} let the salesman in.', 'but {pro} let the salesman in'),
  NP('{S} {} tell anyone, but {pro} told {poss} best friend.', 'but {pro} told'),
  NP('The meeting {} last more than an hour, but it went on all afternoon.', 'but it went on all afternoon'),
  NP('{S} {} stay up late, but {pro} watched films until two.', 'but {pro} watched films until two'),
  NP('The guests {} arrive before seven, but some came at six.', 'but some came at six'),
  NP('{S} {} see the cake before the party, but {pro} found it in the fridge.', 'but {pro} found it'),
  NP('The kids {} eat sweets before dinner, but they found the chocolate.', 'but they found the chocolate'),
  NP('{S} {} work at the weekend, but the boss called {obj} in.', 'but the boss called {obj} in'),
  NP('It {} rain today, but we got completely wet.', 'but we got completely wet'),
  NP('{S} {} drive the new car yet, but {pro} took it to work.', 'but {pro} took it to work'),
  NP('The repair {} cost much, but the bill was huge.', 'but the bill was huge'),
  // Issue 16, "the full catalogue": more bases, each its own skeleton, appended so the older exercises keep
  // their ids. Present: an arrangement, a timetable, what people say.
  Pr('{S} {} collect the keys from the estate agent at noon.', 'at noon'),
  Pr('This book {} be even better than the film.', 'even better than the film'),
  Pr('{S} {} present the results to the board on Thursday.', 'on Thursday'),
  Pr('{S} {} check in at the hotel after three, so there’s no hurry.', 'after three'),
  Pr('The new bridge {} open next spring.', 'open next spring'),
  Pr('{S} {} show the visitors around the factory this afternoon.', 'this afternoon'),
  Pr('This medicine {} work within an hour, the doctor says.', 'the doctor says'),
  Pr('The storm {} reach the coast tonight, according to the news.', 'according to the news'),
  Pr('{S} {} send the photos to everyone after the wedding.', 'after the wedding'),
  Pr('That bakery {} sell the best croissants in the city.', 'the best croissants in the city'),
  Pr(
    '{S} {} bring the drinks to the picnic, and my cousin is bringing the food.',
    'my cousin is bringing the food',
  ),
  Pr('{S} {} phone the insurance company before Friday.', 'before Friday'),
  Pr('{S} {} start the new job on the first of March.', 'on the first of March'),
  Pr('{S} {} pick up the rental car at the airport at ten.', 'at the airport at ten'),
  Pr('{S} {} give the keys back to the landlord on Monday.', 'on Monday'),
  Pr('This hotel {} have the best view of the lake, so I booked it.', 'the best view of the lake'),
  Pr('{S} {} give a short presentation at the start of the meeting.', 'at the start of the meeting'),
  Pr('{S} {} be on holiday this week, but {pro} still read{-s} {poss} work emails.', 'on holiday this week'),
  Pr('The new version of the app {} be much faster, the developers say.', 'the developers say'),
  Pr('{S} {} take a taxi from the airport; the company is paying for it.', 'the company is paying for it'),
  Pr('{S} {} water the garden every evening while the owners are away.', 'while the owners are away'),
  Pr('According to the plan, {s} {} finish the first stage by June.', 'According to the plan'),
  Pr('{S} {} judge the baking competition at the village fair on Saturday.', 'on Saturday'),
  // Past: it was planned or expected, but it did not happen.
  Pa(
    '{S} {} arrive in Warsaw at noon, but the flight was delayed by five hours.',
    'but the flight was delayed',
  ),
  Pa('{S} {} paint the bedroom last weekend, but {pro} ran out of paint.', 'but {pro} ran out of paint'),
  Pa('{S} {} go skiing in February, but there wasn’t any snow.', 'but there wasn’t any snow'),
  Pa('{S} {} be on the morning train, but {pro} overslept.', 'but {pro} overslept'),
  Pa('{S} {} write to the bank, but {pro} phoned them instead.', 'but {pro} phoned them instead'),
  Pa('The shop {} deliver the sofa on Tuesday, but it came a week later.', 'but it came a week later'),
  Pa('{S} {} meet the architect at ten, but the meeting was moved to Friday.', 'but the meeting was moved'),
  Pa(
    '{S} {} clean the garage, but {pro} spent the whole day fixing the car.',
    'but {pro} spent the whole day fixing the car',
  ),
  Pa('The storm {} miss our town, but it came straight through.', 'but it came straight through'),
  Pa('{S} {} lead the tour, but {pro} caught the flu.', 'but {pro} caught the flu'),
  Pa('{S} {} move to a new flat in June, but the sale fell through.', 'but the sale fell through'),
  Pa('{S} {} fly home on Sunday, but all the flights were cancelled.', 'but all the flights were cancelled'),
  Pa('The new software {} save us time, but it made everything slower.', 'but it made everything slower'),
  Pa(
    '{S} {} sign the lease on Friday, but the landlord changed his mind.',
    'but the landlord changed his mind',
  ),
  Pa('The soup {} be spicy, but it tasted of nothing.', 'but it tasted of nothing'),
  Pa('{S} {} stay for a week, but {pro} went home after three days.', 'but {pro} went home after three days'),
  Pa('{S} {} take the early bus, but it didn’t come.', 'but it didn’t come'),
  Pa('The party {} finish at midnight, but people stayed until four.', 'but people stayed until four'),
  Pa('{S} {} tidy the garden before the guests came, but there was no time.', 'but there was no time'),
  Pa(
    '{S} {} collect the parcel yesterday, but the post office was closed.',
    'but the post office was closed',
  ),
  Pa('{S} {} give a speech at the dinner, but {pro} {was} too nervous.', 'but {pro} {was} too nervous'),
  Pa('{S} {} visit the castle, but it was closed for repairs.', 'but it was closed for repairs'),
  Pa('The holiday {} be relaxing, but it rained every single day.', 'but it rained every single day'),
  // Negative present: a rule against it.
  N('{S} {} park in those spaces; they’re for visitors only.', 'for visitors only'),
  N('{S} {} leave work before five without telling the manager.', 'without telling the manager'),
  N('{S} {} keep pets in the flat; it says so in the contract.', 'it says so in the contract'),
  N('{S} {} smoke anywhere on the campus.', 'anywhere on the campus'),
  N('{S} {} open the windows in the lab; it’s a safety rule.', 'a safety rule'),
  N('{S} {} use the staff kitchen after six.', 'after six'),
  N('{S} {} talk about the case outside the courtroom.', 'outside the courtroom'),
  N('{S} {} wear shoes inside the temple.', 'inside the temple'),
  N('{S} {} drive the company car at weekends.', 'at weekends'),
  N('{S} {} take more than one bag on the plane.', 'more than one bag'),
  N('This door {} be left open at night.', 'at night'),
  N('{S} {} eat in the library; there’s a café downstairs for that.', 'in the library'),
  N('{S} {} play loud music in the garden after ten.', 'after ten'),
  N('{S} {} swim at this beach when there’s no lifeguard.', 'when there’s no lifeguard'),
  N('{S} {} give out the test results over the phone.', 'over the phone'),
  // Negative past: it was not allowed or not planned, but it happened.
  NP(
    '{S} {} use the office printer for personal things, but {pro} printed a whole photo album.',
    'but {pro} printed a whole photo album',
  ),
  NP('{S} {} leave the house during the storm, but {pro} went out to check the car.', 'but {pro} went out'),
  NP(
    '{S} {} tell Olena about the prize, but {pro} couldn’t keep it secret.',
    'but {pro} couldn’t keep it secret',
  ),
  NP('{S} {} touch the savings, but {pro} spent them on a new TV.', 'but {pro} spent them on a new TV'),
  NP('{S} {} see the report before Monday, but someone sent it to {obj} early.', 'but someone sent it'),
  NP('{S} {} open the letter, but {pro} read it anyway.', 'but {pro} read it anyway'),
  NP('{S} {} stay longer than an hour, but {pro} stayed until midnight.', 'but {pro} stayed until midnight'),
  NP('The snow {} start until the evening, but it began at lunchtime.', 'but it began at lunchtime'),
  NP('{S} {} invite more than twenty people, but {pro} invited fifty.', 'but {pro} invited fifty'),
  NP('{S} {} know about the plans yet, but someone told {obj}.', 'but someone told {obj}'),
];

/** The people: adults doing the job, the trip, the diet (names, pronouns, households). */
const PEOPLE: Subject[] = TENSE_SUBJECTS;
/** Bases about one body (eyes, an operation, tablets): one person only. */
const ONE_BODY = /\b(eyes|operation|tablets|diet)\b/;

/** am / is / are (or was / were) for the base's own subject: {S}, or the noun phrase before the gap. */
function beFor(b: SupBase, s: Subject | null, text: string): string {
  const past = b.k === 'past' || b.k === 'neg-past';
  if (s) return past ? bePast(s) : bePresent(s);
  const head = text.split(' ___')[0] ?? '';
  const plural =
    /^(You|Guests|Passengers|Visitors|Students|Swimmers|Cyclists|Dogs|Players|Patients|Tourists|The repairs|The guests|The kids)$/.test(
      head,
    );
  if (head === 'You') return past ? 'were' : 'are';
  return past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
}

export function buildSup(b: SupBase, s: Subject | null): Item {
  const text = s ? fillSubject(b.t, s) : b.t.replace('{}', '___');
  const be = beFor(b, s, text);
  const neg = b.k === 'neg' || b.k === 'neg-past';
  const beNeg = neg ? (be === 'am' ? 'am not' : `${be}n't`) : be;
  return {
    text,
    answer: `${beNeg} supposed to`,
    wrong: [
      d(`${beNeg} suppose to`, 'suppose-without-d'),
      d(neg ? 'not supposed to' : 'supposed to', 'supposed-without-be'),
      d(`${beNeg} supposing to`, 'supposing-for-supposed'),
    ],
    ruleId: neg ? 'sup-negative' : b.k === 'past' ? 'sup-past' : 'sup-present',
    trigger: [s ? fillSubject(b.cue, s) : b.cue],
    skeleton: `sup-${b.t}`,
  };
}

export const beSupposedTo: TopicDef = makeTopic(copy, {
  target: 760,
  build: (rng) =>
    SUP_BASES.flatMap((b) =>
      /\{[Ss]\}/.test(b.t)
        ? someOf(rng, ONE_BODY.test(b.t) ? ONE_PERSON : PEOPLE, 5, b.t).map((s) => buildSup(b, s))
        : [buildSup(b, null)],
    ),
});
