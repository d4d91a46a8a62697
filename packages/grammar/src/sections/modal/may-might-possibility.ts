import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import copy from './may-might-possibility.json' with { type: 'json' };
import { NAMED, SPEAKER } from './people.ts';

/**
 * Might / may / could (it is possible, the speaker is not sure) against will / won't (the speaker is sure:
 * a promise, "I'm sure", "definitely"). The cue in [[…]] states the doubt or the certainty before the gap.
 * May, might and could all say a possibility, so a line shows only one of them, as the key (the line's
 * prefix says which: "may:" or "could:", might otherwise; could only in positive sentences, since "could
 * not" means it is impossible). In a certain sentence both might and may are wrong for the same reason,
 * so both may be offered; the opposite certainty (will against won't) is never offered, since "I'm sure
 * he will mind" is as good a sentence as "I'm sure he won't mind".
 *
 * {} is a positive gap, {-} a negative one (might not / won't).
 */

/** The speaker is not sure → might (may, could). */
export const POSSIBLE: readonly string[] = [
  '[[{Who} {isnt} sure yet, but]] {pron} {} go to the party on Saturday',
  '[[{Who} {hasnt} decided yet, but]] {pron} {} take the job',
  '[[{Who} {isnt} sure, but]] {pron} {} be a bit late tonight',
  "[[I'm not sure what the weather will do, but]] it {} rain later",
  'may:[[Nobody knows yet, but]] the concert {} be cancelled',
  '[[{Who} {isnt} sure if {pron} can afford it, but]] {pron} {} buy a new car this year',
  "may:[[I'm not sure, but]] the banks {} be closed on Monday",
  '[[{Who} {hasnt} booked anything yet, but]] {pron} {} go to Spain this summer',
  "[[I'm not sure the train will be on time, so]] we {} miss the start of the film",
  '[[{Who} {isnt} sure yet, but]] {pron} {-} come to the meeting',
  "may:[[The doctor isn't sure yet, but]] {who} {} need an operation",
  '[[{Who} {isnt} sure if {pron} {is} free, but]] {pron} {} come and help us on Sunday',
  'could:[[Nobody can be sure, but]] our team {} win the cup this year',
  '[[{Who} {doesnt} know yet, but]] {pron} {} move to a bigger flat next year',
  "may:[[It isn't certain, but]] fuel prices {} go up again next month",
  "[[I'm not sure, but]] the meeting {} finish early today",
  '[[{Who} {isnt} sure yet, but]] {pron} {} study medicine',
  'could:[[Nobody is sure yet, but]] the new road {} open in May',
  '[[{Who} {isnt} sure yet, but]] {pron} {-} be at work tomorrow',
  '[[{Who} {isnt} sure, but]] {pron} {-} have time to see us this week',
  'may:[[Nobody is sure yet, but]] the match {-} go ahead because of the snow',
  'could:[[The weather is hard to predict here, but]] it {} snow tonight',
  "[[I'm not sure, but]] the restaurant {-} be open on Mondays",
  '[[{Who} {isnt} sure if {pron} {is} well enough yet, but]] {pron} {} run in the race on Sunday',
  'may:[[Nobody knows yet, but]] the company {} open a new office in Lviv',
  '[[{Who} {isnt} sure yet, but]] {pron} {} have a barbecue on Saturday',
  "may:[[It isn't certain yet, but]] {who} {} get a pay rise",
  "could:[[I'm not sure, but]] this {} be the last warm weekend of the year",
  "may:[[The test results aren't back yet, but]] {who} {} need more tests",
  '[[{Who} {hasnt} decided yet, but]] {pron} {} paint the kitchen yellow',
  '[[{Who} {isnt} sure yet, but]] {pron} {} work from home tomorrow',
  'may:[[Nobody is sure yet, but]] the flight {} be delayed by the fog',
  '[[{Who} {isnt} sure, but]] {pron} {-} be able to come on Friday',
  '[[{Who} {hasnt} decided yet, but]] {pron} {-} go away this summer',
  "[[I'm not sure, but]] the tickets {-} be very cheap",
  'could:[[No one knows for sure, but]] it {} be a very hot summer',
  '[[{Who} {isnt} sure yet, but]] {pron} {} sell {poss} old bike',
  '[[{Who} {hasnt} made up {poss} mind yet, but]] {pron} {} learn to play the guitar',
  "may:[[It isn't certain yet, but]] the school {} close early on Friday",
  '[[{Who} {isnt} sure yet, but]] {pron} {-} stay for dinner',
  '[[{Who} {doesnt} know yet, but]] {pron} {} change jobs next year',
  '[[{Who} {isnt} sure yet, but]] {pron} {} cook fish tonight',
  "may:[[The forecast isn't clear, but]] there {} be storms at the weekend",
  '[[{Who} {isnt} sure yet, but]] {pron} {-} need the car tomorrow',
  'could:[[Nobody knows for sure, but]] the repairs {} take weeks',
  '[[{Who} {isnt} sure yet, but]] {pron} {} go for a run tomorrow morning',
  "may:[[The manager isn't sure yet, but]] {who} {} get the new office",
  '[[{Who} {hasnt} decided yet, but]] {pron} {-} go to the concert',
  "[[I'm not sure, but]] {who} {} call you back today",
  '[[{Who} {isnt} sure yet, but]] {pron} {} go to the gym after work',
  'may:[[Nobody is sure yet, but]] the tickets {} cost more next year',
  '[[{Who} {hasnt} decided yet, but]] {pron} {} invite a few colleagues to the party',
  "could:[[I'm not sure, but]] that noise {} be the neighbours' cat",
];

