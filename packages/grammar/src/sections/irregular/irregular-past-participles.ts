import { card, irregularTopic } from './irregular-kit.ts';

export const irregularParticiples = irregularTopic(
  {
    slug: 'irregular-past-participles',
    name: { en: 'Irregular verbs: past participles', uk: 'Неправильні дієслова: третя форма' },
    level: 'intermediate',
    possibleAnswers: ['gone', 'written', 'taken'],
    card: card(
      [
        'After have/has/had we use the past participle (third form). For many irregular verbs it differs from the past simple: go – went – gone, write – wrote – written.',
        'Після have/has/had уживаємо третю форму (past participle). У багатьох неправильних дієсловах вона відрізняється від форми минулого часу: go – went – gone, write – wrote – written.',
      ],
      ['have/has/had + just, already, never, ever.', 'have/has/had + just, already, never, ever.'],
      ['She has just written a letter.', 'Have you ever ridden a horse?'],
    ),
    target: 1100,
  },
  () => true,
  { past: 0, part: 12, table: false },
);
