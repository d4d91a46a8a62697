import {
  explanationFollowUpBodySchema,
  explanationFollowUpResultSchema,
  explanationResultSchema,
  failureSchema,
  generateExplanationBodySchema,
  success,
} from '@gapwise/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../plugins/auth.ts';
import { type ExplanationDeps, explainAnswer, explainFollowUp } from './explanations.service.ts';

/** Generation is limited per learner, or per address for visitors. */
const limitKey = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

/**
 * A signal that aborts when the learner leaves: the response closes before it was written out. (Not the
 * request's 'close': on Node 20 that fires as soon as the body has been read, which would cancel every
 * model call.) Made on first use, when a model call starts or a stream begins; a cached answer, the common
 * case, costs no controller and no listener. A response that closed before then aborts it at once.
 */
export function leaving(reply: FastifyReply): () => AbortSignal {
  let left: AbortController | undefined;
  return () => {
    if (left) return left.signal;
    const controller = new AbortController();
    left = controller;
    const response = reply.raw;
    if (response.destroyed) {
      if (!response.writableFinished) controller.abort();
    } else
      response.on('close', () => {
        if (!response.writableFinished) controller.abort();
      });
    return controller.signal;
  };
}

const JSON_TYPE = 'application/json; charset=utf-8';

const envelopeOf = (result: { content: string; provider: string; cached: boolean }) => ({
  isSuccess: true as const,
  content: {
    choices: [{ message: { role: 'assistant' as const, content: result.content } }],
    provider: result.provider,
    cached: result.cached,
  },
});

/**
 * The answer of a cached explanation, checked against the contract and serialised once per text and
 * provider: the route's schema would otherwise check and serialise the same envelope on every hit.
 * Bounded: when full it starts again (a miss costs one check and one stringify).
 */
const cachedEnvelopeSchema = success(explanationResultSchema);
const ENVELOPES_MAX = 20_000;
const envelopes = new Map<string, Map<string, Buffer>>();
let envelopeCount = 0;
/** As UTF-8 bytes: the text is mostly Cyrillic, and a string would be encoded (and measured) on every send. */
export function cachedEnvelope(content: string, provider: string): Buffer {
  // Keyed by provider, then by the text itself (the same string the explanation memory holds, so its
  // hash is already computed): no key is built per hit.
  let byText = envelopes.get(provider);
  if (!byText) {
    byText = new Map();
    envelopes.set(provider, byText);
  }
  let json = byText.get(content);
  if (json === undefined) {
    json = Buffer.from(
      JSON.stringify(cachedEnvelopeSchema.parse(envelopeOf({ content, provider, cached: true }))),
    );
    if (envelopeCount >= ENVELOPES_MAX) {
      envelopes.clear();
      envelopes.set(provider, byText);
      byText.clear();
      envelopeCount = 0;
    }
    byText.set(content, json);
    envelopeCount += 1;
  }
  return json;
}

export const explanationRoutes: FastifyPluginAsyncZod<ExplanationDeps> = async (app, deps) => {
  app.post(
    '/openai/generate-explanation',
    {
      schema: {
        tags: ['explanations'],
        summary:
          'Explains an answer in the chosen language; Server-Sent Events when stream=true or Accept: text/event-stream',
        body: generateExplanationBodySchema,
        response: {
          200: success(explanationResultSchema),
          400: failureSchema,
          403: failureSchema,
          404: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const wantsStream =
        request.body.stream === true || (request.headers.accept ?? '').includes('text/event-stream');
      const left = leaving(reply);
      if (!wantsStream) {
        const result = await explainAnswer(deps, request.body, viewer, {
          log: request.log,
          limitKey: limitKey(request),
          askedAt: Date.now() - reply.elapsedTime,
          signal: left,
        });
        // A cached answer, the common case, is sent as the JSON it was checked and written as once.
        // (Sent through the untyped reply: the text is the route's envelope, checked when it was made.)
        if (result.cached)
          return (reply as FastifyReply)
            .type(JSON_TYPE)
            .send(cachedEnvelope(result.content, result.provider));
        return envelopeOf(result);
      }
      // Streaming: errors found before the first byte still answer in the envelope (the hook above runs
      // validation first); after that, the stream carries an error event.
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        reply.hijack();
        reply.raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
      };
      // Nothing is written to a learner who has left.
      const signal = left();
      const write = (chunk: string, end = false) => {
        if (signal.aborted || reply.raw.writableEnded) return;
        start();
        if (end) reply.raw.end(chunk);
        else reply.raw.write(chunk);
      };
      try {
        const result = await explainAnswer(deps, request.body, viewer, {
          log: request.log,
          limitKey: limitKey(request),
          askedAt: Date.now() - reply.elapsedTime,
          signal,
          onDelta: (delta) => write(sse({ delta })),
          onReset: () => write(sse({}, 'reset')),
        });
        write(sse({ done: true, content: result.content, provider: result.provider, cached: result.cached }));
        write('data: [DONE]\n\n', true);
      } catch (error) {
        if (!started) throw error;
        request.log.error({ err: error }, 'explanation stream failed');
        write(sse({ code: 'INTERNAL_ERROR', message: 'Something went wrong. Try again.' }, 'error'), true);
      }
      // A learner who left before the first byte: the socket is gone, nothing is left to send.
      if (!started) reply.hijack();
      return reply;
    },
  );

  app.post(
    '/explanations/follow-up',
    {
      schema: {
        tags: ['explanations'],
        summary:
          'A follow-up under an explanation: another example of the same rule, another wording, or the other of en/uk',
        body: explanationFollowUpBodySchema,
        response: {
          200: success(explanationFollowUpResultSchema),
          400: failureSchema,
          403: failureSchema,
          404: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request, reply) => {
      const left = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) left.abort();
      });
      const content = await explainFollowUp(deps, request.body, viewerOf(request), {
        log: request.log,
        limitKey: limitKey(request),
        askedAt: Date.now() - reply.elapsedTime,
        signal: left.signal,
      });
      return { isSuccess: true as const, content };
    },
  );
};
