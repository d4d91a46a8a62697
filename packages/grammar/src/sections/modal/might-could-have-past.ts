import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './might-could-have-past.json' with { type: 'json' };
import { fillLine, NAMED, splitCue, subjectsFor } from './people.ts';

/**
 * Guessing about the past: might / may / could have + past participle (it is possible, the speaker is not
 * sure), must have (the evidence makes us sure it happened), can't have (the evidence makes us sure it did
 * not). Might, may and could have mean the same here, so one is never offered against another: a
 * possibility line is keyed with one of them and offered only against must have (the doubt in [[…]] rules
 * certainty out: "…, or perhaps …", "I'm not sure, but …") and a form that is not English. A must or
 * can't line is never offered against might/may/could have (with evidence a weaker guess is still
 * English): only the opposite certainty and a form error. {V:verb} is the gap (modal + have + participle);
 * forms come from morph only.
 */

/** The speaker is not sure, or names another possibility → might / may / could have. */
const POSSIBLE: readonly string[] = [
  '{Who} {V:go} to the cinema, [[or perhaps {pron} just stayed at home]]',
  '{Who} {V:leave} {poss} phone in the taxi, [[or perhaps in the restaurant]]',
  '{Who} {V:miss} the bus, [[or maybe {pron} overslept; nobody knows]]',
  '{Who} {V:hear} the news from {poss} sister, [[or perhaps from a friend]]',
  '{Who} {V:forget} about our meeting, [[or perhaps {pron} is just stuck in traffic]]',
  '{Who} {V:take} the keys with {obj}, [[or perhaps {pron} left them at work]]',
  '{Who} {V:miss} {poss} connection, [[or perhaps {poss} first train was late]]',
  "{Who} {V:see} the email already, [[or perhaps {pron} hasn't opened it yet]]",
  '{Who} {V:buy} the tickets last week, [[or perhaps {pron} is waiting for the sale]]',
  "{Who} {V:call} while we were out, [[but there's no message, so we can't be sure]]",
  '{Who} {V:sell} {poss} old car, [[or perhaps {pron} gave it to {poss} son]]',
  '{Who} {V:write} a letter to the manager, [[or perhaps {pron} sent an email]]',
  "{Who} {V:fall} asleep, [[or perhaps {pron} just didn't hear the phone]]",
  '{Who} {V:switch} off {poss} phone, [[or perhaps the battery died]]',
  '{Who} {V:find} a cheaper flight, [[or perhaps {pron} decided to take the train]]',
  '{Who} {V:forget} the address, [[or perhaps {pron} wrote it down wrong]]',
  "{Who} {V:choose} the blue one, [[or perhaps the green one; I can't remember]]",
  '{Who} {V:misunderstand} the question, [[or perhaps {pron} just answered a different one]]',
  '{Who} {V:be} at the gym when you called, [[or perhaps in the shower]]',
  '{Who} {V:meet} {poss} best friend at university, [[or perhaps at school]]',
  "{Who} {V:go} to Italy last summer, [[or was it Spain? I can't remember]]",
  '{Who} {V:do} the shopping, [[or perhaps {pron} forgot]]',
  '{Who} {V:put} the letter in the wrong box, [[or perhaps the post office lost it]]',
  '{Who} {V:mention} it at the meeting last week, [[or perhaps it was the week before]]',
  '{Who} {V:lose} {poss} way, [[or perhaps {poss} car broke down]]',
  '{Who} {V:read} about it in the paper, [[or perhaps someone told {obj}]]',
  '{Who} {V:eat} something bad at the party, [[or perhaps {pron} just caught a bug]]',
  '{Who} {V:drive} to the coast, [[or perhaps {pron} took the train]]',
  '{Who} {V:send} the parcel to {poss} old address, [[or perhaps it is just late]]',
  '{Who} {V:leave} early, [[or perhaps {pron} is still somewhere in the building]]',
  'The parcel {V:arrive} while we were at work, [[or perhaps it is still at the post office]]',
  'The thieves {V:come} in through the window, [[or perhaps through the back door]]',
  '[[Nobody is sure how the fire started.]] Perhaps someone {V:drop} a cigarette',
  'I {V:leave} my glasses in the car, [[or perhaps in the office]]',
  "The dog {V:eat} something bad, [[or perhaps it is just tired; we don't know yet]]",
  "The plant {V:get} too much water, [[or perhaps too little; I'm not sure]]",
  '[[Nobody knows for sure, but]] perhaps the wall {V:be} built by the Romans',
  'The shop {V:close} early today, [[or perhaps it is closed all week]]',
  'The storm {V:damage} the roof, [[or perhaps it was old and leaking anyway]]',
  'The train {V:leave} on time for once, [[or perhaps it is still at the platform]]',
  // issue 16: appended so the ids above keep their numbers
  '{Who} {V:take} the early train, [[or perhaps {pron} is still at home]]',
  '{Who} {V:leave} the door unlocked, [[or perhaps the lock is just broken]]',
  '{Who} {V:go} to bed early, [[or perhaps {pron} just turned the lights off]]',
  '{Who} {V:mix} up the dates, [[or perhaps we did]]',
  '{Who} {V:lend} the book to a friend, [[or perhaps {pron} lost it]]',
  '{Who} {V:park} on the next street, [[or perhaps {pron} came by bus]]',
  '{Who} {V:buy} the cake at the bakery, [[or perhaps a friend made it]]',
  '{Who} {V:throw} the receipt away, [[or perhaps it is still in {poss} bag]]',
  "{Who} {V:send} the invitation by post, [[or perhaps by email; I'm not sure]]",
  '{Who} {V:hear} the noise, [[or perhaps {pron} was asleep by then]]',
  '{Who} {V:change} {poss} number, [[or perhaps {poss} phone is just off]]',
  '{Who} {V:stop} for lunch on the way, [[or perhaps the traffic was bad]]',
  '{Who} {V:break} the vase, [[or perhaps the cat knocked it over]]',
  "{Who} {V:pay} by card, [[or perhaps in cash; the receipt doesn't say]]",
  '{Who} {V:move} to another city, [[or perhaps {pron} just changed jobs]]',
  '{Who} {V:catch} the last bus, [[or perhaps {pron} took a taxi]]',
];

