import { makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { wasWereItems } from './was-were.ts';
import copy from './wasnt-werent.json' with { type: 'json' };

/** The negative past of be: the was-were sentences with wasn't/weren't, questions left to was-were. */
export const wasntWerent: TopicDef = makeTopic(copy, {
  target: 1700,
  build: (rng) => wasWereItems(rng, true).filter((it) => !it.text.startsWith('___')),
});
