import { cap, d, expand, finish, type Item, makeTopic, type Wrong } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, PEOPLE } from '../linking-words/people.ts';
import copy from './participle-clauses.json' with { type: 'json' };

/**
 * Participle clauses: Walking home, … (active, same time), Built in 1900, … (passive), Having finished
 * the report, … (active, before), Having been warned, … (passive, before). The forms come from
 * morph/verbs.ts. Each kind offers only wrong choices that the sentence rules out:
 * - passive (a thing that cannot do the action, by + agent, a date): the past participle against -ing
 *   and having + participle (both active);
 * - active, same time (an object or a movement after the gap): -ing against the past participle (passive)
 *   and the base form; "having + participle" is never offered there, since it is often right too, except
 *   after "while", which forces the same time;
 * - active, before (an object after the gap): having + participle against the bare participle and
 *   having been + participle (both passive); "-ing" is never offered (Finishing the report, … is heard);
 * - passive, before: having been + participle against having + participle and -ing (both active); the
 *   bare participle is never offered (Warned about the traffic, … is right too).
 * {X} bases are said of a few people (they share the skeleton); the others are about one thing.
 */
type K = 'passive' | 'active' | 'while' | 'perfect' | 'perfect-passive';
type Base = [K, string, string];

const BASES: Base[] = [
  ['passive', 'build', '___ in 1900, the bridge is still used today.'],
  ['passive', 'design', '___ by a famous architect, the house attracts many tourists.'],
  ['passive', 'make', '___ in Italy, these shoes are very comfortable.'],
  ['passive', 'keep', '___ in the fridge, the cake will stay fresh for three days.'],
  ['passive', 'translate', '___ into twenty languages, her novel sold millions of copies.'],
  ['passive', 'found', '___ in 1991, the company now employs five thousand people.'],
  ['passive', 'park', '___ in the wrong place, the car was taken away by the police.'],
  ['passive', 'download', '___ by millions of people, the song became a hit in a week.'],
  ['passive', 'locate', '___ at the top of the hill, the castle can be seen from miles away.'],
  ['passive', 'wake', '___ by the noise, the baby started to cry.'],
  ['passive', 'inform', '___ about the delay, the passengers were given free drinks.'],
  ['passive', 'write', '___ in a hurry, the letter was full of mistakes.'],
  ['passive', 'damage', '___ by the storm, the old tree had to be cut down.'],
  ['passive', 'name', '___ the best player of the season, he received a gold medal.'],
  ['passive', 'bake', '___ fresh every morning, our bread sells out by noon.'],
  ['passive', 'forget', '___ by his friends, the old man felt very lonely.'],
  ['passive', 'surprise', '___ by the results, the scientists repeated the experiment.'],
  ['passive', 'serve', '___ with rice, this dish is even better.'],
  ['passive', 'tie', '___ to a tree, the dog barked all night.'],
  ['passive', 'shock', '___ by the news, she sat down and cried.'],
  ['passive', 'cook', '___ by my grandmother, the pasta tasted just like home.'],
  ['passive', 'cheer', '___ by thousands of fans, the band played for three hours.'],
  ['passive', 'record', '___ in a single day, the album sounds surprisingly fresh.'],
  ['passive', 'hide', '___ behind the trees, the house is hard to find.'],
  ['passive', 'steal', '___ from a museum in 1990, the painting was found last year.'],
  ['passive', 'sell', '___ in every supermarket, this cheese is very popular.'],
  ['passive', 'deliver', '___ to the wrong address, the parcel came back a week later.'],
  ['active', 'walk', '___ along the beach, {X} saw a dolphin.'],
  ['active', 'realise', '___ that it was late, {X} called a taxi.'],
  ['active', 'open', '___ the door quietly, {X} went into the room.'],
  ['active', 'have', "___ no money, {X} couldn't buy the tickets."],
  ['active', 'feel', '___ tired, {X} went to bed early.'],
  ['active', 'know', '___ the answer, {X} raised {poss} hand.'],
  ['active', 'wait', '___ for the bus, {X} read the news on {poss} phone.'],
  ['active', 'listen', '___ to music, {X} cleaned the whole flat.'],
  ['active', 'grab', '___ {poss} keys, {X} ran out of the house.'],
  ['active', 'take', '___ a deep breath, {X} opened the envelope.'],
  ['active', 'look', '___ up at the stars, {X} talked for hours.'],
  ['active', 'speak', '___ French fluently, {X} easily found a job in Paris.'],
  ['active', 'shout', '___ loudly, the children ran into the garden.'],
  ['active', 'drink', '___ a cup of coffee, {X} checked {poss} email.'],
  ['active', 'study', '___ the map carefully, {X} found the path.'],
  ['active', 'cycle', '___ over the bridge, {X} dropped {poss} phone into the river.'],
  ['active', 'hear', '___ the news, {X} burst into tears.'],
  ['active', 'smile', '___ politely, the receptionist gave us our keys.'],
  ['active', 'hold', '___ the baby in one arm, {X} opened the door with the other.'],
  ['active', 'sing', '___ loudly, the fans walked to the stadium.'],
  ['while', 'cook', 'While ___ dinner, {X} burned {poss} hand.'],
  ['while', 'live', 'While ___ in Spain, {X} learned to dance flamenco.'],
  ['while', 'drive', 'While ___ to work, {X} listened to the radio.'],
  ['while', 'wait', 'While ___ for the doctor, {X} read an old magazine.'],
  ['while', 'travel', 'While ___ around Asia, {X} met a lot of interesting people.'],
  ['while', 'clean', 'While ___ the kitchen, {X} found an old photo.'],
  ['perfect', 'finish', '___ the report, {X} sent it to {poss} boss.'],
  ['perfect', 'spend', '___ all {poss} money in the first week, {X} had nothing left.'],
  ['perfect', 'see', '___ the film before, {X} knew how it ended.'],
  ['perfect', 'eat', '___ a huge breakfast, {X} skipped lunch.'],
  ['perfect', 'read', "___ the instructions twice, {X} still didn't understand them."],
  ['perfect', 'pass', '___ {poss} exams, {X} went travelling for a month.'],
  ['perfect', 'miss', '___ the last train, {X} had to take a taxi.'],
  ['perfect', 'lose', "___ {poss} keys, {X} couldn't get into the flat."],
  ['perfect', 'drink', "___ three cups of coffee, {X} couldn't sleep."],
  ['perfect', 'buy', "___ the tickets online, {X} didn't have to queue."],
  ['perfect', 'accept', '___ the job, {X} moved to London.'],
  ['perfect', 'take', '___ the wrong bus, {X} arrived two hours late.'],
  ['perfect', 'leave', '___ {poss} passport at home, {X} missed the flight.'],
  ['perfect', 'have', "___ a big lunch, {X} didn't want any dinner."],
  ['perfect', 'pack', '___ everything, {X} set off for the airport.'],
  ['perfect', 'fix', '___ the problem, the mechanic gave us the bill.'],
  ['perfect', 'save', '___ enough money, {X} bought a small flat.'],
  ['perfect', 'forget', '___ {poss} umbrella, {X} got soaked.'],
  ['perfect-passive', 'warn', '___ about the traffic, {X} left early.'],
  ['perfect-passive', 'offer', '___ the job, {X} called {poss} parents.'],
  ['perfect-passive', 'invite', "___ to the wedding, {X} couldn't say no."],
  ['perfect-passive', 'bite', '___ by a dog as a child, {X} {is} still afraid of them.'],
  ['perfect-passive', 'fire', '___ from {poss} job, {X} had plenty of free time.'],
  ['perfect-passive', 'nominate', '___ three times before, the director finally won an Oscar.'],
  ['perfect-passive', 'tell', '___ by the doctor to rest, {X} stayed at home.'],
  ['perfect-passive', 'inform', '___ of the theft, the police arrived quickly.'],
  ['perfect-passive', 'abandon', '___ for ten years, the house needed a lot of work.'],
  ['perfect-passive', 'give', '___ a second chance, {X} worked harder than ever.'],
  // Issue 16 (s1): more bases after the first ones (their ids stay). {a|b} gives a thing-subject base a few
  // variants of one skeleton; no base mixes them with {X}. A past participle that is also an adjective
  // (worried, tired, open) is never the wrong choice of an active base.
  ['passive', 'build', '___ in {1890|1910|the 1920s}, the theatre still has its original seats.'],
  ['passive', 'run', '___ by {volunteers|local students}, the café gives all its profits to charity.'],
  ['passive', 'fry', '___ in {olive oil|butter}, the potatoes were crispy and golden.'],
  ['passive', 'season', '___ with {fresh herbs|lemon and garlic}, the fish tasted wonderful.'],
  ['passive', 'hit', '___ by a {lorry|bus}, the lamp post fell across the road.'],
  ['passive', 'wrap', '___ in {foil|paper}, the sandwiches stayed fresh until lunch.'],
  ['passive', 'make', '___ from {recycled paper|old plastic bottles}, these bags are good for the planet.'],
  ['passive', 'write', '___ in {red|green} ink, the corrections were easy to see.'],
  ['passive', 'leave', '___ in the sun for {too long|hours}, the milk went sour.'],
  ['passive', 'interrupt', '___ by {heavy rain|a thunderstorm}, the match was stopped after twenty minutes.'],
  ['passive', 'watch', '___ by over {a million|two million} people, the video made her famous overnight.'],
  ['passive', 'store', '___ in a {cool, dry place|dark cupboard}, the seeds will last for years.'],
  ['passive', 'weaken', '___ by the {flood|storm}, the bridge was closed for a month.'],
  ['passive', 'surround', '___ by {mountains|forest}, the village is hard to reach in winter.'],
  ['passive', 'introduce', '___ in {2015|2018}, the law changed the way people pay taxes.'],
  ['passive', 'teach', '___ in small groups, the students learn {faster|more}.'],
  ['passive', 'greet', '___ by {thousands of fans|a huge crowd}, the players walked onto the pitch.'],
  ['passive', 'attract', '___ by the smell of coffee, {X} walked into the café.'],
  ['passive', 'disturb', '___ by the music next door, {X} couldn’t get to sleep.'],
  ['passive', 'encourage', '___ by {poss} friends, {X} finally agreed to sing.'],
  ['passive', 'exhaust', '___ by the long journey, {X} fell asleep in the taxi.'],
  ['passive', 'confuse', '___ by the question, {X} didn’t know what to say.'],
  ['passive', 'move', '___ by the ending, {X} cried all the way home.'],
  ['passive', 'inspire', '___ by {poss} teacher, {X} decided to study medicine.'],
  ['passive', 'print', '___ on thick paper, the invitations looked {very elegant|expensive}.'],
  ['passive', 'paint', '___ bright {yellow|blue}, the house is easy to find.'],
  ['active', 'rush', '___ up the stairs, {X} tripped and dropped the shopping.'],
  ['active', 'cross', '___ the street, {X} {was} almost hit by a bike.'],
  ['active', 'live', '___ in a small village, {X} had never seen a traffic jam.'],
  ['active', 'drink', '___ hot chocolate by the fire, {X} watched the snow fall outside.'],
  ['active', 'work', '___ as a waiter, {X} earned enough money for the trip.'],
  ['active', 'check', '___ {poss} phone, {X} walked straight into a lamp post.'],
  ['active', 'wash', '___ the dishes, {X} broke a glass.'],
  ['active', 'carry', '___ a heavy suitcase, {X} slowly climbed the stairs.'],
  ['active', 'point', '___ at the map, the guide showed us the way to the castle.'],
  ['active', 'hum', '___ a tune, {X} started to cook dinner.'],
  ['active', 'jump', '___ over the puddle, {X} slipped and fell.'],
  ['active', 'try', '___ not to laugh, {X} listened to the story.'],
  ['active', 'read', '___ the email again, {X} noticed a mistake.'],
  ['while', 'dig', 'While ___ in the garden, {X} found an old coin.'],
  ['while', 'look', 'While ___ for a new flat, {X} stayed with friends.'],
  ['while', 'stay', 'While ___ at the hotel, {X} met a famous actor.'],
  ['while', 'study', 'While ___ in London, {X} worked in a café.'],
  ['while', 'wash', 'While ___ the car, {X} found some old coins under the seat.'],
  ['while', 'eat', 'While ___ dinner, {X} watched the news.'],
  ['while', 'walk', 'While ___ across the park, {X} saw an old friend.'],
  ['while', 'drive', 'While ___ home from work, {X} stopped at the supermarket.'],
  ['while', 'jog', 'While ___ by the river, {X} saw a heron.'],
  ['perfect', 'wash', '___ the dishes, {X} sat down to watch TV.'],
  ['perfect', 'do', '___ the shopping, {X} took a taxi home.'],
  ['perfect', 'live', '___ in Kyiv for ten years, {X} knew the city very well.'],
  ['perfect', 'lock', '___ the door, {X} went to bed.'],
  ['perfect', 'sell', '___ {poss} old car, {X} bought a bike.'],
  ['perfect', 'work', '___ all night, {X} {was} exhausted the next day.'],
  ['perfect', 'check', '___ the map, {X} knew exactly where to go.'],
  ['perfect', 'say', '___ goodbye, {X} got on the train.'],
  ['perfect', 'finish', '___ {poss} coffee, {X} left for work.'],
  ['perfect', 'dial', '___ the wrong number, {X} apologised and hung up.'],
  ['perfect', 'pitch', '___ the tent, {X} made a fire.'],
  ['perfect', 'forget', '___ to set {poss} alarm, {X} overslept.'],
  ['perfect', 'run', '___ ten kilometres, {X} needed a long shower.'],
  ['perfect', 'unpack', '___ {poss} bags, {X} went down to dinner.'],
  ['perfect', 'break', '___ {poss} leg, {X} spent the summer on the sofa.'],
  ['perfect', 'write', '___ the letter, {X} posted it on the way to work.'],
  ['perfect', 'book', '___ the hotel months before, {X} got a very good price.'],
  ['perfect-passive', 'choose', '___ for the job, {X} started to plan the move.'],
  ['perfect-passive', 'invite', '___ to the party at the last minute, {X} had nothing to wear.'],
  ['perfect-passive', 'keep', '___ in hospital for a week, {X} {was} happy to be home.'],
  ['perfect-passive', 'question', '___ by the police, {X} {was} allowed to go home.'],
  ['perfect-passive', 'offer', '___ a place at university, {X} moved to Kharkiv.'],
  ['perfect-passive', 'tell', '___ the bad news, {X} cancelled the party.'],
  ['perfect-passive', 'raise', '___ in France, {X} spoke perfect French.'],
  ['perfect-passive', 'promote', '___ to manager, {X} had to work longer hours.'],
  ['perfect-passive', 'accept', '___ by three universities, {X} couldn’t decide where to go.'],
  ['perfect-passive', 'warn', '___ about the storm, {X} stayed at home.'],
  ['perfect-passive', 'pay', '___ in advance, the builders never came back.'],
  ['perfect-passive', 'show', '___ around the flat, {X} decided to rent it.'],
  ['perfect-passive', 'stop', '___ by the police twice that week, {X} started driving more carefully.'],
  ['perfect', 'lose', '___ the match, the team flew home in silence.'],
  ['perfect', 'clean', '___ the whole flat, {X} finally sat down to rest.'],
  ['perfect', 'miss', '___ the bus, {X} walked to work.'],
  ['perfect', 'hear', '___ so much about the place, {X} wanted to see it.'],
  ['active', 'enjoy', '___ the sun on the balcony, {X} drank {poss} morning coffee.'],
  ['active', 'wear', '___ {poss} best suit, {X} went to the interview.'],
  ['active', 'whistle', '___ happily, the postman walked up the path.'],
  ['active', 'hope', '___ to see the sunrise, {X} got up at five.'],
  ['while', 'stand', 'While ___ in the queue, {X} chatted to a stranger.'],
  ['while', 'work', 'While ___ in Poland, {X} learned to speak Polish.'],
  // A passive base never takes a verb that is also intransitive with its subject (hang, grow, open, sell, mix:
  // "Hanging above the fireplace, the painting …" is right too).
  // Full catalogue (issue 16): more bases after these (their ids stay). No active base uses a verb whose
  // participle is also its base (run, cut) or an adjective (worried), so the three choices stay distinct and wrong.
  ['passive', 'paint', '___ by a local artist, the mural covers the whole wall.'],
  ['passive', 'build', '___ in the twelfth century, the church has survived three fires.'],
  ['passive', 'write', '___ in simple English, the book is perfect for beginners.'],
  ['passive', 'spray', '___ with chemicals, these apples must be washed before you eat them.'],
  ['passive', 'film', '___ in {Iceland|New Zealand}, the series has stunning landscapes.'],
  ['passive', 'decorate', '___ with {coloured lights|flowers}, the street looked beautiful.'],
  ['passive', 'cover', '___ in snow, the mountains looked like a postcard.'],
  ['passive', 'lose', '___ in the post, the letter never arrived.'],
  ['passive', 'design', '___ for small kitchens, this fridge takes up very little space.'],
  ['passive', 'sign', '___ by all the players, the ball was sold for charity.'],
  ['passive', 'know', '___ for its {cheese|wine}, the region attracts many visitors.'],
  ['passive', 'catch', '___ that morning, the fish was served at lunch.'],
  ['passive', 'injure', '___ in the first half, the captain had to leave the pitch.'],
  ['passive', 'give', '___ as a wedding present, the vase has never been used.'],
  ['passive', 'base', '___ on a true story, the film won {three Oscars|several awards}.'],
  ['passive', 'repair', '___ only last week, the washing machine has broken down again.'],
  ['passive', 'delay', '___ by fog, the flight landed three hours late.'],
  ['passive', 'photograph', '___ from above, the city looks like a map.'],
  ['passive', 'offer', '___ at half price, the tickets sold out in minutes.'],
  ['passive', 'translate', '___ by a famous poet, the poem reads beautifully in English.'],
  ['passive', 'open', '___ by the President in {2010|2015}, the museum gets a million visitors a year.'],
  ['passive', 'use', '___ by over {a hundred|two hundred} schools, the app helps children learn to read.'],
  ['passive', 'bite', '___ by mosquitoes, {X} scratched {poss} arms all night.'],
  ['passive', 'frighten', '___ by the thunder, the dog hid under the bed.'],
  ['passive', 'pick', '___ fresh from the garden, the strawberries were sweet and juicy.'],
  ['passive', 'cut', '___ into small pieces, the vegetables cook faster.'],
  ['passive', 'add', '___ to hot water, the powder turns into a thick paste.'],
  ['passive', 'invite', '___ by a friend, {X} went to {poss} first yoga class.'],
  ['passive', 'praise', '___ by the critics, the film still did badly at the box office.'],
  ['passive', 'fill', '___ with fresh cream, the cakes must be kept cold.'],
  ['passive', 'place', '___ above the fireplace, the painting is the first thing you see.'],
  ['passive', 'stick', '___ in traffic for an hour, {X} missed the start of the meeting.'],
  ['active', 'stand', '___ on a chair, {X} changed the light bulb.'],
  ['active', 'look', '___ out of the window, {X} saw that it was snowing.'],
  ['active', 'sit', '___ on the sofa, {X} watched three films in a row.'],
  ['active', 'turn', '___ round, {X} saw an old friend at the door.'],
  ['active', 'want', '___ to surprise {poss} mother, {X} baked a cake.'],
  ['active', 'need', '___ some fresh air, {X} went for a walk.'],
  ['active', 'search', '___ for {poss} keys, {X} found an old photo.'],
  ['active', 'follow', '___ the signs, {X} found the station easily.'],
  ['active', 'wave', '___ goodbye to everyone, {X} got on the train.'],
  ['active', 'think', '___ it was Sunday, {X} stayed in bed until ten.'],
  ['active', 'believe', '___ the shop was open, {X} walked all the way into town.'],
  ['active', 'push', '___ the pram up the hill, {X} stopped to catch {poss} breath.'],
  ['active', 'smell', '___ smoke, {X} called the fire brigade.'],
  ['active', 'feel', '___ cold, {X} put on a jumper.'],
  ['active', 'notice', '___ that the fridge was empty, {X} went to the supermarket.'],
  ['active', 'remember', '___ that it was {poss} mum’s birthday, {X} bought flowers on the way home.'],
  ['active', 'play', '___ in the garden, the children found a hedgehog.'],
  ['active', 'laugh', '___ loudly, the girls ran out of the classroom.'],
  ['active', 'hold', '___ hands, the couple walked along the river.'],
  ['active', 'climb', '___ the last few steps, {X} finally saw the view.'],
  ['active', 'speak', '___ slowly and clearly, the guide explained the history of the castle.'],
  ['active', 'answer', '___ the phone, {X} knocked over a cup of tea.'],
  ['active', 'know', '___ that the shops would be closed, {X} did the shopping on Saturday.'],
  ['active', 'expect', '___ rain, {X} took an umbrella.'],
  ['active', 'wonder', '___ what the noise was, {X} went downstairs.'],
  ['while', 'shop', 'While ___ in town, {X} bumped into an old teacher.'],
  ['while', 'sit', 'While ___ in the waiting room, {X} filled in the form.'],
  ['while', 'swim', 'While ___ in the sea, {X} lost {poss} ring.'],
  ['while', 'watch', 'While ___ the match, {X} ate a whole bag of crisps.'],
  ['while', 'paint', 'While ___ the bedroom, {X} fell off the ladder.'],
  ['while', 'ski', 'While ___ in the Alps, {X} broke {poss} leg.'],
  ['while', 'talk', 'While ___ on the phone, {X} missed {poss} stop.'],
  ['while', 'tidy', 'While ___ the attic, {X} found {poss} old school reports.'],
  ['while', 'visit', 'While ___ Rome, {X} went to the Colosseum.'],
  ['while', 'chop', 'While ___ onions, {X} cut {poss} finger.'],
  ['while', 'fix', 'While ___ the roof, {X} dropped a hammer.'],
  ['while', 'queue', 'While ___ for tickets, {X} met an old school friend.'],
  ['while', 'cycle', 'While ___ to work, {X} got a flat tyre.'],
  ['while', 'learn', 'While ___ to drive, {X} had three different instructors.'],
  ['perfect', 'do', '___ the washing-up, {X} sat down with a cup of tea.'],
  ['perfect', 'wait', '___ for an hour, {X} decided to go home.'],
  ['perfect', 'grow', '___ up in the countryside, {X} found city life noisy.'],
  ['perfect', 'study', '___ law for five years, {X} decided to become a chef.'],
  ['perfect', 'cook', '___ dinner for twelve people, {X} {was} too tired to eat.'],
  ['perfect', 'walk', '___ twenty kilometres, {X} {was} ready for a hot bath.'],
  ['perfect', 'spend', '___ a year in Canada, {X} spoke excellent English.'],
  ['perfect', 'make', '___ a mistake in the first question, {X} checked the others carefully.'],
  ['perfect', 'hear', '___ the weather forecast, {X} cancelled the picnic.'],
  ['perfect', 'fail', '___ the driving test twice, {X} passed on the third try.'],
  ['perfect', 'visit', '___ Paris many times, {X} didn’t need a guide.'],
  ['perfect', 'rent', '___ a car at the airport, {X} drove straight to the coast.'],
  ['perfect', 'finish', '___ work early, {X} went to the cinema.'],
  ['perfect', 'give', '___ up sugar, {X} felt much better.'],
  ['perfect', 'sleep', '___ badly, {X} {was} in a terrible mood all day.'],
  ['perfect', 'try', '___ everything else, {X} finally called a plumber.'],
  ['perfect', 'move', '___ house three times in two years, {X} hated packing.'],
  ['perfect', 'climb', '___ to the top, {X} took lots of photos.'],
  ['perfect', 'drive', '___ all day, {X} stopped at a small hotel.'],
  ['perfect', 'borrow', '___ the money from a friend, {X} paid it back within a month.'],
  ['perfect', 'find', '___ a cheap flight, {X} booked it at once.'],
  ['perfect-passive', 'bring', '___ up by {poss} grandparents, {X} {is} very close to them.'],
  ['perfect-passive', 'rob', '___ twice in one year, {X} had new locks fitted.'],
  ['perfect-passive', 'refuse', '___ a visa twice, {X} gave up the idea of moving abroad.'],
  ['perfect-passive', 'give', '___ the wrong directions, {X} got completely lost.'],
  ['perfect-passive', 'delay', '___ for six hours, the passengers were given free meals.'],
  ['perfect-passive', 'hurt', '___ in a car accident, {X} stopped driving at night.'],
  ['perfect-passive', 'ask', '___ the same question three times, {X} finally lost {poss} temper.'],
  ['perfect-passive', 'pick', '___ for the national team, {X} trained every day.'],
  ['perfect-passive', 'award', '___ a scholarship, {X} could finally afford to study abroad.'],
  ['perfect-passive', 'wake', '___ by the neighbours at three in the morning, {X} {was} tired all day.'],
  ['perfect-passive', 'charge', '___ twice for the same meal, {X} complained to the manager.'],
  ['perfect-passive', 'send', '___ home from work with a fever, {X} went straight to bed.'],
];

