import type { ExerciseDraft, Rng, TopicDef, TopicMeta } from '../../types.ts';

/** A wrong choice and the error model that makes it wrong. */
export interface Wrong {
  choice: string;
  errorType: string;
  params?: Record<string, string>;
}

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

/** Capitalises the first letter (a sentence may open with the blank: "___ you busy?"). */
export const cap = (s: string): string => (s ? (s[0] ?? '').toUpperCase() + s.slice(1) : s);

/** "I {often|usually} swim" → two sentences: a few lexical variants of one skeleton. */
export function expand(template: string): string[] {
  const m = template.match(/\{([^{}]*)\}/);
  if (!m || m.index === undefined) return [template];
  const head = template.slice(0, m.index);
  const tail = template.slice(m.index + m[0].length);
  return (m[1] ?? '').split('|').flatMap((alt) => expand(`${head}${alt}${tail}`));
}

function toDraft(rng: Rng, it: Item): ExerciseDraft {
  const seen = new Set([it.answer.toLowerCase()]);
  // A wrong choice equal to the answer or to another wrong choice is dropped, never shown twice.
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

/** Round robin over shuffled skeleton groups, so trimming to the target keeps the variety of frames. */
function interleave<T extends { skeleton: string }>(rng: Rng, items: T[]): T[] {
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

/** A topic from its meta, target and item builder: deduplicated, interleaved by frame, choices shuffled. */
export function makeTopic(meta: TopicMeta & { target: number }, build: (rng: Rng) => Item[]): TopicDef {
  return {
    ...meta,
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
