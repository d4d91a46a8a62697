import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ModelWithFallback } from './fallback-provider.ts';
import { openAiProvider } from './openai-provider.ts';
import { rulesProvider } from './rules-provider.ts';
import type { ExplanationRequest } from './types.ts';

/** A real HTTP server speaking the chat-completions protocol; each test queues how it should answer. */
type Behaviour = (req: IncomingMessage, res: ServerResponse, body: Record<string, unknown>) => void;
let queue: Behaviour[] = [];
let seen: Record<string, unknown>[] = [];
let server: Server;
let baseUrl = '';

const json: Behaviour = (_req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      choices: [{ message: { role: 'assistant', content: 'Because "She" needs "drinks".' } }],
    }),
  );
};
const stream =
  (parts: string[], done = true): Behaviour =>
  (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    for (const p of parts) res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: p } }] })}\n\n`);
    if (done) res.end('data: [DONE]\n\n');
    else setTimeout(() => res.destroy(), 50);
  };
const status =
  (code: number, headers: Record<string, string> = {}): Behaviour =>
  (_req, res) => {
    res.writeHead(code, headers);
    res.end('{"error":{"message":"busy"}}');
  };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      seen.push({ ...body, authorization: req.headers.authorization, path: req.url });
      (queue.shift() ?? status(500))(req, res, body);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  queue = [];
  seen = [];
});

const request: ExplanationRequest = {
  exercise: {
    text: 'She ___ coffee every morning.',
    choices: ['drink', 'drinks'],
    answer: 'drinks',
    rationale: {
      ruleId: 'r',
      trigger: ['She'],
      distractors: [{ choice: 'drink', errorType: 'agreement-3sg' }],
    },
  },
  chosen: 'drink',
  language: 'pl',
};
const provider = () =>
  openAiProvider({ baseUrl, apiKey: 'sk-test', model: 'tiny', timeoutMs: 3000, maxRetryAfterMs: 1500 });

describe('OpenAI-compatible provider over real HTTP', () => {
  it('sends a grounded prompt and reads a JSON answer', async () => {
    queue = [json];
    expect(await provider().explain(request)).toBe('Because "She" needs "drinks".');
    const sent = seen[0] as {
      model: string;
      authorization: string;
      path: string;
      messages: { content: string }[];
    };
    expect(sent).toMatchObject({
      model: 'tiny',
      authorization: 'Bearer sk-test',
      path: '/v1/chat/completions',
    });
    expect(sent.messages[0]?.content).toContain('Polish');
    expect(sent.messages[1]?.content).toContain('Correct answer (certain): drinks');
  });

  it('streams deltas as they arrive', async () => {
    queue = [stream(['Because ', 'she ', 'drinks.'])];
    const deltas: string[] = [];
    expect(await provider().explain(request, { onDelta: (d) => deltas.push(d) })).toBe('Because she drinks.');
    expect(deltas).toEqual(['Because ', 'she ', 'drinks.']);
  });

  it('retries a 429 after retry-after, and a 500 once', async () => {
    queue = [status(429, { 'retry-after': '1' }), status(500), json];
    const started = Date.now();
    expect(await provider().explain(request)).toContain('drinks');
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('does not retry a 400, and gives up on a retry-after that is too long', async () => {
    queue = [status(400)];
    await expect(provider().explain(request)).rejects.toThrow(/400/);
    queue = [status(429, { 'retry-after': '60' })];
    await expect(provider().explain(request)).rejects.toThrow(/wait/);
    expect(seen).toHaveLength(2);
  });

  it('falls back to the rules explainer on a dropped stream, telling the client to reset', async () => {
    queue = [stream(['Because '], false)];
    const deltas: string[] = [];
    let resets = 0;
    const stored: string[] = [];
    const result = await new ModelWithFallback(provider(), rulesProvider(), { waitMs: 2000 }).explain(
      'k',
      { ...request, language: 'en' },
      {
        onDelta: (d) => deltas.push(d),
        onReset: () => {
          resets++;
        },
        onAnswer: async (text) => {
          stored.push(text);
        },
      },
    );
    expect(result.providerId).toBe('rules');
    expect(resets).toBe(1);
    expect(result.text).toContain('“drink”');
    expect(deltas).toEqual(['Because ', result.text]);
    expect(stored).toEqual([]);
  });

  it('falls back when the provider keeps failing', async () => {
    queue = [status(503), status(503), status(503)];
    const result = await new ModelWithFallback(provider(), rulesProvider(), { waitMs: 2000 }).explain('k', {
      ...request,
      language: 'uk',
    });
    expect(result.providerId).toBe('rules');
    expect(result.text).toContain('«drink»');
    expect(seen).toHaveLength(3);
  });

  it('fails a stream carrying an error chunk, and one that ends without [DONE] or a finish reason', async () => {
    queue = [
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Be' } }] })}\n\n`);
        res.end(`data: ${JSON.stringify({ error: { message: 'overloaded' } })}\n\n`);
      },
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.end(`data: ${JSON.stringify({ choices: [{ delta: { content: 'Be' } }] })}\n\n`);
      },
    ];
    const onDelta = () => {};
    await expect(provider().explain(request, { onDelta })).rejects.toThrow(/overloaded/);
    await expect(provider().explain(request, { onDelta })).rejects.toThrow(/before \[DONE\]/);
  });

  it('accepts a stream that ends after a finish reason without [DONE], in chunks split anywhere', async () => {
    queue = [
      (_req, res) => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const body =
          `: keep-alive\n\ndata: ${JSON.stringify({ choices: [{ delta: { content: 'Because ' } }] })}\r\n\r\n` +
          `data: ${JSON.stringify({ choices: [{ delta: { content: 'she drinks.' }, finish_reason: 'stop' }] })}\n\n`;
        // Written a few characters at a time: no event arrives whole.
        let at = 0;
        const next = () => {
          if (at >= body.length) return res.end();
          res.write(body.slice(at, at + 7));
          at += 7;
          setImmediate(next);
        };
        next();
      },
    ];
    const deltas: string[] = [];
    expect(await provider().explain(request, { onDelta: (d) => deltas.push(d) })).toBe('Because she drinks.');
    expect(deltas).toEqual(['Because ', 'she drinks.']);
  });

  it('gives up on a model that never answers, at its own timeout', async () => {
    queue = [() => {}];
    const hung = openAiProvider({ baseUrl, apiKey: 'k', model: 'tiny', timeoutMs: 1000 });
    await expect(hung.explain(request)).rejects.toThrow(/no answer within 1000 ms/);
  });
});
