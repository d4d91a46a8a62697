import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { TopicDef } from '../../types.ts';
import { cueLines } from './cue-lines.ts';
import { LISTENER, NAMED } from './people.ts';
import copy from './should-ought-to.json' with { type: 'json' };

/**
 * Advice: should / ought to (a good idea) and shouldn't (a bad idea). Should and ought to are both right
 * for advice, so one is never offered against the other; must and have to are never offered either (strong
 * advice is often said with them). What is wrong is the opposite advice, which the reason in [[…]] rules
 * out, or a form that is not English: should to, ought without to, shouldn't to, don't should.
 */

/** A reason that makes it a good idea → should (or ought to). */
const GOOD: readonly string[] = [
  '[[{Who} look{s} really tired.]] {Pron} {} go to bed early tonight',
  '[[{Who} {has} had a toothache for three days.]] {Pron} {} see a dentist',
  '[[{Who} {has} an exam on Monday.]] {Pron} {} study this weekend',
  '[[{Who} {has} had a bad cough for two weeks.]] {Pron} {} see a doctor',
  '[[{Who} {is} always late for work.]] {Pron} {} leave home earlier',
  '[[{Who} {is} going to Italy next month.]] {Pron} {} learn a few words of Italian',
  '[[{Who} {is} always losing {poss} keys.]] {Pron} {} keep them in one place',
  '[[{Who} want{s} to get fit.]] {Pron} {} walk to work instead of driving',
  '[[{Who} {has} a job interview tomorrow.]] {Pron} {} prepare some answers tonight',
  "[[It's going to rain this afternoon.]] You {} take an umbrella",
  '[[This film is brilliant.]] You {} see it',
  '[[{Who} feel{s} lonely in the new city.]] {Pron} {} join a club to meet people',
  '[[{Who} {isnt} sure about the contract.]] {Pron} {} ask a lawyer to read it',
  "[[{Who} can't sleep at night.]] {Pron} {} take a warm bath in the evening",
  '[[The museum is very popular at weekends.]] You {} book your tickets online',
  '[[{Who} {has} a headache.]] {Pron} {} drink some water and lie down for a while',
  '[[{Who} spend{s} all day at the computer.]] {Pron} {} take short breaks',
  '[[The last bus leaves at eleven.]] We {} leave the party before half past ten',
  '[[The tickets are selling fast.]] We {} buy ours today',
  "[[{Who} broke {poss} sister's favourite mug.]] {Pron} {} buy her a new one",
  '[[{Who} {has} hurt {poss} knee.]] {Pron} {} rest it for a few days',
  "[[It's your grandmother's birthday tomorrow.]] You {} call her",
  '[[{Whos} English is good, but {pron} never say{s} a word in class.]] {Pron} {} speak more',
  '[[{Who} {is} always hungry by eleven.]] {Pron} {} eat a proper breakfast',
  '[[The sun is very strong today.]] You {} wear a hat',
  '[[This restaurant is always full on Fridays.]] We {} book a table',
  '[[{Who} want{s} to improve {poss} English.]] {Pron} {} read in English every day',
  "[[{Who} {has} a long drive tomorrow.]] {Pron} {} get a good night's sleep",
  '[[Your tyres look a bit flat.]] You {} check them before the trip',
  '[[{Who} {is} new to the team.]] {Pron} {} ask questions when {pron} {is} not sure',
  "[[The tap water here isn't safe to drink.]] You {} buy bottled water",
  '[[Your flight is at six in the morning.]] You {} book a taxi the night before',
  '[[{Who} {is} moving to a new flat next month.]] {Pron} {} start packing soon',
  '[[{Who} {is} always cold in the office.]] {Pron} {} bring a warm jumper',
  '[[The soup is a bit bland.]] You {} add some salt',
  '[[{Who} {is} lost.]] {Pron} {} ask someone for directions',
  '[[The meeting starts at nine.]] We {} arrive a few minutes early',
  "[[It's a formal dinner.]] You {} wear a suit",
  '[[{Whos} car is making a strange noise.]] {Pron} {} take it to a garage',
  '[[The plants look dry.]] You {} water them',
  '[[{Who} want{s} to sleep better.]] {Pron} {} stop drinking coffee after lunch',
  '[[{Who} {is} worried about the test.]] {Pron} {} talk to the teacher',
  '[[{Who} {is} always tired in the mornings.]] {Pron} {} go to bed earlier',
  '[[The forecast says it will be cold tonight.]] You {} take a warm coat',
  '[[{Whos} laptop is very slow.]] {Pron} {} get a new one',
  '[[{Who} {hasnt} seen {poss} parents for months.]] {Pron} {} visit them soon',
  '[[That café makes the best cakes in town.]] You {} try their chocolate cake',
  '[[{Who} {is} interested in history.]] {Pron} {} visit the castle while {pron} {is} here',
  '[[The library has a great collection of films.]] You {} join it',
  '[[{Who} {has} a cold.]] {Pron} {} drink plenty of hot tea',
];

