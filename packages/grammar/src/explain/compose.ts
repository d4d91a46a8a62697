import { fillBlank } from '../checks.ts';
import type { Exercise, TopicMeta } from '../types.ts';
import { TEMPLATES } from './templates.ts';

export type ExplainLanguage = 'en' | 'uk';

export interface ExplainInput {
  exercise: Pick<Exercise, 'text' | 'answer' | 'choices' | 'rationale'>;
  topic: Pick<TopicMeta, 'name' | 'card' | 'rules'>;
  chosen: string;
  language: ExplainLanguage;
}

/** The pieces of one explanation, before they are joined: the audit checks each on its own. */
export interface ExplanationParts {
  correct: boolean;
  /** Wrong answer: why the choice fails here (its error model's template). Right answer: the confirmation. */
  why: string;
  /** The sentence with the right answer in the gap. */
  right: string;
  rule: string;
  /** One of the topic's examples that shows the answer's form, or '' when none does. */
  example: string;
  /** False when the error type had no template and the generic wording stood in. */
  ownTemplate: boolean;
}

/** Templates looked up by a distractor's error type at run time (the typed set, or a test's own). */
export type TemplateLookup = Record<
  string,
  { en: (p: Record<string, string>) => string; uk: (p: Record<string, string>) => string } | undefined
>;
/** Every template by error type name, for code that holds a name as a plain string. */
export const TEMPLATES_BY_NAME = TEMPLATES as unknown as TemplateLookup;
const ALL = TEMPLATES_BY_NAME;

/** Stands in only for an error type without a template, which `tsc` and the render audit rule out. */
export const GENERIC_TEMPLATE = {
  en: (p: Record<string, string>) =>
    `“${p.chosen}” does not fit this sentence${p.trigger ? `: look at “${p.trigger}”` : ''}.`,
  uk: (p: Record<string, string>) =>
    `«${p.chosen}» тут не підходить${p.trigger ? `: зверніть увагу на «${p.trigger}»` : ''}.`,
};

const ensureStop = (s: string) => (/[.!?…]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

const norm = (s: string) => s.toLowerCase().replace(/[’‘]/g, "'");
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const containsWords = (text: string, words: string) =>
  new RegExp(`(^|[^\\p{L}'])${escapeRe(norm(words))}($|[^\\p{L}'])`, 'u').test(norm(text));

/**
 * Whether an example sentence shows the form an answer is about: it contains the whole answer, or, for an
 * answer of several words ("would have passed", "doesn't clean"), its first word, the one that carries the
 * grammar. An empty answer ("—", no article) has no form to show.
 */
export function exampleShows(example: string, answer: string): boolean {
  const a = answer.trim();
  if (!a || a === '—' || a === '-') return false;
  if (containsWords(example, a)) return true;
  const words = a.split(/\s+/);
  return words.length > 1 && containsWords(example, words[0] as string);
}

/** The topic example that shows the rule the answer follows: the whole answer first, then its first word. */
export function pickExample(examples: readonly string[], answer: string, sentence: string): string {
  const candidates = examples.filter((e) => e && norm(e) !== norm(sentence));
  return (
    candidates.find((e) => containsWords(e, answer.trim())) ??
    candidates.find((e) => exampleShows(e, answer)) ??
    ''
  );
}

/**
 * The rules explainer: a teacher's short note built from the exercise's rationale and the topic's rule
 * texts. Wrong answer: why that choice fails here (its own error model), the right sentence, the rule,
 * one more example that shows the same form. Right answer: the sentence, what in it decides, the rule.
 */
export function explanationParts(input: ExplainInput, templates: TemplateLookup = ALL): ExplanationParts {
  const { exercise, topic, chosen, language } = input;
  const answer = exercise.answer;
  // A deciding word a generator left unfilled ("{poss}") is no clue for a learner: it is left out.
  const trigger = exercise.rationale.trigger.filter((w) => !/\{\w+\}/.test(w)).join(' … ');
  const statement = topic.rules.find((r) => r.id === exercise.rationale.ruleId)?.statement ?? topic.card.rule;
  const rule = statement[language] ? ensureStop(statement[language]) : '';
  const right = fillBlank(exercise.text, answer);
  const example = pickExample(topic.card.examples, answer, right);
  if (chosen.trim() === answer) {
    const why =
      language === 'uk'
        ? `Так, правильно: «${right}»${trigger ? ` Підказка в реченні — «${trigger}».` : ''}`
        : `Yes, that's right: “${right}”${trigger ? ` The clue is “${trigger}”.` : ''}`;
    return { correct: true, why, right, rule, example: '', ownTemplate: true };
  }
  const distractor = exercise.rationale.distractors.find((d) => d.choice === chosen);
  const own = distractor ? templates[distractor.errorType] : undefined;
  const template = own ?? GENERIC_TEMPLATE;
  const params: Record<string, string> = { ...(distractor?.params ?? {}), chosen, answer, trigger };
  const why = ensureStop(template[language](params));
  return { correct: false, why, right, rule, example, ownTemplate: own !== undefined };
}

/** The explanation as the learner reads it (the function the server's rules provider calls). */
export function explain(input: ExplainInput, templates: TemplateLookup = ALL): string {
  const p = explanationParts(input, templates);
  if (p.correct) return [p.why, p.rule].filter(Boolean).join(' ');
  return input.language === 'uk'
    ? [
        p.why,
        `Правильно: «${p.right}»`,
        p.rule ? `Правило: ${p.rule}` : '',
        p.example ? `Ще приклад: ${ensureStop(p.example)}` : '',
      ]
        .filter(Boolean)
        .join('\n\n')
    : [
        p.why,
        `The right answer: “${p.right}”`,
        p.rule ? `The rule: ${p.rule}` : '',
        p.example ? `Another example: ${ensureStop(p.example)}` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
}
