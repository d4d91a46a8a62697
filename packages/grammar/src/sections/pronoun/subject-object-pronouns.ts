import { z } from 'zod';
import { cap as capFirst, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { agree, ME, PEOPLE, type Antecedent as Person, US } from '../../lexicon/pronouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './subject-object-pronouns.data.json' with { type: 'json' };
import copy from './subject-object-pronouns.json' with { type: 'json' };

const FirstSchema = z.tuple([z.string(), z.enum(['I', 'we']), z.enum(['sub', 'obj'])]);

/** Frames: A = the person (antecedent), ___ = the pronoun; {v:third|base} agrees with the pronoun. */
const OBJ_FRAMES = table('OBJ_FRAMES', data.OBJ_FRAMES, z.string());
const SUB_FRAMES = table('SUB_FRAMES', data.SUB_FRAMES, z.string());
/** First person: [sentence, person, form]. */
const FIRST: [string, 'I' | 'we', 'sub' | 'obj'][] = table('FIRST', data.FIRST, FirstSchema);

/**
 * Issue 16 bases: one situation each, said of a few people only (so a session meets many situations,
 * not one sentence with its name swapped). `{v:third|base}` agrees with the person (every one in the
 * frame); `sg` keeps a frame to one person, `adult` leaves out the children, `known` leaves out the
 * listener's own family (a frame that tells the listener about someone), `single` leaves out groups.
 */
interface NewFrame {
  f: string;
  need: 'sub' | 'obj';
  adult?: boolean;
  known?: boolean;
  single?: boolean;
  /** People the situation does not fit (a teacher working nights at a hospital). */
  not?: RegExp;
}
const o = (f: string, x: Omit<NewFrame, 'f' | 'need'> = {}): NewFrame => ({ f, need: 'obj', ...x });
const s = (f: string, x: Omit<NewFrame, 'f' | 'need'> = {}): NewFrame => ({ f, need: 'sub', ...x });
export const NEW_FRAMES: NewFrame[] = [
  o('A {is} coming to dinner tonight, so I’m cooking fish for ___.'),
  o('A missed the meeting, so I’ll explain the plan to ___ tomorrow.', { adult: true }),
  o('A {has} just landed at the airport. Can you pick ___ up?', { adult: true }),
  o('A {v:makes|make} wonderful cakes. I’ll ask ___ for the recipe.', { adult: true }),
  o('A {is} moving to a new flat this weekend, so we’re going to help ___.', { adult: true }),
  o('A {is} at the door. Can you let ___ in?'),
  o('A won the race! Let’s go and congratulate ___.', { single: true }),
  o('A {does}n’t eat meat, so don’t cook chicken for ___.'),
  o('A {is} waiting at the bus stop. I can see ___ from the window.'),
  o('A {does}n’t have a car, so I’ll give ___ a lift home.', { adult: true }),
  o('A {is} feeling lonely. Why don’t you phone ___ tonight?', { known: true }),
  o('A {v:knows|know} a lot about history. I love talking to ___.', { adult: true }),
  o('A sent us a postcard from Rome. Let’s write back to ___.', { adult: true }),
  o('A {is} starting a new job on Monday. Let’s wish ___ good luck.', { adult: true, single: true }),
  o('A {has} a terrible cold. Don’t get too close to ___.', { single: true }),
  o('A forgot the umbrella, so I lent ___ mine.', { single: true }),
  o('A couldn’t find the hotel, so I drew ___ a map.', { adult: true, known: true }),
  o('A asked about our trip, so I showed ___ the photos.'),
  o('A moved to Canada last year, and I really miss ___.'),
  o('A {is} coming to stay next week. We’ve made up the spare bed for ___.'),
  o('A {is} new in town, so let’s show ___ around.', { known: true }),
  o('A didn’t understand the instructions, so I explained everything to ___ again.'),
  o('A {has} been so kind to us. We must thank ___.'),
  o('A {is} really upset. Leave ___ alone for a while.'),
  o('A {is} always late, so we never wait for ___ any more.', { adult: true }),
  o('A {v:wants|want} to learn Spanish. Could you give ___ a few lessons?', { known: true }),
  o('A {is} outside in the rain. Take this umbrella to ___.', { single: true }),
  o('A {has} never tried Ukrainian food, so let’s cook borscht for ___.', { known: true }),
  o('A {is} in the garden. Can you take this cup of tea to ___?', { adult: true, single: true }),
  o('A rang while you were out. Please ring ___ back.', { adult: true, single: true }),
  o('A {is} worried about the interview tomorrow. Let’s go and talk to ___.', { adult: true, known: true }),
  o('A left the bag on the bus, and the driver brought it back to ___.'),
  o('A didn’t know about the party, so we surprised ___ with a cake.'),
  o('A {is} having problems with the new phone. Can you help ___ set it up?', { adult: true }),
  s('I asked A for help, but ___ {v:said|said} no.'),
  s('A {is} a great cook. ___ {v:makes|make} the best soup in town.', { adult: true, single: true }),
  s('Don’t call A now. ___ {v:is|are} in a meeting.', { adult: true }),
  s('A {v:speaks|speak} three languages. ___ {v:learned|learned} them at university.', { adult: true }),
  s('A {is}n’t answering the phone. Maybe ___ {v:is|are} asleep.'),
  s('A had a long day, so ___ {v:went|went} to bed early.'),
  s('We visited A last week, and ___ {v:showed|showed} us the new garden.', { adult: true }),
  s('A {has} a new car. ___ {v:bought|bought} it last month.', { adult: true }),
  s('When A came home, ___ {v:was|were} very hungry.'),
  s('A {v:looks|look} happy today. Maybe ___ {v:has|have} some good news.'),
  s('Let’s ask A for directions. ___ {v:knows|know} this city very well.', { adult: true, known: true }),
  s('A missed the last bus, so ___ {v:took|took} a taxi home.', { adult: true }),
  s('A didn’t come to the party because ___ {v:was|were} ill.'),
  s('I wrote to A, and ___ {v:wrote|wrote} back the next day.'),
  s('A can’t hear you. ___ {v:is|are} wearing headphones.'),
  s('Please don’t tell A about the accident. ___ {v:will be|will be} upset.'),
  s('A {v:works|work} nights at the hospital, so ___ {v:sleeps|sleep} during the day.', {
    adult: true,
    not: /teacher/,
  }),
  s('A {v:goes|go} to the gym every day. ___ {v:is|are} very fit.', { adult: true }),
  s('A {was} really tired, but ___ {v:finished|finished} the work anyway.', { adult: true }),
  s('I like A because ___ always {v:listens|listen} to me.'),
  s('A {has} lived in this street for years, so ___ {v:knows|know} everyone here.', { adult: true }),
  s('A can’t find the car keys. ___ {v:is|are} looking for them everywhere.', { adult: true }),
  s('I invited A to the wedding, and ___ {v:said|said} yes at once.', { adult: true }),
  s('A {is} on a diet, so ___ {v:isn’t|aren’t} eating any cake.', { adult: true, single: true }),
  s('A got soaked in the rain because ___ {v:didn’t|didn’t} have an umbrella.'),
  s('A looked everywhere for the cat, and in the end ___ {v:found|found} it under the bed.'),
];
/** More first-person bases: the speaker (or the speaker's group) in subject or object position. */
const FIRST_MORE: [string, 'I' | 'we', 'sub' | 'obj'][] = table('FIRST_MORE', data.FIRST_MORE, FirstSchema);

function wrongs(person: Person, need: 'sub' | 'obj', capital: boolean): Wrong[] {
  const c = (w: string) => (capital ? capFirst(w) : w);
  const answer = person[need];
  const cands: Wrong[] = [
    {
      choice: c(need === 'obj' ? person.sub : person.obj),
      errorType: need === 'obj' ? 'subject-for-object' : 'object-for-subject',
      params: { pronoun: answer },
    },
    { choice: c(person.adj), errorType: 'possessive-for-personal', params: { pronoun: answer } },
    { choice: c(person.refl), errorType: 'reflexive-for-personal', params: { pronoun: answer } },
  ];
  return cands.filter((w) => w.choice.toLowerCase() !== answer.toLowerCase());
}

/**
 * Frames that tell the listener about someone they may not know: not said of the listener's own family
 * ("Have you met your dad?", round 1133; "Your mum is very shy. Please be nice to her").
 */
const STRANGER = /Have you met A|lives next door|hear from|very shy|doesn’t know the way/;

/** Birthdays are one person's; jobs and work are for adults; the listener knows their own family. */
function suits(frame: string, person: Person): boolean {
  if (/^your /.test(person.np) && STRANGER.test(frame)) return false;
  if (/birthday/.test(frame) && person.plural) return false;
  if (/job|to work|hospital/.test(frame) && /children/.test(person.np)) return false;
  return true;
}

function fill(frame: string, person: Person): string {
  const agreed = person.plural
    ? frame
        .replace(/^A is /, 'A are ')
        .replace(/^A isn’t /, 'A aren’t ')
        .replace(/^A has /, 'A have ')
        .replace(/^A doesn’t /, 'A don’t ')
        .replace(/^A lives /, 'A live ')
        .replace('Where is A', 'Where are A')
    : frame;
  return agreed
    .replace(/^A\b/, capFirst(person.np))
    .replace(/\bA\b/, person.np)
    .replace(/\{v:([^|}]*)\|([^}]*)\}/, (_m, third: string, base: string) => agree(person, third, base))
    .replace(/themselves/, person.refl);
}

