import type { AuditEntry } from '@gapwise/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminAudit, users } from '../../db/schema/index.ts';

export interface AuditInput {
  adminId: string;
  action: string;
  targetType: 'user' | 'order' | 'exercise' | 'report';
  targetId: string;
  reason: string;
  details?: Record<string, unknown>;
}

/** Written in the same transaction as the change it records, so neither exists without the other. */
export async function writeAudit(db: DbOrTx, entry: AuditInput): Promise<void> {
  await db.insert(adminAudit).values({ ...entry, details: entry.details ?? {} });
}

export async function listAudit(
  db: DbOrTx,
  target?: { type: AuditInput['targetType']; id: string },
  limit = 100,
): Promise<AuditEntry[]> {
  const rows = await db
    .select({ entry: adminAudit, adminEmail: users.email })
    .from(adminAudit)
    .leftJoin(users, eq(users.id, adminAudit.adminId))
    .where(
      target ? and(eq(adminAudit.targetType, target.type), eq(adminAudit.targetId, target.id)) : undefined,
    )
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(limit);
  return rows.map(({ entry, adminEmail }) => ({
    id: entry.id,
    adminEmail,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason,
    details: entry.details,
    createdAt: entry.createdAt.toISOString(),
  }));
}
