/**
 * Error tracing (docs/product-rules.md#analytics-and-error-tracing): only when a Sentry DSN is configured at
 * build time (VITE_SENTRY_DSN) and the page is served over https. Otherwise nothing is loaded at all.
 */
export const TRACING_RATES = { errors: 1, replaysSession: 0.1, replaysOnError: 1 } as const;

export function shouldTrace(dsn: string | undefined, protocol: string): dsn is string {
  return Boolean(dsn) && protocol === 'https:';
}

export async function startErrorTracing(
  dsn = import.meta.env.VITE_SENTRY_DSN as string | undefined,
  protocol = window.location.protocol,
): Promise<boolean> {
  if (!shouldTrace(dsn, protocol)) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: import.meta.env.MODE,
    sampleRate: TRACING_RATES.errors,
    integrations: [Sentry.replayIntegration()],
    replaysSessionSampleRate: TRACING_RATES.replaysSession,
    replaysOnErrorSampleRate: TRACING_RATES.replaysOnError,
  });
  return true;
}
