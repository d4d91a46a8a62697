import type { ExerciseDraft, Rng, TopicDef, TopicMeta } from '../../types.ts';

/** A wrong choice and the error model that makes it wrong. */
export interface Wrong {
  choice: string;
  errorType: string;
  params?: Record<string, string>;
}

export interface Item {
  text: string;
  answer: string;
  wrong: Wrong[];
  ruleId: string;
  trigger: string[];
  skeleton: string;
  features?: Record<string, string>;
  naturalness?: number;
}

/** The zero article as a choice label. */
export const ZERO = '—';

/** Capitalises the first letter of a sentence (the blank may open it: "___ sun is hot" stays as is). */
export const cap = (s: string): string => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

/** An exercise draft with its choices shuffled, so the answer is not always first. */
export function toDraft(rng: Rng, it: Item): ExerciseDraft {
  const seen = new Set([it.answer.toLowerCase()]);
  const wrong = it.wrong.filter((w) => {
    const key = w.choice.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return {
    text: it.text,
    choices: rng.shuffle([it.answer, ...wrong.map((w) => w.choice)]),
    answer: it.answer,
    rationale: {
      ruleId: it.ruleId,
      trigger: it.trigger,
      ...(it.features ? { features: it.features } : {}),
      distractors: wrong.map((w) => ({
        choice: w.choice,
        errorType: w.errorType,
        ...(w.params ? { params: w.params } : {}),
      })),
    },
    skeleton: it.skeleton,
    ...(it.naturalness !== undefined ? { naturalness: it.naturalness } : {}),
  };
}

/**
 * Expands "{a|b}" alternations into every combination: "I {often|usually} swim" gives two sentences.
 * Frames use it for a few lexical variants of one skeleton, never for free slot combination.
 */
export function expand(template: string): string[] {
  const m = template.match(/\{([^{}]*)\}/);
  if (!m || m.index === undefined) return [template];
  const head = template.slice(0, m.index);
  const tail = template.slice(m.index + m[0].length);
  return (m[1] ?? '').split('|').flatMap((alt) => expand(`${head}${alt}${tail}`));
}

/**
 * Interleaves items by skeleton (round robin over shuffled skeleton groups) so that trimming to the
 * target keeps the variety of frames instead of cutting whole frames off.
 */
export function interleave<T extends { skeleton: string }>(rng: Rng, items: T[]): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.skeleton) ?? [];
    list.push(item);
    groups.set(item.skeleton, list);
  }
  const lists = rng.shuffle([...groups.values()].map((g) => rng.shuffle(g)));
  const out: T[] = [];
  for (let round = 0; out.length < items.length; round++) {
    for (const list of lists) {
      const item = list[round];
      if (item) out.push(item);
    }
  }
  return out;
}

/** A topic from its meta, target and item builder: items are interleaved by frame and shuffled choices. */
export function makeTopic(meta: TopicMeta & { target: number }, build: (rng: Rng) => Item[]): TopicDef {
  return {
    ...meta,
    generate(rng: Rng): ExerciseDraft[] {
      const seen = new Set<string>();
      const unique = build(rng).filter((it) => {
        const key = it.text.toLowerCase();
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return interleave(rng, unique).map((it) => toDraft(rng, it));
    },
  };
}

/** The words of a sentence around the blank that match any of the given cue words (for `trigger`). */
export function findCues(text: string, cues: readonly string[]): string[] {
  const lower = text.toLowerCase();
  return cues.filter((c) =>
    new RegExp(`\\b${c.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(lower),
  );
}

/** Resolves trigger patterns with "{a|b}" alternatives to the alternative that occurs in the sentence. */
export function resolveTriggers(patterns: readonly string[], text: string): string[] {
  const out: string[] = [];
  for (const p of patterns) {
    const hit = expand(p).find((alt) => text.includes(alt));
    if (hit) out.push(hit);
  }
  return out;
}

/** The word right after the blank (for a/an by sound). */
export function wordAfterBlank(text: string): string {
  const after = text.split('___')[1] ?? '';
  return (
    after
      .trim()
      .split(/\s+/)[0]
      ?.replace(/[.,!?;:]+$/, '') ?? ''
  );
}
