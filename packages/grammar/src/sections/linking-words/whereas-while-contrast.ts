import { z } from 'zod';
import { d, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { type Line, LnArgs, lineItems, ln } from './lines.ts';
import data from './whereas-while-contrast.data.json' with { type: 'json' };
import copy from './whereas-while-contrast.json' with { type: 'json' };

/**
 * whereas / while comparing two different facts side by side, vs because (a reason) and so (a result).
 * Whereas and while are the same here, so an item shows one of them only (in turn), never both. Although
 * is never offered: in many comparisons it fits too. In a comparison the wrong choices are because,
 * unless and so that, which make no sense between two parallel facts. In a reason line whereas is offered
 * but not while (while could be read as "during the time that": stayed in bed while she had a cold); in a
 * result line (…, so …) whereas and because.
 */
const COMPARE: Line[] = table('COMPARE', data.COMPARE, LnArgs).map((row) => ln(...row));

const BECAUSE: Line[] = table('BECAUSE', data.BECAUSE, LnArgs).map((row) => ln(...row));

const SO: Line[] = table('SO', data.SO, LnArgs).map((row) => ln(...row));

/** Issue 16, second batch: appended after the first lines so those keep their subjects (and ids). */
const MORE_COMPARE: Line[] = table('MORE_COMPARE', data.MORE_COMPARE, LnArgs).map((row) => ln(...row));

const MORE_BECAUSE: Line[] = table('MORE_BECAUSE', data.MORE_BECAUSE, LnArgs).map((row) => ln(...row));

const MORE_SO: Line[] = table('MORE_SO', data.MORE_SO, LnArgs).map((row) => ln(...row));

/** whereas and while, shown one at a time. */
const COMPARE_WORDS = ['whereas', 'while'] as const;
/** The wrong choices of a comparison: two of these, in turn. */
const ODD = ['because', 'unless', 'so that'] as const;
const MEANING: Record<string, string> = record('MEANING', data.MEANING, z.string());

function items(rng: Rng): Item[] {
  let k = 0;
  const lines = [...COMPARE, ...BECAUSE, ...SO, ...MORE_COMPARE, ...MORE_BECAUSE, ...MORE_SO].map((l) =>
    l.key === 'compare' ? { ...l, key: COMPARE_WORDS[k++ % 2] ?? 'whereas' } : l,
  );
  let j = 0;
  return lineItems(
    rng,
    'whereas-while-contrast',
    lines,
    (key): Wrong[] => {
      if (key === 'whereas' || key === 'while') {
        const first = ODD[j++ % 3] ?? 'because';
        const second = ODD[j % 3] ?? 'unless';
        return [first, second].map((w) =>
          d(w, 'linker-meaning-mismatch', { given: MEANING[w] ?? '', needed: 'comparison' }),
        );
      }
      const needed = MEANING[key] ?? '';
      const other = key === 'because' ? 'so that' : 'because';
      return [
        d('whereas', 'linker-meaning-mismatch', { given: 'comparison', needed }),
        d(other, 'linker-meaning-mismatch', { given: MEANING[other] ?? '', needed }),
      ];
    },
    (key) => (key === 'whereas' || key === 'while' ? 'whereas' : key),
  );
}

export const whereasWhileContrast: TopicDef = makeTopic(copy, { target: 600, build: items });
