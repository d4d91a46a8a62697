import { cap as capFirst, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ME, PEOPLE, type Antecedent as Person, US } from '../../lexicon/pronouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './reflexive-pronouns.json' with { type: 'json' };

/**
 * Reflexive frames: the action goes back to the subject A. Object pronouns are never offered: "Tom hurt
 * him" is correct when "him" is somebody else. Wrong choices are the wrong person or a non-standard form.
 */
const FRAMES = [
  'A hurt ___ while playing football.',
  'A taught ___ to play the guitar.',
  'A enjoyed ___ at the party.',
  'A made the cake ___.',
  'A introduced ___ to the new neighbours.',
  'A blamed ___ for the mistake.',
  'A bought ___ a new phone.',
  'A cut ___ while cooking dinner.',
  'A looked at ___ in the mirror.',
  'A painted the whole house ___.',
  'A fixed the car ___.',
  'A should be proud of ___.',
  'A didn’t hurt ___, luckily.',
  'A booked the tickets ___.',
  'A burnt ___ on the hot pan.',
  'A took a photo of ___ in front of the castle.',
  'A had to remind ___ to stay calm.',
  'A built the garden shed ___.',
  'A decorated the room ___.',
  'A poured ___ a cup of coffee.',
  'A wrote ___ a note so as not to forget.',
  'A fell and hurt ___ on the ice.',
  'A made ___ a sandwich.',
  'A was talking to ___ in the car.',
  'A found ___ alone in a strange city.',
];
/**
 * Issue 16: more frames, each its own skeleton, so a session meets different sentences rather than one frame
 * with the person swapped. [frame, a group can say it too, "without help" (by-myself)]. Each frame takes
 * eight people at random from those who fit; a frame a group would not say (one towel, one piece of cake)
 * takes only one person.
 */
export const MORE_FRAMES: [string, boolean, boolean][] = [
  ['A dried ___ with a towel after the swim.', false, false],
  ['A locked ___ out of the house.', true, false],
  ['A repaired the roof ___.', true, true],
  ['A planned the whole trip ___.', true, true],
  ['A baked the bread ___.', true, true],
  ['A looked after ___ when the others were away.', true, false],
  ['A laughed at ___ in the old video.', true, false],
  ['A treated ___ to a new coat.', false, false],
  ['A told ___ not to panic.', true, false],
  ['A signed ___ up for a yoga class.', true, false],
  ['A weighed ___ on the new scales.', false, false],
  ['A served ___ some more soup.', true, false],
  ['A helped ___ to another piece of cake.', false, false],
  ['A defended ___ in court.', true, false],
  ['A repeated ___ because nobody was listening.', false, false],
  ['A prepared ___ for the worst.', true, false],
  ['A got ___ a cup of tea.', false, false],
  ['A sent ___ an email as a reminder.', false, false],
  ['A washed the car ___ to save money.', true, true],
  ['A put up the shelves ___.', true, true],
  ['A installed the new app ___.', false, true],
  ['A translated the whole letter ___.', false, true],
  ['A arranged the whole wedding ___.', true, true],
  ['A moved the piano ___.', true, true],
  ['A cut ___ a slice of bread.', false, false],
  ['A bought ___ an ice cream after the exam.', false, false],
  ['A couldn’t stop ___ from laughing.', true, false],
  ['A kept ___ busy with work after the move.', true, false],
  ['A forced ___ to get up early.', true, false],
  ['A asked ___ why it had happened.', true, false],
  ['A wrapped the presents ___.', true, true],
  ['A hid ___ behind the curtain.', false, false],
  ['A calmed ___ down with a cup of tea.', false, false],
  ['A grew all the vegetables ___.', true, true],
];

const NONSTANDARD: Record<string, string> = {
  himself: 'hisself',
  themselves: 'theirselves',
  ourselves: 'ourself',
  myself: 'meself',
};
const OTHER: Record<string, string> = {
  himself: 'herself',
  herself: 'himself',
  themselves: 'himself',
  ourselves: 'themselves',
  myself: 'yourself',
};

/**
 * Frames as a group says them: one person's object becomes one each ("our neighbours bought themselves a new
 * phone" was crossed out: whose phone?), and one person's mishap or moment is not told of a group (null).
 */
const FOR_GROUP: Record<string, string | null> = {
  'A bought ___ a new phone.': 'A bought ___ new phones.',
  'A made ___ a sandwich.': 'A made ___ some sandwiches.',
  'A poured ___ a cup of coffee.': 'A poured ___ some coffee.',
  'A cut ___ while cooking dinner.': null,
  'A burnt ___ on the hot pan.': null,
  'A fell and hurt ___ on the ice.': null,
  'A hurt ___ while playing football.': null,
  'A looked at ___ in the mirror.': null,
  'A was talking to ___ in the car.': null,
  'A wrote ___ a note so as not to forget.': null,
  'A found ___ alone in a strange city.': null,
};

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
