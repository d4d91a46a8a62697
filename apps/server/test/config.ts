import { type Config, loadConfig } from '../src/config.ts';

/** A config for app.inject tests: no web build served, quiet logs. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...overrides },
    '9.9.9-test',
  );
}
