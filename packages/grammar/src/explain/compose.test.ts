import { describe, expect, it } from 'vitest';
import { explain } from './compose.ts';

const exercise = {
  text: 'She ___ coffee every morning.',
  answer: 'drinks',
  choices: ['drink', 'drinks', 'is drinking'],
  rationale: {
    ruleId: 'third-person',
    trigger: ['She', 'every morning'],
    distractors: [
      { choice: 'drink', errorType: 'agreement-3sg', params: { subject: 'She' } },
      { choice: 'is drinking', errorType: 'unknown-type' },
    ],
  },
};
const topic = {
  name: { en: 'Present simple', uk: 'Present simple' },
  card: {
    rule: { en: 'Habits take the present simple.', uk: 'Звички — present simple.' },
    signals: { en: 'every day', uk: 'every day' },
    examples: ['He works here.', 'They drink tea.'] as [string, string],
  },
  rules: [
    {
      id: 'third-person',
      statement: { en: 'With he, she or it the verb takes -s', uk: 'Після he, she, it дієслово має -s' },
    },
  ],
};
const templates = {
  'agreement-3sg': {
    en: (p: Record<string, string>) => `After “${p.subject}” the verb needs -s, so “${p.chosen}” is wrong`,
    uk: (p: Record<string, string>) =>
      `Після «${p.subject}» дієслово має закінчення -s, тому «${p.chosen}» неправильно`,
  },
};

describe('explain', () => {
  it('names the chosen and the correct answer for a wrong answer, in English and Ukrainian', () => {
    const en = explain({ exercise, topic, chosen: 'drink', language: 'en' }, templates);
    expect(en).toContain('“drink”');
    expect(en).toContain('She drinks coffee every morning.');
    expect(en).toContain('With he, she or it the verb takes -s.');
    const uk = explain({ exercise, topic, chosen: 'drink', language: 'uk' }, templates);
    expect(uk).toContain('«drink»');
    expect(uk).toContain('She drinks coffee every morning.');
    expect(uk).toContain('Після «She» дієслово має закінчення -s');
  });

  it('falls back to a generic reason for an errorType without a template', () => {
    const en = explain({ exercise, topic, chosen: 'is drinking', language: 'en' }, templates);
    expect(en).toMatch(/“is drinking” does not fit this sentence: look at “She … every morning”/);
  });

  it('confirms a right answer with its clue and the rule', () => {
    const en = explain({ exercise, topic, chosen: 'drinks', language: 'en' }, templates);
    expect(en).toBe(
      "Yes, that's right: “She drinks coffee every morning.” The clue is “She … every morning”. With he, she or it the verb takes -s.",
    );
  });
});
