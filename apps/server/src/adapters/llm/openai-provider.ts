import { buildMessages } from './prompt.ts';
import type { ExplainOptions, ExplanationProvider, ExplanationRequest } from './types.ts';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string;
  model: string;
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

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new ProviderError('aborted'));
    });
  });

/** Reads `data:` lines of a chat-completions SSE stream; throws if it ends before `[DONE]`. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta?: (text: string) => void,
): Promise<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  let text = '';
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.indexOf('\n');
    while (newline >= 0) {
      const line = buffer.slice(0, newline).trim();
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
      if (!line.startsWith('data:')) continue;
      const data = line.slice(5).trim();
      if (data === '[DONE]') return text;
      const parsed = JSON.parse(data) as { choices?: { delta?: { content?: string } }[] };
      const delta = parsed.choices?.[0]?.delta?.content ?? '';
      if (delta) {
        text += delta;
        onDelta?.(delta);
      }
    }
  }
  throw new ProviderError('stream ended before [DONE]');
}

/**
 * Any OpenAI-compatible chat-completions endpoint. Retries only where it can help and nothing has been
 * shown yet: 429 (honouring retry-after) and 5xx, twice at most. Everything else fails fast so the
 * caller can fall back to the rules explainer.
 */
export function openAiProvider(options: OpenAiOptions): ExplanationProvider {
  const url = `${options.baseUrl.replace(/\/$/, '')}/chat/completions`;
  const maxRetryAfter = options.maxRetryAfterMs ?? 5000;
  return {
    id: `openai:${options.model}`,
    async explain(request: ExplanationRequest, explainOptions: ExplainOptions = {}) {
      const streaming = Boolean(explainOptions.onDelta);
      for (let attempt = 0; ; attempt++) {
        const signal = AbortSignal.any(
          [AbortSignal.timeout(options.timeoutMs), explainOptions.signal].filter(
            (s): s is AbortSignal => !!s,
          ),
        );
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
          throw new ProviderError(`request failed: ${(error as Error).message}`);
        }
        const retryable = res.status === 429 || res.status >= 500;
        if (!res.ok) {
          if (!retryable || attempt >= 2)
            throw new ProviderError(`provider answered ${res.status}`, res.status);
          const retryAfter = Number(res.headers.get('retry-after'));
          const wait = Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1000 : 250 * 2 ** attempt;
          if (wait > maxRetryAfter) throw new ProviderError(`provider asked to wait ${wait} ms`, res.status);
          await res.body?.cancel();
          await sleep(wait, explainOptions.signal);
          continue;
        }
        if (streaming) {
          if (!res.body) throw new ProviderError('empty stream');
          return (await readStream(res.body, explainOptions.onDelta)).trim();
        }
        const json = (await res.json()) as { choices?: { message?: { content?: string } }[] };
        const content = json.choices?.[0]?.message?.content?.trim();
        if (!content) throw new ProviderError('empty answer');
        return content;
      }
    },
  };
}
