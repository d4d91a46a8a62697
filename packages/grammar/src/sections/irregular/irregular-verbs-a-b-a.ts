import { irregularTopic } from './irregular-kit.ts';
import copy from './irregular-verbs-a-b-a.json' with { type: 'json' };

export const irregularAba = irregularTopic(copy, 700, (p) => p.group === 'aba', {
  past: 24,
  part: 24,
  table: true,
  more: 4,
});
