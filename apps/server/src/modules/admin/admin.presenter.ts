import type { AdminPayment, AdminUser } from '@gapwise/contracts';
import type { orders, users } from '../../db/schema/index.ts';
import { isPremium } from '../users/users.service.ts';

/** What of a user leaves the server for the admin area: no session, no Google id. */
export const toAdminUser = (u: typeof users.$inferSelect, now = new Date()): AdminUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role,
  isPremium: isPremium(u, now),
  premiumUntil: u.premiumUntil?.toISOString() ?? null,
  createdAt: u.createdAt.toISOString(),
});

export const toAdminPayment = (o: typeof orders.$inferSelect, email: string): AdminPayment => ({
  orderId: o.id,
  userId: o.userId,
  email,
  plan: o.plan,
  amountMinor: o.amountMinor,
  currency: o.currency,
  status: o.status,
  kind: o.kind,
  refundDue: o.refundDue,
  refundDueAt: o.refundDueAt?.toISOString() ?? null,
  provider: o.provider,
  providerStatus: o.providerStatus,
  paidAt: o.paidAt?.toISOString() ?? null,
  createdAt: o.createdAt.toISOString(),
});
