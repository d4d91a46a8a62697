import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import { NAMED } from './people.ts';
import copy from './will-would-habits-assumptions.json' with { type: 'json' };

/**
 * Will and would for characteristic behaviour, and will for a confident assumption about now.
 *
 * - Present habit (will): what someone typically does these days, with a present-tense cue ("when she is
 *   nervous", "now that he works from home", "when he gets home") → would is wrong by time. No cue reads as a
 *   second conditional (no "if you let him": let, put, cut … are past too), and no line says a willingness
 *   ("he'll lend you money", "she'll talk to anyone"), which hypothetical would says as well ("he'd do anything").
 * - Past habit (would): a repeated action in a time that is over ("When Tom was little", "In those days") →
 *   will is wrong by time. Used to is right here too, so it is NEVER offered, and would is never set against
 *   it; only actions (never states: would know, would have) are keyed.
 * - Assumption (will): "That'll be the postman", "She'll be asleep by now" → can is wrong: it says what is
 *   possible in general, not what we believe about this case. Would is never offered here ("That would be
 *   Anna" is also said), nor must, may, might, could or should (all fine guesses).
 *
 * The words in [[…]] force the answer (the trigger); {} is the gap; {who}/{pron}/{poss}/{s} agree with one
 * of a few named people (people.ts), the variants of one line sharing its skeleton.
 */

const PRESENT: readonly string[] = [
  '{Who} {} happily spend a whole Sunday in the garden [[when the weather is nice]]',
  '{Who} {} often sit in the park for hours, feeding the birds, [[now that {pron} {is} retired]]',
  '{Who} {} go for a long run [[whenever {pron} {has} a problem at work]]',
  '{Who} {} talk non-stop [[when {pron} {is} nervous]]',
  '{Who} {} read for hours [[when {pron} {has} a good book]]',
  '{Who} {} go to bed at nine [[when {pron} {has} an early start]]',
  '{Who} {} often work until midnight [[when {pron} {has} a deadline]]',
  '{Who} {} always bring a cake [[when {pron} visit{s} us]]',
  "{Who} {} cycle to work [[even when it's pouring with rain]]",
  '{Who} {} usually fall asleep on the sofa [[when {pron} get{s} home from work]]',
  '{Who} {} always say yes [[when {poss} friends ask {obj} for a favour]]',
  '{Who} {} check {poss} phone every five minutes [[when {pron} {is} waiting for news]]',
  '{Who} {} stay up all night [[when {pron} {is} reading a good thriller]]',
  '{Who} {} walk for miles [[when {pron} {is} upset about something]]',
  '{Who} {} often start work at six in the morning [[now that {pron} work{s} from home]]',
  '{Who} {} make tea for everyone [[whenever {pron} {is} in the kitchen]]',
  '{Who} {} sometimes go all day without eating [[when {pron} {is} busy]]',
  '{Who} {} always order the same dish [[when we go to that restaurant]]',
  '{Who} {} play with the dog for hours [[when {pron} get{s} home]]',
  '{Who} {} clean the whole flat [[when {pron} {is} stressed]]',
  '{Who} {} cook enough food for ten people [[whenever friends come round]]',
  '{Who} {} sing along to the radio [[whenever {pron} {is} driving]]',
  '{Who} {} always tidy the kitchen before bed, [[even when {pron} {is} exhausted]]',
  '{Who} {} go quiet for hours [[when something is worrying {obj}]]',
  '{Who} {} often go for a swim before breakfast [[when {pron} {is} on holiday]]',
  '{Who} {} always ring {poss} mother [[when {pron} {has} good news]]',
  "{Who} {} spend the whole evening on the balcony [[when it's warm]]",
  '{Who} {} read the reviews for days [[before {pron} buy{s} anything expensive]]',
  '{Who} {} often fall asleep over a book [[when {pron} read{s} in bed]]',
  '{Who} {} sometimes skip lunch [[when {pron} {is} under pressure at work]]',
  '{Who} {} go for a walk after dinner [[when the evenings are light]]',
  '{Who} {} make a list of everything [[before {pron} go{es} shopping]]',
  '{Who} {} spend ages choosing a film [[when we go to the cinema]]',
  '{Who} {} take the dog for a long walk [[when {pron} {has} a day off]]',
];

