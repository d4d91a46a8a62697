import { createHash } from 'node:crypto';
import type { LanguageCode } from '@gapwise/contracts';
import { type SameRuleExample, sameRuleExample } from '@gapwise/grammar/follow-up';
import type { FastifyBaseLogger } from 'fastify';
import type { ModelWithFallback } from '../../adapters/llm/fallback-provider.ts';
import {
  type ExplanationProvider,
  type ExplanationRequest,
  PROMPT_VERSION,
} from '../../adapters/llm/types.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { enforceRateLimit } from '../../lib/rate-limit.ts';
import { lockedBy, type Viewer } from '../catalogue/access.ts';
import type { ContentState } from '../catalogue/content.state.ts';
import { isPlaygroundExercise } from '../playground/playground.service.ts';
import { findExplanation, storeExplanation } from './explanations.repository.ts';
import type { ServeCounter } from './serve-counter.ts';

export interface ExplainInput {
  exerciseId?: string | undefined;
  exercise?:
    | { id?: string | undefined; text: string; possibleAnswers: string[][]; answers: string[] }
    | undefined;
  answer: string;
  language: LanguageCode;
}

export interface ExplanationDeps {
  db: Db;
  content: ContentState;
  primary: ExplanationProvider;
  rules: ExplanationProvider;
  /** The primary with the rules explainer behind it: one call per explanation, the learner's wait bounded. */
  model: ModelWithFallback;
  /** New explanations one learner (or one visitor address) may have generated per minute. */
  perMinute: number;
  /** Hits and misses for the admin's figures, written in batches. */
  serves: ServeCounter;
}

const sha = (text: string) => createHash('sha256').update(text).digest('base64url');

/**
 * Explanations never change once written, so the most recent ones are also kept in memory: a popular
 * exercise's explanation costs no database round trip (PGlite runs on one thread).
 */
const MEMORY_MAX = 20_000;
const memory = new Map<string, string>();
function remember(key: string, content: string): void {
  if (memory.size >= MEMORY_MAX) memory.delete(memory.keys().next().value as string);
  memory.set(key, content);
}

/** The bank's exercise (with its rationale and topic) or the inline one; access checked for bank items. */
function resolve(
  deps: ExplanationDeps,
  input: ExplainInput,
  viewer: Viewer,
): { request: ExplanationRequest; exerciseKey: string } {
  const id = input.exerciseId ?? input.exercise?.id;
  const known = id ? deps.content.exercise(id) : undefined;
  if (known) {
    const entry = deps.content.topic(known.topicSlug);
    if (
      entry &&
      lockedBy({ slug: entry.meta.slug, sectionSlug: entry.section.slug, level: entry.meta.level }, viewer) &&
      // The playground's few exercises of every topic are explained to everyone.
      !isPlaygroundExercise(deps.content, known)
    )
      throw new AppError(
        'PREMIUM_REQUIRED',
        403,
        'This exercise belongs to a topic you cannot open yet.',
        'exerciseId',
      );
    return {
      exerciseKey: known.id,
      request: { exercise: known, topic: entry?.meta, chosen: input.answer, language: input.language },
    };
  }
  if (!input.exercise)
    throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'exerciseId');
  const choices = input.exercise.possibleAnswers[0] ?? [];
  const answer = input.exercise.answers[0] ?? '';
  if (!choices.includes(answer))
    throw new AppError(
      'VALIDATION_FAILED',
      400,
      'The correct answer must be one of the choices.',
      'exercise.answers',
    );
  return {
    exerciseKey: `inline:${sha(JSON.stringify([input.exercise.text, choices, answer]))}`,
    request: {
      exercise: { text: input.exercise.text, choices, answer },
      chosen: input.answer,
      language: input.language,
    },
  };
}

/**
 * Serves a stored explanation when one exists for this exercise, answer, language, provider and prompt;
 * otherwise generates it (falling back to the rules explainer on a provider failure) and stores it.
 */
