import { irregularTopic } from './irregular-kit.ts';
import copy from './irregular-verbs-a-b-b.json' with { type: 'json' };

export const irregularAbb = irregularTopic(copy, 1000, (p) => p.group === 'abb', {
  past: 10,
  part: 10,
  table: true,
});
