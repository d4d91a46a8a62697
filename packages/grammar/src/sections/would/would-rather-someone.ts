import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { subjectFitsLine } from '../../lexicon/reference.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { ingForm, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fillLine, LISTENER, NAMED, SPEAKER, subjectsFor } from '../modal/people.ts';
import copy from './would-rather-someone.json' with { type: 'json' };

/**
 * would rather + another person + past simple (now or later: I'd rather you didn't smoke in here), + past
 * perfect (the past: I'd rather you had told me), and would rather + base form when the subject is the same
 * person (I'd rather stay; I'd rather not go). Only forms that no standard speaker uses are offered as
 * wrong: to, not to, -ing, have + participle, don't. The present ("I'd rather you don't"), the bare
 * subjunctive ("I'd rather you not smoke", American) and would ("I'd rather you wouldn't") are never
 * offered, since many speakers say them. Gaps: {X:verb} past simple, {N:verb} didn't + base, {H:verb} had +
 * participle, {HN:verb} hadn't + participle, {S:verb} base form, {SN:verb} not + base form.
 */

/** Another person, now or later → past simple. */
const OTHER_NOW: readonly string[] = [
  "I'd rather {who} {X:come} tomorrow; today is really busy",
  "I'd rather {who} {X:sit} next to me at dinner",
  "I'd rather {who} {X:drive}; I'm too tired",
  "I'd rather {who} {X:call} me in the evening, not at work",
  "I'd rather {who} {X:pay} by card, if that's all right",
  "I'd rather {who} {X:wait} here until the doctor comes",
  "I'd rather {who} {X:tell} me the truth",
  "I'd rather {who} {X:stay} for dinner; there's plenty of food",
  "I'd rather {who} {X:choose} the restaurant this time",
  "I'd rather {who} {X:speak} to the manager about it",
  'Would you rather I {X:come} back later?',
  'Would you rather I {X:book} the tickets?',
  "I'd rather {who} {X:send} me the file by email",
  "I'd rather {who} {X:leave} the dog at home today",
  "I'd rather {who} {X:keep} this between us",
  "I'd rather {who} {X:take} the train; the roads are icy",
  "I'd rather {who} {X:ask} me first next time",
  "I'd rather {who} {X:wear} something warmer; it's freezing",
  "I'd rather {who} {X:meet} us at the station",
  'Would you rather we {X:go} somewhere quieter?',
  "I'd rather {who} {X:bring} the documents to the office",
  "I'd rather {who} {X:write} it down, so we don't forget",
  "I'd rather {who} {X:open} the present now, while I'm here",
  "It's late. I'd rather {who} {X:stay} the night here",
  "I'd rather {who} {X:check} the figures again before we send them",
];

/** Another person, now or later, negative → didn't + base form. */
const OTHER_NOT: readonly string[] = [
  "I'd rather {who} {N:smoke} in the house",
  "I'd rather {who} {N:tell} anyone about this yet",
  "I'd rather {who} {N:park} in front of the garage",
  "I'd rather {who} {N:call} me after ten at night",
  "I'd rather {who} {N:mention} it to my parents",
  "I'd rather {who} {N:use} my laptop; it's new",
  "I'd rather {who} {N:drive} tonight; the roads are dangerous",
  "I'd rather {who} {N:come} to the meeting; it's only for managers",
  "I'd rather {who} {N:wear} shoes in the flat",
  "I'd rather {who} {N:play} loud music after eleven",
  "I'd rather {who} {N:bring} the dog to the restaurant",
  "I'd rather {who} {N:post} those photos online",
  "I'd rather {who} {N:eat} in the car",
  "I'd rather {who} {N:sit} there; that chair is broken",
  "I'd rather {who} {N:leave} {poss} bike in the hall",
  "I'd rather {who} {N:buy} me a present this year",
  "I'd rather {who} {N:say} anything to the children yet",
  "I'd rather {who} {N:touch} the cake until the guests arrive",
  "I'd rather {who} {N:ask} me about my salary",
  "I'd rather {who} {N:open} the window; it's cold",
  "I'd rather {who} {N:go} out alone so late",
  "I'd rather {who} {N:read} my messages",
];

