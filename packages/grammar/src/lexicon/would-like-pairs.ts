/**
 * Where "would like" and "would rather" are said: offers and invitations ("Would you like to join us?"),
 * polite requests ("I'd like to book a table for two, please"), wishes with their time ("My mother would like
 * to live by the sea when she retires") and choices ("I'd rather walk than take the bus", "It's raining, so
 * we'd rather stay at home"). An everyday activity with "today" ("They would rather sing songs in the shower
 * today", "You would like to sing in a choir this weekend") has no speaker's reason and was crossed out.
 *
 * A phrase is [verb, rest]; texts hold the tokens `fillFor` (fill.ts) fills.
 */
export type Phrase = readonly [verb: string, rest: string];

export interface Offer {
  id: string;
  phrase: Phrase;
  /** A sentence before the question that makes the offer natural ("It's raining."). */
  lead?: string;
  /** Who is offered it: only "you" (a guest, a customer), or also "your parents", "the children". */
  others?: boolean;
}

const O = (id: string, verb: string, rest: string, lead?: string, others = false): Offer => ({
  id,
  phrase: [verb, rest],
  ...(lead ? { lead } : {}),
  others,
});

export const OFFERS: readonly Offer[] = [
  O('cinema', 'come', 'with us', "We're going to the cinema tonight.", true),
  O('barbecue', 'come', 'to our barbecue on Saturday', undefined, true),
  O('dinner-friday', 'have', 'dinner with us on Friday', undefined, true),
  O('cake', 'try', 'some of this cake', 'I baked it this morning.'),
  O('photos', 'see', 'the photos from our trip', undefined, true),
  O('lunch', 'stay', 'for lunch', undefined, true),
  O('message', 'leave', 'a message', "She isn't here at the moment."),
  O('window', 'sit', 'by the window'),
  O('umbrella', 'borrow', 'my umbrella', "It's raining."),
  O('coffee', 'join', 'us for a coffee', undefined, true),
  O('menu', 'see', 'the dessert menu'),
  O('break', 'take', 'a break', 'You look tired.'),
  O('walk', 'go', 'for a walk after lunch', undefined, true),
  O('pay', 'pay', 'by card or in cash'),
  O('order', 'order', 'now', 'Here is the menu.'),
  O('garden', 'play', 'in the garden', 'The rain has stopped.', true),
  O('drink', 'have', 'something to drink', 'You must be thirsty after the journey.'),
  O('lift', 'get', 'a lift to the station', "It's quite far."),
  O('museum', 'visit', 'the museum with us tomorrow', undefined, true),
  O('swim', 'go', 'for a swim', 'The water is lovely today.', true),
];

/** Polite requests: a customer at a restaurant, a hotel, a bank, a shop, a doctor's. Said by I or we. */
export const REQUESTS: readonly Phrase[] = [
  ['book', 'a table for two for Friday evening'],
  ['order', 'the fish soup'],
  ['pay', 'the bill'],
  ['check', 'out'],
  ['stay', 'one more night'],
  ['open', 'a bank account'],
  ['change', 'some money into euros'],
  ['try', 'on these jeans'],
  ['return', 'this jacket'],
  ['make', 'an appointment with the dentist'],
  ['send', 'this parcel to Lviv'],
  ['speak', 'to the manager'],
  ['buy', 'two tickets for the evening show'],
  ['cancel', 'my booking'],
  ['ask', 'a question about the course'],
];

export interface Wish {
  id: string;
  phrase: Phrase;
  /** When or on what condition: "one day", "when {pron} retire{s}", "after school". */
  when: readonly string[];
  who: 'young' | 'adult' | 'any';
}

const W = (
  id: string,
  verb: string,
  rest: string,
  when: readonly string[],
  who: Wish['who'] = 'any',
): Wish => ({
  id,
  phrase: [verb, rest],
  when,
  who,
});

const ONE_DAY = ['one day', 'some day'];