/** The speaker is sure → will / won't. */
export const CERTAIN: readonly string[] = [
  '[[{Who} {has} promised]] {pron} {} call us as soon as {pron} land{s}',
  '[[I promise]] I {-} tell anyone',
  "[[Don't worry, I've set two alarms.]] I {-} be late",
  "[[I'm sure]] {who} {} love this film",
  "[[I'm sure]] {who} {-} mind if we start without {obj}",
  "[[I'm absolutely certain]] {who} {} pass the exam; {pron} {has} worked so hard",
  '[[We have booked the tickets and paid for the hotel, so]] we {} definitely go',
  "[[Don't worry, I've written it down.]] I {-} forget",
  '[[I know {who} very well.]] {Pron} {} definitely say yes',
  "[[It's a promise:]] we {-} be late again",
  "[[I'm sure]] it {} be a great party",
  "[[I'm sure]] {who} {} love the present",
  "[[I'm sure]] the shop {-} be open this late",
  '[[I promise]] I {} pay you back on Friday',
  "[[Don't worry, I promise]] I {-} drive fast",
  "[[I'm certain]] {who} {} be there; {pron} never miss{es} a match",
  "[[It's official:]] the new station {} open in May",
  "[[I'm sure]] {who} {-} forget your birthday",
  '[[I know]] {who} {} help us; {pron} always do{es}',
  "[[I'm absolutely sure]] it {-} rain today; there isn't a cloud in the sky",
  '[[{Who} {has} promised]] {pron} {-} be late again',
  "[[I'm sure]] you {} like {who}; {pron} {is} very friendly",
  "[[I've reminded {who} three times, so I'm sure]] {pron} {} remember",
  '[[I promise]] I {} help you with the boxes on Saturday',
  "[[Don't worry, I'm sure]] {who} {} find a new job soon",
  "[[I'm certain]] the meeting {-} take long; there are only two things to discuss",
  "[[I'm sure]] the train {-} wait for us",
  '[[Trust me:]] you {-} regret it',
  '[[I promise]] I {} be careful',
  "[[I'm absolutely sure]] we {} win on Saturday",
  '[[I give you my word:]] I {} finish the report by Friday',
  "[[I'm sure]] {who} {} be happy to help you",
  '[[{Who} {has} promised]] {pron} {} bring the cake',
  "[[I'm sure]] {who} {-} say no",
  "[[Don't worry, I promise]] it {-} happen again",
  "[[I'm completely sure]] the museum {-} be open on New Year's Day",
  "[[I'm sure]] {who} {} enjoy the trip",
  "[[I'm sure]] {who} {} like the hotel; it's right by the sea",
  '[[{Who} {has} already bought the tickets, so]] {pron} {} definitely come',
  '[[{Who} {has} booked {poss} flight, so]] {pron} {} definitely be at the wedding',
  "[[I'm sure]] {who} {-} be angry; it wasn't your fault",
  "[[Don't worry, I'm sure]] {who} {-} be late; {pron} always leave{s} early",
  '[[{Who} {has} promised]] {pron} {} fix the tap this weekend',
  "[[I'm sure]] {who} {-} mind lending you {poss} car",
  "[[I'm absolutely sure]] {who} {} get the job; {pron} {is} the best person for it",
  '[[{Who} {has} given me {poss} word:]] {pron} {-} tell anyone about the plan',
  "[[I'm certain]] the parcel {} arrive tomorrow; it says so on the website",
  "[[I'm sure]] {who} {} understand if you explain",
  '[[I promise]] I {-} use your laptop without asking',
  "[[I'm sure]] {who} {} lend you {poss} bike; just ask {obj}",
  "[[Don't worry, I'm sure]] the plane {-} be late",
  "[[I'm certain]] {who} {-} want to miss the party",
  "[[I'm sure]] {who} {} know the way; {pron} {has} been there many times",
];

