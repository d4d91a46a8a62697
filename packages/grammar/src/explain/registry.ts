import { EXPLAIN_CORE } from '../core/explain.ts';
import type { TemplateMap } from './types.ts';

/**
 * Every errorType's "why this choice is wrong here" template. A generic wording covers an errorType
 * without its own template; the bank tests forbid that, so it is a safety net, not a plan.
 */
export const TEMPLATES: TemplateMap = { ...EXPLAIN_CORE };

export const GENERIC_TEMPLATE = {
  en: (p: Record<string, string>) =>
    `“${p.chosen}” does not fit this sentence${p.trigger ? `: look at “${p.trigger}”` : ''}.`,
  uk: (p: Record<string, string>) =>
    `«${p.chosen}» тут не підходить${p.trigger ? `: зверніть увагу на «${p.trigger}»` : ''}.`,
};
