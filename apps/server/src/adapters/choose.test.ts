import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { type AdapterOverrides, chooseAdapters } from './choose.ts';

const db = {} as Db;
const fakeApp = () => ({ addHook: vi.fn(), log: { warn: vi.fn(), info: vi.fn() } as never });
const choose = (env: Record<string, string>, secret = 's3cret', overrides: AdapterOverrides = {}) => {
  const app = fakeApp();
  return { app, adapters: chooseAdapters(app, loadConfig(env), db, secret, overrides) };
};

describe('adapters chosen in one place', () => {
  it('with no keys: the outbox, no forwarding, the simulator and the offline explainer', () => {
    const { app, adapters } = choose({ DEV_OUTBOX: '1', PAYMENT_SIMULATOR: '1' });
    expect(adapters.chosen).toEqual({
      mail: 'outbox',
      analytics: 'none',
      payments: 'simulator',
      llm: 'rules',
    });
    expect(adapters.explainer).toBe(adapters.rules);
    expect(adapters.forwarder.id).toBe('none');
    expect(adapters.payments.simulatorEnabled).toBe(true);
    expect(app.addHook).not.toHaveBeenCalled();
  });

  it('the simulator answers only when PAYMENT_SIMULATOR is on, and signs with a key from the server secret', () => {
    const off = choose({ DEV_OUTBOX: '1' }).adapters.payments;
    expect(off).toMatchObject({ mode: 'simulator', simulatorEnabled: false });
    const a = choose({ DEV_OUTBOX: '1' }, 'secret-a').adapters.payments.keys.privateKey;
    const b = choose({ DEV_OUTBOX: '1' }, 'secret-b').adapters.payments.keys.privateKey;
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).not.toBe(b);
    expect(choose({ DEV_OUTBOX: '1' }, 'secret-a').adapters.payments.keys.privateKey).toBe(a);
  });

  it('with every key set: SMTP (closed with the app), HTTP forwarding, LiqPay and the model', () => {
    const { app, adapters } = choose({
      SMTP_URL: 'smtp://127.0.0.1:2525',
      ANALYTICS_FORWARD_URL: 'https://collector.example/e',
      LIQPAY_PUBLIC_KEY: 'pub',
      LIQPAY_PRIVATE_KEY: 'priv',
      LLM_BASE_URL: 'http://127.0.0.1:4010/v1',
      LLM_API_KEY: 'k',
      LLM_MODEL: 'healthy',
    });
    expect(adapters.chosen).toEqual({
      mail: 'smtp',
      analytics: 'http',
      payments: 'liqpay',
      llm: 'openai-compatible',
    });
    expect(app.addHook).toHaveBeenCalledWith('onClose', expect.any(Function));
    expect(adapters.forwarder.id).toBe('http');
    expect(adapters.payments.keys).toMatchObject({ publicKey: 'pub', privateKey: 'priv' });
    expect(adapters.explainer.id).toBe('openai:healthy');
    expect(adapters.rules.id).toBe('rules');
  });

  it('a model needs its URL, key and name together; one missing keeps the offline explainer', () => {
    const { adapters } = choose({
      DEV_OUTBOX: '1',
      LLM_BASE_URL: 'http://127.0.0.1:4010/v1',
      LLM_MODEL: 'x',
    });
    expect(adapters.chosen.llm).toBe('rules');
  });

  it('adapters handed in win over the config (tests)', () => {
    const mailer = { send: vi.fn() };
    const forwarder = { id: 'test', forward: vi.fn() };
    const explainer = { id: 'fake', explain: vi.fn() };
    const { app, adapters } = choose({ SMTP_URL: 'smtp://127.0.0.1:2525' }, 's', {
      mailer,
      forwarder,
      explainer,
    });
    expect(adapters.mailer).toBe(mailer);
    expect(adapters.forwarder).toBe(forwarder);
    expect(adapters.explainer).toBe(explainer);
    expect(adapters.chosen).toMatchObject({ mail: 'given', analytics: 'given', llm: 'given' });
    expect(app.addHook).not.toHaveBeenCalled();
  });

  it('refuses an analytics URL that is not http(s) at start', () => {
    expect(() => loadConfig({ ANALYTICS_FORWARD_URL: 'ftp://x.example' })).toThrow(/ANALYTICS_FORWARD_URL/);
  });
});
