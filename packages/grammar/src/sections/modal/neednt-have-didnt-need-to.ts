import { d, item, makeTopic, type Wrong } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './neednt-have-didnt-need-to.json' with { type: 'json' };
import { fillLine, NAMED, SPEAKER, splitCue, subjectsFor } from './people.ts';

/**
 * Needn't have + past participle (it was done, but it was not necessary) against didn't need to + base
 * form (it was not necessary, and the sentence says it was not done). "Didn't need to" can also describe
 * something that was done ("I didn't need to buy so much food"), so it is never offered as wrong: in a
 * needn't-have sentence the wrong choices are forms (needn't to, needn't have + past simple, needn't had).
 * In a didn't-need-to sentence the words in [[…]] say it was not done, which rules out needn't have.
 *
 * The gap takes the verb right after {} ("{} cook so much food"), so the form comes from morph.
 */

/** It was done, and it turned out to be unnecessary → needn't have + participle. */
const DONE: readonly string[] = [
  '{Who} {} cook so much food; [[only three guests came]]',
  "{Who} {} take an umbrella; [[it didn't rain at all]]",
  '{Who} {} buy eggs; [[there were already a dozen in the fridge]]',
  '{Who} {} hurry; [[the train was twenty minutes late]]',
  '{Who} {} book a table; [[the restaurant was half empty]]',
  '{Who} {} bring {poss} laptop; [[the hotel had computers for guests]]',
  "{Who} {} get up so early; [[the shop didn't open till ten]]",
  '{Who} {} wear a suit; [[everyone else was in jeans]]',
  '{Who} {} study so hard for the test; [[it was really easy]]',
  '{Who} {} print the tickets; [[the driver checked them on {poss} phone]]',
  '{Who} {} worry about the interview; [[it went very well]]',
  '{Who} {} pay for parking; [[it was free after six]]',
  '{Who} {} wash the car; [[it rained all night]]',
  '{Who} {} water the garden; [[it rained an hour later]]',
  '{Who} {} buy a new kettle; [[the old one was fine]]',
  "{Who} {} take a taxi; [[the station was only five minutes' walk away]]",
  '{Who} {} cook dinner; [[{poss} friends brought pizza]]',
  '{Who} {} call the plumber; [[the problem was just a loose tap]]',
  "{Who} {} learn all those dates; [[they weren't in the exam]]",
  '{Who} {} pack so many clothes; [[{pron} wore the same jeans all week]]',
  '{Who} {} queue for an hour; [[there were plenty of tickets left]]',
  '{Who} {} change money at the airport; [[every shop took cards]]',
  '{Who} {} make sandwiches; [[lunch was included in the trip]]',
  '{Who} {} buy a guidebook; [[the hotel gave {obj} a free map with everything on it]]',
  '{Who} {} clean the whole flat; [[the guests cancelled at the last minute]]',
  '{Who} {} rush to the airport; [[the flight was three hours late]]',
  '{Who} {} fix the old bike; [[{poss} parents gave {obj} a new one the next day]]',
  '{Who} {} set an alarm; [[the baby woke {obj} up at six anyway]]',
  "{Who} {} send the letter by express post; [[it wasn't urgent at all]]",
  '{Who} {} buy so much bread; [[half of it went stale]]',
  '{Who} {} take a jumper; [[it was hot all week]]',
  '{Who} {} carry all that water up the hill; [[there was a café at the top]]',
  '{Who} {} write such a long report; [[the boss only read the first page]]',
  '{Who} {} explain the rules twice; [[everyone understood them the first time]]',
  '{Who} {} buy new clothes for the party; [[nobody dressed up]]',
  '{Who} {} spend so long on the presentation; [[the meeting was cancelled]]',
  '{Who} {} make so much coffee; [[only two people wanted any]]',
  '{Who} {} translate the letter; [[the client spoke perfect English]]',
  '{Who} {} buy a map; [[{poss} phone worked perfectly all the way]]',
  '{Who} {} leave home so early; [[the roads were empty and {pron} arrived an hour before the start]]',
  '{Who} {} bring a tent; [[the campsite had little wooden huts]]',
  '{Who} {} ring the hotel to check; [[the booking was fine]]',
  '{Who} {} buy a present; [[it was not a birthday party after all]]',
  '{Who} {} tidy the garage; [[the buyers knocked it down a week later]]',
  '{Who} {} bake a cake; [[the neighbours brought one]]',
  '{Who} {} take the ferry; [[the new bridge was open]]',
  '{Who} {} buy a ticket; [[the bus was free that day]]',
  '{Who} {} make so many copies; [[only five people came to the meeting]]',
  '{Who} {} buy a new suitcase; [[the old one was still fine]]',
  '{Who} {} wait so long at the station; [[the train was on time]]',
  '{Who} {} take so much cash; [[everything was paid by card]]',
  '{Who} {} check the report three times; [[there were no mistakes in it]]',
];

