import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives a working default configuration with only the development outbox chosen', () => {
    const config = loadConfig({ DEV_OUTBOX: '1' }, '1.2.3');
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      NODE_ENV: 'development',
      version: '1.2.3',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('names every bad value at once', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable('loadConfig should have thrown');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '', DEV_OUTBOX: '1' }).PORT).toBe(3000);
  });

  it('coerces numbers and booleans', () => {
    const config = loadConfig({ PORT: '8080', PAYMENT_SIMULATOR: 'yes', DEV_OUTBOX: 'true' });
    expect(config.PORT).toBe(8080);
    expect(config.PAYMENT_SIMULATOR).toBe(true);
  });
});

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ DEV_OUTBOX: '1', TRUST_PROXY: value }).TRUST_PROXY;

  it('means one hop for true, never every hop', () => {
    expect(trust('true')).toBe(1);
    expect(trust('false')).toBe(false);
    expect(loadConfig({ DEV_OUTBOX: '1' }).TRUST_PROXY).toBe(false);
  });

  it("takes a hop count or the proxies' addresses and ranges", () => {
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.1, 10.1.0.0/16,::1')).toEqual(['10.0.0.1', '10.1.0.0/16', '::1']);
  });

  it('refuses anything else by name', () => {
    for (const bad of ['all', '10.0.0.0/33', '99', 'proxy.example']) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('production and the development stand-ins', () => {
  const production = {
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://mail.example:587',
    PUBLIC_URL: 'https://gapwise.example',
    AUTH_SECRET: 'x'.repeat(40),
  };
  const problems = (env: Record<string, string>) => {
    try {
      loadConfig(env);
      return [];
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as ConfigError).problems;
    }
  };

  it('starts with mail, a public address and a secret', () => {
    expect(loadConfig(production).DEV_OUTBOX).toBe(false);
  });

  it('names each missing production setting', () => {
    const found = problems({ NODE_ENV: 'production' });
    expect(found.map((p) => p.split(':')[0])).toEqual(['SMTP_URL', 'PUBLIC_URL', 'AUTH_SECRET']);
  });

  it('refuses the outbox and the payment simulator in production', () => {
    const found = problems({ ...production, DEV_OUTBOX: '1', PAYMENT_SIMULATOR: '1' });
    expect(found.map((p) => p.split(':')[0])).toEqual(['DEV_OUTBOX', 'PAYMENT_SIMULATOR']);
  });

  it('never infers the outbox from "not production": mail must go somewhere', () => {
    expect(problems({ NODE_ENV: 'development' })).toEqual([
      expect.stringMatching(/^SMTP_URL: .*DEV_OUTBOX=1/),
    ]);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://localhost:25' }).DEV_OUTBOX).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEV_OUTBOX: '1' }).PAYMENT_SIMULATOR).toBe(false);
  });
});
