import { irregularTopic } from './irregular-kit.ts';
import copy from './irregular-verbs-a-b-c.json' with { type: 'json' };

export const irregularAbc = irregularTopic(copy, 1000, (p) => p.group === 'abc', {
  past: 10,
  part: 12,
  table: true,
});