/** Evidence that it happened → must have. */
const MUST: readonly string[] = [
  '[[{Whos} shoes are covered in mud.]] {Pron} {V:walk} across the fields',
  '[[The streets are wet and there are puddles everywhere.]] It {V:rain} last night',
  '[[{Who} passed all {poss} exams with top marks.]] {Pron} {V:work} very hard',
  "[[{Whos} car isn't outside, and {poss} coat has gone.]] {Pron} {V:leave}",
  '[[{Who} knew everything about the surprise party.]] Someone {V:tell} {obj}',
  "[[There's broken glass all over the floor.]] Someone {V:break} a window",
  '[[{Who} {is} very brown after {poss} holiday.]] {Pron} {V:spend} a lot of time in the sun',
  '[[The fridge is empty.]] The children {V:eat} everything',
  '[[{Who} look{s} exhausted this morning.]] {Pron} {V:stay} up very late',
  "[[I can't find my wallet anywhere.]] I {V:drop} it somewhere",
  '[[The front door was open when we got home.]] We {V:forget} to lock it',
  '[[{Who} got the job.]] The interview {V:go} well',
  '[[The ground is white this morning.]] It {V:snow} during the night',
  '[[{Who} {is} limping.]] {Pron} {V:hurt} {poss} leg',
  '[[{Who} spoke perfect Spanish at the meeting.]] {Pron} {V:live} in Spain for years',
  "[[The cat's bowl is empty and the cat looks happy.]] Someone {V:feed} it",
  '[[All the tickets were sold in ten minutes.]] The concert {V:be} very popular',
  "[[My keys aren't in my bag.]] I {V:leave} them at the office",
  '[[{Who} arrived before us, though {pron} left an hour after us.]] {Pron} {V:drive} very fast',
  '[[The road is closed and there are police cars everywhere.]] There {V:be} an accident',
  '[[{Who} know{s} exactly how the film ends.]] {Pron} {V:see} it before',
  '[[The whole house smells of fresh bread.]] Someone {V:bake} this morning',
  '[[{Who} got home at three in the morning.]] The party {V:finish} very late',
  '[[{Who} paid for {poss} new car in cash.]] {Pron} {V:save} a lot of money',
  "[[There's nobody in the office and all the lights are off.]] Everyone {V:go} home",
  '[[{Who} {is} soaking wet.]] {Pron} {V:walk} home in the rain',
  '[[The baby is finally quiet and her eyes are closed.]] She {V:fall} asleep',
  '[[The milk smells awful.]] Someone {V:leave} it out of the fridge all night',
  '[[{Who} knew the answer to every question in the quiz.]] {Pron} {V:read} a lot about it',
  "[[There's a new sofa in {whos} living room.]] {Pron} {V:buy} it recently",
  '[[The windows are sparkling.]] Someone {V:clean} them today',
  '[[{Whos} hands are black with oil.]] {Pron} {V:repair} the car',
  '[[The glass was full a minute ago and now it is empty.]] Someone {V:drink} my juice',
  '[[{Who} {is} on every page of the wedding album.]] {Pron} {V:be} at the wedding',
  '[[The whole street has no electricity.]] The storm {V:damage} the power lines',
  // issue 16: appended so the ids above keep their numbers
  '[[{Who} knew the answer to every question.]] {Pron} {V:read} the book',
  '[[{Whos} hair is wet.]] {Pron} {V:have} a shower',
  '[[{Who} speaks perfect Spanish.]] {Pron} {V:live} in Spain for years',
  '[[{Whos} desk is completely clear.]] {Pron} {V:finish} everything before the holiday',
  '[[{Who} knew exactly where we were.]] Someone {V:give} {obj} the address',
  '[[{Whos} bike is in the hall.]] {Pron} {V:come} home already',
  '[[{Who} is limping today.]] {Pron} {V:hurt} {poss} leg at football',
  "[[{Who} didn't answer any of my calls yesterday.]] {Pron} {V:switch} {poss} phone off",
  '[[{Whos} suitcase is by the door.]] {Pron} {V:pack} last night',
  '[[{Who} knew all the words to the song.]] {Pron} {V:hear} it many times before',
  '[[{Whos} hands are covered in paint.]] {Pron} {V:paint} the fence this morning',
  '[[{Who} was soaking wet when {pron} arrived.]] {Pron} {V:walk} through the rain',
];

