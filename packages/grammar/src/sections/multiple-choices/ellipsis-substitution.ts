import { z } from 'zod';
import { taggedLines } from '../../core/tagged-lines.ts';
import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, NAMED, subjectsFor } from '../modal/people.ts';
import data from './ellipsis-substitution.data.json' with { type: 'json' };
import copy from './ellipsis-substitution.json' with { type: 'json' };

/**
 * Short answers that stand for a whole clause: I think so, I hope so / I hope not, I'm afraid so / I'm
 * afraid not, I don't think so, I suppose so, I expect so. Every line is a positive yes/no question and an
 * answer whose second half forces yes (so) or no (not); negative questions are never used ("Aren't you
 * coming? — I suppose so" and "… not" can both answer them). What is wrong: it and that in place of so
 * ("I hope it", "I think that"), and, after hope and afraid, the other of so / not, which the reason
 * after the gap rules out. After think, "not" is never offered: "I think not" is formal but correct.
 * {so} and {not} are the gaps with their keys.
 */

/** I hope so / I hope not: the reason says what the speaker wants. */
const HOPE: readonly string[] = table('HOPE', data.HOPE, z.string());

/** I'm afraid so / I'm afraid not: bad news, the reason says which. */
const AFRAID: readonly string[] = table('AFRAID', data.AFRAID, z.string());

/** I think so: the speaker believes the answer is yes. "Not" is never offered after think. */
const THINK: readonly string[] = table('THINK', data.THINK, z.string());

/** I don't think so: the speaker believes the answer is no. */
const DONT_THINK: readonly string[] = table('DONT_THINK', data.DONT_THINK, z.string());

/** I suppose so / I expect so: a yes the speaker is not excited about or expects. */
const SUPPOSE: readonly string[] = table('SUPPOSE', data.SUPPOSE, z.string());

type Kind = 'hope' | 'afraid' | 'think' | 'dont-think' | 'suppose';

/**
 * Issue 16: more pairs, each its own question and reason. Made after the first lines (their own pass), so
 * the draws of the older lines and their ids stay as they were.
 */
const MORE: readonly { line: string; kind: Kind }[] = [
  ...[
    "Will {who} be home for Christmas? — I hope {so}; we haven't seen {obj} since the summer",
    'Is {who} going to drive us home? — I hope {not}; {pron} {has} had two glasses of wine',
    'Will {who} like the present? — I hope {so}; it took me ages to choose it',
    'Did {who} get my invitation? — I hope {so}; I really want {obj} to come',
    'Will {who} call back today? — I hope {so}; I need an answer by tonight',
    "Is {who} bringing the dog? — I hope {not}; I'm allergic to dogs",
    'Is {who} going to be late again? — I hope {not}; the film starts at eight',
    'Will {who} be able to fix the car? — I hope {so}; we need it on Monday',
    'Is {who} working this weekend? — I hope {not}; I want {obj} to come to the seaside with us',
    'Will the bakery have any bread left? — I hope {so}; we have nothing for breakfast',
    'Is the exam on Monday? — I hope {not}; I need the weekend to revise',
  ].map((line) => ({ line, kind: 'hope' as const })),
  ...[
    "Is {who} in the office today? — I'm afraid {not}; {pron} {is} working from home",
    "Did {who} forget about the meeting? — I'm afraid {so}; {pron} {is} still at home",
    "Can {who} take the call now? — I'm afraid {not}; {pron} {is} in a meeting until three",
    "Has {who} gone home already? — I'm afraid {so}; {pron} left about ten minutes ago",
    "Is {who} still waiting for the test results? — I'm afraid {so}; the hospital hasn't called yet",
    "Did {who} break {poss} leg? — I'm afraid {so}; {pron} will be in plaster for six weeks",
    "Is there any cake left? — I'm afraid {not}; the children ate it all",
    "Is the swimming pool open today? — I'm afraid {not}; it's closed for cleaning",
    "Do I need a visa? — I'm afraid {so}; you can apply for one online",
  ].map((line) => ({ line, kind: 'afraid' as const })),
  ...[
    'Is {who} coming to the meeting? — I think {so}; {pron} replied to the invitation',
    'Does {who} live near here? — I think {so}; I often see {obj} at the bus stop',
    'Is {who} the new manager? — I think {so}; {pron} {has} got the big office now',
    'Is the post office still open? — I think {so}; it closes at six',
    'Has {who} got a dog? — I think {so}; I often hear barking from {poss} flat',
  ].map((line) => ({ line, kind: 'think' as const })),
  ...[
    "Is {who} at work today? — I don't think {so}; {poss} car isn't in the car park",
    "Does {who} like spicy food? — I don't think {so}; {pron} never orders curry",
    "Is {who} still living in Kyiv? — I don't think {so}; {pron} moved to Lviv last year",
    "Has {who} seen the new film? — I don't think {so}; it only came out yesterday",
    "Is it far to the station? — I don't think {so}; it's about five minutes on foot",
  ].map((line) => ({ line, kind: 'dont-think' as const })),
  ...[
    'Will {who} want something to eat? — I expect {so}; {pron} {has} been travelling all day',
    'Will {who} be tired after the trip? — I expect {so}; it is a twelve-hour flight',
    'Should we wait for {who}? — I suppose {so}; {pron} {is} only five minutes away',
    'Can {who} stay with us for a few days? — I suppose {so}; the spare room is free',
  ].map((line) => ({ line, kind: 'suppose' as const })),
];

