import type { TopicDef } from '../types.ts';
import { doDoes } from './topics/do-does.ts';
import { presentContinuous, presentSimpleNegative, simpleVsContinuous } from './topics/present-more.ts';
import { presentSimple } from './topics/present-simple.ts';

/** Topics of the core engine. The catalogue merges them into their sections. */
export const CORE_TOPICS: TopicDef[] = [
  doDoes,
  presentSimple,
  presentContinuous,
  simpleVsContinuous,
  presentSimpleNegative,
];
