import {
  authConfigSchema,
  failureSchema,
  loginResultSchema,
  loginWithSocialBodySchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authError, requestLocale } from './auth.errors.ts';
import { type AuthRoutesOptions, sessionKeys } from './auth.options.ts';
import { googleVerifier } from './google.ts';
import { completeLogin } from './login.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { userForGoogle } from './social.service.ts';

const failures = { 400: failureSchema, 401: failureSchema, 404: failureSchema, 429: failureSchema };

/** Google sign-in, offered only when GOOGLE_CLIENT_ID is configured. */
export const socialLoginRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { db, config }) => {
  const secure = config.NODE_ENV === 'production';
  const loginCtx = { db, keys: sessionKeys(app), adminEmails: config.ADMIN_EMAILS };
  const google = config.GOOGLE_CLIENT_ID
    ? googleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL)
    : null;
  const tags = ['auth'];

  app.get(
    '/auth/config',
    {
      schema: {
        tags,
        summary: 'Whether Google sign-in is offered',
        response: { 200: success(authConfigSchema) },
      },
    },
    async () => ({ isSuccess: true as const, content: { googleClientId: config.GOOGLE_CLIENT_ID ?? null } }),
  );

  app.post(
    '/auth/login-with-social',
    {
      schema: {
        tags,
        summary: 'Signs in with a Google ID token; sets the refresh cookie',
        body: loginWithSocialBodySchema,
        response: { 200: success(loginResultSchema), ...failures, 409: failureSchema, 503: failureSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      // A payload may name the provider instead of a type; either one says "social" (docs/product-rules.md).
      const type = request.body.type ?? (request.body.providerId ? 'social' : undefined);
      if (type !== 'social') throw authError('AUTH_LOGIN_TYPE_REQUIRED', locale);
      if (!google) throw authError('AUTH_SOCIAL_NOT_CONFIGURED', locale);
      const identity = await google(request.body.idToken);
      const user = await userForGoogle(db, identity);
      const login = await completeLogin(loginCtx, user, request.headers['user-agent']);
      setRefreshCookie(reply, login.refreshToken, secure);
      return { isSuccess: true as const, content: login.result };
    },
  );
};
