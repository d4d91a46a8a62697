import { FRAMES, KINDS } from '../lexicon/frames.ts';

/** Frames people plan or announce (KINDS[kind].plan): trips, outings, work events, bigger household jobs. */
export const PLANS = FRAMES.filter((f) => KINDS[f.kind].plan);
