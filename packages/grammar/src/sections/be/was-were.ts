import { z } from 'zod';
import { cap, type Item, makeTopic, type Wrong } from '../../engine.ts';
import {
  type Complement,
  FEELING,
  fits,
  PAST_FOR,
  PAST_JOB,
  PAST_TEMP,
  PAST_THINGS,
  PERSON_COMPLEMENTS,
} from '../../lexicon/be.ts';
import { table } from '../../lexicon/data.ts';
import { VERB_SUBJECTS as ALL_SUBJECTS, askedAbout } from '../../lexicon/people.ts';
import { bePast, bePresent, personLabel, type Subject, subjectStart } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './was-were.data.json' with { type: 'json' };
import copy from './was-were.json' with { type: 'json' };

/** States that hold at a clock time (asleep, on the phone) vs feelings vs places: each takes its own markers. */
const AT_A_POINT =
  /asleep|in bed|on the phone|on the bus|swimming pool|kitchen|garden|bus stop|in a hurry|ready/;
export function markersFor(c: Complement): string[] {
  const own = PAST_FOR[c.text];
  if (own) return own;
  if (c.past === 'job') return PAST_JOB;
  if (c.past !== 'temp') return [];
  if (/dentist/.test(c.text)) return ['yesterday', 'last Monday', 'two days ago'];
  if (AT_A_POINT.test(c.text)) return ["at six o'clock yesterday", "at ten o'clock last night", 'last night'];
  // Feelings and punctuality: yesterday, last night ("thirsty two days ago" is an odd thing to report).
  if (!/^(at|in|on) /.test(c.text) || c.text === 'on time') return ['yesterday', 'last night'];
  return PAST_TEMP;
}

export const RULES = table(
  'RULES',
  data.RULES,
  z.strictObject({ id: z.string(), statement: z.strictObject({ en: z.string(), uk: z.string() }) }),
);

export function wasWereItems(rng: Rng, negative: boolean): Item[] {
  const items: Item[] = [];
  const pick = (list: string[]) => rng.shuffle(list).slice(0, negative ? 3 : 2);
  const make = (s: Subject, c: Complement, marker: string, form: 'stmt' | 'q'): Item => {
    const past = bePast(s);
    const other = past === 'was' ? 'were' : 'was';
    const present = bePresent(s);
    const neg = (f: string) => (negative ? `${f}n't` : f);
    const up = (f: string) => (form === 'q' ? cap(f) : f);
    const wrong: Wrong[] = [
      {
        choice: up(neg(other)),
        errorType: 'was-were-agreement',
        params: { subject: s.text, person: personLabel(s), needed: neg(past) },
      },
    ];
    if (!negative || present !== 'am')
      wrong.push({
        choice: up(neg(present)),
        errorType: 'tense-marker-mismatch',
        params: { marker, tense: 'past' },
      });
    const text =
      form === 'q' ? `___ ${s.text} ${c.text} ${marker}?` : `${subjectStart(s)} ___ ${c.text} ${marker}.`;
    return {
      text,
      answer: up(neg(past)),
      wrong,
      ruleId: past,
      trigger: [s.text, marker],
      skeleton: `${negative ? 'neg' : 'pos'}-${form}:${c.id}`,
    };
  };
  for (const c of PERSON_COMPLEMENTS) {
    const markers = markersFor(c);
    if (markers.length === 0) continue;
    for (const s of ALL_SUBJECTS) {
      if (!fits(c, s)) continue;
      // No statement tells "you" how or where you were ("You were hungry last Monday"); you are asked.
      // A negative feeling out of the blue ("Tom wasn't bored last Monday") is odd too.
      // A job someone did not have ("We weren't students before the pandemic") is no news either.
      if (s.person !== '2' && !(negative && (FEELING.test(c.text) || c.past === 'job')))
        for (const m of pick(markers)) items.push(make(s, c, m, 'stmt'));
      const q = askedAbout(s);
      if (q) items.push(make(q, c, rng.pick(markers), 'q'));
    }
  }
  for (const t of PAST_THINGS) {
    if (negative && !t.neg) continue;
    const past = t.person === '3sg' ? 'was' : 'were';
    const other = past === 'was' ? 'were' : 'was';
    const neg = (f: string) => (negative ? `${f}n't` : f);
    items.push({
      text: t.text,
      answer: neg(past),
      wrong: [
        {
          choice: neg(other),
          errorType: 'was-were-agreement',
          params: {
            subject: t.subject,
            person: t.person === '3sg' ? 'he/she/it' : 'you/we/they',
            needed: neg(past),
          },
        },
        {
          choice: neg(t.person === '3sg' ? 'is' : 'are'),
          errorType: 'tense-marker-mismatch',
          params: { marker: t.trigger, tense: 'past' },
        },
      ],
      ruleId: past,
      trigger: [t.subject, t.trigger],
      skeleton: `thing:${t.id}`,
      ...(t.note ? { features: { noun: t.note } } : {}),
    });
  }
  return items;
}

export const wasWere: TopicDef = makeTopic(copy, { target: 3100, build: (rng) => wasWereItems(rng, false) });
