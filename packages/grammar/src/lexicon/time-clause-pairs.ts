/**
 * Future time clauses authored as pairs: the main action and the event that triggers it belong together
 * ("I will call you as soon as I get home", "We will start dinner when the guests arrive", "She will stay in
 * bed until she feels better"). Round 1130 struck out free combinations ("The children will call you as
 * soon as they polish their shoes"): a chore is no trigger for a phone call.
 *
 * Tokens: `<S>` the main subject, `<P>` its pronoun, `<poss>` its possessive; `___` the blank, whose
 * subject is `<P>` unless `by` names another ("the rain", "the guests"). `{a|b}` alternatives vary only
 * what is safe. `who` picks the main subjects: any adult, a single working adult, a child, the speaker's
 * household, or a young adult (university, a first car).
 */
export type ClauseWho = 'any' | 'worker' | 'kid' | 'home' | 'young';

export interface ClausePair {
  main: string;
  conj: readonly string[];
  verb: string;
  clause: string;
  who: ClauseWho;
  /** The time clause's own subject and whether it is third person singular, when it is not the main subject. */
  by?: { text: string; third: boolean };
}

const p = (
  who: ClauseWho,
  main: string,
  conj: readonly string[],
  verb: string,
  clause: string,
  by?: ClausePair['by'],
): ClausePair => (by ? { who, main, conj, verb, clause, by } : { who, main, conj, verb, clause });

const SOON = ['when', 'as soon as'] as const;
const rain = { text: 'the rain', third: true };

export const CLAUSE_PAIRS: readonly ClausePair[] = [
  p('any', '<S> will {call|text} you', SOON, 'get', 'home'),
  p('any', '<S> will send you a message', SOON, 'arrive', 'at the station'),
  p('any', '<S> will send you some photos', SOON, 'arrive', 'in {Lviv|London|Rome}'),
  p('any', '<S> will tell you the news', ['as soon as'], 'get', 'the results'),
  p('any', '<S> will show you the photos', SOON, 'come', 'back from holiday'),
  p('any', '<S> will give you the book back', ['when', 'after'], 'finish', 'it'),
  p('any', '<S> will have breakfast', ['after'], 'have', 'a shower'),
  p('any', '<S> will have dinner', SOON, 'get', 'back from the shops'),
  p('any', '<S> will go for a walk', SOON, 'stop', '', rain),
  p('any', '<S> will turn off the lights', ['before'], 'leave', 'the house'),
  p('any', '<S> will lock the door', ['before'], 'go', 'to bed'),
  p('any', '<S> will put on a warm coat', ['before'], 'go', 'out'),
  p('any', '<S> will feel better', ['after'], 'get', 'some sleep'),
  p('any', '<S> will stay in bed', ['until'], 'feel', 'better'),
  p('any', '<S> will wait at the café', ['until'], 'come', 'back', { text: 'you', third: false }),
  p('any', '<S> will leave', SOON, 'come', '', { text: 'the taxi', third: true }),
  p('any', '<S> will buy a new phone', ['when'], 'stop', 'working', { text: 'the old one', third: true }),
  p('any', '<S> will start the film', SOON, 'arrive', '', { text: 'everyone', third: true }),
  p('any', '<S> will help you', ['after'], 'have', 'lunch'),
  p('any', '<S> will check the timetable', ['before'], 'book', 'the tickets'),
  p('any', '<S> will pay you back', SOON, 'get', 'paid'),
  p('any', '<S> will make some coffee', SOON, 'wake', 'up'),
  p('any', '<S> will come and see you', ['when', 'after'], 'get', 'back from {Lviv|Warsaw}'),
  p('any', '<S> will visit us', ['when'], 'come', 'to Kyiv'),
  p('any', '<S> will text you', SOON, 'land', '', { text: '<poss> plane', third: true }),
  p('any', '<S> will wait at the bus stop', ['until'], 'come', '', { text: 'the bus', third: true }),
  p('any', '<S> will take some medicine', ['before'], 'go', 'to bed'),
  p('any', '<S> will book a table', ['when'], 'know', 'the date'),
  p('any', '<S> will buy the tickets', SOON, 'open', '', { text: 'the box office', third: true }),
  p('home', '<S> will cook dinner', SOON, 'come', 'home', { text: 'the children', third: false }),
  p('home', '<S> will do the washing-up', ['after'], 'finish', '', { text: 'the film', third: true }),
  p('home', '<S> will wash the car', ['when'], 'get', 'warmer', { text: 'it', third: true }),
  p('home', '<S> will paint the bedroom', ['when'], 'have', 'a free weekend'),
  p('home', '<S> will have a cup of tea', ['after'], 'finish', 'the washing-up'),
  p('kid', '<S> will learn to drive', ['when'], 'turn', 'eighteen'),
  p('worker', '<S> will send you the report', SOON, 'finish', 'it'),
  p('home', '<S> will start dinner', SOON, 'arrive', '', { text: 'the guests', third: false }),
  p('home', '<S> will take the dog out', SOON, 'stop', '', rain),
  p('home', '<S> will hang out the washing', ['when'], 'stop', '', rain),
  p('worker', '<S> will meet us at the café', SOON, 'finish', 'work'),
  p('worker', '<S> will call you', ['after'], 'finish', '', { text: 'the meeting', third: true }),
  p('worker', '<S> will answer your email', SOON, 'get', 'to the office'),
  p('worker', '<S> will take a few days off', ['after'], 'finish', 'this project'),
  p('kid', '<S> will go to bed', ['after', 'as soon as'], 'finish', '<poss> homework'),
  p('kid', '<S> will watch cartoons', ['after'], 'tidy', '<poss> room'),
  p('kid', '<S> will be happy', ['when'], 'see', 'the new puppy'),
  p('young', '<S> will look for a job', ['when', 'after'], 'finish', 'university'),
  p('young', '<S> will buy a car', ['when'], 'save', 'enough money'),
  p('young', '<S> will move to a bigger flat', ['when'], 'find', 'a better job'),
];
