import { authoredItems, type Line, LineSchema } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { ONE } from '../verb/authored.ts';
import data from './no-none-not-any.data.json' with { type: 'json' };
import copy from './no-none-not-any.json' with { type: 'json' };

/**
 * No + noun with a positive verb (There is no milk), none alone or before of (There was none left; none of
 * them came), and not … any (I didn't buy any bread). Every wrong choice is impossible where it stands:
 * none before a noun, no before of or with nothing after it, no or none after a negative verb (a double
 * negative), and any with a positive verb in a statement (it would mean "it doesn't matter which"). Lines
 * where any could be right (questions, "Any of my friends could come", "No, thank you" against "None") are
 * left out. The words in [[…]] are the verb that is positive or negative.
 */

/** A positive verb and a noun after the gap → no. */
const NO: readonly Line[] = table('NO', data.NO, LineSchema);

/** A negative verb (not, never, hardly) → any, before a noun or alone. */
const ANY: readonly Line[] = table('ANY', data.ANY, LineSchema);

/** Alone or before of → none. */
const NONE: readonly Line[] = table('NONE', data.NONE, LineSchema);

/**
 * Issue 16: more bases, each its own skeleton. They come after the three lists above in the generator, so
 * the skeleton numbers (and the subjects drawn) of the first lines stay put.
 *
 * Notes on rows (the rows are in no-none-not-any.data.json):
 * - before row ["no","{S} [[{has}]] ___ time for lunch today, so {pron} will eat late: issue 16, the full catalogue (appended so the ids above stay put)
 * - before row ["no","{S} [[{has}]] ___ money for a new phone this month"]: issue 16, the full catalogue (h3), appended again so every id above stays put
 */
const MORE: readonly Line[] = table('MORE', data.MORE, LineSchema);

/** The word after the gap (the noun for no / any). */
const after = (text: string) => ((text.split('___ ')[1] ?? '').split(/\s/)[0] ?? '').replace(/[.,:;]$/, '');

function items(rng: Rng): Item[] {
  return authoredItems(
    rng,
    'no-none',
    [...NO, ...ANY, ...NONE, ...MORE],
    () => ONE,
    6,
    (key, text, cue) => {
      const noun = after(text);
      let wrong: Wrong[];
      if (key === 'no')
        wrong = [d('none', 'none-before-noun', { noun }), d('any', 'any-without-negative', { cue })];
      else if (key === 'any') {
        const alone = !noun || /^(left|in|at|on)$/.test(noun);
        wrong = [
          d('no', alone ? 'no-without-noun' : 'no-after-negative', alone ? {} : { cue }),
          alone ? d('none', 'no-after-negative', { cue }) : d('none', 'none-before-noun', { noun }),
        ];
      } else {
        const of = /^of\b/.test(cue);
        wrong = [
          of ? d('no', 'no-before-of') : d('no', 'no-without-noun'),
          d('any', 'any-without-negative', { cue: positiveVerb(text) }),
        ];
      }
      return { wrong, ruleId: key === 'no' ? 'no-noun' : key === 'any' ? 'not-any' : 'none-alone' };
    },
  );
}

/** The positive verb a "none" line turns on (was, were, came …), for the explanation of "any". */
function positiveVerb(text: string): string {
  const m = /___ (?:of \w+(?: \w+)? )?(\w+)/.exec(text);
  const before = /\b(was|were|had)\s+___/.exec(text);
  return before?.[1] ?? m?.[1] ?? 'the verb';
}

export const noNoneNotAnyTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
