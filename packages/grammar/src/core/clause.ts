import { fits } from '../lexicon/fit.ts';
import { type Frame, restFor } from '../lexicon/frames.ts';
import { ALL_SUBJECTS, asked, type FrameSubject as Subject } from '../lexicon/people.ts';
import { is3sg as isThirdSingular } from '../lexicon/subject.ts';
import type { Rng } from '../types.ts';

/** "get up" style verbs keep the particle right after the verb form. */
export const vp = (form: string, frame: Frame) => (frame.particle ? `${form} ${frame.particle}` : form);
export const tail = (frame: Frame, subject: Subject) => restFor(frame, subject.poss);

/** Present simple of the frame's verb for this subject (works / work). */
export const presentFor = (subject: Subject, third: string, base: string) =>
  isThirdSingular(subject) ? third : base;

export { sameRelation } from '../lexicon/fit.ts';

/** Frame × subject pairs in a seeded order, so a topic's first N items already vary widely. */
export function* pairs(
  rng: Rng,
  frames: readonly Frame[],
  subjects: readonly Subject[] = ALL_SUBJECTS,
  /** For questions: "my friends" becomes "your friends" (see `asked`). */
  ask = false,
): Generator<[Frame, Subject]> {
  const all: [number, number][] = [];
  for (let i = 0; i < frames.length; i++)
    for (let j = 0; j < subjects.length; j++) {
      const frame = frames[i];
      const subject = subjects[j];
      if (!frame || !subject) continue;
      // Who does what (lexicon/fit.ts): kinds, households, offices, relatives, homework.
      if (!fits(frame, subject)) continue;
      all.push([i, j]);
    }
  for (const [i, j] of rng.shuffle(all)) {
    const subject = subjects[j] as Subject;
    yield [frames[i] as Frame, ask ? asked(subject) : subject];
  }
}