/** A reason that makes it a bad idea → shouldn't. */
const BAD: readonly string[] = [
  '[[Coffee keeps {who} awake.]] {Pron} {} drink it in the evening',
  '[[{Who} {has} a bad cold.]] {Pron} {} go swimming today',
  '[[The roads are icy tonight.]] You {} drive fast',
  "[[It's after midnight.]] You {} play loud music now",
  '[[{Who} {is} on a diet.]] {Pron} {} eat so much chocolate',
  '[[{Who} {has} a bad back.]] {Pron} {} carry heavy bags',
  '[[The fish smells strange.]] You {} eat it',
  '[[{Who} {has} an exam tomorrow morning.]] {Pron} {} stay up late tonight',
  '[[{Who} {is} trying to save money.]] {Pron} {} buy another new phone',
  '[[The milk is two weeks past its date.]] You {} drink it',
  '[[The baby is asleep.]] You {} shout',
  '[[Nobody knows what those mushrooms are.]] You {} eat them',
  '[[{Who} {has} a sore throat.]] {Pron} {} talk too much today',
  '[[The sea is very rough today.]] You {} swim far from the beach',
  '[[{Who} always feel{s} tired at work.]] {Pron} {} go to bed so late',
  '[[{Who} {is} allergic to nuts, and that cake has nuts in it.]] {Pron} {} eat it',
  "[[It's a secret.]] You {} tell anyone",
  '[[{Who} {is} driving tonight.]] {Pron} {} drink any wine',
  '[[The paint on the door is still wet.]] You {} touch it',
  '[[{Who} {has} just had a big dinner.]] {Pron} {} go running straight away',
  '[[{Whos} eyes hurt.]] {Pron} {} spend so long looking at {poss} phone',
  '[[The film is very violent.]] Young children {} watch it',
  '[[{Who} {has} hurt {poss} ankle.]] {Pron} {} play football this week',
  '[[{Who} {is} very tired.]] {Pron} {} drive home tonight',
  '[[The ice on the lake is very thin.]] You {} walk on it',
  '[[Sugar is bad for your teeth.]] You {} eat so many sweets',
  '[[{Who} {hasnt} finished {poss} report.]] {Pron} {} go home yet',
  '[[{Who} {is} always busy.]] {Pron} {} say yes to every new project',
  "[[That website isn't safe.]] You {} give them your card details",
  '[[{Who} {has} a high temperature.]] {Pron} {} go to work today',
  '[[The water in this river is dirty.]] You {} swim in it',
  '[[These glasses break easily.]] You {} put them in the dishwasher',
  '[[{Who} {is} still ill.]] {Pron} {} go back to work yet',
  '[[The children are asleep.]] We {} make so much noise',
  '[[{Who} spend{s} too much money on clothes.]] {Pron} {} buy another coat',
  '[[Salt is bad for {whos} heart.]] {Pron} {} put so much on {poss} food',
  '[[This jacket is too small for {who}.]] {Pron} {} buy it',
  "[[The traffic is terrible at eight.]] We {} leave at eight; let's go at seven",
  '[[The sun is very strong at midday.]] You {} sit in it for hours',
  '[[{Who} {is} very upset right now.]] We {} tease {obj}',
  "[[This bread is for tomorrow's breakfast.]] You {} eat it all tonight",
  '[[{Who} {has} a broken arm.]] {Pron} {} lift anything heavy',
  "[[The dog isn't friendly.]] You {} try to stroke it",
  '[[{Who} {is} trying to stop smoking.]] {Pron} {} keep cigarettes at home',
  '[[{Whos} car is very old.]] {Pron} {} drive it to the mountains',
  "[[It's very windy today.]] You {} go out in a small boat",
  '[[{Who} {is} often late with {poss} rent.]] {Pron} {} spend so much on holidays',
  '[[That ladder is broken.]] You {} climb it',
  '[[{Who} {has} a very important meeting at eight.]] {Pron} {} be late',
  '[[The oven is still very hot.]] You {} touch it',
];

