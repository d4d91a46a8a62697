import type { SectionRecords, User } from '@gapwise/contracts';
import type { DbOrTx } from '../../db/client.ts';
import { presentableSmart, presentableStars } from '../progress/smart.ts';
import { isPremium, lastPaidOrder, sectionRecordsOf, type UserRow } from './users.repository.ts';

/** The newest paid order: the web app shows payment history only when there is one (docs/product-rules.md "Payments"). */
async function lastPayment(db: DbOrTx, userId: string): Promise<User['lastPayment']> {
  const order = await lastPaidOrder(db, userId);
  if (!order?.paidAt) return null;
  return {
    orderId: order.id,
    plan: order.plan,
    amount: order.amountMinor / 100,
    currency: order.currency,
    paidAt: order.paidAt.toISOString(),
  };
}

/** The one shape a user leaves the server in: never a hash, a token or another user's data. */
export async function presentUser(db: DbOrTx, row: UserRow, now = new Date()): Promise<User> {
  const records = await sectionRecordsOf(db, row.id);
  const grouped: SectionRecords = {};
  for (const r of records) {
    const section = grouped[r.sectionSlug] ?? {};
    grouped[r.sectionSlug] = section;
    // Rows are repaired on the way out (counts saturated, stray answers dropped): a row that does not fit
    // the response schema would make every sign-in of this learner fail.
    const stars = presentableStars(r.stars);
    const smart = presentableSmart(r.smart);
    section[r.topicSlug] = smart ? { stars, smart } : { stars };
  }
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isPremium: isPremium(row, now),
    role: row.role,
    locale: row.locale,
    quizString: row.quizString,
    lastPayment: await lastPayment(db, row.id),
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    sectionRecords: grouped,
  };
}
