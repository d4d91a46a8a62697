import { SECTIONS } from './catalogue.ts';
import { checkerAcceptedDistractors, checkerRejects } from './checker-verdicts.ts';
import { hardGateFailures } from './checks.ts';
import { applyGuards } from './core/guards.ts';
import { hash53, stableId } from './hash.ts';
import { createRng } from './rng.ts';
import type { Exercise, ExerciseDraft, SectionMeta, TopicDef, TopicMeta } from './types.ts';

export interface Bank {
  /** Changes whenever any exercise or topic changes: the server reloads the database only then. */
  hash: string;
  sections: SectionMeta[];
  /** Exercises by topic slug. */
  exercises: Map<string, Exercise[]>;
  /** Drafts dropped by the hard gates, with the reason (should be empty for a healthy bank). */
  rejected: { topicSlug: string; text: string; reasons: string[] }[];
}

const HIGH_QUALITY = 0.8;

export function topicMeta(topic: TopicDef): TopicMeta {
  const { target: _target, generate: _generate, ...meta } = topic;
  return meta;
}

/**
 * Drops the syntactic distractors that link-grammar parsed (committed verdicts): a "wrong" form the
 * checker accepts may be right. An exercise left with one choice then fails the hard gates.
 */
function withoutAcceptedDistractors(draft: ExerciseDraft): ExerciseDraft {
  const accepted = checkerAcceptedDistractors(draft);
  if (accepted.length === 0) return draft;
  const drop = new Set(accepted);
  return {
    ...draft,
    choices: draft.choices.filter((c) => !drop.has(c)),
    rationale: {
      ...draft.rationale,
      distractors: draft.rationale.distractors.filter((d) => !drop.has(d.choice)),
    },
  };
}

export function buildTopic(topic: TopicDef): { exercises: Exercise[]; rejected: Bank['rejected'] } {
  const rng = createRng(`gapwise:${topic.slug}`);
  const seen = new Set<string>();
  const exercises: Exercise[] = [];
  const rejected: Bank['rejected'] = [];
  for (const generated of topic.generate(rng)) {
    if (exercises.length >= topic.target) break;
    const checked = withoutAcceptedDistractors(generated);
    const guarded = applyGuards(checked);
    const draft = guarded.draft;
    const reasons = guarded.rejected
      ? [`guard ${guarded.rejected}`]
      : checked.choices.length < 2 && generated.choices.length >= 2
        ? ['checker accepts every distractor']
        : draft.choices.length < 2
          ? [`guard ${guarded.fired.join(', ')} left one choice`]
          : hardGateFailures(draft);
    const key = draft.text.toLowerCase();
    if (seen.has(key) && !guarded.rejected) reasons.push('duplicate sentence in topic');
    else if (reasons.length === 0 && checkerRejects(draft)) reasons.push('checker rejects the sentence');
    if (reasons.length > 0) {
      rejected.push({ topicSlug: topic.slug, text: draft.text, reasons });
      continue;
    }
    seen.add(key);
    const quality = Math.max(0, Math.min(1, draft.naturalness ?? 1));
    exercises.push({
      ...draft,
      id: stableId(topic.slug, draft.text, draft.answer),
      topicSlug: topic.slug,
      quality,
      highQuality: quality >= HIGH_QUALITY,
    });
  }
  return { exercises, rejected };
}

export function buildBank(): Bank {
  const exercises = new Map<string, Exercise[]>();
  const rejected: Bank['rejected'] = [];
  let digest = '';
  const sections: SectionMeta[] = SECTIONS.map((section) => ({
    slug: section.slug,
    name: section.name,
    topics: section.topics.map((topic) => {
      const built = buildTopic(topic);
      exercises.set(topic.slug, built.exercises);
      rejected.push(...built.rejected);
      const meta = topicMeta(topic);
      digest = hash53(digest + JSON.stringify(meta) + JSON.stringify(built.exercises)).toString(36);
      return meta;
    }),
  }));
  return { hash: digest, sections, exercises, rejected };
}