/**
 * Issue 16, "the full catalogue": more advice lines of each kind, one skeleton each, generated after the older
 * ones so their exercises keep their ids.
 */
const GOOD_2: readonly string[] = [
  '[[{Who} {has} got a lot of questions about the contract.]] {Pron} {} make a list before the meeting',
  '[[{Whos} back hurts after long days at the desk.]] {Pron} {} get a better chair',
  '[[{Who} {is} always forgetting birthdays.]] {Pron} {} put them in {poss} phone calendar',
  '[[{Whos} phone battery dies by lunchtime.]] {Pron} {} carry a charger',
  '[[{Who} want{s} to learn to cook.]] {Pron} {} start with simple recipes',
  '[[{Who} {is} feeling very stressed at work.]] {Pron} {} take a few days off',
  '[[{Whos} passport runs out next month.]] {Pron} {} renew it before the trip',
  '[[{Who} {has} a big presentation on Friday.]] {Pron} {} practise it in front of a friend',
  '[[{Who} {is} always short of money at the end of the month.]] {Pron} {} keep track of {poss} spending',
  '[[{Who} want{s} to make new friends.]] {Pron} {} take an evening class',
  '[[{Who} {is} buying a second-hand car.]] {Pron} {} ask a mechanic to check it first',
  '[[{Who} {has} had a fever since yesterday.]] {Pron} {} stay in bed',
  '[[{Who} {is} looking for a flat, and good ones go fast.]] {Pron} {} start looking now',
  '[[{Who} {is} going hiking in the mountains.]] {Pron} {} take warm clothes and plenty of water',
  '[[{Whos} shoes are falling apart.]] {Pron} {} buy a new pair',
  '[[{Who} {has} got a new puppy.]] {Pron} {} take it to training classes',
  '[[{Who} often get{s} headaches when {pron} read{s}.]] {Pron} {} have {poss} eyes tested',
  '[[{Who} cycle{s} to work in the dark now.]] {Pron} {} wear something bright',
  '[[{Who} {has} a lot of old clothes that {pron} never wear{s}.]] {Pron} {} give them to charity',
  '[[{Who} {is} thinking of leaving {poss} job.]] {Pron} {} talk to {poss} manager first',
  '[[{Who} {is} travelling alone for the first time.]] {Pron} {} tell someone where {pron} {is} going',
  '[[{Who} want{s} to save money on food.]] {Pron} {} cook at home more often',
  '[[{Whos} neighbours’ dog barks all night.]] {Pron} {} talk to them about it',
  '[[{Who} {has} a lot of pain in {poss} shoulder.]] {Pron} {} see a physiotherapist',
  '[[{Who} {is} applying for a job in London.]] {Pron} {} ask a native speaker to check {poss} CV',
  '[[{Who} {has} never tried Ukrainian food.]] {Pron} {} try borscht while {pron} {is} in Kyiv',
  '[[{Who} {is} always tired after lunch.]] {Pron} {} go for a short walk after eating',
  '[[{Whos} flat is very cold in winter.]] {Pron} {} ask the landlord to fix the heating',
];