/**
 * Issue 16, "the full catalogue": more lines of each kind, one skeleton each, generated after the older ones
 * so their exercises keep their ids. The same rules: one of might / may / could per line, the cue says
 * whether the speaker is sure.
 */
export const POSSIBLE_2: readonly string[] = [
  '[[{Who} {isnt} sure yet, but]] {pron} {} change jobs in the autumn',
  '[[{Who} {hasnt} decided yet, but]] {pron} {} learn the guitar',
  '[[{Who} {doesnt} know yet, but]] {pron} {-} need the car tomorrow',
  '[[{Who} {isnt} sure about the weather, but]] {pron} {} go cycling on Saturday',
  'may:[[{Who} {hasnt} said yet, but]] {pron} {} bring a friend to the party',
  '[[{Who} {hasnt} decided yet, but]] {pron} {} move to the coast when {pron} retire{s}',
  '[[{Who} {isnt} sure, but]] {pron} {-} stay for dinner',
  '[[{Who} {hasnt} checked {poss} diary yet, but]] {pron} {} be free on Thursday',
  '[[{Who} {hasnt} made up {poss} mind yet, but]] {pron} {} sell the car',
  "[[I'm not sure what the traffic is like, so]] we {} be a bit late",
  '[[{Who} {isnt} sure if {pron} can get a day off, but]] {pron} {} come to the wedding',
  "may:[[The forecast isn't certain, but]] it {} snow at the weekend",
  '[[{Who} {hasnt} decided yet, but]] {pron} {-} renew {poss} gym membership',
  'could:[[Nobody knows for sure, but]] house prices {} go down in the spring',
  '[[{Who} {isnt} sure yet, but]] {pron} {} work from home on Friday',
  "may:[[We don't know yet, but]] the flight {} be delayed",
  '[[{Who} {doesnt} know yet, but]] {pron} {} need a new laptop for the course',
  '[[{Who} {hasnt} decided, but]] {pron} {} paint the kitchen yellow',
  '[[{Who} {isnt} sure, but]] {pron} {-} be able to come to dinner',
  '[[It depends on the weather, but]] we {} have lunch in the garden',
  'could:[[Nobody is sure yet, but]] the new stadium {} be ready by next summer',
  '[[{Who} {isnt} sure, but]] {pron} {} visit {poss} grandparents in August',
  "may:[[I'm not sure, but]] the library {} be closed on Sunday",
  '[[{Who} {hasnt} decided yet, but]] {pron} {-} go back to the same hotel',
  '[[{Who} {isnt} sure, but]] {pron} {} get a dog next year',
  '[[{Who} {doesnt} know if {pron} {is} free, but]] {pron} {} drop by on Sunday',
  'could:[[Nobody can say yet, but]] the strike {} last for weeks',
  '[[{Who} {isnt} sure yet, but]] {pron} {} start {poss} own business',
  "may:[[The doctor isn't sure yet, but]] {who} {-} need glasses after all",
  '[[{Who} {hasnt} decided yet, but]] {pron} {} take the train instead of flying',
  "[[I'm not sure yet, but]] I {-} have time to cook tonight",
  '[[{Who} {isnt} sure yet, but]] {pron} {} stay an extra night',
  'may:[[Nobody knows yet, but]] the school {} close early because of the snow',
];

