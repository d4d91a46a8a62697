import {
  explanationResultSchema,
  failureSchema,
  generateExplanationBodySchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../practice/practice.routes.ts';
import { type ExplanationDeps, explainAnswer } from './explanations.service.ts';

const sse = (data: unknown, event?: string) =>
  `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;

export const explanationRoutes: FastifyPluginAsyncZod<ExplanationDeps & { perMinute: number }> = async (
  app,
  deps,
) => {
  app.post(
    '/openai/generate-explanation',
    {
      config: {
        // Generation costs money with a real model: bounded per learner (or per address for visitors).
        rateLimit: {
          max: deps.perMinute,
          timeWindow: '1 minute',
          keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
        },
      },
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
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const wantsStream =
        request.body.stream === true || (request.headers.accept ?? '').includes('text/event-stream');
      if (!wantsStream) {
        const result = await explainAnswer(deps, request.body, viewer, { log: request.log });
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
