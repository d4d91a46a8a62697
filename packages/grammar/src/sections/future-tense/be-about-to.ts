import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fillLine, NAMED, SPEAKER, subjectsFor } from '../modal/people.ts';
import copy from './be-about-to.json' with { type: 'json' };

/**
 * Something that will happen very soon or was planned: be about to + base form (very soon: Hurry, the train
 * is about to leave; I was about to go to bed when …), be on the point of + -ing (very soon, often with
 * when: She was on the point of giving up when …), be due to + base form (at a time that has been fixed:
 * The plane is due to land at 6.40). Each line is written for one of them and offers only that phrase's
 * broken forms (about without to, about to + -ing; on the point to, on the point of + base form; due
 * without to, due to + -ing): the three are never offered against each other, since where one is natural
 * another is often possible too. about {A:verb}, {P:verb}, due {D:verb} are the gaps; -ing forms come from morph.
 */

/** Very soon → about to + base form. */
const ABOUT: readonly string[] = [
  'Hurry up, the train is about {A:leave}',
  'Quick, turn on the TV; the match is about {A:start}',
  '{Who} {is} about {A:leave} for the airport, so call {obj} now',
  'Come in and sit down; the meeting is about {A:begin}',
  '{Who} {was} about {A:go} to bed when the phone rang',
  '{Who} {was} about {A:leave} the house when it started to rain',
  "Look at those black clouds; it's about {A:rain}",
  'Turn the oven off, the cake is about {A:burn}',
  "Can I call you back? I'm about {A:get} on a plane",
  '{Who} {was} about {A:give} up when {pron} finally found the house',
  '{Who} {was} about {A:pay} for the shopping when the card machine stopped working',
  'Sit down, everyone; the show is about {A:start}',
  'The shop is about {A:close}, so be quick',
  '{Who} {was} about {A:say} something, but then {pron} changed {poss} mind',
  "Don't tell me the ending; I'm about {A:watch} the last episode",
  "{Who} {is} about {A:finish} {poss} report; {pron}'ll join us in five minutes",
  'The bus was about {A:leave} when we ran up to it',
  'Be careful, that glass is about {A:fall} off the table',
  'The baby is about {A:wake} up; I can hear her',
  "We're about {A:have} dinner. Can I call you later?",
  '{Who} {was} about {A:send} the email when {pron} noticed the mistake',
  'The plane is about {A:take} off, so please switch off your phones',
  "Wait for me; I'm just about {A:leave} too",
  'The water is about {A:boil}; can you add the pasta?',
  '{Who} {was} about {A:cross} the road when the lights changed',
  'The film was about {A:end} when the power went off',
  'My phone battery is about {A:die}; have you got a charger?',
  '{Who} {was} about {A:call} the police when {pron} found {poss} bag under the table',
  'We were about {A:order} when the waiter told us the kitchen was closed',
  'Hold the door, the lift is about {A:arrive}',
  '{Who} {was} about {A:fall} asleep when the alarm went off',
  'The ice cream is about {A:melt}; eat it quickly',
  'What a surprise! I was just about {A:ring} you',
  'The concert is about {A:begin}; turn off your phones, please',
  '{Who} {was} about {A:buy} the tickets when {pron} saw the price',
  'Quick, take a photo; the sun is about {A:go} down',
  '{Who} {was} about {A:lock} the door when {pron} heard a noise upstairs',
  '{Who} {was} about {A:switch} off the computer when the file finally opened',
];

