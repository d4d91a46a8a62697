import { describe, expect, it } from 'vitest';
import type { DistractorRationale } from '../types.ts';
import { exampleShows, explain, pickExample } from './compose.ts';

const exercise = {
  text: 'She ___ coffee every morning.',
  answer: 'drinks',
  choices: ['drink', 'drinks', 'is drinking'],
  rationale: {
    ruleId: 'third-person',
    trigger: ['She', 'every morning'],
    distractors: [
      { choice: 'drink', errorType: 'agreement-3sg', params: { subject: 'She' } },
      // An error type the code does not know (an old row, say): only the generic wording can answer.
      { choice: 'is drinking', errorType: 'unknown-type' } as unknown as DistractorRationale,
    ] satisfies DistractorRationale[],
  },
};
const topic = {
  name: { en: 'Present simple', uk: 'Present simple' },
  card: {
    rule: { en: 'Habits take the present simple.', uk: 'Звички — present simple.' },
    signals: { en: 'every day', uk: 'every day' },
    examples: ['They drink tea.', 'He drinks tea every day.'] as [string, string],
  },
  rules: [
    {
      id: 'third-person',
      statement: { en: 'With he, she or it the verb takes -s', uk: 'Після he, she, it дієслово має -s' },
    },
  ],
};

describe('explain', () => {
  it('names the chosen and the correct answer for a wrong answer, in English and Ukrainian', () => {
    const en = explain({ exercise, topic, chosen: 'drink', language: 'en' });
    expect(en).toContain('After “She” we need “drinks”; “drink” is the form for I, you, we and they.');
    expect(en).toContain('The right answer: “She drinks coffee every morning.”');
    expect(en).toContain('The rule: With he, she or it the verb takes -s.');
    const uk = explain({ exercise, topic, chosen: 'drink', language: 'uk' });
    expect(uk).toContain('«drink»');
    expect(uk).toContain('Правильно: «She drinks coffee every morning.»');
    expect(uk).toContain('Правило: Після he, she, it дієслово має -s.');
  });

  it('gives the example that shows the answer’s form, not the first one on the card', () => {
    const en = explain({ exercise, topic, chosen: 'drink', language: 'en' });
    expect(en).toContain('Another example: He drinks tea every day.');
    expect(en).not.toContain('They drink tea.');
  });

  it('falls back to a generic reason for an error type without a template', () => {
    const en = explain({ exercise, topic, chosen: 'is drinking', language: 'en' });
    expect(en).toMatch(/“is drinking” does not fit this sentence: look at “She … every morning”/);
  });

  it('confirms a right answer with its clue and the rule', () => {
    const en = explain({ exercise, topic, chosen: 'drinks', language: 'en' });
    expect(en).toBe(
      "Yes, that's right: “She drinks coffee every morning.” The clue is “She … every morning”. With he, she or it the verb takes -s.",
    );
  });
});

describe('examples', () => {
  it('shows a whole answer, or the first word of a longer one, never an empty answer', () => {
    expect(exampleShows('I bought a book. The book was expensive.', 'the')).toBe(true);
    expect(exampleShows('We usually have breakfast at seven.', 'the')).toBe(false);
    expect(exampleShows('If I had known, I would have told you.', 'would have passed the exam')).toBe(true);
    expect(exampleShows('She doesn’t like tea.', "doesn't clean")).toBe(true);
    expect(exampleShows('She is at home.', '—')).toBe(false);
    // "a" is a word, not a letter inside "have".
    expect(exampleShows('We have breakfast.', 'a')).toBe(false);
  });

  it('leaves the example out rather than give one about another rule', () => {
    expect(
      pickExample(['We usually have breakfast at seven.', 'The sun is hot.'], 'an', 'It is an egg.'),
    ).toBe('');
    expect(pickExample(['It is an egg.', 'An hour passed.'], 'an', 'It is an egg.')).toBe('An hour passed.');
  });
});
