import type { SectionDef } from '../types.ts';
import { bothEitherTopic } from './pronoun/both-either-neither.ts';
import { definingNonDefiningRelativeClauses } from './pronoun/defining-non-defining-relative-clauses.ts';
import { eachOtherReflexiveTopic } from './pronoun/each-other-reflexive.ts';
import { indefiniteTopic } from './pronoun/indefinite-pronouns.ts';
import { oneOnesTopic } from './pronoun/one-ones.ts';
import { otherAnotherTopic } from './pronoun/other-another-others.ts';
import { possessivesTopic } from './pronoun/possessive-adjectives-pronouns.ts';
import { reflexiveTopic } from './pronoun/reflexive-pronouns.ts';
import { relativeAdverbsTopic } from './pronoun/relative-adverbs-where-when-why.ts';
import { relativeTopic } from './pronoun/relative-pronouns.ts';
import { subjectObjectTopic } from './pronoun/subject-object-pronouns.ts';
import { thisThatTopic } from './pronoun/this-that-these-those.ts';
import { whateverWhoeverWhereverTopic } from './pronoun/whatever-whoever-wherever.ts';

export const pronoun: SectionDef = {
  slug: 'pronoun',
  name: { en: 'Pronoun', uk: 'Займенник' },
  topics: [
    otherAnotherTopic,
    thisThatTopic,
    subjectObjectTopic,
    possessivesTopic,
    reflexiveTopic,
    eachOtherReflexiveTopic,
    relativeTopic,
    definingNonDefiningRelativeClauses,
    relativeAdverbsTopic,
    indefiniteTopic,
    oneOnesTopic,
    bothEitherTopic,
    whateverWhoeverWhereverTopic,
  ],
};
