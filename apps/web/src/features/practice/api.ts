import type { SectionRecord, TopicWithExercises, User } from '@gapwise/contracts';
import { api } from '../../lib/api-client.ts';

export const fetchTopic = (slug: string, query: { limit: number; isOnlyHighQuality: boolean }) =>
  api.get<TopicWithExercises>(`/topics/${encodeURIComponent(slug)}`, { query });

export const saveSectionRecord = (body: {
  sectionSlug: string;
  topicSlug: string;
  sectionRecord: SectionRecord;
}) => api.patch<User>('/users/section-records', body);
