import copy from './verbs-changing-meaning.json' with { type: 'json' };
/**
 * Verbs whose meaning changes with -ing or to + base form: stop, remember, forget, regret, try (issue 16).
 * Every line is an authored base sentence whose context forces one meaning (a habit given up vs a pause
 * in order to do something; a memory of the past vs a task not to forget; regret about one's own act vs a
 * formal announcement; try only as effort, "trying to concentrate", since "try + -ing" as an experiment
 * leaves "try to" possible too). The wrong -ing or to-form is wrong because of that meaning.
 */

import { type Item, L, makeTopic } from '../../engine.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill } from './authored.ts';
import { lineSubjects } from './line-subjects.ts';

type Kind = 'ing' | 'to';
type Head = 'stop' | 'remember' | 'forget' | 'regret' | 'try';
/** [sentence with ___, verb in the gap, the form the context forces, the verb before it, trigger, group?] */
type Line = [string, string, Kind, Head, string, ('G' | 'A')?];

export const MEANING_LINES: Line[] = [
  // stop + -ing: the activity ends (a habit given up, a noise that ends)
  ['{S} stopped ___ ten years ago and {v:feel} much healthier now.', 'smoke', 'ing', 'stop', 'ten years ago'],
  ['The baby finally stopped ___ at midnight, and we all went to sleep.', 'cry', 'ing', 'stop', 'finally'],
  [
    'Could you please stop ___ your pen on the desk? It’s driving me mad.',
    'tap',
    'ing',
    'stop',
    'driving me mad',
  ],
  ['It stopped ___ an hour ago, so we can go for a walk now.', 'rain', 'ing', 'stop', 'an hour ago'],
  ['{S} stopped ___ meat after {pron} read a book about farming.', 'eat', 'ing', 'stop', 'meat'],
  [
    '{S} stopped ___ to that café when the coffee got too expensive.',
    'go',
    'ing',
    'stop',
    'got too expensive',
  ],
  [
    '{S} {has} stopped ___ fizzy drinks, and {poss} teeth are much better now.',
    'drink',
    'ing',
    'stop',
    'much better now',
  ],
  ['The dog next door never stops ___ at night.', 'bark', 'ing', 'stop', 'never'],
  [
    '{S} stopped ___ the piano at university, and now {pron} can hardly play.',
    'play',
    'ing',
    'stop',
    'can hardly play',
  ],
  [
    'Stop ___ about the weather; there’s nothing we can do about it.',
    'complain',
    'ing',
    'stop',
    'nothing we can do',
  ],
  [
    '{S} stopped ___ for that company in 2019 and started {poss} own business.',
    'work',
    'ing',
    'stop',
    'started',
  ],
  ['The phone stopped ___ just as I picked it up.', 'ring', 'ing', 'stop', 'just as I picked it up'],
  ['{S} stopped ___ sugar in {poss} tea last year.', 'take', 'ing', 'stop', 'last year'],
  ['When the teacher walked in, the children stopped ___ and sat down.', 'talk', 'ing', 'stop', 'sat down'],
  ['{S} stopped ___ social media because it made {obj} anxious.', 'use', 'ing', 'stop', 'made'],
  [
    'The washing machine suddenly stopped ___ in the middle of the cycle.',
    'work',
    'ing',
    'stop',
    'in the middle of the cycle',
  ],
  ['Once {S} stopped ___ up so late, {pron} felt much less tired.', 'stay', 'ing', 'stop', 'so late'],
  ['{S} finally stopped ___ {poss} nails when {pron} {was} about twenty.', 'bite', 'ing', 'stop', 'finally'],
  ['Please stop ___ me while I’m talking!', 'interrupt', 'ing', 'stop', 'while I’m talking'],
  [
    '{S} stopped ___ coffee in the evening because {pron} couldn’t sleep.',
    'drink',
    'ing',
    'stop',
    'couldn’t sleep',
  ],
  ['{S} stopped ___ the bus to work when {pron} bought a bike.', 'take', 'ing', 'stop', 'bought a bike'],
  [
    'When the lights went out, the band stopped ___ and everybody looked around.',
    'play',
    'ing',
    'stop',
    'the lights went out',
  ],
  ['My grandmother stopped ___ when her eyesight got worse.', 'drive', 'ing', 'stop', 'eyesight got worse'],
  [
    '{S} stopped ___ meat two years ago and {has} felt better ever since.',
    'buy',
    'ing',
    'stop',
    'ever since',
  ],
  ['The kettle stopped ___ and switched itself off.', 'boil', 'ing', 'stop', 'switched itself off'],
  ['{S} stopped ___ in the local team after {pron} hurt {poss} knee.', 'play', 'ing', 'stop', 'hurt'],
  [
    '{S} stopped ___ to the radio in the car; {pron} {v:prefer} podcasts now.',
    'listen',
    'ing',
    'stop',
    'now',
  ],
  // stop + to: one activity is interrupted in order to do another
  ['On the way home, {S} stopped ___ some bread at the bakery.', 'buy', 'to', 'stop', 'On the way home'],
  ['Halfway up the hill, {S} stopped ___ {poss} breath.', 'catch', 'to', 'stop', 'Halfway up the hill'],
  ['{S} stopped at a petrol station ___ some petrol.', 'get', 'to', 'stop', 'at a petrol station'],
  [
    '{S} stopped at a small café ___ lunch before driving on to Lviv.',
    'have',
    'to',
    'stop',
    'before driving on',
    'G',
  ],
  ['The driver stopped ___ an old man cross the road.', 'help', 'to', 'stop', 'The driver stopped'],
  ['On {poss} way home, {S} stopped ___ a photo of the sunset.', 'take', 'to', 'stop', 'On {poss} way home'],
  [
    '{S} {was} tired, so {pron} stopped ___ a short rest after two hours of walking.',
    'have',
    'to',
    'stop',
    'tired',
    'A',
  ],
  ['{S} stopped at the cash machine ___ some money.', 'get', 'to', 'stop', 'at the cash machine'],
  ['Sorry I’m late: I stopped ___ some flowers for you.', 'buy', 'to', 'stop', 'Sorry I’m late'],
  ['{S} stopped at the chemist’s ___ something for {poss} cold.', 'buy', 'to', 'stop', 'at the chemist’s'],
  ['This morning, on the way to work, {S} stopped ___ a coffee.', 'get', 'to', 'stop', 'This morning'],
  [
    'The runners stopped ___ some water at the ten-kilometre point.',
    'drink',
    'to',
    'stop',
    'at the ten-kilometre point',
  ],
  [
    '{S} stopped ___ with a neighbour on the stairs and missed the bus.',
    'chat',
    'to',
    'stop',
    'missed the bus',
  ],
  [
    '{S} stopped ___ {poss} shoelace, and the others walked on without {obj}.',
    'tie',
    'to',
    'stop',
    'the others walked on',
  ],
  [
    '{S} {was} completely lost, so {pron} stopped ___ for directions.',
    'ask',
    'to',
    'stop',
    'completely lost',
  ],
  ['On the long drive to Odesa, {S} stopped twice ___ a break.', 'take', 'to', 'stop', 'twice'],
  ['{S} stopped in the park ___ the ducks with the children.', 'feed', 'to', 'stop', 'in the park'],
  ['{S} stopped for a moment ___ at the map on {poss} phone.', 'look', 'to', 'stop', 'for a moment'],
  [
    '{S} stopped at the supermarket on the way home ___ up some milk.',
    'pick',
    'to',
    'stop',
    'on the way home',
  ],
  ['The tourists stopped outside the cathedral ___ pictures.', 'take', 'to', 'stop', 'outside the cathedral'],
  // remember + -ing: a memory of something that happened
  [
    '{S} still {v:remember} ___ {poss} grandmother’s village every summer as a child.',
    'visit',
    'ing',
    'remember',
    'as a child',
  ],
  [
    '{S} clearly {v:remember} ___ the door, but now it’s open.',
    'lock',
    'ing',
    'remember',
    'but now it’s open',
  ],
  ['{S} {v:remember} ___ Max for the first time at a party in 2015.', 'meet', 'ing', 'remember', 'in 2015'],
  [
    'Do you remember ___ to the seaside with Grandpa when we were little?',
    'go',
    'ing',
    'remember',
    'when we were little',
  ],
  [
    '{S} {v:remember} ___ the letter, but {pron} can’t find the receipt.',
    'post',
    'ing',
    'remember',
    'the receipt',
  ],
  [
    'I don’t remember ___ this book. Are you sure it’s mine?',
    'buy',
    'ing',
    'remember',
    'Are you sure it’s mine',
  ],
  [
    '{S} can still remember ___ {poss} first bike for {poss} seventh birthday.',
    'get',
    'ing',
    'remember',
    'seventh birthday',
  ],
  [
    '{S} {v:remember} ___ the keys on the kitchen table last night.',
    'leave',
    'ing',
    'remember',
    'last night',
  ],
  [
    'Does your brother remember ___ off that horse when he was six?',
    'fall',
    'ing',
    'remember',
    'when he was six',
  ],
  [
    '{S} {v:remember} ___ the film, but {pron} {does}n’t remember the ending.',
    'watch',
    'ing',
    'remember',
    'the ending',
  ],
  [
    '{S} remembered ___ the same question in an old exam, so {pron} knew the answer.',
    'see',
    'ing',
    'remember',
    'in an old exam',
  ],
  [
    '{S} {v:remember} ___ in that old house by the river as a little child.',
    'live',
    'ing',
    'remember',
    'as a little child',
  ],
  // remember + to: a task not to forget
  ['Remember ___ the door when you leave.', 'lock', 'to', 'remember', 'when you leave'],
  ['Did you remember ___ the plants while I was away?', 'water', 'to', 'remember', 'while I was away'],
  ['{S} always {v:remember} ___ {poss} parents on their anniversary.', 'call', 'to', 'remember', 'always'],
  [
    'Please remember ___ your passport; you can’t get on the plane without it.',
    'take',
    'to',
    'remember',
    'can’t get on the plane without it',
  ],
  ['Remember ___ the oven off before you go out.', 'turn', 'to', 'remember', 'before you go out'],
  ['Don’t worry: {S} will remember ___ the tickets tonight.', 'book', 'to', 'remember', 'will remember'],
  [
    '{S} never {v:remember} ___ {poss} phone, so it’s always dead by lunchtime.',
    'charge',
    'to',
    'remember',
    'always dead by lunchtime',
  ],
  ['Remember ___ me a message when you get home.', 'send', 'to', 'remember', 'when you get home'],
  ['Did you remember ___ some milk? The fridge is empty.', 'get', 'to', 'remember', 'The fridge is empty'],
  [
    'Remember ___ sun cream if you’re going to the beach.',
    'wear',
    'to',
    'remember',
    'if you’re going to the beach',
  ],
  // forget + to: a task not done
  ['{S} forgot ___ an umbrella and got wet on the way home.', 'take', 'to', 'forget', 'got wet'],
  ['Don’t forget ___ the lights off when you leave.', 'turn', 'to', 'forget', 'when you leave'],
  [
    '{S} forgot ___ the email, so the client never got the prices.',
    'send',
    'to',
    'forget',
    'never got the prices',
  ],
  ['Sorry, I forgot ___ bread. I’ll go back to the shop.', 'buy', 'to', 'forget', 'I’ll go back to the shop'],
  ['{S} forgot ___ the cat, so it was very hungry in the evening.', 'feed', 'to', 'forget', 'very hungry'],
  ['Don’t forget ___ your grandmother a birthday card.', 'send', 'to', 'forget', 'Don’t forget'],
  ['{S} forgot ___ the alarm and overslept.', 'set', 'to', 'forget', 'overslept'],
  [
    '{S} forgot ___ the back door, and someone stole {poss} bike from the garden.',
    'lock',
    'to',
    'forget',
    'someone stole',
  ],
  ['Whatever you do, don’t forget ___ your passport.', 'pack', 'to', 'forget', 'don’t forget'],
  ['{S} forgot ___ the meeting in {poss} calendar and missed it.', 'put', 'to', 'forget', 'missed it'],
  ['{S} forgot ___ the bill, so the electricity was cut off.', 'pay', 'to', 'forget', 'cut off'],
  // forget + -ing: a memory that stays ("will never forget")
  ['{S} will never forget ___ the Northern Lights in Norway.', 'see', 'ing', 'forget', 'will never forget'],
  ['{S} will never forget ___ {poss} first salary.', 'get', 'ing', 'forget', 'will never forget'],
  [
    '{S} will never forget ___ {poss} favourite singer after the concert.',
    'meet',
    'ing',
    'forget',
    'will never forget',
  ],
  [
    '{S} will never forget ___ in the final in front of forty thousand people.',
    'play',
    'ing',
    'forget',
    'will never forget',
  ],
  [
    '{S} will never forget ___ {poss} first night in the new flat: the heating didn’t work.',
    'spend',
    'ing',
    'forget',
    'will never forget',
    'G',
  ],
  [
    '{S} will never forget ___ the phone call about {poss} new job.',
    'get',
    'ing',
    'forget',
    'will never forget',
  ],
  [
    '{S} will never forget ___ {poss} daughter for the first time.',
    'hold',
    'ing',
    'forget',
    'will never forget',
  ],
  // regret + -ing: sorry about one's own act
  [
    '{S} {v:regret} ___ so much money on that car; it breaks down every month.',
    'spend',
    'ing',
    'regret',
    'breaks down every month',
  ],
  ['{S} {v:regret} not ___ more when {pron} {was} at school.', 'study', 'ing', 'regret', 'more when'],
  [
    '{S} now {v:regret} ___ {poss} old flat; prices have doubled since then.',
    'sell',
    'ing',
    'regret',
    'prices have doubled',
  ],
  [
    '{S} {v:regret} ___ that comment in the meeting; it upset everyone.',
    'make',
    'ing',
    'regret',
    'it upset everyone',
  ],
  [
    '{S} never regretted ___ to Kyiv; it was the best decision of {poss} life.',
    'move',
    'ing',
    'regret',
    'the best decision',
  ],
  ['{S} still {v:regret} ___ down that job offer in London.', 'turn', 'ing', 'regret', 'still'],
  ['Do you regret ___ your hair so short?', 'cut', 'ing', 'regret', 'so short'],
  [
    '{S} {v:regret} not ___ {poss} grandfather more often when he was alive.',
    'visit',
    'ing',
    'regret',
    'when he was alive',
  ],
  [
    '{S} {v:regret} ___ that cheap sofa; it’s already falling apart.',
    'buy',
    'ing',
    'regret',
    'already falling apart',
  ],
  ['{S} {v:regret} ___ to {poss} boss like that yesterday.', 'shout', 'ing', 'regret', 'like that yesterday'],
  [
    '{S} {v:regret} not ___ French when {pron} lived in Paris.',
    'learn',
    'ing',
    'regret',
    'when {pron} lived in Paris',
  ],
  // regret + to: a formal announcement of bad news
  [
    'We regret ___ you that your application has not been successful.',
    'inform',
    'to',
    'regret',
    'has not been successful',
  ],
  ['We regret ___ that the museum will be closed on Monday.', 'announce', 'to', 'regret', 'will be closed'],
  [
    'I regret ___ that I will not be able to attend the meeting.',
    'say',
    'to',
    'regret',
    'will not be able to attend',
  ],
  [
    'The airline regrets ___ passengers that the 10:15 flight to Lviv has been cancelled.',
    'inform',
    'to',
    'regret',
    'has been cancelled',
  ],
  [
    'We regret ___ you that the item you ordered is no longer available.',
    'inform',
    'to',
    'regret',
    'no longer available',
  ],
  [
    'The company regrets ___ that the shop will close at the end of the month.',
    'announce',
    'to',
    'regret',
    'will close',
  ],
  // try + to: an effort, often difficult
  ['{S} {is} trying ___, so please turn the music down.', 'concentrate', 'to', 'try', 'turn the music down'],
  ['{S} tried hard ___ calm, but {pron} {was} shaking.', 'stay', 'to', 'try', 'tried hard'],
  [
    '{S} {is} trying ___ {poss} English before the interview next month.',
    'improve',
    'to',
    'try',
    'before the interview',
  ],
  [
    '{S} {is} trying ___ a flat near the city centre, but everything is so expensive.',
    'find',
    'to',
    'try',
    'everything is so expensive',
  ],
  ['{S} {is} trying ___ money for a new car, so {pron} rarely {v:eat} out.', 'save', 'to', 'try', 'rarely'],
  ['{S} {is} trying ___ a new job because {poss} company is closing.', 'find', 'to', 'try', 'is closing'],
];

