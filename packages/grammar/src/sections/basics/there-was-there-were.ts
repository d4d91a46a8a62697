import { makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { build } from './there-sentences.ts';
import copy from './there-was-there-were.json' with { type: 'json' };

export const thereWasWereTopic: TopicDef = makeTopic(copy, {
  target: 2100,
  build: (rng) => build(rng, 'past'),
});
