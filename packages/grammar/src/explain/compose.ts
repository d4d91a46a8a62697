import { fillBlank } from '../checks.ts';
import type { Exercise, TopicMeta } from '../types.ts';
import { GENERIC_TEMPLATE, TEMPLATES } from './registry.ts';
import type { TemplateMap } from './types.ts';

export type ExplainLanguage = 'en' | 'uk';

export interface ExplainInput {
  exercise: Pick<Exercise, 'text' | 'answer' | 'choices' | 'rationale'>;
  topic: Pick<TopicMeta, 'name' | 'card' | 'rules'>;
  chosen: string;
  language: ExplainLanguage;
}

const fill = fillBlank;

const ensureStop = (s: string) => (/[.!?…]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

/**
 * The rules explainer: a teacher's short note built from the exercise's rationale and the topic's rule
 * texts. Wrong answer: why that choice fails here (its own error model), the right sentence, the rule,
 * one more example. Right answer: the sentence, what in it decides, the rule.
 */
export function explain(input: ExplainInput, templates: TemplateMap = TEMPLATES): string {
  const { exercise, topic, chosen, language } = input;
  const answer = exercise.answer;
  const trigger = exercise.rationale.trigger.join(' … ');
  const rule = topic.rules.find((r) => r.id === exercise.rationale.ruleId)?.statement ?? topic.card.rule;
  const example = topic.card.examples.find((e) => !e.includes(answer)) ?? topic.card.examples[0];
  const right = fill(exercise.text, answer);
  const isCorrect = chosen.trim() === answer;

  if (isCorrect) {
    return language === 'uk'
      ? [
          `Так, правильно: «${right}»`,
          trigger ? `Підказка в реченні — «${trigger}».` : '',
          ensureStop(rule.uk),
        ]
          .filter(Boolean)
          .join(' ')
      : [`Yes, that's right: “${right}”`, trigger ? `The clue is “${trigger}”.` : '', ensureStop(rule.en)]
          .filter(Boolean)
          .join(' ');
  }

  const distractor = exercise.rationale.distractors.find((d) => d.choice === chosen);
  const template = (distractor && templates[distractor.errorType]) || GENERIC_TEMPLATE;
  const params = { ...(distractor?.params ?? {}), chosen, answer, trigger };
  let why = ensureStop(template[language](params));
  // Always name the learner's choice, even where the error model's wording does not quote it.
  const quoted = language === 'uk' ? `«${chosen}»` : `“${chosen}”`;
  if (!why.includes(quoted))
    why = language === 'uk' ? `«${chosen}» тут неправильно. ${why}` : `“${chosen}” is wrong here. ${why}`;
  return language === 'uk'
    ? [
        why,
        `Правильно: «${right}»`,
        rule.uk ? `Правило: ${ensureStop(rule.uk)}` : '',
        example ? `Ще приклад: ${ensureStop(example)}` : '',
      ]
        .filter(Boolean)
        .join('\n\n')
    : [
        why,
        `The right answer: “${right}”`,
        rule.en ? `The rule: ${ensureStop(rule.en)}` : '',
        example ? `Another example: ${ensureStop(example)}` : '',
      ]
        .filter(Boolean)
        .join('\n\n');
}
