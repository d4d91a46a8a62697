import type { FastifyBaseLogger } from 'fastify';
import type { ExplainOptions, ExplanationProvider, ExplanationRequest } from './types.ts';

export interface FallbackResult {
  text: string;
  providerId: string;
}

/**
 * Tries the configured model, and on any failure answers with the rules explainer: a learner never sees
 * a provider outage. `onReset` tells a streaming client to drop text it already showed from the failed try.
 */
export async function explainWithFallback(
  primary: ExplanationProvider,
  fallback: ExplanationProvider,
  request: ExplanationRequest,
  options: ExplainOptions & { onReset?: () => void; log?: FastifyBaseLogger } = {},
): Promise<FallbackResult> {
  if (primary === fallback) return { text: await primary.explain(request, options), providerId: primary.id };
  let streamed = false;
  try {
    const text = await primary.explain(request, {
      ...options,
      onDelta: options.onDelta
        ? (delta) => {
            streamed = true;
            options.onDelta?.(delta);
          }
        : undefined,
    });
    return { text, providerId: primary.id };
  } catch (error) {
    options.log?.warn(
      { err: error, provider: primary.id },
      'explanation provider failed; using the rules explainer',
    );
    if (streamed) options.onReset?.();
    return { text: await fallback.explain(request, options), providerId: fallback.id };
  }
}
