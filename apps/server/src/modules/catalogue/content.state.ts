import { type Bank, type Exercise, inTopTier, type SectionMeta, type TopicMeta } from '@gapwise/grammar';
import type { ContentStatus } from './content.service.ts';

export interface TopicEntry {
  meta: TopicMeta;
  section: SectionMeta;
  exercises: Exercise[];
}

/**
 * The loaded bank, indexed for the hot paths (topic by slug, exercise by id), shared by the modules that
 * read it. It never changes between reloads, so serving from memory spares the database a query per
 * request. The server listens before the bank is loaded (health says "degraded" meanwhile), so readers
 * must handle the not-yet-loaded case.
 */
export class ContentState {
  #bank: Bank | null = null;
  #status: ContentStatus = { loaded: false, hash: '', sections: 0, topics: 0, exercises: 0 };
  #topics = new Map<string, TopicEntry>();
  #exercises = new Map<string, Exercise>();
  /** Exercises switched off by an admin: never served. */
  readonly disabled = new Set<string>();
  #disabledReadAt = 0;
  #disabledReading: Promise<void> | null = null;
  /** Learners' answers flagged these: out of the high-quality tier until the flag goes (issue 20). */
  readonly flagged = new Set<string>();
  /** Enough clean answers confirmed these: in the high-quality tier whatever the build said. */
  readonly confirmed = new Set<string>();
  #signalsReadAt = 0;
  #signalsReading: Promise<void> | null = null;

  get bank(): Bank | null {
    return this.#bank;
  }

  status(): ContentStatus {
    return this.#status;
  }

  set(bank: Bank, status: ContentStatus, disabledIds: Iterable<string> = []): void {
    const topics = new Map<string, TopicEntry>();
    const exercises = new Map<string, Exercise>();
    for (const section of bank.sections) {
      for (const meta of section.topics) {
        const list = bank.exercises.get(meta.slug) ?? [];
        topics.set(meta.slug, { meta, section, exercises: list });
        for (const exercise of list) exercises.set(exercise.id, exercise);
      }
    }
    this.#topics = topics;
    this.#exercises = exercises;
    this.disabled.clear();
    for (const id of disabledIds) this.disabled.add(id);
    this.#disabledReadAt = Date.now();
    this.#bank = bank;
    this.#status = status;
  }

  /**
   * Re-reads the disabled set when it is older than `ttlMs`, so an exercise switched off on another
   * instance stops being served there within that bound (this instance applies its own changes at once,
   * through `disabled`). Concurrent callers share one read.
   */
  async refreshDisabled(read: () => Promise<string[]>, ttlMs: number, now = Date.now()): Promise<void> {
    if (!this.disabledOlderThan(ttlMs, now)) return;
    this.#disabledReading ??= read()
      .then((ids) => {
        this.disabled.clear();
        for (const id of ids) this.disabled.add(id);
        this.#disabledReadAt = Date.now();
      })
      .finally(() => {
        this.#disabledReading = null;
      });
    await this.#disabledReading;
  }

  /** Is the disabled set older than `ttlMs` (due for `refreshDisabled`)? A hot path asks before it calls. */
  disabledOlderThan(ttlMs: number, now = Date.now()): boolean {
    return now - this.#disabledReadAt >= ttlMs;
  }

  /**
   * Re-reads the flagged and confirmed sets when older than `ttlMs` (the instance that computes a verdict
   * applies it at once). Concurrent callers share one read.
   */
  async refreshSignals(
    read: () => Promise<{ flagged: string[]; confirmed: string[] }>,
    ttlMs: number,
    now = Date.now(),
  ): Promise<void> {
    if (now - this.#signalsReadAt < ttlMs) return;
    this.#signalsReading ??= read()
      .then(({ flagged, confirmed }) => {
        this.flagged.clear();
        for (const id of flagged) this.flagged.add(id);
        this.confirmed.clear();
        for (const id of confirmed) this.confirmed.add(id);
        this.#signalsReadAt = Date.now();
      })
      .finally(() => {
        this.#signalsReading = null;
      });
    await this.#signalsReading;
  }

  /** In the high-quality tier now: the build's tier, less what learners' answers flag, plus what they confirm. */
  inTopTier(e: { id: string; highQuality: boolean }): boolean {
    return inTopTier(e.highQuality, { flagged: this.flagged.has(e.id), confirmed: this.confirmed.has(e.id) });
  }

  topic(slug: string): TopicEntry | undefined {
    return this.#topics.get(slug);
  }

  exercise(id: string): Exercise | undefined {
    return this.#exercises.get(id);
  }
}
