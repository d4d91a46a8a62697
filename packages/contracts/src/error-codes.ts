/**
 * Every failure the API can answer, as a stable code. Clients switch on these, so a code is never renamed;
 * new ones are only added.
 */
export const ERROR_CODES = [
  // generic
  'VALIDATION_FAILED',
  'ROUTE_NOT_FOUND',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'CONFLICT',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
  /** A NUL character (or other text no database can store) in the body, query or path. */
  'INVALID_CHARACTERS',
  /** A URL that is not valid percent-encoded UTF-8. */
  'BAD_URL',
  /** A path segment longer than the router accepts. */
  'URI_TOO_LONG',
  // learning
  'SECTION_NOT_FOUND',
  'TOPIC_NOT_FOUND',
  'TOPIC_LOCKED',
  'PREMIUM_REQUIRED',
  'EXERCISE_NOT_FOUND',
  /** A review item that is not there, or is another learner's. */
  'REVIEW_NOT_FOUND',
  'LANGUAGE_NOT_SUPPORTED',
  /** "Another example" for a rule the topic has no other sentence of. */
  'EXAMPLE_NOT_FOUND',
  /** A weak-rule session (`?rule=`) for an error type the topic does not teach. */
  'RULE_NOT_FOUND',
  // accounts
  'AUTH_NO_USER',
  'AUTH_NO_USER_TRY_REGISTER',
  'AUTH_INVALID_OPT',
  'AUTH_OTP_EXPIRED',
  'AUTH_TOO_MANY_ATTEMPTS',
  'AUTH_RESEND_TOO_SOON',
  'AUTH_LOGIN_TYPE_REQUIRED',
  'AUTH_SOCIAL_INVALID_TOKEN',
  'AUTH_SOCIAL_NOT_CONFIGURED',
  'AUTH_REFRESH_INVALID',
  // commerce
  'PAYMENT_ALREADY_PREMIUM',
  'PAYMENT_ORDER_NOT_FOUND',
  'PAYMENT_INVALID_SIGNATURE',
  'PAYMENT_MISMATCH',
  'PAYMENT_PROVIDER_ERROR',
  'PAYMENT_SIMULATOR_DISABLED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Failures the web client reports without a server answer (offline, cancelled, not our envelope). */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'ABORTED', 'BAD_RESPONSE', 'HTTP_ERROR'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];
