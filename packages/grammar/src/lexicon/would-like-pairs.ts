/**
 * Where "would like" and "would rather" are said: offers and invitations ("Would you like to join us?"),
 * polite requests ("I'd like to book a table for two, please"), wishes with their time ("My mother would like
 * to live by the sea when she retires") and choices ("I'd rather walk than take the bus", "It's raining, so
 * we'd rather stay at home"). An everyday activity with "today" ("They would rather sing songs in the shower
 * today", "You would like to sing in a choir this weekend") has no speaker's reason and was crossed out.
 *
 * A phrase is [verb, rest]; texts hold the tokens `fillFor` (fill.ts) fills.
 */

import { z } from 'zod';
import { table } from './data.ts';
import data from './would-like-pairs.data.json' with { type: 'json' };
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

const PhraseSchema = z.tuple([z.string(), z.string()]);

/** Polite requests: a customer at a restaurant, a hotel, a bank, a shop, a doctor's. Said by I or we. */
export const REQUESTS: readonly Phrase[] = table('REQUESTS', data.REQUESTS, PhraseSchema);

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
export const CHOICES: readonly [prefer: Phrase, not: Phrase][] = table(
  'CHOICES',
  data.CHOICES,
  z.tuple([PhraseSchema, PhraseSchema]),
);

/** A reason that makes a preference natural, and the choice it leads to; {who} is the subject itself. */
export const RATHER_BECAUSE: readonly [reason: string, prefer: Phrase][] = table(
  'RATHER_BECAUSE',
  data.RATHER_BECAUSE,
  z.tuple([z.string(), PhraseSchema]),
);