/**
 * Issue 16 ("the full catalogue"): a third batch of pairs, each its own question and a reason that rules
 * out the other answer. Made after the first two batches, so their draws and ids stay as they were; more
 * "no" answers (hope not, afraid not) so the keys are less one-sided.
 */
const FULL: readonly { line: string; kind: Kind }[] = [
  ...[
    'Will {who} get the promotion? — I hope {so}; {pron} {has} worked really hard for it',
    'Is {who} going to sing at the party? — I hope {so}; {pron} {has} got a beautiful voice',
    "Will {who} be able to come on Saturday? — I hope {so}; the party won't be the same without {obj}",
    'Has {who} booked the table? — I hope {so}; the restaurant is always full on Fridays',
    'Did {who} enjoy the concert? — I hope {so}; the tickets were very expensive',
    "Will {who} help us move on Sunday? — I hope {so}; we can't carry the sofa on our own",
    'Has {who} found a new flat yet? — I hope {so}; {pron} {has} to move out by the end of the month',
    'Will {who} win the race? — I hope {so}; {pron} {has} trained every day for a year',
    'Did {who} get home before the storm? — I hope {so}; the roads are flooded now',
    'Is {who} bringing {poss} famous apple cake? — I hope {so}; it is the best cake I have ever eaten',
    'Is {who} going to cook tonight? — I hope {so}; {poss} pasta is the best in town',
    'Will {who} be back before six? — I hope {not}; we need time to get {poss} surprise party ready',
    'Is {who} going to drive in this snow? — I hope {not}; the roads are terrible',
    'Did {who} lose the match? — I hope {not}; {pron} {has} been training for months',
    'Will the rain stop before the match? — I hope {so}; nobody wants to play in the mud',
    "Is the lake warm enough for a swim? — I hope {so}; I've brought my swimming things",
    "Will the exam results be out tomorrow? — I hope {so}; I can't wait any longer",
    "Will the hotel have a room for us? — I hope {so}; it's too late to look for another one",
    'Will the plumber come today? — I hope {so}; we have no hot water',
    'Are the trains running normally today? — I hope {so}; I have an important meeting in the city',
    'Is {who} angry about the broken vase? — I hope {not}; it was an accident',
    'Is {who} going to leave {poss} job? — I hope {not}; {pron} {is} the best person in the team',
    'Has {who} missed the last bus? — I hope {not}; there are no taxis in the village',
    'Will {who} be upset if we leave early? — I hope {not}; we have to get up at five tomorrow',
    'Is {who} ill again? — I hope {not}; {pron} {has} only just got better',
    "Is {who} going to tell everyone about my mistake? — I hope {not}; it's really embarrassing",
    "Did {who} forget the passports? — I hope {not}; we can't fly without them",
    "Is {who} selling the house by the lake? — I hope {not}; we've had such good holidays there",
    'Is {who} moving back to Canada? — I hope {not}; {pron} {is} my best friend here',
    'Will {who} be late for the interview? — I hope {not}; it starts in ten minutes',
    "Is {who} still waiting outside in the rain? — I hope {not}; it's freezing out there",
    'Will the restaurant be busy tonight? — I hope {not}; we haven’t booked a table',
    'Are the roads icy this morning? — I hope {not}; I have to drive to work',
    "Will the train be crowded? — I hope {not}; I've got two big suitcases",
    "Is the concert going to be cancelled? — I hope {not}; we've been looking forward to it for months",
    'Is the bridge closed again? — I hope {not}; the other way takes an hour longer',
    'Will the queue at the passport office be long? — I hope {not}; I only have an hour for lunch',
  ].map((line) => ({ line, kind: 'hope' as const })),
  ...[
    "Has {who} lost {poss} wallet again? — I'm afraid {so}; {pron} left it on the bus this morning",
    "Has {who} hurt {poss} back again? — I'm afraid {so}; {pron} can hardly walk",
    "Did {who} fail the driving test again? — I'm afraid {so}; {pron} will have to take it a third time",
    "Is {who} leaving the team? — I'm afraid {so}; {pron} {has} found a job in another city",
    "Is {who} going to be late? — I'm afraid {so}; {poss} train is stuck outside Kyiv",
    "Has {who} got the flu? — I'm afraid {so}; {pron} {has} had a high temperature since Monday",
    "Does {who} have to work late again? — I'm afraid {so}; {poss} boss wants the report by tomorrow",
    "Is {who} still in the meeting? — I'm afraid {so}; it won't finish before six",
    "Can {who} come to the phone? — I'm afraid {not}; {pron} {is} in the shower",
    "Does {who} remember you? — I'm afraid {not}; it was a very long time ago",
    "Has {who} replied to your letter? — I'm afraid {not}; maybe {pron} never got it",
    "Is {who} free on Friday evening? — I'm afraid {not}; {pron} {is} going to a concert",
    "Is the road to the village closed? — I'm afraid {so}; there was a landslide last night",
    "Has the rent gone up again? — I'm afraid {so}; the landlord sent a letter yesterday",
    "Is the restaurant fully booked? — I'm afraid {so}; there's a big wedding party tonight",
    "Did the parcel get lost? — I'm afraid {so}; the post office can't find it anywhere",
    "Is the heating broken again? — I'm afraid {so}; the engineer can't come until Thursday",
    "Is {who} coming to the party? — I'm afraid {not}; {pron} {has} to work that night",
    "Can {who} lend us {poss} car? — I'm afraid {not}; {pron} needs it for work this week",
    "Did {who} get the job? — I'm afraid {not}; they chose someone with more experience",
    "Is {who} back from {poss} holiday? — I'm afraid {not}; {pron} {is} away until next Tuesday",
    "Can {who} see me this afternoon? — I'm afraid {not}; {poss} diary is full until Friday",
    "Has {who} called back? — I'm afraid {not}; I've been waiting by the phone all morning",
    "Is there any hot water left? — I'm afraid {not}; the boiler broke this morning",
    "Can I park here? — I'm afraid {not}; it's for residents only",
    "Is the library open on Sundays? — I'm afraid {not}; it's only open on weekdays",
    "Is there a discount for students? — I'm afraid {not}; the price is the same for everyone",
    "Can I bring my dog into the café? — I'm afraid {not}; only guide dogs are allowed",
    "Are there any seats left for tonight? — I'm afraid {not}; the show is sold out",
    "Is the fish fresh today? — I'm afraid {not}; the delivery didn't come this morning",
  ].map((line) => ({ line, kind: 'afraid' as const })),
  ...[
    'Is {who} in the garden? — I think {so}; I can hear {obj} singing',
    'Does {who} drink coffee? — I think {so}; {pron} always has a cup at breakfast',
    'Is {who} on holiday this week? — I think {so}; {pron} {hasnt} answered any emails since Friday',
    'Does this train stop at Lviv? — I think {so}; the man at the ticket office said it does',
    "Is the pharmacy open late tonight? — I think {so}; it's open until ten on Fridays",
    'Is this the last stop? — I think {so}; everyone is getting off',
    'Does {who} play the guitar? — I think {so}; there is one in {poss} flat',
    'Is the milk still fresh? — I think {so}; I only bought it yesterday',
    'Does {who} know the way? — I think {so}; {pron} {has} been there before',
  ].map((line) => ({ line, kind: 'think' as const })),
  ...[
    "Is {who} at home? — I don't think {so}; all the windows are dark",
    "Does {who} smoke? — I don't think {so}; I've never seen {obj} with a cigarette",
    "Is {who} good at cooking? — I don't think {so}; {pron} always buys ready meals",
    "Does {who} know your address? — I don't think {so}; I've never given it to {obj}",
    "Is {who} awake? — I don't think {so}; I can hear {obj} snoring",
    "Has {who} got a car? — I don't think {so}; {pron} cycles everywhere",
    "Is the lake deep here? — I don't think {so}; I can see the bottom",
    "Is it going to be cold tomorrow? — I don't think {so}; the forecast says twenty degrees",
    "Is there a pharmacy in the village? — I don't think {so}; people always drive to town for medicine",
    "Is the film very long? — I don't think {so}; it finishes before ten",
    "Does the hotel have a pool? — I don't think {so}; there's nothing about one on the website",
    "Is {who} angry with us? — I don't think {so}; {pron} smiled at me this morning",
    "Does {who} work on Saturdays? — I don't think {so}; {poss} office is closed at weekends",
  ].map((line) => ({ line, kind: 'dont-think' as const })),
  ...[
    'Will {who} be hungry after the journey? — I expect {so}; {pron} {has} been on the road all day',
    "Will the shops be busy on Saturday? — I expect {so}; it's the last weekend before Christmas",
    'Can I use your phone for a minute? — I suppose {so}, but please be quick',
    'Will {who} want to come with us to the mountains? — I expect {so}; {pron} loves hiking',
    'Should we ask {who} for help? — I suppose {so}; {pron} knows more about computers than we do',
    'Is the meeting going to be long? — I expect {so}; there are fifteen points on the agenda',
    'Will they check passports at the border? — I expect {so}; they usually do',
    'Will {who} be at the party? — I expect {so}; {pron} never misses one',
  ].map((line) => ({ line, kind: 'suppose' as const })),
];

