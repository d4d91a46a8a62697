import { describe, expect, it } from 'vitest';
import { buildMessages } from './prompt.ts';
import type { ExplanationRequest } from './types.ts';

const request: ExplanationRequest = {
  exercise: {
    text: 'She ___ tea.',
    answer: 'drinks',
    choices: ['drink', 'drinks'],
    rationale: {
      ruleId: 'r',
      trigger: ['She'],
      distractors: [{ choice: 'drink', errorType: 'agreement-3sg' }],
    },
  },
  chosen: 'drink',
  language: 'uk',
};

describe('follow-up prompts', () => {
  it('ground "another example" on the bank sentence the server chose, with the same facts', () => {
    const [system, user] = buildMessages({
      ...request,
      followUp: {
        kind: 'example',
        example: { sentence: 'He drinks milk.', answer: 'drinks', trigger: 'He' },
      },
    });
    expect(system?.content).toContain('Answer in Ukrainian');
    expect(system?.content).toContain('Do not invent another sentence');
    expect(user?.content).toContain('Correct answer (certain): drinks');
    expect(user?.content).toContain('Example of the same rule: He drinks milk. (answer: drinks; clue: He)');
  });

  it('ask for another wording without any learner text', () => {
    const [system, user] = buildMessages({ ...request, followUp: { kind: 'rephrase' } });
    expect(system?.content).toContain('different way');
    expect(user?.content.split('\n').at(-1)).toBe('Follow-up: explain it differently.');
    // The first explanation's prompt is unchanged by the follow-up kinds.
    expect(buildMessages(request)[0]?.content).toContain('in 2-4 short sentences');
  });
});
