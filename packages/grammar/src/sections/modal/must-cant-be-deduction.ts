import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import copy from './must-cant-be-deduction.json' with { type: 'json' };
import { NAMED } from './people.ts';

/**
 * Present deduction: must (the evidence says it is true), can't (the evidence says it is not), might (the
 * speaker says they are not sure). Every line is authored; [[…]] is the evidence or the doubt that forces
 * the key. Might is offered only as a key, never as a wrong choice: with evidence, "She might be tired"
 * is still a possible (weaker) sentence. May and could are never offered at all (they would be right
 * wherever might is), nor mustn't (American English says "He must not be home" for a negative deduction).
 */

/** Evidence that it is true → must. */
const MUST: readonly string[] = [
  '[[{Who} {has} been working since six this morning without a break.]] {Pron} {} be tired',
  '[[{Who} {has} been travelling for twenty hours.]] {Pron} {} be exhausted',
  "[[{Who} {hasnt} eaten anything since breakfast, and it's nearly eight.]] {Pron} {} be hungry",
  '[[{Who} run{s} ten kilometres every morning.]] {Pron} {} be very fit',
  '[[{Who} {is} shivering and {poss} hands are like ice.]] {Pron} {} be cold',
  '[[{Who} {has} read ten books about Ancient Egypt this year.]] {Pron} {} know a lot about it',
  '[[{Who} walk{s} to the office in five minutes.]] {Pron} {} live very near it',
  "The phone's ringing. [[{Who} always call{s} at nine, and it's nine now.]] That {} be {obj}",
  '[[There is a long queue outside that restaurant every night.]] The food {} be very good',
  '[[The baby has been crying for an hour and has had nothing since lunch.]] She {} be hungry',
  '[[Everyone coming in is carrying a wet umbrella.]] It {} be raining outside',
  '[[{Who} {has} lived in London for twenty years.]] {Pron} {} know the city very well',
  '[[{Who} {has} five children under ten and a full-time job.]] {Pron} {} be very busy',
  '[[{Who} {has} been smiling since {pron} read the letter.]] It {} be good news',
  "[[{whos} light has been off since nine and there's no sound from the room.]] {Pron} {} be asleep",
  '[[{Who} {has} been to Spain five times this year.]] {Pron} {} really like it there',
  "[[You've been driving for nine hours.]] You {} be exhausted",
  "[[It's 35 degrees and you've been in the sun all afternoon.]] You {} be thirsty",
  '[[{Who} {is} carrying a tennis racket and a bag of balls.]] {Pron} {} be on {poss} way to a match',
  '[[There are twenty cars outside the house and loud music is coming from inside.]] They {} be having a party',
  '[[{Who} {is} covered in flour.]] {Pron} {} be making bread',
  '[[{Who} know{s} the name of every player in the team.]] {Pron} {} be a big football fan',
  '[[{Who} {is} wearing {poss} best suit today.]] {Pron} {} have an important meeting',
  '[[{Who} {has} a suntan, and {poss} suitcase is in the hall.]] {Pron} {} be back from {poss} holiday',
  '[[{Who} {is} chatting in French with the waiter and laughing at his jokes.]] {Pron} {} speak French very well',
  '[[The cat keeps going to its empty bowl and looking at me.]] It {} be hungry',
  '[[{Who} play{s} the piano for four hours every day.]] {Pron} {} love music',
  '[[{Who} {has} got three cars and a house by the sea.]] {Pron} {} have a lot of money',
  '[[All the lights are on and {whos} car is outside.]] {Pron} {} be at home',
  '[[{Who} keep{s} looking at {poss} watch and the door.]] {Pron} {} be waiting for someone',
  '[[The streets are full of people in green shirts waving flags.]] There {} be a football match today',
  '[[{Who} {has} just run a marathon.]] {Pron} {} be very tired',
  '[[{Who} {has} had three cups of coffee since lunch.]] {Pron} {} be wide awake',
  '[[{Who} {is} wearing a wedding ring.]] {Pron} {} be married',
  '[[Everybody in the office is whispering about the new manager.]] Something {} be going on',
  '[[{Who} {has} been on the phone with {poss} sister for two hours.]] They {} have a lot to talk about',
];

