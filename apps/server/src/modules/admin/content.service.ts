import type { AdminContent, AdminExercise } from '@gapwise/contracts';
import type { Exercise } from '@gapwise/grammar';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { requireBank } from '../catalogue/catalogue.service.ts';
import { refreshDisabledExercises } from '../catalogue/content.service.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { disableExercise, enableExercise, openReportsByTopic } from './admin.repository.ts';
import { writeAudit } from './audit.repository.ts';

export const toAdminExercise = (e: Exercise, disabled: boolean): AdminExercise => ({
  id: e.id,
  topicSlug: e.topicSlug,
  text: e.text,
  choices: e.choices,
  answer: e.answer,
  quality: e.quality,
  highQuality: e.highQuality,
  disabled,
});

/** The catalogue with, per topic, how many exercises it has, their quality, and what admins flagged. */
export async function contentOverview(db: Db, content: ContentState): Promise<AdminContent> {
  const bank = requireBank(content);
  await refreshDisabledExercises(content, db, 0);
  const openByTopic = await openReportsByTopic(db);
  const totals = { exercises: 0, disabled: 0, openReports: 0 };
  const sections = bank.sections.map((section) => ({
    slug: section.slug,
    name: section.name,
    topics: section.topics.map((meta) => {
      const list = content.topic(meta.slug)?.exercises ?? [];
      let high = 0;
      let quality = 0;
      let disabled = 0;
      for (const e of list) {
        if (e.highQuality) high++;
        quality += e.quality;
        if (content.disabled.has(e.id)) disabled++;
      }
      const openReports = openByTopic.get(meta.slug) ?? 0;
      totals.exercises += list.length;
      totals.disabled += disabled;
      totals.openReports += openReports;
      return {
        slug: meta.slug,
        name: meta.name,
        level: meta.level,
        exercises: list.length,
        highQuality: high,
        averageQuality: list.length ? Math.round((quality / list.length) * 1000) / 1000 : 0,
        disabled,
        openReports,
      };
    }),
  }));
  return { sections, totals };
}

export async function topicExercises(
  db: Db,
  content: ContentState,
  slug: string,
  query: { q: string; disabled: 'all' | 'only' | 'none'; offset: number; limit: number },
) {
  requireBank(content);
  const entry = content.topic(slug);
  if (!entry) throw new AppError('TOPIC_NOT_FOUND', 404, `There is no topic "${slug}".`, 'slug');
  await refreshDisabledExercises(content, db, 0);
  const q = query.q.toLowerCase();
  const matches = entry.exercises.filter((e) => {
    const off = content.disabled.has(e.id);
    if (query.disabled === 'only' && !off) return false;
    if (query.disabled === 'none' && off) return false;
    return !q || e.id === query.q || e.text.toLowerCase().includes(q) || e.answer.toLowerCase() === q;
  });
  return {
    total: matches.length,
    exercises: matches
      .slice(query.offset, query.offset + query.limit)
      .map((e) => toAdminExercise(e, content.disabled.has(e.id))),
  };
}

/**
 * Switches an exercise off (never served again) or back on. The table is the truth for every instance;
 * this instance's set changes at once, the others' within the practice module's re-read interval.
 */
export async function setExerciseDisabled(
  db: Db,
  content: ContentState,
  adminId: string,
  id: string,
  disabled: boolean,
  reason: string,
) {
  requireBank(content);
  const exercise = content.exercise(id);
  if (!exercise) throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'id');
  await db.transaction(async (tx) => {
    if (disabled)
      await disableExercise(tx, {
        exerciseId: id,
        topicSlug: exercise.topicSlug,
        disabledBy: adminId,
        reason,
      });
    else await enableExercise(tx, id);
    await writeAudit(tx, {
      adminId,
      action: disabled ? 'exercise.disable' : 'exercise.enable',
      targetType: 'exercise',
      targetId: id,
      reason,
      details: { topicSlug: exercise.topicSlug },
    });
  });
  if (disabled) content.disabled.add(id);
  else content.disabled.delete(id);
  return { id, disabled };
}
