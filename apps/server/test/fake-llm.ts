/**
 * A real OpenAI-compatible chat-completions server for tests, run as its own process:
 * `node --import tsx apps/server/test/fake-llm.ts` prints `listening <port>` and serves
 *
 *   POST /v1/chat/completions   JSON, or SSE with `stream: true`; the fault is the model name's first part
 *                               (`hang.pglite` behaves as `hang`), so every app in a test picks its own
 *   GET  /requests              every completion request received: model, stream, the learner's sentence,
 *                               and whether the caller hung up before the answer was complete (cancelled)
 *
 * Faults: healthy · hang (never answers) · 429 (first try of each prompt: retry-after 3 s, then healthy) ·
 * 500 · drop (connection cut mid-answer) · inband (an error chunk in a 200 stream / an error body) ·
 * stall (first words, then silence) · slow (first words after 4 s, then the rest).
 * "down" needs no server: point the app at a closed port.
 */
import { createServer, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

interface Seen {
  model: string;
  fault: string;
  stream: boolean;
  sentence: string;
  at: number;
  cancelled: boolean;
}

const seen: Seen[] = [];
const tried = new Set<string>();
const sockets = new Set<Socket>();

/** The model's answer: names the sentence, so a test can tell it from the rules explainer's text. */
const answerFor = (sentence: string) =>
  `FAKE-MODEL explains “${sentence}”: the clue words decide the form. Keep practising!`;

/** The answer in four pieces, as a model streams it. */
const pieces = (text: string) => {
  const size = Math.ceil(text.length / 4);
  return [0, 1, 2, 3].map((i) => text.slice(i * size, (i + 1) * size)).filter(Boolean);
};

const chunk = (content: string, finish: string | null = null) =>
  `data: ${JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content }, finish_reason: finish }],
  })}\n\n`;

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 100, completion_tokens: 30, total_tokens: 130 },
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function startStream(res: ServerResponse) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

async function healthy(res: ServerResponse, stream: boolean, text: string, firstDelayMs = 0) {
  if (firstDelayMs) await sleep(firstDelayMs);
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(completion(text));
    return;
  }
  startStream(res);
  const parts = pieces(text);
  for (const [i, part] of parts.entries()) {
    if (res.destroyed) return;
    res.write(chunk(part, i === parts.length - 1 ? 'stop' : null));
    await sleep(15);
  }
  res.end('data: [DONE]\n\n');
}

async function answer(res: ServerResponse, fault: string, stream: boolean, text: string, promptKey: string) {
  switch (fault) {
    case 'healthy':
      return healthy(res, stream, text);
    case 'slow':
      return healthy(res, stream, text, 4000);
    case 'hang':
      return; // never a byte
    case '429':
      if (!tried.has(promptKey)) {
        tried.add(promptKey);
        res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '3' });
        res.end(JSON.stringify({ error: { message: 'Rate limit reached', type: 'rate_limit_error' } }));
        return;
      }
      return healthy(res, stream, text);
    case '500':
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'The server had an error', type: 'server_error' } }));
      return;
    case 'drop':
      if (stream) {
        startStream(res);
        res.write(chunk(pieces(text)[0] ?? ''));
        await sleep(30);
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(completion(text).slice(0, 40));
      }
      res.socket?.destroy();
      return;
    case 'inband':
      if (!stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } }));
        return;
      }
      startStream(res);
      res.write(chunk(pieces(text)[0] ?? ''));
      res.end(
        `data: ${JSON.stringify({ error: { message: 'The model is overloaded', type: 'server_error' } })}\n\n`,
      );
      return;
    case 'stall':
      if (stream) {
        startStream(res);
        res.write(chunk(pieces(text)[0] ?? ''));
      } else {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.write(completion(text).slice(0, 40));
      }
      return; // and nothing more
    default:
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: `unknown fault ${fault}` } }));
  }
}

const server = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/requests') {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(seen));
    return;
  }
  if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
    res.writeHead(404).end();
    return;
  }
  let raw = '';
  req.setEncoding('utf8');
  req.on('data', (c: string) => {
    raw += c;
  });
  req.on('end', () => {
    const body = JSON.parse(raw) as { model: string; stream?: boolean; messages: { content: string }[] };
    const fault = body.model.split('.')[0] ?? '';
    const facts = body.messages.at(-1)?.content ?? '';
    const sentence = /^Sentence: (.*)$/m.exec(facts)?.[1] ?? '';
    const stream = body.stream === true;
    const entry: Seen = { model: body.model, fault, stream, sentence, at: Date.now(), cancelled: false };
    seen.push(entry);
    res.on('close', () => {
      if (!res.writableFinished) entry.cancelled = true;
    });
    void answer(res, fault, stream, answerFor(sentence), `${body.model}|${facts}`);
  });
});
server.on('connection', (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
});
const stop = () => {
  for (const socket of sockets) socket.destroy();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
