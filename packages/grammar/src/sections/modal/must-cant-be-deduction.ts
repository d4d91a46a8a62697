import { d, item, L, rule, topic, type Wrong } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { fillLine, NAMED, splitCue, subjectsFor } from './people.ts';

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
  "[[I'm not sure how old that building is, but]] it {} be about a hundred years old",
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

const TO_FORM = (modal: string): Wrong => d(`${modal} to`, 'to-after-modal', { modal });

export const mustCantBeDeduction: TopicDef = topic({
  slug: 'must-cant-be-deduction',
  section: 'modal',
  name: L("Must, can't or might (deduction about now)", "Must, can't чи might (висновок про теперішнє)"),
  level: 'intermediate',
  possibleAnswers: ['must', "can't", 'might'],
  rule: L(
    "To guess about now from evidence: must + base form when we are sure it is true (She's been working all day. She must be tired), can't + base form when we are sure it is not true (He's just eaten. He can't be hungry), might + base form when we think it is possible but are not sure (I'm not sure, but she might be at home).",
    "Щоб зробити висновок про теперішнє з того, що ми бачимо чи знаємо: must + початкова форма, коли ми впевнені, що це так (She's been working all day. She must be tired); can't + початкова форма, коли впевнені, що це не так (He's just eaten. He can't be hungry); might + початкова форма, коли це можливо, але певності немає (I'm not sure, but she might be at home).",
  ),
  signals: L(
    "evidence that it is so → must; evidence that it is not → can't; not sure, don't know → might",
    "ознаки, що це так → must; ознаки, що це не так → can't; не впевнений, не знаю → might",
  ),
  examples: ["She's been working all day. She must be tired.", "He's just had lunch. He can't be hungry."],
  rules: [
    rule(
      'must-deduction',
      'Must + base form: the evidence makes us sure that something is true now.',
      'Must + початкова форма: з того, що ми бачимо чи знаємо, ми впевнені, що це так.',
    ),
    rule(
      'cant-deduction',
      "Can't + base form: the evidence makes us sure that something is not true now.",
      "Can't + початкова форма: з того, що ми бачимо чи знаємо, ми впевнені, що це не так.",
    ),
    rule(
      'might-possibility',
      'Might + base form: it is possible, but we are not sure.',
      'Might + початкова форма: це можливо, але ми не впевнені.',
    ),
  ],
  target: 600,
  *generate(rng) {
    type Line = { line: string; key: 'must' | "can't" | 'might'; i: number };
    const lines: Line[] = [
      ...MUST.map((line, i) => ({ line, key: 'must' as const, i })),
      ...CANT.map((line, i) => ({ line, key: "can't" as const, i: i + 100 })),
      ...MIGHT.map((line, i) => ({ line, key: 'might' as const, i: i + 200 })),
    ].filter((l) => (l.line.match(/\{\}/g) ?? []).length === 1);
    for (const { line, key, i } of rng.shuffle(lines)) {
      const { text, cue } = splitCue(line);
      for (const s of subjectsFor(rng, text, NAMED, 4)) {
        const filled = fillLine(text, s);
        const cueText = fillLine(cue, s);
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
          ruleId:
            key === 'must' ? 'must-deduction' : key === "can't" ? 'cant-deduction' : 'might-possibility',
          trigger: [cueText],
          features: { certainty: key === 'must' ? 'positive' : key === "can't" ? 'negative' : 'unsure' },
          skeleton: `deduce-now-${i}`,
        });
      }
    }
  },
});