/** Bases only one person does, though they say no {poss} (a job, a promotion, a place at university). */
const ONE_ONLY =
  /for the job|a place at university|a scholarship|national team|a visa|light bulb|driving test|to manager|as a waiter|had nothing to wear|best suit|heavy suitcase|wrong number/;

/** One person for things only one person does (a hand, a passport, a boss). */
const ONE = PEOPLE.filter((p) => p.person === '1sg' || p.person === '3sg');

function forms(verb: string) {
  const f = verbForms(verb);
  return { ing: f.ing, pp: f.participle, base: f.base };
}

const DETERMINERS = new Set(['the', 'this', 'these', 'her', 'his', 'our', 'my', 'their']);
const ADJECTIVES = new Set(['old', 'young']);
/** The main clause's subject ("the old tree", "her novel", "he"): a determiner, adjectives, a noun. */
function subjectAfterComma(text: string): string {
  const words = (text.split(', ')[1] ?? '').split(' ');
  const out: string[] = [];
  for (const w of words) {
    out.push(w);
    if (!DETERMINERS.has(w.toLowerCase()) && !ADJECTIVES.has(w)) break;
  }
  return out.join(' ');
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  BASES.forEach(([kind, verb, base], i) => {
    const { ing, pp } = forms(verb);
    const people = base.includes('{X}')
      ? rng.shuffle(base.includes('{poss}') || ONE_ONLY.test(base) ? ONE : PEOPLE).slice(0, 3)
      : /\{[^{}]*\|/.test(base)
        ? rng.shuffle(expand(base)).slice(0, 3)
        : [undefined];
    for (const s of people) {
      const raw = typeof s === 'string' ? s : s ? fill(base, s) : base;
      const text = finish(raw);
      const subj = s && typeof s !== 'string' ? s.text : subjectAfterComma(text);
      const at = (w: string) => (text.startsWith('___') ? cap(w) : w);
      let answer: string;
      let wrong: Wrong[];
      let ruleId: string;
      switch (kind) {
        case 'passive':
          answer = at(pp);
          wrong = [
            d(at(ing), 'participle-active-for-passive', { subject: subj }),
            d(at(`having ${pp}`), 'participle-active-for-passive', { subject: subj }),
          ];
          ruleId = 'passive';
          break;
        case 'active':
          answer = at(ing);
          wrong = [
            d(at(pp), 'participle-passive-for-active', { subject: subj }),
            d(at(verb), 'participle-base-form'),
          ];
          ruleId = 'active';
          break;
        case 'while':
          answer = ing;
          wrong = [
            d(pp, 'participle-passive-for-active', { subject: subj }),
            d(`having ${pp}`, 'participle-time-mismatch', { marker: 'While' }),
          ];
          ruleId = 'active';
          break;
        case 'perfect':
          answer = at(`having ${pp}`);
          wrong = [
            d(at(pp), 'participle-passive-for-active', { subject: subj }),
            d(at(`having been ${pp}`), 'participle-passive-for-active', { subject: subj }),
          ];
          ruleId = 'perfect';
          break;
        default:
          answer = at(`having been ${pp}`);
          wrong = [
            d(at(`having ${pp}`), 'participle-active-for-passive', { subject: subj }),
            d(at(ing), 'participle-active-for-passive', { subject: subj }),
          ];
          ruleId = 'perfect-passive';
      }
      out.push({
        text,
        answer,
        wrong,
        ruleId,
        trigger: [kind === 'while' ? 'While' : ((text.split('___ ')[1] ?? '').split(',')[0] ?? '')],
        skeleton: `participle:${i}`,
      });
    }
  });
  return out;
}

export const participleClauses: TopicDef = makeTopic(copy, { target: 700, build: items });
