import { z } from 'zod';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './shall-offers-suggestions.data.json' with { type: 'json' };
import copy from './shall-offers-suggestions.json' with { type: 'json' };

/**
 * Offers and suggestions: Shall I / Let me / Why don't I + base form (an offer), Shall we / Let's / Why
 * don't we + base form and How about / What about + -ing (a suggestion). The gap is the verb after the
 * opener, so what is right is decided by the opener alone and every wrong choice is a form that is not
 * English after it (Shall I to open, Let's going, How about go, What about to go).
 *
 * Never contrasted: Shall I against Should I (both fine for offers), the openers against each other (every
 * one of them makes a fine suggestion), "How about we go" (colloquial, but it needs "we": the gap never has
 * a subject before it). One authored base is one situation and one suggested action; its variants are the
 * same suggestion made with each opener (one skeleton), so a session never shows two of them.
 */

interface Base {
  /** The situation that makes the offer or suggestion natural. */
  ctx: string;
  /** The verb in its base form (its other forms come from morph). */
  verb: string;
  /** What follows the verb. */
  rest: string;
  /** Only the question openers read naturally ("Shall I get you anything?", not "Let me get you anything."). */
  askOnly?: boolean;
}

const B = (ctx: string, verb: string, rest: string, askOnly = false): Base => ({ ctx, verb, rest, askOnly });

const BArgs = z.tuple([z.string(), z.string(), z.string(), z.boolean().optional()]);

/** Suggestions for the speaker and the listener together (we). */
export const SUGGESTIONS: readonly Base[] = table('SUGGESTIONS', data.SUGGESTIONS, BArgs).map((row) =>
  B(...row),
);

/** Offers: the speaker does something for the listener (I). */
export const OFFERS: readonly Base[] = table('OFFERS', data.OFFERS, BArgs).map((row) => B(...row));

type Opener = { text: string; end: '?' | '.'; form: 'base' | 'ing' };

const OpenerSchema = z.strictObject({
  text: z.string(),
  end: z.enum(['?', '.']),
  form: z.enum(['base', 'ing']),
});

const FOR_WE: readonly Opener[] = table('FOR_WE', data.FOR_WE, OpenerSchema);

const FOR_I: readonly Opener[] = [
  { text: 'Shall I', end: '?', form: 'base' },
  { text: 'Let me', end: '.', form: 'base' },
  { text: "Why don't I", end: '?', form: 'base' },
];

const RULE: Record<string, string> = record('RULE', data.RULE, z.string());

/** The exercise for one base said with one opener: the verb after it in the gap. */
export function suggestionItem(b: Base, o: Opener, skeleton: string): Item {
  const v = verbForms(b.verb);
  const wrong: Wrong[] =
    o.form === 'base'
      ? [
          d(`to ${v.base}`, 'to-after-opener', { opener: o.text }),
          d(v.ing, 'ing-after-opener', { opener: o.text }),
        ]
      : [
          d(v.base, 'base-after-how-about', { opener: o.text }),
          d(`to ${v.base}`, 'to-after-how-about', { opener: o.text }),
        ];
  return {
    text: `${b.ctx} ${o.text} ___ ${b.rest}${o.end}`,
    answer: o.form === 'base' ? v.base : v.ing,
    wrong,
    ruleId: RULE[o.text] ?? 'lets-suggestion',
    trigger: [o.text],
    skeleton,
    features: { kind: FOR_I.includes(o) ? 'offer' : 'suggestion', form: o.form },
  };
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  SUGGESTIONS.forEach((b, i) => {
    for (const o of FOR_WE) if (!b.askOnly || o.end === '?') out.push(suggestionItem(b, o, `shall-we:${i}`));
  });
  OFFERS.forEach((b, i) => {
    for (const o of FOR_I) {
      // "Why don't I get you anything?" / "Let me get you anything." are not said: such offers are asked.
      if (b.askOnly && o.text !== 'Shall I') continue;
      out.push(suggestionItem(b, o, `shall-i:${i}`));
    }
  });
  return out;
}

export const shallOffersSuggestions: TopicDef = makeTopic(copy, { target: 700, build: items });
