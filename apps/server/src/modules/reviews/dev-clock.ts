/**
 * The clock the review schedule reads: the system clock plus an offset. Only the development server's
 * `/api/dev/clock` route moves the offset (end-to-end tests live "a day later"); it is never registered
 * in production, so there the offset stays 0.
 */
export class ShiftableClock {
  #offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  readonly now = (): Date => new Date(this.base() + this.#offsetMs);

  get offsetMs(): number {
    return this.#offsetMs;
  }

  set(offsetMs: number): void {
    this.#offsetMs = offsetMs;
  }
}
