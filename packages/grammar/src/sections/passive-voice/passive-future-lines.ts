/**
 * Authored bases for passive-future (issue 16), one skeleton each. {W} is said with will and with
 * am/is/are going to (both right, so they are never contrasted: the aux stands in the sentence and the
 * gap takes be + participle). Every line has a future time marker, and its subject is what the action is
 * done to, never the doer. The third field marks a plural subject (are going to).
 */

import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './passive-future-lines.data.json' with { type: 'json' };

type FutureLine = [text: string, verb: string, pl?: 1];

const FutureLineSchema = z.tuple([z.string(), z.string(), z.literal(1).optional()]);

export const FUTURE_LINES: FutureLine[] = table('FUTURE_LINES', data.FUTURE_LINES, FutureLineSchema);

export function futureLines(): { text: string; verb: string; aux: string; skeleton: string }[] {
  return FUTURE_LINES.flatMap(([text, verb, pl], i) =>
    ['will', pl === 1 ? 'are going to' : 'is going to'].map((aux) => ({
      text: text.replace('{W}', aux),
      verb,
      aux,
      skeleton: `pf-line-${i}`,
    })),
  );
}