/** Evidence that it is not true → can't. */
const CANT: readonly string[] = [
  '[[{Who} {has} just had a big lunch.]] {Pron} {} be hungry already',
  '[[{Who} slept for ten hours last night.]] {Pron} {} be tired already',
  '[[{Who} only started learning Chinese last month.]] {Pron} {} speak it fluently',
  "[[I've just seen {who} in the café across the street.]] {Pron} {} be at work",
  "That {} be {who} at the door. [[{Pron}'s on holiday in Spain this week.]]",
  '[[{Who} {is} only nineteen.]] {Pron} {} have grown-up children',
  '[[The restaurant is completely empty on a Saturday night.]] The food {} be very good',
  '[[This watch cost only five euros.]] It {} be real gold',
  '[[{Who} eat{s} meat every day.]] {Pron} {} be a vegetarian',
  '[[{Who} never watch{es} sport on TV.]] {Pron} {} be a big football fan',
  '[[The sun is shining and the streets are dry.]] It {} be raining',
  '[[{Who} {has} lived next door to us for ten years.]] {Pron} {} be new here',
  '[[The lights are off and the door is locked.]] The shop {} be open',
  '[[{Who} {has} failed {poss} driving test five times.]] {Pron} {} be a very good driver',
  '[[The film only started ten minutes ago.]] It {} be over already',
  '[[The lights are on in the office and people are working inside.]] It {} be closed',
  '[[{Who} {has} never been to Italy.]] {Pron} {} know Rome well',
  '[[{Who} drank two big glasses of water a minute ago.]] {Pron} {} be thirsty',
  '[[{Who} {is} smiling and singing to {poss} favourite song.]] {Pron} {} be in a bad mood',
  '[[This bag is so light.]] There {} be much in it',
  '[[{Who} answered the phone in {poss} office a minute ago.]] {Pron} {} be on holiday',
  '[[The baby has just woken up after a three-hour sleep.]] She {} be tired',
  '[[These strawberries are hard and green.]] They {} be ripe yet',
  '[[{Who} only moved to this city two days ago.]] {Pron} {} know many people here yet',
  '[[We only bought this milk this morning.]] It {} be sour already',
  '[[{Who} {is} a vegetarian.]] That chicken sandwich {} be {hers}',
  '[[{Who} {has} three brothers and no sisters.]] That woman {} be {poss} sister',
  '[[{Who} {is} in the garden.]] {Pron} {} be the one playing the piano upstairs',
  '[[The car park is completely empty.]] The shop {} be very busy today',
  '[[Everyone in the room is laughing.]] The film {} be that boring',
  '[[{Who} {has} played tennis every day for twenty years.]] {Pron} {} be a beginner',
  '[[{Who} {is} very tall.]] That short person in the photo {} be {obj}',
  '[[{Who} never drink{s} coffee.]] This cup {} be {hers}',
  "[[We've only been walking for ten minutes.]] You {} be tired already",
  '[[{Who} {is} allergic to cats.]] {Pron} {} have a cat at home',
  '[[Everyone says {whos} new flat is tiny.]] It {} have four bedrooms',
];

