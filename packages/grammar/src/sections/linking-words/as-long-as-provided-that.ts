import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './as-long-as-provided-that.data.json' with { type: 'json' };
import copy from './as-long-as-provided-that.json' with { type: 'json' };
import { type Line, LnArgs, lineItems, ln } from './lines.ts';

/**
 * as long as / provided (that): "only if" (a condition), vs unless ("except if") vs in case (a
 * precaution). As long as, provided, provided that, providing and on condition that mean the same, so an
 * item never offers two of them: the condition lines show one (in turn), and the unless and in-case lines
 * offer one as their wrong choice. The condition lines have a positive permission or promise whose
 * "unless" reading is the opposite of what is meant; the unless lines a negative main part or a clause
 * that names the exception; the in-case lines a precaution taken beforehand.
 */
const ONLY_IF: Line[] = table('ONLY_IF', data.ONLY_IF, LnArgs).map((row) => ln(...row));

const UNLESS: Line[] = table('UNLESS', data.UNLESS, LnArgs).map((row) => ln(...row));

const IN_CASE: Line[] = table('IN_CASE', data.IN_CASE, LnArgs).map((row) => ln(...row));

/** The words that mean "only if", shown one at a time. */
/** Issue 16: more lines, appended after the first three lists so their skeleton ids stay as they were. */
const ONLY_IF_MORE: Line[] = table('ONLY_IF_MORE', data.ONLY_IF_MORE, LnArgs).map((row) => ln(...row));

const UNLESS_MORE: Line[] = table('UNLESS_MORE', data.UNLESS_MORE, LnArgs).map((row) => ln(...row));

const IN_CASE_MORE: Line[] = table('IN_CASE_MORE', data.IN_CASE_MORE, LnArgs).map((row) => ln(...row));

const ONLY_IF_WORDS = ['as long as', 'provided', 'as long as', 'provided that', 'providing'] as const;

function items(rng: Rng): Item[] {
  const lines = [...ONLY_IF, ...UNLESS, ...IN_CASE, ...ONLY_IF_MORE, ...UNLESS_MORE, ...IN_CASE_MORE];
  let k = 0;
  // The key "only-if" stands for one word of the group, chosen in turn per line.
  const word = (): string => ONLY_IF_WORDS[k++ % ONLY_IF_WORDS.length] ?? 'as long as';
  const resolved = lines.map((l) => (l.key === 'only-if' ? { ...l, key: word() } : l));
  const isOnlyIf = (w: string) => (ONLY_IF_WORDS as readonly string[]).includes(w);
  return lineItems(
    rng,
    'as-long-as-provided-that',
    resolved,
    (key): Wrong[] => {
      const needed = isOnlyIf(key) ? 'condition' : key === 'unless' ? 'exception' : 'precaution';
      const out: Wrong[] = [];
      if (!isOnlyIf(key)) out.push(d(word(), 'linker-meaning-mismatch', { given: 'condition', needed }));
      if (key !== 'unless') out.push(d('unless', 'linker-meaning-mismatch', { given: 'exception', needed }));
      if (key !== 'in case')
        out.push(d('in case', 'linker-meaning-mismatch', { given: 'precaution', needed }));
      return out;
    },
    (key) => (isOnlyIf(key) ? 'as-long-as' : key === 'unless' ? 'unless' : 'in-case'),
  );
}

export const asLongAsProvidedThat: TopicDef = makeTopic(copy, { target: 800, build: items });
