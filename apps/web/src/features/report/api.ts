import type { RouteBody } from '@gapwise/contracts/constants';
import { callApi } from '../../lib/api.ts';

/** POST /api/exercises/:id/report: a learner's report, kept for the admins. */
export const reportExercise = (exerciseId: string, body: RouteBody<'feedback.reportExercise'>) =>
  callApi('feedback.reportExercise', { params: { id: exerciseId }, body });
