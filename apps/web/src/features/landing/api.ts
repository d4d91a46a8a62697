import type { RouteBody } from '@gapwise/contracts/constants';
import { useQuery } from '@tanstack/react-query';
import { callApi, fetchApi } from '../../lib/api.ts';

/** The landing page's server calls: the demo session, its explanations and the contact form. */

export const DEMO_SESSION_SIZE = 5;

/** A short session of a demo topic, straight from the exercise bank (the same call the demo screen makes). */
export function useDemoTopic(slug: string, enabled: boolean, round: number) {
  return useQuery({
    queryKey: ['landing-demo', slug, round],
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: async () => {
      return fetchApi('topics.get', {
        params: { slug },
        query: { limit: DEMO_SESSION_SIZE, isOnlyHighQuality: 'true' },
      });
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
      const result = await fetchApi('explanations.generate', {
        body: { exerciseId: exerciseId ?? '', answer: answer ?? '', language },
      });
      return result.choices[0]?.message.content ?? '';
    },
  });
}

/** POST /api/contact: stored and forwarded to support (RATE_LIMITED when sent too often). */
export const sendContact = (body: RouteBody<'feedback.contact'>) => callApi('feedback.contact', { body });
