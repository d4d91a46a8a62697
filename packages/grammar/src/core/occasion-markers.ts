import { type Frame, pastMarkers } from '../lexicon/frames.ts';

/**
 * Past markers for a sentence about one occasion: "two days ago", "two years ago" and "in 2019" date nothing a
 * listener cares about in a negative or a question ("Did the students ride a horse three days ago?").
 */
export const occasionMarkers = (f: Frame) => pastMarkers(f).filter((m) => !/ago$|\b20\d\d$/.test(m));
