import { type Item, makeTopic } from '../../engine.ts';
import type { Subject } from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, GROUP, ONE, subjectsFor } from '../verb/authored.ts';
import copy from './few-little.json' with { type: 'json' };

/**
 * a few / a little = some, enough (positive); few / little = almost none (negative). The second half of
 * each sentence (so, but, luckily, unfortunately) forces the meaning. Countability picks few vs little,
 * so both wrong choices are offered: the other meaning and the other countability.
 */
const LINES: [string, string, string][] = [
  ['a little', 'Luckily, I had ___ money left, so I bought a sandwich.', 'Luckily … so'],
  ['little', 'He had very ___ money, so he couldn’t buy a ticket.', 'couldn’t'],
  ['a few', 'I’ve got ___ friends in Lviv, so I’m never lonely there.', 'never lonely'],
  ['few', 'She has very ___ friends, so she often feels lonely.', 'feels lonely'],
  ['a little', 'Could I have ___ sugar in my tea, please?', 'Could I have'],
  ['little', 'There’s ___ hope of finding the ring now. It’s gone.', 'It’s gone'],
  ['a few', 'We stayed for ___ days and had a great time.', 'had a great time'],
  ['few', 'Very ___ people came to the concert, so it was cancelled.', 'cancelled'],
  ['a little', 'Don’t worry, we still have ___ time before the train leaves.', 'Don’t worry'],
  ['little', 'Hurry up! We have very ___ time.', 'Hurry up'],
  ['a few', 'I need ___ more minutes to finish this email.', 'more minutes'],
  ['few', 'It was a holiday, so there were very ___ cars on the roads.', 'very'],
  ['a little', 'I speak ___ Spanish, enough to order food.', 'enough'],
  ['little', 'He speaks ___ English, so we used a translator.', 'used a translator'],
  ['a few', 'There are ___ apples left. Do you want one?', 'Do you want one?'],
  ['few', 'Sadly, ___ students passed the exam. It was too difficult.', 'Sadly … too difficult'],
  ['a little', 'Add ___ salt and pepper, and the soup is ready.', 'Add'],
  ['little', 'There was ___ food left, and everybody was still hungry.', 'still hungry'],
  ['a few', 'I’ve read ___ of her books, and I liked them all.', 'liked them all'],
  ['few', 'It’s a very quiet village, and ___ tourists ever go there.', 'very quiet'],
  ['a little', 'With ___ help from my friends, I finished the project on time.', 'finished … on time'],
  [
    'little',
    'They got ___ help from the council and had to do everything themselves.',
    'had to do everything themselves',
  ],
  ['a few', 'Let’s invite ___ neighbours for dinner on Saturday.', 'Let’s invite'],
  ['few', 'The film got bad reviews, and ___ people went to see it.', 'bad reviews'],
];

/**
 * Issue 16: more bases, each its own skeleton. A negative key (few / little) stands right after very, so or
 * too, where "a few" / "a little" cannot stand; a positive key has a cue the few-a-few guard knows (more,
 * enough, luckily, don't worry, let's, add, could I have, do you want, help from, on time). `{S}` lines take
 * a few subjects from verb/authored.ts (one adult, or a household when the fourth field says 'group').
 */
