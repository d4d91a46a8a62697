import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { explanations } from '../../db/schema/index.ts';

/**
 * The whole AI path against a real OpenAI-compatible server process on loopback (test/fake-llm.ts), through
 * the route the web app calls, over real HTTP (a listening app, not inject: disconnect detection depends
 * on real sockets). Every request must be answered within 3 s whatever the model does; a healthy model's
 * text must be what the learner gets and what is cached; the rules text is never stored as the model's.
 */
const ANSWER_WITHIN_MS = 3000;

let fake: ChildProcess;
let fakeUrl = '';
let closedPort = 0;

beforeAll(async () => {
  const script = fileURLToPath(new URL('../../../test/fake-llm.ts', import.meta.url));
  fake = spawn(process.execPath, ['--import', 'tsx', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise<string>((resolve, reject) => {
    let out = '';
    fake.stdout?.on('data', (c: Buffer) => {
      out += c.toString();
      const match = /listening (\d+)/.exec(out);
      if (match?.[1]) resolve(match[1]);
    });
    fake.once('exit', (code) => reject(new Error(`fake model server exited (${code})`)));
  });
  fakeUrl = `http://127.0.0.1:${port}`;
  // A port nothing listens on: the "down" model (connection refused).
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
  closedPort = (probe.address() as { port: number }).port;
  await new Promise<void>((r) => probe.close(() => r()));
});

afterAll(async () => {
  if (fake && fake.exitCode === null) {
    fake.kill('SIGTERM');
    await once(fake, 'exit');
  }
});

interface Asked {
  ms: number;
  provider: string;
  content: string;
  cached: boolean;
  /** Streamed only: the text the learner saw built up (after the last reset), and the resets. */
  shown?: string;
  resets?: number;
}

async function askJson(base: string, body: object): Promise<Asked> {
  const started = performance.now();
  const res = await fetch(`${base}/api/openai/generate-explanation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as {
    content: { choices: { message: { content: string } }[]; provider: string; cached: boolean };
  };
  expect(res.status).toBe(200);
  return {
    ms: performance.now() - started,
    provider: json.content.provider,
    content: json.content.choices[0]?.message.content ?? '',
    cached: json.content.cached,
  };
}

async function askStream(base: string, body: object): Promise<Asked> {
  const started = performance.now();
  const res = await fetch(`${base}/api/openai/generate-explanation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ ...body, stream: true }),
  });
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  let shown = '';
  let resets = 0;
  let done: { content: string; provider: string; cached: boolean } | null = null;
  const parser = createParser({
    onEvent(event) {
      if (event.event === 'reset') {
        shown = '';
        resets++;
      } else if (event.event === 'error') throw new Error(`error event: ${event.data}`);
      else if (event.data !== '[DONE]') {
        const data = JSON.parse(event.data) as { delta?: string; done?: boolean } & typeof done;
        if (data?.done) done = data;
        else shown += data?.delta ?? '';
      }
    },
  });
  parser.feed(await res.text());
  const final = done as { content: string; provider: string; cached: boolean } | null;
  expect(final).not.toBeNull();
  return {
    ms: performance.now() - started,
    provider: final?.provider ?? '',
    content: final?.content ?? '',
    cached: final?.cached ?? false,
    shown,
    resets,
  };
}

async function fakeRequests(model: string) {
  const res = await fetch(`${fakeUrl}/requests`);
  return (
    (await res.json()) as { model: string; stream: boolean; sentence: string; cancelled: boolean }[]
  ).filter((r) => r.model === model);
}

interface Scenario {
  fault: string;
  /** The model's text comes later and must then be served from the cache. */
  late?: boolean;
  /** The model shows some text before failing: a streaming learner gets a reset before the rules text. */
  partial?: boolean;
}

const SCENARIOS: Scenario[] = [
  { fault: 'down' },
  { fault: 'hang' },
  { fault: '429', late: true },
  { fault: '500' },
  { fault: 'drop', partial: true },
  { fault: 'inband', partial: true },
  { fault: 'stall', partial: true },
  { fault: 'slow', late: true },
];

