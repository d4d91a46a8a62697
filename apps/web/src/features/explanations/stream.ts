import type { Exercise } from '@gapwise/contracts/constants';
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { baseHeaders } from '../../lib/api-client.ts';

export interface ExplanationRequest {
  exercise: Exercise;
  answer: string;
  /** English name or code of the explanation language. */
  language: string;
}

export interface ExplanationOutcome {
  text: string;
  /** Which explainer answered ("rules" is the built-in one); null when nothing came. */
  provider: string | null;
}

/** Exercises from the bank go by id; playground items carry their own text. */
const bodyOf = ({ exercise, answer, language }: ExplanationRequest) =>
  exercise.id && !exercise.id.startsWith('local:')
    ? { exerciseId: exercise.id, answer, language, stream: true }
    : {
        exercise: {
          text: exercise.text,
          possibleAnswers: exercise.possibleAnswers,
          answers: exercise.answers,
        },
        answer,
        language,
        stream: true,
      };

/**
 * Asks for an explanation as Server-Sent Events (parsed by eventsource-parser) and calls `onText` with the
 * text so far: `data: {delta}` adds, `event: reset` starts over (the server fell back to another explainer),
 * `data: {done, content}` is the final text, `data: [DONE]` ends. Never throws: a failure resolves with what
 * arrived ('' if nothing), which the screen shows as an empty explanation
 * (docs/product-rules.md#exercise-session).
 */
export async function streamExplanation(
  request: ExplanationRequest,
  onText: (text: string) => void,
  signal?: AbortSignal,
): Promise<ExplanationOutcome> {
  let text = '';
  let provider: string | null = null;
  try {
    const res = await fetch('/api/openai/generate-explanation', {
      method: 'POST',
      headers: { ...baseHeaders(), 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify(bodyOf(request)),
      credentials: 'include',
      signal,
    });
    if (!res.ok || !res.body) return { text: '', provider };
    const events = res.body
      .pipeThrough(new TextDecoderStream())
      .pipeThrough(new EventSourceParserStream())
      .getReader();
    for (;;) {
      const { value: event, done } = await events.read();
      if (done) break;
      if (event.event === 'reset') {
        text = '';
        onText(text);
        continue;
      }
      if (event.event === 'error' || event.data === '[DONE]') return { text, provider };
      const payload = JSON.parse(event.data) as {
        delta?: string;
        done?: boolean;
        content?: string;
        provider?: string;
      };
      if (payload.done) {
        if (typeof payload.content === 'string') text = payload.content;
        provider = payload.provider ?? provider;
      } else if (payload.delta) text += payload.delta;
      onText(text);
    }
    return { text, provider };
  } catch {
    return { text, provider };
  }
}