const PAST: readonly string[] = [
  '[[When {who} {was} little,]] {pron} {} spend hours building castles out of Lego',
  '[[When {who} lived in Lviv,]] {pron} {} walk to work every morning',
  "[[Every summer when {who} {was} a child,]] {pron} {} spend a month at {poss} grandparents' house",
  '[[When {who} {was} a student,]] {pron} {} often stay up all night before an exam',
  '[[When {who} worked in London,]] {pron} {} spend two hours a day on the train',
  '[[When {who} {was} a teenager,]] {pron} {} spend hours on the phone to {poss} friends',
  '[[When {who} {was} at school,]] {pron} {} always sit at the back of the class',
  '[[Whenever we visited {who},]] {pron} {} make us pancakes',
  '[[Before {who} had children,]] {pron} {} go to the cinema every Friday',
  '[[When {who} first moved to Kyiv,]] {pron} {} get lost almost every day',
  '[[When {who} {was} young,]] {pron} {} swim in the river every day in summer',
  '[[When {who} {was} a child,]] {pron} {} hide under the bed whenever there was a storm',
  '[[When {who} lived by the sea,]] {pron} {} go for a swim before breakfast',
  '[[Years ago, when {who} worked in a bakery,]] {pron} {} get up at four every morning',
  '[[When {who} {was} a student,]] {pron} {} eat pasta almost every night',
  '[[When {who} {was} little,]] {pron} {} ask the same question a hundred times a day',
  '[[When {who} {was} a child,]] {pron} {} bake biscuits with {poss} grandmother every Christmas',
  '[[When {who} {was} learning to drive,]] {pron} {} practise in an empty car park on Sundays',
  '[[Back when {who} played in a band,]] {pron} {} practise every night in the garage',
  '[[When {who} {was} a student in Paris,]] {pron} {} spend every Sunday in the museums',
  '[[When {who} worked nights,]] {pron} {} sleep until two in the afternoon',
  '[[Whenever {who} came home late,]] {pron} {} take off {poss} shoes at the door',
  '[[When {who} {was} younger,]] {pron} {} run five kilometres before work',
  '[[When {who} {was} a child,]] {pron} {} read under the covers with a torch',
  '[[When {who} had {poss} first car,]] {pron} {} drive to the coast every weekend',
  '[[When {who} lived with {poss} grandparents,]] {pron} {} help in the garden every weekend',
  '[[When {who} {was} small,]] {pron} {} cry every time {pron} saw a dog',
  '[[On long car journeys when {who} {was} a child,]] {pron} {} fall asleep in the back seat',
  '[[When {who} {was} training for the marathon last year,]] {pron} {} run every morning at six',
  '[[When {who} first started at the company,]] {pron} {} arrive an hour early every day',
  '[[When {who} {was} a teenager,]] {pron} {} spend all {poss} pocket money on music',
  '[[Before {who} got a car,]] {pron} {} cycle everywhere',
  "[[When {who} {was} at university,]] {pron} {} borrow {poss} flatmate's bike to get to lectures",
  '[[When {who} {was} a child,]] {pron} {} wait by the window every evening for {poss} dad to come home',
  '[[Whenever it snowed when {who} {was} little,]] {pron} {} go sledging with {poss} brother',
  '[[Years ago, before the bridge was built,]] {who} {} take the ferry to work every day',
  '[[In those days,]] {who} {} walk five kilometres to school every morning',
  '[[When {who} {was} a child,]] {pron} {} spend every Saturday at the swimming pool',
  '[[When {who} shared a flat with {poss} sister,]] {pron} {} do all the cooking',
  '[[When {who} {was} a waiter,]] {pron} {} often work twelve hours a day',
];