/** Very soon, often interrupted by "when …" → on the point of + -ing. */
const POINT: readonly string[] = [
  '{Who} {was} on the point {P:give} up when {pron} finally got the job offer',
  '{Who} {was} on the point {P:leave} when the phone rang',
  'The company was on the point {P:close} when a new investor saved it',
  '{Who} {was} on the point {P:cry} when {poss} best friend arrived',
  'I was on the point {P:call} the police when the children walked in',
  '{Who} {was} on the point {P:sell} the house when prices went up',
  '{Who} {was} on the point {P:accept} the offer when {pron} read the small print',
  '{Who} {was} on the point {P:say} yes, but something stopped {obj}',
  'The two countries were on the point {P:sign} the agreement when the talks broke down',
  '{Who} {was} on the point {P:fall} asleep when the baby started crying',
  '{Who} {was} on the point {P:tell} {poss} boss everything, but {pron} decided to wait',
  'The old bridge is on the point {P:collapse}',
  'The team was on the point {P:win} when the other side scored twice',
  '{Who} {was} on the point {P:book} the flights when {pron} saw a cheaper offer',
  '{Who} {was} on the point {P:lose} {poss} temper when the waiter finally came',
  'The museum was on the point {P:close} for good when the city gave it money',
  '{Who} {was} on the point {P:resign} when the manager offered {obj} a pay rise',
  'The restaurant was on the point {P:go} out of business when it won an award',
  '{Who} {was} on the point {P:open} the letter when someone knocked at the door',
  '{Who} {was} on the point {P:move} abroad when {pron} {was} offered a job at home',
  'Scientists say they are on the point {P:make} a breakthrough',
  '{Who} {was} on the point {P:leave} the theatre when the second act finally got interesting',
  '{Who} {was} on the point {P:apologise} when {pron} saw {poss} sister laughing',
  'The talks are on the point {P:fail}',
  '{Who} {was} on the point {P:ask} for help when {pron} suddenly understood the problem',
  'The factory was on the point {P:shut} down when a big order came in',
  '{Who} {was} on the point {P:throw} the old sofa away when {poss} neighbour offered to buy it',
  '{Who} {was} on the point {P:cancel} the trip when the weather improved',
  'The shop was on the point {P:run} out of bread when the delivery came',
  '{Who} {was} on the point {P:go} home when {poss} boss asked for one more thing',
  '{Who} {was} on the point {P:sign} the contract when {poss} lawyer called',
  '{Who} {was} on the point {P:give} the money back when the owner told {obj} to keep it',
  'The club was on the point {P:disappear} when a local businessman bought it',
];

/** At a time that has been fixed → due to + base form. */
const DUE: readonly string[] = [
  'The plane is due {D:land} at 6.40',
  'The new bridge is due {D:open} next spring',
  'The report is due {D:come} out on Friday',
  '{Who} {is} due {D:start} {poss} new job on Monday',
  'The train is due {D:arrive} at platform 4 at 10.15',
  'The concert is due {D:finish} at eleven',
  '{Who} {is} due {D:give} a talk at the conference next week',
  'The museum is due {D:reopen} in May after the repairs',
  'The meeting is due {D:finish} at four, but it usually runs late',
  'The exam results are due {D:be} published next Tuesday',
  '{Who} {is} due {D:see} the doctor at half past ten',
  '{Who} {is} due {D:finish} {poss} course in June',
  '{Who} {was} due {D:start} work at nine, but the bus broke down',
  '{Who} {is} due {D:move} into {poss} new flat on Saturday',
  '{Who} {is} due {D:fly} back from Tokyo on Sunday',
  'The new shopping centre is due {D:open} in the autumn',
  'The film is due {D:come} out in cinemas next month',
  'The President is due {D:arrive} in Kyiv on Thursday',
  'Work on the new school is due {D:finish} next year',
  '{Who} {is} due {D:retire} at the end of the year',
  'The next bus is due {D:leave} in twenty minutes',
  'The exhibition is due {D:close} at the end of June',
  'The court is due {D:decide} on the case next week',
  '{Who} {is} due {D:return} from {poss} business trip on Wednesday',
  'The company is due {D:announce} its results tomorrow',
  'The flight from Lisbon was due {D:land} at nine, but it was two hours late',
  'The new rules are due {D:come} into force in January',
  'The building work was due {D:finish} last month, but it is still going on',
  '{Who} {was} due {D:arrive} at noon, but {poss} train was cancelled',
  'The festival is due {D:take} place in August',
  'The minister is due {D:visit} the hospital on Monday morning',
  'Our guests are due {D:arrive} at seven, so let’s start cooking',
  'The new metro line is due {D:open} in 2028',
  'The ferry is due {D:sail} at half past eight',
  '{Who} {is} due {D:have} an operation next month',
  'The match was due {D:start} at three, but it was delayed by the rain',
  'The library is due {D:move} to a new building next year',
  '{Who} {was} due {D:speak} first, but {pron} {was} stuck in traffic',
  'The new timetable is due {D:start} on the first of September',
];

