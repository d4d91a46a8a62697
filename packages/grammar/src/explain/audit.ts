import { createRng } from '../rng.ts';
import type { ExerciseDraft, TopicDef, TopicMeta } from '../types.ts';
import {
  type ExplainInput,
  type ExplainLanguage,
  exampleShows,
  explain,
  explanationParts,
} from './compose.ts';
import { paramsMismatch } from './error-types.ts';

/** What can be wrong with one rendered explanation. */
export type RenderProblem =
  | 'empty-quote'
  | 'placeholder'
  | 'no-template'
  | 'params-mismatch'
  | 'chosen-not-named'
  | 'answer-not-named'
  | 'foreign-example';

const EMPTY_QUOTE = /“\s*”|«\s*»|"\s*"/;
// Unfilled or defaulted params: `${x}`, {x}, undefined/null/NaN, and the stand-ins an old fallback used.
const PLACEHOLDER =
  /undefined|\bnull\b|\bNaN\b|\$\{|\{\w+\}|[“«](the subject|this subject|the time expression|the verb)[”»]/;

/** The reason quotes the choice; a blank choice ("—", no article) may be named in words instead. */
const namesChoice = (why: string, chosen: string, open: string, close: string) =>
  why.includes(`${open}${chosen}${close}`) ||
  (/^[—–-]$/.test(chosen.trim()) && /no article|without an article|без артикля/i.test(why));

/**
 * Renders the explanation of one choice through `explain` (what the server sends) and lists what is
 * wrong with it: an empty quote, an unfilled placeholder, a wrong answer whose reason does not quote the
 * learner's choice, a text without the right sentence, an error type with no template of its own, or an
 * example that does not show the form the rule is about.
 */
function renderProblems(input: ExplainInput): RenderProblem[] {
  const text = explain(input);
  const parts = explanationParts(input);
  const problems: RenderProblem[] = [];
  if (EMPTY_QUOTE.test(text)) problems.push('empty-quote');
  if (PLACEHOLDER.test(text)) problems.push('placeholder');
  if (!parts.ownTemplate) problems.push('no-template');
  const distractor = input.exercise.rationale.distractors.find((d) => d.choice === input.chosen);
  if (distractor && paramsMismatch(distractor.errorType, distractor.params)) problems.push('params-mismatch');
  const [open, close] = input.language === 'uk' ? ['«', '»'] : ['“', '”'];
  if (!parts.correct && !namesChoice(parts.why, input.chosen, open, close)) problems.push('chosen-not-named');
  if (!text.includes(parts.right)) problems.push('answer-not-named');
  if (parts.example && !exampleShows(parts.example, input.exercise.answer)) problems.push('foreign-example');
  return problems;
}

export interface RenderAudit {
  rendered: number;
  broken: number;
  /** Rendered explanations that carry an example. */
  withExample: number;
  byProblem: Partial<Record<RenderProblem, number>>;
  byTopic: Map<string, number>;
  /** Broken wrong-answer explanations by the distractor's error type. */
  byErrorType: Map<string, number>;
  /** Up to `keep` broken explanations, for the report. */
  samples: {
    topic: string;
    chosen: string;
    language: ExplainLanguage;
    problems: RenderProblem[];
    text: string;
  }[];
}

type Item = Pick<ExerciseDraft, 'text' | 'answer' | 'choices' | 'rationale'>;

/** Renders every choice of every item in both languages and adds up what is broken. */
export function auditRenders(
  groups: Iterable<{ topic: Pick<TopicMeta, 'slug' | 'name' | 'card' | 'rules'>; items: Item[] }>,
  keep = 20,
): RenderAudit {
  const audit: RenderAudit = {
    rendered: 0,
    broken: 0,
    withExample: 0,
    byProblem: {},
    byTopic: new Map(),
    byErrorType: new Map(),
    samples: [],
  };
  for (const { topic, items } of groups)
    for (const exercise of items)
      for (const chosen of exercise.choices)
        for (const language of ['en', 'uk'] as const) {
          const input = { exercise, topic, chosen, language };
          const problems = renderProblems(input);
          audit.rendered++;
          if (explanationParts(input).example) audit.withExample++;
          if (problems.length === 0) continue;
          audit.broken++;
          audit.byTopic.set(topic.slug, (audit.byTopic.get(topic.slug) ?? 0) + 1);
          const type = exercise.rationale.distractors.find((d) => d.choice === chosen)?.errorType;
          if (type) audit.byErrorType.set(type, (audit.byErrorType.get(type) ?? 0) + 1);
          for (const p of problems) audit.byProblem[p] = (audit.byProblem[p] ?? 0) + 1;
          if (audit.samples.length < keep)
            audit.samples.push({ topic: topic.slug, chosen, language, problems, text: explain(input) });
        }
  return audit;
}

/** A seeded sample of each topic's drafts (the bank's own seed), `perTopic` items per topic. */
export function sampleDrafts(topics: readonly TopicDef[], perTopic: number, seed = 'explain-audit') {
  return topics.map((topic) => {
    const drafts = topic.generate(createRng(`gapwise:${topic.slug}`));
    return { topic, items: createRng(`${seed}:${topic.slug}`).shuffle(drafts).slice(0, perTopic) };
  });
}

export function formatAudit(a: RenderAudit): string {
  const lines = [
    `${a.rendered} explanations rendered (every choice × en, uk), ${a.broken} broken, ${a.withExample} with an example`,
  ];
  for (const [p, n] of Object.entries(a.byProblem)) lines.push(`  ${p}: ${n}`);
  const worst = [...a.byTopic].sort((x, y) => y[1] - x[1]).slice(0, 15);
  if (worst.length) lines.push(`  by topic: ${worst.map(([t, n]) => `${t} ${n}`).join(', ')}`);
  const types = [...a.byErrorType].sort((x, y) => y[1] - x[1]);
  if (types.length) lines.push(`  by error type: ${types.map(([t, n]) => `${t} ${n}`).join(', ')}`);
  for (const s of a.samples)
    lines.push(
      `  ✗ ${s.topic} [${s.language}] “${s.chosen}” ${s.problems.join(',')}: ${s.text.split('\n\n')[0]}`,
    );
  return lines.join('\n');
}
