import { describe, expect, it } from 'vitest';
import { greetingName, ukrainianVocative } from './vocative.ts';

const cases: [string, string][] = [
  ['Оксана', 'Оксано'],
  ['Олена', 'Олено'],
  ['Ольга', 'Ольго'],
  ['Мар’яна', 'Мар’яно'],
  ['Марія', 'Маріє'],
  ['Софія', 'Софіє'],
  ['Таня', 'Таню'],
  ['Настя', 'Настю'],
  ['Любов', 'Любове'],
  ['Іван', 'Іване'],
  ['Олександр', 'Олександре'],
  ['Тарас', 'Тарасе'],
  ['Андрій', 'Андрію'],
  ['Миколай', 'Миколаю'],
  ['Василь', 'Василю'],
  ['Олесь', 'Олесю'],
  ['Петро', 'Петре'],
  ['Павло', 'Павле'],
  ['Сашко', 'Сашку'],
  ['Микита', 'Микито'],
  ['Ігор', 'Ігорю'],
  ['Олег', 'Олеже'],
  ['Ілля', 'Ілле'],
];

describe('ukrainianVocative', () => {
  it.each(cases)('%s → %s', (name, vocative) => {
    expect(ukrainianVocative(name)).toBe(vocative);
  });

  it('keeps the learner’s capitals', () => {
    expect(ukrainianVocative('ОКСАНА')).toBe('ОКСАНО');
    expect(ukrainianVocative('оксана')).toBe('оксано');
  });

  it('falls back to the plain name when unsure', () => {
    for (const name of [
      'Саша',
      'Наталья',
      'Адель',
      'Зоя',
      'Марк',
      'Anna',
      'Олена-Марія',
      'Я',
      'Дмитрий',
      ' ',
    ]) {
      expect(ukrainianVocative(name)).toBe(name.trim());
    }
  });
});

describe('greetingName', () => {
  it('greets by the first name, in the vocative only in Ukrainian', () => {
    expect(greetingName('Оксана Коваль', 'uk')).toBe('Оксано');
    expect(greetingName('Оксана Коваль', 'en')).toBe('Оксана');
    expect(greetingName('  Anna  Smith ', 'uk')).toBe('Anna');
  });
});
