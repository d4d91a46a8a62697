import { authoredItems, type Line, LineSchema } from '../../core/authored-lines.ts';
import { d, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { PLURAL_SUBJECTS } from '../../lexicon/people.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP } from '../verb/authored.ts';
import data from './each-other-reflexive.data.json' with { type: 'json' };
import copy from './each-other-reflexive.json' with { type: 'json' };

/**
 * Each other (they do it to one another) vs themselves / ourselves / yourselves (each does it to himself or
 * herself, or does it with no help). Each other and one another mean the same, so they are never offered
 * against each other; the wrong choice is always the other meaning, ruled out by the words in [[…]]: a
 * reciprocal action that nobody does to himself (phone, hug, have known … since school), or a reflexive
 * or "without help" one that nobody does to another (enjoy, lock out, build it ___ without help). Lines
 * where both readings work (look at … in the mirror, blame, trust, be proud of, look after, buy presents)
 * are left out on purpose.
 */

/** People who do things to one another: they live apart or are friends (not one household). */
const APART: Subject[] = [
  { text: 'we', person: '1pl', poss: 'our', adult: true },
  ...PLURAL_SUBJECTS.filter((s) => /^(my friends|Tom and Anna|my cousins)$/.test(s.text)),
];

/** They do it to one another → each other. */
const EACH_OTHER: readonly Line[] = table('EACH_OTHER', data.EACH_OTHER, LineSchema);

/** Each does it to himself or herself, or does it without help → themselves / ourselves / yourselves. */
const REFLEXIVE: readonly Line[] = table('REFLEXIVE', data.REFLEXIVE, LineSchema);

/** With no subject: said to guests, about machines. */
const FIXED: readonly Line[] = table('FIXED', data.FIXED, LineSchema);

/**
 * Issue 16: more lines, each its own situation. Appended after the older lists (their indices and draws stay);
 * the same care: a reciprocal action nobody does to himself, or a job done with no help.
 */
const MORE_EACH_OTHER: readonly Line[] = table('MORE_EACH_OTHER', data.MORE_EACH_OTHER, LineSchema);

const MORE_REFLEXIVE: readonly Line[] = table('MORE_REFLEXIVE', data.MORE_REFLEXIVE, LineSchema);

/**
 * Issue 16, "the full catalogue": more lines, each its own situation, appended after the older lists. An
 * each-other line is a reciprocal act with a cue nobody does to himself (with a hug, across the room, after
 * the argument); a reflexive line is a job done with no help (the emphatic reflexive after the object, where
 * each other cannot stand) or a fixed reflexive phrase (beside themselves with joy, pull themselves together).
 * Left out: acts both ways read well (take photos of, look at, whisper to, support, keep warm, treat to,
 * talk into, help to food, introduce, sign up, cheer on).
 */
const GROWN_EACH_OTHER: readonly Line[] = table('GROWN_EACH_OTHER', data.GROWN_EACH_OTHER, LineSchema);

const GROWN_REFLEXIVE: readonly Line[] = table('GROWN_REFLEXIVE', data.GROWN_REFLEXIVE, LineSchema);

/** The reflexive that agrees with a subject (we → ourselves, they → themselves). */
const reflexiveOf = (s: Subject | null): string => (s ? fill('{refl}', s) : 'themselves');

/** Reasons that say the people did it with no help (the emphatic reflexive after the object). */
const NO_HELP =
  /by hand|without|instead of|with no help|by following|to save money|to save on|in the garden|with the money|because|own garden|own strawberries|sewing machine|spades|out of old wood|garage|three summers|in the lake|for the winter|bought the house|in one day|in one weekend|from the internet|hired machine/;

function items(rng: Rng): Item[] {
  const apart = new Set(
    [...EACH_OTHER, ...MORE_EACH_OTHER, ...GROWN_EACH_OTHER].map(([, l]) => l.replace(/\[\[|\]\]/g, '')),
  );
  return authoredItems(
    rng,
    'each-other',
    [
      ...EACH_OTHER,
      ...REFLEXIVE,
      ...FIXED,
      ...MORE_EACH_OTHER,
      ...MORE_REFLEXIVE,
      ...GROWN_EACH_OTHER,
      ...GROWN_REFLEXIVE,
    ],
    (text) => (apart.has(text) ? APART : GROUP),
    5,
    (key, text, _cue, s) => {
      const subject = s?.text ?? (/^(Come|There|Behave|Children)/.test(text) ? 'you' : 'the doors');
      if (key === 'each other')
        return { wrong: [d(reflexiveOf(s), 'reflexive-for-each-other', { subject })], ruleId: 'each-other' };
      return {
        wrong: [d('each other', 'each-other-for-reflexive', { subject })],
        ruleId: NO_HELP.test(text) ? 'reflexive-no-help' : 'reflexive-self',
      };
    },
  );
}

export const eachOtherReflexiveTopic: TopicDef = makeTopic(copy, { target: 760, build: items });
