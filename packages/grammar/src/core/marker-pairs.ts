import type { Frame } from '../lexicon/frames.ts';
import type { FrameSubject as Subject } from '../lexicon/people.ts';
import type { Rng } from '../types.ts';
import { pairs } from './clause.ts';

/**
 * Frame × subject pairs (see `pairs`), each told at two of the frame's time markers picked at random:
 * "… this weekend", "… next month". Lazy like `pairs`, so the caller's own rng calls between items keep
 * their place in the seeded order.
 */
export function* pairsAtMarkers(
  rng: Rng,
  frames: readonly Frame[],
  subjects: readonly Subject[],
  markersFor: (frame: Frame) => string[],
): Generator<[Frame, Subject, string]> {
  for (const [frame, subject] of pairs(rng, frames, subjects))
    for (const marker of rng.shuffle(markersFor(frame)).slice(0, 2)) yield [frame, subject, marker];
}