/**
 * Full catalogue (issue 16): more lines of every kind, each its own base, said of up to four subjects
 * (after MEANING_LINES, whose ids stay). No "Did you remember ___" (remembering doing is heard there too),
 * no "tried ___ …, but" (tried doing as an experiment fits too); try stays an effort in progress.
 */
export const MEANING_LINES_MORE: Line[] = [
  [
    '{S} stopped ___ to the gym after {pron} hurt {poss} back.',
    'go',
    'ing',
    'stop',
    'after {pron} hurt {poss} back',
  ],
  [
    '{S} stopped ___ fast food when the doctor warned {obj} about {poss} heart.',
    'eat',
    'ing',
    'stop',
    'warned',
  ],
  ['Our printer stopped ___ after the last update.', 'work', 'ing', 'stop', 'after the last update'],
  ['It stopped ___ in the night, and by morning the roads were clear.', 'snow', 'ing', 'stop', 'by morning'],
  ['{S} stopped ___ the news because it was too depressing.', 'watch', 'ing', 'stop', 'too depressing'],
  [
    '{S} stopped ___ to work when parking got too expensive.',
    'drive',
    'ing',
    'stop',
    'parking got too expensive',
  ],
  [
    'The children stopped ___ the moment the film started.',
    'chat',
    'ing',
    'stop',
    'the moment the film started',
  ],
  [
    '{S} stopped ___ for a newspaper when {pron} started reading the news online.',
    'pay',
    'ing',
    'stop',
    'reading the news online',
  ],
  ['Please stop ___ your phone during dinner; it’s rude.', 'check', 'ing', 'stop', 'it’s rude'],
  ['Stop ___ so loudly; the baby is asleep!', 'shout', 'ing', 'stop', 'the baby is asleep'],
  [
    'The neighbours finally stopped ___ after the police came round.',
    'argue',
    'ing',
    'stop',
    'after the police came round',
  ],
  ['{S} stopped at the side of the road ___ a phone call.', 'make', 'to', 'stop', 'at the side of the road'],
  ['{S} stopped at the florist’s ___ some roses.', 'get', 'to', 'stop', 'at the florist’s'],
  [
    'Halfway through the walk, {S} stopped ___ a sandwich on a bench.',
    'eat',
    'to',
    'stop',
    'Halfway through the walk',
  ],
  ['{S} stopped in the doorway ___ goodbye to everyone.', 'wave', 'to', 'stop', 'in the doorway'],
  [
    'The guide stopped in front of the castle ___ its history.',
    'explain',
    'to',
    'stop',
    'in front of the castle',
  ],
  ['{S} stopped at the hotel reception ___ for a map.', 'ask', 'to', 'stop', 'at the hotel reception'],
  ['{S} stopped on the bridge ___ a photo of the river.', 'take', 'to', 'stop', 'on the bridge'],
  ['The bus stopped in the village ___ up more passengers.', 'pick', 'to', 'stop', 'in the village'],
  ['{S} {v:remember} ___ this song on the radio as a teenager.', 'hear', 'ing', 'remember', 'as a teenager'],
  [
    '{S} {v:remember} ___ the car keys in {poss} bag, but they aren’t there now.',
    'put',
    'ing',
    'remember',
    'but they aren’t there now',
  ],
  [
    'Do you remember ___ in that tiny flat when we were students?',
    'live',
    'ing',
    'remember',
    'when we were students',
  ],
  ['{S} clearly {v:remember} ___ the email to the bank last week.', 'send', 'ing', 'remember', 'last week'],
  [
    '{S} {v:remember} ___ snow for the first time at the age of five.',
    'see',
    'ing',
    'remember',
    'at the age of five',
  ],
  [
    'I don’t remember ___ you my password. How did you know it?',
    'tell',
    'ing',
    'remember',
    'How did you know it',
  ],
  [
    '{S} {v:remember} ___ to school alone for the first time.',
    'walk',
    'ing',
    'remember',
    'for the first time',
  ],
  ['Remember ___ your sister happy birthday tomorrow.', 'wish', 'to', 'remember', 'tomorrow'],
  [
    'Please remember ___ the rubbish out on Thursday morning.',
    'put',
    'to',
    'remember',
    'on Thursday morning',
  ],
  [
    '{S} must remember ___ the dentist tomorrow to change the appointment.',
    'call',
    'to',
    'remember',
    'tomorrow',
  ],
  ['Remember ___ a jacket; it gets cold in the evenings.', 'bring', 'to', 'remember', 'it gets cold'],
  ['Next time, remember ___ before you come in.', 'knock', 'to', 'remember', 'Next time'],
  [
    '{S} forgot ___ the iron off, so {pron} had to go back home.',
    'switch',
    'to',
    'forget',
    'had to go back home',
  ],
  [
    '{S} forgot ___ the attachment, so {pron} had to send the email again.',
    'add',
    'to',
    'forget',
    'send the email again',
  ],
  ['Don’t forget ___ your parents when you land.', 'ring', 'to', 'forget', 'when you land'],
  ['{S} forgot ___ the milk back in the fridge, and it went sour.', 'put', 'to', 'forget', 'it went sour'],
  ['{S} forgot ___ a table, so we had to wait for an hour.', 'book', 'to', 'forget', 'had to wait'],
  ['Don’t forget ___ the receipt in case you need to return the shoes.', 'keep', 'to', 'forget', 'in case'],
  ['{S} forgot ___ the car, and now it has a parking ticket.', 'move', 'to', 'forget', 'parking ticket'],
  [
    '{S} will never forget ___ the top of the mountain at sunrise.',
    'reach',
    'ing',
    'forget',
    'will never forget',
  ],
  [
    '{S} will never forget ___ {poss} grandfather’s stories by the fire.',
    'hear',
    'ing',
    'forget',
    'will never forget',
  ],
  [
    '{S} will never forget ___ in the sea at midnight on {poss} eighteenth birthday.',
    'swim',
    'ing',
    'forget',
    'will never forget',
  ],
  [
    '{S} {v:regret} ___ that second piece of cake; {pron} {v:feel} sick now.',
    'eat',
    'ing',
    'regret',
    'sick now',
  ],
  ['{S} {v:regret} ___ such a thin coat; it’s freezing today.', 'wear', 'ing', 'regret', 'it’s freezing'],
  ['{S} {v:regret} ___ to bed so late last night.', 'go', 'ing', 'regret', 'last night'],
  [
    '{S} {v:regret} ___ {poss} old job; the new one is much worse.',
    'leave',
    'ing',
    'regret',
    'the new one is much worse',
  ],
  [
    'We regret ___ that tonight’s concert has been cancelled.',
    'announce',
    'to',
    'regret',
    'has been cancelled',
  ],
  [
    'The management regrets ___ guests that the pool is closed for repairs.',
    'inform',
    'to',
    'regret',
    'is closed for repairs',
  ],
  [
    'The school regrets ___ parents that the trip has been cancelled.',
    'inform',
    'to',
    'regret',
    'has been cancelled',
  ],
  ['{S} {is} trying ___ weight before the summer.', 'lose', 'to', 'try', 'before the summer'],
  ['{S} {is} trying hard ___ the exam this time.', 'pass', 'to', 'try', 'trying hard'],
  ['{S} {is} trying ___ asleep, so please be quiet.', 'fall', 'to', 'try', 'please be quiet'],
  ['{S} {is} trying ___ enough money for a trip to Japan.', 'save', 'to', 'try', 'enough money'],
];

