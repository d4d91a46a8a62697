import { z } from 'zod';
import { cap, d, item, makeTopic } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import { ALL_SUBJECTS, asked } from '../../lexicon/people.ts';
import { bePast, isPlural as isPluralSubject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './was-were-questions.data.json' with { type: 'json' };
import copy from './was-were-questions.json' with { type: 'json' };

export const beQuestionsPast: TopicDef = makeTopic(copy, {
  target: 800,
  *generate(rng) {
    // A question about one past moment needs a reason to ask: what the speaker noticed ("Tom didn't answer
    // my messages last night. Was he busy?"). Bare "Was your mother in the kitchen yesterday?", "Was your
    // neighbour hungry last night?" read as drills (rounds 1129–1132): free combinations keep only a place
    // people go to with its own time ("Were your parents at the cinema last night?").
    const people = ASKED_PEOPLE.filter((x) => x.text !== 'you');
    const contexts = rng.shuffle(
      WAS_WERE_CONTEXTS.flatMap((c, i) =>
        [...people, ASKED_PEOPLE.find((x) => x.text === 'you')]
          .filter(
            (x): x is AskedPerson =>
              x !== undefined && (!c.adult || x.adult) && (!c.others || x.text !== 'you'),
          )
          .map((x) => [c, x, i] as const),
      ),
    );
    const venues = rng.shuffle(
      ALL_SUBJECTS.flatMap((s) =>
        Object.entries(VENUES).map(([place, markers]) => [s, place, markers] as const),
      ),
    );
    let v = 0;
    for (const [c, x, i] of contexts) {
      yield contextItem(rng, c, x, `ctx-${i}`);
      // Each context question, then two free questions about a place with its time.
      for (let k = 0; k < 2 && v < venues.length; k++) {
        const [own, place, markers] = venues[v++] as (typeof venues)[number];
        if (own.person === '1sg' || own.person === '1pl') continue;
        // A doctor's appointment is one person's.
        if (place === "at the doctor's" && isPluralSubject(own)) continue;
        const subject = asked(own);
        const beS = bePast(subject);
        yield item(rng, {
          text: `{} ${subject.text} ${place} ${rng.pick(markers)}?`,
          answer: cap(beS),
          wrong: [
            d('Did', 'do-for-be', { subject: subject.text }),
            d(beS === 'was' ? 'Were' : 'Was', 'be-agreement', { subject: subject.text, be: beS }),
          ],
          ruleId: 'was-were-q',
          trigger: [subject.text],
          skeleton: place,
        });
      }
    }
    // Issue 16: more noticed things, each its own base with four asked-about people (after the first loop,
    // so the bank above is drawn exactly as before).
    for (const [i, c] of MORE_CONTEXTS.entries()) {
      const fits = ASKED_PEOPLE.filter((x) => (!c.adult || x.adult) && (!c.others || x.text !== 'you'));
      for (const x of rng.shuffle(fits).slice(0, 4)) {
        yield contextItem(rng, c, x, `ctx-more-${i}`);
      }
    }
  },
});

type Context = { context: string; rest: string; adult?: boolean; others?: boolean };

/** The question after a noticed thing: "{context} ___ {pronoun} {rest}?", for both context tables. */
function contextItem(rng: Rng, c: Context, x: AskedPerson, skeleton: string) {
  const be = x.plural ? 'were' : 'was';
  const fill = (t: string) =>
    t
      .replaceAll('{S}', cap(x.text))
      .replaceAll('{s}', x.text)
      .replaceAll('{o}', x.obj)
      .replaceAll('{poss}', x.poss)
      .replaceAll('{p}', x.pron);
  return item(rng, {
    text: `${fill(c.context)} {} ${x.pron} ${fill(c.rest)}?`,
    answer: cap(be),
    wrong: [
      d('Did', 'do-for-be', { subject: x.pron }),
      d(be === 'was' ? 'Were' : 'Was', 'be-agreement', { subject: x.pron, be }),
    ],
    ruleId: 'was-were-q',
    trigger: [x.pron],
    skeleton,
  });
}

const ContextSchema = z.strictObject({
  context: z.string(),
  rest: z.string(),
  adult: z.boolean().optional(),
  others: z.boolean().optional(),
});

/** Issue 16: what the speaker noticed (no was/were in it, so the question's own be is the one to choose). */
const MORE_CONTEXTS: Context[] = table('MORE_CONTEXTS', data.MORE_CONTEXTS, ContextSchema);

/**
 * Places people go to, each with the times one is there (not "in the kitchen two days ago"). Every time is
 * unmistakably past: "on Saturday", "in August" also name a coming day, and "___ your parents on holiday in
 * August?" takes "Are" for an arrangement (round 1135).
 */
const VENUES: Record<string, string[]> = record('VENUES', data.VENUES, z.array(z.string()));

interface AskedPerson {
  text: string;
  pron: string;
  obj: string;
  poss: string;
  plural: boolean;
  adult: boolean;
}
const P = (
  text: string,
  pron: string,
  obj: string,
  poss: string,
  plural: boolean,
  adult = true,
): AskedPerson => ({
  text,
  pron,
  obj,
  poss,
  plural,
  adult,
});
const ASKED_PEOPLE: AskedPerson[] = table(
  'ASKED_PEOPLE',
  data.ASKED_PEOPLE,
  z.tuple([z.string(), z.string(), z.string(), z.string(), z.boolean(), z.boolean().optional()]),
).map((row) => P(...row));

/**
 * What the speaker noticed, and the question it raises: {S}/{s} the person, {o} them, {poss} their, {p} the
 * pronoun. `adult`: not for children (a conference, a flat of their own); `others`: not said to "you" (the
 * speaker would not tell the listener what they did).
 */
const WAS_WERE_CONTEXTS: Context[] = table('WAS_WERE_CONTEXTS', data.WAS_WERE_CONTEXTS, ContextSchema);