export const MORE_LINES: [string, string, string, ('one' | 'group')?][] = [
  // a few
  ['a few', 'Luckily, {S} still {has} ___ euros left for the bus home.', 'Luckily', 'one'],
  ['a few', 'Don’t worry, there are still ___ seats left at the back.', 'Don’t worry'],
  ['a few', '{S} just {v:need} ___ more days to finish the report.', 'more days', 'one'],
  ['a few', 'Could you wait ___ more minutes? The doctor is almost ready.', 'more minutes'],
  ['a few', 'Let’s take ___ photos before the sun goes down.', 'Let’s'],
  ['a few', 'Let’s buy ___ bottles of water for the trip.', 'Let’s'],
  ['a few', 'Do you want ___ biscuits with your tea?', 'Do you want'],
  ['a few', 'Luckily, ___ shops were still open, so we got some bread.', 'Luckily'],
  ['a few', 'There are ___ more chairs in the kitchen if we need them.', 'more chairs'],
  ['a few', 'I’ve got ___ more questions, if you have time.', 'more questions'],
  ['a few', 'Just ___ more steps and we’re at the top!', 'more steps'],
  ['a few', 'Let’s stop for ___ minutes and have a drink.', 'Let’s'],
  ['a few', 'Luckily, ___ people at the bus stop saw the accident and called an ambulance.', 'Luckily'],
  ['a few', '{S} had a great time in Rome and made ___ new friends there.', 'great time', 'one'],
  ['a few', 'Don’t worry, {S} will be back in ___ minutes.', 'Don’t worry', 'one'],
  ['a few', 'Let’s invite ___ friends to watch the match with us.', 'Let’s'],
  ['a few', 'We have enough time to visit ___ museums before dinner.', 'enough time'],
  ['a few', 'Could you lend me ___ more pens? Mine have run out.', 'more pens'],
  ['a few', 'Let’s wait ___ more minutes for Olena; she’s always late.', 'more minutes'],
  ['a few', 'Do you want ___ cherries? They’re from our garden.', 'Do you want'],
  ['a few', 'Luckily, {S} had ___ coins for the parking machine.', 'Luckily', 'one'],
  ['a few', 'Don’t worry, it’s only ___ stops from here to the station.', 'Don’t worry'],
  ['a few', 'The shop had ___ more boxes in the back, so we bought two.', 'more boxes'],
  ['a few', 'Let’s stay ___ more nights; the weather is perfect.', 'more nights'],
  ['a few', 'Luckily, {S} knew ___ words of Greek and found the right bus.', 'Luckily', 'group'],
  // a little
  ['a little', 'Could I have ___ milk in my coffee, please?', 'Could I have'],
  ['a little', 'Could I have ___ more time to think about it?', 'Could I have'],
  ['a little', 'Add ___ olive oil to the pan and fry the onions.', 'Add'],
  ['a little', 'Add ___ water if the sauce is too thick.', 'Add'],
  ['a little', 'Add ___ lemon juice to the salad before you serve it.', 'Add'],
  ['a little', 'Don’t worry, {S} {has} ___ money saved for emergencies.', 'Don’t worry', 'group'],
  ['a little', 'Luckily, there was ___ petrol left in the tank, so we reached the next town.', 'Luckily'],
  ['a little', 'Could you speak ___ more slowly, please?', 'more slowly'],
  ['a little', 'Luckily, {S} spoke ___ Italian and asked a policeman for directions.', 'Luckily', 'one'],
  ['a little', 'We’ve got ___ more time, so let’s have another coffee.', 'more time'],
  ['a little', 'Luckily, {S} had ___ cash on {obj}, so {pron} paid for the taxi.', 'Luckily', 'one'],
  ['a little', 'With ___ help from our neighbours, we moved the piano.', 'help from'],
  ['a little', 'Do you want ___ ice in your drink?', 'Do you want'],
  ['a little', 'Could I have ___ more soup, please? It’s delicious.', 'Could I have'],
  ['a little', 'Add ___ sugar if the coffee is too bitter for you.', 'Add'],
  ['a little', 'It just needs ___ more salt, and then it’s ready.', 'more salt'],
  ['a little', 'Don’t worry, there’s still ___ cake left for you.', 'Don’t worry'],
  ['a little', 'Let’s get ___ fresh air before the film starts.', 'Let’s'],
  ['a little', 'With ___ practice every day, {S} learned to play the guitar.', 'practice', 'one'],
  ['a little', 'Do you want ___ cream on your strawberries?', 'Do you want'],
  [
    'a little',
    'Luckily, {S} had ___ time before the meeting, so {pron} went for a coffee.',
    'Luckily',
    'one',
  ],
  ['a little', 'Add ___ butter and stir until it melts.', 'Add'],
  ['a little', 'Could I have ___ water, please? I’m really thirsty.', 'Could I have'],
  ['a little', 'There’s enough paint: we only need ___ for the door.', 'enough'],
  // few
  ['few', '{S} {has} very ___ friends in the new city, so {pron} often {v:feel} lonely.', 'very', 'one'],
  ['few', 'Very ___ people know about this little beach, so it’s never crowded.', 'Very'],
  ['few', 'There were so ___ customers that the café closed early.', 'so'],
  ['few', 'There are too ___ buses at night, so most people take a taxi.', 'too'],
  ['few', '{S} made very ___ mistakes in the test and got a top mark.', 'very', 'one'],
  ['few', 'Very ___ shops are open on New Year’s Day, so buy your food the day before.', 'Very'],
  ['few', 'The room has very ___ windows, so it’s quite dark.', 'very'],
  ['few', 'So ___ students came to the lecture that the teacher cancelled it.', 'So'],
  ['few', 'There are too ___ chairs for everyone, so some people will have to stand.', 'too'],
  ['few', 'Very ___ tourists come here in winter, so the hotels are empty.', 'Very'],
  ['few', 'Our street has very ___ trees, so it gets very hot in summer.', 'very'],
  ['few', 'Very ___ people answered the survey, so the results are not useful.', 'Very'],
  ['few', 'There were too ___ waiters, and we waited an hour for our food.', 'too'],
  ['few', 'So ___ tickets were sold that the concert was cancelled.', 'So'],
  ['few', 'The village has very ___ young people: most of them have moved to the city.', 'very'],
  ['few', 'There are very ___ parking spaces in the centre, so come by bus.', 'very'],
  ['few', '{S} {has} read very ___ books in English, so long texts are still hard for {obj}.', 'very', 'one'],
  ['few', 'Very ___ trains stop at this station, so check the timetable.', 'Very'],
  ['few', 'There were so ___ eggs left that we couldn’t make a cake.', 'so'],
  ['few', '{S} {has} so ___ free evenings that {pron} rarely {v:go} out.', 'so', 'one'],
  ['few', 'This phone has very ___ buttons, so it’s easy for my grandma to use.', 'very'],
  ['few', 'Very ___ restaurants here serve breakfast, so we usually eat at the hotel.', 'Very'],
  ['few', 'There were too ___ volunteers to clean the whole park in one day.', 'too'],
  ['few', 'Very ___ flats in this area have a garden.', 'Very'],
  ['few', 'The museum gets so ___ visitors that it may close next year.', 'so'],
  // little
  ['little', 'There’s very ___ milk left, so buy some on your way home.', 'very'],
  ['little', '{S} had very ___ sleep last night and {was} tired all day.', 'very', 'one'],
  ['little', 'There’s too ___ light in this room to read.', 'too'],
  ['little', 'Very ___ rain fell this summer, and the garden is dry.', 'Very'],
  ['little', 'There was so ___ traffic that we got there in ten minutes.', 'so'],
  ['little', 'This old car uses very ___ petrol, so it’s cheap to run.', 'very'],
  ['little', 'There’s very ___ space in our flat, so we don’t have a piano.', 'very'],
  ['little', '{S} {v:earn} so ___ money that {pron} can’t pay the rent.', 'so', 'one'],
  ['little', 'There’s too ___ snow for skiing this year.', 'too'],
  ['little', 'This plant needs very ___ water, so it’s easy to grow.', 'very'],
  ['little', 'We got very ___ information about the changes, so we were confused.', 'very'],
  ['little', 'There was very ___ food at the party, and everybody left hungry.', 'very'],
  ['little', 'The new fridge uses very ___ electricity.', 'very'],
  ['little', '{S} {has} very ___ interest in football, so {pron} never {v:watch} it.', 'very', 'one'],
  ['little', 'There’s so ___ furniture in the room that it feels empty.', 'so'],
  ['little', 'We had too ___ time to see everything in the museum.', 'too'],
  ['little', '{S} {has} very ___ patience with slow drivers.', 'very', 'one'],
  ['little', 'There’s very ___ coffee left; shall I buy some more?', 'very'],
  ['little', 'The hotel offered so ___ comfort that we left after one night.', 'so'],
  ['little', 'Very ___ snow falls in this part of the country.', 'Very'],
  ['little', 'This job pays very ___ money, but the people are nice.', 'very'],
  ['little', 'There was too ___ wind to fly the kite.', 'too'],
  ['little', 'I have very ___ experience with children, so I’m a bit nervous.', 'very'],
  ['little', 'The doctor said there was very ___ risk, so don’t worry.', 'very'],
  ['a few', 'Don’t worry, {S} only {v:need} ___ more minutes to get ready.', 'more minutes', 'one'],
  ['a few', 'Luckily, {S} had ___ plasters in {poss} bag.', 'Luckily', 'one'],
  ['a little', 'Don’t worry, {S} {has} ___ experience with dogs.', 'Don’t worry', 'one'],
  ['a little', 'Luckily, {S} knew ___ French and could read the menu.', 'Luckily', 'one'],
  ['few', '{S} {has} very ___ photos of {poss} childhood.', 'very', 'one'],
  ['few', '{S} {v:get} so ___ days off that {pron} never really {v:rest}.', 'so', 'one'],
  ['little', '{S} {has} so ___ free time that {pron} rarely {v:read} for fun.', 'so', 'one'],
  ['little', '{S} {v:drink} very ___ coffee; {pron} {v:prefer} tea.', 'very', 'one'],
  ['little', '{S} had too ___ money for a taxi, so {pron} walked home.', 'too', 'one'],
  ['few', '{S} knew very ___ people at the wedding, so {pron} left early.', 'very', 'one'],
];

