import { card, irregularTopic } from './irregular-kit.ts';

export const irregularAba = irregularTopic(
  {
    slug: 'irregular-verbs-a-b-a',
    name: {
      en: 'Come, become, run: the participle is the base form',
      uk: 'Come, become, run: третя форма збігається з початковою',
    },
    level: 'intermediate',
    possibleAnswers: ['came', 'come', 'ran', 'run'],
    card: card(
      [
        'come – came – come, become – became – become, run – ran – run: the past simple changes the vowel, but the past participle is the same as the base form (has come, not has came).',
        'come – came – come, become – became – become, run – ran – run: у past simple змінюється голосна, а третя форма збігається з початковою (has come, а не has came).',
      ],
      [
        'A past time word → came/ran; have/has/had → come/run.',
        'Слово минулого часу → came/ran; have/has/had → come/run.',
      ],
      ['She came home late last night.', 'She has just come home.'],
    ),
    target: 700,
  },
  (p) => p.group === 'aba',
  { past: 24, part: 24, table: true, more: 4 },
);
