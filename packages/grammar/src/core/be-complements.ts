import { BE_COMPLEMENTS, type BeComplement } from '../lexicon/be.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../lexicon/people.ts';
import { isPlural } from '../lexicon/subject.ts';
import type { Rng } from '../types.ts';

export const complement = (c: BeComplement, s: Subject) => (isPlural(s) ? c.pl : c.sg);

export function* subjectComplements(
  rng: Rng,
  filter: (c: BeComplement) => boolean,
): Generator<[Subject, BeComplement]> {
  const list = BE_COMPLEMENTS.filter(filter);
  const all: [number, number][] = [];
  for (let i = 0; i < ALL_SUBJECTS.length; i++) for (let j = 0; j < list.length; j++) all.push([i, j]);
  for (const [i, j] of rng.shuffle(all)) yield [ALL_SUBJECTS[i] as Subject, list[j] as BeComplement];
}
