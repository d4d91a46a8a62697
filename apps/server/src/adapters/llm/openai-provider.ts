import { EventSourceParserStream } from 'eventsource-parser/stream';
import { buildMessages } from './prompt.ts';
import type { ExplainOptions, ExplanationProvider, ExplanationRequest } from './types.ts';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** The whole call, retries and waits included: past it the call is aborted. */
  timeoutMs: number;
  /** Longest retry-after we are willing to wait before giving up (and falling back). */
  maxRetryAfterMs?: number;
}

export class ProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

interface Chunk {
  choices?: { delta?: { content?: string | null }; finish_reason?: string | null }[];
  error?: { message?: string };
}

/**
 * Reads a chat-completions SSE stream (parsed by eventsource-parser). It is complete at `[DONE]`, or at its
 * end when a choice said why it finished (some servers omit `[DONE]`); an error chunk in the stream, an
 * `event: error` or an end without either fails it.
 */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta?: (text: string) => void,
): Promise<string> {
  const events = body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  let text = '';
  let finished = false;
  for await (const event of events as unknown as AsyncIterable<{ event?: string; data: string }>) {
    if (event.data === '[DONE]') return text;
    let chunk: Chunk;
    try {
      chunk = JSON.parse(event.data) as Chunk;
    } catch {
      throw new ProviderError('unreadable stream chunk');
    }
    if (event.event === 'error' || chunk.error)
      throw new ProviderError(`provider error in the stream: ${chunk.error?.message ?? event.data}`);
    const choice = chunk.choices?.[0];
    const delta = choice?.delta?.content;
    if (delta) {
      text += delta;
      onDelta?.(delta);
    }
    if (choice?.finish_reason) finished = true;
  }
  if (finished) return text;
  throw new ProviderError('stream ended before [DONE]');
}

/**
 * Any OpenAI-compatible chat-completions endpoint. Retries only where it can help and nothing has been
 * shown yet: 429 (honouring retry-after) and 5xx, twice at most, within `timeoutMs` for the whole call.
 * Everything else fails fast so the caller can fall back to the rules explainer.
 *
 * The deadline is a timer held here, not `AbortSignal.timeout`: combined through `AbortSignal.any`, a
 * timeout signal can be garbage-collected before it fires (nodejs/node#57736), leaving a hung model hanging.
 */
export function openAiProvider(options: OpenAiOptions): ExplanationProvider {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const maxRetryAfter = options.maxRetryAfterMs ?? 5000;
  return {
    id: `openai:${options.model}`,
    async explain(request: ExplanationRequest, explainOptions: ExplainOptions = {}) {
      const streaming = Boolean(explainOptions.onDelta);
      const deadline = Date.now() + options.timeoutMs;
      const abort = new AbortController();
      const timer = setTimeout(
        () => abort.abort(new ProviderError(`no answer within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      const outer = explainOptions.signal;
      const onOuterAbort = () => abort.abort(new ProviderError('cancelled'));
      if (outer?.aborted) onOuterAbort();
      else outer?.addEventListener('abort', onOuterAbort, { once: true });
      const { signal } = abort;
      // Whatever fails after an abort (fetch, body read, sleep) reports why the call was aborted.
      const failure = (error: unknown, what: string) =>
        signal.aborted && signal.reason instanceof ProviderError
          ? signal.reason
          : error instanceof ProviderError
            ? error
            : new ProviderError(`${what}: ${(error as Error).message}`);
      try {
        for (let attempt = 0; ; attempt++) {
          let res: Response;
          try {
            res = await fetch(url, {
              method: 'POST',
              signal,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${options.apiKey}` },
              body: JSON.stringify({
                model: options.model,
                messages: buildMessages(request),
                temperature: 0.3,
                max_tokens: 400,
                stream: streaming,
              }),
            });
          } catch (error) {
            throw failure(error, 'request failed');
          }
          const retryable = res.status === 429 || res.status >= 500;
          if (!res.ok) {
            await res.body?.cancel().catch(() => {});
            if (!retryable || attempt >= 2)
              throw new ProviderError(`provider answered ${res.status}`, res.status);
            const retryAfter = Number(res.headers.get('retry-after'));
            const wait =
              Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 250 * 2 ** attempt;
            if (wait > maxRetryAfter || Date.now() + wait >= deadline)
              throw new ProviderError(`provider asked to wait ${wait} ms`, res.status);
            try {
              await sleep(wait, signal);
            } catch (error) {
              throw failure(error, 'retry wait');
            }
            continue;
          }
          try {
            if (streaming) {
              if (!res.body) throw new ProviderError('empty stream');
              const text = (await readStream(res.body, explainOptions.onDelta)).trim();
              if (!text) throw new ProviderError('empty answer');
              return text;
            }
            const json = (await res.json()) as {
              choices?: { message?: { content?: string | null } }[];
              error?: { message?: string };
            };
            if (json.error) throw new ProviderError(`provider error: ${json.error.message ?? 'unknown'}`);
            const content = json.choices?.[0]?.message?.content?.trim();
            if (!content) throw new ProviderError('empty answer');
            return content;
          } catch (error) {
            throw failure(error, 'reading the answer');
          }
        }
      } finally {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onOuterAbort);
      }
    },
  };
}
