import type { SectionDef } from '../types.ts';

export const passiveVoice: SectionDef = {
  slug: 'passive-voice',
  name: { en: 'Passive Voice', uk: 'Пасивний стан' },
  topics: [],
};