export const LIKE_WISHES: readonly Wish[] = [
  W('medicine', 'study', 'medicine', ['after school', 'when {pron} finish{es} school'], 'young'),
  W('vet', 'become', 'a vet', ['when {pron} grow{s} up', 'after school'], 'young'),
  W('drums', 'learn', 'to play the drums', ['next year', 'after {poss} exams'], 'young'),
  W('krakow', 'go', 'to university in Kraków', ['after school', 'when {pron} finish{es} school'], 'young'),
  W('japan', 'visit', 'Japan', [...ONE_DAY, 'before {pron} {is} thirty']),
  W('south-america', 'travel', 'around South America', [...ONE_DAY, 'after {poss} exams']),
  W('northern-lights', 'see', 'the Northern Lights', ONE_DAY),
  W('italy-month', 'spend', 'a month in Italy', [...ONE_DAY, 'when {pron} retire{s}'], 'adult'),
  W('sea', 'live', 'by the sea', ['when {pron} retire{s}', ...ONE_DAY], 'adult'),
  W('garden', 'have', 'a bigger garden', ONE_DAY, 'adult'),
  W('cafe', 'open', 'a small café', [...ONE_DAY, 'when {pron} retire{s}'], 'adult'),
  W('book', 'write', 'a book about {poss} childhood', [...ONE_DAY, 'when {pron} retire{s}'], 'adult'),
  W('spanish', 'learn', 'Spanish', ['this year', 'before the trip to Spain']),
  W('tango', 'learn', 'to dance the tango', ['this year', 'one day']),
  W('yoga', 'take', 'up yoga', ['this year', 'after the holidays'], 'adult'),
  W('marathon', 'run', 'a marathon', ['next year', 'before {pron} {is} forty'], 'adult'),
  W('house', 'build', 'a house in the country', ONE_DAY, 'adult'),
  W('guitar', 'learn', 'to play the guitar', ['this summer', 'one day']),
  W('kyiv', 'move', 'to Kyiv', ['after university', ...ONE_DAY], 'adult'),
  W('dog', 'get', 'a dog', ['when {pron} move{s} to a bigger flat', ...ONE_DAY]),
  W('iceland', 'visit', 'Iceland', [...ONE_DAY, 'next winter']),
  W('driving', 'learn', 'to drive', ['this year', 'after {poss} exams']),
  // 'to volunteer abroad', not 'to work as a volunteer abroad', which a group cannot say (review 1802: 'We … as a volunteer')
  W('volunteer', 'volunteer', 'abroad', ['after university', ...ONE_DAY], 'adult'),
  W('pottery', 'try', 'pottery', ['this autumn', ...ONE_DAY]),
  W('concert', 'see', 'Jamala in concert', ONE_DAY),
  W('photography', 'do', 'a photography course', ['this year', 'next autumn']),
];

/** Choices: the first is what the subject prefers, the second what they would rather not. */
export const CHOICES: readonly [prefer: Phrase, not: Phrase][] = [
  [
    ['walk', ''],
    ['take', 'the bus'],
  ],
  [
    ['stay', 'at home tonight'],
    ['go', 'out'],
  ],
  [
    ['cook', 'at home'],
    ['eat', 'in a restaurant'],
  ],
  [
    ['read', 'a book'],
    ['watch', 'TV'],
  ],
  [
    ['travel', 'by train'],
    ['fly', ''],
  ],
  [
    ['have', 'tea'],
    ['have', 'coffee'],
  ],
  [
    ['live', 'in the country'],
    ['live', 'in the city'],
  ],
  [
    ['work', 'from home'],
    ['go', 'to the office'],
  ],
  [
    ['rent', 'a flat'],
    ['buy', 'a house'],
  ],
  [
    ['go', 'to the mountains'],
    ['lie', 'on a beach'],
  ],
  [
    ['watch', 'the match at home'],
    ['go', 'to the stadium'],
  ],
  [
    ['send', 'a message'],
    ['call', ''],
  ],
  [
    ['wait', 'for the next train'],
    ['stand', 'all the way'],
  ],
  [
    ['cycle', 'to work'],
    ['drive', ''],
  ],
  [
    ['go', 'camping'],
    ['stay', 'in a hotel'],
  ],
  [
    ['paint', 'the flat'],
    ['pay', 'a painter'],
  ],
  [
    ['swim', 'in the sea'],
    ['swim', 'in the pool'],
  ],
  [
    ['listen', 'to podcasts'],
    ['listen', 'to music'],
  ],
  [
    ['play', 'board games'],
    ['play', 'computer games'],
  ],
  [
    ['spend', 'the weekend in the country'],
    ['stay', 'in the city'],
  ],
];

/** A reason that makes a preference natural, and the choice it leads to; {who} is the subject itself. */
export const RATHER_BECAUSE: readonly [reason: string, prefer: Phrase][] = [
  ["It's raining, so", ['stay', 'at home today']],
  ['{who} {is} tired, so', ['stay', 'in tonight']],
  ['The restaurant is very expensive, so', ['cook', 'at home']],
  ['The traffic is terrible, so', ['take', 'the metro']],
  ['The film has bad reviews, so', ['watch', 'something else']],
  ["It's a lovely day, so", ['have', 'lunch in the garden']],
  ['{who} {is} not very hungry, so', ['have', 'just a salad']],
  ['The shops are very busy today, so', ['go', 'shopping tomorrow']],
  ['The hotel is far from the beach, so', ['rent', 'a flat in the centre']],
  ['The next bus is in an hour, so', ['walk', 'home']],
  ['The cinema is always full on Fridays, so', ['go', 'on Sunday']],
  ['The museum is closed on Mondays, so', ['visit', 'it on Tuesday']],
  ['The tickets are cheaper in the morning, so', ['travel', 'early']],
  ['{who} {is} not a fan of crowds, so', ['go', 'to the beach in September']],
  ['The lift is broken, so', ['take', 'the stairs']],
  ['The café is noisy, so', ['talk', 'somewhere quieter']],
];
