import { card, irregularTopic } from './irregular-kit.ts';

export const irregularAbb = irregularTopic(
  {
    slug: 'irregular-verbs-a-b-b',
    name: {
      en: 'Irregular verbs with the same past and participle (buy – bought – bought)',
      uk: 'Неправильні дієслова з однаковими 2-ю і 3-ю формами (buy – bought – bought)',
    },
    level: 'basic',
    possibleAnswers: ['bought', 'taught', 'left'],
    card: card(
      [
        'In verbs like buy – bought – bought, teach – taught – taught, the past simple and the past participle are the same irregular form; never add -ed.',
        'У дієсловах на кшталт buy – bought – bought, teach – taught – taught друга і третя форми однакові й неправильні; -ed не додаємо.',
      ],
      [
        'yesterday, last week → past simple; have/has/had → participle: the same form.',
        'yesterday, last week → past simple; have/has/had → третя форма: та сама форма.',
      ],
      ['She bought a new laptop last week.', 'She has just bought a new laptop.'],
    ),
    target: 1000,
  },
  (p) => p.group === 'abb',
  { past: 10, part: 10, table: true },
);
