import { irregularTopic } from './irregular-kit.ts';
import copy from './irregular-past-participles.json' with { type: 'json' };

export const irregularParticiples = irregularTopic(copy, 1100, () => true, {
  past: 0,
  part: 12,
  table: false,
});