/** The speaker says they are not sure → might. */
const MIGHT: readonly string[] = [
  "[[I'm not sure where {who} {is}, but]] {pron} {} be in the garden",
  "Don't throw that letter away. [[I'm not sure what it is, but]] it {} be important",
  "[[I'm not sure, but]] this {} be the right road. Let's try it",
  "[[I'm not sure who that man is, but]] he {} be the new manager",
  "Ask {who}. [[I'm not sure, but]] {pron} {} know the answer",
  "[[{Who} {isnt} here yet. I'm not sure why, but]] {pron} {} be ill",
  "[[I can't find my keys. I'm not sure, but]] they {} be in my coat pocket",
  "[[I'm not sure if the shop is still open, but]] it {} be. Let's go and see",
  "[[I don't know for sure, but]] {who} {} have the plumber's number",
  "[[I'm not sure whose umbrella this is, but]] it {} be {whos}",
  "[[I'm not sure what that building is, but]] it {} be a school",
  "Call the restaurant first. [[I'm not sure, but]] they {} be closed on Mondays",
  "[[I'm not sure why the train is late, but]] there {} be a problem with the signals",
  "[[I'm not sure if {who} {is} angry with me, but]] {pron} {} be",
  "Don't eat those mushrooms. [[I'm not sure what they are, and]] they {} be poisonous",
  "[[I'm not sure what {who} do{es} for a living, but]] {pron} {} be a teacher",
  "[[I've never met {whos} brother, so I'm not sure, but]] he {} be that tall man by the window",
  "[[I'm not sure where the museum is.]] It {} be near the station. Let's ask someone",
  "Take some cash. [[I'm not sure, but]] the café {} not take cards",
  "[[I'm not sure how much these tickets cost, but]] they {} be quite expensive",
  "[[Perhaps {who} {is} right — I'm not sure.]] It {} be better to wait",
  "[[I'm not sure if there's any milk left, but]] there {} be some in the fridge",
  "Let's check the forecast. [[I'm not sure, but]] it {} be cold in the mountains now",
  "[[I'm not sure which bus goes to the airport, but]] it {} be the number 12",
  "[[I'm not sure if {who} know{s} about the party.]] {Pron} {} not know yet, so don't say anything",
  "Don't touch that cable. [[I'm not sure, but]] it {} be dangerous",
  "[[I'm not sure where I left my glasses, but]] they {} be in the car",
  '[[Nobody is sure who wrote this note, but]] it {} be from {who}',
  "[[I'm not sure if this is the right size, but]] it {} fit you",
  "Bring a jacket. [[I'm not sure, but]] it {} be windy by the sea",
  "[[I'm not sure what this word means, but]] it {} be a kind of bird",
  "[[I'm not sure if {who} {is} still at the office, but]] {pron} {} be on {poss} way home",
  "[[I'm not sure if the museum is free, but]] it {} be",
  "Knock quietly. [[I'm not sure, but]] the children {} be asleep",
  "[[I'm not sure if this milk is still good.]] It {} be sour, so smell it first",
  "[[I'm not sure what time {who} finish{es} work today, but]] {pron} {} be home by six",
  "[[I'm not sure, but]] {who} {} know where the keys are. Ask {obj}",
  "[[I don't know where {who} {is} tonight, but]] {pron} {} be at the gym",
  "[[I'm not sure, but]] {who} {} have a spare charger. Ask {obj}",
  "[[I don't know if {who} {is} free on Saturday, but]] {pron} {} be. Send {obj} a message",
  "[[I'm not sure how {who} feel{s} about {poss} new job, but]] {pron} {} like it",
  "[[I don't know {whos} address, but]] {pron} {} live near the park",
  "[[I don't know if {who} {is} still angry, but]] {pron} {} want to talk now",
];

/**
 * Issue 16, "the full catalogue": more lines of each kind, one skeleton each, generated after the older
 * ones so their exercises keep their ids. The same rule holds: the evidence in [[…]] forces must or can't,
 * and a might line says the speaker is not sure.
 */
const MUST_2: readonly string[] = [
  '[[{Who} {has} been running around all day organising the wedding.]] {Pron} {} be worn out',
  '[[The dog is barking at the front door.]] Someone {} be outside',
  '[[{Who} {has} been to every one of the band’s concerts.]] {Pron} {} be a huge fan',
  '[[{Who} talk{s} to {poss} mother on the phone every single day.]] They {} be very close',
  '[[The streets are empty and all the shops are closed.]] It {} be a holiday today',
  '[[{Who} {is} checking {poss} watch every two minutes.]] {Pron} {} be in a hurry',
  '[[{Who} {has} been studying for the exam all weekend.]] {Pron} {} be well prepared',
  '[[{Who} {has} got paint on {poss} hands and in {poss} hair.]] {Pron} {} be decorating',
  '[[{Who} {has} been yawning all morning.]] {Pron} {} be tired',
  '[[{Who} {has} a key to the office and a name badge.]] {Pron} {} work here',
  '[[{Who} {has} just won the lottery.]] {Pron} {} be delighted',
  '[[{Who} {has} worked at the bank for thirty years.]] {Pron} {} know everyone there',
  '[[{Who} {is} wearing a heavy coat, a hat and a scarf.]] It {} be cold outside',
  '[[The car park is full and there’s a long queue at the door.]] The sale {} be very popular',
  '[[{Who} {has} three dogs, two cats and a parrot.]] {Pron} {} love animals',
  '[[The house smells of fresh bread.]] Someone {} be baking',
  '[[The ground is covered in snow and the lake has frozen.]] It {} be below zero',
  '[[{Who} {has} just got back from a twelve-hour flight.]] {Pron} {} be jet-lagged',
  '[[{Who} {is} carrying a big bunch of flowers and a cake.]] {Pron} {} be going to a birthday party',
  '[[{Who} {is} still in {poss} pyjamas at noon.]] {Pron} {} have a day off today',
  '[[Everyone at the table is laughing at {whos} story.]] It {} be very funny',
  '[[{Who} {hasnt} slept for two nights.]] {Pron} {} be exhausted',
  '[[The kids are very quiet upstairs.]] They {} be up to something',
  '[[{Whos} suitcases are by the front door.]] {Pron} {} be going away today',
  '[[The plants in {whos} garden are huge and full of flowers.]] {Pron} {} be a keen gardener',
  "[[There's no answer at {whos} door and {poss} car isn't there.]] {Pron} {} be out",
  '[[{Who} always arrive{s} at the office first and leave{s} last.]] {Pron} {} work very hard',
  '[[{Who} {has} been coughing and sneezing all morning.]] {Pron} {} have a cold',
  '[[{Who} {is} humming and dancing around the kitchen.]] {Pron} {} be in a good mood',
  '[[The restaurant has been fully booked for weeks.]] The food {} be excellent',
  '[[{Who} {has} been standing all day in the shop.]] {Pron} {} want to sit down',
  '[[{Who} {is} shouting at the TV.]] {Pron} {} be watching the football',
];

