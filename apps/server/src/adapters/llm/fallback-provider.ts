import type { FastifyBaseLogger } from 'fastify';
import type { ExplanationProvider, ExplanationRequest } from './types.ts';

export interface FallbackResult {
  text: string;
  providerId: string;
}

export interface FallbackOptions {
  /** Called with each new piece of text as it arrives (streaming clients show it at once). */
  onDelta?: ((text: string) => void) | undefined;
  /** Tells a streaming client to drop the model's text it already showed: the fallback's follows. */
  onReset?: (() => void) | undefined;
  /** The learner left: stop waiting (and stop the model if no one else wants its answer). */
  signal?: AbortSignal | undefined;
  /** When the learner asked (ms since the epoch): the first wait counts from here. Default: now. */
  askedAt?: number | undefined;
  /** Runs before a new model call starts (not when joining one in flight), e.g. a rate limit that throws. */
  beforeStart?: (() => Promise<void>) | undefined;
  /**
   * Stores the primary's answer when it comes, whether or not a learner still waits for it. Taken from the
   * call that starts the model; never called with the fallback's text.
   */
  onAnswer?: ((text: string) => Promise<void>) | undefined;
}

interface Flight {
  /** What the model has streamed so far, for a streaming learner who joins late. */
  text: string;
  listeners: Set<(delta: string) => void>;
  waiting: number;
  /** A learner was answered by the fallback: the model's answer is still wanted, for the cache. */
  wanted: boolean;
  abort: AbortController;
  done: Promise<string>;
}

type Outcome = { text: string } | { reason: 'slow' | 'failed' | 'left' };

/**
 * The model with the rules explainer behind it, and a learner who never waits longer than `waitMs`.
 *
 * One model call per cache key at a time (a second learner asking for the same explanation joins it).
 * A learner waits at most `waitMs` for the model's whole answer, or, streaming, for its first words and
 * then between words; past that, or on any failure, the rules explainer answers at once. The model's call
 * goes on (bounded by the provider's own timeout) and `onAnswer` stores its answer when it comes, so the
 * next learner gets the model's text from the cache. The rules text is only ever returned, never passed to
 * `onAnswer`: it is never stored as the model's answer.
 */
export class ModelWithFallback {
  readonly #flights = new Map<string, Flight>();

  constructor(
    readonly primary: ExplanationProvider,
    readonly fallback: ExplanationProvider,
    private readonly options: { waitMs: number; log?: FastifyBaseLogger | undefined },
  ) {}

  /** Model calls under way (for tests and shutdown). */
  get inFlight(): number {
    return this.#flights.size;
  }

  async explain(
    key: string,
    request: ExplanationRequest,
    options: FallbackOptions = {},
  ): Promise<FallbackResult> {
    if (this.primary === this.fallback) {
      await options.beforeStart?.();
      const text = await this.primary.explain(request, { onDelta: options.onDelta });
      await this.#store(options, text);
      return { text, providerId: this.primary.id };
    }
    let flight = this.#flights.get(key);
    if (!flight) {
      await options.beforeStart?.();
      flight = this.#flights.get(key) ?? this.#start(key, request, options);
    }
    const { outcome, shown } = await this.#wait(flight, options);
    if ('text' in outcome) return { text: outcome.text, providerId: this.primary.id };
    if (outcome.reason === 'slow') {
      flight.wanted = true;
      this.options.log?.warn(
        { provider: this.primary.id, waitMs: this.options.waitMs },
        'explanation model slower than the wait; answered with the rules explainer, the model answer will be cached',
      );
    }
    if (outcome.reason === 'left' && flight.waiting === 0 && !flight.wanted) flight.abort.abort();
    if (shown) options.onReset?.();
    return {
      text: await this.fallback.explain(request, { onDelta: options.onDelta }),
      providerId: this.fallback.id,
    };
  }

  /** Stops every model call under way and waits for them to settle. */
  async close(): Promise<void> {
    const flights = [...this.#flights.values()];
    for (const flight of flights) flight.abort.abort();
    await Promise.allSettled(flights.map((f) => f.done));
  }

  async #store(options: FallbackOptions, text: string): Promise<void> {
    await options
      .onAnswer?.(text)
      .catch((err: unknown) => this.options.log?.warn({ err }, 'explanation not stored'));
  }

  #start(key: string, request: ExplanationRequest, options: FallbackOptions): Flight {
    const streaming = Boolean(options.onDelta);
    const flight: Flight = {
      text: '',
      listeners: new Set(),
      waiting: 0,
      wanted: false,
      abort: new AbortController(),
      done: Promise.resolve(''),
    };
    flight.done = this.primary
      .explain(request, {
        signal: flight.abort.signal,
        onDelta: streaming
          ? (delta) => {
              flight.text += delta;
              for (const listener of flight.listeners) listener(delta);
            }
          : undefined,
      })
      .then(async (text) => {
        await this.#store(options, text);
        return text;
      })
      .finally(() => this.#flights.delete(key));
    flight.done.catch((err: unknown) =>
      this.options.log?.warn(
        { err, provider: this.primary.id },
        'explanation provider failed; the rules explainer answers',
      ),
    );
    this.#flights.set(key, flight);
    return flight;
  }

  #wait(flight: Flight, options: FallbackOptions): Promise<{ outcome: Outcome; shown: boolean }> {
    const { onDelta, signal } = options;
    let shown = false;
    return new Promise((resolve) => {
      let settled = false;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const arm = (ms = this.options.waitMs) => {
        clearTimeout(timer);
        timer = setTimeout(() => settle({ reason: 'slow' }), Math.max(0, ms));
      };
      const listener = (delta: string) => {
        shown = true;
        onDelta?.(delta);
        arm(); // streaming: the wait runs again from each new piece of text
      };
      const onLeave = () => settle({ reason: 'left' });
      const settle = (outcome: Outcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        flight.listeners.delete(listener);
        flight.waiting--;
        signal?.removeEventListener('abort', onLeave);
        resolve({ outcome, shown });
      };
      flight.waiting++;
      // The first wait counts from the learner's question, so time spent before (cache, limits) is in it.
      arm(this.options.waitMs - (Date.now() - (options.askedAt ?? Date.now())));
      if (onDelta) {
        if (flight.text) listener(flight.text);
        flight.listeners.add(listener);
      }
      if (signal?.aborted) onLeave();
      else signal?.addEventListener('abort', onLeave, { once: true });
      flight.done.then(
        (text) => {
          // Streamed text already went out piece by piece; a late joiner of a JSON call gets it whole.
          if (onDelta && !shown) onDelta(text);
          settle({ text });
        },
        () => settle({ reason: 'failed' }),
      );
    });
  }
}
