import { describe, expect, it } from 'vitest';
import { exampleText, rephraseText, ruleFor, sameRuleExample } from './follow-up.ts';

const item = (
  id: string,
  text: string,
  answer: string,
  ruleId: string,
  errorType: string,
  trigger: string[],
) => ({
  id,
  text,
  answer,
  rationale: { ruleId, trigger, distractors: [{ choice: 'x', errorType }] },
});
const exercise = {
  id: 'e0',
  text: 'She ___ coffee every morning.',
  answer: 'drinks',
  rationale: {
    ruleId: 'ps-3sg',
    trigger: ['She'],
    distractors: [
      { choice: 'drink', errorType: 'agreement-3sg' },
      { choice: 'is drinking', errorType: 'progressive-for-habit' },
    ],
  },
};
const siblings = [
  exercise,
  item('e1', 'They ___ tea.', 'drink', 'ps-base', 'agreement-3sg', ['They']),
  item('e2', 'He ___ to work by bus.', 'goes', 'ps-3sg', 'progressive-for-habit', ['He']),
  item('e3', 'My sister ___ the piano.', 'plays', 'ps-3sg', 'agreement-3sg', ['My sister']),
  item('e4', 'Tom ___ early.', 'gets up', 'ps-3sg', 'agreement-3sg', ['Tom']),
];
const topic = {
  card: {
    rule: { en: 'Habits take the present simple.', uk: 'Звички — present simple.' },
    signals: { en: '', uk: '' },
    examples: ['He drinks tea every day.', 'They drink tea.'] as [string, string],
  },
  rules: [
    {
      id: 'ps-3sg',
      statement: { en: 'With he, she or it the verb takes -s', uk: 'Після he, she, it дієслово має -s' },
    },
  ],
};

describe('another example', () => {
  it('is another sentence of the same rule where the same confusion was on offer, never the one shown', () => {
    const example = sameRuleExample(exercise, 'drink', siblings, ['My sister plays the piano.']);
    // e3 is shown already, e2 is another error type, e1 another rule: e4 is left.
    expect(example).toEqual({ sentence: 'Tom gets up early.', answer: 'gets up', trigger: 'Tom' });
    // The same exercise and answer always get the same one (it is cached).
    expect(sameRuleExample(exercise, 'drink', siblings)).toEqual(
      sameRuleExample(exercise, 'drink', siblings),
    );
  });

  it('falls back to the same rule when no other sentence offered the same wrong choice', () => {
    const example = sameRuleExample(
      exercise,
      'is drinking',
      siblings.slice(0, 2).concat(siblings[3] as never),
    );
    expect(example?.sentence).toBe('My sister plays the piano.');
    expect(sameRuleExample(exercise, 'drink', [exercise, siblings[1] as never])).toBeNull();
  });

  it('is written in English and Ukrainian with its answer, clue and the shared rule', () => {
    const example = { sentence: 'Tom gets up early.', answer: 'gets up', trigger: 'Tom' };
    const en = exampleText(example, ruleFor(exercise, topic, 'en'), 'en');
    expect(en).toContain('Another example of the same rule: “Tom gets up early.”');
    expect(en).toContain('the clue is “Tom”');
    expect(en).toContain('The same rule: With he, she or it the verb takes -s.');
    const uk = exampleText(example, ruleFor(exercise, topic, 'uk'), 'uk');
    expect(uk).toContain('Ще один приклад на те саме правило: «Tom gets up early.»');
    expect(uk).toContain('Правило те саме: Після he, she, it дієслово має -s.');
  });
});

describe('explain it differently', () => {
  it('starts from the clue, names the answer, the rule and the wrong choice, en and uk', () => {
    const en = rephraseText(exercise, ruleFor(exercise, topic, 'en'), 'drink', 'en');
    expect(en.split('\n\n')[0]).toBe(
      'Another way to see it: first find “She” in the sentence. That is what decides the gap: “drinks”.',
    );
    expect(en).toContain('“drink” does not fit');
    expect(en).toContain('The whole sentence: “She drinks coffee every morning.”');
    const uk = rephraseText(exercise, ruleFor(exercise, topic, 'uk'), 'drink', 'uk');
    expect(uk).toContain('знайдіть у реченні «She»');
    expect(uk).toContain('«drink» сюди не пасує');
    // A right answer gets no "does not fit".
    expect(rephraseText(exercise, '', 'drinks', 'en')).not.toContain('does not fit');
  });
});
