import { type Item, makeTopic } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './one-ones.json' with { type: 'json' };

/** [singular, plural] things people choose between, with colours/sizes that fit them. */
const THINGS: [string, string, string[]][] = [
  ['shirt', 'shirts', ['blue', 'white', 'cheaper', 'bigger']],
  ['dress', 'dresses', ['red', 'black', 'longer', 'shorter']],
  ['bag', 'bags', ['brown', 'black', 'smaller', 'bigger']],
  ['phone', 'phones', ['newer', 'cheaper', 'black', 'smaller']],
  ['cake', 'cakes', ['chocolate', 'smaller', 'cheaper']],
  ['room', 'rooms', ['bigger', 'quieter', 'cheaper']],
  ['car', 'cars', ['red', 'cheaper', 'smaller', 'faster']],
  ['jacket', 'jackets', ['warmer', 'lighter', 'green', 'black']],
  ['apple', 'apples', ['green', 'red', 'bigger']],
  // Not 'clean': a shop does not show clean cups as against dirty ones.
  ['cup', 'cups', ['blue', 'bigger']],
];
/** [frame, fixed adjective or null for any of the thing's own, which things it suits]. */
type Frame = [string, string | null, RegExp];
const SG_FRAMES: Frame[] = [
  // "the ADJ ___" leaves the number open (the white ones is fine too): a / that / this one fixes it.
  ['I don’t like this N. Can I see a ADJ ___?', null, /^(shirt|dress|bag|phone|car|jacket|cup)$/],
  ['I don’t like this N. Could you show me that ADJ ___?', null, /^(shirt|dress|bag|phone|jacket|cup)$/],
  [
    'This N is too expensive. Have you got a ADJ ___?',
    'cheaper',
    /^(shirt|dress|bag|phone|cake|room|car|jacket)$/,
  ],
  ['Which N would you like? The ADJ ___?', null, /./],
  ['This N is too small. Have you got a ADJ ___?', 'bigger', /^(shirt|bag|room|jacket|cup)$/],
];
const PL_FRAMES: Frame[] = [
  ['I don’t like these Ns. Can I see some ADJ ___?', null, /^(shirt|dress|bag|phone|car|jacket|cup)$/],
  ['I don’t like these Ns. Could you show me those ADJ ___?', null, /^(shirt|dress|bag|phone|jacket|cup)$/],
  [
    'These Ns are too expensive. Have you got any ADJ ___?',
    'cheaper',
    /^(shirt|dress|bag|phone|cake|room|car|jacket)$/,
  ],
  // Not cakes: "These chocolate ones" reads as a noun compound the checker (rightly) stumbles on.
  ['“Which Ns would you like?” “These ADJ ___, please.”', null, /^(?!cake$)/],
  ['These Ns are too small. Have you got any ADJ ___?', 'bigger', /^(shirt|bag|room|jacket|cup)$/],
];

/**
 * Authored bases (issue 16), one skeleton each: a line names the noun that one/ones replaces and, where
 * `{A}` stands before the gap, the adjectives it is said with ({a} is the article that agrees with the
 * adjective). With an adjective, it/them are wrong by grammar (a new it); without one the sentence means
 * any such thing, not a particular one ("I need a pen. Could you lend me one?"), so it is wrong by meaning.
 * The other number (ones/one) is offered only where a determiner or the verb after the gap fixes the
 * number (the one-ones-number guard): after a bare "the …" or no determiner both could stand.
 */
