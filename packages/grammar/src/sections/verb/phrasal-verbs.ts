import copy from './phrasal-verbs.json' with { type: 'json' };
/**
 * Common phrasal verbs with the particle to choose (issue 16): look after / for / up, give up / back /
 * away, turn down / up / off / on, find out, put off / on / up with / away, run out of, get on with / over
 * / up / back, take off / up / after… Each authored sentence forces one meaning, and a wrong particle is
 * offered only when the phrasal verb it makes cannot also fit the sentence: turn off is never offered
 * against turn down for loud music, fill out against fill in, throw out against throw away, call up
 * against call back, hold up and hold off against hold on, get on against get up, put back against put off, turn out against turn off.
 */

import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from './authored.ts';
import { lineSubjects } from './line-subjects.ts';

/** [sentence with ___ for the particle, the verb (base form), the particle, the wrong particles, group?] */
type Line = [string, string, string, string, ('G' | 'A')?];

export const PHRASAL_LINES: Line[] = [
  ['Could you look ___ my cat while I’m away?', 'look', 'after', 'up into'],
  ['{S} {v:look} ___ {poss} grandmother, who can’t live alone any more.', 'look', 'after', 'into over'],
  ['{S} {v:look} ___ the neighbours’ dog when they are away.', 'look', 'after', 'into over'],
  ['{S} {is} looking ___ a new job because {poss} company is closing.', 'look', 'for', 'after up'],
  ['I’ve been looking ___ my glasses all morning. Have you seen them?', 'look', 'for', 'after into'],
  ['{S} {is} looking ___ a present for {poss} mother’s birthday.', 'look', 'for', 'after up'],
  ['If you don’t know a word, look it ___ in a dictionary.', 'look', 'up', 'for after'],
  ['{S} {is} really looking ___ to the holidays.', 'look', 'forward', 'up after'],
  ['{S} gave ___ smoking five years ago.', 'give', 'up', 'away back'],
  ['Don’t give ___! You’re almost at the top.', 'give', 'up', 'away back'],
  ['{S} finally gave ___ trying to fix the old printer.', 'give', 'up', 'away back'],
  ['Can you give me ___ the book I lent you?', 'give', 'back', 'up away'],
  ['{S} borrowed my umbrella and never gave it ___.', 'give', 'back', 'up off'],
  ['{S} gave ___ all {poss} old clothes to a charity shop.', 'give', 'away', 'back off'],
  ['Could you turn the music ___? I’m trying to sleep.', 'turn', 'down', 'up on'],
  ['{S} turned ___ the job offer because the salary was too low.', 'turn', 'down', 'up off'],
  ['{S} turned ___ the invitation because {pron} {was} too busy.', 'turn', 'down', 'up off'],
  ['{S} turned ___ the TV because {pron} couldn’t hear anything.', 'turn', 'up', 'down off'],
  ['{S} turned ___ an hour late for the meeting.', 'turn', 'up', 'down off'],
  ['{S} always {v:turn} ___ the lights when {pron} {v:leave} a room.', 'turn', 'off', 'on up'],
  ['It’s getting dark. Can you turn ___ the lights?', 'turn', 'on', 'off down'],
  ['Turn ___ your phones, please; the film is starting.', 'turn', 'off', 'on up'],
  ['{S} found ___ the truth from a friend.', 'find', 'out', 'up off'],
  ['{S} {v:need} to find ___ what time the museum opens.', 'find', 'out', 'up over'],
  ['{S} had to put ___ the meeting until next week because {pron} {was} ill.', 'put', 'off', 'on away'],
  ['Stop putting ___ your homework and do it now!', 'put', 'off', 'on up'],
  ['{S} put ___ a warm coat because it was cold outside.', 'put', 'on', 'off away'],
  ['{S} put ___ {poss} glasses to read the menu.', 'put', 'on', 'off up'],
  ['{S} can’t put ___ with the noise from the flat upstairs any longer.', 'put', 'up', 'on off'],
  ['Please put your toys ___ before dinner.', 'put', 'away', 'off on'],
  ['{S} ran ___ of milk, so {pron} went to the shop.', 'run', 'out', 'off away'],
  ['{S} ran ___ of petrol on the motorway.', 'run', 'out', 'off over'],
  ['{S} ran ___ an old school friend at the supermarket yesterday.', 'run', 'into', 'out off'],
  ['{S} {v:get} ___ well with {poss} colleagues.', 'get', 'on', 'over up'],
  ['{S} {is} getting ___ well with {poss} new flatmate.', 'get', 'on', 'over up'],
  ['It took {O} months to get ___ the flu.', 'get', 'over', 'on up'],
  ['{S} never really got ___ the break-up.', 'get', 'over', 'on back'],
  ['{S} usually {v:get} ___ at six on weekdays.', 'get', 'up', 'over across'],
  ['{S} got ___ from {poss} holiday late last night.', 'get', 'back', 'up over'],
  ['{P} plane took ___ an hour late.', 'take', 'off', 'up after'],
  ['{S} took ___ {poss} shoes before going into the flat.', 'take', 'off', 'up after'],
  ['{S} took ___ {poss} coat because it was hot in the restaurant.', 'take', 'off', 'up after'],
  ['{S} took ___ yoga last year and loves it.', 'take', 'up', 'off after'],
  [
    '{S} really {v:take} ___ {poss} father; {pron} {has} the same eyes and the same laugh.',
    'take',
    'after',
    'up off',
  ],
  ['{S} {was} so tired that {pron} couldn’t carry ___ working.', 'carry', 'on', 'off out'],
  ['{S} will call you ___ in ten minutes.', 'call', 'back', 'off out'],
  ['{S} called ___ the party because of the storm.', 'call', 'off', 'back out'],
  ['{S} picked {poss} kids ___ from school at four.', 'pick', 'up', 'off out'],
  ['{S} set ___ {poss} own business in 2020.', 'set', 'up', 'off out'],
  ['{P} car broke ___ on the way to the airport.', 'break', 'down', 'up off'],
  ['{S} broke ___ with {poss} partner after five years.', 'break', 'up', 'down out'],
  ['{S} came ___ some old letters while cleaning the attic.', 'come', 'across', 'over up'],
  ['Please fill ___ this form and sign it at the bottom.', 'fill', 'in', 'up on'],
  ['{S} filled ___ the application form and signed it.', 'fill', 'in', 'up on'],
  ['{S} grew ___ in a small village near Lviv.', 'grow', 'up', 'out on'],
  ['{S} {was} brought ___ by {poss} grandparents.', 'bring', 'up', 'out off'],
  ['{P} alarm didn’t go ___ this morning, so {pron} {was} late for work.', 'go', 'off', 'out up'],
  ['The fire alarm went ___ in the middle of the lesson.', 'go', 'off', 'out up'],
  ['Hold ___ a minute, I’ll just get my coat.', 'hold', 'on', 'in out'],
  ['{S} {v:work} ___ at the gym three times a week.', 'work', 'out', 'on off'],
  ['{S} finally worked ___ the answer to the puzzle.', 'work', 'out', 'up off'],
  ['{S} woke ___ in the middle of the night because of the storm.', 'wake', 'up', 'on out'],
  ['{S} checked ___ at the airport two hours before the flight.', 'check', 'in', 'out up'],
  ['{S} checked ___ of the hotel at eleven and took a taxi to the station.', 'check', 'out', 'in up'],
  ['{S} threw ___ the old boxes after the move.', 'throw', 'away', 'up off'],
  ['{S} tried ___ the jacket before buying it.', 'try', 'on', 'off up'],
  ['The meeting went ___ for three hours.', 'go', 'on', 'off up'],
  ['{S} {is} going to give ___ sugar for a month.', 'give', 'up', 'away back'],
  ['{S} found ___ that the flight had been cancelled.', 'find', 'out', 'up off'],
  ['{S} put ___ the party until after the exams.', 'put', 'off', 'on away'],
  ['{S} turned ___ the radio so {pron} could hear the news better.', 'turn', 'up', 'down off'],
  ['{S} promised to come, but {pron} let us ___ again.', 'let', 'down', 'up out'],
  // Grown for issue 16 (full catalogue): wrong particles that make no other phrasal verb fitting the sentence.
  ['{S} ran ___ of petrol on the motorway and had to call for help.', 'run', 'out', 'off up'],
  ['{S} {is} getting ___ a bad cold and still can’t sleep well.', 'get', 'over', 'on up'],
  ['{S} turned ___ the job offer because the salary was too low.', 'turn', 'down', 'up off'],
  ['{S} never really got ___ with {poss} old boss.', 'get', 'on', 'up off'],
  ['{S} showed ___ an hour late with no excuse.', 'show', 'up', 'off out'],
  ['{S} ran ___ an old school friend at the station.', 'run', 'into', 'up off'],
  ['The plane took ___ two hours late because of the fog.', 'take', 'off', 'up out'],
  ['{S} put ___ {poss} coat and went out into the rain.', 'put', 'on', 'off in'],
  ['{S} blew ___ the candles on {poss} birthday cake.', 'blow', 'out', 'up in'],
  ['The price of petrol went ___ again last month.', 'go', 'up', 'off on'],
  ['{S} {was} so angry that {pron} hung ___ without saying goodbye.', 'hang', 'up', 'off down'],
  ['{S} cut ___ on sugar after the doctor’s warning.', 'cut', 'down', 'off up'],
  ['{S} set ___ early to avoid the traffic.', 'set', 'off', 'in down'],
  // Issue 16, second growth: one situation per line, each wrong particle making no phrasal verb that fits.
  ['{S} {was} so tired that {pron} nodded ___ in front of the TV.', 'nod', 'off', 'up out'],
  ['{S} switched ___ the heating because it was freezing.', 'switch', 'on', 'off out'],
  ['{S} fell ___ with {poss} best friend over money.', 'fall', 'out', 'off down'],
  ['{S} {is} looking ___ the problem and will call you back tomorrow.', 'look', 'into', 'after forward'],
  ['{S} pointed ___ a mistake in the report.', 'point', 'out', 'up off'],
  ['{S} made ___ a funny story to explain why {pron} {was} late.', 'make', 'up', 'out off'],
  ['{S} cleared ___ the kitchen after the party.', 'clear', 'up', 'in over'],
  ['{S} {v:need} to calm ___ before the interview.', 'calm', 'down', 'up off'],
  ['{S} signed ___ for a Spanish course at the library.', 'sign', 'up', 'in off'],
  ['{S} {v:need} to sort ___ {poss} papers before the tax deadline.', 'sort', 'out', 'up off'],
  ['{S} warmed ___ the soup in the microwave.', 'warm', 'up', 'out off'],
  ['{S} dressed ___ as a pirate for the party.', 'dress', 'up', 'out off'],
  ['{S} stayed ___ late to watch the election results.', 'stay', 'up', 'off down'],
  ['{S} thought ___ a great name for the new café.', 'think', 'up', 'out off'],
  ['{S} wrote ___ the address on a piece of paper.', 'write', 'down', 'off over'],
  ['{S} filled ___ the tank before the long drive.', 'fill', 'up', 'in on'],
  ['{S} turned ___ to be a great cook.', 'turn', 'out', 'up off'],
  ['{S} {was} late because {pron} got held ___ in traffic.', 'hold', 'up', 'on off'],
  ['{S} came ___ with a brilliant idea for the party.', 'come', 'up', 'over out'],
  ['{S} {is} saving ___ for a new car.', 'save', 'up', 'out off'],
  ['{S} dropped the kids ___ at school and drove to work.', 'drop', 'off', 'out up'],
  ['{S} cheered ___ when {pron} saw the birthday cake.', 'cheer', 'up', 'on off'],
  ['{S} left ___ a question in the test, so {pron} lost a mark.', 'leave', 'out', 'up over'],
  ['{S} took ___ the family business when {poss} father retired.', 'take', 'over', 'up off'],
  ['{S} {is} going to pay me ___ next week.', 'pay', 'back', 'up over'],
  ['{S} got ___ the bus at the wrong stop and had to walk.', 'get', 'off', 'over up'],
  ['{S} switched ___ the light and went to sleep.', 'switch', 'off', 'up over'],
  ['{S} handed ___ the report two days late.', 'hand', 'in', 'up off'],
  ['{S} tidied ___ the living room before the guests came.', 'tidy', 'up', 'off over'],
  ['{S} gave ___ {poss} seat to an old woman on the bus.', 'give', 'up', 'back off'],
];

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  PHRASAL_LINES.forEach(([text, verb, particle, wrongs, p], i) => {
    for (const s of lineSubjects(rng, text, p, 8)) {
      const filled = fill(text, s);
      const before = filled.split(' ___')[0]?.split(' ') ?? [];
      out.push({
        text: filled,
        answer: particle,
        wrong: wrongs.split(' ').map((w) => ({ choice: w, errorType: 'wrong-particle', params: { verb } })),
        ruleId: 'phrasal',
        trigger: [before.slice(-2).join(' ')],
        features: { phrasal: `${verb} ${particle}` },
        skeleton: `phrasal-${i}`,
      });
    }
  });
  return out;
}

export const phrasalVerbs: TopicDef = makeTopic(copy, { target: 1000, build: items });
