import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Log fields that may carry a secret or a one-time code, wherever they appear (one level deep) or as
 * request and response headers. pino replaces their values before the line is written.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...[
    'otp',
    'otpCode',
    'password',
    'token',
    'accessToken',
    'refreshToken',
    'idToken',
    'credential',
    'secret',
    'apiKey',
    'privateKey',
    'authorization',
    'cookie',
    'AUTH_SECRET',
    'SMTP_URL',
    'LLM_API_KEY',
    'LIQPAY_PRIVATE_KEY',
    'ANALYTICS_FORWARD_TOKEN',
    'DATABASE_URL',
  ].flatMap((key) => [key, `*.${key}`]),
];

/** pino options for the server: JSON in production, pretty lines elsewhere; secrets always redacted. */
export function loggerOptions(
  config: Pick<Config, 'NODE_ENV' | 'LOG_LEVEL'>,
): FastifyServerOptions['logger'] {
  const redact = { paths: REDACTED_PATHS, censor: '[redacted]' };
  if (config.NODE_ENV === 'production') return { level: config.LOG_LEVEL, redact };
  return {
    level: config.LOG_LEVEL,
    redact,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
    },
  };
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

/**
 * The request id: the one the proxy in front sent in X-Request-Id when it looks like an id (so a log
 * line can be followed from the proxy to the app), else a new UUID. Fastify puts it in every log line of
 * the request (`reqId`); the app echoes it in the X-Request-Id response header, errors included.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}