describe.each(DATABASE_KINDS)('AI explanations from a real model server on %s', (kind) => {
  let database: Database;
  const content = loadedContent();
  const exercises = content.topic('articles')?.exercises ?? [];
  let next = 0;
  /** A bank exercise no other request in this block asked about, and its wrong answer. */
  const fresh = () => {
    const exercise = exercises[next++];
    if (!exercise) throw new Error('test bank too small');
    const wrong = exercise.choices.find((c) => c !== exercise.answer) ?? '';
    return { exercise, body: { exerciseId: exercise.id, answer: wrong, language: 'en' }, wrong };
  };

  beforeAll(async () => {
    database = await freshDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  async function withApp<T>(
    model: string,
    baseUrl: string,
    run: (base: string, app: App) => Promise<T>,
    settings: Record<string, string> = {},
  ) {
    const config = testConfig({
      LLM_BASE_URL: baseUrl,
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: model,
      EXPLAIN_RATE_LIMIT_PER_MIN: '10000',
      ...settings,
    });
    const app = await buildApp({ config, database, content });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    try {
      return await run(`http://127.0.0.1:${port}`, app);
    } finally {
      await app.close();
    }
  }

  const rowsOf = async (exerciseId: string) =>
    (await database.db.select().from(explanations)).filter((r) => r.exerciseId === exerciseId);

  it('a healthy model answers streamed and JSON requests; its text is what the learner gets and what is cached', async () => {
    const model = `healthy.${kind}`;
    const provider = `openai:${model}`;
    await withApp(model, `${fakeUrl}/v1`, async (base) => {
      const streamed = fresh();
      const json = fresh();
      const [s, j] = await Promise.all([askStream(base, streamed.body), askJson(base, json.body)]);
      for (const [asked, { exercise }] of [
        [s, streamed],
        [j, json],
      ] as const) {
        expect(asked.ms).toBeLessThan(ANSWER_WITHIN_MS);
        expect(asked).toMatchObject({ provider, cached: false });
        expect(asked.content).toBe(
          `FAKE-MODEL explains “${exercise.text}”: the clue words decide the form. Keep practising!`,
        );
        // Cached as the model's answer, and only that.
        const rows = await rowsOf(exercise.id);
        expect(rows.map((r) => [r.provider, r.content])).toEqual([[provider, asked.content]]);
      }
      expect(s.shown).toBe(s.content);
      expect(s.resets).toBe(0);
      // The fake received both, streamed as asked, about the learner's sentence.
      const received = await fakeRequests(model);
      expect(received.map((r) => [r.stream, r.sentence]).sort()).toEqual(
        [
          [false, json.exercise.text],
          [true, streamed.exercise.text],
        ].sort(),
      );
      // Asked again: served from the cache, no new model call.
      const again = await askStream(base, streamed.body);
      expect(again).toMatchObject({ provider, cached: true, content: s.content });
      expect(await fakeRequests(model)).toHaveLength(2);
    });
  });

  it.each(SCENARIOS)(
    'model $fault: every request answered within 3 s by the rules explainer',
    async (scenario) => {
      const model = `${scenario.fault}.${kind}`;
      const provider = `openai:${model}`;
      const baseUrl = scenario.fault === 'down' ? `http://127.0.0.1:${closedPort}/v1` : `${fakeUrl}/v1`;
      await withApp(model, baseUrl, async (base) => {
        const streamed = fresh();
        const json = fresh();
        const [s, j] = await Promise.all([askStream(base, streamed.body), askJson(base, json.body)]);
        for (const [asked, { wrong }] of [
          [s, streamed],
          [j, json],
        ] as const) {
          expect(asked.ms, `${scenario.fault} answered in ${Math.round(asked.ms)} ms`).toBeLessThan(
            ANSWER_WITHIN_MS,
          );
          expect(asked).toMatchObject({ provider: 'rules', cached: false });
          expect(asked.content).toContain(`“${wrong}”`);
          expect(asked.content).not.toContain('FAKE-MODEL');
        }
        // The learner saw only the rules text in the end; model words shown first were taken back.
        expect(s.shown).toBe(s.content);
        if (scenario.partial) expect(s.resets).toBe(1);
        if (scenario.fault !== 'down') expect((await fakeRequests(model)).length).toBeGreaterThanOrEqual(2);

        for (const { exercise } of [streamed, json]) {
          // The rules text is stored under its own provider, never as the model's answer.
          const rows = await rowsOf(exercise.id);
          for (const row of rows) {
            if (row.provider === provider) expect(row.content).toContain('FAKE-MODEL');
            else expect(row.provider).toBe('rules');
          }
        }
        if (!scenario.late) return;
        // The model's late answer replaces the fallback in the cache: the next learner gets the model's text.
        for (const { exercise, body } of [streamed, json]) {
          const deadline = Date.now() + 10_000;
          let stored = (await rowsOf(exercise.id)).find((r) => r.provider === provider);
          while (!stored && Date.now() < deadline) {
            await new Promise((r) => setTimeout(r, 100));
            stored = (await rowsOf(exercise.id)).find((r) => r.provider === provider);
          }
          expect(stored?.content).toBe(
            `FAKE-MODEL explains “${exercise.text}”: the clue words decide the form. Keep practising!`,
          );
          const again = await askStream(base, body);
          expect(again).toMatchObject({ provider, cached: true, content: stored?.content });
        }
      });
    },
  );

  it('a hung model under load: ten learners at once, each answered within 3 s', async () => {
    const model = `hang.${kind}`;
    // Here the app, its database and all ten clients share this test process's one thread, while other
    // test files load the machine: LLM_WAIT_MS is 1 s so that the 3 s bound tests that no request is left
    // hanging (nodejs/node#57736 left 10 of 10 unanswered), not how busy the machine is. The scenarios above
    // hold the 3 s bound with the default wait.
    await withApp(
      model,
      `${fakeUrl}/v1`,
      async (base) => {
        const asks = Array.from({ length: 10 }, (_, i) =>
          i % 2 === 0 ? askStream(base, fresh().body) : askJson(base, fresh().body),
        );
        const answered = await Promise.all(asks);
        for (const asked of answered) {
          expect(asked.ms).toBeLessThan(ANSWER_WITHIN_MS);
          expect(asked.provider).toBe('rules');
        }
      },
      { LLM_WAIT_MS: '1000' },
    );
  });

  it('a learner who leaves stops the model call (a learner who stays is never cut off, see above)', async () => {
    const model = `hang.${kind}.leave`;
    await withApp(model, `${fakeUrl}/v1`, async (base) => {
      for (const stream of [true, false]) {
        const leave = new AbortController();
        const asked = fetch(`${base}/api/openai/generate-explanation`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...fresh().body, stream }),
          signal: leave.signal,
        }).catch(() => null);
        const until = async (check: (r: { cancelled: boolean }[]) => boolean) => {
          const deadline = Date.now() + 5000;
          while (!check(await fakeRequests(model)) && Date.now() < deadline)
            await new Promise((r) => setTimeout(r, 50));
          return fakeRequests(model);
        };
        const received = await until((r) => r.length === (stream ? 1 : 2));
        expect(received.at(-1)?.cancelled).toBe(false);
        leave.abort();
        await asked;
        expect((await until((r) => r.at(-1)?.cancelled === true)).at(-1)?.cancelled).toBe(true);
      }
    });
  });
});
