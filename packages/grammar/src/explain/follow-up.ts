import { fillBlank } from '../checks.ts';
import type { Exercise, TopicMeta } from '../types.ts';
import type { ExplainLanguage } from './compose.ts';

/**
 * Follow-ups a learner asks for under an explanation ("Another example", "Explain it differently"), written
 * offline from the same rationale. Translation is not here: it is the first explanation in the other
 * language.
 */
export type FollowUpKind = 'example' | 'rephrase';

type Item = Pick<Exercise, 'id' | 'text' | 'answer' | 'rationale'>;

/** A bank sentence used as an example: filled in, with the answer and what in it decides. */
export interface SameRuleExample {
  sentence: string;
  answer: string;
  trigger: string;
}

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .replace(/[^\p{L}\p{N}' ]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const clue = (item: Item) => item.rationale.trigger.filter((w) => w && !/\{\w+\}/.test(w)).join(' … ');

/** FNV-1a: the same exercise always gets the same example, so the follow-up can be cached. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/**
 * Another sentence of the topic that follows the same rule as the exercise and, after a wrong answer,
 * where the same wrong kind of choice was on offer (its error type): the confusion the learner just had,
 * met again. Never the exercise itself nor a sentence in `avoid` (the example already shown). Falls back
 * to the same rule alone; null when the topic has no other sentence of that rule.
 */
export function sameRuleExample(
  exercise: Item,
  chosen: string,
  siblings: readonly Item[],
  avoid: readonly string[] = [],
): SameRuleExample | null {
  const ruleId = exercise.rationale.ruleId;
  const errorType = exercise.rationale.distractors.find((d) => d.choice === chosen)?.errorType;
  const taken = new Set([fillBlank(exercise.text, exercise.answer), ...avoid].map(norm));
  const sameRule = siblings.filter(
    (s) =>
      s.id !== exercise.id && s.rationale.ruleId === ruleId && !taken.has(norm(fillBlank(s.text, s.answer))),
  );
  const sameError = errorType
    ? sameRule.filter((s) => s.rationale.distractors.some((d) => d.errorType === errorType))
    : [];
  const pool = sameError.length > 0 ? sameError : sameRule;
  const pick = pool[hash(`${exercise.id}|${chosen}`) % Math.max(pool.length, 1)];
  if (!pick) return null;
  return { sentence: fillBlank(pick.text, pick.answer), answer: pick.answer, trigger: clue(pick) };
}

const stop = (s: string) => (/[.!?…]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/** The text of "Another example": the sentence, its answer and its clue, and the rule they share. */
export function exampleText(example: SameRuleExample, rule: string, language: ExplainLanguage): string {
  const r = rule ? stop(rule) : '';
  if (language === 'uk')
    return [
      `Ще один приклад на те саме правило: «${example.sentence}»`,
      `Тут потрібне «${example.answer}»${example.trigger ? `: підказка — «${example.trigger}»` : ''}.`,
      r ? `Правило те саме: ${r}` : '',
    ]
      .filter(Boolean)
      .join('\n\n');
  return [
    `Another example of the same rule: “${example.sentence}”`,
    `Here it is “${example.answer}”${example.trigger ? `: the clue is “${example.trigger}”` : ''}.`,
    r ? `The same rule: ${r}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}

/** The rule statement for an exercise (its own rule's, else the topic card's). */
export function ruleFor(
  exercise: Pick<Exercise, 'rationale'>,
  topic: Pick<TopicMeta, 'card' | 'rules'>,
  language: ExplainLanguage,
): string {
  const statement = topic.rules.find((r) => r.id === exercise.rationale.ruleId)?.statement ?? topic.card.rule;
  return statement[language] ?? '';
}

/**
 * "Explain it differently": a second wording built the other way round from the first explanation
 * (which starts from the mistake): it starts from the clue in the sentence, then what the clue asks for,
 * then the rule, then the contrast with the learner's choice.
 */
export function rephraseText(
  exercise: Pick<Exercise, 'text' | 'answer' | 'rationale'>,
  rule: string,
  chosen: string,
  language: ExplainLanguage,
): string {
  const answer = exercise.answer;
  const sentence = fillBlank(exercise.text, answer);
  const trigger = clue({ id: '', ...exercise });
  const wrong = chosen.trim() !== answer;
  const r = rule ? stop(rule) : '';
  if (language === 'uk')
    return [
      trigger
        ? `Погляньмо з іншого боку: спершу знайдіть у реченні «${trigger}». Саме від цього залежить, що стоїть у пропуску: «${answer}».`
        : `Погляньмо з іншого боку: у пропуску тут стоїть «${answer}».`,
      r ? `Чому: ${r}` : '',
      wrong ? `«${chosen}» сюди не пасує, бо не відповідає цьому правилу.` : '',
      `Усе речення: «${sentence}»`,
    ]
      .filter(Boolean)
      .join('\n\n');
  return [
    trigger
      ? `Another way to see it: first find “${trigger}” in the sentence. That is what decides the gap: “${answer}”.`
      : `Another way to see it: the gap here takes “${answer}”.`,
    r ? `Why: ${r}` : '',
    wrong ? `“${chosen}” does not fit, because it breaks that rule.` : '',
    `The whole sentence: “${sentence}”`,
  ]
    .filter(Boolean)
    .join('\n\n');
}
