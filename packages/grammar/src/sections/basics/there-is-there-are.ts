import { makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import copy from './there-is-there-are.json' with { type: 'json' };
import { build } from './there-sentences.ts';

export const thereIsAreTopic: TopicDef = makeTopic(copy, {
  target: 2100,
  build: (rng) => build(rng, 'present'),
});