/**
 * Issue 16, the full catalogue: more bases (appended, so the ids above stay put), each its own skeleton,
 * said with up to six subjects. The same two rules hold: a plain few / little key right after very, so or
 * too; a positive key with a cue the few-a-few guard knows (luckily, don't worry, more, enough, let's, add,
 * could I have, do you want), which the meaning of the rest of the sentence backs up.
 */
export const NEW_LINES: [string, string, string, ('one' | 'group')?][] = [
  // a few
  ['a few', 'Luckily, {S} had ___ friends in Odesa who could put {obj} up for the night.', 'Luckily', 'one'],
  ['a few', 'Don’t worry, {S} {has} ___ spare chargers in {poss} bag.', 'Don’t worry', 'one'],
  ['a few', '{S} asked for ___ more days to think about the offer.', 'more days', 'one'],
  ['a few', 'Luckily, {S} found ___ old photos of {poss} grandparents in the attic.', 'Luckily', 'one'],
  ['a few', 'Don’t worry, {S} {has} ___ ideas for the party.', 'Don’t worry', 'one'],
  ['a few', '{S} {v:need} ___ more weeks to finish the kitchen.', 'more weeks', 'group'],
  ['a few', 'Let’s ask ___ colleagues to help us with the boxes.', 'Let’s'],
  ['a few', 'Luckily, {S} had ___ spare batteries for the torch.', 'Luckily', 'group'],
  ['a few', '{S} stayed ___ more days because the weather was so good.', 'more days', 'group'],
  ['a few', 'Luckily, ___ passengers on the train spoke English and helped us.', 'Luckily'],
  ['a few', 'Don’t worry, there are ___ cafés near the station.', 'Don’t worry'],
  ['a few', 'Could you wait ___ more days for the money?', 'more days'],
  ['a few', '{S} took ___ more photos before the sun went down.', 'more photos', 'one'],
  ['a few', 'Let’s sit here for ___ minutes and rest our legs.', 'Let’s'],
  ['a few', 'Luckily, {S} had ___ coins in {poss} pocket for the locker.', 'Luckily', 'one'],
  ['a few', 'Don’t worry, {S} will call you back in ___ minutes.', 'Don’t worry', 'one'],
  ['a few', 'Do you want ___ tomatoes from our garden?', 'Do you want'],
  ['a few', 'We have enough money for ___ souvenirs, so let’s go to the market.', 'enough'],
  ['a few', 'Just ___ more kilometres and we’ll be home.', 'more kilometres'],
  ['a few', 'Let’s invite ___ people from the office to the barbecue.', 'Let’s'],
  ['a few', 'Luckily, {S} knew ___ people in the new city, so {pron} {was}n’t lonely.', 'Luckily', 'one'],
  ['a few', 'Could I ask you ___ more questions about the flat?', 'more questions'],
  ['a few', 'Don’t worry, {S} {has} ___ friends who can help with the move.', 'Don’t worry', 'one'],
  ['a few', 'Let’s pick ___ apples for a pie.', 'Let’s'],
  ['a few', 'Luckily, {S} had ___ days off, so {pron} went to the seaside.', 'Luckily', 'one'],
  ['a few', 'Could you give me ___ more examples, please?', 'more examples'],
  ['a few', 'We’ve got enough chairs for ___ more guests.', 'enough'],
  ['a few', 'Don’t worry, the shop is only ___ minutes away.', 'Don’t worry'],
  ['a few', '{S} {v:want} to stay ___ more nights at the lake.', 'more nights', 'group'],
  ['a few', 'Luckily, {S} still had ___ stamps, so {pron} posted the cards.', 'Luckily', 'one'],
  // a little
  ['a little', 'Luckily, {S} had saved ___ money for a rainy day.', 'Luckily', 'group'],
  ['a little', 'Could I have ___ more bread, please?', 'Could I have'],
  ['a little', 'Add ___ honey to the tea if it’s too strong.', 'Add'],
  ['a little', 'Don’t worry, {S} still {has} ___ time before {poss} train leaves.', 'Don’t worry', 'one'],
  [
    'a little',
    'Luckily, {S} had ___ experience with computers, so {pron} fixed the printer.',
    'Luckily',
    'one',
  ],
  ['a little', 'Do you want ___ milk in your tea?', 'Do you want'],
  ['a little', 'Add ___ garlic and cook for two more minutes.', 'Add'],
  ['a little', 'Could I have ___ more information about the course?', 'Could I have'],
  ['a little', 'Don’t worry, there’s still ___ coffee in the pot.', 'Don’t worry'],
  ['a little', 'Luckily, {S} had ___ free time on Friday, so {pron} finished the report.', 'Luckily', 'one'],
  ['a little', 'Let’s have ___ rest before we climb the hill.', 'Let’s'],
  ['a little', 'Add ___ cinnamon to the apples before you bake them.', 'Add'],
  ['a little', 'Could I have ___ more tea, please?', 'Could I have'],
  ['a little', 'Don’t worry, {S} can lend you ___ money.', 'Don’t worry', 'one'],
  ['a little', 'The cake needs ___ more time in the oven.', 'more time'],
  ['a little', 'Let’s add ___ chilli to the sauce.', 'Let’s'],
  ['a little', 'Do you want ___ more pasta? There’s plenty.', 'Do you want'],
  ['a little', 'Add ___ pepper, then taste it again.', 'Add'],
  ['a little', 'Luckily, there was ___ bread left, so we made sandwiches.', 'Luckily'],
  ['a little', 'Don’t worry, there’s ___ milk left for your coffee.', 'Don’t worry'],
  ['a little', 'Could I have ___ ketchup with my chips, please?', 'Could I have'],
  ['a little', 'Let’s spend ___ time in the garden: it’s so sunny.', 'Let’s'],
  ['a little', '{S} just {v:need} ___ more practice before the exam.', 'more practice', 'one'],
  ['a little', 'Luckily, {S} had ___ water left in {poss} bottle.', 'Luckily', 'one'],
  ['a little', 'Do you want ___ sauce on your pasta?', 'Do you want'],
  ['a little', '{S} {v:need} ___ more space for {poss} books.', 'more space', 'one'],
  ['a little', 'Luckily, {S} had ___ cheese in the fridge, so {pron} made an omelette.', 'Luckily', 'one'],
  ['a little', 'Don’t worry, {S} {has} ___ experience with old cars.', 'Don’t worry', 'one'],
  ['a little', 'Add ___ vinegar to the water before you boil the eggs.', 'Add'],
  ['a little', 'Could I have ___ more rice, please? I’m still hungry.', 'Could I have'],
  // few
  ['few', '{S} {has} very ___ close friends, so {pron} {v:spend} most weekends alone.', 'very', 'one'],
  ['few', 'Very ___ people in our village speak English, so learn some Ukrainian.', 'Very'],
  ['few', '{S} took very ___ photos on the trip because it rained all week.', 'very', 'one'],
  ['few', 'There were so ___ people on the beach that {S} had it almost to {refl}.', 'so', 'one'],
  ['few', '{S} {has} very ___ hobbies apart from work.', 'very', 'one'],
  ['few', 'So ___ people came to the meeting that it only lasted ten minutes.', 'So'],
  ['few', 'There are too ___ doctors in the village, so people wait weeks for an appointment.', 'too'],
  ['few', 'Very ___ people came to the opening, so the owners were disappointed.', 'Very'],
  ['few', 'There were too ___ players, so we couldn’t finish the match.', 'too'],
  ['few', '{S} {v:get} very ___ visitors these days.', 'very', 'one'],
  ['few', '{S} {has} very ___ memories of {poss} first school.', 'very', 'one'],
  ['few', '{S} knew so ___ words of English that {pron} used a dictionary for everything.', 'so', 'one'],
  ['few', 'Very ___ cafés stay open after ten here.', 'Very'],
  ['few', 'There are very ___ bins in the park, so people leave rubbish everywhere.', 'very'],
  ['few', 'So ___ people use this path that the grass has grown over it.', 'So'],
  ['few', '{S} had very ___ days off last year, so {pron} {was} exhausted by December.', 'very', 'one'],
  ['few', 'The shop sells very ___ vegetables, so we go to the market.', 'very'],
  ['few', 'Very ___ guests stayed until midnight.', 'Very'],
  ['few', 'There were so ___ questions that the meeting ended early.', 'so'],
  ['few', '{S} {v:make} very ___ phone calls; {pron} {v:prefer} to write messages.', 'very', 'one'],
  ['few', 'This town has too ___ playgrounds for all its children.', 'too'],
  ['few', 'Very ___ buses go to the airport, so book a taxi.', 'Very'],
  ['few', '{S} {has} so ___ books that they all fit on one shelf.', 'so', 'one'],
  ['few', 'Very ___ drivers stop at this crossing, so be careful.', 'Very'],
  ['few', '{S} {has} very ___ warm clothes, so {pron} {is} going shopping before the winter.', 'very', 'one'],
  ['few', 'So ___ students signed up that the course was cancelled.', 'So'],
  ['few', 'There were very ___ mushrooms in the forest this year because it was so dry.', 'very'],
  ['few', 'Very ___ people know the answer to this question.', 'Very'],
  ['few', '{S} {has} very ___ neighbours, so the street is very quiet.', 'very', 'group'],
  ['few', 'There were too ___ taxis at the airport, so {S} waited an hour.', 'too', 'one'],
  // little
  ['little', '{S} {has} very ___ time for hobbies these days.', 'very', 'one'],
  ['little', '{S} got so ___ sleep that {pron} fell asleep on the bus.', 'so', 'one'],
  ['little', 'There’s very ___ sugar left, so use honey instead.', 'very'],
  ['little', 'There was so ___ snow that the schools stayed open.', 'so'],
  ['little', '{S} {has} too ___ money to buy a car this year.', 'too', 'group'],
  ['little', '{S} {v:know} very ___ about cars, so {pron} always {v:ask} a mechanic.', 'very', 'one'],
  ['little', 'There’s too ___ room in the car for five people.', 'too'],
  ['little', 'We have very ___ information about the new rules.', 'very'],
  ['little', 'This lamp gives very ___ light.', 'very'],
  ['little', '{S} {v:eat} very ___ meat; {pron} mostly {v:eat} fish and vegetables.', 'very', 'one'],
  ['little', 'There was so ___ water in the river that you could walk across it.', 'so'],
  ['little', '{S} {has} very ___ energy in the mornings.', 'very', 'one'],
  ['little', 'There’s too ___ salt in this soup; pass me the salt, please.', 'too'],
  ['little', '{S} spent very ___ money on holiday because {pron} camped.', 'very', 'one'],
  ['little', 'There’s very ___ wind today, so the boats can’t sail.', 'very'],
  ['little', 'There was too ___ time to answer all the questions.', 'too'],
  ['little', '{S} {has} so ___ confidence that {pron} never {v:speak} in meetings.', 'so', 'one'],
  ['little', 'We get very ___ sunshine here in November.', 'very'],
  ['little', 'There’s so ___ traffic on Sundays that the city feels empty.', 'so'],
  ['little', 'The doctor says {S} {v:drink} too ___ water.', 'too', 'one'],
  ['little', 'Very ___ light comes into the kitchen, so we keep the lamp on.', 'Very'],
  ['little', 'The new dishwasher uses very ___ water.', 'very'],
  ['little', '{S} had too ___ time to say goodbye properly.', 'too', 'one'],
  ['little', 'The garden needs very ___ work in winter.', 'very'],
  ['little', 'There was so ___ milk left that {S} had {poss} coffee black.', 'so', 'one'],
  ['little', 'We heard very ___ news from home all month.', 'very'],
  ['little', '{S} {v:pay} very ___ attention to fashion.', 'very', 'one'],
  ['little', 'There’s too ___ space on this desk for two computers.', 'too'],
  ['little', 'The tomatoes get too ___ sun by that wall.', 'too'],
  ['little', '{S} {has} so ___ patience that {pron} {v:shout} at the TV.', 'so', 'one'],
];

