import { irregularTopic } from './irregular-kit.ts';
import copy from './irregular-verbs-a-a-a.json' with { type: 'json' };

export const irregularAaa = irregularTopic(copy, 800, (p) => p.group === 'aaa', {
  past: 20,
  part: 20,
  table: true,
  more: 4,
});
