import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './this-that-these-those.json' with { type: 'json' };

/** Nouns [singular, plural] by where they appear: in your hand, on you, or far away. */
const HELD: [string, string][] = [
  ['book', 'books'],
  ['key', 'keys'],
  ['photo', 'photos'],
  ['letter', 'letters'],
  ['ticket', 'tickets'],
  ['flower', 'flowers'],
  ['apple', 'apples'],
  ['coin', 'coins'],
  ['shell', 'shells'],
  ['pen', 'pens'],
];
const WORN_SG = ['dress', 'jacket', 'hat', 'scarf', 'ring', 'watch', 'T-shirt', 'coat'];
const WORN_PL = ['shoes', 'jeans', 'glasses', 'earrings', 'boots', 'trousers', 'socks'];
const FAR: [string, string][] = [
  ['bird', 'birds'],
  ['cloud', 'clouds'],
  ['mountain', 'mountains'],
  ['tree', 'trees'],
  ['house', 'houses'],
  ['boat', 'boats'],
  ['light', 'lights'],
  ['building', 'buildings'],
  ['castle', 'castles'],
  ['horse', 'horses'],
];

/** Frames: N = noun, BE = is/are agreeing with it. */
const NEAR_FRAMES = [
  'Look at ___ N I’m holding.',
  '___ N here BE not mine.',
  'Where did you find ___ N you’ve got in your hand?',
  'I found ___ N here on my desk.',
  'Please take ___ N here and put them away.',
  'Can you hold ___ N I’ve got here for a minute?',
];
const WORN_FRAMES = [
  'Do you like ___ N I’m wearing?',
  '___ N I’m wearing BE new.',
  'I bought ___ N I’m wearing in Lviv.',
];
/**
 * Far frames with the nouns that can be where the frame puts them (review 1702: "the boat up there on the
 * hill"): no boat on a hill or behind a church, no mountain on a hill, no "very old" bird, no colour asked of
 * a cloud or a mountain.
 */
const FAR_FRAMES: [string, RegExp][] = [
  ['Look at ___ N over there!', /./],
  ['Can you see ___ N up there on the hill?', /^(tree|house|building|castle|horse)$/],
  ['___ N across the river BE very old.', /^(house|building|castle|tree)$/],
  ['What colour BE ___ N over there?', /^(bird|house|boat|light|building|horse)$/],
  ['I’d love to paint ___ N in the distance.', /^(mountain|tree|house|boat|castle|cloud|building)$/],
  ['Can you see ___ N over there, behind the church?', /^(mountain|tree|house|light|building|castle|horse)$/],
  ['Look at ___ N out there on the lake!', /^(boat|bird)$/],
  ['Who lives in ___ N at the end of the road?', /^(house|building)$/],
  ['Let’s take a photo of ___ N over there.', /./],
];
const PEOPLE: [string, string, string][] = [
  ['Who BE ___ N over there?', 'man', 'people'],
  ['Who BE ___ N over there?', 'woman', 'girls'],
  ['Do you know ___ N standing by the door over there?', 'boy', 'men'],
];
const TIME: [string, string][] = [
  ['these', '___ days, almost everyone has a smartphone.'],
  ['these', 'Prices are very high ___ days.'],
  ['those', 'In ___ days, people wrote letters by hand.'],
  ['those', 'We didn’t have a car in ___ days.'],
  ['this', 'I’m very busy ___ week.'],
  ['this', 'Are you free ___ evening?'],
];

/**
 * Issue 16: authored bases, one skeleton each, written out in the singular and (where it reads well) the
 * plural. Distance is forced by the words of the sentence itself — here, in my hand, I'm holding/wearing,
 * on my phone, next to me for near; over there, across the road, at the end of the street, in the distance,
 * up there for far — never left to the scene, where this and that would both stand.
 */
