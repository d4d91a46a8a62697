import { describe, expect, it } from 'vitest';
import { cleanEmail, required, similarity, suggestEmail, validateEmail, validateName } from './validation.ts';

describe('field rules', () => {
  it('required fails on empty, blank, false, empty arrays and objects; numbers pass', () => {
    for (const v of ['', '   ', false, [], {}, null, undefined]) expect(required(v)).not.toBeNull();
    for (const v of [0, 5, 'a', [1], { a: 1 }, true]) expect(required(v)).toBeNull();
  });

  it('checks e-mail format and the 50-character limit', () => {
    expect(validateEmail('')?.key).toBe('validation.required');
    expect(validateEmail('anna@')?.key).toBe('validation.email');
    expect(validateEmail(`${'a'.repeat(45)}@mail.com`)).toEqual({
      key: 'validation.max',
      values: { max: 50 },
    });
    expect(validateEmail('anna@example.com')).toBeNull();
    expect(validateName('x'.repeat(51))?.key).toBe('validation.max');
    expect(validateName('Anna')).toBeNull();
  });

  it('trims e-mails as typed', () => {
    expect(cleanEmail('  anna@example.com ')).toBe('anna@example.com');
  });
});

describe('e-mail typo hint', () => {
  it('suggests a common provider for a near miss', () => {
    expect(suggestEmail('anna@gmial.com')).toBe('anna@gmail.com');
    expect(suggestEmail('anna@hotmal.com')).toBe('anna@hotmail.com');
    expect(suggestEmail('anna@ukr.nte')).toBe('anna@ukr.net');
  });

  it('says nothing for exact or unrelated domains', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull();
    expect(suggestEmail('anna@university.edu')).toBeNull();
    expect(suggestEmail('anna')).toBeNull();
  });

  it('scores similarity between 0 and 1', () => {
    expect(similarity('gmail.com', 'gmail.com')).toBe(1);
    expect(similarity('gmial.com', 'gmail.com')).toBeGreaterThanOrEqual(0.7);
  });
});