/**
 * Grown for issue 16 (the full catalogue): more things done for nothing, each with what made it unnecessary.
 * Kept apart and said after the first lines, so the first lines keep their subjects (and their ids).
 */
const DONE_MORE: readonly string[] = [
  '{Who} {} buy so much milk; [[half of it went off]]',
  '{Who} {} drive to the station; [[it was quicker to walk]]',
  '{Who} {} pay for the tickets in advance; [[entry was free on the day]]',
  '{Who} {} prepare so many slides; [[the talk was cut to five minutes]]',
  '{Who} {} call the bank; [[the money arrived an hour later]]',
  '{Who} {} fill up the tank; [[the trip was only twenty kilometres]]',
  '{Who} {} take the day off; [[the delivery came in the evening]]',
  '{Who} {} apologise; [[nobody was upset at all]]',
  '{Who} {} bring so many snacks; [[the bus stopped at a café every hour]]',
  '{Who} {} pack a swimsuit; [[the hotel pool was closed]]',
  '{Who} {} walk all the way up the stairs; [[the lift was working]]',
  '{Who} {} change trains; [[there was a direct one ten minutes later]]',
  '{Who} {} ask for directions; [[the hotel was right next to the station]]',
  '{Who} {} mow the lawn; [[the builders dug it all up the next day]]',
  '{Who} {} buy a phrasebook; [[everyone at the hotel spoke English]]',
  '{Who} {} cancel the meeting; [[the boss was back in the office by ten]]',
  '{Who} {} get a visa; [[the rules had changed the month before]]',
  '{Who} {} buy a charger; [[the hotel room had one]]',
  '{Who} {} take so many photos; [[the school sent everyone a full album]]',
  '{Who} {} order so many pizzas; [[nobody was very hungry]]',
  '{Who} {} shout; [[everyone could hear perfectly well]]',
  '{Who} {} write everything down; [[the teacher emailed the notes afterwards]]',
  '{Who} {} buy a new printer; [[the old one just needed new ink]]',
  '{Who} {} stand in the queue for two hours; [[{pron} could have done it all online]]',
  '{Who} {} replace the battery; [[the problem was the charger]]',
  '{Who} {} worry about the weather; [[it was a beautiful day]]',
  '{Who} {} take a sleeping bag; [[the hut had blankets for everyone]]',
  '{Who} {} run for the bus; [[the driver waited anyway]]',
  '{Who} {} phone the airline; [[the flight details were all in the app]]',
  '{Who} {} carry all those books home; [[they were all online]]',
];

