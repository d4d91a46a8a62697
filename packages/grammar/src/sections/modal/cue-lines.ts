import type { Subject } from '../../lexicon/subject.ts';
import type { Rng } from '../../types.ts';
import { fillLine, splitCue, subjectsFor } from './people.ts';

/**
 * Walks authored [[cue]] lines: each list in turn (the older lines first, so their ids stay), shuffled;
 * each line split into text and cue; each subject drawn for it, with text and cue filled for that subject.
 * It is lazy, so the caller's rng calls for one subject still come before the next line's draw.
 */
export function* cueLines<T extends { line: string }>(
  rng: Rng,
  lists: readonly (readonly [readonly T[], string])[],
  pool: (text: string) => readonly Subject[],
  most: number,
): Generator<{ entry: T; prefix: string; filled: string; cue: string }> {
  for (const [list, prefix] of lists)
    for (const entry of rng.shuffle(list)) {
      const { text, cue } = splitCue(entry.line);
      for (const s of subjectsFor(rng, text, pool(text), most))
        yield { entry, prefix, filled: fillLine(text, s), cue: fillLine(cue, s) };
    }
}
