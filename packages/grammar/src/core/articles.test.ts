import { describe, expect, it } from 'vitest';
import { indefiniteArticle } from './articles.ts';

describe('indefiniteArticle', () => {
  it.each([
    ['hour', 'an'],
    ['honest man', 'an'],
    ['heir', 'an'],
    ['university', 'a'],
    ['European city', 'a'],
    ['one-way ticket', 'a'],
    ['umbrella', 'an'],
    ['uniform', 'a'],
    ['useful tip', 'a'],
    ['unusual idea', 'an'],
    ['apple', 'an'],
    ['egg', 'an'],
    ['orange', 'an'],
    ['old car', 'an'],
    ['big apple', 'a'],
    ['house', 'a'],
    ['euro', 'a'],
    ['unicorn', 'a'],
    ['X-ray', 'an'],
    ['MBA', 'an'],
    ['FBI agent', 'an'],
    ['honour', 'an'],
    ['interesting book', 'an'],
    ['year', 'a'],
    ['island', 'an'],
    ['elephant', 'an'],
    ['ugly dog', 'an'],
    ['user', 'a'],
    ['ice cream', 'an'],
    ['hotel', 'a'],
    ['horse', 'a'],
    ['idea', 'an'],
    ['engineer', 'an'],
  ])('%s → %s', (word, article) => {
    expect(indefiniteArticle(word)).toBe(article);
  });
});
