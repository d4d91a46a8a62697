import { LIFETIME_UNTIL_ISO } from '@gapwise/contracts';

const DAY = 86_400_000;
/** Lifetime premium is stored as a date no one will reach (contracts' isLifetime reads it back). */
export const LIFETIME_UNTIL = new Date(LIFETIME_UNTIL_ISO);

export interface PaidOrder {
  plan: string;
  paidAt: Date;
}

/**
 * Premium end from every paid, not reversed order, in payment order: a 1-Year Pass adds 365 days from its
 * payment or from the end of the pass still running (extending, never resetting); a lifetime pass wins.
 * Recomputing from the orders (not adding to a stored date) makes replays, out-of-order callbacks and
 * reversals all come out right.
 */
export function premiumUntilFrom(orders: PaidOrder[]): Date | null {
  let until: Date | null = null;
  for (const order of [...orders].sort((a, b) => a.paidAt.getTime() - b.paidAt.getTime())) {
    if (order.plan === 'lifetime-pass') return LIFETIME_UNTIL;
    const start: Date = until && until > order.paidAt ? until : order.paidAt;
    until = new Date(start.getTime() + 365 * DAY);
  }
  return until;
}