const BAD_2: readonly string[] = [
  '[[{Who} {has} a bad knee.]] {Pron} {} run on hard roads',
  '[[{Who} {is} trying to sleep better.]] {Pron} {} look at {poss} phone in bed',
  '[[{Who} {has} a sensitive stomach.]] {Pron} {} eat such spicy food',
  '[[{Who} {is} trying to lose weight.]] {Pron} {} have dessert every night',
  '[[{Whos} laptop is very old.]] {Pron} {} install that huge game on it',
  '[[{Who} {has} had too much to drink.]] {Pron} {} drive home',
  '[[{Who} {doesnt} know that man.]] {Pron} {} give him {poss} address',
  '[[{Who} {is} angry right now.]] {Pron} {} answer the email until {pron} {is} calmer',
  '[[The brakes on {whos} car are not working properly.]] {Pron} {} drive it until they are fixed',
  '[[{Who} {is} still learning to swim.]] {Pron} {} go into deep water alone',
  '[[{Who} {has} only just got over the flu.]] {Pron} {} go back to the gym too soon',
  '[[{Who} {has} a lot of work to do.]] {Pron} {} spend the whole evening watching TV',
  '[[{Whos} teeth are very sensitive.]] {Pron} {} drink such cold drinks',
  '[[{Who} {has} a bad cough.]] {Pron} {} smoke',
  '[[{Who} {is} on antibiotics.]] {Pron} {} drink alcohol',
  '[[{Who} {has} lots of debts already.]] {Pron} {} take out another loan',
  '[[{Who} {hasnt} read the contract.]] {Pron} {} sign it yet',
  '[[{Who} {is} very busy this month.]] {Pron} {} agree to organise the party',
  '[[{Who} {has} very sensitive skin.]] {Pron} {} use such strong soap',
  '[[{Who} {is} supposed to be resting {poss} voice.]] {Pron} {} sing at the party tonight',
  '[[{Who} {is} easily scared.]] {Pron} {} watch that horror film',
  '[[{Who} {has} a very early flight tomorrow.]] {Pron} {} stay out late tonight',
  '[[{Who} {hasnt} got much experience with boats.]] {Pron} {} sail alone in this wind',
  '[[{Who} {is} allergic to cats.]] {Pron} {} stay at a house with three cats',
  '[[{Whos} wrist still hurts after the fall.]] {Pron} {} play tennis this week',
  '[[{Who} {is} already late with the report.]] {Pron} {} take on any more work',
  '[[{Who} {has} a problem with {poss} heart.]] {Pron} {} drink so much strong coffee',
  '[[{Who} {is} saving for a flat.]] {Pron} {} spend so much on taxis',
];

/** Lines that also speak to "you" or name someone by their possessive are said of named people only. */
const poolFor = (text: string): readonly Subject[] =>
  /\{(whos|Whos)\}/.test(text) || /\b(You|you|We|we)\b/.test(text.replace(/\{[^}]*\}/g, ''))
    ? NAMED
    : [LISTENER, ...NAMED];

export const shouldOughtTo: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...GOOD.map((line, i) => ({ line, good: true, i })),
      ...BAD.map((line, i) => ({ line, good: false, i: i + 100 })),
    ];
    const lines2 = [
      ...GOOD_2.map((line, i) => ({ line, good: true, i })),
      ...BAD_2.map((line, i) => ({ line, good: false, i: i + 100 })),
    ];
    // The issue-16 lines come after the older ones (their own skeleton prefix), so older ids stay.
    const lists = [
      [lines, 'advice-'],
      [lines2, 'advice2-'],
    ] as const;
    for (const { entry, prefix, filled, cue: reason } of cueLines(rng, lists, poolFor, 5)) {
      const { good, i } = entry;
      // A third of the good-idea sentences take ought to, the same sentence for every subject.
      const key = good ? (i % 3 === 1 ? 'ought to' : 'should') : "shouldn't";
      // "don't should" after you/we/they/plural nouns, "doesn't should" after he/she.
      const before = (filled.split(' {}')[0] ?? '').split(' ').pop() ?? '';
      const dont = /^(he|she|it)$/i.test(before) ? "doesn't should" : "don't should";
      const wrong: Wrong[] = good
        ? [
            d("shouldn't", 'shouldnt-for-good-idea', { reason }),
            key === 'ought to'
              ? d('ought', 'ought-without-to', {})
              : d('should to', 'to-after-modal', { modal: 'should' }),
          ]
        : [
            d('should', 'should-for-bad-idea', { reason }),
            rng.pick([
              d("shouldn't to", 'to-after-modal', { modal: "shouldn't" }),
              d(dont, 'dont-with-modal', { modal: 'should' }),
            ]),
          ];
      yield item(rng, {
        text: filled,
        answer: key,
        wrong,
        ruleId:
          key === 'should' ? 'should-advice' : key === 'ought to' ? 'ought-to-advice' : 'shouldnt-advice',
        trigger: [reason],
        features: { advice: good ? 'good-idea' : 'bad-idea' },
        skeleton: `${prefix}${i}`,
      });
    }
  },
});
