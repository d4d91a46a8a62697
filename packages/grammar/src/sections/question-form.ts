import type { SectionDef } from '../types.ts';
import { beQuestions } from './question-form/be-questions.ts';
import { indirectQuestions } from './question-form/indirect-questions.ts';
import { pastSimpleQuestions } from './question-form/past-simple-questions.ts';
import { presentContinuousQuestions } from './question-form/present-continuous-questions.ts';
import { howLongQuestions } from './question-form/present-perfect-continuous-questions.ts';
import { presentPerfectQuestions } from './question-form/present-perfect-questions.ts';
import { presentSimpleQuestions } from './question-form/present-simple-questions.ts';
import { questionTags } from './question-form/question-tags.ts';
import { questionWords } from './question-form/question-words.ts';
import { shortAnswers } from './question-form/short-answers.ts';
import { soNeither } from './question-form/so-do-i-neither-do-i.ts';
import { subjectQuestions } from './question-form/subject-questions.ts';
import { beQuestionsPast } from './question-form/was-were-questions.ts';

export const questionForm: SectionDef = {
  slug: 'question-form',
  name: { en: 'Question Form', uk: 'Питальна форма' },
  topics: [
    questionWords,
    beQuestions,
    questionTags,
    shortAnswers,
    beQuestionsPast,
    presentPerfectQuestions,
    presentContinuousQuestions,
    presentSimpleQuestions,
    howLongQuestions,
    indirectQuestions,
    soNeither,
    subjectQuestions,
    pastSimpleQuestions,
  ],
};
