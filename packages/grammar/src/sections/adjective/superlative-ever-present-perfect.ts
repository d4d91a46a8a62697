import { z } from 'zod';
import { d, finish, type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { byKind, table } from '../../lexicon/data.ts';
import { bePresent, haveFor, type Person, type Subject } from '../../lexicon/subject.ts';
import { thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from '../verb/authored.ts';
import data from './superlative-ever-present-perfect.data.json' with { type: 'json' };
import copy from './superlative-ever-present-perfect.json' with { type: 'json' };

/**
 * The present perfect after a superlative with ever (It's the best film I have ever seen) and after It's the
 * first / second time (It's the first time I have been here). American English also says "the best film I
 * ever saw", so the past simple is never offered as wrong after a superlative; what is wrong is a form the
 * present perfect does not have: has with I, a past simple or a base form after have, am/is/are or did
 * before a participle, and, after It's the first time, a present tense (It's the first time I am here: a
 * classic error of Ukrainian speakers, who say «я тут уперше»). The past simple is never offered after the
 * first time either (It was the first time I saw… is heard), nor the present continuous (This is the first
 * time I'm doing this is heard in American English). One line is one base sentence (one skeleton), said of a
 * few people with agreement from lexicon/subject.ts and forms from morph/verbs.ts.
 */

type Kind = 'sup' | 'first';
/** Who a line may be said of: anyone (a person or a couple), one person only, or the listener in a question. */
type Who = 'any' | 'one' | 'you';
interface Line {
  kind: Kind;
  head: string;
  verb: string;
  tail: string;
  who: Who;
}
const S = (head: string, verb: string, tail = '', who: Who = 'any'): Line => ({
  kind: 'sup',
  head,
  verb,
  tail,
  who,
});
const F = (head: string, verb: string, tail = '', who: Who = 'any'): Line => ({
  kind: 'first',
  head,
  verb,
  tail,
  who,
});

const WhoSchema = z.enum(['any', 'one', 'you']);

/**
 * Notes on rows (the rows are in superlative-ever-present-perfect.data.json):
 * - before row ["It's the best film","see"]: A superlative (or one of the …) with ever.
 * - before row ["What's the best film","see","","you"]: The listener asked about their own experience.
 * - before row ["It's the first time","be"," here"]: It's the first / second time.
 */
const LINES: readonly Line[] = table(
  'LINES',
  data.LINES,
  z.tuple([z.enum(['S', 'F']), z.string(), z.string(), z.string().optional(), WhoSchema.optional()]),
).map(byKind({ S, F }));

const P = (text: string, person: Person, poss: string): Subject => ({ text, person, poss, adult: true });

const PersonSchema = z.enum(['1sg', '2', '3sg', '1pl', '3pl']);

/** One person each (pronouns he/she are left out: a line may say "She is the kindest person …" itself). */
const ONE_PERSON: Subject[] = table(
  'ONE_PERSON',
  data.ONE_PERSON,
  z.tuple([z.string(), PersonSchema, z.string()]),
).map((row) => P(...row));
const COUPLES: Subject[] = [
  P('we', '1pl', 'our'),
  P('my parents', '3pl', 'their'),
  P('they', '3pl', 'their'),
];
const YOU: Subject[] = [P('you', '2', 'your')];

const poolFor = (line: Line): Subject[] =>
  line.who === 'you' ? YOU : line.who === 'one' ? ONE_PERSON : [...ONE_PERSON, ...COUPLES];

/** The present of a verb for a subject, the wrong tense after It's the first time (am here, eats sushi). */
function presentFor(verb: string, s: Subject): string {
  if (verb === 'be') return bePresent(s);
  return s.person === '3sg' ? thirdPerson(verb) : verb;
}

function items(rng: Rng, line: Line, i: number): Item[] {
  const out: Item[] = [];
  const f = verbForms(line.verb);
  const pp = f.participle;
  const past = f.past;
  const pastIsWrong = !f.participleVariants.includes(past) && !f.pastVariants.includes(pp);
  const question = line.who === 'you' && /^(What|Who|Is)/.test(line.head);
  const ever = line.kind === 'sup' ? 'ever ' : '';
  const skeleton = `superlative-ever:${i}`;
  const ruleId = line.kind === 'sup' ? 'superlative-ever' : 'first-time';
  const marker =
    line.kind === 'sup'
      ? `${line.head.replace(/^(It's|That's|That was|It was|This is|They're|She is|He is|What's|Who's|Is that) /, '')}`
      : line.head.replace(/^(Is this|Is it|It's|This is) /, '');
  const subjects = rng.shuffle(poolFor(line)).slice(0, line.who === 'you' ? 1 : 4);
  for (const s of subjects) {
    const has = haveFor(s);
    const other = has === 'has' ? 'have' : 'has';
    const tail = fill(line.tail.replace(/\{poss\}/g, s.poss), null);
    const end = question ? '?' : '.';
    const subj = s.text;
    const at = (gap: string) => finish(`${line.head} ${subj} ${gap}${tail}${end}`);
    const agree = (choice: string): Wrong =>
      d(choice, 'agreement-have', { subject: subj, person: s.person === '3sg' ? '3sg' : 'non-3sg' });
    const formWrong = (pre: string): Wrong[] => [
      ...(pastIsWrong ? [d(`${pre}${past}`, 'past-after-have', { participle: pp, past })] : []),
      ...(line.verb !== pp ? [d(`${pre}${line.verb}`, 'base-after-have', { participle: pp })] : []),
    ];
    const variants: Item[] = [];
    // 1. The auxiliary: have / has (not am, did, or the other person's form).
    variants.push({
      text: at(`___ ${ever}${pp}`),
      answer: has,
      wrong: limitWrong(
        rng,
        [
          agree(other),
          d(bePresent(s), 'be-for-have', {}),
          d(s.person === '3sg' ? 'does' : 'did', 'did-with-participle', { participle: pp }),
        ],
        2,
        1,
      ),
      ruleId,
      trigger: [marker, pp],
      skeleton,
    });
    // 2. The participle after have ever: seen (not saw, see, seeing).
    variants.push({
      text: at(`${has} ${ever}___`),
      answer: pp,
      wrong: limitWrong(rng, [...formWrong(''), d(f.ing, 'ing-for-participle', { needed: pp })], 3, 0),
      ruleId,
      trigger: [marker],
      skeleton,
    });
    // 3. The whole verb: have ever seen (not has ever seen, have ever saw; after the first time not am / eat).
    const present = presentFor(line.verb, s);
    variants.push({
      text: at('___'),
      answer: `${has} ${ever}${pp}`,
      wrong: limitWrong(
        rng,
        [
          ...(line.kind === 'first' ? [d(present, 'present-after-first-time', {})] : []),
          agree(`${other} ${ever}${pp}`),
          ...formWrong(`${has} ${ever}`),
        ],
        3,
        line.kind === 'first' ? 1 : 0,
      ),
      ruleId,
      trigger: [marker],
      skeleton,
    });
    // Two of the three per person, so one base is not shown in every shape.
    out.push(...rng.shuffle(variants).slice(0, line.kind === 'first' ? 3 : 2));
  }
  return out;
}

export const superlativeEverPresentPerfectTopic: TopicDef = makeTopic(copy, {
  target: 1390,
  build: (rng) => LINES.flatMap((line, i) => items(rng, line, i)),
});

export const SUPERLATIVE_EVER_LINES = LINES;
