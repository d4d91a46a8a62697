import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './relative-pronouns.data.json' with { type: 'json' };
import copy from './relative-pronouns.json' with { type: 'json' };

/**
 * Relative clauses with who (people), which (things), where (places, no preposition at the end) and whose
 * (possession). "that" is never offered: it is often also correct. [antecedent head, clause after the gap].
 */
type R = 'who' | 'which' | 'where' | 'whose';

const RSchema = z.enum(['who', 'which', 'where', 'whose']);

const PeopleSchema = z.tuple([z.string(), z.array(z.string())]);

const PEOPLE: [string, string[]][] = table('PEOPLE', data.PEOPLE, PeopleSchema);
const THINGS: [string, string[]][] = table('THINGS', data.THINGS, PeopleSchema);
const PLACES: [string, string[]][] = table('PLACES', data.PLACES, PeopleSchema);
const WHOSE: [string, string][] = table('WHOSE', data.WHOSE, z.tuple([z.string(), z.string()]));

/**
 * Issue 16: more authored bases, each its own skeleton, "{a|b}" giving a few safe variants of one base.
 * who: a person and a clause with a subject or object gap; which: a thing (never an animal: "who" is fine
 * for pets) with a subject or object gap, so "where" cannot fit (places as things: "the museum which we
 * visited"); where: a place and a full clause with no gap and no preposition at the end; whose: a noun
 * owned by the head right after the gap.
 *
 * Notes on rows (the rows are in relative-pronouns.data.json):
 * - before row ["who","The {electrician|engineer} ___ came this morning fixed the lig: issue 16, the full catalogue: more bases (appended so the ids above stay put)
 */
export const MORE: [R, string][] = table('MORE', data.MORE, z.tuple([RSchema, z.string()]));

const ERR: Record<R, Record<string, string>> = record(
  'ERR',
  data.ERR,
  z.record(z.string(), z.string()),
  RSchema,
);

/** Whose-heads that are things, not people (the hotel whose rooms …). */
const THING_OWNER = /\b(company|town|house|hotel|village)$/;

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (answer: R, head: string, clause: string, skeleton: string) => {
    const text = `${head} ___ ${clause}`;
    const pool = (['who', 'which', 'where', 'whose'] as R[]).filter((w) => w !== answer);
    const wrong = rng
      .shuffle(pool)
      .slice(0, 2)
      .map((w) => ({
        choice: w,
        // "The hotel ___ rooms …": which is not wrong for being about a person, but for not showing possession.
        errorType:
          answer === 'whose' && THING_OWNER.test(head) && w !== 'where'
            ? w === 'which'
              ? 'which-for-whose'
              : 'who-for-thing'
            : (ERR[answer][w] ?? 'relative-mismatch'),
        params: { head },
      }));
    out.push({ text, answer, wrong, ruleId: answer, trigger: [head.split(' ').pop() ?? head], skeleton });
  };
  PEOPLE.forEach(([h, cs], i) => {
    cs.forEach((c, j) => {
      push('who', h, c, `relative:who:${i}:${j}`);
    });
  });
  THINGS.forEach(([h, cs], i) => {
    cs.forEach((c, j) => {
      push('which', h, c, `relative:which:${i}:${j}`);
    });
  });
  PLACES.forEach(([h, cs], i) => {
    cs.forEach((c, j) => {
      push('where', h, c, `relative:where:${i}:${j}`);
    });
  });
  WHOSE.forEach(([h, c], i) => {
    push('whose', h, c, `relative:whose:${i}`);
  });
  MORE.forEach(([answer, template], i) => {
    for (const text of expand(template)) {
      const [head, clause] = text.split(' ___ ');
      push(answer, head ?? '', clause ?? '', `relative:more:${answer}:${i}`);
    }
  });
  return out;
}

export const relativeTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
