import { irregularTopic } from './irregular-kit.ts';
import copy from './irregular-verbs-past.json' with { type: 'json' };

export const irregularPast = irregularTopic(copy, 1300, () => true, { past: 12, part: 0, table: false });
