import { failureSchema, loginResultSchema, logoutResultSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserById } from '../users/users.repository.ts';
import { authError } from './auth.errors.ts';
import { type AuthRoutesOptions, sessionKeys } from './auth.options.ts';
import { loginResult } from './login.service.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { endSession, refreshSession } from './sessions.service.ts';

/** Staying signed in across reloads (the rotating refresh cookie) and logging out. */
export const sessionRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config }) => {
  const secure = config.NODE_ENV === 'production';
  const keys = sessionKeys(app);
  const tags = ['auth'];

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Trades the refresh cookie for a new one and a new access token',
        response: { 200: success(loginResultSchema), 401: failureSchema },
      },
    },
    async (request, reply) => {
      try {
        const session = await refreshSession(db, keys, readRefreshCookie(request));
        const user = await findUserById(db, session.userId);
        if (!user) throw authError('AUTH_REFRESH_INVALID');
        setRefreshCookie(reply, session.refreshToken, secure);
        return { isSuccess: true as const, content: await loginResult(db, user, session) };
      } catch (error) {
        clearRefreshCookie(reply, secure);
        throw error;
      }
    },
  );

  app.post(
    '/auth/logout',
    {
      schema: {
        tags,
        summary: 'Ends the session: the refresh cookie and the access token stop working',
        security: [{ bearer: [] }],
        response: { 200: success(logoutResultSchema) },
      },
    },
    async (request, reply) => {
      await endSession(db, keys, request.user?.sessionId, readRefreshCookie(request));
      clearRefreshCookie(reply, secure);
      return { isSuccess: true as const, content: { loggedOut: true as const } };
    },
  );
};
