import { z } from 'zod';
import { cap as capFirst, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { ME, type Antecedent as Person, US, YOU } from '../../lexicon/pronouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './possessive-adjectives-pronouns.data.json' with { type: 'json' };
import copy from './possessive-adjectives-pronouns.json' with { type: 'json' };

/** Persons given in brackets: the learner picks my/mine etc. by the position of the gap. */
const HE: Person = {
  np: 'he',
  sub: 'he',
  obj: 'him',
  adj: 'his',
  pron: 'his',
  refl: 'himself',
  plural: false,
};
const SHE: Person = {
  np: 'she',
  sub: 'she',
  obj: 'her',
  adj: 'her',
  pron: 'hers',
  refl: 'herself',
  plural: false,
};
const THEY: Person = {
  np: 'they',
  sub: 'they',
  obj: 'them',
  adj: 'their',
  pron: 'theirs',
  refl: 'themselves',
  plural: true,
};
const PERSONS: Person[] = [ME, YOU, HE, SHE, US, THEY];
/** Wrong apostrophe forms learners write for possessive pronouns. */
const APOSTROPHE: Record<string, string> = record('APOSTROPHE', data.APOSTROPHE, z.string());

const NOUNS = table('NOUNS', data.NOUNS, z.string());
/** Things small enough to put on a table or forget: the nouns less a seat, a bike, a car and a room. */
const SMALL = NOUNS.filter((n) => !['seat', 'bike', 'car', 'room'].includes(n));
/** Things people tell apart by their colour. */
const COLOURED = table('COLOURED', data.COLOURED, z.string());
/** Which nouns suit a frame (you do not "put" a room or find a seat "on the table"). */
/** Things a couple or family can share: "our jacket" would be odd. */
const SHARED = new Set(['car', 'room', 'umbrella', 'camera', 'key', 'laptop', 'bike']);

function nounsFor(frame: string): string[] {
  if (/wrong with/.test(frame)) return ['phone', 'laptop', 'bike', 'car', 'camera'];
  if (/put|on the table|under the sofa|forget|by the door/.test(frame)) return SMALL;
  // A colour tells apart things that come in colours, not a ticket, a key or a passport ("the black ticket"
  // was crossed out).
  if (/red|black/.test(frame)) return COLOURED;
  if (/find|borrow|seen/.test(frame)) return [...SMALL, 'bike', 'car'];
  if (/taken/.test(frame)) return [...SMALL, 'bike', 'car', 'seat'];
  return NOUNS;
}
const ADJ_FRAMES = table('ADJ_FRAMES', data.ADJ_FRAMES, z.string());
const PRON_FRAMES = table('PRON_FRAMES', data.PRON_FRAMES, z.string());

function itsItems(): Item[] {
  const LINES: [string, string][] = [
    ['The dog is wagging ___ tail.', 'its'],
    ['The company has moved ___ head office to Kyiv.', 'its'],
    ['This plant needs water: ___ leaves are turning yellow.', 'its'],
    ['The city is famous for ___ old bridges.', 'its'],
    ['___ raining again.', 'It’s'],
    ['I like this café: ___ quiet and cheap.', 'it’s'],
    ['Look at that bird! ___ building a nest.', 'It’s'],
    ['The hotel has ___ own beach.', 'its'],
  ];
  return LINES.map(([text, answer], i) => {
    const first = /(^|[.!?] )___/.test(text);
    const other = answer.toLowerCase() === 'its' ? 'it’s' : 'its';
    return {
      text,
      answer,
      wrong: [
        {
          choice: first ? capFirst(other) : other,
          errorType: answer.toLowerCase() === 'its' ? 'its-vs-it-is' : 'its-for-it-is',
          params: {},
        },
      ],
      ruleId: 'its',
      trigger: [text.split(/\s+/).find((w, j, a) => a[j - 1] === '___' || w === '___') ?? 'its'],
      skeleton: `possessive:its:${i}`,
    };
  });
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  ADJ_FRAMES.forEach((f, fi) => {
    for (const person of PERSONS) {
      for (const noun of nounsFor(f).filter((x) => !person.plural || SHARED.has(x))) {
        const first = f.startsWith('___');
        const c = (w: string) => (first ? capFirst(w) : w);
        const text = f.replace('P', person.sub === 'I' ? 'I' : person.sub).replace('N', noun);
        if (/^Is this ___ \(I\)|^Where did you put ___ \((you|I|we)\)|Can I borrow ___ \((I|we)\)/.test(text))
          continue;
        const cands: Wrong[] = [
          {
            choice: c(person.pron),
            errorType: 'pronoun-before-noun',
            params: { adjective: person.adj, pronoun: person.pron },
          },
          { choice: c(person.obj), errorType: 'object-for-possessive', params: { adjective: person.adj } },
        ];
        const wrong = cands.filter((w) => w.choice.toLowerCase() !== person.adj);
        out.push({
          text,
          answer: c(person.adj),
          wrong,
          ruleId: 'adjective',
          trigger: [noun],
          skeleton: `possessive:adj:${fi}`,
        });
      }
    }
  });
  PRON_FRAMES.forEach((f, fi) => {
    for (const person of PERSONS) {
      if ((f.includes('not mine') || f.includes('isn’t mine')) && (person.sub === 'I' || person.sub === 'we'))
        continue;
      if ((f.includes('Is the black') || f.includes('I’m sure')) && person.sub === 'I') continue;
      if (f.includes('Is this N') && person.sub === 'I') continue;
      for (const noun of nounsFor(f).filter((x) => !person.plural || SHARED.has(x))) {
        const text = f.replace('P', person.sub).replace('N', noun);
        const wrong: Wrong[] = [
          {
            choice: person.adj,
            errorType: 'adjective-without-noun',
            params: { adjective: person.adj, pronoun: person.pron },
          },
        ];
        const apo = APOSTROPHE[person.pron];
        if (apo)
          wrong.push({ choice: apo, errorType: 'apostrophe-in-pronoun', params: { pronoun: person.pron } });
        else
          wrong.push({
            choice: person.obj,
            errorType: 'object-for-possessive',
            params: { adjective: person.pron },
          });
        out.push({
          text,
          answer: person.pron,
          wrong: wrong.filter((w) => w.choice !== person.pron),
          ruleId: 'pronoun',
          trigger: [f.includes('Whose') ? 'Is it' : 'is'],
          skeleton: `possessive:pron:${fi}`,
        });
      }
    }
  });
  out.push(...itsItems());
  return out;
}

export const possessivesTopic: TopicDef = makeTopic(copy, { target: 1500, build: items });
