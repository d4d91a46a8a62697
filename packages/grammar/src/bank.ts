import { SECTIONS } from './catalogue.ts';
import { checkerAcceptedDistractors, checkerRejects, checkerVerdict } from './checker-verdicts.ts';
import { hardGateFailures } from './checks.ts';
import { applyGuards } from './core/guards.ts';
import { hash53, stableId } from './hash.ts';
import { qualityScore, topTier } from './quality.ts';
import { createRng } from './rng.ts';
import type { Exercise, ExerciseDraft, QualitySignals, SectionMeta, TopicDef, TopicMeta } from './types.ts';

export interface Bank {
  /** Changes whenever any exercise or topic changes: the server reloads the database only then. */
  hash: string;
  sections: SectionMeta[];
  /** Exercises by topic slug. */
  exercises: Map<string, Exercise[]>;
  /** Drafts dropped by the hard gates, with the reason (should be empty for a healthy bank). */
  rejected: { topicSlug: string; text: string; reasons: string[] }[];
}

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
  const accepted: { draft: ExerciseDraft; fired: string[] }[] = [];
  for (const generated of topic.generate(rng)) {
    if (accepted.length >= topic.target) break;
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
    accepted.push({ draft, fired: guarded.fired });
  }
  // The quality score needs the whole topic (how many sentences share a skeleton), so it comes last.
  const fanOut = new Map<string, number>();
  for (const { draft } of accepted) fanOut.set(draft.skeleton, (fanOut.get(draft.skeleton) ?? 0) + 1);
  for (const { draft, fired } of accepted) {
    const n = fanOut.get(draft.skeleton) ?? 1;
    const signals: QualitySignals = {
      origin: n === 1 ? 'authored' : 'combined',
      skeletonFanOut: n,
      checker: checkerVerdict(draft),
      guardsFired: fired,
      choices: draft.choices.length,
      naturalness: draft.naturalness ?? 1,
    };
    exercises.push({
      ...draft,
      id: stableId(topic.slug, draft.text, draft.answer),
      topicSlug: topic.slug,
      quality: qualityScore(signals),
      highQuality: false,
      signals,
    });
  }
  const top = topTier(exercises);
  for (const e of exercises) e.highQuality = top.has(e);
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
