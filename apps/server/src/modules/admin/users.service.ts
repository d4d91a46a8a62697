import type { AdminUserDetail, PremiumChangeBody } from '@gapwise/contracts';
import { desc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders, premiumGrants, sectionRecords, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { recomputePremium } from '../billing/billing.service.ts';
import { LIFETIME_UNTIL } from '../billing/premium.ts';
import { findUserById } from '../users/users.service.ts';
import { toAdminPayment, toAdminUser } from './admin.presenter.ts';
import { listAudit, writeAudit } from './audit.repository.ts';

const DAY = 86_400_000;
/** LIKE wildcards in the admin's search text are matched literally. */
const likeEscape = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(db: Db, q: string, limit: number) {
  const pattern = `%${likeEscape(q)}%`;
  const rows = await db
    .select()
    .from(users)
    .where(q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined)
    .orderBy(desc(users.createdAt))
    .limit(limit);
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
    db
      .select()
      .from(sectionRecords)
      .where(eq(sectionRecords.userId, id))
      .orderBy(desc(sectionRecords.updatedAt)),
    db.select().from(orders).where(eq(orders.userId, id)).orderBy(desc(orders.createdAt)),
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
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 404, 'There is no such user.', 'id');
    const before = user.premiumUntil;
    if (body.action === 'revoke') await tx.delete(premiumGrants).where(eq(premiumGrants.userId, userId));
    else {
      const from = before && before > now ? before : now;
      const grantUntil =
        body.days === undefined || (before && before >= LIFETIME_UNTIL)
          ? LIFETIME_UNTIL
          : new Date(from.getTime() + body.days * DAY);
      await tx
        .insert(premiumGrants)
        .values({ userId, until: grantUntil, grantedBy: adminId })
        .onConflictDoUpdate({
          target: premiumGrants.userId,
          set: { until: grantUntil, grantedBy: adminId, grantedAt: now },
        });
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
