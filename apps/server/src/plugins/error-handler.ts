import type { ErrorCode, Failure } from '@gapwise/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { DatabaseFaults } from '../db/client.ts';
import { AppError, isDatabaseUnavailable, isDiskFull, isUnstorableText } from '../lib/errors.ts';

/** Seconds a client is asked to wait before retrying while the database is away (a restart takes seconds). */
export const RETRY_AFTER_SECONDS = 2;
/** …and while its disk is full (someone has to free space). */
export const DISK_FULL_RETRY_AFTER_SECONDS = 60;

const STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

const failure = (code: ErrorCode, message: string, extra: Partial<Failure['error']> = {}): Failure => ({
  isSuccess: false,
  error: { code, message, ...extra },
});

/**
 * One place that turns every error into the envelope: 4xx say what failed, 5xx say nothing internal. A
 * database that is restarting or whose disk is full answers 503 with Retry-After: the request may be
 * repeated, and the app recovers by itself when the database does.
 */
export function registerErrorHandler(app: FastifyInstance, faults?: DatabaseFaults): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // The real wait, so the page can say "in 29 minutes" rather than "in a minute".
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply
        .status(error.statusCode)
        .send(failure(error.code, error.message, error.field ? { field: error.field } : {}));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field: [error.validationContext, ...issue.instancePath.split('/').filter(Boolean)].join('.'),
        message: issue.message ?? 'Invalid value',
      }));
      const first = details[0];
      return reply.status(400).send(
        failure('VALIDATION_FAILED', first ? `${first.field}: ${first.message}` : 'Invalid request', {
          ...(first ? { field: first.field } : {}),
          details,
        }),
      );
    }
    if (isDiskFull(error)) {
      faults?.noteDiskFull();
      request.log.error({ err: error }, 'database disk full');
      return reply
        .status(503)
        .header('retry-after', String(DISK_FULL_RETRY_AFTER_SECONDS))
        .send(failure('SERVICE_UNAVAILABLE', 'We cannot save right now. Please try again later.'));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send(
          failure('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.'),
        );
    }
    if (isUnstorableText(error)) {
      return reply
        .status(400)
        .send(failure('INVALID_CHARACTERS', 'The request contains characters that cannot be stored.'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = STATUS_CODES[status] ?? 'VALIDATION_FAILED';
      // Fastify's own 4xx messages (bad JSON, wrong content type, body too large) are safe to show.
      return reply.status(status).send(failure(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(failure('INTERNAL_ERROR', 'Something went wrong. Please try again.'));
  });
}

/**
 * Errors the router raises before any route or hook runs (Fastify's `frameworkErrors`): a URL that is not
 * valid percent-encoded UTF-8, a path parameter longer than the router takes. Answered in the envelope.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, body] =
    error.code === 'FST_ERR_BAD_URL'
      ? [400, failure('BAD_URL', 'The address is not valid: it has a broken percent-encoded character.')]
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? [414, failure('URI_TOO_LONG', 'A part of the address is too long.')]
        : [500, failure('INTERNAL_ERROR', 'Something went wrong. Please try again.')];
  reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

export function apiNotFound(method: string, url: string): Failure {
  return failure('ROUTE_NOT_FOUND', `No route ${method} ${url.split('?')[0]}`);
}
