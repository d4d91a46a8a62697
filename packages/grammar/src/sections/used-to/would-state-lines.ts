/**
 * Issue 16: authored past states for would-vs-used-to, each its own base. A state (be, have, live, know,
 * own, believe, hate, think, belong) takes only used to, so would is wrong whatever the time frame; each
 * line sets its past by a life stage, an event that ended the state, or a contrast with now. No like, love,
 * want or prefer: "would like / would love" reads as a wish, which would be a second answer.
 * [sentence with ___ after the subject, the state verb, who: O one adult, G a household, B either]
 */

import { z } from 'zod';
import { table } from '../../lexicon/data.ts';
import data from './would-state-lines.data.json' with { type: 'json' };
export type StateLine = [string, string, 'O' | 'G' | 'B'];

const StateLineSchema = z.tuple([z.string(), z.string(), z.enum(['O', 'G', 'B'])]);

export const WOULD_STATE_LINES: StateLine[] = table(
  'WOULD_STATE_LINES',
  data.WOULD_STATE_LINES,
  StateLineSchema,
);
