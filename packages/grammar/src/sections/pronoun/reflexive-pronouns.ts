import { z } from 'zod';
import { cap as capFirst, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { ME, PEOPLE, type Antecedent as Person, US } from '../../lexicon/pronouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './reflexive-pronouns.data.json' with { type: 'json' };
import copy from './reflexive-pronouns.json' with { type: 'json' };

/**
 * Reflexive frames: the action goes back to the subject A. Object pronouns are never offered: "Tom hurt
 * him" is correct when "him" is somebody else. Wrong choices are the wrong person or a non-standard form.
 */
const FRAMES = table('FRAMES', data.FRAMES, z.string());
/**
 * Issue 16: more frames, each its own skeleton, so a session meets different sentences rather than one frame
 * with the person swapped. [frame, a group can say it too, "without help" (by-myself)]. Each frame takes
 * eight people at random from those who fit; a frame a group would not say (one towel, one piece of cake)
 * takes only one person.
 */
export const MORE_FRAMES: [string, boolean, boolean][] = table(
  'MORE_FRAMES',
  data.MORE_FRAMES,
  z.tuple([z.string(), z.boolean(), z.boolean()]),
);

const NONSTANDARD: Record<string, string> = record('NONSTANDARD', data.NONSTANDARD, z.string());
const OTHER: Record<string, string> = record('OTHER', data.OTHER, z.string());

/**
 * Frames as a group says them: one person's object becomes one each ("our neighbours bought themselves a new
 * phone" was crossed out: whose phone?), and one person's mishap or moment is not told of a group (null).
 */
const FOR_GROUP: Record<string, string | null> = record(
  'FOR_GROUP',
  data.FOR_GROUP,
  z.union([z.string(), z.null()]),
);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const everyone: Person[] = [...PEOPLE, ME, US];
  FRAMES.forEach((f, fi) => {
    for (const person of everyone) {
      const np = person.np === 'I' ? 'I' : person.np;
      const frame = person.plural && f in FOR_GROUP ? FOR_GROUP[f] : f;
      if (!frame) continue;
      const text = frame.replace(/^A\b/, capFirst(np)).replace(/\bA\b/, np);
      out.push({
        text,
        answer: person.refl,
        wrong: wrongFor(person, np).slice(0, 3),
        ruleId:
          f.includes('cake ___') ||
          f.includes('house ___') ||
          f.includes('car ___') ||
          f.includes('tickets ___') ||
          f.includes('shed ___') ||
          f.includes('room ___')
            ? 'by-myself'
            : 'same-person',
        trigger: [np],
        skeleton: `reflexive:${fi}`,
      });
    }
  });
  MORE_FRAMES.forEach(([f, group, byMyself], fi) => {
    const fits = everyone.filter((person) => group || !person.plural);
    for (const person of rng.shuffle(fits).slice(0, 8)) {
      const np = person.np;
      const text = f.replace(/^A\b/, capFirst(np));
      out.push({
        text,
        answer: person.refl,
        wrong: wrongFor(person, np),
        ruleId: byMyself ? 'by-myself' : 'same-person',
        trigger: [np],
        skeleton: `reflexive:n${fi}`,
      });
    }
  });
  return out;
}

/** The wrong person, the non-standard form, and for I/we the object pronoun (I hurt me). */
function wrongFor(person: Person, np: string): Wrong[] {
  const wrong: Wrong[] = [];
  const other = OTHER[person.refl];
  if (other)
    wrong.push({
      choice: other,
      errorType: 'reflexive-wrong-person',
      params: { subject: np, reflexive: person.refl },
    });
  const ns = NONSTANDARD[person.refl];
  if (ns) wrong.push({ choice: ns, errorType: 'reflexive-nonstandard', params: { reflexive: person.refl } });
  if (person === ME || person === US)
    wrong.push({
      choice: person.obj,
      errorType: 'object-for-reflexive',
      params: { subject: np, reflexive: person.refl },
    });
  return wrong.slice(0, 3);
}

export const reflexiveTopic: TopicDef = makeTopic(copy, { target: 660, build: items });