/** Issue 16: more lines of the three kinds (about to, on the point of, due to), said of up to three named people. */
const MORE: readonly string[] = [
  '{Who} {was} about {A:leave} when the boss called {obj} back',
  '{Who} {was} about {A:get} into the shower when the doorbell rang',
  '{Who} {was} about {A:sit} down to dinner when the phone rang',
  '{Who} {was} about {A:post} the letter when {pron} noticed there was no stamp',
  '{Who} {was} about {A:start} the car when {pron} saw the flat tyre',
  '{Who} {was} about {A:sign} the form when {pron} spotted a mistake',
  '{Who} {was} about {A:turn} off the light when {pron} heard a knock',
  '{Who} {was} about {A:hang} up when someone finally answered',
  '{Who} {was} about {A:board} the plane when the flight was cancelled',
  '{Who} {was} about {A:delete} the file when {pron} saw that it was the only copy',
  '{Who} {was} about {A:throw} the letter away when {pron} saw the name on it',
  '{Who} {was} about {A:open} the door when {pron} heard voices inside',
  '{Who} {was} about {A:jump} into the pool when {pron} saw the sign',
  "{Who} {is} about {A:go} into a meeting, so {pron} can't talk now",
  '{Who} {is} about {A:start} {poss} exam; wish {obj} luck!',
  "{Who} {is} just about {A:finish} work; {pron}'ll call you in a minute",
  'The kettle is about {A:boil}; do you want tea?',
  'The film is about {A:start}; switch off the lights',
  'Run! The doors are about {A:close}',
  'Hurry, the ferry is about {A:leave}',
  'The rain is about {A:stop}; we can go out soon',
  'The milk is about {A:boil} over; take it off the heat',
  'Quiet, please; the speaker is about {A:begin}',
  'Stand back; the fireworks are about {A:start}',
  "The kids are about {A:come} out of school; let's wait by the gate",
  'The printer is about {A:run} out of paper',
  '{Who} {was} on the point {P:quit} {poss} job when {pron} got a promotion',
  '{Who} {was} on the point {P:leave} the party when an old friend walked in',
  '{Who} {was} on the point {P:buy} a new car when {pron} lost {poss} job',
  '{Who} {was} on the point {P:send} the letter when {pron} changed {poss} mind',
  '{Who} {was} on the point {P:sell} {poss} old guitar when a band asked {obj} to play',
  '{Who} {was} on the point {P:book} a holiday when the boss cancelled all leave',
  '{Who} {was} on the point {P:walk} out of the meeting when the director arrived',
  '{Who} {was} on the point {P:tell} the truth when {poss} phone rang',
  '{Who} {was} on the point {P:sign} up for the course when it was cancelled',
  '{Who} {was} on the point {P:fall} off the ladder when someone grabbed {obj}',
  'The shop was on the point {P:close} down when a famous chef bought it',
  'The theatre was on the point {P:shut} when the city stepped in',
  '{Who} {was} on the point {P:order} a pizza when {poss} flatmate came home with dinner',
  '{Who} {is} due {D:arrive} on Tuesday',
  '{Who} {is} due {D:land} at 10.30',
  '{Who} {is} due {D:take} {poss} driving test next week',
  '{Who} {is} due {D:visit} the London office next month',
  '{Who} {is} due {D:present} the report on Friday',
  '{Who} {is} due {D:finish} the project at the end of May',
  '{Who} {is} due {D:see} the specialist tomorrow',
  '{Who} {is} due {D:appear} in court on Monday',
  '{Who} {is} due {D:meet} the new clients at three',
  '{Who} {is} due {D:speak} at the conference on Thursday',
  '{Who} {is} due {D:start} {poss} holiday on Saturday',
  '{Who} {was} due {D:fly} home on Sunday, but the airport was closed',
  '{Who} {is} due {D:collect} the keys tomorrow morning',
  'The lease on the flat is due {D:end} in December',
  'The next train to Kyiv is due {D:leave} at 14.20',
  'The parcel is due {D:arrive} tomorrow',
  'The new stadium is due {D:open} in 2027',
  'The election is due {D:take} place next spring',
  'The ship is due {D:dock} at seven',
  'The band is due {D:go} on stage at nine',
  'The bus from the airport is due {D:arrive} in twenty minutes',
  'Repairs to the roof are due {D:begin} next week',
  'The film festival is due {D:open} on Friday',
];

