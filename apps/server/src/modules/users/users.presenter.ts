import type { SectionRecords, User } from '@gapwise/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sectionRecords } from '../../db/schema/index.ts';
import { isPremium, type UserRow } from './users.repository.ts';

/**
 * The one shape a user leaves the server in. Payment fields are filled by the billing module once it
 * exists (lastPayment stays null until then).
 */
export async function presentUser(db: DbOrTx, row: UserRow, now = new Date()): Promise<User> {
  const records = await db.select().from(sectionRecords).where(eq(sectionRecords.userId, row.id));
  const grouped: SectionRecords = {};
  for (const r of records) {
    const section = grouped[r.sectionSlug] ?? {};
    grouped[r.sectionSlug] = section;
    section[r.topicSlug] = r.smart ? { stars: r.stars, smart: r.smart } : { stars: r.stars };
  }
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    isPremium: isPremium(row, now),
    role: row.role,
    locale: row.locale,
    quizString: row.quizString,
    lastPayment: null,
    premiumUntil: row.premiumUntil?.toISOString() ?? null,
    sectionRecords: grouped,
  };
}
