import { card, irregularTopic } from './irregular-kit.ts';

export const irregularPast = irregularTopic(
  {
    slug: 'irregular-verbs-past',
    name: { en: 'Irregular verbs: past simple', uk: 'Неправильні дієслова: past simple' },
    level: 'basic',
    possibleAnswers: ['went', 'bought', 'took'],
    card: card(
      [
        'Irregular verbs do not add -ed in the past simple; each has its own form, which you learn by heart: go → went, buy → bought, take → took.',
        'Неправильні дієслова не додають -ed у past simple; кожне має власну форму, яку треба запам’ятати: go → went, buy → bought, take → took.',
      ],
      ['yesterday, last week, two days ago, in 2019.', 'yesterday, last week, two days ago, in 2019.'],
      ['She bought a new laptop last week.', 'We went to the shop yesterday.'],
    ),
    target: 1300,
  },
  () => true,
  { past: 12, part: 0, table: false },
);