export const AUTHORED: ['near' | 'far', string, string, string][] = [
  ['near', 'Is ___ bag here yours?', 'Are ___ bags here yours?', 'here'],
  ['near', 'Whose is ___ umbrella here by the door?', 'Whose are ___ umbrellas here by the door?', 'here'],
  ['near', 'Could you sign ___ form here for me?', 'Could you sign ___ forms here for me?', 'here'],
  ['near', 'I need to post ___ parcel I’ve got here.', 'I need to post ___ parcels I’ve got here.', 'here'],
  ['near', 'Please put ___ bottle here in the fridge.', 'Please put ___ bottles here in the fridge.', 'here'],
  [
    'near',
    'Taste ___ strawberry here! It’s so sweet.',
    'Taste ___ strawberries here! They’re so sweet.',
    'here',
  ],
  [
    'near',
    'My grandmother knitted ___ scarf I’m wearing.',
    'My grandmother knitted ___ gloves I’m wearing.',
    'I’m wearing',
  ],
  ['near', '___ belt I’ve got on is too tight.', '___ boots I’ve got on are too tight.', 'I’ve got on'],
  [
    'near',
    'I’ve had ___ coat I’m wearing for ten years.',
    'I’ve had ___ boots I’m wearing for ten years.',
    'I’m wearing',
  ],
  [
    'near',
    'Can you help me carry ___ box here up the stairs?',
    'Can you help me carry ___ boxes here up the stairs?',
    'here',
  ],
  [
    'near',
    'Don’t forget to water ___ plant here by the window.',
    'Don’t forget to water ___ plants here by the window.',
    'here',
  ],
  ['near', 'Who left ___ cup here on my desk?', 'Who left ___ cups here on my desk?', 'here'],
  ['near', 'I took ___ photo here on my new phone.', 'I took ___ photos here on my new phone.', 'here'],
  [
    'near',
    'Are you using ___ chair here, or can I take it?',
    'Are you using ___ chairs here, or can I take them?',
    'here',
  ],
  ['near', 'Look at ___ photo on my phone.', 'Look at ___ photos on my phone.', 'on my phone'],
  ['near', 'Listen to ___ song on my phone. It’s my favourite.', '', 'on my phone'],
  ['near', 'Read ___ message on my screen.', 'Read ___ messages on my screen.', 'on my screen'],
  ['near', 'I found ___ coin here under the sofa.', 'I found ___ coins here under the sofa.', 'here'],
  ['near', 'Who does ___ umbrella here belong to?', 'Who do ___ gloves here belong to?', 'here'],
  [
    'near',
    '___ seat next to me is free, if you want to sit down.',
    '___ seats next to me are free, if you want to sit down.',
    'next to me',
  ],
  [
    'near',
    'You can have ___ book here; I don’t need it any more.',
    'You can have ___ books here; I don’t need them any more.',
    'here',
  ],
  ['near', 'Is ___ towel here clean?', 'Are ___ towels here clean?', 'here'],
  [
    'near',
    'Smell ___ rose in my hand. It’s lovely!',
    'Smell ___ roses in my hand. They’re lovely!',
    'in my hand',
  ],
  [
    'near',
    '___ key in my hand opens the back door.',
    '___ keys in my hand open the back door.',
    'in my hand',
  ],
  ['near', 'What does ___ word here mean?', 'What do ___ words here mean?', 'here'],
  ['near', 'I can’t open ___ jar I’m holding. Can you help?', '', 'I’m holding'],
  [
    'near',
    '___ ring I’m wearing was my grandmother’s.',
    '___ earrings I’m wearing were my grandmother’s.',
    'I’m wearing',
  ],
  [
    'near',
    'Can you check ___ letter here for mistakes?',
    'Can you check ___ letters here for mistakes?',
    'here',
  ],
  ['near', 'Try ___ jacket here; it’s your size.', 'Try ___ trousers here; they’re your size.', 'here'],
  ['near', 'Shall I throw away ___ newspaper here?', 'Shall I throw away ___ old magazines here?', 'here'],
  ['near', 'Is ___ seat here taken?', 'Are ___ seats here taken?', 'here'],
  [
    'near',
    '___ cake here is for the guests, so don’t eat it!',
    '___ biscuits here are for the guests, so don’t eat them!',
    'here',
  ],
  ['near', 'I picked ___ apple here from our tree.', 'I picked ___ apples here from our tree.', 'here'],
  [
    'near',
    'Have you seen ___ video on my phone? It’s so funny.',
    'Have you seen ___ videos on my phone? They’re so funny.',
    'on my phone',
  ],
  [
    'near',
    'I love ___ watch I’m wearing; it was a present.',
    'I love ___ shoes I’m wearing; they were a present.',
    'I’m wearing',
  ],
  [
    'near',
    'I bought ___ hat I’ve got on in Lviv.',
    'I bought ___ sunglasses I’ve got on in Lviv.',
    'I’ve got on',
  ],
  ['near', '___ pen here doesn’t work.', '___ pens here don’t work.', 'here'],
  ['near', 'Can you recycle ___ box here?', 'Can you recycle ___ boxes here?', 'here'],
  ['near', 'Put ___ glass here on the tray, please.', 'Put ___ glasses here on the tray, please.', 'here'],
  ['near', 'I’ll take ___ suitcase here, and you take the small one.', '', 'here'],
  [
    'near',
    'Do you know who drew ___ picture here on the wall?',
    'Do you know who drew ___ pictures here on the wall?',
    'here',
  ],
  ['near', '', 'All ___ toys here need to go back in the box.', 'here'],
  ['near', 'Is ___ milk here still fresh?', '', 'here'],
  ['far', 'Who lives in ___ house over there?', 'Who lives in ___ houses over there?', 'over there'],
  ['far', 'Can you pass me ___ towel over there?', 'Can you pass me ___ towels over there?', 'over there'],
  ['far', 'Let’s sit at ___ table over there by the window.', '', 'over there'],
  [
    'far',
    'Can you see ___ shop at the end of the street?',
    'Can you see ___ shops at the end of the street?',
    'at the end of the street',
  ],
  [
    'far',
    'What is ___ building on the other side of the river?',
    'What are ___ buildings on the other side of the river?',
    'on the other side of the river',
  ],
  ['far', 'Look at ___ plane up there in the sky!', 'Look at ___ birds up there in the sky!', 'up there'],
  [
    'far',
    'Who is ___ woman waving at us from across the road?',
    'Who are ___ children waving at us from across the road?',
    'across the road',
  ],
  [
    'far',
    'I’d like to try on ___ dress in the window over there.',
    'I’d like to try on ___ shoes in the window over there.',
    'over there',
  ],
  [
    'far',
    'How much is ___ vase on the top shelf over there?',
    'How much are ___ vases on the top shelf over there?',
    'over there',
  ],
  [
    'far',
    'Can you see ___ ship far away on the horizon?',
    'Can you see ___ ships far away on the horizon?',
    'far away',
  ],
  [
    'far',
    'Whose is ___ car parked across the street?',
    'Whose are ___ cars parked across the street?',
    'across the street',
  ],
  ['far', '___ man over there is my neighbour.', '___ people over there are my neighbours.', 'over there'],
  ['far', 'Do you see ___ tower in the distance? That’s our hotel.', '', 'in the distance'],
  ['far', 'Let’s walk up to ___ hill over there.', 'Let’s walk up to ___ hills over there.', 'over there'],
  ['far', '', 'What are ___ lights over there on the hill?', 'over there'],
  [
    'far',
    'Can you reach ___ box up there on the top shelf?',
    'Can you reach ___ boxes up there on the top shelf?',
    'up there',
  ],
  ['far', 'I used to live in ___ flat across the road.', '', 'across the road'],
  ['far', '___ girl over there is in my class.', '___ boys over there are in my class.', 'over there'],
  ['far', 'Is ___ your dog over there by the gate?', '', 'over there'],
  ['far', 'Ask ___ man over there at the information desk.', '', 'over there'],
  [
    'far',
    'We’re going to climb ___ mountain over there tomorrow.',
    'We’re going to climb ___ mountains over there next summer.',
    'over there',
  ],
  ['far', 'I’ve never been inside ___ church across the square.', '', 'across the square'],
  [
    'far',
    'Have you tried ___ café on the corner over there?',
    'Have you tried ___ cafés on the corner over there?',
    'over there',
  ],
  [
    'far',
    'Who owns ___ field on the other side of the road?',
    'Who owns ___ fields on the other side of the road?',
    'on the other side of the road',
  ],
  [
    'far',
    'Do you know ___ woman sitting alone over there?',
    'Do you know ___ women sitting over there by the window?',
    'over there',
  ],
  ['far', '___ bus over there goes to the airport.', '___ buses over there go to the airport.', 'over there'],
  ['far', 'The best pizza in town is at ___ restaurant over there.', '', 'over there'],
  [
    'far',
    'Can you read what ___ sign over there says?',
    'Can you read what ___ signs over there say?',
    'over there',
  ],
  ['far', '', 'Look at ___ cows in the field over there!', 'over there'],
  [
    'far',
    'Let’s take a photo next to ___ statue over there.',
    'Let’s take a photo next to ___ statues over there.',
    'over there',
  ],
  [
    'far',
    'Is ___ kid at the top of the slide over there your son?',
    'Are ___ kids at the top of the slide over there yours?',
    'over there',
  ],
  [
    'far',
    'The children are playing under ___ tree at the end of the garden.',
    'The children are playing under ___ trees at the end of the garden.',
    'at the end of the garden',
  ],
  [
    'far',
    'Can you hear ___ dog barking across the street?',
    'Can you hear ___ dogs barking across the street?',
    'across the street',
  ],
  ['far', '___ island in the distance is where we’re going.', '', 'in the distance'],
  ['far', 'Who parked ___ van over there in front of the gate?', '', 'over there'],
  ['far', 'Do you see ___ house up there on the hill? That’s where I grew up.', '', 'up there'],
  ['far', '', '___ students over there are from Poland.', 'over there'],
  [
    'far',
    '___ cat over there on the wall is ours.',
    '___ cats over there on the wall are ours.',
    'over there',
  ],
  ['far', '', 'Look at ___ boats out there on the lake.', 'out there'],
  [
    'far',
    'I want to buy ___ lamp over there, the one next to the mirror.',
    'I want to buy ___ lamps over there, the ones next to the mirror.',
    'over there',
  ],
  ['far', 'Which is your car: ___ red one over there?', '', 'over there'],
  [
    'near',
    'Can I try ___ shirt here in a bigger size?',
    'Can I try ___ jeans here in a bigger size?',
    'here',
  ],
  ['near', 'Is ___ sandwich here for me?', 'Are ___ sandwiches here for me?', 'here'],
  [
    'near',
    'Be careful: ___ plate in my hand is very hot.',
    'Be careful: ___ plates in my hand are very hot.',
    'in my hand',
  ],
  ['near', 'Which bus stops at ___ stop here?', '', 'here'],
  ['near', 'Can you wrap ___ present I’m holding?', 'Can you wrap ___ presents I’m holding?', 'I’m holding'],
  [
    'near',
    'I made ___ bracelet I’m wearing myself.',
    'I made ___ earrings I’m wearing myself.',
    'I’m wearing',
  ],
  ['near', 'How much is ___ T-shirt here?', 'How much are ___ socks here?', 'here'],
  ['near', 'Sign your name on ___ line here, please.', 'Sign your name on ___ lines here, please.', 'here'],
  [
    'far',
    'How old is ___ tree at the end of the road?',
    'How old are ___ trees at the end of the road?',
    'at the end of the road',
  ],
  [
    'far',
    'Let’s ask ___ police officer over there for directions.',
    'Let’s ask ___ police officers over there for directions.',
    'over there',
  ],
  [
    'far',
    'Who’s ___ boy at the back of the hall?',
    'Who are ___ boys at the back of the hall?',
    'at the back of the hall',
  ],
  [
    'far',
    '___ hotel across the bay is very expensive.',
    '___ hotels across the bay are very expensive.',
    'across the bay',
  ],
  [
    'far',
    'Can you see ___ bird on the roof over there?',
    'Can you see ___ birds on the roof over there?',
    'over there',
  ],
  [
    'far',
    'What’s the name of ___ village on the far side of the lake?',
    'What are the names of ___ villages on the far side of the lake?',
    'on the far side of the lake',
  ],
  ['far', 'Let’s park next to ___ van over there.', 'Let’s park next to ___ vans over there.', 'over there'],
  ['far', 'I’d love to live in ___ cottage up there on the hill.', '', 'up there'],
  // Issue 16 (the full catalogue): more bases, appended so the older skeleton ids stay.
  ['near', 'Can I try on ___ ring here?', 'Can I try on ___ earrings here?', 'here'],
  ['near', '___ cake here is for the guests.', '___ biscuits here are for the guests.', 'here'],
  ['near', 'How old is ___ photo here?', 'How old are ___ photos here?', 'here'],
  ['near', 'I bought ___ lamp here at a flea market.', 'I bought ___ lamps here at a flea market.', 'here'],
  ['near', 'Could you check ___ email on my screen?', '', 'on my screen'],
  [
    'near',
    'Did you write ___ note here on the fridge?',
    'Did you write ___ notes here on the fridge?',
    'here',
  ],
  [
    'near',
    'Please don’t touch ___ painting here; it’s still wet.',
    'Please don’t touch ___ paintings here; they’re still wet.',
    'here',
  ],
  [
    'near',
    '___ shirt I’m wearing was a present from my sister.',
    '___ shoes I’m wearing were a present from my sister.',
    'I’m wearing',
  ],
  [
    'near',
    'My husband gave me ___ necklace I’m wearing.',
    'My husband gave me ___ earrings I’m wearing.',
    'I’m wearing',
  ],
  ['near', '___ soup here is too salty.', '', 'here'],
  [
    'near',
    'Can you fix ___ chair here? It’s broken.',
    'Can you fix ___ chairs here? They’re broken.',
    'here',
  ],
  [
    'near',
    'Have you read ___ article on my screen?',
    'Have you read ___ articles on my screen?',
    'on my screen',
  ],
  ['near', 'Is ___ bread here from today?', '', 'here'],
  ['near', '___ key in my hand opens the garage.', '___ keys in my hand open the garage.', 'in my hand'],
  ['near', 'Whose is ___ phone here on the table?', 'Whose are ___ phones here on the table?', 'here'],
  ['near', 'Try ___ cheese here; it’s from the market.', '', 'here'],
  ['near', 'Could you iron ___ shirt here for me?', 'Could you iron ___ shirts here for me?', 'here'],
  ['near', 'I need to return ___ library book here.', 'I need to return ___ library books here.', 'here'],
  ['near', 'Wash ___ cup here before you use it.', 'Wash ___ cups here before you use them.', 'here'],
  ['near', 'Have you seen ___ video on my phone?', 'Have you seen ___ videos on my phone?', 'on my phone'],
  [
    'near',
    '___ man next to me keeps talking on the phone.',
    '___ people next to me keep talking on the phone.',
    'next to me',
  ],
  [
    'near',
    '___ tomato I’m holding is from our garden.',
    '___ tomatoes I’m holding are from our garden.',
    'I’m holding',
  ],
  ['near', 'Hold ___ torch here while I look under the car.', '', 'here'],
  [
    'near',
    'Can you translate ___ sentence here for me?',
    'Can you translate ___ sentences here for me?',
    'here',
  ],
  ['near', 'Who drew ___ picture here on the wall?', 'Who drew ___ pictures here on the wall?', 'here'],
  [
    'near',
    'Does ___ skirt I’m wearing look too short?',
    'Do ___ trousers I’m wearing look too short?',
    'I’m wearing',
  ],
  ['near', 'Let me show you ___ map on my phone.', '', 'on my phone'],
  ['near', 'The price on ___ label here is wrong.', 'The prices on ___ labels here are wrong.', 'here'],
  [
    'near',
    'We need to move ___ sofa here before the party.',
    'We need to move ___ boxes here before the party.',
    'here',
  ],
  ['near', '___ medicine here is for your cough.', '___ pills here are for your cough.', 'here'],
  [
    'near',
    'I’ve already paid for ___ ticket in my hand.',
    'I’ve already paid for ___ tickets in my hand.',
    'in my hand',
  ],
  [
    'near',
    'Please answer ___ question here before you go on.',
    'Please answer ___ questions here before you go on.',
    'here',
  ],
  [
    'near',
    'Do you want ___ banana here? I’m not hungry.',
    'Do you want ___ grapes here? I’m not hungry.',
    'here',
  ],
  [
    'near',
    'Can I leave ___ bag here with you for a minute?',
    'Can I leave ___ bags here with you for a minute?',
    'here',
  ],
  ['near', 'I found ___ earring here in the bathroom.', 'I found ___ earrings here in the bathroom.', 'here'],
  ['near', '___ pear I’m holding is still hard.', '___ pears I’m holding are still hard.', 'I’m holding'],
  ['near', '___ chocolate here is for the children.', '___ sweets here are for the children.', 'here'],
  ['near', 'Which button on ___ remote here turns the TV on?', '', 'here'],
  [
    'near',
    'Could you sign ___ card here for Olena’s birthday?',
    'Could you sign ___ cards here for the team?',
    'here',
  ],
  ['near', 'Feel ___ fabric in my hand; it’s so soft.', '', 'in my hand'],
  ['near', 'Who put ___ sticker here on the door?', 'Who put ___ stickers here on the door?', 'here'],
  [
    'near',
    'Be careful with ___ glass vase here; it was my grandmother’s.',
    'Be careful with ___ glass vases here; they were my grandmother’s.',
    'here',
  ],
  ['near', 'Could you plug in ___ lamp next to me?', 'Could you plug in ___ lamps next to me?', 'next to me'],
  ['near', '___ room here gets the morning sun.', '___ rooms here get the morning sun.', 'here'],
  [
    'near',
    '___ jumper I’ve got on is far too warm for today.',
    '___ boots I’ve got on are far too warm for today.',
    'I’ve got on',
  ],
  [
    'near',
    'I’ve just ironed ___ dress I’m wearing.',
    'I’ve just ironed ___ trousers I’m wearing.',
    'I’m wearing',
  ],
  [
    'near',
    'Put ___ candle here in the middle of the table.',
    'Put ___ candles here in the middle of the table.',
    'here',
  ],
  ['far', 'Can you read ___ sign over there?', 'Can you read ___ signs over there?', 'over there'],
  [
    'far',
    'I think ___ woman over there is waving at you.',
    'I think ___ women over there are waving at you.',
    'over there',
  ],
  [
    'far',
    '___ car at the end of the street has been parked there for weeks.',
    '___ cars at the end of the street have been parked there for weeks.',
    'at the end of the street',
  ],
  [
    'far',
    'Who owns ___ field on the other side of the river?',
    'Who owns ___ fields on the other side of the river?',
    'on the other side of the river',
  ],
  [
    'far',
    'Look at ___ dog across the road! It’s huge.',
    'Look at ___ dogs across the road! They’re huge.',
    'across the road',
  ],
  ['far', 'Let’s sit on ___ bench over there in the shade.', '', 'over there'],
  [
    'far',
    '___ shop across the street sells great coffee.',
    '___ shops across the street sell great coffee.',
    'across the street',
  ],
  [
    'far',
    'What’s the name of ___ village on the far side of the lake?',
    'What are the names of ___ villages on the far side of the lake?',
    'on the far side of the lake',
  ],
  [
    'far',
    '___ window at the back of the house needs cleaning.',
    '___ windows at the back of the house need cleaning.',
    'at the back of the house',
  ],
  [
    'far',
    'Do you know ___ guy at the back of the room?',
    'Do you know ___ guys at the back of the room?',
    'at the back of the room',
  ],
  [
    'far',
    'Go and ask ___ police officer across the square.',
    'Go and ask ___ police officers across the square.',
    'across the square',
  ],
  [
    'far',
    'I’ve always wanted to climb ___ mountain in the distance.',
    'I’ve always wanted to climb ___ mountains in the distance.',
    'in the distance',
  ],
  [
    'far',
    'Can you see ___ ship out there on the horizon?',
    'Can you see ___ ships out there on the horizon?',
    'out there',
  ],
  [
    'far',
    'Is ___ your bike over there by the wall?',
    'Are ___ your bikes over there by the wall?',
    'over there',
  ],
  [
    'far',
    'How much is ___ jacket over there in the window?',
    'How much are ___ jackets over there in the window?',
    'over there',
  ],
  [
    'far',
    'We used to play in ___ park across the road.',
    'We used to play in ___ fields across the road.',
    'across the road',
  ],
  ['far', '___ cloud over there looks like rain.', '___ clouds over there look like rain.', 'over there'],
  [
    'far',
    'Who is ___ child on the other side of the fence?',
    'Who are ___ children on the other side of the fence?',
    'on the other side of the fence',
  ],
  ['far', 'Let’s meet in ___ café at the end of the street.', '', 'at the end of the street'],
  [
    'far',
    '___ tree at the back of the garden is my favourite.',
    '___ flowers at the back of the garden are my favourites.',
    'at the back of the garden',
  ],
  [
    'far',
    'I don’t like the look of ___ dark cloud in the distance.',
    'I don’t like the look of ___ dark clouds in the distance.',
    'in the distance',
  ],
  [
    'far',
    'Is ___ house on the other side of the road for sale?',
    'Are ___ houses on the other side of the road for sale?',
    'on the other side of the road',
  ],
  [
    'far',
    'Who is ___ tall man at the back of the hall?',
    'Who are ___ tall men at the back of the hall?',
    'at the back of the hall',
  ],
  [
    'far',
    '___ student at the back of the class isn’t listening.',
    '___ students at the back of the class aren’t listening.',
    'at the back of the class',
  ],
  [
    'far',
    'Can you reach ___ box up there on the top shelf?',
    'Can you reach ___ boxes up there on the top shelf?',
    'up there',
  ],
  ['far', 'What’s ___ noise out there in the garden?', '', 'out there'],
  ['far', 'Is ___ our taxi over there?', '', 'over there'],
  ['far', '___ mountain far away on the horizon is Hoverla.', '', 'far away'],
  ['far', 'Let’s take ___ path on the other side of the bridge.', '', 'on the other side of the bridge'],
  [
    'far',
    '___ house on the far side of the lake is a holiday home.',
    '___ houses on the far side of the lake are holiday homes.',
    'on the far side of the lake',
  ],
  [
    'far',
    'Do you remember ___ restaurant across the river where we had our first date?',
    '',
    'across the river',
  ],
  [
    'far',
    'Look at ___ kite up there above the trees!',
    'Look at ___ kites up there above the trees!',
    'up there',
  ],
  ['far', 'Tell ___ boy over there to be quiet.', 'Tell ___ boys over there to be quiet.', 'over there'],
  [
    'far',
    'I’d like to try ___ cake over there in the window.',
    'I’d like to try ___ cakes over there in the window.',
    'over there',
  ],
  [
    'far',
    'Whose is ___ car parked across the road?',
    'Whose are ___ cars parked across the road?',
    'across the road',
  ],
  ['far', '___ bridge far away in the mist is over a hundred years old.', '', 'far away'],
  ['far', 'Have you ever been inside ___ tower at the end of the street?', '', 'at the end of the street'],
  [
    'far',
    '___ lady on the other side of the street is my piano teacher.',
    '',
    'on the other side of the street',
  ],
  ['far', 'Can you see ___ smoke over there behind the trees?', '', 'over there'],
  [
    'far',
    '___ bird up there on the roof has been singing all morning.',
    '___ birds up there on the roof have been singing all morning.',
    'up there',
  ],
  [
    'far',
    'Let’s ask ___ couple at the end of the queue.',
    'Let’s ask ___ people at the end of the queue.',
    'at the end of the queue',
  ],
  [
    'far',
    'Turn off ___ light at the back of the shop, please.',
    'Turn off ___ lights at the back of the shop, please.',
    'at the back of the shop',
  ],
  ['far', 'I went to school in ___ building across the square.', '', 'across the square'],
  [
    'far',
    '___ hotel on the far side of the bay has its own beach.',
    '___ hotels on the far side of the bay have their own beaches.',
    'on the far side of the bay',
  ],
  [
    'far',
    'Who left ___ bike out there in the rain?',
    'Who left ___ bikes out there in the rain?',
    'out there',
  ],
  [
    'far',
    'Can you see ___ goat up there on the rocks?',
    'Can you see ___ goats up there on the rocks?',
    'up there',
  ],
  [
    'far',
    '___ lorry at the end of the road is blocking the way.',
    '___ lorries at the end of the road are blocking the way.',
    'at the end of the road',
  ],
  [
    'far',
    'Did you take a picture of ___ waterfall in the distance?',
    'Did you take a picture of ___ waterfalls in the distance?',
    'in the distance',
  ],
  [
    'near',
    'Can you help me open ___ window here? It’s stuck.',
    'Can you help me open ___ windows here? They’re stuck.',
    'here',
  ],
  ['near', 'Does ___ dish here have meat in it?', 'Do ___ dishes here have meat in them?', 'here'],
  [
    'near',
    '___ sock I’ve got on has a hole in it.',
    '___ socks I’ve got on have holes in them.',
    'I’ve got on',
  ],
  [
    'near',
    'Could you hang ___ picture here above the sofa?',
    'Could you hang ___ pictures here above the sofa?',
    'here',
  ],
  [
    'near',
    'I’d like to send ___ letter in my hand to Canada.',
    'I’d like to send ___ letters in my hand to Canada.',
    'in my hand',
  ],
  [
    'near',
    'Don’t eat ___ mushroom here; it might be poisonous.',
    'Don’t eat ___ mushrooms here; they might be poisonous.',
    'here',
  ],
  [
    'far',
    'Could you close ___ door at the end of the corridor?',
    'Could you close ___ doors at the end of the corridor?',
    'at the end of the corridor',
  ],
  [
    'far',
    '___ lamp on the other side of the room doesn’t work.',
    '___ lamps on the other side of the room don’t work.',
    'on the other side of the room',
  ],
  [
    'far',
    'Look at ___ swan out there on the river!',
    'Look at ___ swans out there on the river!',
    'out there',
  ],
  [
    'far',
    '___ flat across the road has been empty for a year.',
    '___ flats across the road have been empty for a year.',
    'across the road',
  ],
  [
    'far',
    'Can you see ___ horse far away on the hillside?',
    'Can you see ___ cows far away on the hillside?',
    'far away',
  ],
  [
    'far',
    'Who planted ___ rose bush at the back of the garden?',
    'Who planted ___ rose bushes at the back of the garden?',
    'at the back of the garden',
  ],
  ['near', 'Does ___ charger here fit your phone?', 'Do ___ chargers here fit your phone?', 'here'],
  [
    'near',
    'Which door does ___ key in my hand open?',
    'Which doors do ___ keys in my hand open?',
    'in my hand',
  ],
  [
    'far',
    'What is ___ big building across the river?',
    'What are ___ big buildings across the river?',
    'across the river',
  ],
  [
    'far',
    'Let’s follow ___ man at the end of the platform.',
    'Let’s follow ___ people at the end of the platform.',
    'at the end of the platform',
  ],
  ['far', '', 'Are ___ deer over there by the trees?', 'over there'],
  [
    'far',
    '___ town on the other side of the valley is where my father was born.',
    '',
    'on the other side of the valley',
  ],
  [
    'far',
    'Can you see ___ fox at the end of the field?',
    'Can you see ___ foxes at the end of the field?',
    'at the end of the field',
  ],
];

