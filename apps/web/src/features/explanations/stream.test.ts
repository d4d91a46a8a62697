import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamExplanation } from './stream.ts';

const exercise = { id: 'abc', text: 'I ___ here.', possibleAnswers: [['am', 'is']], answers: ['am'] };

function sse(chunks: string[], status = 200) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const c of chunks) controller.enqueue(new TextEncoder().encode(c));
      controller.close();
    },
  });
  return vi.fn(async () => new Response(body, { status }));
}

afterEach(() => vi.unstubAllGlobals());

describe('streamExplanation', () => {
  it('adds deltas, starts over on reset, and ends with the final content', async () => {
    const fetchMock = sse([
      'data: {"delta":"Hel"}\n\n',
      'event: reset\ndata: {}\n\n',
      'data: {"delta":"Be"}\n\ndata: {"del',
      'ta":"cause"}\n\n',
      'data: {"done":true,"content":"Because.","provider":"rules"}\n\ndata: [DONE]\n\n',
    ]);
    vi.stubGlobal('fetch', fetchMock);
    const seen: string[] = [];
    const outcome = await streamExplanation({ exercise, answer: 'is', language: 'Ukrainian' }, (t) =>
      seen.push(t),
    );
    expect(outcome).toEqual({ text: 'Because.', provider: 'rules' });
    expect(seen).toEqual(['Hel', '', 'Be', 'Because', 'Because.']);
    const body = JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));
    expect(body).toEqual({ exerciseId: 'abc', answer: 'is', language: 'Ukrainian', stream: true });
  });

  it('reads CRLF line ends and comments, and stops at an error event with the text so far', async () => {
    vi.stubGlobal(
      'fetch',
      sse([
        ': keep-alive\r\n\r\n',
        'data: {"delta":"Be"}\r\n\r\n',
        'event: error\r\ndata: {"code":"INTERNAL_ERROR"}\r\n\r\n',
        'data: {"delta":"never"}\n\n',
      ]),
    );
    const seen: string[] = [];
    const outcome = await streamExplanation({ exercise, answer: 'is', language: 'en' }, (t) => seen.push(t));
    expect(outcome).toEqual({ text: 'Be', provider: null });
    expect(seen).toEqual(['Be']);
  });

  it('resolves with an empty text on a failure, never throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new Error('offline'))),
    );
    expect(await streamExplanation({ exercise, answer: 'is', language: 'en' }, () => {})).toEqual({
      text: '',
      provider: null,
    });
    vi.stubGlobal('fetch', sse([], 500));
    expect((await streamExplanation({ exercise, answer: 'is', language: 'en' }, () => {})).text).toBe('');
  });
});
