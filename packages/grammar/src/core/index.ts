import type { TopicDef } from '../types.ts';
import { articles } from './topics/articles.ts';
import { beNegative, beQuestions, verbToBe, wasWere } from './topics/be.ts';
import { mixedPrepositions } from './topics/collocations.ts';
import { countableUncountable, someAny } from './topics/countable.ts';
import { allEveryWhole, otherAnotherOthers, quiteRather } from './topics/determiners.ts';
import { doDoes } from './topics/do-does.ts';
import {
  beAbleTo,
  futureContinuous,
  futureInThePast,
  futurePerfect,
  presentContinuousNegative,
  presentContinuousQuestions,
  presentSimpleQuestions,
  wasGoingTo,
} from './topics/forms-more.ts';
import { goingTo, haveTo, modalBase, willFuture, wontNegative } from './topics/future-modal.ts';
import { pastContinuous, pastSimple, pastSimpleNegative, pastSimpleQuestions } from './topics/past.ts';
import { prepositionsOfPlace, prepositionsOfTime } from './topics/prepositions.ts';
import { presentContinuous, presentSimpleNegative, simpleVsContinuous } from './topics/present-more.ts';
import { presentSimple } from './topics/present-simple.ts';
import { quantifiers } from './topics/quantifiers.ts';
import { thereIsThereAre, thereWasThereWere } from './topics/there.ts';
import { haveHas, thisThatTheseThose } from './topics/this-have.ts';
import { usedTo, wouldVsUsedTo } from './topics/used-to.ts';

/** Topics of the core engine. The catalogue merges them into their sections. */
export const CORE_TOPICS: TopicDef[] = [
  articles,
  countableUncountable,
  doDoes,
  haveHas,
  thereIsThereAre,
  thereWasThereWere,
  someAny,
  thisThatTheseThose,
  prepositionsOfTime,
  prepositionsOfPlace,
  mixedPrepositions,
  allEveryWhole,
  otherAnotherOthers,
  quiteRather,
  quantifiers,
  usedTo,
  wouldVsUsedTo,
  presentSimpleQuestions,
  presentContinuousNegative,
  presentContinuousQuestions,
  futureContinuous,
  futurePerfect,
  wasGoingTo,
  futureInThePast,
  beAbleTo,
  presentSimple,
  presentContinuous,
  simpleVsContinuous,
  presentSimpleNegative,
  pastSimple,
  pastSimpleNegative,
  pastSimpleQuestions,
  pastContinuous,
  willFuture,
  goingTo,
  wontNegative,
  modalBase,
  haveTo,
  verbToBe,
  wasWere,
  beNegative,
  beQuestions,
];
