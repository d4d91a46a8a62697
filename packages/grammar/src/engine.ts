/**
 * The one topic builder. Every topic is made here: a generator turns its frames and lexicon into items
 * (sentence, answer, wrong choices with their error models), and this module turns items into exercise
 * drafts: duplicates out, frames interleaved so trimming keeps variety, choices deduplicated and shuffled.
 * The bank builder (bank.ts) then applies the guards, the hard gates and the checker, and scores quality.
 *
 * One way to declare a topic: `makeTopic(copy, recipe)`. The copy is the `<slug>.json` beside the topic file
 * (its names, level, rule card and rules in English and Ukrainian: content, kept out of code and checked by
 * `topic-copy.ts`); the recipe says how many exercises to keep and how they are made, one of:
 * - `build(rng)`: returns every item it can make; the builder interleaves them by skeleton;
 * - `generate(rng)`: yields drafts one by one through `item(rng, spec)` in the order it wants; the builder
 *   keeps the first `target × 1.3`.
 */
import { BLANK } from './checks.ts';
import { topicCopy } from './topic-copy.ts';
import type { DistractorRationale, ExerciseDraft, Localized, Rng, TopicDef } from './types.ts';

/** A wrong choice and the error model that makes it wrong (the explanation's template key and params). */
export type Wrong = DistractorRationale;

/** One exercise before shuffling: the generators build these, `makeTopic` turns them into drafts. */
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

/** Capitalises the first letter (a sentence may open with the blank: "___ you busy?" stays as is). */
export const cap = (s: string): string => (s ? (s[0] ?? '').toUpperCase() + s.slice(1) : s);

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
 * An exercise draft with its choices shuffled, so the answer is not always first. A wrong choice equal
 * to the answer or to another wrong choice is dropped, never shown twice.
 */
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

/** At most `n` wrong choices (3 gives four options), picked at random but keeping the first `keep`. */
export function limitWrong(rng: Rng, wrong: Wrong[], n = 3, keep = 1): Wrong[] {
  const seen = new Set<string>();
  const unique = wrong.filter((w) => !seen.has(w.choice) && seen.add(w.choice));
  const head = unique.slice(0, keep);
  const tail = rng.shuffle(unique.slice(keep));
  return [...head, ...tail].slice(0, n);
}

/**
 * How a topic makes its exercises. `build` returns items the builder deduplicates, interleaves by frame and
 * turns into drafts; `generate` yields finished drafts in its own order, of which the first `target × 1.3`
 * are kept.
 */
export type TopicRecipe =
  | { target: number; build: (rng: Rng) => Item[] }
  | { target: number; generate: (rng: Rng) => Iterable<ExerciseDraft> };

/**
 * **The** way to declare a topic: its copy (the `<slug>.json` beside the topic file: names, level, rule card
 * and rules in English and Ukrainian, checked by `topicCopy`) and its recipe.
 */
export function makeTopic(copy: unknown, recipe: TopicRecipe): TopicDef {
  const meta = topicCopy(copy);
  if ('build' in recipe) {
    const { build } = recipe;
    return {
      ...meta,
      target: recipe.target,
      generate(rng: Rng): ExerciseDraft[] {
        const seen = new Set<string>();
        const unique = build(rng).filter((it) => {
          // An item whose every wrong choice collapsed into the answer (put → put) is no exercise.
          if (!it.wrong.some((w) => w.choice.toLowerCase() !== it.answer.toLowerCase())) return false;
          const key = it.text.toLowerCase();
          if (seen.has(key)) return false;
          seen.add(key);
          return true;
        });
        return interleave(rng, unique).map((it) => toDraft(rng, it));
      },
    };
  }
  const { target, generate } = recipe;
  return {
    ...meta,
    target,
    generate: (rng) => {
      const out: ExerciseDraft[] = [];
      for (const draft of generate(rng)) {
        out.push(draft);
        if (out.length >= target * 1.3) break;
      }
      return out;
    },
  };
}

/** An item for `item()`: the sentence may hold `{}` where the blank goes instead of `___`. */
export type ItemSpec = Item;

/** One exercise: the sentence finished (capital, stop), the answer and its reasoned distractors shuffled. */
export function item(rng: Rng, spec: ItemSpec): ExerciseDraft {
  const text = spec.text.includes(BLANK) ? spec.text : spec.text.replace('{}', BLANK);
  return toDraft(rng, { ...spec, text: finish(text) });
}

/** Capital first letter, single spaces, a final stop unless the sentence already ends with one. */
export function finish(text: string): string {
  const t = text
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.?!])/g, '$1')
    .trim();
  const capped = t.startsWith(BLANK) ? t : t.charAt(0).toUpperCase() + t.slice(1);
  return /[.?!]$/.test(capped) ? capped : `${capped}.`;
}

/** A wrong choice with its error model (and the params its explanation template fills in). */
export const d = (choice: string, errorType: string, params?: Record<string, string>): Wrong =>
  params ? { choice, errorType, params } : { choice, errorType };

export const L = (en: string, uk: string): Localized => ({ en, uk });

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
