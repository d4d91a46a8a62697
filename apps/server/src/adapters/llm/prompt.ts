import { LANGUAGES } from '@gapwise/contracts';
import type { ExplanationRequest } from './types.ts';

const englishName = (code: string) => LANGUAGES.find((l) => l[0] === code)?.[1] ?? 'English';

/**
 * Grounds the model on what the bank already knows (the right answer, the rule, the error model of the
 * chosen distractor), so it explains rather than re-solves the exercise and cannot contradict the key.
 */
export function buildMessages(request: ExplanationRequest): { role: 'system' | 'user'; content: string }[] {
  const { exercise, topic, chosen } = request;
  const language = englishName(request.language);
  const rule =
    topic?.rules.find((r) => r.id === exercise.rationale?.ruleId)?.statement.en ?? topic?.card.rule.en;
  const distractor = exercise.rationale?.distractors.find((d) => d.choice === chosen);
  const facts = [
    `Sentence: ${exercise.text}`,
    `Choices: ${exercise.choices.join(' | ')}`,
    `Correct answer (certain): ${exercise.answer}`,
    `Learner chose: ${chosen} (${chosen === exercise.answer ? 'correct' : 'wrong'})`,
    topic ? `Topic: ${topic.name.en}` : '',
    rule ? `Rule: ${rule}` : '',
    exercise.rationale?.trigger.length
      ? `Words that decide the answer: ${exercise.rationale.trigger.join(', ')}`
      : '',
    distractor
      ? `Error type of the chosen answer: ${distractor.errorType} ${JSON.stringify(distractor.params ?? {})}`
      : '',
  ].filter(Boolean);
  const followUp = request.followUp;
  if (followUp)
    return [
      {
        role: 'system',
        content:
          `You are an experienced, friendly English teacher for adult learners. The learner has read your ` +
          `explanation of the exercise below and asks a follow-up. Answer in ${language}, in 2-3 short ` +
          'sentences, plain text without markdown. Keep English words and examples in English. Never contradict ' +
          'the given correct answer. ' +
          (followUp.kind === 'example'
            ? 'Show the given example of the same rule: quote it, name the word that is the answer and the clue ' +
              'that decides it, and link it to the rule. Do not invent another sentence.'
            : 'Explain the same point in a different way from a rule statement: start from the clue in the ' +
              'sentence, use a simple contrast or a memory hook, and name the correct answer.'),
      },
      {
        role: 'user',
        content: [
          ...facts,
          followUp.kind === 'example'
            ? `Example of the same rule: ${followUp.example.sentence} (answer: ${followUp.example.answer}${
                followUp.example.trigger ? `; clue: ${followUp.example.trigger}` : ''
              })`
            : 'Follow-up: explain it differently.',
        ].join('\n'),
      },
    ];
  return [
    {
      role: 'system',
      content:
        `You are an experienced, friendly English teacher for adult learners. Explain in ${language}, ` +
        'in 2-4 short sentences, plain text without markdown. If the learner was wrong, say why their choice ' +
        'does not fit this sentence, then why the correct answer does, naming both. If they were right, confirm ' +
        'it and name the clue. Keep English words and examples in English. Never contradict the given correct answer.',
    },
    { role: 'user', content: facts.join('\n') },
  ];
}
