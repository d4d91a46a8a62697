import type { SectionDef } from '../types.ts';

export const questionForm: SectionDef = {
  slug: 'question-form',
  name: { en: 'Question Form', uk: 'Питальна форма' },
  topics: [],
};
