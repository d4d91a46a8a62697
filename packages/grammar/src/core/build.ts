import { BLANK } from '../checks.ts';
import type {
  DistractorRationale,
  ExerciseDraft,
  Level,
  Localized,
  Rng,
  RuleText,
  TopicDef,
} from '../types.ts';

export interface TopicSpec {
  slug: string;
  section: string;
  name: Localized;
  level: Level;
  possibleAnswers: string[];
  rule: Localized;
  signals: Localized;
  examples: [string, string];
  rules: RuleText[];
  target: number;
  generate: (rng: Rng) => Iterable<ExerciseDraft>;
}

export function topic(spec: TopicSpec): TopicDef {
  return {
    slug: spec.slug,
    sectionSlug: spec.section,
    name: spec.name,
    level: spec.level,
    possibleAnswers: spec.possibleAnswers,
    card: { rule: spec.rule, signals: spec.signals, examples: spec.examples },
    rules: spec.rules,
    target: spec.target,
    generate: (rng) => {
      const out: ExerciseDraft[] = [];
      for (const draft of spec.generate(rng)) {
        out.push(draft);
        if (out.length >= spec.target * 1.3) break;
      }
      return out;
    },
  };
}

export interface ItemSpec {
  /** Sentence with {} where the blank goes (or already containing ___). */
  text: string;
  answer: string;
  wrong: DistractorRationale[];
  ruleId: string;
  trigger: string[];
  skeleton: string;
  naturalness?: number;
  features?: Record<string, string>;
}

/** One exercise: the answer and its reasoned distractors, shown in a shuffled order. */
export function item(rng: Rng, spec: ItemSpec): ExerciseDraft {
  const seen = new Set([spec.answer.toLowerCase()]);
  const wrong = spec.wrong.filter((d) => {
    const key = d.choice.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const text = spec.text.includes(BLANK) ? spec.text : spec.text.replace('{}', BLANK);
  return {
    text: finish(text),
    choices: rng.shuffle([spec.answer, ...wrong.map((w) => w.choice)]),
    answer: spec.answer,
    rationale: {
      ruleId: spec.ruleId,
      trigger: spec.trigger,
      ...(spec.features ? { features: spec.features } : {}),
      distractors: wrong,
    },
    skeleton: spec.skeleton,
    ...(spec.naturalness !== undefined ? { naturalness: spec.naturalness } : {}),
  };
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

export const d = (choice: string, errorType: string, params?: Record<string, string>): DistractorRationale =>
  params ? { choice, errorType, params } : { choice, errorType };

export const L = (en: string, uk: string): Localized => ({ en, uk });
export const rule = (id: string, en: string, uk: string): RuleText => ({ id, statement: { en, uk } });
