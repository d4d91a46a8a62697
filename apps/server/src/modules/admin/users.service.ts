import type { AdminUserDetail, PremiumChangeBody } from '@gapwise/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { recomputePremium } from '../billing/billing.service.ts';
import { LIFETIME_UNTIL } from '../billing/premium.ts';
import { findUserById } from '../users/users.service.ts';
import { toAdminPayment, toAdminUser } from './admin.presenter.ts';
import {
  deletePremiumGrant,
  lockUserRow,
  ordersOf,
  progressOf,
  searchUserRows,
  upsertPremiumGrant,
} from './admin.repository.ts';
import { listAudit, writeAudit } from './audit.repository.ts';

const DAY = 86_400_000;

export async function searchUsers(db: Db, q: string, limit: number) {
  const rows = await searchUserRows(db, q, limit);
  return { users: rows.map((u) => toAdminUser(u)) };
}

async function requireUserRow(db: Db, id: string) {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('NOT_FOUND', 404, 'There is no such user.', 'id');
  return user;
}

/** Onboarding answers are stored as JSON text; shown as question → answer pairs whatever their shape. */
export function quizPairs(quizString: string | null): { question: string; answer: string }[] {
  if (!quizString) return [];
  try {
    const parsed: unknown = JSON.parse(quizString);
    if (parsed && typeof parsed === 'object')
      return Object.entries(parsed).map(([question, answer]) => ({
        question,
        answer: typeof answer === 'string' ? answer : JSON.stringify(answer),
      }));
  } catch {
    // Not JSON: show it as it is.
  }
  return [{ question: 'quiz', answer: quizString }];
}

export async function userDetail(db: Db, id: string): Promise<AdminUserDetail> {
  const user = await requireUserRow(db, id);
  const [progress, payments, audit] = await Promise.all([
    progressOf(db, id),
    ordersOf(db, id),
    listAudit(db, { type: 'user', id }),
  ]);
  return {
    user: {
      ...toAdminUser(user),
      locale: user.locale,
      quizString: user.quizString,
      verifiedAt: user.verifiedAt?.toISOString() ?? null,
    },
    progress: progress.map((r) => ({
      sectionSlug: r.sectionSlug,
      topicSlug: r.topicSlug,
      stars: r.stars,
      attempts: r.attempts,
      updatedAt: r.updatedAt.toISOString(),
    })),
    quiz: quizPairs(user.quizString),
    payments: payments.map((o) => toAdminPayment(o, user.email)),
    audit,
  };
}

/**
 * Grants premium for some days (added to premium still running) or for life, kept as the user's admin
 * grant; or revokes that grant. Premium from payments is untouched either way (to end it, mark the payment
 * reversed). The audit row is written in the same transaction. The session cache of this instance forgets
 * the user at once; other instances see the change within the cache's few seconds.
 */
export async function changePremium(
  db: Db,
  adminId: string,
  userId: string,
  body: PremiumChangeBody,
  now = new Date(),
) {
  const until = await db.transaction(async (tx) => {
    const user = await lockUserRow(tx, userId);
    if (!user) throw new AppError('NOT_FOUND', 404, 'There is no such user.', 'id');
    const before = user.premiumUntil;
    if (body.action === 'revoke') await deletePremiumGrant(tx, userId);
    else {
      const from = before && before > now ? before : now;
      const grantUntil =
        body.days === undefined || (before && before >= LIFETIME_UNTIL)
          ? LIFETIME_UNTIL
          : new Date(from.getTime() + body.days * DAY);
      await upsertPremiumGrant(tx, { userId, until: grantUntil, grantedBy: adminId, grantedAt: now });
    }
    const next = await recomputePremium(tx, userId);
    await writeAudit(tx, {
      adminId,
      action: body.action === 'grant' ? 'premium.grant' : 'premium.revoke',
      targetType: 'user',
      targetId: userId,
      reason: body.reason,
      details: {
        days: body.action === 'grant' ? (body.days ?? 'lifetime') : null,
        before: before?.toISOString() ?? null,
        after: next?.toISOString() ?? null,
      },
    });
    return next;
  });
  return { isPremium: until !== null && until > now, premiumUntil: until?.toISOString() ?? null };
}
