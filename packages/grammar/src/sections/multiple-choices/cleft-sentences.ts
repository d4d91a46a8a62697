import { z } from 'zod';
import { d, expand, finish, type Item, makeTopic } from '../../engine.ts';
import { record } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, PEOPLE } from '../linking-words/people.ts';
import data from './cleft-sentences.data.json' with { type: 'json' };
import copy from './cleft-sentences.json' with { type: 'json' };

/**
 * Cleft sentences: What I need is …, It was … that / who … . Four gaps, each with one right word:
 * - the opening of a what-cleft (___ I need is a holiday) → What, against That / It;
 * - the opening of an it-cleft (___ was in Rome that …) → It, against What / Which (never "That": "That
 *   was Tom who called" is said on the phone);
 * - after It was + a person (It was my brother ___ found the keys) → who, against what / which (never
 *   "that", which is right too);
 * - after It was + a time, place or reason (It was in 2015 ___ we met) → that, against what / which
 *   (never "when" or "where", which some accept).
 * A focus that is a thing (It was the noise ___ woke me) is never used: which and that both fit it.
 */
type K = 'what' | 'it' | 'who' | 'that';

const KSchema = z.enum(['what', 'it', 'who', 'that']);

const BASES: Record<K, string[]> = record('BASES', data.BASES, z.array(z.string()), KSchema);

const PLAN: Record<K, { answer: string; wrong: [string, string][]; ruleId: string }> = record(
  'PLAN',
  data.PLAN,
  z.strictObject({
    answer: z.string(),
    wrong: z.array(z.tuple([z.string(), z.string()])),
    ruleId: z.string(),
  }),
  KSchema,
);

/** The words the relative word follows (It was my brother), or the clause after an opening gap. */
const focus = (text: string): string => (text.split(' ___')[0] ?? '').trim();

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  for (const kind of Object.keys(BASES) as K[]) {
    const plan = PLAN[kind];
    (BASES[kind] ?? []).forEach((base, i) => {
      const texts = base.includes('{X}')
        ? rng
            .shuffle(PEOPLE)
            .slice(0, 3)
            .map((s) => fill(base, s))
        : rng.shuffle(expand(base)).slice(0, 3);
      for (const raw of texts) {
        const text = finish(raw);
        const head = kind === 'who' || kind === 'that' ? focus(text) : '';
        out.push({
          text,
          answer: plan.answer,
          wrong: plan.wrong.map(([w, e]) =>
            e === 'what-as-relative' || e === 'which-for-person' ? d(w, e, { head }) : d(w, e),
          ),
          ruleId: plan.ruleId,
          trigger: [
            kind === 'what' ? ` is ` : kind === 'it' ? (text.match(/ (that|who) /)?.[1] ?? 'that') : head,
          ],
          skeleton: `cleft:${kind}:${i}`,
        });
      }
    });
  }
  return out;
}

export const cleftSentences: TopicDef = makeTopic(copy, { target: 700, build: items });
