import { type Config, loadConfig } from '../src/config.ts';

/**
 * A config for app.inject tests: no web build served, quiet logs. Outside production the dev outbox and
 * the payment simulator are on (tests read codes and pay there); a production config gets placeholder
 * mail and address settings, which production requires.
 */
export function testConfig(overrides: Record<string, string> = {}): Config {
  const mode =
    overrides.NODE_ENV === 'production'
      ? { SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://gapwise.test' }
      : { DEV_OUTBOX: '1', PAYMENT_SIMULATOR: '1' };
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...mode, ...overrides },
    '9.9.9-test',
  );
}
