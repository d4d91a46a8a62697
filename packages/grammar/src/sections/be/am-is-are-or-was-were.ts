import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { fits, NOW_MARKERS, PERSON_COMPLEMENTS } from '../../lexicon/be.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS } from '../../lexicon/people.ts';
import { bePast, bePresent, personLabel, subjectStart } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './am-is-are-or-was-were.json' with { type: 'json' };
import { markersFor } from './was-were.ts';

/** Present or past "be", decided by the time marker: at the moment → is; yesterday → was. */
function presentOrPast(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const c of PERSON_COMPLEMENTS) {
    if (c.past !== 'temp' || markersFor(c).length === 0) continue;
    for (const s of rng.shuffle(ALL_SUBJECTS).slice(0, 24)) {
      if (!fits(c, s)) continue;
      // "She is late right now" reads oddly: lateness is told about afterwards.
      for (const now of /late|on time/.test(c.text) ? [false] : [true, false]) {
        const marker = now ? rng.pick(NOW_MARKERS) : rng.pick(markersFor(c));
        const pres = bePresent(s);
        const past = bePast(s);
        const answer = now ? pres : past;
        const wrong: Wrong[] = [
          {
            choice: now ? past : pres,
            errorType: 'tense-marker-mismatch',
            params: { marker, tense: now ? 'present' : 'past' },
          },
        ];
        const agree = now ? (pres === 'is' ? 'are' : 'is') : past === 'was' ? 'were' : 'was';
        wrong.push({
          choice: agree,
          errorType: now ? 'be-agreement' : 'was-were-agreement',
          params: { subject: s.text, person: personLabel(s), needed: answer },
        });
        items.push({
          text: `${subjectStart(s)} ___ ${c.text} ${marker}.`,
          answer,
          wrong,
          ruleId: now ? 'be-now' : 'be-then',
          trigger: [marker],
          skeleton: `${now ? 'now' : 'past'}:${c.id}`,
        });
      }
    }
  }
  return items;
}

export const beNowOrThen: TopicDef = makeTopic(copy, { target: 1800, build: presentOrPast });
