import {
  explanationResultSchema,
  failureSchema,
  generateExplanationBodySchema,
  success,
} from '@gapwise/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../practice/practice.routes.ts';
import { type ExplanationDeps, explainAnswer } from './explanations.service.ts';

/** Generation is limited per learner, or per address for visitors. */
const limitKey = (request: FastifyRequest) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

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
      if (!wantsStream) {
        const result = await explainAnswer(deps, request.body, viewer, {
          log: request.log,
          limitKey: limitKey(request),
        });
        return {
          isSuccess: true as const,
          content: {
            choices: [{ message: { role: 'assistant' as const, content: result.content } }],
            provider: result.provider,
            cached: result.cached,
          },
        };
      }
      // Streaming: errors found before the first byte still answer in the envelope (the hook above runs
      // validation first); after that, the stream carries an error event.
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
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
      try {
        const result = await explainAnswer(deps, request.body, viewer, {
          log: request.log,
          limitKey: limitKey(request),
          signal: abort.signal,
          onDelta: (delta) => {
            start();
            reply.raw.write(sse({ delta }));
          },
          onReset: () => {
            start();
            reply.raw.write(sse({}, 'reset'));
          },
        });
        start();
        reply.raw.write(
          sse({ done: true, content: result.content, provider: result.provider, cached: result.cached }),
        );
        reply.raw.end('data: [DONE]\n\n');
      } catch (error) {
        if (!started) throw error;
        request.log.error({ err: error }, 'explanation stream failed');
        reply.raw.end(sse({ code: 'INTERNAL_ERROR', message: 'Something went wrong. Try again.' }, 'error'));
      }
      return reply;
    },
  );
};
