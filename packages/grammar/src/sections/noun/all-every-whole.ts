import { expand, type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';
import copy from './all-every-whole.json' with { type: 'json' };

type A = 'all' | 'every' | 'whole';
/** [answer, sentence, the noun (phrase) that decides, rule]. Capitalised answers open the sentence. */
const LINES: [A, string, string, string][] = [
  ['every', '___ student in the class passed the exam.', 'student', 'every-singular'],
  ['every', '___ room in the hotel has a balcony.', 'room', 'every-singular'],
  ['every', 'I go swimming ___ {Monday|Friday|Saturday}.', '{Monday|Friday|Saturday}', 'every-singular'],
  ['every', 'She calls her mother ___ {evening|Sunday|week}.', '{evening|Sunday|week}', 'every-singular'],
  ['every', 'The buses run ___ {ten minutes|half hour}.', '{ten minutes|half hour}', 'every-singular'],
  ['every', 'Take one tablet ___ {four hours|morning}.', '{four hours|morning}', 'every-singular'],
  ['every', 'He has read ___ book in the library.', 'book', 'every-singular'],
  ['every', 'Not ___ {child|student} likes grammar.', '{child|student}', 'every-singular'],
  ['every', '___ {house|shop} in this street is painted white.', '{house|shop}', 'every-singular'],
  ['every', 'I’ve told you ___ single detail.', 'single', 'every-singular'],
  ['every', 'She remembers ___ word the teacher says.', 'word', 'every-singular'],
  ['every', 'We visit my grandparents ___ summer.', 'summer', 'every-singular'],
  ['every', '___ time I see him, he is eating.', 'time', 'every-singular'],
  ['every', '___ one of these photos is beautiful.', 'one of', 'every-singular'],
  ['all', '___ the students passed the exam.', 'the students', 'all-plural'],
  ['all', '___ my friends came to the party.', 'my friends', 'all-plural'],
  ['all', '___ the money was in one bag.', 'the money', 'all-plural'],
  ['all', '___ children love ice cream.', 'children', 'all-plural'],
  ['all', '___ of us were tired after the trip.', 'of us', 'all-plural'],
  ['all', 'I’ve spent ___ my money on books.', 'my money', 'all-plural'],
  ['all', 'We ate ___ the {biscuits|cake|sandwiches}.', 'the {biscuits|cake|sandwiches}', 'all-plural'],
  ['all', '___ the {shops|banks|museums} are closed on Sunday.', 'the {shops|banks|museums}', 'all-plural'],
  ['all', 'It rained ___ day yesterday.', 'day yesterday', 'all-time'],
  ['all', 'We were at the beach ___ morning yesterday.', 'morning yesterday', 'all-time'],
  ['all', 'She was on the phone ___ evening yesterday.', 'evening yesterday', 'all-time'],
  ['all', 'They talked ___ night long.', 'night long', 'all-time'],
  ['all', '___ the information is on our website.', 'the information', 'all-plural'],
  ['all', 'Thank you for ___ your help.', 'your help', 'all-plural'],
  ['all', '___ these {books|clothes|toys} are for you.', 'these {books|clothes|toys}', 'all-plural'],
  ['whole', 'She ate the ___ {cake|pizza|box of chocolates} by herself.', 'the', 'whole-the'],
  ['whole', 'The ___ {family|class|team} went to the concert.', 'The', 'whole-the'],
  ['whole', 'I’ve lived here my ___ life.', 'my', 'whole-the'],
  ['whole', 'He spent the ___ {day|weekend|evening} in bed.', 'the', 'whole-the'],
  ['whole', 'The ___ city was covered in snow.', 'The', 'whole-the'],
  ['whole', 'I read the ___ book in one night.', 'the', 'whole-the'],
  ['whole', 'She was nervous the ___ time.', 'the', 'whole-the'],
  ['whole', 'The ___ world was watching the match.', 'The', 'whole-the'],
  ['whole', 'We cleaned the ___ house before the guests came.', 'the', 'whole-the'],
  ['whole', 'He told me the ___ story.', 'the', 'whole-the'],
  ['whole', 'She drank a ___ bottle of water after the run.', 'a', 'whole-the'],
];

/**
 * Issue 16: more bases, each its own skeleton. The word around the gap decides by form alone: every before a
 * bare singular countable noun that is not a stretch of time (all morning / every morning would both fit),
 * all before the/my/his + a plural or uncountable noun, whole between the/a/his and a singular noun. `{S}`
 * lines take up to eight adult subjects from verb/authored.ts.
 */
export const MORE_LINES: [A, string, string, string][] = [
  ['every', '{S} answered ___ question in the test.', 'question', 'every-singular'],
  ['every', '___ seat on the train was taken, so we stood.', 'seat', 'every-singular'],
  ['every', '___ window in the house was open.', 'window', 'every-singular'],
  ['every', '{S} {v:know} ___ street in this town.', 'street', 'every-singular'],
  ['every', '___ guest got a small present.', 'guest', 'every-singular'],
  ['every', 'The teacher gave ___ child a sticker.', 'child', 'every-singular'],
  ['every', '{S} read ___ page of the contract before signing it.', 'page', 'every-singular'],
  ['every', '___ flight to Lviv was cancelled because of the fog.', 'flight', 'every-singular'],
  ['every', '___ shop in the centre was closed for the holiday.', 'shop', 'every-singular'],
  ['every', '{S} {has} tried ___ dish on the menu.', 'dish', 'every-singular'],
  ['every', '{S} {v:check} ___ plant on the balcony for pests twice a week.', 'plant', 'every-singular'],
  ['every', '___ player in the team scored a goal.', 'player', 'every-singular'],
  ['all', '{S} spent ___ {poss} savings on a new car.', 'savings', 'all-plural'],
  ['all', '{S} invited ___ {poss} friends to the wedding.', 'friends', 'all-plural'],
  ['all', '___ the windows were open, so it was cold.', 'the windows', 'all-plural'],
  ['all', '___ the trains to Kyiv are late today.', 'the trains', 'all-plural'],
  ['all', '{S} put ___ {poss} clothes in the washing machine.', 'clothes', 'all-plural'],
  ['all', '___ the tickets were sold in an hour.', 'the tickets', 'all-plural'],
  ['all', '{S} lost ___ {poss} photos when {poss} phone broke.', 'photos', 'all-plural'],
  ['all', '___ the lights in the building went out.', 'the lights', 'all-plural'],
  ['all', '___ the milk has gone off.', 'the milk', 'all-plural'],
  ['all', '{S} gave ___ {poss} old books to the library.', 'books', 'all-plural'],
  ['all', '___ the furniture in this room is new.', 'the furniture', 'all-plural'],
  ['all', '{S} washed ___ the dishes after dinner.', 'the dishes', 'all-plural'],
  ['whole', '{S} spent the ___ afternoon in the garden.', 'afternoon', 'whole-the'],
  ['whole', '{S} slept through the ___ film.', 'film', 'whole-the'],
  ['whole', '{S} ate a ___ pizza by {refl}.', 'pizza', 'whole-the'],
  ['whole', 'The ___ village came to the wedding.', 'village', 'whole-the'],
  ['whole', '{S} cleaned the ___ flat on Saturday.', 'flat', 'whole-the'],
  ['whole', 'It took the ___ morning to fix the car.', 'morning', 'whole-the'],
  ['whole', '{S} {has} worked for the same company {poss} ___ life.', 'life', 'whole-the'],
  ['whole', 'The ___ building shook during the storm.', 'building', 'whole-the'],
  ['whole', '{S} watched the ___ series in one weekend.', 'series', 'whole-the'],
  ['whole', 'The ___ office was talking about the news.', 'office', 'whole-the'],
  // issue 16, second wave: appended so the skeleton ids above keep their numbers
  ['every', '{S} checked ___ drawer, but the keys weren’t there.', 'drawer', 'every-singular'],
  ['every', '___ bus to the airport was full this morning.', 'bus', 'every-singular'],
  ['every', '___ hotel in town was fully booked for the festival.', 'hotel', 'every-singular'],
  ['every', '___ table in the restaurant was taken, so {S} ate at home.', 'table', 'every-singular'],
  ['every', '{S} tried ___ key on the ring, but the door wouldn’t open.', 'key', 'every-singular'],
  ['every', '___ flat in the building has its own parking space.', 'flat', 'every-singular'],
  ['every', '{S} cleaned out ___ cupboard in the kitchen.', 'cupboard', 'every-singular'],
  ['every', '___ employee gets a free lunch on Fridays.', 'employee', 'every-singular'],
  ['every', '{S} visited ___ museum in the city during the trip.', 'museum', 'every-singular'],
  ['every', '___ car in the car park was covered in snow.', 'car', 'every-singular'],
  ['every', '___ song on this album is about love.', 'song', 'every-singular'],
  ['every', '{S} kept ___ letter from {poss} grandmother.', 'letter', 'every-singular'],
  ['all', '{S} sold ___ {poss} old furniture before the move.', 'furniture', 'all-plural'],
  ['all', '___ the guests had left by midnight.', 'the guests', 'all-plural'],
  ['all', '___ the food in the fridge went off while we were away.', 'the food', 'all-plural'],
  ['all', '{S} paid ___ the bills on time last month.', 'the bills', 'all-plural'],
  ['all', '{S} returned ___ the library books on time.', 'the library books', 'all-plural'],
  ['all', '{S} {v:know} ___ the words to this song.', 'the words', 'all-plural'],
  ['all', '{S} packed ___ {poss} things the night before the flight.', 'things', 'all-plural'],
  ['all', '___ the snow had melted by Monday.', 'the snow', 'all-plural'],
  ['all', '___ the coffee in the pot is cold now.', 'the coffee', 'all-plural'],
  ['all', '{S} {has} read ___ the Harry Potter books.', 'the Harry Potter books', 'all-plural'],
  ['all', '{S} threw away ___ the old newspapers.', 'the old newspapers', 'all-plural'],
  ['whole', '{S} spent the ___ summer at the seaside.', 'summer', 'whole-the'],
  ['whole', 'The ___ street came out to watch the parade.', 'street', 'whole-the'],
  ['whole', 'The ___ school was closed because of the storm.', 'school', 'whole-the'],
  ['whole', '{S} missed the ___ lesson because of the traffic.', 'lesson', 'whole-the'],
  ['whole', 'It rained the ___ week {S} {was} in London.', 'week', 'whole-the'],
  ['whole', '{S} ate a ___ packet of biscuits.', 'packet', 'whole-the'],
  ['whole', '{S} watched the ___ match on {poss} phone.', 'match', 'whole-the'],
  ['whole', '{S} read the ___ report on the train.', 'report', 'whole-the'],
  ['whole', '{S} told the police the ___ truth.', 'truth', 'whole-the'],
  // issue 16, third wave (appended: the ids above keep their numbers)
  ['every', '{S} answered ___ email before lunch.', 'email', 'every-singular'],
  ['every', '{S} thanked ___ guest at the door.', 'guest', 'every-singular'],
  ['every', '{S} photographed ___ bridge in the city.', 'bridge', 'every-singular'],
  ['every', '{S} knocked on ___ door in the street.', 'door', 'every-singular'],
  ['every', '{S} wrote down ___ word the guide said.', 'word', 'every-singular'],
  ['every', '{S} replied to ___ message on {poss} phone.', 'message', 'every-singular'],
  ['every', '{S} tried on ___ dress in the shop.', 'dress', 'every-singular'],
  ['every', '{S} counted ___ coin in the jar.', 'coin', 'every-singular'],
  ['every', '{S} fed ___ animal on the farm.', 'animal', 'every-singular'],
  ['every', '{S} marked ___ mistake in red.', 'mistake', 'every-singular'],
  ['every', '{S} called ___ hospital in the area.', 'hospital', 'every-singular'],
  ['every', '{S} lost ___ game last season.', 'game', 'every-singular'],
  ['every', '{S} searched ___ room in the house for the cat.', 'room', 'every-singular'],
  ['all', '{S} invited ___ the neighbours to the barbecue.', 'the neighbours', 'all-plural'],
  ['all', '{S} ate ___ the strawberries before dinner.', 'the strawberries', 'all-plural'],
  ['all', '{S} forgot ___ the names at the party.', 'the names', 'all-plural'],
  ['all', '{S} paid back ___ the money.', 'the money', 'all-plural'],
  ['all', '{S} deleted ___ the old emails.', 'the old emails', 'all-plural'],
  ['all', '{S} watered ___ the plants before the holiday.', 'the plants', 'all-plural'],
  ['all', '{S} carried ___ the boxes upstairs.', 'the boxes', 'all-plural'],
  ['all', '{S} brought ___ the documents to the meeting.', 'the documents', 'all-plural'],
  ['all', '{S} kept ___ the receipts from the trip.', 'the receipts', 'all-plural'],
  ['all', '{S} ironed ___ the shirts for the week.', 'the shirts', 'all-plural'],
  ['all', '{S} answered ___ the letters in one evening.', 'the letters', 'all-plural'],
  ['whole', '{S} finished the ___ bottle of juice.', 'bottle', 'whole-the'],
  ['whole', '{S} painted the ___ kitchen in one day.', 'kitchen', 'whole-the'],
  ['whole', '{S} explained the ___ plan to the team.', 'plan', 'whole-the'],
  ['whole', '{S} sang the ___ song without a mistake.', 'song', 'whole-the'],
  ['whole', '{S} laughed through the ___ show.', 'show', 'whole-the'],
  ['whole', '{S} drove the ___ way to Odesa.', 'way', 'whole-the'],
  ['whole', '{S} learned the ___ poem by heart.', 'poem', 'whole-the'],
  ['whole', '{S} spent a ___ month in Spain.', 'month', 'whole-the'],
  ['whole', '{S} painted the ___ fence in one afternoon.', 'fence', 'whole-the'],
  ['whole', '{S} walked the ___ length of the beach.', 'length', 'whole-the'],
  ['whole', '{S} used a ___ roll of tape on one parcel.', 'roll', 'whole-the'],
];

const ERR: Record<A, string> = {
  all: 'all-with-singular',
  every: 'every-not-singular',
  whole: 'whole-without-determiner',
};
const cap = (w: string, first: boolean) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const lines = [
    ...LINES.map(([a, f, n, r], i) => [a, [f], n, r, `all-every-whole:${i}`] as const),
    ...MORE_LINES.map(
      ([a, f, n, r], i) =>
        [a, subjectsFor(rng, f, ONE, 8).map((s) => fill(f, s)), n, r, `all-every-whole:m${i}`] as const,
    ),
  ];
  lines.forEach(([answer, frames, noun, rule, skeleton]) => {
    for (const text of frames.flatMap((f) => expand(f))) {
      const first = text.startsWith('___');
      const nounHit = expand(noun).find((n) => text.includes(n)) ?? noun;
      const wrong = (['all', 'every', 'whole'] as const)
        .filter((w) => w !== answer)
        // "the whole" needs the/a/my before it: at the start of a sentence "Whole" can never fit.
        .map((w) => ({ choice: cap(w, first), errorType: ERR[w], params: { noun: nounHit } }));
      out.push({
        text,
        answer: cap(answer, first),
        wrong,
        ruleId: rule,
        trigger: [nounHit],
        skeleton,
      });
    }
  });
  return out;
}

export const allEveryWholeTopic: TopicDef = makeTopic(copy, { target: 600, build: items });