/** Full catalogue (issue 16): more lines said of three named people, each its own base, after MORE (ids stay). */
const MORE_2: readonly string[] = [
  '{Who} {was} about {A:leave} the office when the fire alarm went off',
  '{Who} {was} about {A:take} a bite of {poss} sandwich when a seagull grabbed it',
  '{Who} {was} about {A:print} the report when {pron} noticed a mistake on the first page',
  '{Who} {was} about {A:pour} the tea when the guests arrived',
  '{Who} {was} about {A:step} onto the bus when {pron} remembered that {pron} had left {poss} wallet at home',
  '{Who} {was} about {A:blow} out the candles when the lights went off',
  '{Who} {was} about {A:knock} on the door when it suddenly opened',
  '{Who} {was} about {A:ask} a question when the speaker ended the talk',
  '{Who} {was} about {A:pay} the bill when {pron} noticed an extra charge',
  '{Who} {was} about {A:go} out when it started to snow',
  '{Who} {was} about {A:reply} to the message when {poss} phone died',
  '{Who} {was} about {A:drive} off when {pron} saw a cat under the car',
  '{Who} {was} about {A:go} to sleep when {pron} heard a strange noise',
  '{Who} {is} about {A:catch} a train, so {pron} can only talk for a minute',
  '{Who} {is} about {A:go} on stage, and {pron} looks a bit nervous',
  '{Who} {is} about {A:leave} for work; can you give {obj} this letter?',
  '{Who} {is} about {A:give} {poss} speech, so everyone has gone quiet',
  '{Who} {was} about {A:put} the phone down when {pron} heard {poss} name',
  '{Who} {was} about {A:walk} out of the shop when the alarm went off',
  '{Who} {was} about {A:get} off the train when {pron} saw it was the wrong station',
  '{Who} {was} about {A:eat} the last biscuit when {poss} brother walked in',
  '{Who} {was} about {A:open} {poss} presents when the guests arrived',
  "{Who} {is} about {A:board} {poss} flight, so {pron}'ll text you from Rome",
  '{Who} {was} about {A:read} the results when the screen went black',
  '{Who} {was} just about {A:leave} when {poss} boss asked for one more report',
  '{Who} {was} about {A:ring} the bell when {pron} saw the note on the door',
  '{Who} {was} about {A:fall} off {poss} bike when a man caught {obj}',
  '{Who} {was} on the point {P:leave} the restaurant when {poss} date finally arrived',
  '{Who} {was} on the point {P:give} up the piano when {pron} won a competition',
  '{Who} {was} on the point {P:accept} the job when {pron} got a better offer',
  '{Who} {was} on the point {P:call} an ambulance when {poss} father opened his eyes',
  '{Who} {was} on the point {P:break} down in tears when the nurse came in',
  '{Who} {was} on the point {P:sell} the business when sales began to rise',
  '{Who} {was} on the point {P:lose} hope when the rescue team found {obj}',
  '{Who} {was} on the point {P:agree} when {pron} saw the price',
  '{Who} {was} on the point {P:move} back to {poss} home town when {pron} met {poss} future partner',
  '{Who} {was} on the point {P:quit} the course when a teacher offered to help {obj}',
  '{Who} {was} on the point {P:sign} up for a gym when a friend offered to run with {obj}',
  '{Who} {was} on the point {P:complain} when the manager brought free desserts',
  '{Who} {is} due {D:start} at the new school in September',
  '{Who} {is} due {D:sign} the contract on Monday',
  '{Who} {is} due {D:finish} work at six today',
  '{Who} {is} due {D:start} a new course next Tuesday',
  '{Who} {is} due {D:arrive} in Lviv on Friday morning',
  '{Who} {is} due {D:take} over as manager in April',
  '{Who} {is} due {D:leave} the company at the end of the month',
  '{Who} {is} due {D:sit} {poss} final exams in June',
  '{Who} {is} due {D:interview} the candidates on Thursday',
  '{Who} {is} due {D:pick} up the rental car at the airport at noon',
  '{Who} {is} due {D:call} back on Monday afternoon',
  '{Who} {was} due {D:give} a speech at the wedding on Saturday, but {pron} lost {poss} voice',
  '{Who} {was} due {D:arrive} at eight, but {pron} missed the train',
  '{Who} {was} due {D:start} {poss} new job last week, but the start date was moved',
  '{Who} {is} due {D:move} to the Berlin office next spring',
  '{Who} {is} due {D:get} {poss} test results on Friday',
  '{Who} {is} due {D:check} out of the hotel at eleven',
  '{Who} {is} due {D:run} the marathon in October',
];

