import { cap, d, item, makeTopic } from '../../engine.ts';
import { ALL_SUBJECTS, asked } from '../../lexicon/people.ts';
import { bePast, isPlural as isPluralSubject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
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

/** Issue 16: what the speaker noticed (no was/were in it, so the question's own be is the one to choose). */
const MORE_CONTEXTS: Context[] = [
  {
    context: 'I saw {o} running to the bus stop this morning.',
    rest: 'late for work',
    adult: true,
    others: true,
  },
  { context: "{S} didn't pick up the phone all afternoon.", rest: 'in a meeting', adult: true },
  { context: '{S} came home soaking wet last night.', rest: 'out in the storm', others: true },
  { context: '{S} laughed all the way through the film last night.', rest: 'in a good mood', others: true },
  { context: 'I saw {poss} car outside the hospital on Friday.', rest: 'visiting someone', adult: true },
  { context: "{S} didn't answer the door when I rang the bell on Sunday.", rest: 'asleep' },
  {
    context: '{S} walked past me in the street yesterday without saying hello.',
    rest: 'angry with me',
    others: true,
  },
  { context: "{S} didn't come to the family dinner on Sunday.", rest: 'away for the weekend', others: true },
  { context: "I didn't hear {o} come in last night.", rest: 'back very late' },
  { context: '{S} won the quiz at the pub last night.', rest: 'surprised', adult: true, others: true },
  { context: '{S} took a taxi home from the party on Saturday.', rest: 'too tired to walk', others: true },
  { context: "{S} didn't eat anything at the restaurant last night.", rest: 'feeling ill', others: true },
  { context: '{S} missed the last train on Friday.', rest: 'working late', adult: true, others: true },
  { context: 'I saw {o} in the park at six this morning.', rest: 'out jogging', others: true },
  {
    context: "{S} didn't come to the cinema with us last night.",
    rest: 'busy with work',
    adult: true,
    others: true,
  },
  {
    context: '{S} came to the office in a suit yesterday.',
    rest: 'meeting a client',
    adult: true,
    others: true,
  },
  { context: '{S} sounded strange on the phone this morning.', rest: 'still in bed' },
  { context: "{S} didn't say goodbye before leaving the party.", rest: 'in a hurry', others: true },
  { context: '{S} had a bandage on {poss} hand yesterday.', rest: 'hurt', others: true },
  { context: "{S} didn't reply to the wedding invitation last week.", rest: 'too busy', adult: true },
  { context: 'I saw {o} at the airport yesterday morning with a surfboard.', rest: 'going on holiday' },
  { context: '{S} got a new job last month.', rest: 'unhappy in the old one', adult: true, others: true },
  { context: '{S} stayed in bed all day yesterday.', rest: 'exhausted after the trip', others: true },
  { context: "{S} didn't go to the concert on Friday.", rest: 'at home with a cold', others: true },
  {
    context: '{S} shouted at the referee during the match on Sunday.',
    rest: 'angry about the penalty',
    others: true,
  },
  { context: "{S} didn't call me back yesterday.", rest: 'at the gym' },
  { context: 'I saw {o} crying at the bus stop this morning.', rest: 'all right' },
  { context: '{S} left work early yesterday.', rest: 'unwell', adult: true, others: true },
  {
    context: '{S} fell asleep on the sofa straight after dinner last night.',
    rest: 'tired after work',
    adult: true,
    others: true,
  },
  { context: "{S} didn't come out with us on Friday night.", rest: 'short of money', others: true },
];

/**
 * Places people go to, each with the times one is there (not "in the kitchen two days ago"). Every time is
 * unmistakably past: "on Saturday", "in August" also name a coming day, and "___ your parents on holiday in
 * August?" takes "Are" for an arrangement (round 1135).
 */
const VENUES: Record<string, string[]> = {
  'at the cinema': ['last night', 'last Saturday'],
  'at a concert': ['last night', 'last Friday night'],
  'at the airport': ['yesterday morning', 'last Monday'],
  "at the doctor's": ['yesterday', 'last Monday morning'],
  'on holiday': ['last week', 'in August last year'],
  'in London': ['last weekend', 'last month'],
  'at the theatre': ['last night', 'last Saturday'],
  'at the football match': ['last Sunday', 'last Saturday'],
  'at the wedding': ['last Saturday', 'last weekend'],
  'at the library': ['yesterday afternoon', 'last Tuesday'],
  'at the swimming pool': ['last Sunday morning', 'yesterday evening'],
};

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
const ASKED_PEOPLE: AskedPerson[] = [
  P('your sister', 'she', 'her', 'her', false),
  P('your brother', 'he', 'him', 'his', false),
  P('Tom', 'he', 'him', 'his', false),
  P('Anna', 'she', 'her', 'her', false),
  P('Olena', 'she', 'her', 'her', false),
  P('Mark', 'he', 'him', 'his', false),
  P('your parents', 'they', 'them', 'their', true),
  P('your friends', 'they', 'them', 'their', true),
  P('Tom and Anna', 'they', 'them', 'their', true),
  P('the children', 'they', 'them', 'their', true, false),
  P('your mother', 'she', 'her', 'her', false),
  P('your dad', 'he', 'him', 'his', false),
  P('your cousins', 'they', 'them', 'their', true),
  P('Maria', 'she', 'her', 'her', false),
  P('Andriy', 'he', 'him', 'his', false),
  P('your best friend', 'she', 'her', 'her', false),
  P('Taras', 'he', 'him', 'his', false),
  P('Oksana', 'she', 'her', 'her', false),
  P('your neighbours', 'they', 'them', 'their', true),
  P('your uncle', 'he', 'him', 'his', false),
  P('you', 'you', 'you', 'your', true),
];

/**
 * What the speaker noticed, and the question it raises: {S}/{s} the person, {o} them, {poss} their, {p} the
 * pronoun. `adult`: not for children (a conference, a flat of their own); `others`: not said to "you" (the
 * speaker would not tell the listener what they did).
 */
const WAS_WERE_CONTEXTS: Context[] = [
  { context: "{S} didn't answer my messages last night.", rest: 'busy' },
  { context: "I didn't see {o} at the party on Saturday.", rest: 'ill' },
  { context: 'I rang {o} at eight last night, but nobody answered.', rest: 'at the cinema' },
  { context: '{S} came back from the weekend with a suntan.', rest: 'at the seaside', others: true },
  { context: "{S} didn't come to the English class on Monday.", rest: 'on holiday', others: true },
  {
    context: "{S} didn't come to the meeting this morning.",
    rest: 'at the dentist',
    adult: true,
    others: true,
  },
  {
    context: "I didn't see {o} in the office all week.",
    rest: 'on a business trip',
    adult: true,
    others: true,
  },
  { context: '{S} got home very late last night.', rest: 'at a party', others: true },
  { context: 'I called {o} on Saturday, but {poss} phone was off.', rest: 'on the plane' },
  { context: "{S} didn't eat any cake at the party.", rest: 'on a diet', adult: true, others: true },
  { context: 'I waited for {o} outside the cinema for an hour last night.', rest: 'stuck in traffic' },
  { context: '{S} looked very tired this morning.', rest: 'up late last night', others: true },
  { context: "{S} didn't say a word at dinner yesterday.", rest: 'upset about something', others: true },
  { context: 'I knocked on {poss} door on Sunday, but nobody opened it.', rest: 'out' },
  {
    context: 'I saw {o} at the station yesterday with a big suitcase.',
    rest: 'on {poss} way to the airport',
  },
  { context: 'The lights in {poss} flat were off all weekend.', rest: 'away', adult: true },
  { context: "{S} didn't reply to my email on Friday.", rest: 'at a conference', adult: true, others: true },
  {
    context: '{S} sounded worried on the phone yesterday.',
    rest: 'nervous about the interview',
    adult: true,
  },
  { context: '{S} left the party very early last night.', rest: 'tired', others: true },
  { context: '{S} sounded so happy on the phone yesterday.', rest: 'pleased with the news', others: true },
  { context: '{S} missed the start of the film last night.', rest: 'late again', others: true },
  { context: 'There was loud music in {poss} garden on Saturday night.', rest: 'having a party' },
];