/** It was not necessary, and the words in [[…]] say it was not done → didn't need to + base form. */
const NOT_DONE: readonly string[] = [
  'It was sunny, so {who} {} take an umbrella; [[{pron} left it at home]]',
  '{Whos} friends brought pizza, so {pron} {} cook; [[{pron} just put {poss} feet up]]',
  'The shop was open late, so {who} {} hurry; [[{pron} walked there slowly]]',
  'The test was cancelled, so {who} {} study that evening; [[{pron} went to the cinema instead]]',
  '{Who} already had milk at home, so {pron} {} go to the shop; [[{pron} stayed in]]',
  'The museum was free that day, so {who} {} buy a ticket; [[{pron} just walked in]]',
  '{Whos} boss said the report could wait, so {pron} {} work late; [[{pron} went home at five]]',
  'The car was still clean, so {who} {} wash it; [[{pron} left it as it was]]',
  'It rained all night, so {who} {} water the garden; [[{pron} had a lie-in instead]]',
  'The hotel had towels, so {who} {} pack any; [[{pron} left them at home]]',
  '{Who} got a lift from a friend, so {pron} {} take a taxi; [[{pron} saved thirty euros]]',
  'The meeting was online, so {who} {} travel to Kyiv; [[{pron} joined from home]]',
  'The dishwasher was working again, so {who} {} wash the dishes by hand; [[{pron} just loaded it]]',
  'The doctor said it was nothing serious, so {who} {} take any medicine; [[{pron} just rested]]',
  'The tickets came by email, so {who} {} print them; [[{pron} showed them on {poss} phone]]',
  '{Whos} brother lent {obj} his camera, so {pron} {} buy one; [[{pron} saved a lot of money]]',
  'The bus was almost empty, so {who} {} stand; [[{pron} sat by the window]]',
  'The flight was delayed, so {who} {} rush to the airport; [[{pron} had time for a coffee at home]]',
  '{Who} knew the way, so {pron} {} use the map; [[{pron} left it in the car]]',
  'The form was in English, so {who} {} ask for a translation; [[{pron} filled it in at once]]',
  'The weather was warm, so {who} {} wear a coat; [[{pron} went out in a T-shirt]]',
  '{Who} lived close to the office, so {pron} {} take the bus; [[{pron} walked to work every day]]',
  'The café took cards, so {who} {} get cash; [[{pron} paid by card]]',
  'The neighbour fed the cat, so {who} {} go home at lunchtime; [[{pron} stayed at work]]',
  'The printer was working again, so {who} {} buy a new one; [[{pron} kept the old one]]',
  'The party was casual, so {who} {} dress up; [[{pron} went in jeans]]',
  '{Whos} colleague finished the report, so {pron} {} stay late; [[{pron} left at five]]',
  'The rain stopped, so {who} {} take the car; [[{pron} walked into town]]',
  'The shop delivered the sofa, so {who} {} hire a van; [[{pron} waited at home for it]]',
  "The concert wasn't sold out, so {who} {} book in advance; [[{pron} bought a ticket at the door]]",
  "Everyone there spoke English, so {who} {} learn any Italian; [[{pron} didn't learn a word]]",
  'The kids had already eaten, so {who} {} make them dinner; [[{pron} just made some tea]]',
  'The house was warm, so {who} {} turn the heating on; [[{pron} left it off]]',
  '{Who} already had a ticket, so {pron} {} queue at the box office; [[{pron} walked straight in]]',
  'The lesson was cancelled, so {who} {} get up early; [[{pron} slept until ten]]',
  '{Whos} dad met {obj} at the station, so {pron} {} call a taxi; [[{pron} went home with him]]',
  'The office was closed on Monday, so {who} {} go to work; [[{pron} spent the day at home]]',
  'The instructions were clear, so {who} {} call the helpline; [[{pron} set up the router in ten minutes]]',
  'The bill was already paid, so {who} {} pay it; [[{pron} just threw the letter away]]',
  '{Who} passed the exam in June, so {pron} {} take it again; [[{pron} spent the summer at the beach]]',
  'The hotel had a good restaurant, so {who} {} go out for dinner; [[{pron} ate downstairs]]',
  '{Whos} neighbour had a spare key, so {pron} {} call a locksmith; [[{pron} got in ten minutes later]]',
  'The film was on TV, so {who} {} go to the cinema; [[{pron} watched it at home]]',
  'The flat was already furnished, so {who} {} buy any furniture; [[{pron} just moved in]]',
  'The teacher gave everyone more time, so {who} {} finish the essay that night; [[{pron} went to bed early]]',
  'The battery was still full, so {who} {} charge {poss} phone; [[{pron} left the charger in {poss} bag]]',
  'The train had plenty of seats, so {who} {} reserve one; [[{pron} just got on]]',
  'The roads were clear, so {who} {} leave early; [[{pron} set off at the usual time]]',
  'The fridge was full, so {who} {} go shopping; [[{pron} stayed at home and cooked]]',
  'The lift was working again, so {who} {} carry the boxes upstairs; [[{pron} took them up in it]]',
  'The guests brought their own drinks, so {who} {} buy any wine; [[{pron} just bought some juice]]',
  'The cat had been fed, so {who} {} open a new tin; [[{pron} went straight to bed]]',
];