const pick = (near: boolean, plural: boolean) =>
  near ? (plural ? 'these' : 'this') : plural ? 'those' : 'that';
const capIf = (w: string, first: boolean) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);

function item(text: string, near: boolean, plural: boolean, skeleton: string, trigger: string[]): Item {
  const first = text.startsWith('___');
  const answer = pick(near, plural);
  const all = ['this', 'that', 'these', 'those'];
  return {
    text,
    answer: capIf(answer, first),
    wrong: all
      .filter((w) => w !== answer)
      .map((w) => {
        const wNear = w === 'this' || w === 'these';
        const wPl = w === 'these' || w === 'those';
        const errorType =
          wNear !== near && wPl !== plural
            ? 'demonstrative-number-distance'
            : wNear !== near
              ? 'demonstrative-distance'
              : 'demonstrative-number';
        return {
          choice: capIf(w, first),
          errorType,
          params: { near: near ? 'near' : 'far', number: plural ? 'plural' : 'singular' },
        };
      }),
    ruleId: `${near ? 'near' : 'far'}-${plural ? 'plural' : 'singular'}`,
    trigger,
    skeleton,
  };
}

function fill(frame: string, noun: string, plural: boolean): string {
  return frame.replace('N', noun).replace('BE', plural ? 'are' : 'is');
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  NEAR_FRAMES.forEach((f, fi) => {
    for (const [sg, pl] of HELD) {
      for (const plural of f.includes('put them') ? [true] : [false, true]) {
        const noun = plural ? pl : sg;
        out.push(
          item(fill(f, noun, plural), true, plural, `this-that:near:${fi}`, [
            noun,
            f.includes('here') ? 'here' : 'I’m holding',
          ]),
        );
      }
    }
  });
  WORN_FRAMES.forEach((f, fi) => {
    for (const n of [...WORN_SG, ...WORN_PL]) {
      const plural = WORN_PL.includes(n);
      out.push(item(fill(f, n, plural), true, plural, `this-that:worn:${fi}`, [n, 'I’m wearing']));
    }
  });
  FAR_FRAMES.forEach(([f, fit], fi) => {
    for (const [sg, pl] of FAR) {
      if (!fit.test(sg)) continue;
      for (const plural of [false, true]) {
        const noun = plural ? pl : sg;
        const cue = f.includes('over there')
          ? 'over there'
          : f.includes('hill')
            ? 'up there'
            : f.includes('river')
              ? 'across the river'
              : f.includes('lake')
                ? 'out there'
                : f.includes('end of the road')
                  ? 'at the end of the road'
                  : 'in the distance';
        out.push(item(fill(f, noun, plural), false, plural, `this-that:far:${fi}`, [noun, cue]));
      }
    }
  });
  PEOPLE.forEach(([f, sg, pl], fi) => {
    for (const [n, plural] of [
      [sg, false],
      [pl, true],
    ] as [string, boolean][]) {
      out.push(
        item(fill(f, n, plural).replace('___ N', `___ ${n}`), false, plural, `this-that:people:${fi}`, [
          n,
          'over there',
        ]),
      );
    }
  });
  TIME.forEach(([answer, text], i) => {
    const near = answer === 'this' || answer === 'these';
    const plural = answer === 'these' || answer === 'those';
    out.push(
      item(text, near, plural, `this-that:time:${i}`, [
        near
          ? plural
            ? 'days'
            : text.includes('week')
              ? 'week'
              : 'evening'
          : text.startsWith('In')
            ? 'In … days'
            : 'in … days',
      ]),
    );
  });
  AUTHORED.forEach(([where, sg, pl, cue], i) => {
    const near = where === 'near';
    for (const [text, plural] of [
      [sg, false],
      [pl, true],
    ] as [string, boolean][]) {
      if (text) out.push(item(text, near, plural, `this-that:a${i}`, cue ? [cue] : []));
    }
  });
  return out;
}

export const thisThatTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
