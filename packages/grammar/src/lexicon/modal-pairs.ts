/**
 * What each modal verb is said about, with the context that makes it natural: should with a reason for the
 * advice ("She has a bad cold, so she should stay in bed"), must with a rule ("Passengers must show their
 * tickets"), can with a skill and can't with a reason ("can't come on Saturday because she is away"),
 * might / may with the doubt ("might come, but he is not sure yet"), could with a suggestion. A bare
 * activity with "this week" ("Tom should read comics this week", "Maria must stay at a hotel by the sea this
 * year") gives the modal nothing to mean.
 *
 * Phrases are [verb, rest]; texts hold the tokens `fillFor` (fill.ts) fills, and {who} for the subject.
 */

import { z } from 'zod';
import { table } from './data.ts';
import data from './modal-pairs.data.json' with { type: 'json' };
export type ModalPhrase = readonly [verb: string, rest: string];

const ModalPhraseSchema = z.tuple([z.string(), z.string()]);

const RulesSchema = z.tuple([z.string(), ModalPhraseSchema]);

/** Should: a reason, then the advice. */
export const ADVICE: readonly [reason: string, advice: ModalPhrase, adult?: boolean][] = table(
  'ADVICE',
  data.ADVICE,
  z.tuple([z.string(), ModalPhraseSchema, z.boolean().optional()]),
);

/** Must: rules for a kind of person (passengers, drivers, visitors), said of them in the plural. */
export const RULES: readonly [who: string, rule: ModalPhrase][] = table('RULES', data.RULES, RulesSchema);

/** Must said to oneself: what I, we must not forget. */
export const REMINDERS: readonly ModalPhrase[] = table('REMINDERS', data.REMINDERS, ModalPhraseSchema);

/** Can: a skill said with its measure ("can swim five kilometres"). */
export const SKILLS: readonly [skill: ModalPhrase, adult?: boolean][] = table(
  'SKILLS',
  data.SKILLS,
  z.tuple([ModalPhraseSchema, z.boolean().optional()]),
);

/** Can't: something the subject cannot do, with the reason. */
export const CANT: readonly ModalPhrase[] = table('CANT', data.CANT, ModalPhraseSchema);
export const CANT_BECAUSE: readonly string[] = table('CANT_BECAUSE', data.CANT_BECAUSE, z.string());

/** Might / may: a possibility, with the doubt that makes it one. */
export const MAYBE: readonly [phrase: ModalPhrase, doubt: string][] = table(
  'MAYBE',
  data.MAYBE,
  z.tuple([ModalPhraseSchema, z.string()]),
);

/** Could: a suggestion from we or you. */
export const SUGGESTIONS: readonly [lead: string, phrase: ModalPhrase][] = table(
  'SUGGESTIONS',
  data.SUGGESTIONS,
  RulesSchema,
);
