import { gerundAfterPrepositions, tellAskToDo } from '../core/topics/frames-more.ts';
import type { SectionDef } from '../types.ts';
import { haveGot } from './verbs-core/have-got.ts';
import { makeOrDo } from './verbs-core/make-do.ts';
import { actionStativeVerbs } from './verbs-core/stative.ts';
import { sayOrTell, verbIngOrTo } from './verbs-core/verb-patterns.ts';

export const verb: SectionDef = {
  slug: 'verb',
  name: { en: 'Verb', uk: 'Дієслово' },
  topics: [
    makeOrDo,
    sayOrTell,
    verbIngOrTo,
    actionStativeVerbs,
    haveGot,
    gerundAfterPrepositions,
    tellAskToDo,
  ],
};
