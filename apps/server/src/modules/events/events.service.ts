import type { eventsBodySchema } from '@gapwise/contracts';
import type { z } from 'zod';
import type { EventForwarder } from '../../adapters/analytics/types.ts';
import type { Db } from '../../db/client.ts';
import type { Signals } from '../signals/signals.service.ts';
import { insertEvents } from './events.repository.ts';

/** Clock skew we accept from browsers; anything further off is stamped with the server's time. */
const MAX_SKEW_MS = 24 * 3600_000;

export interface EventSinks {
  forwarder: EventForwarder;
  /** Answers and finished sessions feed the per-exercise statistics (in memory; written in batches). */
  signals?: Signals;
}

/**
 * Stores a batch of first-party events (tied to the user when signed in), feeds the answer statistics and
 * hands the batch to the analytics forwarder. Answers how many were accepted.
 */
export async function recordEvents(
  db: Db,
  sinks: EventSinks,
  body: z.output<typeof eventsBodySchema>,
  who: { userId: string | null; ip: string },
  now = Date.now(),
): Promise<number> {
  const rows = body.events.map((e) => {
    const at = e.occurredAt ? Date.parse(e.occurredAt) : now;
    return {
      name: e.name,
      props: e.props,
      userId: who.userId,
      anonymousId: body.anonymousId ?? null,
      occurredAt: new Date(Math.abs(at - now) > MAX_SKEW_MS ? now : at),
    };
  });
  await insertEvents(db, rows);
  if (sinks.signals) {
    const owner = who.userId ?? body.anonymousId ?? `ip:${who.ip}`;
    for (const row of rows) sinks.signals.record(row, owner, now);
  }
  sinks.forwarder.forward(rows.map((r) => ({ ...r, occurredAt: r.occurredAt.toISOString() })));
  return rows.length;
}
