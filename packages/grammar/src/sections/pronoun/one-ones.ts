import { z } from 'zod';
import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './one-ones.data.json' with { type: 'json' };
import copy from './one-ones.json' with { type: 'json' };

const OneLineSchema = z.tuple([
  z.enum(['one', 'ones']),
  z.string(),
  z.string(),
  z.array(z.string()).optional(),
]);

/**
 * [singular, plural] things people choose between, with colours/sizes that fit them.
 *
 * Notes on rows (the rows are in one-ones.data.json):
 * - before row ["cup","cups",["blue","bigger"]]: Not 'clean': a shop does not show clean cups as against dirty ones.
 */
const THINGS: [string, string, string[]][] = table(
  'THINGS',
  data.THINGS,
  z.tuple([z.string(), z.string(), z.array(z.string())]),
);
/** [frame, fixed adjective or null for any of the thing's own, which things it suits]. */
type Frame = [string, string | null, RegExp];
const SG_FRAMES: Frame[] = [
  // "the ADJ ___" leaves the number open (the white ones is fine too): a / that / this one fixes it.
  ['I don’t like this N. Can I see a ADJ ___?', null, /^(shirt|dress|bag|phone|car|jacket|cup)$/],
  ['I don’t like this N. Could you show me that ADJ ___?', null, /^(shirt|dress|bag|phone|jacket|cup)$/],
  [
    'This N is too expensive. Have you got a ADJ ___?',
    'cheaper',
    /^(shirt|dress|bag|phone|cake|room|car|jacket)$/,
  ],
  ['Which N would you like? The ADJ ___?', null, /./],
  ['This N is too small. Have you got a ADJ ___?', 'bigger', /^(shirt|bag|room|jacket|cup)$/],
];
const PL_FRAMES: Frame[] = [
  ['I don’t like these Ns. Can I see some ADJ ___?', null, /^(shirt|dress|bag|phone|car|jacket|cup)$/],
  ['I don’t like these Ns. Could you show me those ADJ ___?', null, /^(shirt|dress|bag|phone|jacket|cup)$/],
  [
    'These Ns are too expensive. Have you got any ADJ ___?',
    'cheaper',
    /^(shirt|dress|bag|phone|cake|room|car|jacket)$/,
  ],
  // Not cakes: "These chocolate ones" reads as a noun compound the checker (rightly) stumbles on.
  ['“Which Ns would you like?” “These ADJ ___, please.”', null, /^(?!cake$)/],
  ['These Ns are too small. Have you got any ADJ ___?', 'bigger', /^(shirt|bag|room|jacket|cup)$/],
];

/**
 * Authored bases (issue 16), one skeleton each: a line names the noun that one/ones replaces and, where
 * `{A}` stands before the gap, the adjectives it is said with ({a} is the article that agrees with the
 * adjective). With an adjective, it/them are wrong by grammar (a new it); without one the sentence means
 * any such thing, not a particular one ("I need a pen. Could you lend me one?"), so it is wrong by meaning.
 * The other number (ones/one) is offered only where a determiner or the verb after the gap fixes the
 * number (the one-ones-number guard): after a bare "the …" or no determiner both could stand.
 */
type OneLine = [key: 'one' | 'ones', text: string, noun: string, adjs?: string[]];
/**
 * Notes on rows (the rows are in one-ones.data.json):
 * - before row ["one","My suitcase broke at the airport, so I need {a} {A} ___.","sui: Issue 16 (the full catalogue): more bases, appended so the older skeleton ids stay.
 */
export const ONE_LINES: OneLine[] = table('ONE_LINES', data.ONE_LINES, OneLineSchema);

/** The determiners and verbs that fix the number (as the one-ones-number guard reads them). */
const FIXED_BEFORE =
  /\b(a|an|another|this|that|these|those|some|any|two|three|several)\s+(\S+\s+)?___|___\s+(is|are|was|were|has|have|looks?)\b/;

function lineItems(): Item[] {
  const out: Item[] = [];
  ONE_LINES.forEach(([key, text, noun, adjs], li) => {
    for (const adj of adjs ?? [null]) {
      const filled = adj
        ? text.replace('{a} {A}', `${indefiniteArticle(adj)} ${adj}`).replace('{A}', adj)
        : text;
      const other = key === 'one' ? 'ones' : 'one';
      const wrong: Item['wrong'] = [];
      if (adj)
        wrong.push({ choice: key === 'one' ? 'it' : 'them', errorType: 'it-for-one', params: { noun } });
      // "Which it is yours?" is no English at all, not a reference slip: only the number is tested there.
      else if (!/Which ___/.test(filled))
        wrong.push({ choice: 'it', errorType: 'it-for-any-one', params: { noun } });
      if (FIXED_BEFORE.test(filled))
        wrong.push({
          choice: other,
          errorType: key === 'one' ? 'ones-for-singular' : 'one-for-plural',
          params: { noun },
        });
      out.push({
        text: filled,
        answer: key,
        wrong,
        ruleId: key,
        trigger: [noun],
        skeleton: `one-ones:line:${li}`,
      });
    }
  });
  return out;
}

/** A frame filled with a singular noun (one; ones and it wrong) or a plural one (ones; one and them wrong). */
function frameItem(text: string, key: 'one' | 'ones', noun: string, skeleton: string): Item {
  const singular = key === 'one';
  return {
    text,
    answer: key,
    wrong: [
      {
        choice: singular ? 'ones' : 'one',
        errorType: singular ? 'ones-for-singular' : 'one-for-plural',
        params: { noun },
      },
      { choice: singular ? 'it' : 'them', errorType: 'it-for-one', params: { noun } },
    ],
    ruleId: key,
    trigger: [noun],
    skeleton,
  };
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  THINGS.forEach(([sg, pl, adjs], ti) => {
    for (const adj of adjs) {
      const an = indefiniteArticle(adj);
      SG_FRAMES.forEach(([f, fixed, fit], fi) => {
        if (!fit.test(sg) || (fixed && fixed !== adj)) return;
        const text = f.replace('N', sg).replace('a ADJ', `${an} ADJ`).replace('ADJ', adj);
        out.push(frameItem(text, 'one', sg, `one-ones:sg:${fi}:${ti}`));
      });
      PL_FRAMES.forEach(([f, fixed, fit], fi) => {
        if (!fit.test(sg) || (fixed && fixed !== adj)) return;
        const text = f.replace('Ns', pl).replace('ADJ', adj);
        out.push(frameItem(text, 'ones', pl, `one-ones:pl:${fi}:${ti}`));
      });
    }
  });
  return [...out, ...lineItems()];
}

export const oneOnesTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