export async function explainAnswer(
  deps: ExplanationDeps,
  input: ExplainInput,
  viewer: Viewer,
  stream: {
    onDelta?: (t: string) => void;
    onReset?: () => void;
    log?: FastifyBaseLogger;
    /** Aborts the model call when the learner leaves; a function is called only if a model call starts. */
    signal?: AbortSignal | (() => AbortSignal);
    /** Whose generation this counts against ('user:…' or 'ip:…'); no key, no limit (internal callers). */
    limitKey?: string;
    /** When the request arrived (ms since the epoch): the learner's wait for the model counts from here. */
    askedAt?: number;
  } = {},
  /** A follow-up turn instead of the first explanation: its own cache entry (the kind is in the key). */
  followUp?: (request: ExplanationRequest) => ExplanationRequest['followUp'],
): Promise<{ content: string; provider: string; cached: boolean }> {
  const resolved = resolve(deps, input, viewer);
  const { exerciseKey } = resolved;
  if (!resolved.request.exercise.choices.includes(input.answer))
    throw new AppError('VALIDATION_FAILED', 400, 'The answer must be one of the exercise choices.', 'answer');
  const turn = followUp?.(resolved.request);
  // What an explanation is stored under: everything it depends on (a follow-up adds its kind). The memory
  // is keyed by the plain text, the database by its hash (fixed length, indexed), which a cached answer
  // from memory never computes.
  const idFor = (providerId: string) =>
    [exerciseKey, input.answer, input.language, providerId, PROMPT_VERSION]
      .concat(turn ? [`follow-up:${turn.kind}`] : [])
      .join('|');
  const hit = (content: string) => {
    stream.onDelta?.(content);
    deps.serves.add({ provider: deps.primary.id, language: input.language, hit: true });
    return { content, provider: deps.primary.id, cached: true };
  };
  // The common case first: an explanation already in memory is answered before anything else is made.
  const primaryId = idFor(deps.primary.id);
  const inMemory = memory.get(primaryId);
  if (inMemory !== undefined) return hit(inMemory);

  const askedAt = stream.askedAt ?? Date.now();
  const request = turn ? { ...resolved.request, followUp: turn } : resolved.request;
  const keyFor = (providerId: string) => sha(idFor(providerId));

  // The learner already has the explanation (it may have streamed): a store that fails (a full disk, a
  // database restarting) is logged, never turned into an error that throws the explanation away.
  const store = (provider: string, content: string) =>
    storeExplanation(deps.db, {
      key: keyFor(provider),
      exerciseId: exerciseKey,
      answer: input.answer,
      language: input.language,
      provider,
      content,
    }).catch((err: unknown) =>
      stream.log?.error({ err }, 'storing a generated explanation failed; served it anyway'),
    );

  const primaryKey = sha(primaryId);
  const stored = await findExplanation(deps.db, primaryKey);
  if (stored !== null) {
    remember(primaryId, stored);
    return hit(stored);
  }
  const result = await deps.model.explain(primaryKey, request, {
    onDelta: stream.onDelta,
    onReset: stream.onReset,
    signal: typeof stream.signal === 'function' ? stream.signal() : stream.signal,
    askedAt,
    // Generation is what costs (a model's tokens), so it is what is limited: a stored explanation is served
    // to everyone freely, and joining a model call already under way starts nothing. Counted in the
    // database, so the limit holds across instances.
    beforeStart: stream.limitKey
      ? () =>
          enforceRateLimit(deps.db, `explain:${stream.limitKey}`, { max: deps.perMinute, windowMs: 60_000 })
      : undefined,
    // The primary's answer, stored when it comes: also after the learner was answered by the rules
    // explainer, so the next learner gets the model's text.
    onAnswer: async (text) => {
      if (!text) return;
      remember(primaryId, text);
      await store(deps.primary.id, text);
    },
  });
  // A fallback answer is stored under the rules explainer's own key, never as the model's answer; the
  // learner, who has waited long enough, does not wait for that write.
  if (result.text && result.providerId !== deps.primary.id)
    void store(result.providerId, result.text).catch((err: unknown) =>
      stream.log?.warn({ err }, 'fallback explanation not stored'),
    );
  if (result.text) deps.serves.add({ provider: result.providerId, language: input.language, hit: false });
  return { content: result.text, provider: result.providerId, cached: false };
}

export type FollowUpKind = 'example' | 'rephrase' | 'translate';

/**
 * A follow-up under an explanation, for a bank exercise. "Another example": a different sentence of the
 * topic with the same rule (and, after a wrong answer, the same confusion), never the card's example the
 * first explanation showed; "Explain it differently": a second wording; "In Ukrainian / In English": the
 * first explanation in the other of the two. Cached and rate-limited like first explanations.
 */
export async function explainFollowUp(
  deps: ExplanationDeps,
  input: { exerciseId: string; answer: string; language: LanguageCode; kind: FollowUpKind },
  viewer: Viewer,
  options: Parameters<typeof explainAnswer>[3] = {},
): Promise<{ content: string; provider: string; cached: boolean; language: LanguageCode }> {
  const known = deps.content.exercise(input.exerciseId);
  if (!known) throw new AppError('EXERCISE_NOT_FOUND', 404, 'There is no such exercise.', 'exerciseId');
  const base = { exerciseId: input.exerciseId, answer: input.answer };
  if (input.kind === 'translate') {
    const language: LanguageCode = input.language === 'uk' ? 'en' : 'uk';
    return { ...(await explainAnswer(deps, { ...base, language }, viewer, options)), language };
  }
  const entry = deps.content.topic(known.topicSlug);
  let example: SameRuleExample | null = null;
  if (input.kind === 'example') {
    example = sameRuleExample(known, input.answer, entry?.exercises ?? [], entry?.meta.card.examples ?? []);
    if (!example)
      throw new AppError(
        'EXAMPLE_NOT_FOUND',
        404,
        'This topic has no other example of the same rule.',
        'kind',
      );
  }
  const result = await explainAnswer(deps, { ...base, language: input.language }, viewer, options, () =>
    example ? { kind: 'example', example } : { kind: 'rephrase' },
  );
  return { ...result, language: input.language };
}
