import {
  explanationRatingBodySchema,
  explanationRatingResultSchema,
  failureSchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.ts';
import { requireBank } from '../catalogue/catalogue.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import type { Signals } from './signals.service.ts';

/**
 * "Was this helpful? yes / no" under an explanation, counted per exercise, choice, language and provider.
 * Added up in memory and written with the answer statistics, so it costs the learner no database write.
 */
export const ratingRoutes: FastifyPluginAsyncZod<{ content: ContentState; signals: Signals }> = async (
  app,
  { content, signals },
) => {
  app.post(
    '/explanations/rating',
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['explanations'],
        summary: 'Rates one explanation helpful or not (per exercise, choice, language and provider)',
        body: explanationRatingBodySchema,
        response: {
          200: success(explanationRatingResultSchema),
          400: failureSchema,
          404: failureSchema,
          429: failureSchema,
        },
      },
    },
    async (request) => {
      requireBank(content);
      const body = request.body;
      const exercise = content.exercise(body.exerciseId);
      if (!exercise)
        throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'exerciseId');
      if (!exercise.choices.includes(body.answer))
        throw new AppError('VALIDATION_FAILED', 400, 'That is not one of the exercise’s choices.', 'answer');
      signals.rate({
        exerciseId: exercise.id,
        choice: body.answer,
        language: body.language,
        provider: body.provider,
        helpful: body.helpful,
      });
      return { isSuccess: true as const, content: { received: true as const } };
    },
  );
};