/** Another person, the past → had / hadn't + past participle. */
const OTHER_PAST: readonly string[] = [
  "I'd rather {who} {H:tell} me the truth yesterday",
  "I'd rather {who} {HN:invite} my boss to the party last week",
  "I'd rather {who} {H:ask} me before {pron} sold the car",
  "I'd rather {who} {HN:say} that in front of everyone at yesterday's meeting",
  "I'd rather {who} {H:call} me when the flight was cancelled",
  "I'd rather {who} {HN:tell} my sister about the surprise",
  "I'd rather {who} {H:come} to the wedding last Saturday",
  "I'd rather {who} {HN:spend} all the money on that old car",
  "I'd rather {who} {H:warn} me about the traffic this morning",
  "I'd rather {who} {HN:lend} {poss} keys to a stranger last night",
  "I'd rather {who} {H:wait} for me yesterday instead of leaving",
  "I'd rather {who} {HN:read} my diary while I was away",
  "I'd rather {who} {H:book} the hotel earlier; now it's full",
  "I'd rather {who} {HN:sell} {poss} grandmother's ring",
  "I'd rather {who} {H:let} me know that {pron} {was} coming",
  "I'd rather {who} {HN:post} that photo of me online",
  "I'd rather {who} {H:listen} to my advice last year",
  "I'd rather {who} {HN:cut} {poss} hair so short",
  "I'd rather {who} {H:stay} at home when {pron} {was} ill last week",
  "I'd rather {who} {HN:drive} so fast on the way here",
  "I'd rather {who} {H:tell} me earlier; I've already bought the tickets",
  "I'd rather {who} {HN:forget} my birthday again",
];

/** The same person → base form, not + base form. */
const SAME: readonly string[] = [
  "{Pron}'d rather {S:stay} at home tonight",
  "{Pron}'d rather {S:walk}; it's a lovely evening",
  "{Pron}'d rather {S:have} tea than coffee",
  "{Pron}'d rather {SN:talk} about it right now",
  "{Pron}'d rather {SN:go} out in this rain",
  "{Pron}'d rather {S:wait} until the summer to buy a car",
  "{Pron}'d rather {S:take} the train than fly",
  "{Pron}'d rather {SN:say} anything until {pron} know{s} more",
  "{Pron}'d rather {S:watch} a film at home than go to a club",
  "{Pron}'d rather {SN:drive} in the dark",
  "{Pron}'d rather {S:cook} at home tonight than eat out",
  "{Pron}'d rather {SN:work} at the weekend",
  "{Pron}'d rather {S:pay} a bit more for a direct flight",
  "{Pron}'d rather {SN:sit} at the front",
  "{Pron}'d rather {S:live} in a small town than in a big city",
  "{Pron}'d rather {SN:eat} anything heavy before the run",
  "{Pron}'d rather {S:leave} early and avoid the traffic",
  "{Pron}'d rather {SN:answer} that question",
  "{Pron}'d rather {S:rent} a flat for a year before buying one",
  "{Pron}'d rather {SN:spend} too much on the wedding",
  "{Pron}'d rather {S:read} the book before seeing the film",
  "{Pron}'d rather {SN:think} about work on holiday",
  "{Pron}'d rather {S:sleep} on the sofa than share a room",
  "{Pron}'d rather {SN:know} the answer, to be honest",
];

/** Issue 16: more lines (another person now or later, and the past), yielded after the first ones. */
const MORE: readonly string[] = [
  "I'd rather {who} {X:drive} us to the airport tomorrow",
  "I'd rather {who} {X:come} with me to the doctor's",
  "I'd rather {who} {X:phone} me than send a text",
  "I'd rather {who} {X:pick} the wine; I know nothing about it",
  "I'd rather {who} {X:stay} with us than in a hotel",
  "I'd rather {who} {X:give} me a hand with the boxes now",
  "I'd rather {who} {X:explain} it to the children; they never listen to me",
  "I'd rather {who} {X:read} the contract before we sign it",
  "I'd rather {who} {N:invite} my ex to the party",
  "I'd rather {who} {N:smoke} near the baby",
  "I'd rather {who} {N:tell} Mum about the accident yet",
  "I'd rather {who} {N:borrow} my car this weekend",
  "I'd rather {who} {N:wake} me before seven",
  "I'd rather {who} {N:show} anyone these photos",
  "I'd rather {who} {H:ask} me before {pron} booked the trip",
  "I'd rather {who} {HN:tell} everyone my news at dinner last night",
  "I'd rather {who} {H:come} to me first when the problem started",
  "I'd rather {who} {HN:buy} such an expensive present for my birthday",
];