const COUNT = new Set(['a few', 'few']);

function items(rng: Rng): Item[] {
  const old = LINES.map(([answer, text, cue], i) => one(answer, text, cue, `few-little:${i}`));
  const more = MORE_LINES.flatMap(([answer, text, cue, who], i) =>
    subjectsFor(rng, text, who === 'group' ? GROUP : ONE, 8).map((s: Subject | null) =>
      one(answer, fill(text, s), cue, `few-little:m${i}`),
    ),
  );
  const added = NEW_LINES.flatMap(([answer, text, cue, who], i) =>
    subjectsFor(rng, text, who === 'group' ? GROUP : ONE, 6).map((s: Subject | null) =>
      one(answer, fill(text, s), cue, `few-little:n${i}`),
    ),
  );
  return [...old, ...more, ...added];
}

function one(answer: string, text: string, cue: string, skeleton: string): Item {
  {
    const count = COUNT.has(answer);
    const positive = answer.startsWith('a ');
    const otherMeaning = positive ? answer.slice(2) : `a ${answer}`;
    const otherCount = count ? (positive ? 'a little' : 'little') : positive ? 'a few' : 'few';
    const first = text.startsWith('___');
    const after = text.match(/\b(?:very|Very|so|So|too) ___/);
    // After "very" only few/little fit, so "a few"/"a little" are wrong by form too; the meaning still decides.
    const c = (w: string) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);
    const wrong = [
      {
        choice: c(otherMeaning),
        errorType: positive ? 'few-negative-meaning' : 'a-few-positive-meaning',
        params: { cue },
      },
      {
        choice: c(otherCount),
        errorType: count ? 'little-with-countable' : 'few-with-uncountable',
        params: { cue },
      },
    ].filter((w) => !(after && w.choice.startsWith('a ')));
    return {
      text,
      answer: c(answer),
      wrong: wrong.length
        ? wrong
        : [
            {
              choice: c(otherCount),
              errorType: count ? 'little-with-countable' : 'few-with-uncountable',
              params: { cue },
            },
          ],
      ruleId: positive ? 'positive' : 'negative',
      trigger: [cue],
      skeleton,
    };
  }
}

export const fewLittleTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
