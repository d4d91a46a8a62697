import { EXPLAIN_CORE } from '../core/explain.ts';
import { EXPLAIN_BASICS_NOUNS } from './basics-nouns.ts';
import type { ExplainTemplate, TemplateMap } from './types.ts';

/** Picks one of two templates per item, by the params that item carries. */
const either = (
  when: (p: Record<string, string>) => boolean,
  a: ExplainTemplate,
  b: ExplainTemplate,
): ExplainTemplate => ({
  en: (p) => (when(p) ? a.en(p) : b.en(p)),
  uk: (p) => (when(p) ? a.uk(p) : b.uk(p)),
});

const core = EXPLAIN_CORE;
const nouns = EXPLAIN_BASICS_NOUNS;

/**
 * Every errorType's "why this choice is wrong here" template, gathered from the content groups. Where two
 * groups use the same name, the item's params say whose it is (the basics items carry `person`; the core
 * items carry `tense`). A generic wording covers an errorType without its own template; the bank tests
 * forbid that, so it is a safety net, not a plan.
 */
export const TEMPLATES: TemplateMap = {
  ...nouns,
  ...core,
  ...(nouns['agreement-3sg'] && core['agreement-3sg']
    ? {
        'agreement-3sg': either((p) => p.person !== undefined, nouns['agreement-3sg'], core['agreement-3sg']),
      }
    : {}),
  ...(nouns['tense-marker-mismatch'] && core['tense-marker-mismatch']
    ? {
        'tense-marker-mismatch': either(
          (p) => p.tense !== undefined,
          core['tense-marker-mismatch'],
          nouns['tense-marker-mismatch'],
        ),
      }
    : {}),
};

export const GENERIC_TEMPLATE = {
  en: (p: Record<string, string>) =>
    `“${p.chosen}” does not fit this sentence${p.trigger ? `: look at “${p.trigger}”` : ''}.`,
  uk: (p: Record<string, string>) =>
    `«${p.chosen}» тут не підходить${p.trigger ? `: зверніть увагу на «${p.trigger}»` : ''}.`,
};
