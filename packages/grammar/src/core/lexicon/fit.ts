/**
 * What goes with what: who does household chores, who works in an office, who shares one mother.
 * Used by the clause engine's subject × frame pairing and, as a backstop for every generator, by the
 * `subject-fits-phrase` guard (core/guards.ts).
 */

/** Groups that share no household: friends do not clean "the house" together. */
const NO_HOUSEHOLD = /\b(my friends|your friends|my cousins|your cousins|the students|my colleagues)\b/i;
const HOUSEHOLD =
  /\b(clean(s|ed|ing)? the (house|kitchen|windows|bathroom)|vacuum\w* the|sweep\w* the (kitchen )?floor|swept the|lay\w* the table|laid the table|change\w* the bed sheets|empt\w* the dishwasher|wash\w* the (dishes|car)|water\w* the (plants|flowers)|cut\w* the grass|feed\w* the cat|fed the cat|make\w* the bed|made the bed|do\w* the (shopping|washing-up|ironing)|did the (shopping|washing-up|ironing)|done the (shopping|washing-up|ironing)|cook\w* dinner for the family|tid\w* the (house|garden))\b/i;

/** People who do not go to an office, have a boss or clients: the retired, children, teachers. */
const NO_OFFICE =
  /\b(our teacher|your teacher|my grandfather|your grandfather|my grandmother|my grandparents|the children|the students|my little brother|your little brother)\b/i;
const OFFICE =
  /\b(the office|{poss} boss|(his|her|their|my|your|our) boss|colleagues|clients|the invoice|reports at work|work late|the manager|the report|meet\w* clients|business)\b/i;

/** Several people who are not siblings have no one mother, aunt or boss between them. */
const NOT_SIBLINGS =
  /\b(my parents|your parents|our neighbours|your neighbours|my friends|your friends|my cousins|your cousins|the students|Tom and Anna|Kate and I)\b/i;
const ONE_RELATIVE =
  /\b(their|our|{poss}) (mother|father|mum|dad|grandmother|grandfather|aunt|uncle|boss|teacher|sister|brother)\b/i;

export interface FitProblem {
  rule: 'household' | 'office' | 'one-relative';
  why: string;
}

/** Whether a subject and a verb phrase go together; the problem when they do not. */
export function misfit(subject: string, phrase: string): FitProblem | null {
  if (NO_HOUSEHOLD.test(subject) && HOUSEHOLD.test(phrase))
    return { rule: 'household', why: `${subject} share no household for "${HOUSEHOLD.exec(phrase)?.[0]}"` };
  if (NO_OFFICE.test(subject) && OFFICE.test(phrase))
    return { rule: 'office', why: `${subject} with "${OFFICE.exec(phrase)?.[0]}"` };
  if (NOT_SIBLINGS.test(subject) && ONE_RELATIVE.test(phrase))
    return { rule: 'one-relative', why: `${subject} with "${ONE_RELATIVE.exec(phrase)?.[0]}"` };
  return null;
}

const SUBJECT_ANYWHERE = new RegExp(
  [NO_HOUSEHOLD, NO_OFFICE, NOT_SIBLINGS].map((r) => r.source).join('|'),
  'gi',
);

/** The same check on a whole sentence: a known subject and, after it, a phrase it does not fit. */
export function sentenceMisfit(sentence: string): FitProblem | null {
  for (const m of sentence.matchAll(SUBJECT_ANYWHERE)) {
    const problem = misfit(m[0], sentence.slice((m.index ?? 0) + m[0].length));
    if (problem) return problem;
  }
  return null;
}
