import { card, irregularTopic } from './irregular-kit.ts';

export const irregularAbc = irregularTopic(
  {
    slug: 'irregular-verbs-a-b-c',
    name: {
      en: 'Irregular verbs with three different forms (go – went – gone)',
      uk: 'Неправильні дієслова з трьома різними формами (go – went – gone)',
    },
    level: 'intermediate',
    possibleAnswers: ['went', 'gone'],
    card: card(
      [
        'In verbs like go – went – gone, write – wrote – written, all three forms differ: the second form is for the past simple alone, the third after have/has/had.',
        'У дієсловах на кшталт go – went – gone, write – wrote – written усі три форми різні: друга — для past simple без допоміжного дієслова, третя — після have/has/had.',
      ],
      [
        'A past time word → second form; have/has/had → third form.',
        'Слово минулого часу → друга форма; have/has/had → третя форма.',
      ],
      ['He wrote a letter yesterday.', 'He has just written a letter.'],
    ),
    target: 1000,
  },
  (p) => p.group === 'abc',
  { past: 10, part: 12, table: true },
);
