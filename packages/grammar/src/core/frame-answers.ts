import { FRAMES } from '../lexicon/frames.ts';
import type { FrameSubject as Subject } from '../lexicon/people.ts';
import { isPlural, isPronoun } from '../lexicon/subject.ts';
import { tail, vp } from './clause.ts';

export const PROG = FRAMES.filter((f) => f.prog);
export const pronounOf = (s: Subject) =>
  isPronoun(s)
    ? s.text === 'I'
      ? 'you'
      : s.text === 'you'
        ? 'I'
        : s.text
    : isPlural(s)
      ? 'they'
      : s.poss === 'his'
        ? 'he'
        : 'she';
export const verbPhrase = (frame: (typeof FRAMES)[number], s: Subject, form: string) =>
  `${vp(form, frame)} ${tail(frame, s)}`;