const ING = {
  stop: L(
    'the activity ends (you give it up or it finishes)',
    'дія припиняється (звичку кинули або дія закінчилася)',
  ),
  remember: L('you have a memory of something that happened', 'ви пам’ятаєте, що щось уже було'),
  forget: L('you will never lose the memory of something that happened', 'ви не забудете того, що вже було'),
  regret: L('you are sorry about something you did', 'ви шкодуєте про те, що зробили'),
  try: L('you do something as an experiment', 'ви пробуєте щось як експеримент'),
};
const TO = {
  stop: L(
    'you stop what you are doing in order to do something else',
    'людина зупиняється, щоб зробити щось інше',
  ),
  remember: L('you do not forget a task you have to do', 'ви не забуваєте зробити те, що треба'),
  forget: L('you do not do a task because it slipped your mind', 'ви не зробили того, що треба, бо забули'),
  regret: L('you politely announce bad news', 'ви ввічливо й офіційно повідомляєте погану новину'),
  try: L('you make an effort to do something', 'ви докладаєте зусиль, щоб щось зробити'),
};
export const MEANINGS = { ING, TO };

// The first table gives each line up to seven subjects, the later one up to four.
function linesItems(rng: Rng, lines: Line[], most: number, tag: string): Item[] {
  const out: Item[] = [];
  lines.forEach(([text, verb, kind, head, trigger, pool], i) => {
    const subjects = lineSubjects(rng, text, pool, most);
    const ing = ingForm(verb);
    for (const s of subjects)
      out.push({
        text: fill(text, s),
        answer: kind === 'ing' ? ing : `to ${verb}`,
        wrong: [
          kind === 'ing'
            ? { choice: `to ${verb}`, errorType: 'to-changes-meaning', params: { verb: head } }
            : { choice: ing, errorType: 'ing-changes-meaning', params: { verb: head } },
          { choice: verb, errorType: 'bare-after-meaning-verb', params: { verb: head } },
        ],
        ruleId: kind === 'ing' ? 'meaning-ing' : 'meaning-to',
        trigger: [fill(trigger, s)],
        features: { verb: head, form: kind },
        skeleton: `meaning-${tag}${i}`,
      });
  });
  return out;
}

function items(rng: Rng): Item[] {
  return [...linesItems(rng, MEANING_LINES, 7, ''), ...linesItems(rng, MEANING_LINES_MORE, 4, 'm')];
}

export const verbsChangingMeaning: TopicDef = makeTopic(copy, { target: 800, build: items });
