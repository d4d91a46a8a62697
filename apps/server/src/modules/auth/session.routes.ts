import { failureSchema, loginResultSchema, logoutResultSchema, success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthRoutesOptions, sessionKeys } from './auth.options.ts';
import { refreshLogin } from './login.service.ts';
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './refresh-cookie.ts';
import { endSession } from './sessions.service.ts';

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
        const { result, refreshToken } = await refreshLogin(db, keys, readRefreshCookie(request));
        setRefreshCookie(reply, refreshToken, secure);
        return { isSuccess: true as const, content: result };
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
