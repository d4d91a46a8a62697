import type { SectionDef } from '../types.ts';
import { actionStativeVerbs } from './verb/action-and-stative-verbs.ts';
import { beSupposedTo } from './verb/be-supposed-to.ts';
import { causativeMakeLetHave } from './verb/causative-make-let-have.ts';
import { dependentPrepositions } from './verb/dependent-prepositions.ts';
import { gerundAfterPrepositions } from './verb/gerund-after-prepositions.ts';
import { haveGot } from './verb/have-got.ts';
import { makeOrDo } from './verb/make-or-do.ts';
import { needDoing } from './verb/need-doing.ts';
import { participleClauses } from './verb/participle-clauses.ts';
import { perfectInfinitiveSeem } from './verb/perfect-infinitive-seem.ts';
import { phrasalVerbs } from './verb/phrasal-verbs.ts';
import { reportedCommands } from './verb/reported-commands.ts';
import { reportedQuestions } from './verb/reported-questions.ts';
import { reportedSpeechTimeWords } from './verb/reported-speech-time-words.ts';
import { reportedStatements } from './verb/reported-statements.ts';
import { reportingVerbsPatterns } from './verb/reporting-verbs-patterns.ts';
import { subjunctiveFormal } from './verb/subjunctive-formal.ts';
import { tellAskToDo } from './verb/tell-ask-someone-to-do.ts';
import { verbObjectInfinitive } from './verb/verb-object-infinitive.ts';
import { sayOrTell, verbIngOrTo } from './verb/verb-patterns.ts';
import { verbsChangingMeaning } from './verb/verbs-changing-meaning.ts';

export const verb: SectionDef = {
  slug: 'verb',
  name: { en: 'Verb', uk: 'Дієслово' },
  topics: [
    makeOrDo,
    sayOrTell,
    verbIngOrTo,
    verbsChangingMeaning,
    dependentPrepositions,
    phrasalVerbs,
    actionStativeVerbs,
    haveGot,
    gerundAfterPrepositions,
    tellAskToDo,
    verbObjectInfinitive,
    causativeMakeLetHave,
    beSupposedTo,
    reportedStatements,
    reportedQuestions,
    reportedSpeechTimeWords,
    participleClauses,
    reportedCommands,
    reportingVerbsPatterns,
    subjunctiveFormal,
    perfectInfinitiveSeem,
    needDoing,
  ],
};