/** A new base filled for one person: {is}/{has}/{does} and {v:…} agree with that person. */
function fillNew(frame: string, person: Person): string {
  const text = frame
    .replace(/\{is\}/g, person.plural ? 'are' : 'is')
    .replace(/\{has\}/g, person.plural ? 'have' : 'has')
    .replace(/\{was\}/g, person.plural ? 'were' : 'was')
    .replace(/\{does\}/g, person.plural ? 'do' : 'does')
    .replace(/\{v:([^|}]*)\|([^}]*)\}/g, (_m, third: string, base: string) => agree(person, third, base))
    .replace(/\bA\b/, person.np);
  return capFirst(text);
}

/** Up to three people for a new base, taken in turn from the list so each base has its own few. */
function peopleFor(frame: NewFrame, i: number): Person[] {
  const ok = PEOPLE.filter(
    (p) =>
      !(frame.adult && /children/.test(p.np)) &&
      !(frame.known && /^your /.test(p.np)) &&
      !(frame.single && p.plural) &&
      !frame.not?.test(p.np) &&
      // link-grammar does not know "mum": every sentence with it is rejected and dropped
      !/\bmum\b/.test(p.np),
  );
  const start = (i * 5) % ok.length;
  return [0, 1, 2].map((k) => ok[(start + k * 6) % ok.length] as Person);
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (frame: string, person: Person, need: 'sub' | 'obj', skeleton: string, trigger: string) => {
    const text = fill(frame, person);
    const capital = text.startsWith('___') || /\. ___/.test(text);
    const answer = capital ? capFirst(person[need]) : person[need];
    out.push({
      text,
      answer,
      wrong: wrongs(person, need, capital),
      ruleId: need === 'obj' ? 'object' : 'subject',
      trigger: [trigger],
      skeleton,
    });
  };
  OBJ_FRAMES.forEach((f, i) => {
    for (const person of PEOPLE) {
      if (!suits(f, person)) continue;
      push(f, person, 'obj', `pron-case:obj:${i}`, person.np);
    }
  });
  SUB_FRAMES.forEach((f, i) => {
    for (const person of PEOPLE) {
      if (f.includes('old enough') && !person.np.match(/children|cousins|brother|sister/)) continue;
      if (!suits(f, person)) continue;
      push(f, person, 'sub', `pron-case:sub:${i}`, person.np);
    }
  });
  FIRST.forEach(([f, who, need], i) => {
    push(
      f,
      who === 'I' ? ME : US,
      need,
      `pron-case:first:${i}`,
      need === 'obj' ? (f.split(' ___')[0]?.split(' ').pop() ?? '') : 'and',
    );
  });
  NEW_FRAMES.forEach((frame, i) => {
    for (const person of peopleFor(frame, i)) {
      const text = fillNew(frame.f, person);
      const capital = text.startsWith('___') || /\. ___/.test(text);
      out.push({
        text,
        answer: capital ? capFirst(person[frame.need]) : person[frame.need],
        wrong: wrongs(person, frame.need, capital),
        ruleId: frame.need === 'obj' ? 'object' : 'subject',
        trigger: [person.np],
        skeleton: `pron-case:new:${i}`,
      });
    }
  });
  FIRST_MORE.forEach(([f, who, need], i) => {
    push(
      f,
      who === 'I' ? ME : US,
      need,
      `pron-case:first2:${i}`,
      need === 'obj' ? (f.split(' ___')[0]?.split(' ').pop() ?? '') : 'and',
    );
  });
  return out;
}

export const subjectObjectTopic: TopicDef = makeTopic(copy, { target: 1200, build: items });
