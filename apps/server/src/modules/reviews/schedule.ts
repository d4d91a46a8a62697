import { type Card, createEmptyCard, fsrs, type Grade, Rating } from 'ts-fsrs';

/** ts-fsrs with its default parameters (no fuzz: the same answers give the same dates everywhere). */
const scheduler = fsrs();

/** The FSRS fields a review item keeps (the columns of review_items). */
export interface CardFields {
  due: Date;
  stability: number;
  difficulty: number;
  elapsedDays: number;
  scheduledDays: number;
  learningSteps: number;
  reps: number;
  lapses: number;
  state: number;
  lastReview: Date | null;
}

/**
 * How an answer rates the card: a wrong answer Again; a right one after a hint or on a second try Hard;
 * a right first try Good, but only in a review (in an ordinary session it says nothing about a mistake
 * the learner has not met again). Null: leave the schedule alone.
 */
export function ratingFor(answer: { correct: boolean; firstTry: boolean; inReview: boolean }): Grade | null {
  if (!answer.correct) return Rating.Again;
  if (!answer.firstTry) return Rating.Hard;
  return answer.inReview ? Rating.Good : null;
}

const toCard = (f: CardFields): Card => ({
  due: f.due,
  stability: f.stability,
  difficulty: f.difficulty,
  elapsed_days: f.elapsedDays,
  scheduled_days: f.scheduledDays,
  learning_steps: f.learningSteps,
  reps: f.reps,
  lapses: f.lapses,
  state: f.state,
  ...(f.lastReview ? { last_review: f.lastReview } : {}),
});

const fromCard = (c: Card): CardFields => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  elapsedDays: c.elapsed_days,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ?? null,
});

/** A card never reviewed, as of `now`. */
export const emptyCard = (now: Date): CardFields => fromCard(createEmptyCard(now));

/** The card after one review with `grade` at `now` (ts-fsrs decides every date and number). */
export function review(fields: CardFields, grade: Grade, now: Date): CardFields {
  return fromCard(scheduler.next(toCard(fields), now, grade).card);
}