const CANT_2: readonly string[] = [
  '[[{Who} {has} only just started {poss} lunch.]] {Pron} {} be finished already',
  '[[That house has six bedrooms and a pool.]] It {} be cheap',
  '[[{Who} never cook{s}.]] {Pron} {} be the one who made this soup',
  '[[{Who} {has} lived in this town all {poss} life.]] {Pron} {} be lost',
  '[[The heating has been on all day.]] The flat {} be cold',
  "[[{Who} left five minutes ago and it's an hour's drive.]] {Pron} {} be home yet",
  '[[{Who} {has} only been in the job for a week.]] {Pron} {} be the manager already',
  '[[{Whos} car is in the garage for repairs.]] That {} be {poss} car outside',
  '[[{Who} {is} on a plane to Canada right now.]] That {} be {obj} on the phone',
  '[[{Who} hate{s} horror films.]] {Pron} {} be enjoying this one',
  '[[The shop only opened ten minutes ago.]] It {} be sold out already',
  '[[{Who} {has} never played golf in {poss} life.]] {Pron} {} be the club champion',
  "[[It's only six in the morning.]] The post office {} be open yet",
  '[[This jacket is on sale for ten euros.]] It {} be real leather',
  "[[{Who} can't swim.]] {Pron} {} be the new lifeguard",
  '[[The pizza has been on the table for two hours.]] It {} be hot any more',
  '[[{Who} {is} at home with a broken leg.]] That {} be {obj} on the tennis court',
  '[[{Who} {has} had the same phone for eight years.]] {Pron} {} care much about new gadgets',
  '[[The parcel was only posted this morning.]] It {} be here already',
  '[[{Who} {hasnt} opened a book all term.]] {Pron} {} feel ready for the exam',
  '[[{Who} {is} laughing and joking with everyone.]] {Pron} {} be upset about the news',
  '[[{Who} {doesnt} have a dog.]] That {} be {poss} dog barking',
  '[[The bridge was only built last year.]] It {} be very old',
  '[[The café is always empty.]] It {} make much money',
  '[[{Whos} umbrella and coat are completely dry.]] It {} be raining outside',
  '[[{Who} {is} sitting right here next to us.]] That {} be {obj} on the stage',
  '[[{Who} only bought {poss} flat last month.]] {Pron} {} be moving again already',
  '[[{Whos} phone is right here on the table.]] {Pron} {} be answering messages',
  '[[{Who} {has} never been abroad.]] {Pron} {} speak five languages fluently',
  '[[The supermarket closes at ten and it’s already eleven.]] It {} be open now',
  '[[{Who} {is} at the gym right now.]] That {} be {obj} in the café',
  '[[{Whos} shop closed last year.]] {Pron} {} be working there now',
];