type OneLine = [key: 'one' | 'ones', text: string, noun: string, adjs?: string[]];
export const ONE_LINES: OneLine[] = [
  ['one', 'My phone is really slow now. I think I need {a} {A} ___.', 'phone', ['new', 'faster', 'better']],
  ['one', 'I’ve lost my umbrella, so I’ll have to buy {a} {A} ___.', 'umbrella', ['new', 'cheap']],
  [
    'one',
    'Our fridge is too small for a family of five. We need {a} {A} ___.',
    'fridge',
    ['bigger', 'larger'],
  ],
  ['one', 'This knife isn’t sharp enough. Could you pass me {a} {A} ___?', 'knife', ['sharper', 'bigger']],
  [
    'one',
    'Our hotel room was next to the lift, so we asked for {a} {A} ___.',
    'room',
    ['quieter', 'different'],
  ],
  [
    'one',
    'My laptop is six years old, and I’m saving up for {a} {A} ___.',
    'laptop',
    ['new', 'lighter', 'faster'],
  ],
  ['one', 'This pen doesn’t work. Have you got another ___?', 'pen'],
  ['one', 'I need a pen. Could you lend me ___?', 'pen'],
  ['one', 'I haven’t got a car, but my brother has ___.', 'car'],
  ['one', 'If you need a charger, there’s ___ in the top drawer.', 'charger'],
  ['one', 'We don’t have a dishwasher, but we’re thinking of getting ___.', 'dishwasher'],
  ['one', 'I’ve never had a cat, but I’d really like to get ___.', 'cat'],
  ['one', 'We need a ladder to reach the roof. Does anyone have ___?', 'ladder'],
  ['one', 'Everyone in my son’s class has a tablet, and now he wants ___ too.', 'tablet'],
  ['one', 'If you need an umbrella, I can lend you ___.', 'umbrella'],
  ['one', 'Our neighbours have a swimming pool, and now our kids want ___ of their own.', 'swimming pool'],
  ['one', 'I don’t usually wear a tie, but I have to wear ___ for the interview.', 'tie'],
  ['one', 'She had always wanted a piano, so her husband bought her ___ for her fiftieth birthday.', 'piano'],
  ['one', 'Our neighbours have got a garden, but we haven’t got ___.', 'garden'],
  ['one', 'A taxi would be quicker than the bus. Shall I call ___?', 'taxi'],
  ['one', 'These biscuits look lovely. Can I have ___?', 'biscuit'],
  ['one', 'Do you need a bag for your shopping? I’ve got {a} {A} ___ in my car.', 'bag', ['spare', 'big']],
  ['one', 'My bike was stolen last week, so I’m looking for {a} {A} ___.', 'bike', ['second-hand', 'cheap']],
  [
    'one',
    'There isn’t a chemist in our village; the {A} ___ is in the next town.',
    'chemist',
    ['nearest', 'closest'],
  ],
  ['one', 'This sandwich is delicious. Can I have another ___?', 'sandwich'],
  [
    'one',
    'I’ve already got a black coat, so I’m looking for {a} {A} ___ this time.',
    'coat',
    ['grey', 'brown', 'blue'],
  ],
  [
    'one',
    'The blue dress is nice, but I think the {A} ___ looks better on you.',
    'dress',
    ['red', 'black', 'green'],
  ],
  ['one', 'Both watches cost the same, but the {A} ___ looks more elegant.', 'watch', ['silver', 'gold']],
  ['one', 'Of the two flats we saw, the {A} ___ was much brighter.', 'flat', ['smaller', 'cheaper']],
  ['one', 'We looked at three houses, and the {A} ___ was the best.', 'house', ['first', 'last']],
  ['one', 'There are two coats on the chair. Which ___ is yours?', 'coat'],
  ['one', 'There are three keys on the hook. Which ___ is for the front door?', 'key'],
  [
    'one',
    'Our washing machine broke down last month, so we had to buy {a} {A} ___.',
    'washing machine',
    ['new'],
  ],
  ['one', 'This towel is wet. Can you get me {a} {A} ___?', 'towel', ['dry', 'clean']],
  ['one', 'This glass is dirty. Could I have {a} {A} ___, please?', 'glass', ['clean']],
  ['one', 'This plate has a crack in it. Could you bring me another ___?', 'plate'],
  [
    'one',
    'The printer in our office kept breaking, so the boss has ordered {a} {A} ___.',
    'printer',
    ['new', 'better'],
  ],
  [
    'one',
    'My suitcase is too heavy to carry, so I’m going to buy {a} {A} ___ with wheels.',
    'suitcase',
    ['lighter', 'smaller'],
  ],
  ['one', 'I’ve read this book already. Have you got {a} {A} ___?', 'book', ['different', 'new']],
  ['one', 'This seat is taken, I’m afraid, but there’s {a} {A} ___ at the back.', 'seat', ['free', 'empty']],
  [
    'one',
    'That restaurant was far too expensive. Let’s try {a} {A} ___ next time.',
    'restaurant',
    ['cheaper', 'different'],
  ],
  [
    'one',
    'The museum on the square is closed today, but there’s {a} {A} ___ near the river.',
    'museum',
    ['smaller', 'new'],
  ],
  [
    'one',
    'Our old sofa was really uncomfortable, so we replaced it with {a} {A} ___.',
    'sofa',
    ['softer', 'new'],
  ],
  ['one', 'Your password is too short. Please choose {a} {A} ___.', 'password', ['longer', 'stronger']],
  [
    'one',
    'The first hotel was fully booked, so we stayed in {a} {A} ___ outside the town.',
    'hotel',
    ['cheaper', 'smaller'],
  ],
  ['one', 'This ladder isn’t tall enough. We need {a} {A} ___.', 'ladder', ['longer', 'taller']],
  ['one', 'I broke my mum’s favourite mug, so I bought her {a} {A} ___.', 'mug', ['new', 'nicer']],
  [
    'one',
    'Our tent leaked all night, so we’re buying {a} {A} ___ for the next trip.',
    'tent',
    ['better', 'new'],
  ],
  [
    'one',
    'This road is always busy in the morning. Is there {a} {A} ___ we can take?',
    'road',
    ['quieter', 'faster'],
  ],
  [
    'one',
    'We don’t need a big car. {A} ___ is fine for driving around the city.',
    'car',
    ['A small', 'A cheap'],
  ],
  ['one', 'We can’t afford a new piano, so we’re looking for {a} {A} ___.', 'piano', ['second-hand', 'used']],
  [
    'one',
    'The old bridge was falling down, so the town built {a} {A} ___ next to it.',
    'bridge',
    ['new', 'wider'],
  ],
  [
    'one',
    'Our local cinema closed down, but {a} {A} ___ has just opened in the shopping centre.',
    'cinema',
    ['new', 'bigger'],
  ],
  ['one', 'My passport runs out next month, so I’ve applied for {a} {A} ___.', 'passport', ['new']],
  ['one', 'If you don’t like this song, I can put on {a} {A} ___.', 'song', ['different', 'quieter']],
  ['one', 'This photo of us is a bit dark. Have you got {a} {A} ___?', 'photo', ['better', 'brighter']],
  ['one', 'The twins both wanted the red balloon, so I had to buy another ___.', 'balloon'],
  ['one', 'I left my charger at home. Have you got {a} {A} ___ I could borrow?', 'charger', ['spare']],
  [
    'one',
    'This jumper is a bit itchy. Have you got {a} {A} ___ in the same colour?',
    'jumper',
    ['softer', 'thinner'],
  ],
  ['one', 'My old mattress gave me back pain, so I bought {a} {A} ___.', 'mattress', ['firmer', 'new']],
  ['one', 'The kettle has stopped working. We’ll have to get {a} {A} ___.', 'kettle', ['new', 'cheap']],
  ['one', 'This lamp isn’t bright enough for reading. I need {a} {A} ___.', 'lamp', ['brighter', 'stronger']],
  ['one', 'I spilt coffee on my shirt, so I changed into {a} {A} ___.', 'shirt', ['clean', 'fresh']],
  [
    'one',
    'This box is too small for all the books. Is there {a} {A} ___ in the garage?',
    'box',
    ['bigger', 'larger'],
  ],
  ['one', 'The nine o’clock train was cancelled, so we caught {a} {A} ___.', 'train', ['later', 'slower']],
  ['one', 'That film was too scary for the kids. Let’s watch {a} {A} ___.', 'film', ['funnier', 'different']],
  [
    'one',
    'My old job was boring, so I started looking for {a} {A} ___.',
    'job',
    ['new', 'better', 'different'],
  ],
  ['one', 'The dentist I used to go to has retired, so I need to find {a} {A} ___.', 'dentist', ['new']],
  ['ones', 'These shoes are too tight. Have you got any {A} ___?', 'shoes', ['bigger', 'wider', 'larger']],
  ['ones', 'My glasses are broken, so I need some {A} ___.', 'glasses', ['new']],
  ['ones', 'These towels are still wet. Can you bring me some {A} ___?', 'towels', ['dry', 'clean']],
  [
    'ones',
    'These batteries are dead. Are there any {A} ___ in the kitchen drawer?',
    'batteries',
    ['new', 'spare'],
  ],
  [
    'ones',
    'These curtains are too dark for the living room. Let’s buy some {A} ___.',
    'curtains',
    ['lighter', 'brighter'],
  ],
  ['ones', 'These grapes are a bit sour. Are there any {A} ___?', 'grapes', ['sweeter', 'riper']],
  ['ones', 'My jeans are too short now. I need some {A} ___.', 'jeans', ['longer', 'new']],
  [
    'ones',
    'Our kitchen chairs are old and wobbly, so we’re buying some {A} ___.',
    'chairs',
    ['new', 'stronger'],
  ],
  ['ones', 'The red tulips have all died, but the {A} ___ are still open.', 'tulips', ['yellow', 'white']],
  [
    'ones',
    'The big boxes are in the garage, and the {A} ___ are under the bed.',
    'boxes',
    ['small', 'smaller'],
  ],
  [
    'ones',
    'The old computers in our office are slow, but the {A} ___ are really fast.',
    'computers',
    ['new'],
  ],
  ['ones', 'I liked the first two episodes, but the {A} ___ were boring.', 'episodes', ['later', 'last']],
  [
    'ones',
    'The cheap headphones broke after a week, but the {A} ___ have lasted for years.',
    'headphones',
    ['expensive'],
  ],
  [
    'ones',
    'The white roses were beautiful, but the {A} ___ were my favourite.',
    'roses',
    ['pink', 'red', 'yellow'],
  ],
  ['ones', 'Our old neighbours were very noisy, but the {A} ___ are really quiet.', 'neighbours', ['new']],
  ['ones', 'We need more plates. Could you get some {A} ___ from the cupboard?', 'plates', ['clean', 'big']],
  ['ones', 'My trainers are worn out, so I’m going to buy some {A} ___.', 'trainers', ['new', 'cheap']],
  [
    'ones',
    'These gloves are too thin for winter. I need some {A} ___.',
    'gloves',
    ['warmer', 'thicker', 'woollen'],
  ],
  [
    'ones',
    'Our old windows let the cold in, so we’re putting in some {A} ___.',
    'windows',
    ['new', 'better'],
  ],
  ['ones', 'These cups are too small for soup. Use those {A} ___ in the cupboard.', 'cups', ['big', 'large']],
  ['ones', 'My old boots let in water, so I bought some {A} ___.', 'boots', ['waterproof', 'new']],
  [
    'ones',
    'The children have grown out of their bikes, so they need some {A} ___.',
    'bikes',
    ['bigger', 'new'],
  ],
  ['ones', 'The cheap seats were sold out, so we had to buy two {A} ___.', 'seats', ['expensive']],
  ['ones', 'I’ve got three black T-shirts and two {A} ___.', 'T-shirts', ['white', 'grey']],
  [
    'ones',
    'The house has two big bedrooms upstairs and two {A} ___ downstairs.',
    'bedrooms',
    ['small', 'smaller'],
  ],
  ['ones', 'We ordered two large pizzas and three {A} ___.', 'pizzas', ['small', 'medium']],
  ['ones', 'These paper bags keep breaking. Do you sell any {A} ___?', 'bags', ['stronger', 'plastic']],
  [
    'ones',
    'My old contact lenses hurt my eyes, so I’ve ordered some {A} ___.',
    'contact lenses',
    ['new', 'softer'],
  ],
  ['ones', 'Her running shoes fell apart, so she bought some {A} ___.', 'running shoes', ['new']],
  ['ones', 'These bananas are still green. Are there any {A} ___?', 'bananas', ['yellow', 'riper']],
  [
    'ones',
    'These chairs are too low for the table. Can we get some {A} ___?',
    'chairs',
    ['higher', 'taller'],
  ],
  [
    'ones',
    'Our old light bulbs used a lot of electricity, so we changed them for some {A} ___.',
    'light bulbs',
    ['new', 'better'],
  ],
  ['ones', 'The kids’ socks all have holes in them, so I need to buy some {A} ___.', 'socks', ['new']],
  [
    'ones',
    'The tomatoes in the shop are expensive, but the {A} ___ at the market are much cheaper.',
    'tomatoes',
    ['fresh', 'local'],
  ],
  ['ones', 'These keys don’t open the garage. Where are the {A} ___?', 'keys', ['old', 'spare']],
  [
    'ones',
    'My old sunglasses broke on holiday, so I bought some {A} ___ at the airport.',
    'sunglasses',
    ['new', 'cheap'],
  ],
  ['ones', 'The small eggs are for baking, and the {A} ___ are for breakfast.', 'eggs', ['big', 'large']],
  ['ones', 'Our old bookshelves were full, so we bought two {A} ___.', 'bookshelves', ['new', 'tall']],
  [
    'ones',
    'These apples are for the pie. Don’t eat them; eat those {A} ___ in the bowl.',
    'apples',
    ['red', 'green'],
  ],
  [
    'ones',
    'The expensive hotels were all full, so we looked for some {A} ___.',
    'hotels',
    ['cheaper', 'smaller'],
  ],
  [
    'ones',
    'These plants need a lot of sun, but the {A} ___ are happy in the shade.',
    'plants',
    ['small', 'green'],
  ],
  ['ones', 'The old photos are in albums, and the {A} ___ are all on my phone.', 'photos', ['new', 'recent']],
  ['ones', 'These jeans are the wrong size. Do you have any {A} ___?', 'jeans', ['smaller', 'bigger']],
  ['ones', 'The cheap pens ran out quickly, so this time I bought some {A} ___.', 'pens', ['better', 'good']],
  [
    'one',
    'My old coffee machine made terrible coffee, so I bought {a} {A} ___.',
    'coffee machine',
    ['new', 'better'],
  ],
  [
    'one',
    'The old heater in the guest room broke, so we’ve put {a} {A} ___ in there.',
    'heater',
    ['small', 'new'],
  ],
  [
    'one',
    'This frying pan is too small for six eggs. Pass me that {A} ___, please.',
    'frying pan',
    ['big', 'large'],
  ],
  [
    'one',
    'I can’t read the small print in this dictionary. Is there {a} {A} ___ in the library?',
    'dictionary',
    ['bigger', 'newer'],
  ],
  ['one', 'This bus is packed. Let’s wait for another ___.', 'bus'],
  [
    'one',
    'That bed in the shop was too hard, so we ordered {a} {A} ___ online.',
    'bed',
    ['softer', 'different'],
  ],
  ['one', 'I’ve finished my notebook. Could you buy me {a} {A} ___ on your way home?', 'notebook', ['new']],
  [
    'one',
    'There’s a hole in this bucket. Use that {A} ___ behind the door.',
    'bucket',
    ['blue', 'green', 'metal'],
  ],
  [
    'one',
    'Our car is too small for five people, so we’ve rented {a} {A} ___ for the holiday.',
    'car',
    ['bigger', 'larger'],
  ],
  ['one', 'If you’re cold, there’s {a} {A} ___ on the back of the chair.', 'blanket', ['warm', 'spare']],
  ['one', 'My desk is too small for two screens. I really need {a} {A} ___.', 'desk', ['bigger', 'wider']],
  ['one', 'I don’t have a printer at home, so I use ___ at the library.', 'printer'],
  ['one', 'We haven’t got a spare bed, but our neighbours can lend us ___.', 'bed'],
  ['one', 'My brother has never had a TV, and he isn’t planning to buy ___.', 'TV'],
  ['one', 'I forgot to bring a towel. Can I borrow ___ from you?', 'towel'],
  ['one', 'There’s no bottle opener in this kitchen. Have you got ___ in your bag?', 'bottle opener'],
  [
    'ones',
    'These apples are too sour for eating. Let’s buy some {A} ___ at the market.',
    'apples',
    ['sweeter', 'red'],
  ],
  [
    'ones',
    'The old curtains were too thin, so we bought some {A} ___ for the bedroom.',
    'curtains',
    ['thicker', 'darker'],
  ],
  ['ones', 'My kids’ wellies are too small now, so they need some {A} ___.', 'wellies', ['bigger', 'new']],
  [
    'ones',
    'The plastic cups blew away in the wind, so we used those {A} ___ from the car.',
    'cups',
    ['metal', 'paper'],
  ],
  ['ones', 'The first photos were blurry, but the {A} ___ are really good.', 'photos', ['last', 'later']],
  ['ones', 'The new trains are clean and fast, but the {A} ___ are always late.', 'trains', ['old']],
  [
    'ones',
    'The big shops in the centre are expensive, but the {A} ___ near the station are cheaper.',
    'shops',
    ['small', 'little'],
  ],
  ['ones', 'These pillows are too soft for me. Have you got any {A} ___?', 'pillows', ['firmer', 'harder']],
  [
    'ones',
    'The easy questions were at the start, and the {A} ___ were at the end.',
    'questions',
    ['difficult', 'hard'],
  ],
  ['ones', 'The old streetlights were very dim, but the {A} ___ are much brighter.', 'streetlights', ['new']],
  [
    'ones',
    'My earphones stopped working, so I bought some {A} ___ at the station.',
    'earphones',
    ['cheap', 'new'],
  ],
  [
    'ones',
    'These trousers are too warm for summer. I need some {A} ___.',
    'trousers',
    ['lighter', 'thinner'],
  ],
  [
    'ones',
    'The chicken sandwiches have all gone, but the {A} ___ are still on the plate.',
    'sandwiches',
    ['vegetarian'],
  ],
  [
    'ones',
    'The dark chocolates are mine, and the {A} ___ are for the children.',
    'chocolates',
    ['milk', 'white'],
  ],
  [
    'ones',
    'Our garden chairs are falling apart, so we’ve ordered four {A} ___.',
    'chairs',
    ['new', 'wooden'],
  ],
  [
    'ones',
    'The football boots he got for his birthday were too small, so we changed them for some {A} ___.',
    'boots',
    ['bigger'],
  ],
  [
    'ones',
    'These hangers are too weak for coats. Use those {A} ___ in the wardrobe.',
    'hangers',
    ['wooden', 'strong'],
  ],
  [
    'one',
    'My laptop is six years old and very slow, so I’m saving for {a} {A} ___.',
    'laptop',
    ['new', 'faster'],
  ],
  [
    'one',
    'This suitcase is too heavy to carry. I need {a} {A} ___ with wheels.',
    'suitcase',
    ['lighter', 'smaller'],
  ],
  ['one', 'The kettle in the office has broken, so we’ve ordered {a} {A} ___.', 'kettle', ['new', 'cheap']],
  [
    'one',
    'Our tent leaked all night, so we’re buying {a} {A} ___ for the next trip.',
    'tent',
    ['better', 'waterproof'],
  ],
  ['one', 'This knife won’t cut the bread. Pass me that {A} ___, please.', 'knife', ['big', 'sharp']],
  [
    'one',
    'My winter coat is too warm for April, so I wear {a} {A} ___ in spring.',
    'coat',
    ['lighter', 'thinner'],
  ],
  ['one', 'The hotel gave us a noisy room, so we asked for {a} {A} ___.', 'room', ['quieter', 'different']],
  ['one', 'This chair hurts my back. Can I sit on that {A} ___ by the window?', 'chair', ['soft', 'big']],
  ['one', 'My old mattress was too hard, so I bought {a} {A} ___.', 'mattress', ['softer', 'new']],
  [
    'one',
    'The printer in our office is always jammed, so we’ve asked for {a} {A} ___.',
    'printer',
    ['new', 'better'],
  ],
  ['one', 'This lamp is too dim for reading. I need {a} {A} ___.', 'lamp', ['brighter', 'stronger']],
  [
    'one',
    'Our sofa is too small for the whole family, so we want {a} {A} ___.',
    'sofa',
    ['bigger', 'larger'],
  ],
  ['one', 'This pen has run out. Could you lend me that {A} ___ on your desk?', 'pen', ['blue', 'black']],
  ['one', 'My bike was stolen last week, so I’m looking for {a} {A} ___.', 'bike', ['second-hand', 'cheap']],
  [
    'ones',
    'These shoes hurt my feet. I should have bought some {A} ___.',
    'shoes',
    ['comfortable', 'bigger'],
  ],
  [
    'ones',
    'The towels in the bathroom are wet. There are some {A} ___ in the cupboard.',
    'towels',
    ['dry', 'clean'],
  ],
  ['ones', 'These batteries are dead. Have you got any {A} ___?', 'batteries', ['new', 'spare']],
  [
    'ones',
    'These plates are too small for pizza. Use those {A} ___ on the top shelf.',
    'plates',
    ['big', 'large'],
  ],
  [
    'ones',
    'My reading glasses are too weak now, so I need some {A} ___.',
    'reading glasses',
    ['stronger', 'new'],
  ],
  ['ones', 'These tyres are worn out, so the garage is putting on some {A} ___.', 'tyres', ['new']],
  ['ones', 'These grapes are sour. Are there any {A} ___ in the fridge?', 'grapes', ['sweeter', 'green']],
  [
    'ones',
    'The blankets on the bed are too thin, so I’ve brought some {A} ___ from the cupboard.',
    'blankets',
    ['thicker', 'warmer'],
  ],
  [
    'ones',
    'My old trainers have holes in them, so I’m getting some {A} ___ this weekend.',
    'trainers',
    ['new'],
  ],
  ['ones', 'These carrots are soft. Let’s buy some {A} ___ at the market.', 'carrots', ['fresh', 'better']],
  [
    'ones',
    'These envelopes are too small for the photos. Have you got any {A} ___?',
    'envelopes',
    ['bigger', 'larger'],
  ],
  ['ones', 'The kids’ crayons are all broken, so I bought them some {A} ___.', 'crayons', ['new']],
  ['ones', 'These headphones are too big for a child. Do you sell any {A} ___?', 'headphones', ['smaller']],
  [
    'ones',
    'These boxes are too small for the books. Let’s use those {A} ___ in the garage.',
    'boxes',
    ['big', 'large'],
  ],
  ['ones', 'The flowers on the table have died, so I’ve bought some {A} ___.', 'flowers', ['fresh', 'new']],
  ['one', 'This jumper is too thin for the mountains. Pack {a} {A} ___.', 'jumper', ['warmer', 'thicker']],
  [
    'one',
    'My backpack is too small for a week away, so I’m borrowing {a} {A} ___.',
    'backpack',
    ['bigger', 'larger'],
  ],
  [
    'one',
    'The kitchen table is too small for eight people, so we’ve borrowed {a} {A} ___.',
    'table',
    ['bigger', 'longer'],
  ],
  ['one', 'This pillow is too flat. Is there {a} {A} ___ in the cupboard?', 'pillow', ['thicker', 'softer']],
  [
    'one',
    'My old mouse stopped working, so I’m using {a} {A} ___ from the office.',
    'mouse',
    ['spare', 'cheap'],
  ],
  ['one', 'Our old microwave broke last week, so we’ve bought {a} {A} ___.', 'microwave', ['new', 'cheap']],
  ['one', 'This towel is too small for the beach. Take that {A} ___ instead.', 'towel', ['big', 'large']],
  ['one', 'My hat blew away in the wind, so I had to buy {a} {A} ___.', 'hat', ['new', 'cheap']],
  [
    'one',
    'This ladder is too short for the roof. Get that {A} ___ from the garage.',
    'ladder',
    ['long', 'tall'],
  ],
  [
    'one',
    'Our flat is too small for a baby, so we’re looking for {a} {A} ___.',
    'flat',
    ['bigger', 'larger'],
  ],
  [
    'ones',
    'These glasses are too small for wine. Use those {A} ___ on the top shelf.',
    'glasses',
    ['big', 'tall'],
  ],
  ['ones', 'My son’s school shoes are too small again, so we need some {A} ___.', 'shoes', ['bigger', 'new']],
  [
    'ones',
    'The old chairs in the garden are broken, so we bought some {A} ___.',
    'chairs',
    ['new', 'plastic'],
  ],
  [
    'ones',
    'These sheets are too small for our bed. Have you got any {A} ___?',
    'sheets',
    ['bigger', 'larger'],
  ],
  [
    'ones',
    'These strawberries are not ripe yet. Are there any {A} ___ in the box?',
    'strawberries',
    ['red', 'riper'],
  ],
  ['ones', 'My old headphones broke, so I’ve bought some {A} ___.', 'headphones', ['new', 'cheap']],
  [
    'ones',
    'These pencils are too short to use. Take those {A} ___ in the drawer.',
    'pencils',
    ['long', 'new'],
  ],
  [
    'ones',
    'These shelves are too narrow for my books, so I’m putting up some {A} ___.',
    'shelves',
    ['wider', 'deeper'],
  ],
  ['ones', 'These boots are too heavy for walking. I need some {A} ___.', 'boots', ['lighter']],
  ['one', 'This bag is too small for my laptop. I need {a} {A} ___.', 'bag', ['bigger', 'larger']],
  [
    'one',
    'The umbrella I bought last week broke in the wind, so I got {a} {A} ___.',
    'umbrella',
    ['stronger', 'better'],
  ],
  [
    'one',
    'Our washing machine is very noisy, so we’re getting {a} {A} ___.',
    'washing machine',
    ['quieter', 'new'],
  ],
  ['one', 'My phone charger doesn’t work any more, so I need {a} {A} ___.', 'charger', ['new']],
  ['one', 'This glass is dirty. Can I have that {A} ___ on the shelf?', 'glass', ['clean', 'tall']],
  [
    'one',
    'Our old TV was too small, so we bought {a} {A} ___ for the living room.',
    'TV',
    ['bigger', 'larger'],
  ],
  ['one', 'My wallet is falling apart, so I’d like {a} {A} ___ for my birthday.', 'wallet', ['new']],
  [
    'one',
    'This saucepan is too small for the soup. Give me that {A} ___, please.',
    'saucepan',
    ['big', 'large'],
  ],
  [
    'one',
    'The dress she wore last year doesn’t fit any more, so she’s bought {a} {A} ___.',
    'dress',
    ['new', 'bigger'],
  ],
  ['ones', 'These socks are too thin for hiking. I need some {A} ___.', 'socks', ['thicker', 'warmer']],
  ['ones', 'The old keys don’t work since they changed the lock, so we need some {A} ___.', 'keys', ['new']],
  ['ones', 'These mugs are too small for tea. Use those {A} ___ by the sink.', 'mugs', ['big', 'large']],
  ['ones', 'The candles we bought have burnt down, so we need some {A} ___ for tonight.', 'candles', ['new']],
  ['ones', 'My work trousers are too tight now, so I’m buying some {A} ___.', 'trousers', ['bigger', 'new']],
  [
    'ones',
    'These potatoes are too small for baking. Are there any {A} ___?',
    'potatoes',
    ['bigger', 'larger'],
  ],
  [
    'ones',
    'The cheap brushes lost their hairs, so this time I bought some {A} ___.',
    'brushes',
    ['good', 'better'],
  ],
  ['ones', 'These lemons are hard and dry. Have you got any {A} ___?', 'lemons', ['juicier', 'fresher']],
  [
    'ones',
    'My old gardening gloves have holes in them, so I’ve ordered some {A} ___.',
    'gloves',
    ['new', 'thicker'],
  ],
  [
    'ones',
    'These chairs are too heavy to carry outside. Let’s take those {A} ___ from the kitchen.',
    'chairs',
    ['light', 'plastic'],
  ],
  // Issue 16 (the full catalogue): more bases, appended so the older skeleton ids stay.
  ['one', 'My suitcase broke at the airport, so I need {a} {A} ___.', 'suitcase', ['new', 'stronger']],
  ['one', 'This chair is too low for the desk. Is there {a} {A} ___?', 'chair', ['higher', 'taller']],
  ['one', 'Our sofa is falling apart. We’re saving for {a} {A} ___.', 'sofa', ['new', 'bigger']],
  ['one', 'My old mattress hurts my back, so I’ve ordered {a} {A} ___.', 'mattress', ['new', 'firmer']],
  ['one', 'This map is very old. Have you got {a} {A} ___?', 'map', ['newer', 'more recent']],
  ['one', 'The shirt is too small. Could I try {a} {A} ___?', 'shirt', ['bigger', 'larger']],
  ['one', 'Our car is too small for camping trips, so we want {a} {A} ___.', 'car', ['bigger', 'larger']],
  ['one', 'This towel is wet. Can I have {a} {A} ___?', 'towel', ['dry', 'clean']],
  ['one', 'My phone case is cracked, so I’ve bought {a} {A} ___.', 'phone case', ['new', 'stronger']],
  ['one', 'This tent leaks, so next summer we’ll take {a} {A} ___.', 'tent', ['new', 'better']],
  ['one', 'This table is too small for six people. Let’s sit at {a} {A} ___.', 'table', ['bigger', 'larger']],
  ['one', 'This ladder is too short to reach the roof. We need {a} {A} ___.', 'ladder', ['longer', 'taller']],
  [
    'one',
    'My winter coat is too heavy for spring, so I’m looking for {a} {A} ___.',
    'coat',
    ['lighter', 'thinner'],
  ],
  ['one', 'Our kettle takes ages to boil. Let’s get {a} {A} ___.', 'kettle', ['faster', 'new']],
  ['one', 'I haven’t got a bike, but my sister has ___.', 'bike'],
  ['one', 'If you need a torch, there’s ___ under the sink.', 'torch'],
  ['one', 'I’d always wanted a microwave, and I finally bought ___ last week.', 'microwave'],
  ['one', 'Is there a bank near here? — Yes, there’s ___ on the corner.', 'bank'],
  ['one', 'I don’t own a suit, so I borrowed ___ from my brother.', 'suit'],
  ['one', 'There’s no clock in the kitchen. We should buy ___.', 'clock'],
  ['one', 'Is there an apple left? — Yes, there’s ___ in the bowl.', 'apple'],
  ['ones', 'These shoes hurt my feet. I need some {A} ___.', 'shoes', ['comfortable', 'softer']],
  ['ones', 'These batteries are dead. Have you got any {A} ___?', 'batteries', ['new', 'fresh']],
  ['ones', 'My glasses are scratched, so I’m getting some {A} ___.', 'glasses', ['new']],
  [
    'ones',
    'These sheets are too small for our bed. Have you got any {A} ___?',
    'sheets',
    ['bigger', 'larger'],
  ],
  [
    'ones',
    'The old curtains let the light in, so we’ve bought some {A} ___.',
    'curtains',
    ['thicker', 'darker'],
  ],
  ['ones', 'These bananas are too green. Have you got any {A} ___?', 'bananas', ['yellow', 'riper']],
  [
    'ones',
    'These envelopes are too small for the photos. We need some {A} ___.',
    'envelopes',
    ['bigger', 'larger'],
  ],
  ['ones', 'These plates are chipped. Let’s use those {A} ___ in the cupboard.', 'plates', ['white', 'new']],
  ['ones', 'My running trainers are worn out, so I’ve ordered some {A} ___.', 'trainers', ['new']],
  ['ones', 'These pencils are blunt. Are there any {A} ___?', 'pencils', ['sharp', 'sharper']],
  [
    'ones',
    'These boots let the water in, so I need some {A} ___ for the winter.',
    'boots',
    ['new', 'waterproof'],
  ],
  [
    'ones',
    'The children’s gloves are too small now, so I’ll buy them some {A} ___.',
    'gloves',
    ['bigger', 'new'],
  ],
  ['ones', 'These strawberries are a bit sour. Are there any {A} ___?', 'strawberries', ['sweeter', 'riper']],
  [
    'ones',
    'Our plants died in the winter, so we bought some {A} ___ in the spring.',
    'plants',
    ['new', 'young'],
  ],
  ['ones', 'I’ve read all these books. Have you got any {A} ___?', 'books', ['new']],
  ['ones', 'The old windows let the cold in, so we’re putting in some {A} ___.', 'windows', ['new']],
  ['ones', 'These jeans are too tight. Have you got any {A} ___?', 'jeans', ['bigger', 'looser', 'larger']],
  [
    'one',
    'My umbrella blew inside out, so I bought {a} {A} ___ at the station.',
    'umbrella',
    ['new', 'stronger'],
  ],
  [
    'one',
    'This frying pan is too small for pancakes. Have you got {a} {A} ___?',
    'frying pan',
    ['bigger', 'larger'],
  ],
  [
    'one',
    'The printer in the office keeps breaking, so the boss has ordered {a} {A} ___.',
    'printer',
    ['new', 'better'],
  ],
  ['ones', 'These trousers are too long. Do you have any {A} ___?', 'trousers', ['shorter', 'smaller']],
  ['ones', 'These nails are too short for the shelf. We need some {A} ___.', 'nails', ['longer', 'bigger']],
  [
    'ones',
    'These pillows are too flat. Have you got any {A} ___?',
    'pillows',
    ['thicker', 'softer', 'bigger'],
  ],
  ['ones', 'These tyres are almost bald, so the garage is fitting some {A} ___.', 'tyres', ['new']],
  ['ones', 'These sunglasses are too dark for driving. I need some {A} ___.', 'sunglasses', ['lighter']],
  [
    'ones',
    'Those cheap earphones broke in a week, so I saved up for some {A} ___.',
    'earphones',
    ['good', 'better', 'proper'],
  ],
  ['ones', 'These knives are blunt. Are there any {A} ___ in the drawer?', 'knives', ['sharp', 'sharper']],
  [
    'ones',
    'My old reading glasses are too weak now, so I need some {A} ___.',
    'glasses',
    ['stronger', 'new'],
  ],
  ['ones', 'These towels are still damp. Are there any {A} ___ in the cupboard?', 'towels', ['dry', 'clean']],
  ['ones', 'These grapes are sour. Let’s buy some {A} ___ at the market.', 'grapes', ['sweeter', 'riper']],
  [
    'ones',
    'The old flower pots cracked in the frost, so we bought some {A} ___.',
    'flower pots',
    ['new', 'plastic'],
  ],
  [
    'ones',
    'These cushions are too hard. Have you got any {A} ___ for the sofa?',
    'cushions',
    ['softer', 'thicker'],
  ],
  ['ones', 'These hangers are too weak for coats. We need some {A} ___.', 'hangers', ['stronger', 'wooden']],
  [
    'ones',
    'These sandals hurt after an hour. I’m going to buy some {A} ___.',
    'sandals',
    ['comfortable', 'new'],
  ],
  ['one', 'This pillow is too thin. Could I have {a} {A} ___?', 'pillow', ['thicker', 'softer']],
  [
    'one',
    'This blanket isn’t warm enough. Is there {a} {A} ___ in the wardrobe?',
    'blanket',
    ['thicker', 'warmer'],
  ],
  ['one', 'My watch strap broke, so I ordered {a} {A} ___ online.', 'watch strap', ['new']],
];

