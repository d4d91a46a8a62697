import { describe, expect, it } from 'vitest';
import { ModelWithFallback } from './fallback-provider.ts';
import type { ExplainOptions, ExplanationProvider, ExplanationRequest } from './types.ts';

const request: ExplanationRequest = {
  exercise: { text: 'She ___ coffee.', choices: ['drink', 'drinks'], answer: 'drinks' },
  chosen: 'drink',
  language: 'en',
};

const rules: ExplanationProvider = {
  id: 'rules',
  async explain(_request, options: ExplainOptions = {}) {
    options.onDelta?.('RULES');
    return 'RULES';
  },
};

/** A model the test drives by hand: each call waits until the test answers it, fails it or it is aborted. */
function manualModel() {
  const calls: {
    options: ExplainOptions;
    answer: (text: string) => void;
    fail: (error: Error) => void;
    aborted: () => boolean;
  }[] = [];
  const model: ExplanationProvider = {
    id: 'openai:manual',
    explain: (_request, options = {}) =>
      new Promise<string>((resolve, reject) => {
        options.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        calls.push({
          options,
          answer: resolve,
          fail: reject,
          aborted: () => options.signal?.aborted ?? false,
        });
      }),
  };
  return { model, calls };
}

/** Resolves once `check` holds, polling on the event loop (no fixed sleeps). */
async function until(check: () => boolean) {
  while (!check()) await new Promise((r) => setImmediate(r));
}

describe('ModelWithFallback', () => {
  it('answers with the model when it answers in time, and stores its answer', async () => {
    const { model, calls } = manualModel();
    const stored: string[] = [];
    const explainer = new ModelWithFallback(model, rules, { waitMs: 60_000 });
    const pending = explainer.explain('k', request, { onAnswer: async (t) => void stored.push(t) });
    await until(() => calls.length === 1);
    calls[0]?.answer('MODEL');
    expect(await pending).toEqual({ text: 'MODEL', providerId: 'openai:manual' });
    expect(stored).toEqual(['MODEL']);
  });

  it('answers with the rules explainer when the model is too slow, then stores the late model answer', async () => {
    const { model, calls } = manualModel();
    const stored: string[] = [];
    const explainer = new ModelWithFallback(model, rules, { waitMs: 50 });
    const deltas: string[] = [];
    let resets = 0;
    const pending = explainer.explain('k', request, {
      onDelta: (d) => deltas.push(d),
      onReset: () => {
        resets++;
      },
      onAnswer: async (t) => void stored.push(t),
    });
    await until(() => calls.length === 1);
    calls[0]?.options.onDelta?.('Beca');
    expect(await pending).toEqual({ text: 'RULES', providerId: 'rules' });
    expect(deltas).toEqual(['Beca', 'RULES']);
    expect(resets).toBe(1);
    // Nobody waits any more, but the model goes on: its answer is stored for the next learner.
    expect(calls[0]?.aborted()).toBe(false);
    expect(explainer.inFlight).toBe(1);
    calls[0]?.options.onDelta?.('use.');
    calls[0]?.answer('Because.');
    await until(() => explainer.inFlight === 0);
    expect(stored).toEqual(['Because.']);
    expect(deltas).toEqual(['Beca', 'RULES']);
  });

  it('starts one model call per key: a second learner joins it and sees what was streamed so far', async () => {
    const { model, calls } = manualModel();
    const explainer = new ModelWithFallback(model, rules, { waitMs: 60_000 });
    let starts = 0;
    const beforeStart = async () => {
      starts++;
    };
    const first: string[] = [];
    const second: string[] = [];
    const a = explainer.explain('k', request, { onDelta: (d) => first.push(d), beforeStart });
    await until(() => calls.length === 1);
    calls[0]?.options.onDelta?.('Be');
    const b = explainer.explain('k', request, { onDelta: (d) => second.push(d), beforeStart });
    const json = explainer.explain('k', request, { beforeStart });
    calls[0]?.options.onDelta?.('cause.');
    calls[0]?.answer('Because.');
    expect((await a).text).toBe('Because.');
    expect((await b).text).toBe('Because.');
    expect(await json).toEqual({ text: 'Because.', providerId: 'openai:manual' });
    expect(calls).toHaveLength(1);
    expect(starts).toBe(1);
    expect(first).toEqual(['Be', 'cause.']);
    expect(second).toEqual(['Be', 'cause.']);
  });

  it('falls back at once on a failure and stores nothing', async () => {
    const { model, calls } = manualModel();
    const stored: string[] = [];
    const explainer = new ModelWithFallback(model, rules, { waitMs: 60_000 });
    const pending = explainer.explain('k', request, { onAnswer: async (t) => void stored.push(t) });
    await until(() => calls.length === 1);
    calls[0]?.fail(new Error('500'));
    expect(await pending).toEqual({ text: 'RULES', providerId: 'rules' });
    expect(stored).toEqual([]);
  });

  it('stops the model when its only learner leaves, but not while another one waits', async () => {
    const { model, calls } = manualModel();
    const explainer = new ModelWithFallback(model, rules, { waitMs: 60_000 });
    const leaving = new AbortController();
    const staying = new AbortController();
    const a = explainer.explain('k', request, { signal: leaving.signal });
    await until(() => calls.length === 1);
    const b = explainer.explain('k', request, { signal: staying.signal });
    leaving.abort();
    expect((await a).providerId).toBe('rules');
    expect(calls[0]?.aborted()).toBe(false);
    staying.abort();
    await b;
    expect(calls[0]?.aborted()).toBe(true);
  });

  it('stops every model call on close', async () => {
    const { model, calls } = manualModel();
    const explainer = new ModelWithFallback(model, rules, { waitMs: 10 });
    await explainer.explain('k', request);
    expect(explainer.inFlight).toBe(1);
    await explainer.close();
    expect(calls[0]?.aborted()).toBe(true);
    expect(explainer.inFlight).toBe(0);
  });

  it('with no model configured, the rules explainer is the primary and its answer is stored', async () => {
    const stored: string[] = [];
    const explainer = new ModelWithFallback(rules, rules, { waitMs: 10 });
    expect(await explainer.explain('k', request, { onAnswer: async (t) => void stored.push(t) })).toEqual({
      text: 'RULES',
      providerId: 'rules',
    });
    expect(stored).toEqual(['RULES']);
  });
});
