import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './mixed-prepositions.data.json' with { type: 'json' };
import copy from './mixed-prepositions.json' with { type: 'json' };

/**
 * Words that always take one preposition (interested in, afraid of, wait for). Each line lists its own
 * wrong choices: only prepositions that cannot give another correct reading ("waiting on the bus",
 * "worried for her", "agree on a plan" are real English, so on/for are left out there).
 * [head word, answer, wrong choices, kind, sentences]
 *
 * Notes on rows (the rows are in mixed-prepositions.data.json):
 * - in row ["good","at",…]: not "in" among the wrong choices: "good in maths" is heard (American English,
 *   "good in school"), so some teachers accept it.
 * - before row ["dependent","on",["of","from","at"],"adjective",["Many young people a: Issue 16: new heads appended so the earlier skeleton ids stay.
 * - before row ["interested","in",["on","at","about"],"adjective",["My dad has always: Issue 16 (s1): more sentences, each its own skeleton. Every wrong choice was read as a strict teacher would: a choice that makes another correct sentence (good with, excited for, late to, fed up of, knock at, translate to, by foot, pay with cash, a solution for, an advantage to…) is left out of that line.
 * - before row ["interested","in",["on","at","about"],"adjective",["Is your son inter: Issue 16 (h7): one more sentence each for the heads above, every one its own skeleton; wrong choices as the earlier lines read them (no late to, good with, excited for, fed up of, translate to, by foot).
 */
const LINES: [string, string, string[], 'adjective' | 'verb' | 'noun' | 'phrase', string[]][] = table(
  'LINES',
  data.LINES,
  z.tuple([
    z.string(),
    z.string(),
    z.array(z.string()),
    z.enum(['adjective', 'verb', 'noun', 'phrase']),
    z.array(z.string()),
  ]),
);

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([head, answer, wrongs, kind, sentences], li) => {
    sentences.forEach((frame, si) => {
      for (const text of expand(frame)) {
        out.push({
          text,
          answer,
          wrong: wrongs.map((w) => ({
            choice: w,
            errorType: 'wrong-dependent-preposition',
            params: { head, kind },
          })),
          ruleId: kind,
          trigger: [head.split(' ')[0] ?? head],
          skeleton: `mixed-prep:${li}:${si}`,
        });
      }
    });
  });
  return out;
}

export const mixedPrepositionsTopic: TopicDef = makeTopic(copy, { target: 800, build: items });