/** The determiners and verbs that fix the number (as the one-ones-number guard reads them). */
const FIXED_BEFORE =
  /\b(a|an|another|this|that|these|those|some|any|two|three|several)\s+(\S+\s+)?___|___\s+(is|are|was|were|has|have|looks?)\b/;

function lineItems(): Item[] {
  const out: Item[] = [];
  ONE_LINES.forEach(([key, text, noun, adjs], li) => {
    for (const adj of adjs ?? [null]) {
      const filled = adj
        ? text.replace('{a} {A}', `${indefiniteArticle(adj)} ${adj}`).replace('{A}', adj)
        : text;
      const other = key === 'one' ? 'ones' : 'one';
      const wrong: Item['wrong'] = [];
      if (adj)
        wrong.push({ choice: key === 'one' ? 'it' : 'them', errorType: 'it-for-one', params: { noun } });
      // "Which it is yours?" is no English at all, not a reference slip: only the number is tested there.
      else if (!/Which ___/.test(filled))
        wrong.push({ choice: 'it', errorType: 'it-for-any-one', params: { noun } });
      if (FIXED_BEFORE.test(filled))
        wrong.push({
          choice: other,
          errorType: key === 'one' ? 'ones-for-singular' : 'one-for-plural',
          params: { noun },
        });
      out.push({
        text: filled,
        answer: key,
        wrong,
        ruleId: key,
        trigger: [noun],
        skeleton: `one-ones:line:${li}`,
      });
    }
  });
  return out;
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  THINGS.forEach(([sg, pl, adjs], ti) => {
    for (const adj of adjs) {
      const an = indefiniteArticle(adj);
      SG_FRAMES.forEach(([f, fixed, fit], fi) => {
        if (!fit.test(sg) || (fixed && fixed !== adj)) return;
        const text = f.replace('N', sg).replace('a ADJ', `${an} ADJ`).replace('ADJ', adj);
        out.push({
          text,
          answer: 'one',
          wrong: [
            { choice: 'ones', errorType: 'ones-for-singular', params: { noun: sg } },
            { choice: 'it', errorType: 'it-for-one', params: { noun: sg } },
          ],
          ruleId: 'one',
          trigger: [sg],
          skeleton: `one-ones:sg:${fi}:${ti}`,
        });
      });
      PL_FRAMES.forEach(([f, fixed, fit], fi) => {
        if (!fit.test(sg) || (fixed && fixed !== adj)) return;
        const text = f.replace('Ns', pl).replace('ADJ', adj);
        out.push({
          text,
          answer: 'ones',
          wrong: [
            { choice: 'one', errorType: 'one-for-plural', params: { noun: pl } },
            { choice: 'them', errorType: 'it-for-one', params: { noun: pl } },
          ],
          ruleId: 'ones',
          trigger: [pl],
          skeleton: `one-ones:pl:${fi}:${ti}`,
        });
      });
    }
  });
  return [...out, ...lineItems()];
}

export const oneOnesTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
