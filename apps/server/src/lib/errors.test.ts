import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isDiskFull, isUnstorableText } from './errors.ts';

/** An error as node-postgres raises it: a message and, from the server, a SQLSTATE code. */
const pgError = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
/** Drizzle wraps the driver's error: "Failed query: …" with the original in `cause`. */
const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause });

describe('database error classification', () => {
  it('knows a database that is restarting or unreachable, however it is wrapped', () => {
    for (const error of [
      pgError('terminating connection due to administrator command', '57P01'),
      pgError('the database system is shutting down', '57P03'),
      pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      pgError('Connection terminated unexpectedly'),
      pgError('Client has encountered a connection error and is not queryable'),
      pgError('timeout exceeded when trying to connect'),
      pgError('sorry, too many clients already', '53300'),
      pgError('connection failure', '08006'),
    ]) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(wrapped(error)), error.message).toBe(true);
    }
  });

  it('does not take an ordinary failure for an outage', () => {
    for (const error of [
      pgError('duplicate key value violates unique constraint', '23505'),
      pgError('syntax error at or near "selec"', '42601'),
      new TypeError('Cannot read properties of undefined'),
      'a string',
      null,
    ])
      expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('knows a full disk from the database or the operating system', () => {
    expect(isDiskFull(wrapped(pgError('could not extend file "base/1/2"', '53100')))).toBe(true);
    expect(isDiskFull(pgError('ENOSPC: no space left on device, write', 'ENOSPC'))).toBe(true);
    expect(isDiskFull(pgError('could not write: No space left on device'))).toBe(true);
    expect(isDiskFull(pgError('connect ECONNREFUSED', 'ECONNREFUSED'))).toBe(false);
  });

  it('knows text no database can store', () => {
    expect(
      isUnstorableText(wrapped(pgError('invalid byte sequence for encoding "UTF8": 0x00', '22021'))),
    ).toBe(true);
    expect(isUnstorableText(pgError('unsupported Unicode escape sequence', '22P05'))).toBe(true);
    expect(isUnstorableText(pgError('value too long', '22001'))).toBe(false);
  });
});