const ASSUME: readonly string[] = [
  "[[There's someone at the door.]] That {} be {who}: {pron} said {pron} would come at six",
  '[[{Who} left the office an hour ago,]] so {pron} {} be home by now',
  '[[{Who} {has} been travelling all day.]] {Pron} {} be tired',
  "[[It's nearly midnight.]] {Who} {} be asleep by now",
  "[[The phone's ringing.]] That {} be {who}: {pron} always call{s} at this time",
  '[[{Whos} train got in at five.]] {Pron} {} be at the hotel by now',
  "[[There's a blue umbrella in the hall.]] That {} be {whos}: {pron} {has} one just like it",
  '[[{Who} {has} just got back from a ten-hour flight.]] {Pron} {} be exhausted',
  "[[It's Saturday morning.]] {Who} {} be at the gym: {pron} always go{es} on Saturdays",
  '[[The lights are on in {whos} office.]] {Pron} {} still be working',
  '[[{Who} finished work at five.]] {Pron} {} be on the bus now',
  '[[{Whos} flight landed an hour ago.]] {Pron} {} be on {poss} way here now',
  "[[It's half past twelve.]] {Who} {} be having lunch in the canteen",
  '[[{Who} {has} been working in the garden all day.]] {Pron} {} be ready for a cup of tea',
  '[[{Who} started the marathon four hours ago.]] {Pron} {} be near the finish by now',
  '[[{Who} {has} been revising for weeks.]] {Pron} {} be glad the exams are over',
  "[[There's a car alarm going off again.]] That {} be {whos}: it goes off every night",
  "[[Don't phone {who} now.]] {Pron} {} be bathing the baby",
  '[[I can hear the piano.]] That {} be {who}: {pron} always practise{s} in the evening',
  '[[{Who} {has} just run ten kilometres.]] {Pron} {} be thirsty',
  "[[It's Friday evening.]] {Who} {} be at {poss} yoga class: {pron} never miss{es} it",
  "[[The doorbell's ringing.]] That {} be the postman",
  "[[Someone's knocking.]] That {} be the plumber: he said he'd come this morning",
  "[[There's a parcel on the doorstep.]] That {} be the new printer",
  "[[It's nine o'clock.]] The shops {} be closed by now",
  '[[The restaurant is packed.]] The food {} be good',
  '[[{Who} {has} had a long day at work.]] {Pron} {} want an early night',
  '[[{Whos} meeting started at two.]] {Pron} {} be in it now, so send {obj} an email',
  '[[{Who} {has} been out in the rain for hours.]] {Pron} {} be soaked',
  "[[It's eight in the morning.]] {Who} {} be on {poss} way to work",
];

export const willWouldHabitsAssumptions: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...PRESENT.map((line, i) => ({ line, kind: 'present' as const, id: `now:${i}` })),
      ...PAST.map((line, i) => ({ line, kind: 'past' as const, id: `past:${i}` })),
      ...ASSUME.map((line, i) => ({ line, kind: 'assume' as const, id: `guess:${i}` })),
    ];
    for (const { entry, filled: raw, cue } of cueLines(rng, [[lines, '']], () => NAMED, 6)) {
      const { kind, id } = entry;
      // "when she's nervous", not the stiff "when she is nervous" (never at a clause end: "however tired she is").
      const filled = raw.replace(/\b(he|she) is (?=\w)/g, "$1's ");
      const trigger = cue.replace(/\b(he|she) is (?=\w)/g, "$1's ").replace(/^,\s*|,$/g, '');
      const answer = kind === 'past' ? 'would' : 'will';
      const wrong: Wrong[] =
        kind === 'present'
          ? [d('would', 'would-for-present-habit', { cue: trigger })]
          : kind === 'past'
            ? [d('will', 'will-for-past-habit', { cue: trigger })]
            : [d('can', 'can-for-assumption', { cue: trigger })];
      yield item(rng, {
        text: filled,
        answer,
        wrong,
        ruleId:
          kind === 'present'
            ? 'will-present-habit'
            : kind === 'past'
              ? 'would-past-habit'
              : 'will-assumption',
        trigger: [trigger],
        skeleton: id,
        features: { use: kind },
      });
    }
  },
});
