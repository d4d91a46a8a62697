import type { PlanId } from './billing.ts';
import { PLANS } from './constants.ts';

const DAY = 86_400_000;

/** Lifetime premium is stored as a date no one will reach (9999-12-31); any year from 9000 on reads as lifetime. */
export const LIFETIME_FROM_YEAR = 9000;
export const LIFETIME_UNTIL_ISO = '9999-12-31T00:00:00.000Z';

/** A 1-Year Pass can be renewed in its last days, extending from its current end. */
export const RENEWAL_WINDOW_DAYS = 30;

/** True when a premium end date means "forever". The one place that decides it, for server and web. */
export function isLifetime(until: string | Date | null | undefined): boolean {
  if (!until) return false;
  const date = until instanceof Date ? until : new Date(until);
  return !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= LIFETIME_FROM_YEAR;
}

export type OfferKind = 'purchase' | 'upgrade' | 'renewal';

export interface Offer {
  plan: PlanId;
  kind: OfferKind;
  /** What this learner pays now, in the plan's currency. */
  price: number;
  /** The crossed-out price beside it. */
  originalPrice: number;
  currency: string;
}

export type PassState =
  | { kind: 'free' }
  | { kind: 'lifetime' }
  | { kind: 'one-year'; until: Date; renewable: boolean };

/** What a learner holds, from their premium end date (null or past: nothing). */
export function passState(until: string | Date | null | undefined, now = new Date()): PassState {
  if (!until) return { kind: 'free' };
  const end = until instanceof Date ? until : new Date(until);
  if (Number.isNaN(end.getTime()) || end.getTime() <= now.getTime()) return { kind: 'free' };
  if (isLifetime(end)) return { kind: 'lifetime' };
  return {
    kind: 'one-year',
    until: end,
    renewable: end.getTime() - now.getTime() <= RENEWAL_WINDOW_DAYS * DAY,
  };
}

const plan = (id: PlanId) => PLANS.find((p) => p.id === id) ?? PLANS[0];

/**
 * What a learner may buy now, decided once for the server (which charges it) and the web (which shows it):
 * - no pass: either plan at its price;
 * - a 1-Year Pass: Lifetime for the difference, and in the last RENEWAL_WINDOW_DAYS another year from the
 *   current end;
 * - Lifetime: nothing.
 */
export function offersFor(until: string | Date | null | undefined, now = new Date()): Offer[] {
  const state = passState(until, now);
  const year = plan('one-year-pass');
  const life = plan('lifetime-pass');
  if (state.kind === 'lifetime') return [];
  if (state.kind === 'free')
    return PLANS.map((p) => ({
      plan: p.id,
      kind: 'purchase' as const,
      price: p.price,
      originalPrice: p.originalPrice,
      currency: p.currency,
    }));
  const offers: Offer[] = [];
  if (state.renewable)
    offers.push({
      plan: year.id,
      kind: 'renewal',
      price: year.price,
      originalPrice: year.originalPrice,
      currency: year.currency,
    });
  offers.push({
    plan: life.id,
    kind: 'upgrade',
    // Cents, so 14 - 8 never comes out as 5.999…
    price: Math.round((life.price - year.price) * 100) / 100,
    originalPrice: life.price,
    currency: life.currency,
  });
  return offers;
}

export const offerFor = (planId: PlanId, until: string | Date | null | undefined, now = new Date()) =>
  offersFor(until, now).find((o) => o.plan === planId) ?? null;

/** When a renewal bought now would end: a year (the plan's days) after the current end. */
export function renewedUntil(until: Date): Date {
  return new Date(until.getTime() + (plan('one-year-pass').days ?? 365) * DAY);
}
