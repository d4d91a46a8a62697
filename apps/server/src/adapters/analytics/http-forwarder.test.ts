import { describe, expect, it, vi } from 'vitest';
import { httpForwarder } from './http-forwarder.ts';

describe('analytics forwarder', () => {
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
