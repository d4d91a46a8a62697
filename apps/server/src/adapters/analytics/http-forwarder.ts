import type { FastifyBaseLogger } from 'fastify';
import type { EventForwarder, ForwardedEvent } from './types.ts';

const TIMEOUT_MS = 5_000;

/**
 * POSTs each accepted batch as JSON `{ events: [...] }` to the configured URL (a collector, a webhook, a
 * proxy in front of any analytics product). Fire-and-forget: the events are already stored first-party,
 * so a failed forward is only logged.
 */
export function httpForwarder(
  options: { url: string; token?: string | undefined; fetch?: typeof fetch },
  log: FastifyBaseLogger,
): EventForwarder {
  const send = options.fetch ?? fetch;
  return {
    id: 'http',
    forward(events: ForwardedEvent[]) {
      if (events.length === 0) return;
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      send(options.url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ events }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      })
        .then((res) => {
          if (!res.ok) log.warn({ status: res.status }, 'analytics forward refused');
        })
        .catch((err: unknown) => log.warn({ err }, 'analytics forward failed'));
    },
  };
}

/** The default: events stay in the app's own database only. */
export const noForwarder: EventForwarder = { id: 'none', forward() {} };
