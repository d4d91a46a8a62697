import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { exerciseReports, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { writeAudit } from './audit.repository.ts';
import { toAdminExercise } from './content.service.ts';

/** Learners' reports, newest first, each with the exercise as the bank has it now. */
export async function listReports(db: Db, content: ContentState, status: 'open' | 'resolved', limit: number) {
  const rows = await db
    .select({ report: exerciseReports, userEmail: users.email })
    .from(exerciseReports)
    .leftJoin(users, eq(users.id, exerciseReports.userId))
    .where(status === 'open' ? isNull(exerciseReports.resolvedAt) : isNotNull(exerciseReports.resolvedAt))
    .orderBy(desc(exerciseReports.createdAt), desc(exerciseReports.id))
    .limit(limit);
  return {
    reports: rows.map(({ report, userEmail }) => {
      const exercise = content.exercise(report.exerciseId);
      return {
        id: report.id,
        reason: report.reason,
        comment: report.comment,
        answer: report.answer,
        userEmail,
        createdAt: report.createdAt.toISOString(),
        resolvedAt: report.resolvedAt?.toISOString() ?? null,
        exerciseId: report.exerciseId,
        topicSlug: report.topicSlug,
        exercise: exercise ? toAdminExercise(exercise, content.disabled.has(exercise.id)) : null,
      };
    }),
  };
}

export async function resolveReport(
  db: Db,
  adminId: string,
  id: number,
  note: string,
  onResolved?: (exerciseId: string) => void,
) {
  const exerciseId = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(exerciseReports)
      .set({ resolvedAt: new Date() })
      .where(and(eq(exerciseReports.id, id), isNull(exerciseReports.resolvedAt)))
      .returning({ exerciseId: exerciseReports.exerciseId });
    if (!row) {
      const [exists] = await tx
        .select({ id: exerciseReports.id })
        .from(exerciseReports)
        .where(eq(exerciseReports.id, id));
      if (!exists) throw new AppError('NOT_FOUND', 404, 'There is no such report.', 'id');
      throw new AppError('CONFLICT', 409, 'This report is already resolved.', 'id');
    }
    await writeAudit(tx, {
      adminId,
      action: 'report.resolve',
      targetType: 'report',
      targetId: String(id),
      reason: note || 'resolved',
      details: { exerciseId: row.exerciseId },
    });
    return row.exerciseId;
  });
  // One fewer open report: the exercise's flags are recomputed.
  onResolved?.(exerciseId);
  return { id, resolved: true };
}
