import { authoredItems, type Line, LineSchema } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import data from './relative-adverbs-where-when-why.data.json' with { type: 'json' };
import copy from './relative-adverbs-where-when-why.json' with { type: 'json' };

/**
 * Where / when / why (the relative adverbs: in which, at which time, for which) vs which. The clause after
 * the gap decides: when it is complete (the town ___ I was born, the day ___ we met, the reason ___ she
 * left), the adverb that fits the head is right and "which" is wrong; when it lacks its subject or object
 * or ends with a preposition (the museum ___ we visited, the day ___ changed my life, the town ___ I was
 * born in), "which" is right and the adverb is wrong. "That" is never offered: it is right in both kinds
 * (the day that we met, the reason that she left). Heads where "where" is said of a time (a moment, a
 * situation, a stage) and clauses ending in "from" (the village where I come from) are left out.
 */

const WHERE: readonly Line[] = table('WHERE', data.WHERE, LineSchema);

const WHEN: readonly Line[] = table('WHEN', data.WHEN, LineSchema);

const WHY: readonly Line[] = table('WHY', data.WHY, LineSchema);

/** The head is a place, a time or a reason, but the clause lacks its subject or object, or ends with a preposition → which. */
const WHICH: readonly Line[] = table('WHICH', data.WHICH, LineSchema);

/**
 * Issue 16, "the full catalogue": more bases, each its own skeleton, generated after the older lines so
 * their exercise ids stay. Where heads are places you can be in (never a situation, a stage or a case),
 * when heads are times, why heads are "reason"; which lines leave the clause without its subject or object
 * or end it with a preposition (never "from": "the village where I come from" is heard too).
 *
 * Notes on rows (the rows are in relative-adverbs-where-when-why.data.json):
 * - before row ["where","{S} {v:know} a small beach ___ [[there are never any crowds]: where
 * - before row ["when","{S} still {v:remember} the morning ___ [[{pron} got the lette: when
 * - before row ["why","Nobody understood the reason ___ [[{S} sold {poss} car]]"]: why
 * - before row ["which","The beach ___ [[{S} {v:like}]] best is on the other side of : which
 */
export const GROWN: readonly Line[] = table('GROWN', data.GROWN, LineSchema);

const ADVERB_NEEDS: Record<string, string> = { where: 'place', when: 'time', why: 'reason' };

/** The head noun before the gap ("the day", "a café"): the two words before it. */
const headOf = (text: string): string =>
  (text.split(' ___')[0] ?? '')
    .split(/\s+/)
    .slice(-2)
    .join(' ')
    .replace(/^[A-Z]/, (c) => c.toLowerCase());

/** Which adverb a head would take (the day → when), for the "which" lines' wrong adverb. */
function adverbFor(head: string): 'where' | 'when' | 'why' {
  if (/\b(day|year|weekend|summer|season|time|month|week|evening|moment|night|morning)$/.test(head))
    return 'when';
  if (/\b(reason|reasons)$/.test(head)) return 'why';
  return 'where';
}

function items(rng: Rng): Item[] {
  return authoredItems(
    rng,
    'rel-adv',
    [...WHERE, ...WHEN, ...WHY, ...WHICH, ...GROWN],
    () => ONE,
    5,
    (key, text, cue) => {
      const head = headOf(text);
      if (key === 'which') {
        const adverb = adverbFor(head);
        const preposition = /\b(in|at|on|to|through|for)$/.exec(cue)?.[1];
        const wrong: Wrong[] = [
          preposition
            ? d(adverb, 'relative-adverb-with-preposition', { head, preposition })
            : d(adverb, 'adverb-for-relative-pronoun', { head }),
          d('who', 'who-for-thing', { head }),
        ];
        return { wrong, ruleId: 'which-subject-object' };
      }
      const needs = ADVERB_NEEDS[key] ?? 'place';
      // Never where after a time ("There are days where I want to stay in bed" is heard, review of issue
      // 16) nor when after a place (it reads as a time clause: "went back to the beach when she had lost
      // her ring"): the wrong adverb is why, which fits no place or time, and where after a reason.
      const other = key === 'why' ? 'where' : 'why';
      return {
        wrong: [
          d('which', 'which-for-relative-adverb', { head }),
          d(other, 'wrong-relative-adverb', { head, needs }),
        ],
        ruleId: `${key}-relative`,
      };
    },
  );
}

export const relativeAdverbsTopic: TopicDef = makeTopic(copy, { target: 780, build: items });
