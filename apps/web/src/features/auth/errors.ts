import type { ClientError } from '../../lib/api-client.ts';

/** The error catalogue of accounts-and-commerce §8, as keys of the auth namespace. */
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