type Kind = 'A' | 'P' | 'D';
const RULE: Record<Kind, string> = { A: 'about-to', P: 'on-the-point-of', D: 'due-to' };
const WORDS: Record<Kind, string> = { A: 'about to', P: 'on the point of', D: 'due to' };

/** The key and the two broken forms of the phrase a line is written for. */
function forms(kind: Kind, base: string): { answer: string; wrong: Wrong[] } {
  const ing = ingForm(base);
  if (kind === 'A')
    return {
      answer: `to ${base}`,
      wrong: [d(base, 'about-to-form', {}), d(`to ${ing}`, 'about-to-form', {})],
    };
  if (kind === 'P')
    return {
      answer: `of ${ing}`,
      wrong: [d(`to ${base}`, 'point-of-form', {}), d(`of ${base}`, 'point-of-form', {})],
    };
  return {
    answer: `to ${base}`,
    wrong: [d(base, 'due-to-form', {}), d(`to ${ing}`, 'due-to-form', {})],
  };
}

export const beAboutTo: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    yield* lineItems(
      rng,
      [
        ...ABOUT.map((line, i) => ({ line, i })),
        ...POINT.map((line, i) => ({ line, i: i + 100 })),
        ...DUE.map((line, i) => ({ line, i: i + 200 })),
      ],
      [...NAMED, ...SPEAKER.slice(0, 1)],
      6,
    );
    // Issue 16: the new lines, after the first ones so those keep their ids.
    yield* lineItems(
      rng,
      MORE.map((line, i) => ({ line, i: i + 400 })),
      NAMED,
      3,
    );
    // Full catalogue: MORE_2 after MORE, so every earlier id stays.
    yield* lineItems(
      rng,
      MORE_2.map((line, i) => ({ line, i: i + 500 })),
      NAMED,
      3,
    );
  },
});

/** A shuffled table of lines, each said with up to `n` subjects from `pool`. */
function* lineItems(rng: Rng, lines: { line: string; i: number }[], pool: readonly Subject[], n: number) {
  for (const { line, i } of rng.shuffle(lines)) {
    const gap = line.match(/\{([APD]):([a-z]+)\}/);
    if (!gap) continue;
    const kind = gap[1] as Kind;
    const { answer, wrong } = forms(kind, gap[2] as string);
    for (const s of subjectsFor(rng, line, pool, n)) {
      yield item(rng, {
        text: fillLine(line.replace(gap[0], '{}'), s),
        answer,
        wrong,
        ruleId: RULE[kind],
        trigger: [kind === 'P' ? 'on the point' : kind === 'A' ? 'about' : 'due'],
        features: { phrase: WORDS[kind] },
        skeleton: `about-to-${i}`,
      });
    }
  }
}