const MIGHT_2: readonly string[] = [
  "[[I'm not sure what time the match starts, but]] it {} be at eight",
  "[[I'm not sure what the weather is like there, but]] it {} be quite cold at night",
  "[[I'm not sure who that woman is, but]] she {} be {whos} boss",
  "[[I'm not sure why {who} {isnt} answering, but]] {pron} {} be in the shower",
  "[[I'm not sure why the baby is crying, but]] she {} be hungry",
  "[[I don't know why {who} {is} late, but]] {pron} {} be stuck in traffic",
  "[[I'm not sure where {who} {is} today, but]] {pron} {} be working from home",
  "[[I don't know who owns this car, but]] it {} belong to the new neighbours",
  "Try the other key. [[I'm not sure, but]] it {} open the back door",
  "[[I'm not sure what's wrong with the printer, but]] it {} need a new cartridge",
  "[[I don't know why {who} {is} so quiet today, but]] {pron} {} be worried about something",
  "[[I'm not sure if {who} eat{s} meat.]] {Pron} {} be a vegetarian, so let's ask {obj}",
  "[[I'm not sure which platform it is, but]] it {} be platform four",
  "[[I don't know what that noise is, but]] it {} be the wind",
  "[[I don't know if the museum is open today, but]] it {} be closed for the holiday",
  "[[I don't know where {whos} keys are, but]] they {} be in {poss} jacket",
  "[[I'm not sure who is calling, but]] it {} be the bank again",
  "[[I'm not sure if the restaurant is busy tonight, but]] it {} be full. Let's book a table",
  "[[I'm not sure what {who} want{s} for {poss} birthday, but]] {pron} {} like a new book",
  "[[I'm not sure if this road is open, but]] it {} be closed for repairs",
  "[[I don't know what's in the box, but]] it {} be a present for you",
  "[[I'm not sure which of these keys is for the garage, but]] it {} be the big one",
  "[[I'm not sure where the tickets are, but]] they {} be in the drawer",
  "[[I don't know if {who} {is} at {poss} desk, but]] {pron} {} be in a meeting",
  "[[I'm not sure what this button does, but]] it {} turn the heating on",
  '[[Nobody is sure how much the repairs will cost, but]] it {} be more than we think',
  "[[I'm not sure if the water is safe to drink, so]] it {} be better to boil it",
  "[[I don't know what {who} {is} cooking, but]] it {} be soup. It smells of onions",
  "[[I'm not sure why the bus is so late, but]] there {} be an accident on the bridge",
  "[[I'm not sure if {who} {is} still at the party, but]] {pron} {} be on {poss} way home",
  "[[I'm not sure what {who} {is} doing tonight, but]] {pron} {} be at the cinema",
  "[[I don't know which hotel {who} {is} in, but]] it {} be the one by the station",
];

const TO_FORM = (modal: string): Wrong => d(`${modal} to`, 'to-after-modal', { modal });

export const mustCantBeDeduction: TopicDef = makeTopic(copy, {
  target: 600,
  *generate(rng) {
    type Line = { line: string; key: 'must' | "can't" | 'might'; i: number };
    const lines: Line[] = [
      ...MUST.map((line, i) => ({ line, key: 'must' as const, i })),
      ...CANT.map((line, i) => ({ line, key: "can't" as const, i: i + 100 })),
      ...MIGHT.map((line, i) => ({ line, key: 'might' as const, i: i + 200 })),
    ].filter((l) => (l.line.match(/\{\}/g) ?? []).length === 1);
    const lines2: Line[] = [
      ...MUST_2.map((line, i) => ({ line, key: 'must' as const, i })),
      ...CANT_2.map((line, i) => ({ line, key: "can't" as const, i: i + 100 })),
      ...MIGHT_2.map((line, i) => ({ line, key: 'might' as const, i: i + 200 })),
    ].filter((l) => (l.line.match(/\{\}/g) ?? []).length === 1);
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    const lists = [
      [lines, 'deduce-now-'],
      [lines2, 'deduce-now2-'],
    ] as const;
    for (const { entry, prefix, filled, cue: cueText } of cueLines(rng, lists, () => NAMED, 4)) {
      const { key, i } = entry;
      const wrong: Wrong[] =
        key === 'must'
          ? [d("can't", 'cant-against-evidence', { evidence: cueText }), TO_FORM('must')]
          : key === "can't"
            ? [d('must', 'must-against-evidence', { evidence: cueText }), TO_FORM("can't")]
            : // After "I'm not sure…" can't reads as a natural contrast ("…but it can't be Ivan's", review
              // 1601): only must, whose certainty the doubt rules out, and the form error stand against might.
              [d('must', 'certainty-against-doubt', { cue: cueText }), TO_FORM('might')];
      yield item(rng, {
        text: filled,
        answer: key,
        wrong,
        ruleId: key === 'must' ? 'must-deduction' : key === "can't" ? 'cant-deduction' : 'might-possibility',
        trigger: [cueText],
        features: { certainty: key === 'must' ? 'positive' : key === "can't" ? 'negative' : 'unsure' },
        skeleton: `${prefix}${i}`,
      });
    }
  },
});
