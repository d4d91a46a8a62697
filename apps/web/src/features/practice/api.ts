import type { PlaygroundTopic, SectionRecord, TopicWithExercises, User } from '@gapwise/contracts/constants';
import { api } from '../../lib/api-client.ts';

export const fetchTopic = (slug: string, query: { limit: number; isOnlyHighQuality: boolean }) =>
  api.get<TopicWithExercises>(`/topics/${encodeURIComponent(slug)}`, { query });

/** The playground's share of a topic (its first 5 exercises; the server decides which). */
export const fetchPlaygroundTopic = (slug: string) =>
  api.get<PlaygroundTopic>(`/playground/${encodeURIComponent(slug)}`);

export const saveSectionRecord = (body: {
  sectionSlug: string;
  topicSlug: string;
  sectionRecord: SectionRecord;
}) => api.patch<User>('/users/section-records', body);
