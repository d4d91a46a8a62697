import { isPlural, isPronoun } from '../lexicon/subject.ts';
import type { Rng } from '../types.ts';
import { misfit } from './lexicon/fit.ts';
import { type Frame, restFor } from './lexicon/frames.ts';
import { ALL_SUBJECTS, asked, isThirdSingular, type Subject } from './lexicon/subjects.ts';

/** "get up" style verbs keep the particle right after the verb form. */
export const vp = (form: string, frame: Frame) => (frame.particle ? `${form} ${frame.particle}` : form);
export const tail = (frame: Frame, subject: Subject) => restFor(frame, subject.poss);

/** Present simple of the frame's verb for this subject (works / work). */
export const presentFor = (subject: Subject, third: string, base: string) =>
  isThirdSingular(subject) ? third : base;

/** The subject's own noun (my sister, our neighbours) also names the people in the frame's rest. */
const relationCache = new Map<string, RegExp | null>();
export function sameRelation(subject: string, rest: string): boolean {
  let re = relationCache.get(subject);
  if (re === undefined) {
    const m = /^(my|our|the) (?:best )?([a-z]+?)s?$/.exec(subject);
    re = m?.[2] !== undefined ? new RegExp(`\\b${m[2]}s?\\b`) : null;
    relationCache.set(subject, re);
  }
  return re?.test(rest) ?? false;
}

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
      if (frame.adult && !subject.adult) continue;
      // "My grandfather visits his grandparents" reads oddly: grandparents do not get grandparent frames.
      if (/grand/.test(frame.rest) && /grand/.test(subject.text)) continue;
      // Nor "my cousins visit their cousins", "my sister texts her sister", "our teacher … with her teacher".
      if (sameRelation(subject.text, frame.rest)) continue;
      // Grandparents do not take their own (grown-up) children to school.
      if (/grand/.test(subject.text) && /(son|daughter|children) (from|to) school/.test(frame.rest)) continue;
      // Friends, neighbours, students or my parents share no one sister, aunt or grandmother.
      if (
        /^(my friends|our neighbours|the students|my parents)$/.test(subject.text) &&
        /\b(sister|brother|aunt|grandmother)\b/.test(frame.rest)
      )
        continue;
      // Parents, grandparents, teachers and neighbours have no homework.
      if (/homework/.test(frame.rest) && /mother|dad|teacher|grand|neighbour|parents/.test(subject.text))
        continue;
      // "My friends collect their son": one child belongs to a couple, not to a group of friends.
      if (
        isPlural(subject) &&
        !isPronoun(subject) &&
        subject.text !== 'Tom and Anna' &&
        /\b(son|daughter)\b/.test(frame.rest)
      )
        continue;
      // Friends share no household chores, teachers and grandfathers no office, friends no one mother.
      if (misfit(subject.text, `${frame.verb} ${frame.rest}`)) continue;
      all.push([i, j]);
    }
  for (const [i, j] of rng.shuffle(all)) {
    const subject = subjects[j] as Subject;
    yield [frames[i] as Frame, ask ? asked(subject) : subject];
  }
}