/** Evidence that it did not happen → can't have. */
const CANT: readonly string[] = [
  '[[{Who} was with me all evening,]] so {pron} {V:break} the window',
  '[[I saw {who} in town at ten.]] {Pron} {V:be} at home then',
  '[[The shop was closed all day yesterday.]] {Who} {V:buy} {poss} bread there',
  '[[{Who} {has} never been to Paris.]] {Pron} {V:take} that photo of the Eiffel Tower',
  '[[The letter only arrived this morning.]] {Who} {V:read} it last night',
  '[[{Who} was asleep when it happened.]] {Pron} {V:see} the accident',
  '[[{Who} {is} allergic to fish.]] {Pron} {V:eat} the salmon',
  '[[The film only came out yesterday.]] {Who} {V:see} it last week',
  '[[{Who} was in hospital all last week.]] {Pron} {V:go} to the office party last Friday',
  '[[{Who} was in Kyiv all weekend.]] {Pron} {V:be} at the beach on Saturday',
  '[[The window is locked from the inside.]] The thief {V:come} in that way',
  "[[{Who} can't swim.]] {Pron} {V:swim} across the lake",
  '[[The car was at the garage all week.]] {Who} {V:drive} it to work on Tuesday',
  '[[{Who} was on a plane at the time.]] {Pron} {V:answer} your call',
  '[[The cake is still whole.]] The children {V:eat} it',
  "[[There's no snow on the ground.]] It {V:snow} last night",
  '[[I locked every door myself.]] The burglar {V:get} in through a door',
  '[[{Who} {has} never met my brother.]] {Pron} {V:tell} him the news',
  '[[{Who} was sitting next to me the whole time.]] {Pron} {V:leave} the room',
  '[[{Who} only started the book this morning.]] {Pron} {V:finish} it already',
  '[[{Whos} passport is still in the drawer.]] {Pron} {V:fly} to London',
  '[[{Who} left only two hours ago, and it is a twelve-hour drive.]] {Pron} {V:arrive} already',
  '[[The museum is closed on Mondays.]] {Who} {V:visit} it last Monday',
  '[[{Who} {is} a vegetarian.]] {Pron} {V:order} the steak',
  '[[{Who} was at work until eight.]] {Pron} {V:cook} dinner at six',
  '[[The bridge was closed for repairs.]] The bus {V:go} that way',
  "[[{Who} doesn't have a key.]] {Pron} {V:lock} the door",
  '[[The stadium was empty on Saturday.]] There {V:be} a match that day',
  '[[{Who} {has} never driven a car.]] {Pron} {V:drive} us to the airport',
  '[[I was at home all day and nobody rang the bell.]] The courier {V:come} yesterday',
  "[[{Who} doesn't speak a word of German.]] {Pron} {V:write} this letter in German",
  '[[The ice cream is still frozen solid.]] It {V:be} out of the freezer for more than a minute',
  '[[{Who} only got the invitation today.]] {Pron} {V:know} about the party last week',
  '[[The ground is completely dry.]] It {V:rain} this morning',
  '[[{Who} {is} only twenty.]] {Pron} {V:work} there for thirty years',
  '[[The lights in {whos} office were off all night.]] {Pron} {V:work} late',
  // issue 16: appended so the ids above keep their numbers
  "[[{Who} doesn't have a key.]] {Pron} {V:lock} the door",
  "[[{Who} can't drive.]] {Pron} {V:drive} the car to the station",
  '[[{Who} was on a plane at the time.]] {Pron} {V:answer} your call',
  '[[{Who} has never met my boss.]] {Pron} {V:tell} him the secret',
  '[[{Who} only started the book yesterday.]] {Pron} {V:finish} it already',
  "[[{Who} doesn't speak any Chinese.]] {Pron} {V:write} this note",
  '[[{Who} was at work all day.]] {Pron} {V:cook} lunch for the children',
  '[[{Who} left the party before nine.]] {Pron} {V:see} the fireworks at midnight',
  '[[{Whos} passport expired last year.]] {Pron} {V:fly} to London last week',
  '[[{Who} is a vegetarian.]] {Pron} {V:order} the steak',
  '[[The café was closed on Monday.]] {Who} {V:meet} you there on Monday',
  '[[{Who} was in the meeting with me all morning.]] {Pron} {V:send} that email at ten',
  '[[{Who} was in bed with a fever all week.]] {Pron} {V:play} in the match on Saturday',
];

