import type { ClientError } from '../../lib/api-client.ts';

/** The sign-in errors by code (docs/product-rules.md#sign-in), as keys of the auth namespace. */
const MESSAGES: Record<string, string> = {
  AUTH_NO_USER: 'errors.noUser',
  AUTH_NO_USER_TRY_REGISTER: 'errors.noUserTryRegister',
  AUTH_INVALID_OPT: 'errors.invalidCode',
  AUTH_OTP_EXPIRED: 'errors.codeExpired',
  AUTH_TOO_MANY_ATTEMPTS: 'errors.tooManyAttempts',
  AUTH_RESEND_TOO_SOON: 'errors.resendTooSoon',
  AUTH_LOGIN_TYPE_REQUIRED: 'errors.loginTypeRequired',
  AUTH_SOCIAL_INVALID_TOKEN: 'errors.socialFailed',
  AUTH_SOCIAL_NOT_CONFIGURED: 'errors.socialFailed',
  RATE_LIMITED: 'errors.rateLimited',
  NETWORK_ERROR: 'errors.network',
  VALIDATION_FAILED: 'errors.validation',
};

/** A message key for an API failure: the catalogue's, else the generic one, else 'Unknown error'. */
export function authErrorKey(error: ClientError | null | undefined): string {
  if (!error?.code) return 'errors.unknown';
  return MESSAGES[error.code] ?? 'errors.generic';
}

/** What the sign-in screens show: a key of the auth namespace and the values it takes. */
export interface AuthMessage {
  key: string;
  values?: { count: number };
}

/**
 * The message for an API failure. A rate limit says the real wait from the server's Retry-After
 * ("in 29 minutes"), in seconds under a minute and in whole minutes (rounded up) above.
 */
export function authErrorMessage(error: ClientError | null | undefined): AuthMessage {
  const wait = error?.code === 'RATE_LIMITED' ? error.retryAfterSeconds : undefined;
  if (wait === undefined) return { key: authErrorKey(error) };
  if (wait < 60) return { key: 'errors.rateLimitedSeconds', values: { count: wait } };
  return { key: 'errors.rateLimitedMinutes', values: { count: Math.ceil(wait / 60) } };
}
