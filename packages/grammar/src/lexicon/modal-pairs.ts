/**
 * What each modal verb is said about, with the context that makes it natural: should with a reason for the
 * advice ("She has a bad cold, so she should stay in bed"), must with a rule ("Passengers must show their
 * tickets"), can with a skill and can't with a reason ("can't come on Saturday because she is away"),
 * might / may with the doubt ("might come, but he is not sure yet"), could with a suggestion. A bare
 * activity with "this week" ("Tom should read comics this week", "Maria must stay at a hotel by the sea this
 * year") gives the modal nothing to mean.
 *
 * Phrases are [verb, rest]; texts hold the tokens `fillFor` (fill.ts) fills, and {who} for the subject.
 */
export type ModalPhrase = readonly [verb: string, rest: string];

/** Should: a reason, then the advice. */
export const ADVICE: readonly [reason: string, advice: ModalPhrase, adult?: boolean][] = [
  ['{who} {is} always tired,', ['go', 'to bed earlier']],
  ['{who} {has} a toothache,', ['see', 'a dentist']],
  ['{who} {has} an exam on Monday,', ['study', 'this weekend']],
  ['{who} {is} very stressed,', ['take', 'a few days off'], true],
  ['{who} {has} a bad cold,', ['stay', 'in bed today']],
  ['{who} {is} always late for work,', ['leave', 'home earlier'], true],
  ['{who} never {has} breakfast,', ['eat', 'something in the morning']],
  ['{who} {is} always on {poss} phone,', ['spend', 'more time outside']],
  ['{who} {has} a bad cough,', ['see', 'a doctor']],
  ['{who} {is} worried about the test,', ['talk', 'to the teacher']],
  ['{who} {has} a lot of work this week,', ['ask', 'for help'], true],
  ['{who} {is} getting a cold,', ['drink', 'hot tea with lemon']],
  ['{who} {is} going to Italy next month,', ['learn', 'a few words of Italian']],
  ['{who} {is} always losing {poss} keys,', ['keep', 'them in one place']],
  ['{who} {is} moving to a new flat next week,', ['book', 'a removal van now'], true],
  ['{who} {has} a job interview tomorrow,', ['prepare', 'some answers tonight'], true],
  ['{who} {is} saving money for a car,', ['stop', 'eating out so often'], true],
];

/** Must: rules for a kind of person (passengers, drivers, visitors), said of them in the plural. */
export const RULES: readonly [who: string, rule: ModalPhrase][] = [
  ['Passengers', ['show', 'their tickets to the driver']],
  ['Drivers', ['stop', 'at a red light']],
  ['Students', ['switch', 'off their phones during the exam']],
  ['Visitors', ['leave', 'their bags at the entrance']],
  ['All guests', ['check', 'out of their rooms by eleven']],
  ['Cyclists', ['wear', 'a helmet on this road']],
  ['Players', ['arrive', 'an hour before the match']],
  ['Customers', ['pay', 'at the till']],
  ['Passengers', ['fasten', 'their seat belts']],
  ['Children under twelve', ['sit', 'in the back of the car']],
  ['Workers on the building site', ['wear', 'a hard hat']],
  ['Dogs in the park', ['stay', 'on a lead']],
  ['All visitors', ['sign', 'in at reception']],
  ['Swimmers', ['take', 'a shower before they go into the pool']],
];

/** Must said to oneself: what I, we must not forget. */
export const REMINDERS: readonly ModalPhrase[] = [
  ['remember', 'to call {poss} grandmother tonight'],
  ['buy', 'some milk on the way home'],
  ['finish', 'this report by Friday'],
  ['send', 'the tickets to {poss} sister'],
  ['get', 'up early tomorrow'],
  ['pay', 'the electricity bill this week'],
];

/** Can: a skill said with its measure ("can swim five kilometres"). */
export const SKILLS: readonly [skill: ModalPhrase, adult?: boolean][] = [
  [['speak', 'three languages']],
  [['play', 'the piano really well']],
  [['swim', 'five kilometres without stopping']],
  [['drive', 'a bus'], true],
  [['cook', 'really good borscht']],
  [['run', 'ten kilometres in under an hour']],
  [['read', 'music']],
  [['juggle', 'with four balls']],
  [['type', 'very fast']],
  [['ride', 'a bike with no hands']],
  [['draw', 'really good portraits']],
  [['fix', 'almost anything'], true],
];

/** Can't: something the subject cannot do, with the reason. */
export const CANT: readonly ModalPhrase[] = [
  ['come', 'to the meeting on Monday'],
  ['give', 'you a lift tomorrow'],
  ['play', 'football with us on Sunday'],
  ['come', 'to the party on Saturday'],
  ['meet', 'you tomorrow'],
  ['help', 'you with the boxes today'],
  ['go', 'out tonight'],
  ['join', 'us for dinner'],
];
export const CANT_BECAUSE: readonly string[] = [
  'because {pron} {is} ill',
  'because {pron} {has} too much work',
  'because {pron} {is} away this weekend',
  'because {pron} {has} guests',
  'because {pron} {has} a family dinner',
  'because {pron} {is} working late',
];

/** Might / may: a possibility, with the doubt that makes it one. */
export const MAYBE: readonly [phrase: ModalPhrase, doubt: string][] = [
  [['come', 'to the party'], 'but {pron} {is} not sure yet'],
  [['be', 'late'], 'because of the traffic'],
  [['go', 'to the seaside this weekend'], 'if the weather is good'],
  [['move', 'to Lviv next year'], 'but {pron} {has} not decided yet'],
  [['buy', 'a new car'], 'if {pron} can find a good one'],
  [['visit', 'us in the summer'], 'but {pron} {is} not sure yet'],
  [['change', 'jobs'], 'but {pron} {has} not decided yet'],
  [['stay', 'at home tonight'], 'if {pron} {is} tired'],
  [['call', 'you later'], 'if {pron} {has} time'],
  [['take', 'the train'], 'if the flights are too expensive'],
  [['come', 'to the cinema with us'], 'if {pron} finish{es} work early'],
  [['go', 'skiing in February'], 'but {pron} {has} not booked anything yet'],
  [['get', 'a dog'], 'but {pron} {has} not decided yet'],
  [['rent', 'a flat in the centre'], 'if the prices go down'],
  [['be', 'at the meeting'], 'but {pron} {is} not sure yet'],
  [['sell', 'the old car'], 'if {pron} get{s} a good price'],
];

/** Could: a suggestion from we or you. */
export const SUGGESTIONS: readonly [lead: string, phrase: ModalPhrase][] = [
  ["It's a lovely evening. We", ['go', 'for a walk']],
  ["If you're bored, you", ['read', 'a book']],
  ['You', ['ask', 'your teacher for help']],
  ['If the shops are closed, we', ['order', 'food online']],
  ["It's Anna's birthday on Friday. We", ['buy', 'her some flowers']],
  ['If you need money, you', ['ask', 'your parents']],
  ['We', ['watch', 'a film tonight']],
  ["If it's too far to walk, you", ['take', 'a taxi']],
  ["If you can't sleep, you", ['listen', 'to some quiet music']],
  ["It's raining. We", ['play', 'a board game']],
];
