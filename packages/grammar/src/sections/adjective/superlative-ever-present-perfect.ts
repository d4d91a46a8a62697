import { z } from 'zod';
import { d, finish, type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
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

const LINES: readonly Line[] = [
  // A superlative (or one of the …) with ever.
  S("It's the best film", 'see'),
  S("It's the worst meal", 'eat'),
  S('That was the funniest joke', 'hear'),
  S('This is the most beautiful beach', 'see'),
  S("It's the longest flight", 'take'),
  S('It was the hardest exam', 'take', '', 'one'),
  S('This is the most expensive thing', 'buy'),
  S("It's the scariest ride", 'be', ' on'),
  S('This is the biggest fish', 'catch'),
  S("It's the tallest tower", 'climb'),
  S("It's the best book", 'read', '', 'one'),
  S('That was the most boring lecture', 'sit', ' through'),
  S('She is the kindest person', 'meet'),
  S('He is the best teacher', 'have'),
  S("It's the strongest coffee", 'drink'),
  S('This is the most comfortable bed', 'sleep', ' in'),
  S("It's the coldest winter", 'know'),
  S("It's the most delicious cake", 'taste'),
  S('That was the most exciting match', 'watch'),
  S("It's the worst hotel", 'stay', ' in'),
  S("It's the most difficult decision", 'make'),
  S("It's the longest letter", 'write', '', 'one'),
  S("It's the nicest present", 'receive'),
  S("It's the most beautiful song", 'hear'),
  S('It was the best concert', 'be', ' to'),
  S('This is the cleanest city', 'visit'),
  S("It's the fastest car", 'drive'),
  S("It's the highest mountain", 'climb'),
  S("It's the coldest water", 'swim', ' in'),
  S('This is the heaviest suitcase', 'carry', '', 'one'),
  S("It's the most interesting museum", 'be', ' to'),
  S('That was the easiest test', 'do', '', 'one'),
  S("It's the softest jumper", 'wear', '', 'one'),
  S("It's the biggest pizza", 'order'),
  S("That's the strangest thing", 'see'),
  S("It's the most useful app", 'download'),
  S("It's the worst cold", 'have', '', 'one'),
  S('This is the most crowded beach', 'be', ' on'),
  S("It's the most beautiful wedding", 'be', ' to'),
  S('It was the best holiday', 'have'),
  S("It's the spiciest curry", 'eat'),
  S("It's the longest queue", 'stand', ' in'),
  S("It's the most boring series", 'watch'),
  S('He is the funniest person', 'work', ' with', 'one'),
  S('That was the loudest concert', 'be', ' to'),
  S("It's the most expensive meal", 'pay', ' for'),
  S("It's the smallest flat", 'live', ' in'),
  S("It's the best job", 'have', '', 'one'),
  S("It's the friendliest village", 'visit'),
  S('That was the most frightening storm', 'experience'),
  S("They're the most comfortable shoes", 'own', '', 'one'),
  S("It's the worst traffic jam", 'be', ' stuck in'),
  S("It's the oldest tree", 'see'),
  S("It's the sweetest dog", 'meet'),
  S('That was the most expensive taxi', 'take'),
  S("It's the hottest summer", 'know'),
  S("It's the best present", 'give', ' anyone', 'one'),
  S("It's the ugliest building", 'see'),
  S("It's the tastiest soup", 'make'),
  S("It's the biggest mistake", 'make'),
  S("It's the most romantic restaurant", 'be', ' to'),
  S("It's the prettiest garden", 'see'),
  S("It's the worst haircut", 'have', '', 'one'),
  S('That was the best speech', 'hear'),
  S("It's the slowest internet connection", 'use'),
  S("It's the most beautiful sunset", 'see'),
  S("It's the most peaceful place", 'be', ' to'),
  S("It's the longest novel", 'read', '', 'one'),
  S('That was the most delicious breakfast', 'have'),
  S("It's the wettest holiday", 'have'),
  S("It's the most stressful job", 'do', '', 'one'),
  S("It's the hardest thing", 'do'),
  S("It's the most generous gift", 'receive'),
  S("It's the coldest room", 'sleep', ' in'),
  S("It's the widest river", 'swim', ' across', 'one'),
  S("It's the fastest horse", 'ride', '', 'one'),
  S("It's the steepest hill", 'cycle', ' up'),
  S("It's the most beautiful dress", 'wear', '', 'one'),
  S("It's the bravest thing", 'do'),
  S('That was the shortest meeting', 'be', ' to'),
  S("It's one of the most beautiful cities", 'visit'),
  S("It's one of the nicest hotels", 'stay', ' in'),
  S('She is one of the nicest people', 'meet'),
  S("It's one of the funniest films", 'see'),
  S('That was one of the best meals', 'eat'),
  S('It was one of the worst days', 'have'),
  S('He is one of the most interesting people', 'talk', ' to'),
  S("It's one of the best decisions", 'make'),
  S('It was one of the best parties', 'be', ' to'),
  S("It's one of the strangest dreams", 'have', '', 'one'),
  S("It's one of the hardest languages", 'study'),
  S("It's one of the best songs", 'hear'),
  S("It's one of the most difficult books", 'read', '', 'one'),
  S("It's one of the most beautiful places", 'see'),
  S("It's one of the worst films", 'watch'),
  // The listener asked about their own experience.
  S("What's the best film", 'see', '', 'you'),
  S("What's the most beautiful place", 'be', ' to', 'you'),
  S('Is that the biggest fish', 'catch', '', 'you'),
  S("What's the worst meal", 'eat', '', 'you'),
  S("Who's the most famous person", 'meet', '', 'you'),
  S("What's the longest journey", 'make', '', 'you'),
  S("What's the hardest thing", 'do', '', 'you'),
  S("What's the scariest film", 'watch', '', 'you'),
  S("What's the best present", 'receive', '', 'you'),
  S("What's the most expensive thing", 'buy', '', 'you'),
  S("What's the best book", 'read', '', 'you'),
  S("What's the strangest food", 'eat', '', 'you'),
  S("What's the best concert", 'be', ' to', 'you'),
  // It's the first / second time.
  F("It's the first time", 'be', ' here'),
  F("It's the first time", 'fly', ' on {poss} own', 'one'),
  F("It's the first time", 'eat', ' sushi'),
  F("It's the first time", 'drive', ' on the left'),
  F("It's the first time", 'see', ' snow'),
  F("It's the first time", 'meet', " {poss} partner's parents", 'one'),
  F("It's the first time", 'cook', ' for so many people'),
  F("It's the first time", 'ride', ' a horse'),
  F("It's the first time", 'try', ' Ukrainian food'),
  F("It's the first time", 'swim', ' in the sea'),
  F("It's the first time", 'sing', ' in front of an audience'),
  F("It's the first time", 'wear', ' a suit to work', 'one'),
  F("It's the first time", 'win', ' a prize'),
  F("It's the first time", 'speak', ' English on the phone', 'one'),
  F("It's the first time", 'take', ' the night train'),
  F("It's the first time", 'write', ' a speech', 'one'),
  F("It's the first time", 'lose', ' {poss} passport', 'one'),
  F("It's the second time this week", 'forget', ' {poss} keys', 'one'),
  F("It's the third time today", 'call', ' the bank'),
  F("It's the second time this week", 'miss', ' the bus', 'one'),
  F('This is the first time', 'be', ' on a plane'),
  F('This is the first time', 'be', ' abroad'),
  F("It's the first time", 'be', ' in the mountains in winter'),
  F('This is the first time', 'see', ' the sea'),
  F("It's the first time", 'drink', ' real Italian coffee'),
  F("It's the first time", 'run', ' a marathon', 'one'),
  F("It's the first time", 'stay', ' in a five-star hotel'),
  F("It's the first time", 'make', ' bread at home'),
  F("It's the first time", 'read', ' a whole book in English', 'one'),
  F("It's the first time", 'watch', ' a cricket match'),
  F("It's the first time", 'give', ' a presentation at work', 'one'),
  F("It's the first time", 'pay', ' for something with {poss} phone', 'one'),
  F("It's the first time", 'climb', ' a real mountain'),
  F("It's the first time", 'visit', ' Kyiv'),
  F("It's the first time", 'hear', ' this song'),
  F("It's the first time", 'ski', ' in the Alps'),
  F("It's the first time this year", 'be', ' late for work', 'one'),
  F("It's the second time this year", 'break', ' {poss} phone', 'one'),
  F("It's the second time", 'see', ' this film'),
  F("It's the first time", 'sleep', ' in a tent'),
  F("It's the first time", 'cycle', ' to work', 'one'),
  F("It's the first time", 'grow', ' {poss} own tomatoes'),
  F("It's the first time", 'use', ' this machine'),
  F("It's the first time", 'throw', ' a party'),
  F("It's the first time", 'take', ' part in a race', 'one'),
  F("It's the first time", 'teach', ' a class of adults', 'one'),
  F("It's the first time", 'sell', ' anything online'),
  F("It's the first time", 'fix', ' a bike on {poss} own', 'one'),
  F("It's the third time", 'watch', ' this series'),
  F('Is this the first time', 'be', ' here', 'you'),
  F('Is this the first time', 'be', ' abroad', 'you'),
  F('Is it the first time', 'try', ' Ukrainian food', 'you'),
  F('Is this the first time', 'drive', ' a car with the wheel on the right', 'you'),
  F('Is it the first time', 'take', ' part in a competition', 'you'),
  F('Is this the first time', 'see', ' snow', 'you'),
  F('Is this the first time', 'fly', ' with this airline', 'you'),
  F('Is it the first time', 'eat', ' sushi', 'you'),
];

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
