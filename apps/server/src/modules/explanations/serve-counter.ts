import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { addServes } from './explanations.repository.ts';

interface Tally {
  day: string;
  provider: string;
  language: string;
  hits: number;
  misses: number;
}

/**
 * Explanations served from the cache (hits) or generated (misses), per day, provider and language, for the
 * admin's hit rate. Added up in memory and written every few seconds: one upsert per key per interval
 * instead of one per explanation served, which on PGlite (queries run on the server's thread) cost the
 * cached route most of its throughput. Counts are additive, so every instance writes its own share; a
 * crash loses at most one interval. `flush` runs on close and before the admin reads the figures.
 */
export class ServeCounter {
  readonly #pending = new Map<string, Tally>();
  #timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly db: Db,
    private readonly log?: FastifyBaseLogger,
    private readonly intervalMs = 5_000,
  ) {}

  // The day of the last count and the span of time it covers: a count within it builds no date string.
  #day = '';
  #dayStart = 0;
  #dayEnd = 0;

  /** The UTC day (YYYY-MM-DD) of a moment, made once per day rather than once per explanation served. */
  #dayOf(now: Date | number): string {
    const ms = typeof now === 'number' ? now : now.getTime();
    if (ms < this.#dayStart || ms >= this.#dayEnd) {
      this.#dayStart = ms - (ms % 86_400_000);
      this.#dayEnd = this.#dayStart + 86_400_000;
      this.#day = new Date(this.#dayStart).toISOString().slice(0, 10);
    }
    return this.#day;
  }

  add(serve: { provider: string; language: string; hit: boolean }, now: Date | number = Date.now()): void {
    const day = this.#dayOf(now);
    const key = `${day}|${serve.provider}|${serve.language}`;
    const tally = this.#pending.get(key) ?? {
      day,
      provider: serve.provider,
      language: serve.language,
      hits: 0,
      misses: 0,
    };
    if (serve.hit) tally.hits++;
    else tally.misses++;
    this.#pending.set(key, tally);
    if (!this.#timer) {
      this.#timer = setTimeout(() => void this.flush(), this.intervalMs);
      // A pending write never keeps the process alive; close flushes it.
      this.#timer.unref?.();
    }
  }

  async flush(): Promise<void> {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    const batch = [...this.#pending.values()];
    this.#pending.clear();
    for (const tally of batch) {
      // A lost count never fails a learner's explanation.
      await addServes(this.db, tally).catch((err: unknown) =>
        this.log?.warn({ err }, 'explanation counts not stored'),
      );
    }
  }
}
