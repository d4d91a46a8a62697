import type { FrameSubject as Subject } from '../lexicon/people.ts';
import { isPlural, isPronoun } from '../lexicon/subject.ts';

export const pronounOf = (s: Subject) =>
  isPronoun(s) ? s.text : isPlural(s) ? 'they' : s.poss === 'his' ? 'he' : 'she';
