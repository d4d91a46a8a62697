import { EXPLAIN_CORE } from '../core/explain.ts';
import { EXPLAIN_BASICS_NOUNS } from './basics-nouns.ts';
import { EXPLAIN_MORE } from './more.ts';
import type { ExplainTemplate, TemplateMap } from './types.ts';
import { EXPLAIN_VERBS_CORE } from './verbs-core.ts';

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
const verbs = EXPLAIN_VERBS_CORE as TemplateMap;

/** Shared names where the verbs group's items carry params the core wording does not read. */
const VERBS_FIRST: Record<string, (p: Record<string, string>) => boolean> = {
  'regularised-nonword': (p) => p.base === undefined,
  'be-agreement': (p) => p.needed !== undefined || p.person !== undefined,
  'do-for-be': (p) => p.needed !== undefined || p.word !== undefined,
  'be-for-do': (p) => p.needed !== undefined || p.verb !== undefined,
  'past-for-participle': (p) => p.base === undefined,
  'base-for-participle': (p) => p.base === undefined,
  'past-for-past-perfect': (p) => p.what !== undefined,
};
const shared = Object.fromEntries(
  Object.entries(VERBS_FIRST).flatMap(([name, isVerbs]) => {
    const v = verbs[name];
    const c = core[name];
    return v && c ? [[name, either(isVerbs, v, c)]] : [];
  }),
);

/**
 * Every errorType's "why this choice is wrong here" template, gathered from the content groups. Where two
 * groups use the same name, the item's params say whose it is (the basics items carry `person`; the core
 * items carry `tense`). A generic wording covers an errorType without its own template; the bank tests
 * forbid that, so it is a safety net, not a plan.
 */
export const TEMPLATES: TemplateMap = {
  ...EXPLAIN_MORE,
  ...verbs,
  ...nouns,
  ...core,
  ...shared,
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