function wrongFor(kind: Kind, key: 'so' | 'not', reason: string): Wrong[] {
  const it = d('it', 'it-for-so', {});
  if (kind === 'hope' || kind === 'afraid')
    return [d(key === 'so' ? 'not' : 'so', key === 'so' ? 'not-for-yes' : 'so-for-no', { reason }), it];
  if (kind === 'dont-think') return [d('not', 'not-after-dont-think', {}), it];
  return [d('that', 'that-for-so', {}), it];
}

export const ellipsisSubstitution: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = taggedLines<Kind>([
      ['hope', HOPE],
      ['afraid', AFRAID],
      ['think', THINK],
      ['dont-think', DONT_THINK],
      ['suppose', SUPPOSE],
    ]);
    const more = MORE.map((m, i) => ({ ...m, i: i + 1000 }));
    const full = FULL.map((m, i) => ({ ...m, i: i + 2000 }));
    // The new lines are shuffled only after the older ones are made, so those keep their draws.
    for (const batch of [lines, more, full])
      for (const { line, kind, i } of rng.shuffle(batch)) {
        const gap = line.match(/\{(so|not)\}/);
        if (!gap) continue;
        const key = gap[1] as 'so' | 'not';
        for (const s of subjectsFor(rng, line, NAMED, 5)) {
          const filled = fillLine(line.replace(gap[0], '{}'), s);
          const [, answerPart = ''] = filled.split(' — ');
          const reason = answerPart.split(/[;,] /).slice(1).join('; ');
          const lead = answerPart.split(' {}')[0] ?? '';
          const no = key === 'not' || kind === 'dont-think';
          yield item(rng, {
            text: filled,
            answer: key,
            wrong: wrongFor(kind, key, reason),
            ruleId: no ? 'not-for-no' : 'so-for-yes',
            trigger: reason ? [lead, reason] : [lead],
            features: { verb: kind },
            skeleton: `ellipsis-${i}`,
          });
        }
      }
  },
});
