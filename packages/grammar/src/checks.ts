import type { ExerciseDraft } from './types.ts';

export const BLANK = '___';

/** Choices that mean "no word here" (the zero article): filling the blank with one leaves it empty. */
const EMPTY_CHOICES = new Set(['—', '–', '-', '∅', 'Ø']);

/** The sentence with the blank filled by a choice, spaces tidied when the choice is "no word". */
export function fillBlank(text: string, choice: string): string {
  if (!EMPTY_CHOICES.has(choice.trim())) return text.replace(BLANK, choice);
  return text
    .replace(` ${BLANK} `, ' ')
    .replace(BLANK, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Hard gates every exercise must pass. Returns the reasons it fails (empty when it passes). */
export function hardGateFailures(draft: ExerciseDraft): string[] {
  const failures: string[] = [];
  const blanks = draft.text.split(BLANK).length - 1;
  if (blanks !== 1) failures.push(`expected one blank, found ${blanks}`);
  if (/_{4,}/.test(draft.text)) failures.push('blank longer than three underscores');
  if (draft.choices.length < 2 || draft.choices.length > 4) failures.push('needs 2 to 4 choices');
  if (new Set(draft.choices.map((c) => c.toLowerCase())).size !== draft.choices.length)
    failures.push('choices are not unique');
  if (!draft.choices.includes(draft.answer)) failures.push('answer is not among the choices');
  const explained = new Set(draft.rationale.distractors.map((d) => d.choice));
  for (const choice of draft.choices) {
    if (choice !== draft.answer && !explained.has(choice))
      failures.push(`distractor "${choice}" has no reason`);
  }
  if (explained.has(draft.answer)) failures.push('the answer is also listed as a distractor');
  if (!draft.rationale.ruleId) failures.push('rationale has no rule');
  return failures;
}
