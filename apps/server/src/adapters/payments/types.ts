import type { LiqpayKeys } from './liqpay.ts';

/** How payments are taken: LiqPay with the configured keys, or the built-in simulator. */
export interface BillingConfig {
  mode: 'liqpay' | 'simulator';
  keys: LiqpayKeys;
  baseUrl: string;
  sandbox: boolean;
  /** The simulator answers only when PAYMENT_SIMULATOR is on (never in production, config refuses it). */
  simulatorEnabled: boolean;
}
