import type { Db } from '../../db/client.ts';
import type { BillingConfig, SendReceipt } from './billing.service.ts';

export interface BillingDeps {
  db: Db;
  billing: BillingConfig;
  /**
   * Where links (result page, callback, simulator) point: from configuration (see `publicOrigin`), never
   * from the request's Host or X-Forwarded-Host, which whoever sends the request chooses.
   */
  origin: string;
  /** Sends a paid order's receipt once; tests may leave it out. */
  sendReceipt?: SendReceipt | undefined;
}
