import type { Section, TopicWithExercises, User } from '@gapwise/contracts';
import { api, baseHeaders } from '../../lib/api-client.ts';

export const fetchSections = () => api.get<{ sections: Section[] }>('/sections');

export const fetchTopic = (slug: string, limit: number, isOnlyHighQuality: boolean) =>
  api.get<TopicWithExercises>(`/topics/${encodeURIComponent(slug)}`, { query: { limit, isOnlyHighQuality } });

export const saveRecord = (body: {
  sectionSlug: string;
  topicSlug: string;
  sectionRecord: { stars: number; smart?: Record<string, { correct: number; incorrect: number }> };
}) => api.patch<User>('/users/section-records', body);

/**
 * Streams an explanation (Server-Sent Events) and calls onText with the text so far. Resolves with the
 * final text, or '' when none could be had (the screen then stays quiet, as the spec says).
 */
export async function streamExplanation(
  input: { exerciseId: string; answer: string; language: string },
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<string> {
  let text = '';
  try {
    const res = await fetch('/api/openai/generate-explanation', {
      method: 'POST',
      headers: { ...baseHeaders(), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ ...input, stream: true }),
      credentials: 'include',
      signal,
    });
    if (!res.ok || !res.body) return '';
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let event = 'message';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut = buffer.indexOf('\n');
      while (cut >= 0) {
        const line = buffer.slice(0, cut).trim();
        buffer = buffer.slice(cut + 1);
        cut = buffer.indexOf('\n');
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) {
          const data = line.slice(5).trim();
          if (data === '[DONE]') return text;
          const payload = JSON.parse(data) as { delta?: string; done?: boolean; content?: string };
          if (event === 'reset') text = '';
          else if (event === 'error') return text;
          else if (payload.done && payload.content !== undefined) text = payload.content;
          else if (payload.delta) text += payload.delta;
          event = 'message';
          onText(text);
        }
      }
    }
    return text;
  } catch {
    return text;
  }
}
