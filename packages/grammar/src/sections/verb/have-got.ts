import { z } from 'zod';
import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { askedAbout } from '../../lexicon/people.ts';
import {
  bePresent,
  haveFor,
  personLabel,
  possess,
  type Subject,
  subjectStart,
} from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './have-got.data.json' with { type: 'json' };
import copy from './have-got.json' with { type: 'json' };

/** Things people have got; "sg" marks one-per-person things (two brothers fit anyone). */
const THINGS: [string, boolean][] = table('THINGS', data.THINGS, z.tuple([z.string(), z.boolean()]));

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const [thing, sg] of THINGS) {
    const filter = (s: Subject) => !sg || s.person === '1sg' || s.person === '3sg' || s.person === '2';
    for (const s of someSubjects(rng, 20, /flat|meeting|appointment/.test(thing), filter)) {
      const have = haveFor(s);
      const other = have === 'has' ? 'have' : 'has';
      const params = { subject: s.text, person: personLabel(s), needed: have };
      const obj = possess(thing, s.poss);
      for (const kind of [0, 1, 2]) {
        if (kind === 0)
          items.push({
            text: `${subjectStart(s)} ___ got ${obj}.`,
            answer: have,
            wrong: [
              { choice: other, errorType: 'have-agreement', params },
              { choice: bePresent(s), errorType: 'be-for-have', params: {} },
            ],
            ruleId: 'have-got-form',
            trigger: [s.text, 'got'],
            skeleton: `stmt:${thing}`,
          });
        else if (kind === 1)
          items.push({
            text: `${subjectStart(s)} ___ got ${obj}.`,
            answer: `${have}n't`,
            wrong: [
              {
                choice: `${other}n't`,
                errorType: 'have-agreement',
                params: { ...params, needed: `${have}n't` },
              },
              { choice: have === 'has' ? "doesn't" : "don't", errorType: 'do-with-got', params: {} },
            ],
            ruleId: 'have-got-neg',
            trigger: [s.text, 'got'],
            skeleton: `neg:${thing}`,
          });
        else {
          const q = askedAbout(s);
          if (!q) break;
          const qh = haveFor(q);
          items.push({
            text: `___ ${q.text} got ${possess(thing, q.poss)}?`,
            answer: cap(qh),
            wrong: [
              {
                choice: cap(qh === 'has' ? 'have' : 'has'),
                errorType: 'have-agreement',
                params: { subject: q.text, person: personLabel(q), needed: qh },
              },
              { choice: qh === 'has' ? 'Does' : 'Do', errorType: 'do-with-got', params: {} },
            ],
            ruleId: 'have-got-q',
            trigger: [q.text, 'got'],
            skeleton: `q:${thing}`,
          });
        }
      }
    }
  }
  return items;
}

export const haveGot: TopicDef = makeTopic(copy, { target: 950, build: build });
