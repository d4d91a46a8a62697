import type { ErrorCode } from '@gapwise/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/errors.ts';

export type Locale = 'en' | 'uk';

type AuthErrorCode = Extract<
  ErrorCode,
  | 'AUTH_NO_USER'
  | 'AUTH_NO_USER_TRY_REGISTER'
  | 'AUTH_INVALID_OPT'
  | 'AUTH_OTP_EXPIRED'
  | 'AUTH_TOO_MANY_ATTEMPTS'
  | 'AUTH_RESEND_TOO_SOON'
  | 'AUTH_LOGIN_TYPE_REQUIRED'
  | 'AUTH_SOCIAL_INVALID_TOKEN'
  | 'AUTH_SOCIAL_NOT_CONFIGURED'
  | 'AUTH_REFRESH_INVALID'
>;

const STATUS: Record<AuthErrorCode, number> = {
  AUTH_NO_USER: 404,
  AUTH_NO_USER_TRY_REGISTER: 404,
  AUTH_INVALID_OPT: 400,
  AUTH_OTP_EXPIRED: 400,
  AUTH_TOO_MANY_ATTEMPTS: 429,
  AUTH_RESEND_TOO_SOON: 429,
  AUTH_LOGIN_TYPE_REQUIRED: 400,
  AUTH_SOCIAL_INVALID_TOKEN: 401,
  AUTH_SOCIAL_NOT_CONFIGURED: 503,
  AUTH_REFRESH_INVALID: 401,
};

/** The auth error catalogue (docs/product-rules.md "Accounts and sign-in") in both interface languages; {s} is the seconds left where a wait is asked for. */
const MESSAGES: Record<Locale, Record<AuthErrorCode, string>> = {
  en: {
    AUTH_NO_USER: 'User not found. Check the spelling of your e-mail.',
    AUTH_NO_USER_TRY_REGISTER: 'There is no account with this e-mail. Create one.',
    AUTH_INVALID_OPT: 'The code is wrong. Check what you entered.',
    AUTH_OTP_EXPIRED: 'The code has expired. Ask for a new one.',
    AUTH_TOO_MANY_ATTEMPTS: 'Too many wrong attempts. Ask for a new code and try again later.',
    AUTH_RESEND_TOO_SOON: 'Please wait {s} s before asking for a new code.',
    AUTH_LOGIN_TYPE_REQUIRED: 'Login type is required',
    AUTH_SOCIAL_INVALID_TOKEN: 'Google sign-in failed. Please try again.',
    AUTH_SOCIAL_NOT_CONFIGURED: 'Google sign-in is not available.',
    AUTH_REFRESH_INVALID: 'Your session has ended. Please sign in again.',
  },
  uk: {
    AUTH_NO_USER: 'Користувача не знайдено. Перевірте написання e-mail.',
    AUTH_NO_USER_TRY_REGISTER: 'Акаунта з цим e-mail немає. Створіть його.',
    AUTH_INVALID_OPT: 'Код неправильний. Перевірте, що ви ввели.',
    AUTH_OTP_EXPIRED: 'Термін дії коду минув. Запросіть новий.',
    AUTH_TOO_MANY_ATTEMPTS: 'Забагато невдалих спроб. Запросіть новий код і спробуйте пізніше.',
    AUTH_RESEND_TOO_SOON: 'Зачекайте {s} с, перш ніж запитувати новий код.',
    AUTH_LOGIN_TYPE_REQUIRED: "Тип входу обов'язковий",
    AUTH_SOCIAL_INVALID_TOKEN: 'Не вдалося увійти через Google. Спробуйте ще раз.',
    AUTH_SOCIAL_NOT_CONFIGURED: 'Вхід через Google недоступний.',
    AUTH_REFRESH_INVALID: 'Сесія завершилася. Увійдіть знову.',
  },
};

export function authError(code: AuthErrorCode, locale: Locale = 'en', seconds?: number): AppError {
  const message = MESSAGES[locale][code].replace('{s}', String(seconds ?? ''));
  const field = code === 'AUTH_LOGIN_TYPE_REQUIRED' ? 'body.type' : undefined;
  return new AppError(code, STATUS[code], message, field);
}

/** Ukrainian when the request prefers it (Accept-Language), else English. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers['accept-language'] ?? '';
  const first = header.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('uk') ? 'uk' : 'en';
}
