import { describe, expect, it } from 'vitest';
import { isPluralOnly, isUncountable, plural, UNCOUNTABLE_NOUNS } from './nouns.ts';

const PLURALS: [string, string][] = [
  ['child', 'children'],
  ['grandchild', 'grandchildren'],
  ['stepchild', 'stepchildren'],
  ['schoolchild', 'schoolchildren'],
  ['person', 'people'],
  ['man', 'men'],
  ['woman', 'women'],
  ['policeman', 'policemen'],
  ['mouse', 'mice'],
  ['tooth', 'teeth'],
  ['foot', 'feet'],
  ['goose', 'geese'],
  ['sheep', 'sheep'],
  ['fish', 'fish'],
  ['knife', 'knives'],
  ['wife', 'wives'],
  ['life', 'lives'],
  ['leaf', 'leaves'],
  ['shelf', 'shelves'],
  ['wolf', 'wolves'],
  ['half', 'halves'],
  ['thief', 'thieves'],
  ['roof', 'roofs'],
  ['chief', 'chiefs'],
  ['cliff', 'cliffs'],
  ['safe', 'safes'],
  ['potato', 'potatoes'],
  ['tomato', 'tomatoes'],
  ['hero', 'heroes'],
  ['photo', 'photos'],
  ['piano', 'pianos'],
  ['radio', 'radios'],
  ['video', 'videos'],
  ['zoo', 'zoos'],
  ['city', 'cities'],
  ['baby', 'babies'],
  ['country', 'countries'],
  ['day', 'days'],
  ['key', 'keys'],
  ['toy', 'toys'],
  ['boy', 'boys'],
  ['bus', 'buses'],
  ['box', 'boxes'],
  ['watch', 'watches'],
  ['dish', 'dishes'],
  ['glass', 'glasses'],
  ['class', 'classes'],
  ['quiz', 'quizzes'],
  ['book', 'books'],
  ['car', 'cars'],
  ['human', 'humans'],
  ['German', 'Germans'],
  ['crisis', 'crises'],
  ['phenomenon', 'phenomena'],
  ['bus stop', 'bus stops'],
  ['cup of tea', 'cups of tea'],
  ['mother-in-law', 'mothers-in-law'],
  ['furniture', 'furniture'],
  ['advice', 'advice'],
];

const NEVER_COUNTABLE = [
  'furniture',
  'advice',
  'information',
  'luggage',
  'news',
  'equipment',
  'homework',
  'bread',
  'water',
  'money',
  'traffic',
  'weather',
  'music',
  'knowledge',
  'progress',
  'accommodation',
  'rubbish',
  'luck',
  'evidence',
];

describe('plural', () => {
  it.each(PLURALS)('%s → %s', (sg, pl) => {
    expect(plural(sg)).toBe(pl);
  });
});

describe('countability', () => {
  it.each(NEVER_COUNTABLE)('%s is uncountable and never pluralised', (noun) => {
    expect(isUncountable(noun)).toBe(true);
    expect(plural(noun)).toBe(noun);
  });
  it('keeps nouns with a countable sense out of the strict list', () => {
    for (const noun of ['coffee', 'paper', 'time', 'hair', 'room', 'experience', 'chicken']) {
      expect(isUncountable(noun)).toBe(false);
      expect(isUncountable(noun, { loose: true })).toBe(true);
    }
    expect(isUncountable('book')).toBe(false);
    expect(isUncountable('a piece of furniture')).toBe(true);
  });
  it('knows plural-only nouns', () => {
    expect(isPluralOnly('trousers')).toBe(true);
    expect(plural('scissors')).toBe('scissors');
  });
  it('lists each uncountable once', () => {
    expect(new Set(UNCOUNTABLE_NOUNS).size).toBe(UNCOUNTABLE_NOUNS.length);
  });
});
