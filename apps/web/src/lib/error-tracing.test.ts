import { describe, expect, it } from 'vitest';
import { shouldTrace, startErrorTracing, TRACING_RATES } from './error-tracing.ts';

describe('error tracing', () => {
  it('is off without a DSN and off over plain http', async () => {
    expect(shouldTrace(undefined, 'https:')).toBe(false);
    expect(shouldTrace('https://key@sentry.example/1', 'http:')).toBe(false);
    expect(shouldTrace('https://key@sentry.example/1', 'https:')).toBe(true);
    expect(await startErrorTracing(undefined, 'https:')).toBe(false);
  });

  it('uses the sample rates of the spec', () => {
    expect(TRACING_RATES).toEqual({ errors: 1, replaysSession: 0.1, replaysOnError: 1 });
  });
});