/** Grown for issue 16: more things left undone, each with what was done instead (said after the first lines). */
const NOT_DONE_MORE: readonly string[] = [
  'The boss was away, so {who} {} wear a tie; [[{pron} went to work in a jumper]]',
  'The plumber fixed the leak, so {who} {} call anyone else; [[{pron} just paid the bill and made tea]]',
  'The exam was open-book, so {who} {} learn the formulas; [[{pron} just brought {poss} notes]]',
  'The hotel had a hairdryer, so {who} {} pack one; [[{pron} saved space in {poss} bag]]',
  '{Who} borrowed a suit from a friend, so {pron} {} buy one; [[{pron} kept {poss} money for the trip]]',
  'The road was clear, so {who} {} use the snow chains; [[{pron} left them in the boot]]',
  'It was a short trip, so {who} {} take a suitcase; [[{pron} just took a backpack]]',
  'The meeting ended early, so {who} {} skip lunch; [[{pron} ate with {poss} colleagues]]',
  '{Whos} teeth were fine, so {pron} {} have any fillings; [[{pron} was out of the dentist’s in ten minutes]]',
  'The car had plenty of petrol, so {who} {} stop at a petrol station; [[{pron} drove straight home]]',
  'The water was warm, so {who} {} wear a wetsuit; [[{pron} swam in just a swimsuit]]',
  'The kids were asleep, so {who} {} read them a story; [[{pron} watched a film instead]]',
  'The email was in plain English, so {who} {} use a translator; [[{pron} read it straight away]]',
  'The shop round the corner was open, so {who} {} drive to the supermarket; [[{pron} walked there in two minutes]]',
  'The sun came out, so {who} {} take the car; [[{pron} cycled instead]]',
  '{Whos} sister picked up the kids, so {pron} {} leave work early; [[{pron} stayed until six]]',
  'The repair was covered by the guarantee, so {who} {} pay anything; [[{pron} just signed a form]]',
  'There was a map at the entrance, so {who} {} print one; [[{pron} took a photo of it instead]]',
  'The website showed the prices, so {who} {} phone the shop; [[{pron} ordered online]]',
  'The heating came on by itself, so {who} {} light the fire; [[{pron} just sat by the radiator]]',
  'The flight had free meals, so {who} {} buy food at the airport; [[{pron} ate on the plane]]',
  'The museum had guides who spoke English, so {who} {} bring a dictionary; [[{pron} left it at the hotel]]',
  'It was a quiet road, so {who} {} wait long to cross; [[{pron} crossed at once]]',
  'The coffee machine at work was fixed, so {who} {} bring a flask; [[{pron} had coffee in the office]]',
  'The baby slept all night, so {who} {} get up; [[{pron} had a full night’s sleep]]',
  'The match was on the radio, so {who} {} buy a ticket; [[{pron} listened at home]]',
  'The jacket was the right size, so {who} {} change it; [[{pron} wore it to a party that evening]]',
  'The snow melted overnight, so {who} {} clear the path; [[{pron} went straight to work]]',
  'Everything was on the website, so {who} {} call the school; [[{pron} found the dates online]]',
  'The landlord fixed the boiler, so {who} {} buy a heater; [[{pron} put the money in the bank]]',
  '{Who} remembered the door code, so {pron} {} ring the office; [[{pron} went straight in]]',
];

const poolFor = (text: string): readonly Subject[] =>
  /\{(whos|Whos)\}/.test(text) ? NAMED : [...SPEAKER, ...NAMED];

export const needntHaveDidntNeedTo: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const lines = [
      ...DONE.map((line, i) => ({ line, done: true, i })),
      ...NOT_DONE.map((line, i) => ({ line, done: false, i: i + 100 })),
    ];
    const more = [
      ...DONE_MORE.map((line, i) => ({ line, done: true, i: DONE.length + i })),
      ...NOT_DONE_MORE.map((line, i) => ({ line, done: false, i: 100 + NOT_DONE.length + i })),
    ];
    // The first lines are shuffled and filled first, exactly as before the topic grew, so their ids hold.
    const first = rng.shuffle(lines);
    for (const { line, done, i } of first) yield* say(line, done, i);
    for (const { line, done, i } of rng.shuffle(more)) yield* say(line, done, i);
    function* say(line: string, done: boolean, i: number) {
      const { text: raw, cue: rawCue } = splitCue(line);
      const verb = raw.match(/\{\} (\w+)/)?.[1];
      if (!verb) return;
      const text = raw.replace(`{} ${verb}`, '{}');
      const f = verbForms(verb);
      const need = verbForms('need');
      for (const s of subjectsFor(rng, text, poolFor(text), 4)) {
        const cue = fillLine(rawCue, s);
        const neednt = `needn't have ${f.participle}`;
        const didnt = `didn't need to ${verb}`;
        const wrong: Wrong[] = done
          ? [
              d(`needn't to ${verb}`, 'to-after-modal', { modal: "needn't" }),
              f.past !== f.participle
                ? d(`needn't have ${f.past}`, 'past-after-modal-have', {
                    past: f.past,
                    participle: f.participle,
                  })
                : d(`needn't had ${f.participle}`, 'had-after-modal', {}),
            ]
          : [
              d(neednt, 'neednt-have-not-done', { cue }),
              f.past !== verb
                ? d(`didn't need to ${f.past}`, 'past-after-to', {})
                : d(`didn't ${need.past} to ${verb}`, 'past-after-did', { verb: 'need' }),
            ];
        yield item(rng, {
          text: fillLine(text, s),
          answer: done ? neednt : didnt,
          wrong,
          ruleId: done ? 'neednt-have' : 'didnt-need-to',
          trigger: [cue],
          features: { done: done ? 'yes' : 'no' },
          skeleton: `need-${i}`,
        });
      }
    }
  },
});
