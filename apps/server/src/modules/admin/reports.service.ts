import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { markReportResolved, reportRows } from './admin.repository.ts';
import { writeAudit } from './audit.repository.ts';
import { toAdminExercise } from './content.service.ts';

/** Learners' reports, newest first, each with the exercise as the bank has it now. */
export async function listReports(db: Db, content: ContentState, status: 'open' | 'resolved', limit: number) {
  const rows = await reportRows(db, status, limit);
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
    const resolved = await markReportResolved(tx, id);
    if (resolved === null) throw new AppError('NOT_FOUND', 404, 'There is no such report.', 'id');
    if (resolved === 'resolved')
      throw new AppError('CONFLICT', 409, 'This report is already resolved.', 'id');
    const row = { exerciseId: resolved };
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
