import { expand, type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './indefinite-pronouns.json' with { type: 'json' };
import { saidOf } from './said-of.ts';

/**
 * Only frames where one form is forced: some- in affirmatives with a clear cue, any- after a negative verb,
 * no- with a positive verb that means "none". Questions are left out (something/anything both fit there).
 * [answer, sentence, cue, wrong choices]
 */
const LINES: [string, string, string, string[]][] = [
  ['Somebody', '___ is knocking at the door. Can you open it?', 'is knocking', ['Anybody']],
  ['somebody', 'I can hear ___ singing next door.', 'I can hear', ['anybody']],
  ['something', 'There is ___ in my eye. It really hurts.', 'It really hurts', ['anything', 'nothing']],
  ['something', 'I’m hungry. Let’s eat ___.', 'Let’s eat', ['anything']],
  [
    'somewhere',
    'I left my glasses ___ in the kitchen, but I can’t find them.',
    'I left',
    ['anywhere', 'nowhere'],
  ],
  ['something', 'She whispered ___ in his ear.', 'whispered', ['anything']],
  ['Somebody', '___ has taken my umbrella!', 'has taken', ['Anybody']],
  ['somewhere', 'Let’s go ___ warm this winter.', 'Let’s go', ['nowhere']],
  ['anything', 'I didn’t buy ___ at the market.', 'didn’t', ['nothing']],
  ['anybody', 'We didn’t see ___ in the street. It was empty.', 'didn’t', ['nobody']],
  ['anywhere', 'I can’t find my keys ___.', 'can’t', ['nowhere']],
  ['anything', 'He never says ___ at meetings.', 'never', ['nothing']],
  ['anybody', 'She doesn’t know ___ in this town yet.', 'doesn’t', ['nobody']],
  ['anything', 'I haven’t eaten ___ since breakfast.', 'haven’t', ['nothing']],
  ['anywhere', 'We didn’t go ___ last weekend. We stayed at home.', 'didn’t', ['nowhere']],
  ['anything', 'There isn’t ___ in the fridge.', 'isn’t', ['nothing']],
  ['anybody', 'Don’t tell ___ about this.', 'Don’t', ['nobody']],
  [
    'nothing',
    'There is ___ in the fridge. It’s completely empty.',
    'completely empty',
    ['anything', 'something'],
  ],
  ['Nobody', '___ came to the meeting, so we cancelled it.', 'so we cancelled it', ['Anybody', 'Somebody']],
  [
    'nowhere',
    'There is ___ to park in the city centre. It’s impossible!',
    'impossible',
    ['anywhere', 'somewhere'],
  ],
  ['nothing', 'I have ___ to wear to the party!', 'have', ['anything']],
  ['Nobody', '___ knows the answer. It’s a real mystery.', 'a real mystery', ['Anybody']],
  [
    'Nothing',
    '“What did you buy?” “___. The shops were closed.”',
    'The shops were closed',
    ['Anything', 'Something'],
  ],
  ['Everybody', '___ loves her. She is so kind.', 'loves', ['Anybody', 'Nobody']],
  ['everything', 'Thanks for ___. You’ve been very helpful.', 'Thanks for', ['anything']],
  ['everywhere', 'I’ve looked ___ for my phone, but I can’t find it.', 'looked', ['anywhere', 'nowhere']],
  ['anything', 'You can ask me ___. I’ll try to help.', 'You can ask me', ['nothing']],
  ['anywhere', 'Sit ___ you like. All the seats are free.', 'you like', ['nowhere']],
  ['anything', 'I didn’t say ___ to her.', 'didn’t', ['nothing']],
  ['anybody', 'There wasn’t ___ at home when I called.', 'wasn’t', ['nobody']],
  ['anywhere', 'I don’t want to go ___ tonight. I’m too tired.', 'don’t', ['nowhere']],
  ['nobody', 'There was ___ at home, so I left a note.', 'so I left a note', ['anybody']],
  ['nothing', 'There was ___ good on TV, so I went to bed.', 'so I went to bed', ['anything']],
  ['somebody', 'I think ___ is following us.', 'is following', ['anybody']],
  ['nowhere', 'We had ___ to sleep, so we stayed in the car.', 'so we stayed in the car', ['anywhere']],
  ['anybody', 'I can’t see ___ in the water.', 'can’t', ['nobody']],
  ['anything', 'I don’t need ___ from the shop, thanks.', 'don’t', ['nothing']],
  ['anybody', 'I didn’t talk to ___ at the party.', 'didn’t', ['nobody']],
  ['anywhere', 'He hasn’t been ___ outside Ukraine.', 'hasn’t', ['nowhere']],
  ['nobody', 'The shop was empty. There was ___ there.', 'empty', ['anybody']],
  ['nothing', 'I’m bored. There is ___ to do here.', 'bored', ['anything']],
  ['Somebody', '___ left a bag on the bus. Is it yours?', 'left', ['Anybody']],
  ['something', 'I have ___ to tell you. It’s important.', 'It’s important', ['anything']],
  ['somebody', 'There’s ___ at the door. I heard the bell.', 'I heard the bell', ['anybody']],
  ['nowhere', 'The hotel was full, so we had ___ to stay.', 'full', ['anywhere']],
  ['anything', 'She left without saying ___.', 'without', ['nothing']],
  ['nothing', 'I said ___ because I didn’t know the answer.', 'I said', ['anything']],
  [
    'everything',
    'She told me ___ about her trip. She didn’t miss a single detail.',
    'didn’t miss a single detail',
    ['anything', 'nothing'],
  ],
];

/**
 * Issue 16: more bases, each its own skeleton. An any- key follows a negative verb and is offered only
 * against the no- word (a double negative), never against some- (which a negative may also take); a no- key
 * has a cue that says "none" and an affirmative verb; a some- key is one unknown person, thing or place in a
 * positive statement, and no- is offered against it only when the cue contradicts "none". `{S}` lines take
 * up to eight adult subjects from verb/authored.ts.
 */
export const MORE_LINES: [string, string, string, string[]][] = [
  // any-
  ['anything', '{S} didn’t buy ___ in the sales this year.', 'didn’t', ['nothing']],
  ['anybody', '{S} {does}n’t know ___ in {poss} new office yet.', 'n’t know', ['nobody']],
  ['anything', '{S} didn’t eat ___ before the flight, so {pron} {was} starving.', 'didn’t', ['nothing']],
  ['anywhere', '{S} didn’t go ___ at the weekend; {pron} stayed at home.', 'didn’t', ['nowhere']],
  ['anybody', '{S} {has}n’t told ___ about the new job yet.', 'n’t told', ['nobody']],
  ['anything', '{S} didn’t say ___ about the accident.', 'didn’t', ['nothing']],
  ['anywhere', 'We couldn’t park ___ near the stadium, so we took the bus.', 'couldn’t', ['nowhere']],
  ['anybody', 'We didn’t meet ___ interesting on the trip.', 'didn’t', ['nobody']],
  ['anything', 'I haven’t heard ___ from Olena since June.', 'haven’t', ['nothing']],
  ['anything', 'The doctor didn’t find ___ wrong with my knee.', 'didn’t', ['nothing']],
  ['anybody', 'There wasn’t ___ in the queue, so we were served at once.', 'wasn’t', ['nobody']],
  ['anything', 'Please don’t touch ___ on my desk.', 'don’t', ['nothing']],
  ['anybody', '{S} never {v:lend} {poss} car to ___.', 'never', ['nobody']],
  ['anywhere', 'We can’t go ___ until the rain stops.', 'can’t', ['nowhere']],
  ['anything', '{S} hardly {v:eat} ___ for breakfast.', 'hardly', ['nothing']],
  ['anybody', 'I won’t tell ___ your secret, I promise.', 'won’t', ['nobody']],
  ['anything', 'The children didn’t break ___ while we were out.', 'didn’t', ['nothing']],
  ['anybody', 'Don’t open the door to ___ while I’m out.', 'Don’t', ['nobody']],
  ['anybody', '{S} didn’t recognise ___ at the school reunion.', 'didn’t', ['nobody']],
  ['anybody', '{S} didn’t invite ___ from work to the wedding.', 'didn’t', ['nobody']],
  ['anything', '{S} didn’t hear ___ because {pron} {was} asleep.', 'didn’t', ['nothing']],
  ['anything', '{S} couldn’t see ___ without {poss} glasses.', 'couldn’t', ['nothing']],
  ['anybody', '{S} didn’t know ___ at the party, so {pron} left early.', 'didn’t', ['nobody']],
  ['anywhere', '{S} couldn’t find a cash machine ___ near the hotel.', 'couldn’t', ['nowhere']],
  ['anything', 'We don’t need ___ else, thank you.', 'don’t', ['nothing']],
  // no-
  ['nothing', 'The fridge was empty: there was ___ to eat.', 'empty', ['anything', 'something']],
  ['Nobody', '___ answered the phone, so I left a message.', 'so I left a message', ['Anybody', 'Somebody']],
  ['Nobody', 'The streets were empty: ___ was outside in the storm.', 'empty', ['anybody', 'somebody']],
  ['nothing', '{S} had ___ to do all day, so {pron} watched films.', 'so', ['anything']],
  ['nothing', 'There’s ___ left in the bottle: it’s empty.', 'empty', ['anything', 'something']],
  ['nobody', 'The room was silent; ___ said a word.', 'silent', ['anybody', 'somebody']],
  [
    'Nothing',
    '___ was open on Sunday, so we couldn’t buy bread.',
    'couldn’t buy bread',
    ['Anything', 'Something'],
  ],
  [
    'nothing',
    '{S} {has} ___ to hide, so {pron} told the police everything.',
    'told the police everything',
    ['anything'],
  ],
  [
    'nowhere',
    'We had ___ to sit: every chair was taken.',
    'every chair was taken',
    ['anywhere', 'somewhere'],
  ],
  [
    'Nobody',
    '___ in my family can swim, so we never go to the sea.',
    'never go to the sea',
    ['Anybody', 'Somebody'],
  ],
  ['nothing', 'The museum is free: entry costs ___.', 'free', ['anything', 'something']],
  [
    'Nobody',
    '___ called while you were out. The phone didn’t ring once.',
    'didn’t ring once',
    ['Anybody', 'Somebody'],
  ],
  ['nowhere', 'We looked everywhere, but the keys were ___ to be found.', 'looked everywhere', ['anywhere']],
  [
    'nothing',
    '{S} had ___ to eat all day, so {pron} {was} very hungry by the evening.',
    'very hungry',
    ['anything', 'something'],
  ],
  [
    'nowhere',
    '{S} had ___ to stay, so {pron} slept at a friend’s flat.',
    'slept at a friend’s flat',
    ['anywhere'],
  ],
  ['nothing', '{S} said ___ all evening: {pron} just listened.', 'just listened', ['anything', 'something']],
  ['nobody', 'The café was closed, and there was ___ inside.', 'closed', ['anybody']],
  // some-
  ['Somebody', '___ has parked in front of our garage again!', 'has parked', ['Anybody']],
  [
    'something',
    'There’s ___ strange in the garden. Come and look!',
    'Come and look',
    ['anything', 'nothing'],
  ],
  ['somewhere', '{S} {has} lost {poss} keys ___ in the house.', 'in the house', ['anywhere', 'nowhere']],
  [
    'Somebody',
    '___ called for you this morning. She left her number.',
    'She left her number',
    ['Anybody', 'Nobody'],
  ],
  [
    'something',
    'There’s ___ wrong with my laptop: it keeps switching off.',
    'keeps switching off',
    ['anything', 'nothing'],
  ],
  ['something', 'I’ve got ___ in my shoe. Wait a second.', 'Wait a second', ['anything', 'nothing']],
  [
    'Somebody',
    '___ has eaten all the biscuits. There are only crumbs left!',
    'only crumbs left',
    ['Anybody', 'Nobody'],
  ],
  [
    'somebody',
    'Shh! There’s ___ in the house. I heard footsteps.',
    'I heard footsteps',
    ['anybody', 'nobody'],
  ],
  ['something', '{S} bought ___ nice for {poss} sister’s birthday.', 'bought', ['anything', 'nothing']],
  ['somewhere', 'I’m sure I’ve seen that man ___ before.', 'I’m sure', ['anywhere', 'nowhere']],
  ['Somebody', '___ is cooking onions downstairs; I can smell it.', 'I can smell it', ['Anybody', 'Nobody']],
  ['somewhere', '{S} {has} left {poss} phone ___ in the car.', 'in the car', ['anywhere', 'nowhere']],
  ['something', '{S} heard ___ in the garden and went to look.', 'went to look', ['anything', 'nothing']],
  [
    'something',
    '{S} forgot ___ important: {pron} left {poss} passport at home.',
    'left',
    ['anything', 'nothing'],
  ],
  [
    'somebody',
    '{S} saw ___ climbing over the fence and called the police.',
    'called the police',
    ['anybody', 'nobody'],
  ],
  ['somebody', 'There’s ___ waiting for you at reception.', 'waiting for you', ['anybody', 'nobody']],
  ['something', 'Can you smell ___ burning? I think it’s the toast.', 'it’s the toast', ['nothing']],
  ['anything', '{S} didn’t drink ___ at the party because {pron} {was} driving.', 'didn’t', ['nothing']],
  ['anywhere', '{S} {has}n’t been ___ on holiday for two years.', 'n’t been', ['nowhere']],
  [
    'somebody',
    '{S} heard ___ shouting in the street and looked out of the window.',
    'looked out of the window',
    ['anybody', 'nobody'],
  ],
  [
    'nothing',
    '{S} {has} ___ planned for Sunday, so {pron} can help us move.',
    'can help us move',
    ['anything'],
  ],
  // every-
  ['Everybody', 'The party was great: ___ danced until midnight.', 'great', ['Anybody']],
  ['Everybody', '___ in the class passed the test, so the teacher was delighted.', 'delighted', ['Anybody']],
  [
    'everything',
    '{S} packed ___ the night before, so {pron} {was} ready early.',
    'ready early',
    ['anything'],
  ],
];

/**
 * Issue 16, "the full catalogue": more bases, each its own skeleton, said with up to five subjects. The same
 * guards as MORE_LINES: an any- key after a negative verb against the no- word only; a no- key with an
 * affirmative verb and a cue that says "none"; a some- key about one unknown person, thing or place in a
 * past or present fact (never after can/let's/any imperative, where any- reads "no matter which"); an every-
 * key with a cue that says "all". No questions, offers or requests (something/anything both fit there).
 */
export const GROWN_LINES: [string, string, string, string[]][] = [
  // any-
  [
    'anything',
    '{S} didn’t bring ___ to read on the train, so {pron} just looked out of the window.',
    'didn’t',
    ['nothing'],
  ],
  ['anything', '{S} {has}n’t had ___ to eat since this morning.', 'n’t had', ['nothing']],
  ['anybody', '{S} didn’t tell ___ that {pron} {was} leaving the company.', 'didn’t', ['nobody']],
  ['anywhere', '{S} couldn’t find ___ to sit on the crowded train.', 'couldn’t', ['nowhere']],
  ['anything', '{S} didn’t notice ___ unusual about the letter.', 'didn’t', ['nothing']],
  ['anybody', '{S} {does}n’t trust ___ with {poss} passwords.', 'n’t trust', ['nobody']],
  ['anything', '{S} didn’t buy ___ for lunch, so {pron} {was} hungry all afternoon.', 'didn’t', ['nothing']],
  ['anywhere', '{S} {has}n’t travelled ___ this year because of work.', 'n’t travelled', ['nowhere']],
  ['anybody', 'We didn’t see ___ famous at the film festival.', 'didn’t', ['nobody']],
  ['anything', 'I can’t hear ___. Could you turn the volume up?', 'can’t', ['nothing']],
  ['anywhere', 'There isn’t ___ to sit in this waiting room.', 'isn’t', ['nowhere']],
  ['anybody', 'There wasn’t ___ on the beach because of the cold wind.', 'wasn’t', ['nobody']],
  ['anything', 'The shop didn’t have ___ in my size.', 'didn’t', ['nothing']],
  ['anybody', '{S} couldn’t call ___ because {poss} phone was dead.', 'couldn’t', ['nobody']],
  ['anything', '{S} {does}n’t want ___ for {poss} birthday this year.', 'n’t want', ['nothing']],
  ['anything', '{S} didn’t understand ___ in the lecture: it was far too technical.', 'didn’t', ['nothing']],
  ['anything', 'The police didn’t find ___ suspicious in the car.', 'didn’t', ['nothing']],
  ['anybody', '{S} didn’t recognise ___ in the old school photo.', 'didn’t', ['nobody']],
  ['anywhere', 'We haven’t booked ___ to stay yet.', 'haven’t', ['nowhere']],
  ['anywhere', '{S} never {v:go} ___ without {poss} phone.', 'never', ['nowhere']],
  ['anybody', '{S} never {v:tell} ___ how much {pron} {v:earn}.', 'never', ['nobody']],
  ['anybody', '{S} didn’t speak to ___ on the long flight.', 'didn’t', ['nobody']],
  ['anything', '{S} didn’t find ___ interesting in the second-hand shop.', 'didn’t', ['nothing']],
  ['anything', 'We didn’t order ___ for dessert because we were full.', 'didn’t', ['nothing']],
  ['anybody', '{S} {was}n’t expecting ___ to call so early.', 'n’t expecting', ['nobody']],
  ['anything', 'Don’t leave ___ valuable in the car.', 'Don’t', ['nothing']],
  ['anybody', 'Don’t let ___ in while I’m in the shower.', 'Don’t', ['nobody']],
  ['anywhere', '{S} didn’t go ___ near the river after the flood warning.', 'didn’t', ['nowhere']],
  ['anybody', '{S} hardly {v:know} ___ in {poss} new neighbourhood.', 'hardly', ['nobody']],
  [
    'anywhere',
    '{S} hardly ever {v:go} ___ at the weekend; {pron} {v:prefer} to stay in.',
    'hardly ever',
    ['nowhere'],
  ],
  ['anything', '{S} didn’t get ___ done today because {pron} {was} too tired.', 'didn’t', ['nothing']],
  ['anybody', '{S} didn’t ask ___ for help with the move.', 'didn’t', ['nobody']],
  ['anything', 'The guide didn’t say ___ about the closing time.', 'didn’t', ['nothing']],
  ['anything', '{S} {has}n’t decided ___ yet about the new flat.', 'n’t decided', ['nothing']],
  ['anybody', '{S} didn’t know ___ in the city when {pron} first moved there.', 'didn’t', ['nobody']],
  ['anything', '{S} couldn’t remember ___ about the film the next day.', 'couldn’t', ['nothing']],
  ['anywhere', '{S} couldn’t get a taxi ___ after the concert.', 'couldn’t', ['nowhere']],
  ['anything', 'I didn’t change ___ in your report; it was perfect.', 'didn’t', ['nothing']],
  ['anybody', '{S} {does}n’t lend {poss} tools to ___ any more.', 'n’t lend', ['nobody']],
  [
    'anything',
    '{S} didn’t pack ___ warm, and the nights in the mountains were freezing.',
    'didn’t',
    ['nothing'],
  ],
  // no-
  ['nothing', 'The shelves were bare: there was ___ left to buy.', 'bare', ['anything', 'something']],
  [
    'nobody',
    '{S} knew ___ at the conference, so {pron} spent the breaks checking emails.',
    'spent the breaks checking emails',
    ['anybody'],
  ],
  ['Nobody', '___ was hurt in the accident, thank goodness.', 'thank goodness', ['Anybody', 'Somebody']],
  ['Nobody', '___ wanted the last slice of cake, so I ate it.', 'so I ate it', ['Anybody']],
  ['nothing', 'There’s ___ on TV tonight, so let’s go for a walk.', 'so let’s go for a walk', ['anything']],
  [
    'nobody',
    '{S} had ___ to talk to at the party, so {pron} went home early.',
    'went home early',
    ['anybody'],
  ],
  ['nowhere', 'The car park was full: there was ___ to park.', 'full', ['anywhere', 'somewhere']],
  [
    'Nobody',
    '___ in the office knew how to fix the printer, so we called a technician.',
    'called a technician',
    ['Anybody', 'Somebody'],
  ],
  ['Nobody', 'The test was easy: ___ failed it.', 'easy', ['Anybody']],
  ['nothing', '{S} ate ___ at the wedding because {pron} felt ill.', 'felt ill', ['anything']],
  [
    'Nobody',
    '___ lives in that old house now; it has been empty for years.',
    'empty for years',
    ['Anybody', 'Somebody'],
  ],
  [
    'nothing',
    'I’ve got ___ to do this afternoon. Shall we go to the cinema?',
    'Shall we go to the cinema',
    ['anything'],
  ],
  [
    'nowhere',
    '{S} had ___ to go after the last train left, so {pron} slept on our sofa.',
    'slept on our sofa',
    ['anywhere'],
  ],
  ['nothing', 'It was so dark that we could see ___ at all.', 'so dark', ['anything']],
  [
    'nobody',
    'The cinema was empty: ___ had bought a ticket for the late show.',
    'empty',
    ['anybody', 'somebody'],
  ],
  [
    'nothing',
    '{S} {has} ___ to worry about: the test results are fine.',
    'the test results are fine',
    ['anything'],
  ],
  ['Nobody', '___ phoned all day; it was very quiet in the office.', 'very quiet', ['Anybody', 'Somebody']],
  ['nothing', 'There was ___ we could do, so we waited for the ambulance.', 'so we waited', ['anything']],
  [
    'nothing',
    '{S} said ___ when {pron} saw the bill; {pron} just paid it.',
    'just paid it',
    ['anything', 'something'],
  ],
  ['nowhere', 'The town was full of tourists, and there was ___ to stay.', 'full of tourists', ['anywhere']],
  [
    'Nobody',
    '___ noticed the mistake, so the report went out with it.',
    'went out with it',
    ['Anybody', 'Somebody'],
  ],
  [
    'nothing',
    '{S} earned ___ from {poss} first book; it didn’t sell at all.',
    'didn’t sell at all',
    ['anything', 'something'],
  ],
  // some-
  ['Somebody', '___ has left the tap running in the bathroom!', 'has left', ['Anybody']],
  [
    'something',
    '{S} found ___ in the pocket of {poss} old coat: a twenty-pound note!',
    'a twenty-pound note',
    ['anything', 'nothing'],
  ],
  ['Somebody', '___ has stolen my bike from outside the library!', 'has stolen', ['Anybody', 'Nobody']],
  [
    'something',
    'There’s ___ under the bed. I can see its tail.',
    'I can see its tail',
    ['anything', 'nothing'],
  ],
  [
    'somebody',
    '{S} met ___ interesting on the train and talked to them for hours.',
    'talked to them for hours',
    ['anybody', 'nobody'],
  ],
  ['somewhere', '{S} hid the spare key ___ in the garden.', 'in the garden', ['anywhere', 'nowhere']],
  [
    'Somebody',
    '___ is using the shower at the moment, so you’ll have to wait.',
    'you’ll have to wait',
    ['Anybody', 'Nobody'],
  ],
  ['something', '{S} ordered ___ from the menu that {pron} couldn’t pronounce.', 'ordered', ['anything']],
  [
    'Somebody',
    '___ is ringing the doorbell. Are you expecting a parcel?',
    'is ringing',
    ['Anybody', 'Nobody'],
  ],
  [
    'something',
    'There’s ___ sticky on the kitchen floor. Did you spill some juice?',
    'Did you spill some juice',
    ['anything', 'nothing'],
  ],
  ['Somebody', '___ has drawn a smiley face on my dirty car!', 'has drawn', ['Anybody', 'Nobody']],
  [
    'something',
    'I think I’ve left ___ in the oven. Can you smell burning?',
    'Can you smell burning',
    ['anything', 'nothing'],
  ],
  [
    'Somebody',
    '___ borrowed my stapler and never gave it back.',
    'never gave it back',
    ['Anybody', 'Nobody'],
  ],
  [
    'somebody',
    '{S} saw ___ famous at the airport this morning: a singer from a rock band.',
    'a singer from a rock band',
    ['anybody', 'nobody'],
  ],
  [
    'somewhere',
    '{S} put {poss} passport ___ safe before the trip, and now {pron} can’t remember where.',
    'can’t remember where',
    ['anywhere', 'nowhere'],
  ],
  [
    'somebody',
    'There’s ___ on the phone for you. She says it’s urgent.',
    'She says it’s urgent',
    ['anybody', 'nobody'],
  ],
  ['something', '{S} bought ___ for dinner on the way home.', 'bought', ['anything']],
  [
    'something',
    '{S} dropped ___ on the stairs and went back to pick it up.',
    'went back to pick it up',
    ['anything', 'nothing'],
  ],
  [
    'somebody',
    '{S} heard ___ snoring in the next room all night.',
    'snoring in the next room',
    ['anybody', 'nobody'],
  ],
  [
    'Something',
    '___ is wrong with the car: it’s making a strange noise.',
    'making a strange noise',
    ['Anything', 'Nothing'],
  ],
  [
    'somewhere',
    '{S} read ___ that coffee is good for the heart, but {pron} can’t remember where.',
    'can’t remember where',
    ['anywhere', 'nowhere'],
  ],
  [
    'somebody',
    '{S} asked ___ in the street for directions to the station.',
    'for directions',
    ['anybody', 'nobody'],
  ],
  [
    'Somebody',
    '___ has moved into the flat upstairs; I saw the removal van.',
    'I saw the removal van',
    ['Anybody', 'Nobody'],
  ],
  // every-
  [
    'Everybody',
    '___ in the team came to the farewell party, even the boss.',
    'even the boss',
    ['Anybody', 'Nobody'],
  ],
  [
    'everything',
    '{S} checked ___ in the suitcase twice before the flight.',
    'twice before the flight',
    ['anything', 'nothing'],
  ],
  ['everything', 'The flood damaged ___ on the ground floor.', 'damaged', ['anything']],
  [
    'everywhere',
    '{S} looked ___ for {poss} wallet: under the bed, in the car, even in the fridge.',
    'even in the fridge',
    ['anywhere', 'nowhere'],
  ],
  ['Everybody', 'The concert was sold out: ___ wanted to see the band.', 'sold out', ['Anybody', 'Nobody']],
  ['Everything', '___ was covered in snow when we woke up.', 'covered in snow', ['Anything']],
  ['Everybody', '___ says the new café is great, so let’s try it.', 'so let’s try it', ['Anybody', 'Nobody']],
  [
    'everybody',
    '{S} invited ___ from work to the party, so nobody felt left out.',
    'nobody felt left out',
    ['anybody'],
  ],
  [
    'everything',
    'The hotel was perfect: ___ was clean and the staff were friendly.',
    'The hotel was perfect',
    ['anything', 'nothing'],
  ],
  ['Everybody', '___ stood up when the judge came in.', 'stood up', ['Anybody']],
  ['everything', '{S} ate ___ on {poss} plate and asked for more.', 'asked for more', ['anything']],
  [
    'everywhere',
    'There were flowers ___ in the house, even in the bathroom.',
    'even in the bathroom',
    ['anywhere', 'nowhere'],
  ],
  [
    'everything',
    '{S} sold ___ {pron} owned and moved to a small island.',
    'moved to a small island',
    ['anything', 'nothing'],
  ],
  [
    'everything',
    '{S} told the doctor ___ about the pain, down to the smallest detail.',
    'down to the smallest detail',
    ['anything', 'nothing'],
  ],
  [
    'everybody',
    '{S} knew ___ at the wedding, so {pron} felt at home.',
    'felt at home',
    ['anybody', 'nobody'],
  ],
  [
    'everywhere',
    '{S} took {poss} camera ___ on the trip and came back with a thousand photos.',
    'a thousand photos',
    ['anywhere', 'nowhere'],
  ],
  [
    'everything',
    '{S} cleaned ___ in the flat before {poss} guests arrived: the floors, the windows, even the oven.',
    'even the oven',
    ['anything', 'nothing'],
  ],
  // more some- and no-
  ['somebody', '{S} gave {poss} old bike to ___ from the village.', 'gave', ['anybody']],
  [
    'something',
    '{S} spilled ___ on {poss} shirt at lunch, and the stain won’t come out.',
    'the stain won’t come out',
    ['anything', 'nothing'],
  ],
  [
    'somewhere',
    '{S} dropped {poss} glove ___ between the bus stop and the office.',
    'between the bus stop and the office',
    ['anywhere', 'nowhere'],
  ],
  [
    'somebody',
    '{S} heard ___ calling {poss} name, but when {pron} turned round, the street was empty.',
    'turned round',
    ['anybody', 'nobody'],
  ],
  [
    'something',
    '{S} stepped on ___ sharp on the beach and cut {poss} foot.',
    'and cut',
    ['anything', 'nothing'],
  ],
  [
    'somebody',
    '{S} left {poss} car unlocked, and ___ stole the radio.',
    'stole the radio',
    ['anybody', 'nobody'],
  ],
  [
    'something',
    '{S} {has} bought ___ special for {poss} mother’s sixtieth birthday.',
    'special',
    ['anything'],
  ],
  [
    'nothing',
    '{S} found ___ in the mailbox: no letters, no bills, not even an advert.',
    'not even an advert',
    ['anything', 'something'],
  ],
  ['nobody', '{S} rang the bell three times, but ___ opened the door.', 'but', ['anybody', 'somebody']],
  [
    'nowhere',
    '{S} needed a chemist, but there was ___ open on a Sunday night.',
    'on a Sunday night',
    ['anywhere', 'somewhere'],
  ],
  [
    'nothing',
    '{S} paid ___ for the concert: a friend gave {obj} a free ticket.',
    'a free ticket',
    ['anything', 'something'],
  ],
  ['nobody', '{S} shouted for help, but there was ___ around to hear.', 'but', ['anybody', 'somebody']],
  [
    'nothing',
    '{S} did ___ all Sunday except sleep and watch films.',
    'except sleep and watch films',
    ['anything', 'something'],
  ],
  [
    'Nobody',
    '___ believed {O} at first, but {pron} turned out to be right.',
    'at first',
    ['Anybody', 'Somebody'],
  ],
];

const cap1 = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function kind(w: string): string {
  const l = w.toLowerCase();
  return l.startsWith('some') ? 'some' : l.startsWith('any') ? 'any' : l.startsWith('no') ? 'no' : 'every';
}
const ERR: Record<string, string> = {
  any: 'any-in-affirmative',
  no: 'double-negative',
  some: 'some-for-any',
  every: 'every-meaning',
};

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  for (const [[answer, , cue, wrongs], frames, skeleton] of saidOf(
    rng,
    'indefinite',
    LINES,
    MORE_LINES,
    GROWN_LINES,
    'g',
  )) {
    for (const text of frames.flatMap((f) => expand(f))) {
      const rule = kind(answer);
      const fixed = text.replace('“___', '“___');
      out.push({
        text: fixed,
        answer,
        wrong: wrongs.map((w) => {
          const k = kind(w);
          const errorType =
            k === 'no' && rule === 'any'
              ? 'double-negative'
              : k === 'any' && (rule === 'some' || rule === 'every' || rule === 'no')
                ? 'any-in-affirmative'
                : k === 'no'
                  ? 'no-contradicts'
                  : k === 'some'
                    ? 'some-contradicts'
                    : (ERR[k] ?? 'indefinite-mismatch');
          return {
            choice: text.startsWith('___') || text.includes('“___') ? cap1(w) : w,
            errorType,
            params: { cue },
          };
        }),
        ruleId:
          rule === 'any' && cue === 'You can ask me'
            ? 'any-free'
            : rule === 'any' && cue === 'you like'
              ? 'any-free'
              : rule,
        trigger: [cue],
        skeleton,
      });
    }
  }
  return out;
}

export const indefiniteTopic: TopicDef = makeTopic(copy, { target: 720, build: items });
