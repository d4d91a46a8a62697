import type { TopicDef } from '../types.ts';
import { beNegative, beQuestions, verbToBe, wasWere } from './topics/be.ts';
import { doDoes } from './topics/do-does.ts';
import { goingTo, haveTo, modalBase, willFuture, wontNegative } from './topics/future-modal.ts';
import { pastContinuous, pastSimple, pastSimpleNegative, pastSimpleQuestions } from './topics/past.ts';
import { presentContinuous, presentSimpleNegative, simpleVsContinuous } from './topics/present-more.ts';
import { presentSimple } from './topics/present-simple.ts';

/** Topics of the core engine. The catalogue merges them into their sections. */
export const CORE_TOPICS: TopicDef[] = [
  doDoes,
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
