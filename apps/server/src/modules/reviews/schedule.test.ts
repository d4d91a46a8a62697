import { createEmptyCard, fsrs, Rating } from 'ts-fsrs';
import { describe, expect, it } from 'vitest';
import { emptyCard, ratingFor, review } from './schedule.ts';

const DAY = 86_400_000;

describe('review scheduling', () => {
  it('follows ts-fsrs exactly for wrong, right, right, wrong on a fixed clock', () => {
    const start = new Date('2026-03-01T09:00:00Z');
    // The learner's answers and when they gave them: a mistake, then reviews as each falls due.
    const grades = [Rating.Again, Rating.Good, Rating.Good, Rating.Again] as const;
    const direct = fsrs();
    let theirs = createEmptyCard(start);
    let ours = emptyCard(start);
    let now = start;
    const dues: string[] = [];
    for (const grade of grades) {
      theirs = direct.next(theirs, now, grade).card;
      ours = review(ours, grade, now);
      expect(ours.due.toISOString()).toBe(theirs.due.toISOString());
      expect(ours.stability).toBe(theirs.stability);
      expect(ours.difficulty).toBe(theirs.difficulty);
      expect([ours.reps, ours.lapses, ours.state]).toEqual([theirs.reps, theirs.lapses, theirs.state]);
      dues.push(ours.due.toISOString());
      // The next answer comes when the card is due (a day later when it fell due within the day).
      now = new Date(Math.max(ours.due.getTime(), now.getTime() + DAY));
    }
    // A wrong answer brings the card back within minutes; the rights push it out; the last lapse counts.
    expect(new Date(dues[0] as string).getTime() - start.getTime()).toBeLessThan(DAY);
    expect(new Date(dues[2] as string).getTime()).toBeGreaterThan(new Date(dues[1] as string).getTime());
    expect(ours.lapses).toBe(1);
  });

  it('rates wrong Again, right on a second try Hard, right first try Good only in a review', () => {
    expect(ratingFor({ correct: false, firstTry: true, inReview: false })).toBe(Rating.Again);
    expect(ratingFor({ correct: false, firstTry: false, inReview: true })).toBe(Rating.Again);
    expect(ratingFor({ correct: true, firstTry: false, inReview: false })).toBe(Rating.Hard);
    expect(ratingFor({ correct: true, firstTry: true, inReview: true })).toBe(Rating.Good);
    expect(ratingFor({ correct: true, firstTry: true, inReview: false })).toBeNull();
  });
});
