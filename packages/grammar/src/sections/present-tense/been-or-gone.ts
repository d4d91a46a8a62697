import { z } from 'zod';
import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { askedAbout } from '../../lexicon/people.ts';
import { haveFor, type Subject, subjectStart } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './been-or-gone.data.json' with { type: 'json' };
import copy from './been-or-gone.json' with { type: 'json' };

/** Errands: "has gone to the bank" means the person is there now. */
const ERRANDS = table('ERRANDS', data.ERRANDS, z.string());
/** Places people visit and come back from: "has been to Japan" is an experience. */
const TRIPS = table('TRIPS', data.TRIPS, z.string());
const BACK = ['She will be back soon.', 'She will be back in an hour.', 'She should be back at six.'];

const PRONOUN: Record<string, string> = { his: 'He', her: 'She', their: 'They', your: 'You' };

function wrongs(answer: 'been' | 'gone', why: string): Wrong[] {
  return [
    { choice: answer === 'been' ? 'gone' : 'been', errorType: why, params: {} },
    { choice: 'went', errorType: 'past-for-participle', params: { verb: 'go', needed: answer } },
  ];
}

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  const third = (s: Subject) => s.person === '3sg' || s.person === '3pl';
  for (const place of ERRANDS) {
    for (const s of someSubjects(rng, 10, place === 'work', third)) {
      const pron = PRONOUN[s.poss] ?? 'They';
      const back = rng.pick(BACK).replace('She', pron);
      items.push({
        text: `${subjectStart(s)} isn't here. ${pron} ${haveFor(s)} ___ to ${place}. ${back}`.replace(
          "isn't here",
          s.person === '3pl' ? "aren't here" : "isn't here",
        ),
        answer: 'gone',
        wrong: wrongs('gone', 'been-for-gone'),
        ruleId: 'gone-there-now',
        trigger: [s.person === '3pl' ? "aren't here" : "isn't here"],
        skeleton: `gone:${place}`,
      });
    }
  }
  for (const place of TRIPS) {
    for (const s of someSubjects(rng, 12, false)) {
      const n = rng.pick(['twice', 'three times', 'many times']);
      items.push({
        text: `${subjectStart(s)} ${haveFor(s)} ___ to ${place} ${n}.`,
        answer: 'been',
        wrong: wrongs('been', 'gone-for-been'),
        ruleId: 'been-visited',
        trigger: [n],
        skeleton: `been-n:${place}`,
      });
      const q = askedAbout(s);
      if (q)
        items.push({
          text: `${cap(haveFor(q))} ${q.text} ever ___ to ${place}?`,
          answer: 'been',
          wrong: wrongs('been', 'gone-for-been'),
          ruleId: 'been-visited',
          trigger: ['ever'],
          skeleton: `been-ever:${place}`,
        });
    }
  }
  return items;
}

export const beenOrGone: TopicDef = makeTopic(copy, { target: 400, build: build });
