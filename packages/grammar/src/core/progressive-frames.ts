import { FRAMES } from '../lexicon/frames.ts';

export const PROG = FRAMES.filter((f) => f.prog);
