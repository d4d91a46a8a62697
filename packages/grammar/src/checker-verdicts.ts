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

export function checkerRejects(draft: Pick<ExerciseDraft, 'text' | 'answer'>): boolean {
  return checkedSentences(draft).some(
    (s) => verdicts[hash53(s).toString(36)] === 0 && !gapPatterns.some((re) => re.test(s)),
  );
}