/** Full catalogue (issue 16): more lines of every kind, each its own base, yielded after MORE (ids stay). */
const MORE_2: readonly string[] = [
  "I'd rather {who} {X:do} the washing-up tonight; I cooked",
  "I'd rather {who} {X:choose} the film tonight",
  "I'd rather {who} {X:come} round on Sunday instead of Saturday",
  "I'd rather {who} {X:help} me with the garden this weekend",
  "I'd rather {who} {X:send} the invitations out this week",
  "I'd rather {who} {X:talk} to me directly next time",
  "I'd rather {who} {X:water} the plants while I'm away",
  "I'd rather {who} {X:sign} the form now, before the office closes",
  "I'd rather {who} {X:take} a taxi home tonight; it's very late",
  "I'd rather {who} {X:wait} until the rain stops",
  "I'd rather {who} {X:ring} the landlord about the leak",
  "I'd rather {who} {X:finish} the report before the meeting",
  "I'd rather {who} {X:look} after the kids on Friday",
  "I'd rather {who} {X:cook} tonight; I've had a long day",
  "I'd rather {who} {X:tell} the boss; I'm not good at bad news",
  "I'd rather {who} {X:leave} the windows closed at night",
  "I'd rather {who} {X:show} me how it works first",
  "I'd rather {who} {X:stay} in the car with the dog",
  "I'd rather {who} {N:shout}; the baby's asleep",
  "I'd rather {who} {N:cook} fish tonight; the smell stays for days",
  "I'd rather {who} {N:talk} about money at dinner",
  "I'd rather {who} {N:feed} the cat from the table",
  "I'd rather {who} {N:leave} the door unlocked",
  "I'd rather {who} {N:give} the kids so many sweets",
  "I'd rather {who} {N:walk} home alone tonight",
  "I'd rather {who} {N:move} my papers; I know where everything is",
  "I'd rather {who} {N:come} in; the floor is still wet",
  "I'd rather {who} {N:change} the plans again",
  "I'd rather {who} {N:use} the good plates every day",
  "I'd rather {who} {H:tell} me about the problem last week",
  "I'd rather {who} {H:phone} before {pron} came round yesterday",
  "I'd rather {who} {H:check} the address before we left home",
  "I'd rather {who} {H:ask} for help when the trouble started",
  "I'd rather {who} {H:bring} a coat; it's freezing now",
  "I'd rather {who} {H:read} the instructions before {pron} switched it on",
  "I'd rather {who} {H:apologise} at the time",
  "I'd rather {who} {H:stay} for the whole party last night",
  "I'd rather {who} {HN:eat} the last piece of cake at lunch",
  "I'd rather {who} {HN:wake} the baby last night",
  "I'd rather {who} {HN:tell} the kids about the puppy before it arrived",
  "I'd rather {who} {HN:paint} the kitchen red while I was away",
  "I'd rather {who} {HN:throw} away my old letters last week",
  "I'd rather {who} {HN:shout} at the waiter on Friday",
  "I'd rather {who} {HN:give} my number to that salesman yesterday",
  "{Pron}'d rather {S:stay} in and read tonight",
  "{Pron}'d rather {SN:fly} with that airline again",
  "{Pron}'d rather {S:eat} something light this evening",
  "{Pron}'d rather {SN:discuss} it on the phone",
  "{Pron}'d rather {S:go} by bike than by car",
  "{Pron}'d rather {SN:wait} in the queue for an hour",
  "{Pron}'d rather {S:spend} the money on a holiday than on a new sofa",
  "{Pron}'d rather {SN:stay} up late tonight; there's an early start tomorrow",
  "{Pron}'d rather {S:work} from home on Fridays",
  "{Pron}'d rather {SN:go} to the party alone",
];

type Gap = 'X' | 'N' | 'H' | 'HN' | 'S' | 'SN';

