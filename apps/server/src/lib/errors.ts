import type { ErrorCode } from '@gapwise/contracts';

/** A failure the client can act on: a stable code, an HTTP status, a message, and the field at fault. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly field?: string,
    /** For 429s: how long until the limit lifts, sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (code: ErrorCode, message: string) => new AppError(code, 404, message);
export const badRequest = (code: ErrorCode, message: string, field?: string) =>
  new AppError(code, 400, message, field);
export const forbidden = (code: ErrorCode, message: string) => new AppError(code, 403, message);
export const unauthorized = (message = 'Sign in to continue.') => new AppError('UNAUTHORIZED', 401, message);

/** The error and the errors it wraps (Drizzle wraps the driver's error in `cause`), outermost first. */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown; errors?: unknown }> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    yield e;
    current = e.cause;
  }
}

const CONNECTION_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
/** node-postgres reports a lost or unusable connection by message only. */
const CONNECTION_MESSAGES = [
  'Connection terminated',
  'connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
];

/**
 * The database cannot be reached right now (restarting, shutting down, refusing connections, out of
 * connection slots): the request may succeed in a moment, so it is answered 503, not 500.
 * SQLSTATE class 08 is "connection exception", 57P01–57P03 "admin/crash shutdown, cannot connect now",
 * 53300 "too many connections".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const e of chain(error)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (CONNECTION_ERRNOS.has(code)) return true;
    if (code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}

/** The database (or the disk under it) is full: SQLSTATE 53100 "disk_full", or ENOSPC/EDQUOT from the OS. */
export function isDiskFull(error: unknown): boolean {
  for (const e of chain(error)) {
    if (e.code === '53100' || e.code === 'ENOSPC' || e.code === 'EDQUOT') return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (/No space left on device|disk quota exceeded/i.test(message)) return true;
  }
  return false;
}

/**
 * Text the database refuses to store (SQLSTATE 22021 "invalid byte sequence", e.g. a NUL character,
 * 22P05 "unsupported Unicode escape" in JSON): the input's fault, answered 400.
 */
export function isUnstorableText(error: unknown): boolean {
  for (const e of chain(error)) if (e.code === '22021' || e.code === '22P05') return true;
  return false;
}