type Key = 'possible' | 'must' | "can't";
const POSSIBLE_MODALS = ['might', 'may', 'could'] as const;

/** "might have gone" → the participle form error: have + past simple, or had (where they are the same). */
function formError(modal: string, base: string): Wrong {
  const f = verbForms(base);
  return f.past !== f.participle
    ? d(`${modal} have ${f.past}`, 'past-after-modal-have', { past: f.past, participle: f.participle })
    : d(`${modal} had ${f.participle}`, 'had-after-modal', {});
}

export const mightCouldHavePast: TopicDef = makeTopic(copy, {
  target: 800,
  *generate(rng) {
    const lines: { line: string; key: Key; i: number }[] = [
      ...POSSIBLE.map((line, i) => ({ line, key: 'possible' as const, i })),
      ...MUST.map((line, i) => ({ line, key: 'must' as const, i: i + 100 })),
      ...CANT.map((line, i) => ({ line, key: "can't" as const, i: i + 200 })),
    ];
    for (const { line, key, i } of rng.shuffle(lines)) {
      const { text, cue } = splitCue(line);
      const gap = text.match(/\{V:([a-z]+)\}/);
      if (!gap) continue;
      const base = gap[1] as string;
      const participle = verbForms(base).participle;
      // One possibility modal per line (the same for all its variants), spread over the three.
      const modal: string = key === 'possible' ? (POSSIBLE_MODALS[i % 3] ?? 'might') : key;
      const answer = `${modal} have ${participle}`;
      for (const s of subjectsFor(rng, text, NAMED, 5)) {
        const filled = fillLine(text.replace(gap[0], '{}'), s);
        const cueText = fillLine(cue, s);
        const wrong: Wrong[] = [
          key === 'possible'
            ? d(`must have ${participle}`, 'certainty-against-doubt', { cue: cueText })
            : key === 'must'
              ? d(`can't have ${participle}`, 'cant-against-evidence', { evidence: cueText })
              : d(`must have ${participle}`, 'must-against-evidence', { evidence: cueText }),
          formError(modal, base),
        ];
        yield item(rng, {
          text: filled,
          answer,
          wrong,
          ruleId: key === 'possible' ? 'possible-past' : key === 'must' ? 'must-have-past' : 'cant-have-past',
          trigger: [cueText],
          features: { certainty: key },
          skeleton: `guess-past-${i}`,
        });
      }
    }
  },
});
