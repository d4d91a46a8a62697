import type { ExplanationResult, TopicWithExercises } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const DEMO_SESSION_SIZE = 5;

/** A short session of a demo topic, straight from the exercise bank (the same call the demo screen makes). */
export function useDemoTopic(slug: string, enabled: boolean, round: number) {
  return useQuery({
    queryKey: ['landing-demo', slug, round],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await api.get<TopicWithExercises>(`/topics/${slug}`, {
        query: { limit: DEMO_SESSION_SIZE, isOnlyHighQuality: true },
      });
      if (!result.isSuccess) throw new Error(result.error.message);
      return result.content;
    },
  });
}

/** The explanation of one answer, in the interface language (the built-in explainer covers en and uk). */
export function useExplanation(exerciseId: string | undefined, answer: string | null, language: string) {
  return useQuery({
    queryKey: ['landing-explanation', exerciseId, answer, language],
    enabled: Boolean(exerciseId && answer),
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      const result = await api.post<ExplanationResult>('/openai/generate-explanation', {
        exerciseId,
        answer,
        language,
      });
      if (!result.isSuccess) throw new Error(result.error.message);
      return result.content.choices[0]?.message.content ?? '';
    },
  });
}
