import { describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.ts';
import { chooseForwarder } from './choose.ts';
import { httpForwarder } from './http-forwarder.ts';

const log = { warn: vi.fn() } as never;

describe('analytics forwarder', () => {
  it('is off unless ANALYTICS_FORWARD_URL is set, and refuses a URL that is not http(s)', () => {
    // Mail must go somewhere for any config to load; the outbox is the development choice.
    const base = { DEV_OUTBOX: '1' };
    expect(chooseForwarder(loadConfig(base), log).id).toBe('none');
    expect(
      chooseForwarder(loadConfig({ ...base, ANALYTICS_FORWARD_URL: 'https://collector.example/e' }), log).id,
    ).toBe('http');
    expect(() => loadConfig({ ANALYTICS_FORWARD_URL: 'ftp://x.example' })).toThrow(/ANALYTICS_FORWARD_URL/);
  });

  it('posts a batch as JSON with the bearer token, and only logs a failure', async () => {
    const fetch = vi.fn().mockResolvedValue(new Response(null, { status: 500 }));
    const warn = vi.fn();
    const forwarder = httpForwarder({ url: 'https://c.example/e', token: 't0k', fetch }, { warn } as never);
    const event = {
      name: 'visit',
      props: {},
      userId: null,
      anonymousId: 'anon-1234',
      occurredAt: '2026-01-01T00:00:00.000Z',
    };
    forwarder.forward([event]);
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://c.example/e');
    expect(init.headers.authorization).toBe('Bearer t0k');
    expect(JSON.parse(init.body)).toEqual({ events: [event] });
  });
});
