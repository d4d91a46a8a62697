import { describe, expect, it } from 'vitest';
import { indefiniteArticle, withIndefinite } from './articles.ts';

/** Gold table: the article a careful (British-leaning) teacher writes before each word or phrase. */
const GOLD: [string, 'a' | 'an'][] = [
  ['hour', 'an'],
  ['hour-long meeting', 'an'],
  ['honest man', 'an'],
  ['heir', 'an'],
  ['honour', 'an'],
  ['honourable man', 'an'],
  ['university', 'a'],
  ['European country', 'a'],
  ['one-way ticket', 'a'],
  ['one', 'a'],
  ['MBA', 'an'],
  ['FBI agent', 'an'],
  ['X-ray', 'an'],
  ['uniform', 'a'],
  ['umbrella', 'an'],
  ['unicorn', 'a'],
  ['euro', 'a'],
  ['U-turn', 'a'],
  ['herb', 'a'],
  ['useful tip', 'a'],
  ['usual day', 'a'],
  ['user', 'a'],
  ['union', 'a'],
  ['unit', 'a'],
  ['unique chance', 'a'],
  ['uncle', 'an'],
  ['ugly duckling', 'an'],
  ['unusual name', 'an'],
  ['empty room', 'an'],
  ['egg', 'an'],
  ['apple', 'an'],
  ['orange', 'an'],
  ['idea', 'an'],
  ['island', 'an'],
  ['old car', 'an'],
  ['onion', 'an'],
  ['oven', 'an'],
  ['ewe', 'a'],
  ['eucalyptus tree', 'a'],
  ['house', 'a'],
  ['hotel', 'a'],
  ['horse', 'a'],
  ['happy child', 'a'],
  ['historic building', 'a'],
  ['year', 'a'],
  ['yellow bag', 'a'],
  ['window', 'a'],
  ['woman', 'a'],
  ['book', 'a'],
  ['SMS', 'an'],
  ['NGO', 'an'],
  ['LED lamp', 'an'],
  ['RAF pilot', 'an'],
  ['UFO', 'a'],
  ['USB cable', 'a'],
  ['UK company', 'a'],
  ['US citizen', 'a'],
  ['BBC programme', 'a'],
  ['NATO summit', 'a'],
  ['UNESCO site', 'a'],
  ['OPEC member', 'an'],
  ['8-year-old boy', 'an'],
  ['11-hour flight', 'an'],
  ['18th birthday', 'an'],
  ['80-page report', 'an'],
  ['10-minute walk', 'a'],
  ['100-metre race', 'a'],
  ['F', 'an'],
  ['A', 'an'],
  ['B', 'a'],
  ['interesting film', 'an'],
  ['elephant', 'an'],
  ['ice cream', 'an'],
  ['unit', 'a'],
  ['Ukrainian student', 'a'],
  ['engineer', 'an'],
  ['architect', 'an'],
  ['artist', 'an'],
  ['actor', 'an'],
];

describe('indefiniteArticle', () => {
  it.each(GOLD)('%s → %s', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });
  it('has a gold table of at least 60 words', () => {
    expect(GOLD.length).toBeGreaterThanOrEqual(60);
  });
  it('writes the phrase with its article', () => {
    expect(withIndefinite('hour')).toBe('an hour');
    expect(withIndefinite('university')).toBe('a university');
  });
});