export const CERTAIN_2: readonly string[] = [
  "[[I'm sure]] {who} {} like the new flat; it's just what {pron} wanted",
  '[[{Who} {has} promised]] {pron} {} water the plants while we are on holiday',
  "[[I'm sure]] {who} {-} have any problems with the exam; {pron} {is} very well prepared",
  '[[{Who} {has} booked the table, so]] {pron} {} definitely be at the restaurant at seven',
  "[[I'm certain]] {who} {} win the race; nobody else is nearly as fast",
  "[[I'm sure]] {who} {-} get lost; {pron} {has} a map on {poss} phone",
  "[[Don't worry, I'm sure]] {who} {} forgive you",
  '[[{Who} {has} bought the paint, so]] {pron} {} definitely finish the room this weekend',
  "[[I'm sure]] {who} {} pass the exam; {pron} {has} worked so hard",
  '[[I promise]] I {-} forget your birthday this year',
  '[[{Who} {has} already paid for the course, so]] {pron} {} definitely go',
  "[[I'm absolutely sure]] {who} {-} mind if we start without {obj}",
  "[[I'm certain]] the shop {} be open; it's open every day until ten",
  "[[Don't worry, I'm sure]] {who} {} call you back today",
  "[[I'm sure]] the children {} love this present",
  '[[{Who} {has} promised]] {pron} {} pay me back on Friday',
  "[[I've written it in {whos} diary, so I'm sure]] {pron} {-} forget",
  '[[I promise]] we {} be there by eight',
  "[[I'm completely sure]] it {-} take more than an hour; it's only ten kilometres",
  "[[I'm sure]] {who} {} recognise you; you haven't changed at all",
  '[[{Who} {has} signed the contract, so]] {pron} {} definitely start on Monday',
  '[[Trust me:]] this coat {} keep you warm',
  "[[I'm sure]] {who} {-} be upset; it was only a joke",
  "[[Don't worry, I promise]] I {} drive carefully",
  "[[I'm certain]] {who} {} say yes; {pron} love{s} surprises",
  '[[{Who} {has} already packed, so]] {pron} {} definitely be ready on time',
  '[[I promise]] I {-} tell anyone your secret',
  "[[I'm sure]] {who} {} help you move; {pron} {has} a van",
  "[[I'm absolutely certain]] the keys {} turn up; they're somewhere in the flat",
  "[[Don't worry, I'm sure]] you {-} need a coat; it's really warm outside",
  "[[I'm sure]] {who} {} enjoy the concert; {pron} love{s} jazz",
  '[[I give you my word:]] I {} fix the fence this weekend',
  "[[I'm sure]] {who} {-} say anything to the boss; {pron} {is} very loyal",
];

/** Lines about "you", "I" or "we" besides the subject are said of named people only. */
const poolFor = (text: string): readonly Subject[] =>
  /\b(you|I|we|us|me|my)\b/.test(text.replace(/\{[^}]*\}/g, '')) ? NAMED : [...SPEAKER, ...NAMED];

/** A line's may:/could: mark (might when none) and its {-} (negative) read off, leaving a plain [[cue]] line. */
function read(raw: string): { line: string; poss: string; negative: boolean } {
  const body = raw.replace(/^(may|could):/, '');
  return {
    line: body.replace('{-}', '{}'),
    poss: raw.match(/^(may|could):/)?.[1] ?? 'might',
    negative: body.includes('{-}'),
  };
}

export const mayMightPossibility: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...POSSIBLE.map((line, i) => ({ ...read(line), possible: true, i })),
      ...CERTAIN.map((line, i) => ({ ...read(line), possible: false, i: i + 100 })),
    ];
    const lines2 = [
      ...POSSIBLE_2.map((line, i) => ({ ...read(line), possible: true, i })),
      ...CERTAIN_2.map((line, i) => ({ ...read(line), possible: false, i: i + 100 })),
    ];
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    const lists = [
      [lines, 'possible-'],
      [lines2, 'possible2-'],
    ] as const;
    for (const { entry, prefix: skel, filled, cue } of cueLines(rng, lists, poolFor, 5)) {
      const { poss, negative, possible, i } = entry;
      const answer = possible ? (negative ? `${poss} not` : poss) : negative ? "won't" : 'will';
      const wrong: Wrong[] = possible
        ? [
            d(negative ? "won't" : 'will', 'certainty-against-doubt', { cue }),
            d(negative ? 'will' : "won't", 'certainty-against-doubt', { cue }),
          ]
        : [
            d(negative ? 'might not' : 'might', 'possibility-against-certainty', { cue }),
            d(negative ? 'may not' : 'may', 'possibility-against-certainty', { cue }),
          ];
      yield item(rng, {
        text: filled,
        answer,
        wrong,
        ruleId: possible ? 'possibility' : 'certainty',
        trigger: [cue],
        features: {
          certainty: possible ? 'possible' : 'sure',
          polarity: negative ? 'negative' : 'positive',
        },
        skeleton: `${skel}${i}`,
      });
    }
  },
});