function forms(gap: Gap, base: string, subject: string): { answer: string; wrong: Wrong[]; ruleId: string } {
  const f = verbForms(base);
  const ing = ingForm(base);
  switch (gap) {
    case 'X':
      return {
        answer: f.past,
        wrong: [
          d(`to ${base}`, 'to-after-would-rather-subject', { subject }),
          d(ing, 'would-rather-subject-form', { subject }),
        ],
        ruleId: 'rather-other-now',
      };
    case 'N':
      return {
        answer: `didn't ${base}`,
        wrong: [
          d(`not to ${base}`, 'to-after-would-rather-subject', { subject }),
          d(`not ${ing}`, 'would-rather-subject-form', { subject }),
        ],
        ruleId: 'rather-other-now',
      };
    case 'H':
    case 'HN': {
      const not = gap === 'HN' ? "n't" : '';
      return {
        answer: `had${not} ${f.participle}`,
        wrong: [
          d(`have${not} ${f.participle}`, 'would-rather-subject-form', { subject }),
          d(`${gap === 'HN' ? 'not ' : ''}to have ${f.participle}`, 'to-after-would-rather-subject', {
            subject,
          }),
        ],
        ruleId: 'rather-other-past',
      };
    }
    case 'S':
      return {
        answer: base,
        wrong: [d(`to ${base}`, 'to-after-would-rather', {}), d(ing, 'would-rather-same-form', {})],
        ruleId: 'rather-same',
      };
    default:
      return {
        answer: `not ${base}`,
        wrong: [
          d(`not to ${base}`, 'to-after-would-rather', {}),
          d(`don't ${base}`, 'would-rather-same-form', {}),
        ],
        ruleId: 'rather-same',
      };
  }
}

/**
 * The lines in a shuffled order. A line about another person is said of `count` people; a same-person line
 * ({Pron}'d rather …) by I and we and of the first two of `named()`.
 */
function* lineItems(
  rng: Rng,
  lines: { line: string; i: number }[],
  count: number,
  named: () => readonly Subject[],
) {
  for (const { line, i } of rng.shuffle(lines)) {
    const gap = line.match(/\{(X|N|H|HN|S|SN):([a-z]+)\}/);
    if (!gap) continue;
    const kind = gap[1] as Gap;
    const same = kind === 'S' || kind === 'SN';
    const subjects = same
      ? [...SPEAKER, ...named().slice(0, 2)].filter((s) => subjectFitsLine(line, s))
      : subjectsFor(rng, line, [...NAMED, LISTENER], count);
    for (const s of subjects) {
      const filled = fillLine(line.replace(gap[0], '{}'), s);
      // The words that decide it: "rather you" / "rather Tom" (another person), "I'd rather" (the same one).
      const other = filled.match(/rather (\w+)(?= \{\})/)?.[1] ?? filled.match(/you rather (\w+)/)?.[1] ?? '';
      const trigger = same ? (filled.split(' {}')[0] ?? '') : `rather ${other}`;
      const { answer, wrong, ruleId } = forms(kind, gap[2] as string, other);
      yield item(rng, {
        text: filled,
        answer,
        wrong,
        ruleId,
        trigger: [trigger],
        features: { subject: same ? 'same' : 'other' },
        skeleton: `rather-${i}`,
      });
    }
  }
}

export const wouldRatherSomeone: TopicDef = makeTopic(copy, {
  target: 750,
  *generate(rng) {
    const lines = [
      ...OTHER_NOW.map((line, i) => ({ line, i })),
      ...OTHER_NOT.map((line, i) => ({ line, i: i + 100 })),
      ...OTHER_PAST.map((line, i) => ({ line, i: i + 200 })),
      ...SAME.map((line, i) => ({ line, i: i + 300 })),
    ];
    yield* lineItems(rng, lines, 5, () => NAMED);
    // Issue 16: the new lines, each said of up to four people, after the first ones so those keep their ids.
    yield* lineItems(
      rng,
      MORE.map((line, i) => ({ line, i: i + 400 })),
      4,
      () => NAMED,
    );
    // Full catalogue: MORE_2 after MORE, so every earlier id stays; same-person lines as in the first set,
    // but of two people drawn from NAMED.
    yield* lineItems(
      rng,
      MORE_2.map((line, i) => ({ line, i: i + 500 })),
      4,
      () => rng.shuffle(NAMED),
    );
  },
});
