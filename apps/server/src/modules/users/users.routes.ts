import {
  failureSchema,
  saveQuizStringBodySchema,
  success,
  userSchema,
  usersCountSchema,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import { requireUser } from '../../plugins/auth.ts';
import { presentUser } from './users.presenter.ts';
import { countVerifiedUsers, findUserById, saveQuizStringOnce } from './users.service.ts';

export const usersRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const tags = ['users'];

  /** The fresh row, not the session cache's copy: this is where the app reads what just changed. */
  const currentUser = async (id: string) => {
    const row = await findUserById(db, id);
    if (!row) throw new Error('signed-in user has no row');
    return presentUser(db, row);
  };

  app.get(
    '/users/by-access-token',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: { 200: success(userSchema), 401: failureSchema },
      },
    },
    async (request) => ({ isSuccess: true as const, content: await currentUser(requireUser(request).id) }),
  );

  app.patch(
    '/users/quiz-string',
    {
      schema: {
        tags,
        summary: 'Saves the onboarding answers once; a later save changes nothing',
        security: [{ bearer: [] }],
        body: saveQuizStringBodySchema,
        response: { 200: success(userSchema), 400: failureSchema, 401: failureSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { goal, level, age } = request.body.quizString;
      await saveQuizStringOnce(db, user.id, JSON.stringify({ goal, level, age }));
      return { isSuccess: true as const, content: await currentUser(user.id) };
    },
  );

  app.get(
    '/users/count',
    {
      schema: {
        tags,
        summary: 'How many learners have an account (the happy-users counter)',
        response: { 200: success(usersCountSchema) },
      },
    },
    async () => ({ isSuccess: true as const, content: { count: await countVerifiedUsers(db) } }),
  );
};
