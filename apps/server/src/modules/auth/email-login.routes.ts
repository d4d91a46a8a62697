import {
  failureSchema,
  generateOtpBodySchema,
  generateOtpResultSchema,
  loginResultSchema,
  loginWithEmailBodySchema,
  success,
} from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authError, requestLocale } from './auth.errors.ts';
import { type AuthRoutesOptions, sessionKeys } from './auth.options.ts';
import { completeLogin } from './login.service.ts';
import { DEFAULT_OTP_LIMITS, type OtpContext, requestCode } from './otp.service.ts';
import { verifyCode } from './otp-login.service.ts';
import { setRefreshCookie } from './refresh-cookie.ts';

const failures = { 400: failureSchema, 401: failureSchema, 404: failureSchema, 429: failureSchema };

/** Sign-in by a code sent to the e-mail (docs/product-rules.md "Accounts and sign-in"). */
export const emailLoginRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { db, config, mailer },
) => {
  const secure = config.NODE_ENV === 'production';
  const loginCtx = { db, keys: sessionKeys(app), adminEmails: config.ADMIN_EMAILS };
  const otp: OtpContext = {
    db,
    otpKey: app.keys.otp,
    mailer,
    supportEmail: config.SUPPORT_EMAIL,
    limits: DEFAULT_OTP_LIMITS,
  };
  const tags = ['auth'];

  app.post(
    '/auth/generate-otp',
    {
      schema: {
        tags,
        summary: 'E-mails a 5-digit sign-in code; with a name, registers the address first',
        body: generateOtpBodySchema,
        response: { 200: success(generateOtpResultSchema), ...failures, 503: failureSchema },
      },
    },
    async (request) => ({
      isSuccess: true as const,
      content: await requestCode(otp, { ...request.body, ip: request.ip }),
    }),
  );

  app.post(
    '/auth/login-with-email',
    {
      schema: {
        tags,
        summary: 'Signs in with the e-mailed code; sets the refresh cookie',
        body: loginWithEmailBodySchema,
        response: { 200: success(loginResultSchema), ...failures },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request);
      const { email, OTP, type } = request.body;
      if (type !== undefined && type !== 'email') throw authError('AUTH_LOGIN_TYPE_REQUIRED', locale);
      const user = await verifyCode(otp, { email, code: OTP, ip: request.ip, locale });
      const login = await completeLogin(loginCtx, user, request.headers['user-agent']);
      setRefreshCookie(reply, login.refreshToken, secure);
      return { isSuccess: true as const, content: login.result };
    },
  );
};
