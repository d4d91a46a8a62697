import { card, irregularTopic } from './irregular-kit.ts';

export const irregularAaa = irregularTopic(
  {
    slug: 'irregular-verbs-a-a-a',
    name: {
      en: 'Irregular verbs with one form (cut – cut – cut)',
      uk: 'Неправильні дієслова з однією формою (cut – cut – cut)',
    },
    level: 'basic',
    possibleAnswers: ['cut', 'put', 'hit'],
    card: card(
      [
        'Verbs like cut, put, hit, let, set, shut, hurt, read and quit have one form for the base, the past simple and the past participle. Only -s in the present (he cuts) shows the present.',
        'Дієслова cut, put, hit, let, set, shut, hurt, read, quit мають однакові всі три форми: початкову, другу (минулий час) і третю. Лише -s (he cuts) показує теперішній час.',
      ],
      ['yesterday, last week, have/has/had.', 'yesterday, last week, have/has/had.'],
      ['I cut my finger yesterday.', 'She has already put the shopping away.'],
    ),
    target: 800,
  },
  (p) => p.group === 'aaa',
  { past: 20, part: 20, table: true, more: 4 },
);
