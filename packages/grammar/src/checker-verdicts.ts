import cache from '../data/checker-cache.json' with { type: 'json' };
import gaps from '../data/checker-gaps.json' with { type: 'json' };
import { fillBlank } from './checks.ts';
import { hash53 } from './hash.ts';
import type { ExerciseDraft } from './types.ts';

/**
 * The link-grammar gate at build time, from the committed verdict cache (npm run content:audit fills
 * it): an exercise whose correct sentence the checker rejected is left out of the bank unless the
 * sentence matches a recorded checker gap. Sentences not yet checked stay in until the next audit.
 */
const verdicts = cache as Record<string, 0 | 1>;
const gapPatterns = (gaps as { patterns: { match: string }[] }).patterns.map((g) => new RegExp(g.match));

/** The sentences the checker parses for one exercise (dialogue turns, without quotes or hints). */
export function checkedSentences(draft: Pick<ExerciseDraft, 'text' | 'answer'>): string[] {
  return fillBlank(draft.text, draft.answer)
    .split(/ — |” “/)
    .map((part) =>
      part
        .replace(/[“”]/g, '')
        .replace(/\s*\([^)]*\)/g, '')
        .trim(),
    )
    .filter(Boolean);
}

/** The checker's verdict on an exercise: every sentence parsed, one rejected, or not all checked yet. */
export function checkerVerdict(draft: Pick<ExerciseDraft, 'text' | 'answer'>): 'pass' | 'fail' | 'unchecked' {
  let all = true;
  for (const s of checkedSentences(draft)) {
    const v = verdicts[hash53(s).toString(36)];
    if (v === 0 && !gapPatterns.some((re) => re.test(s))) return 'fail';
    if (v === undefined) all = false;
  }
  return all ? 'pass' : 'unchecked';
}

export function checkerRejects(draft: Pick<ExerciseDraft, 'text' | 'answer'>): boolean {
  return checkedSentences(draft).some(
    (s) => verdicts[hash53(s).toString(36)] === 0 && !gapPatterns.some((re) => re.test(s)),
  );
}

/**
 * Error models whose wrong form can also make a correct sentence in another reading ("Who did call?" with
 * stress; "He can't read your message" about now): if link-grammar parses the sentence with such a
 * distractor, the build drops that choice. Other form errors are not gated this way: measured on the bank,
 * link-grammar 5.12 accepts many plainly wrong strings ("are go camping", "could has gone", "has already
 * being written", "told him to fixing"), so its acceptance is no evidence there; meaning errors (unless
 * for if, a tense against its time marker) parse by design and are trusted through their trigger.
 */
const SYNTACTIC_ERRORS = new Set(['modal-without-have-past', 'do-in-subject-question']);

/** The sentences to parse for each syntactic distractor of an exercise (dialogue turns split). */
export function distractorSentences(
  draft: Pick<ExerciseDraft, 'text' | 'answer' | 'rationale'>,
): { choice: string; sentences: string[] }[] {
  return draft.rationale.distractors
    .filter((d) => SYNTACTIC_ERRORS.has(d.errorType))
    .map((d) => ({ choice: d.choice, sentences: checkedSentences({ text: draft.text, answer: d.choice }) }));
}

/** Syntactic distractors whose filled sentence the checker parsed (every turn): not safe as wrong choices. */
export function checkerAcceptedDistractors(
  draft: Pick<ExerciseDraft, 'text' | 'answer' | 'rationale'>,
): string[] {
  return distractorSentences(draft)
    .filter(({ sentences }) => sentences.every((s) => verdicts[hash53(s).toString(36)] === 1))
    .map((x) => x.choice);
}
