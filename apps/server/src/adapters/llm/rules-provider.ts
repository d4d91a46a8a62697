import { explain } from '@gapwise/grammar/explain';
import { exampleText, rephraseText, ruleFor } from '@gapwise/grammar/follow-up';
import type { ExplainOptions, ExplanationProvider, ExplanationRequest } from './types.ts';

/**
 * The built-in explainer: no network, no keys. It writes English and Ukrainian from the exercise's
 * rationale and the topic's rule texts; for the other languages it answers in English (the
 * OpenAI-compatible provider covers all 39).
 */
export function rulesProvider(): ExplanationProvider {
  return {
    id: 'rules',
    async explain(request: ExplanationRequest, options: ExplainOptions = {}) {
      const language = request.language === 'uk' ? 'uk' : 'en';
      const topic = request.topic ?? {
        name: { en: '', uk: '' },
        card: {
          rule: { en: '', uk: '' },
          signals: { en: '', uk: '' },
          examples: ['', ''] as [string, string],
        },
        rules: [],
      };
      const rationale = request.exercise.rationale ?? { ruleId: '', trigger: [], distractors: [] };
      const exercise = { ...request.exercise, rationale };
      const followUp = request.followUp;
      const text = (
        followUp?.kind === 'example'
          ? exampleText(followUp.example, ruleFor(exercise, topic, language), language)
          : followUp?.kind === 'rephrase'
            ? rephraseText(exercise, ruleFor(exercise, topic, language), request.chosen, language)
            : explain({ exercise, topic, chosen: request.chosen, language })
      ).trim();
      options.onDelta?.(text);
      return text;
    },
  };
}
