import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './plural-nouns.json' with { type: 'json' };

/**
 * Nouns by where they fit, and frames for each group with a number or "two/several/many" that forces the
 * plural. Nouns with two accepted plurals (scarf, hoof, cactus, mosquito, zero, person/persons…) are left out.
 */
const GROUPS: [string[], string[]][] = [
  [
    [
      'potato',
      'tomato',
      'peach',
      'cherry',
      'strawberry',
      'sandwich',
      'loaf',
      'box of eggs',
      'bunch of bananas',
      'sausage',
    ],
    [
      'We need three ___ for the recipe.',
      'I bought two ___ at the market.',
      'There are five ___ in the bag.',
      'Can you get a few ___ on your way home?',
    ],
  ],
  [
    ['knife', 'dish', 'glass', 'cup', 'spoon', 'box', 'match', 'brush', 'shelf', 'tray'],
    [
      'We need six more ___ for the party.',
      'There are two ___ on the table.',
      'She washed all the ___.',
      'How many ___ have we got?',
    ],
  ],
  [
    ['child', 'woman', 'man', 'baby', 'family', 'lady', 'hero', 'thief', 'wife', 'boy'],
    [
      'There were twenty ___ at the meeting.',
      'I saw two ___ in the park.',
      'Several ___ were waiting outside.',
      'The police caught three ___.',
    ],
  ],
  [
    ['sheep', 'goose', 'mouse', 'horse', 'calf', 'wolf', 'fox', 'donkey', 'turkey', 'pony'],
    ['My uncle has ten ___ on his farm.', 'We saw some ___ near the river.', 'How many ___ did you count?'],
  ],
  [
    ['tooth', 'foot'],
    ['Brush your ___ twice a day.', 'My ___ hurt after the long walk.'],
  ],
  [
    [
      'city',
      'country',
      'day',
      'party',
      'holiday',
      'bus',
      'church',
      'beach',
      'key',
      'toy',
      'photo',
      'piano',
      'radio',
      'video',
      'zoo',
      'roof',
      'cliff',
      'life',
      'leaf',
      'watch',
      'dictionary',
      'address',
      'dress',
      'kilo',
      'video game',
    ],
    [
      'She has visited fifteen ___.',
      'I have two ___ to show you.',
      'There are many ___ like this.',
      'We saw dozens of ___.',
    ],
  ],
  [
    ['bus', 'lorry', 'ferry', 'bicycle', 'van', 'coach', 'ambulance'],
    [
      'We saw three ___ outside the station.',
      'There were two ___ in the car park.',
      'How many ___ does the company have?',
    ],
  ],
  [
    ['church', 'library', 'factory', 'hotel', 'university', 'museum', 'bakery', 'pharmacy', 'supermarket'],
    [
      'There are four ___ in our town.',
      'The city has several new ___.',
      'They are building two ___ near the river.',
    ],
  ],
  [
    [
      'policeman',
      'secretary',
      'housewife',
      'nurse',
      'businessman',
      'waitress',
      'dentist',
      'journalist',
      'firefighter',
      'boss',
    ],
    ['There were ten ___ at the meeting.', 'We need two more ___.', 'The reporter interviewed five ___.'],
  ],
  [
    ['shoe', 'sock', 'dress', 'watch', 'glove', 'tie', 'belt', 'blouse'],
    [
      'She bought three new ___ in the sale.',
      'I’ve lost two ___ this week.',
      'How many ___ are you taking on holiday?',
    ],
  ],
  [
    ['sofa', 'shelf', 'bookcase', 'bench', 'armchair', 'desk', 'lamp', 'wardrobe'],
    [
      'We need two new ___ for the living room.',
      'The shop sells ___ of all sizes.',
      'There are three ___ in the hall.',
    ],
  ],
];

/** Frames that only suit some nouns: keep "visited fifteen ___" for places, and so on. */
const FITS: Record<string, RegExp> = {
  'The police caught three ___.': /^(thief|man|woman|boy)$/,
  'My uncle has ten ___ on his farm.': /^(sheep|goose|horse|calf|donkey|turkey|pony)$/,
  'We saw some ___ near the river.': /^(sheep|goose|horse|wolf|fox|donkey|pony)$/,
  'We need six more ___ for the party.': /^(knife|dish|glass|cup|spoon|tray)$/,
  'She washed all the ___.': /^(knife|dish|glass|cup|spoon|brush|tray)$/,
  'There are two ___ on the table.': /^(knife|dish|glass|cup|spoon|box|match|brush|tray)$/,
  'I saw two ___ in the park.': /^(child|woman|man|baby|family|lady|boy)$/,
  'There were twenty ___ at the meeting.': /^(child|woman|man|family|lady|boy)$/,
  'Several ___ were waiting outside.': /^(child|woman|man|family|lady|boy)$/,
  'She has visited fifteen ___.': /^(city|country|beach|church|zoo)$/,
  'I have two ___ to show you.': /^(photo|video|dress|key|toy|dictionary|watch|video game|address)$/,
  'There are many ___ like this.': /^(city|church|beach|roof|cliff|zoo|bus|watch|dress|toy|piano|radio)$/,
  'We saw dozens of ___.': /^(bus|church|beach|cliff|leaf|roof|photo|toy|video)$/,
  'How many ___ does the company have?': /^(bus|lorry|ferry|van|coach)$/,
  'We need two more ___.': /^(secretary|nurse|waitress|dentist|journalist|firefighter)$/,
  'There were ten ___ at the meeting.':
    /^(policeman|secretary|housewife|nurse|businessman|journalist|firefighter|boss)$/,
  // A reporter interviews people (an article only quotes them), and not five fellow journalists.
  'The reporter interviewed five ___.':
    /^(policeman|housewife|nurse|businessman|waitress|dentist|firefighter)$/,
  // Feet are not brushed and teeth do not hurt after a walk; a ferry is not in a car park; a recipe takes
  // vegetables and fruit, not sandwiches, loaves or bunches of bananas.
  'Brush your ___ twice a day.': /^tooth$/,
  'My ___ hurt after the long walk.': /^foot$/,
  'There were two ___ in the car park.': /^(bus|lorry|bicycle|van|coach|ambulance)$/,
  'We saw three ___ outside the station.': /^(bus|lorry|bicycle|van|coach|ambulance)$/,
  'We need three ___ for the recipe.': /^(potato|tomato|peach|cherry|strawberry|sausage)$/,
  'There are three ___ in the hall.': /^(bench|armchair|desk|lamp|wardrobe|bookcase)$/,
  'There are four ___ in our town.':
    /^(church|library|factory|hotel|university|museum|bakery|pharmacy|supermarket)$/,
};

/**
 * Issue 16: authored bases, one skeleton each, with the nouns that suit that very sentence. The plural is
 * forced by a number, a plural verb, both/these/several/many, or a pronoun that refers back (them, they).
 * No noun with two accepted plurals (scarf, hoof, cactus, mosquito, volcano, mango, fish, person, penny, bus
 * variants), and no sentence where the singular also reads well (wash the dish, their first tooth).
 */
export const AUTHORED: [string[], string][] = [
  [['child'], 'Olena has three ___, and they all play the piano.'],
  [['child'], 'The ___ are playing in the garden.'],
  [['child', 'boy'], 'These ___ are in my daughter’s class.'],
  [['woman', 'man'], 'Two ___ were talking at the bus stop.'],
  [['man'], 'It took four ___ to carry the piano up the stairs.'],
  [['woman'], 'All the ___ in my family are tall.'],
  [['tooth'], 'The dentist says I have two bad ___.'],
  [['tooth'], 'She brushes her ___ after every meal.'],
  [['foot'], 'My ___ are cold. Where are my slippers?'],
  [['mouse'], 'The cat caught two ___ last night.'],
  [['goose'], 'A family of ___ lives by the lake.'],
  [['sheep'], 'The ___ are in the field behind the farm.'],
  [['deer'], 'We saw four ___ in the forest this morning.'],
  [['policeman', 'policewoman'], 'Two ___ were standing at the corner.'],
  [['businesswoman', 'businessman'], 'The conference was full of ___ from all over Europe.'],
  [['knife'], 'We need six ___ and six forks for dinner.'],
  [['wife'], 'The two brothers came to lunch with their ___.'],
  [['life'], 'The firefighters saved many ___ last year.'],
  [['leaf'], 'In autumn, the ___ turn yellow and red.'],
  [['loaf'], 'The baker makes a hundred ___ every morning.'],
  [['thief'], 'The police caught both ___ at the airport.'],
  [['shelf'], 'My dad put up three new ___ in the kitchen.'],
  [['wolf'], 'At night we could hear ___ howling in the mountains.'],
  [['calf'], 'The cows had four ___ this spring.'],
  [['half'], 'Cut the apple into two ___.'],
  [['roof'], 'After the storm, many ___ in the village needed repairs.'],
  [['cliff'], 'The ___ along this coast are very high.'],
  [['city', 'country'], 'She has lived in five different ___.'],
  [['baby'], 'The nurse looks after six ___ at night.'],
  [['lady'], 'Two elderly ___ asked me for directions.'],
  [['party', 'wedding'], 'We’ve been to three ___ this month.'],
  [['story'], 'My grandfather tells wonderful ___ about his childhood.'],
  [['library', 'pharmacy', 'supermarket'], 'There are two ___ near my flat.'],
  [['country'], 'How many ___ have you visited?'],
  [['family'], 'Five ___ live in this building.'],
  [['strawberry', 'cherry'], 'We picked two kilos of ___ at the farm.'],
  [['butterfly'], 'The garden is full of ___ in summer.'],
  [['fly'], 'There are so many ___ in the kitchen! Close the window.'],
  [['hobby'], 'What are your ___?'],
  [['activity'], 'The hotel offers lots of ___ for children.'],
  [['memory'], 'I have lots of happy ___ of that summer.'],
  [['battery'], 'The remote control needs two new ___.'],
  [['company', 'factory'], 'Three big ___ have closed in our town this year.'],
  [['key'], 'I’ve lost my ___ again. Have you seen them?'],
  [['day', 'night'], 'We stayed in Rome for four ___.'],
  [['boy', 'girl'], 'Both ___ play in the school football team.'],
  [['toy'], 'The children left their ___ all over the floor.'],
  [['monkey'], 'There were dozens of ___ in the trees.'],
  [['journey'], 'Both ___ took about six hours.'],
  [['guy'], 'Two ___ from my office are coming to the party.'],
  [['essay'], 'I have to write three ___ this week.'],
  [['box'], 'We packed all our books into ten ___.'],
  [['glass', 'cup'], 'Could you put four ___ on the table?'],
  [['match', 'game'], 'The team has won five ___ in a row.'],
  [['sandwich'], 'I made two cheese ___ for lunch.'],
  [['dish', 'cup', 'plate'], 'There are dirty ___ all over the kitchen.'],
  [['wish'], 'Best ___ for your birthday!'],
  [['beach'], 'This island has some of the best ___ in Europe.'],
  [['bench'], 'There are several ___ in the park by the river.'],
  [['address'], 'Please write both ___ on the form.'],
  [['class', 'lesson'], 'I have three ___ on Monday morning.'],
  [['fox'], 'We saw two ___ in the garden last night.'],
  [['lunch'], 'The school kitchen makes three hundred ___ a day.'],
  [['quiz', 'test'], 'We had two ___ in English this week.'],
  [['switch'], 'Which of these ___ turns on the light?'],
  [['toothbrush'], 'We need two new ___ for the bathroom.'],
  [['potato', 'carrot'], 'Peel the ___ and cut them into small pieces.'],
  [['tomato'], 'These ___ are from my grandmother’s garden.'],
  [['hero'], 'The firefighters were the real ___ of the day.'],
  [['photo'], 'I took hundreds of ___ on holiday.'],
  [['piano'], 'The music school has ten ___ for its students.'],
  [['video'], 'My son watches cooking ___ every evening.'],
  [['kilo'], 'I’ve lost three ___ since January.'],
  [['kangaroo'], 'We saw lots of ___ in Australia.'],
  [['studio'], 'The old factory now has six small ___ for artists.'],
  [['sister', 'brother'], 'I have two ___ and a cousin who lives with us.'],
  [['year'], 'My parents have lived in this flat for thirty ___.'],
  [['painting'], 'The museum has over a thousand ___.'],
  [['language'], 'How many ___ do you speak?'],
  [['ticket'], 'She bought three ___ for the concert.'],
  [['grandmother', 'grandfather'], 'Both my ___ live in villages.'],
  [['minute'], 'It takes twenty ___ to get to work.'],
  [['church', 'castle'], 'The old town has several beautiful ___.'],
  [['tooth'], 'Our little boy has just lost two front ___.'],
  [['woman', 'man'], 'How many ___ work in your office?'],
  [['child'], 'The playground was full of ___ after school.'],
  [['knife', 'spoon'], 'The ___ are in the top drawer.'],
  [['leaf'], 'The wind blew the ___ all over the garden.'],
  [['shelf'], 'The ___ in the library are full of old books.'],
  [['wolf', 'fox'], 'There are ___ in these woods, so keep the dog on a lead.'],
  [['life'], 'Smartphones have changed our ___.'],
  [['city'], 'Kyiv and Lviv are both beautiful ___.'],
  [['baby'], 'Both ___ were born in the same hospital.'],
  [['party'], 'The children love birthday ___.'],
  [['library'], 'Most ___ in the city open at nine.'],
  [['diary'], 'My grandmother kept ___ for fifty years.'],
  [['fairy'], 'In the story, three ___ visit the princess.'],
  [['lorry'], 'Big ___ are not allowed in the town centre.'],
  [['body'], 'Our ___ need sleep to stay healthy.'],
  [['day'], 'The ___ are getting shorter now.'],
  [['key'], 'How many ___ are on your key ring?'],
  [['toy', 'game'], 'The shop sells old ___ and books.'],
  [['valley'], 'The river runs through two green ___.'],
  [['holiday'], 'We have two school ___ a year: in winter and in summer.'],
  [['box', 'bag'], 'Put the ___ in the car; they aren’t heavy.'],
  [['watch'], 'My grandfather collects old ___.'],
  [['bus', 'coach'], 'Two ___ were waiting outside the hotel.'],
  [['dress'], 'She tried on five ___ before she chose one.'],
  [['match'], 'How many ___ did your team win last season?'],
  [['sandwich'], 'The café sells ___ and salads.'],
  [['dish'], 'The restaurant serves ___ from all over the world.'],
  [['brush'], 'The artist keeps her ___ in a jar.'],
  [['kiss'], 'The grandchildren sent their grandmother lots of ___.'],
  [['peach', 'pear'], 'The ___ in this shop are always ripe.'],
  [['beach'], 'The ___ here are clean and quiet.'],
  [['bench'], 'The old ___ in the square were painted green.'],
  [['church'], 'How many ___ are there in the old town?'],
  [['address'], 'I have two email ___: one for work and one for home.'],
  [['class'], 'Our school offers evening ___ for adults.'],
  [['tomato', 'potato'], 'My grandfather grows ___ in his garden.'],
  [['hero'], 'The two ___ of the story are brothers.'],
  [['photo'], 'Can you send me the ___ from the wedding?'],
  [['radio', 'piano'], 'Both ___ in the shop window are very old.'],
  [['zoo'], 'There are two ___ in the city.'],
  [['kilo'], 'We bought five ___ of apples at the market.'],
  [['sheep'], 'My uncle keeps about fifty ___ on the hill behind his house.'],
  [['mouse'], 'There were ___ in the old barn.'],
  [['goose'], 'Some ___ flew over the lake.'],
  [['foot'], 'My ___ hurt after standing all day at work.'],
  [['child'], 'How many ___ are there in your class?'],
  [['man', 'woman'], 'Most of the ___ at the party were dancing.'],
  [['knife', 'fork'], 'Could you put the clean ___ away, please? They’re on the table.'],
  [['loaf', 'cake'], 'My mum baked three ___ for the school fair.'],
  [['thief', 'man'], 'Two ___ broke into the shop last night.'],
  [['wife', 'husband'], 'The footballers’ ___ sat together at the match.'],
  [['calf', 'lamb'], 'The farm has six new ___ this spring.'],
  [['half'], 'The two ___ of the match were very different.'],
  [['leaf'], 'Rake up the ___ before it rains.'],
  [['city', 'town'], 'The train stops at four ___ on the way to Odesa.'],
  [['baby', 'child'], 'Both my sisters had ___ last year.'],
  [['story', 'book'], 'Read me two ___ before I go to sleep, please.'],
  [['country'], 'Both ___ have beautiful mountains.'],
  [['family'], 'Many ___ come to the park at the weekend.'],
  [['strawberry', 'cherry', 'peach'], 'These ___ are so sweet!'],
  [['party'], 'Our neighbours have noisy ___ every Friday.'],
  [['activity', 'game'], 'The teacher planned three ___ for the lesson.'],
  [['battery'], 'My phone’s ___ don’t last long any more.'],
  [['lady', 'woman'], 'The ___ in the choir wear long blue dresses.'],
  [['university', 'college'], 'She applied to five ___ and got into all of them.'],
  [['key', 'coin'], 'There are three ___ in my pocket.'],
  [['day'], 'I’ll be back in a few ___.'],
  [['boy', 'child'], 'The ___ are having a snowball fight outside.'],
  [['toy'], 'Please put your ___ back in the box.'],
  [['journey', 'trip'], 'We made two long ___ by train last summer.'],
  [['donkey', 'horse'], 'The tourists rode ___ up the hill.'],
  [['turkey', 'goose'], 'The farmer sells ___ at Christmas.'],
  [['box'], 'How many ___ are you taking to the new flat?'],
  [['watch', 'ring'], 'The jeweller repairs old ___.'],
  [['dress', 'skirt'], 'She made both ___ herself.'],
  [['bus', 'tram'], 'How many ___ go past your house?'],
  [['glass', 'bottle'], 'The ___ are in the cupboard above the sink.'],
  [['match'], 'We watched three football ___ on TV at the weekend.'],
  [['sandwich', 'pie'], 'Who made all these ___?'],
  [['church', 'museum'], 'We visited three ___ on our first day in Rome.'],
  [['wish'], 'Thank you for all your kind ___.'],
  [['address', 'number'], 'I keep all my friends’ ___ in a notebook.'],
  [['tomato', 'potato'], 'Add two ___ and a little salt.'],
  [['photo', 'video'], 'She posts ___ of her cat every day.'],
  [['piano', 'radio'], 'My uncle repairs old ___.'],
  [['echo'], 'In the cave, we could hear the ___ of our voices.'],
  [['hero'], 'In the film, the ___ save the city.'],
  [['tooth'], 'How many ___ does an adult have?'],
  [['foot'], 'The baby’s ___ are so tiny!'],
  [['mouse', 'rat'], 'The old house was full of ___.'],
  [['sheep', 'cow'], 'We saw hundreds of ___ on the hills in Wales.'],
  [['man', 'woman'], 'Three ___ from our village run the marathon every year.'],
  [['child'], 'Her ___ are all grown up now.'],
  // Issue 16, "the full catalogue": more bases, one skeleton each, every plural from morph/.
  [['man', 'woman'], 'Three ___ in orange jackets were fixing the road.'],
  [['woman', 'man', 'lady'], 'The two ___ at the next table were speaking Polish.'],
  [['mouse', 'bird'], 'Our cat brings ___ into the house and leaves them on the mat.'],
  [['deer', 'fox'], 'Two ___ ran across the road in front of our car.'],
  [['knife', 'pencil'], 'All the ___ in this drawer are very sharp.'],
  [['life'], 'The new hospital will save hundreds of ___.'],
  [['leaf'], 'The tree in our garden loses all its ___ in October.'],
  [['loaf'], 'Can you buy two ___ of bread on your way home?'],
  [['thief', 'man', 'boy'], 'Two ___ stole her bag on the metro.'],
  [['shelf'], 'All the ___ in the fridge are full.'],
  [['wolf'], 'A pack of ___ lives in the forest near the village.'],
  [['half'], 'Both ___ of the film were exciting.'],
  [['cook', 'waiter'], 'The restaurant has three ___ and a manager.'],
  [['giraffe', 'lion', 'rhino'], 'We saw five ___ at the safari park.'],
  [['city'], 'Madrid and Barcelona are the biggest ___ in Spain.'],
  [['country'], 'Poland and Ukraine are neighbouring ___.'],
  [['puppy'], 'Our dog had five ___ last week.'],
  [['lady', 'woman'], 'The ___ in my book club meet every Tuesday.'],
  [['story', 'poem'], 'The book has twelve short ___ by Ukrainian writers.'],
  [['family'], 'Both ___ came to the wedding.'],
  [['strawberry', 'raspberry', 'cherry'], 'I picked a bowl of ___ in the garden.'],
  [['butterfly', 'bee'], 'There are lots of ___ on the flowers today.'],
  [['hobby'], 'She has two ___: painting and swimming.'],
  [['memory'], 'This old photo brings back lots of ___.'],
  [['battery'], 'Do you have any spare ___ for the torch?'],
  [['factory', 'company'], 'Many ___ in this area make furniture.'],
  [['key'], 'Both ___ are on the hook by the door.'],
  [['day', 'week'], 'It rained for three ___ without stopping.'],
  [['boy', 'girl'], 'Two ___ from my class won a prize.'],
  [['toy'], 'The shop sells wooden ___ for babies.'],
  [['monkey'], 'The ___ at the zoo were eating bananas.'],
  [['essay', 'test'], 'The teacher marked all our ___ over the weekend.'],
  [['box', 'bag'], 'The ___ are too heavy for me to lift.'],
  [['glass', 'plate', 'cup'], 'I broke two ___ while I was washing up.'],
  [['sandwich', 'pie'], 'We made twenty ___ for the picnic.'],
  [['dish', 'drink'], 'The waiter brought three ___ to our table.'],
  [['beach'], 'Two of the ___ near the hotel have a blue flag.'],
  [['class'], 'The school has four ___ of thirty students.'],
  [['fox'], 'Two ___ live under our neighbour’s shed.'],
  [['potato'], 'Boil the ___ for twenty minutes, then mash them.'],
  [['tomato'], 'Cut the ___ in half and put them on the pizza.'],
  [['hero'], 'Superman and Batman are my son’s favourite ___.'],
  [['photo'], 'We printed all the ___ from our trip.'],
  [['piano'], 'There are two ___ in the school hall.'],
  [['video'], 'My daughter makes funny ___ of our dog.'],
  [['tattoo'], 'He has three ___ on his arm.'],
  [['bus'], 'Three ___ go to the airport from here.'],
  [['watch'], 'My brother has two ___, but he’s always late.'],
  [['bush'], 'There are some rose ___ in front of the house.'],
  [['torch'], 'Take two ___ with you; it’s very dark in the cave.'],
  [['witch', 'ghost'], 'The children dressed up as ___ for Halloween.'],
  [['branch'], 'The storm broke several ___ off the old tree.'],
  [['actress', 'princess'], 'The two ___ wore beautiful dresses.'],
  [['lens'], 'I need new ___ for my glasses.'],
  [['trolley'], 'All the ___ at the supermarket were in use.'],
  [['chimney', 'bedroom'], 'The old house has four ___.'],
  [['lily', 'daisy'], 'She picked some ___ from the garden.'],
  [['pony', 'donkey'], 'The children rode ___ on the beach.'],
  [['spy'], 'The film is about two ___ in Berlin.'],
  [['dictionary', 'calculator'], 'The students can use their ___ in the exam.'],
  [['cookie', 'biscuit'], 'My grandmother baked two dozen ___.'],
  [['tie'], 'My dad has dozens of ___ but only wears one.'],
  [['pie'], 'The bakery sells meat ___ and cakes.'],
  [['movie', 'film'], 'We watched three ___ on the plane.'],
  [['canoe', 'boat'], 'You can rent ___ at the lake.'],
  [['salesman', 'man'], 'Two ___ knocked on our door today.'],
  [['child'], 'How many ___ does your sister have?'],
  [['foot'], 'I’ve been walking all day, and my ___ are killing me.'],
  [['wife'], 'Henry VIII had six ___.'],
  [['sheep', 'cow'], 'A few ___ were standing in the road.'],
  [['man', 'woman'], 'These ___ work at the factory with my dad.'],
  [['child'], 'Both ___ go to the same school.'],
  [['baby'], 'The ___ in the hospital were all asleep.'],
  [['goose', 'duck'], 'The children fed bread to the ___; there were at least twenty of them.'],
  [['tooth'], 'The dentist took out two of my ___.'],
  [['student', 'teacher'], 'Most ___ at our school come by bus.'],
  [['house', 'tree'], 'The ___ on this street are over a hundred years old.'],
  [['family', 'brother'], 'The two ___ next door argue all the time.'],
  [['day'], 'How many ___ are there in a week?'],
  [['dish', 'saucer'], 'The cups and ___ are in the cupboard.'],
  [['station'], 'Our town has two ___ and a small airport.'],
  [['bird'], 'The ___ were singing in the trees.'],
  [['goose', 'turkey', 'donkey'], 'The farmer keeps ___ and chickens.'],
  [['woman'], 'There are three ___ in my family: my mum, my sister and me.'],
  [['policeman', 'fireman', 'businessman'], 'My brothers are both ___.'],
  [['plate', 'knife', 'dish'], 'Put the ___ in the dishwasher, please; they’re dirty.'],
  [['shoe', 'dress'], 'These ___ are too small for me now.'],
  [['story', 'joke'], 'Our teacher told us three funny ___.'],
  [['flat'], 'She has lived in four ___ since she left school.'],
  [['shop', 'beach'], 'The ___ were full of people on Saturday.'],
  [['bunch'], 'We bought two ___ of flowers for our teacher.'],
  [['clove'], 'The recipe needs three ___ of garlic.'],
  [['piece', 'slice'], 'He ate two ___ of cake.'],
  [['bottle', 'glass'], 'Three ___ of wine were on the table.'],
  [['exam', 'meeting'], 'I’ve got two ___ this week: one on Tuesday and one on Friday.'],
  [['hour'], 'The train was two ___ late.'],
  [['wall'], 'The ___ of the old castle are very thick.'],
  [['bridge'], 'Kyiv has several ___ across the Dnipro.'],
  [['church', 'tower'], 'From the hill you can see three ___.'],
  [['thief'], 'The ___ got away in a red car, but the police caught them later.'],
  [['knife', 'fork', 'spoon'], 'Each table needs four ___.'],
  [['party'], 'How many ___ did you go to last December?'],
  [['wish'], 'My grandmother sends you her best ___.'],
  [['box'], 'We need more ___ for the move.'],
  [['dress', 'blouse'], 'The shop has lovely summer ___ this year.'],
  [['city'], 'Which two ___ would you like to visit?'],
  [['baby'], 'Both ___ have blue eyes.'],
  [['leaf'], 'The children collected autumn ___ for their art project.'],
  [['loaf'], 'The bakery sold all its ___ by ten o’clock.'],
  [['shelf'], 'We need more ___ for all these books.'],
  [['life'], 'The two sisters lead very different ___.'],
  [['half'], 'Fold the paper into two ___.'],
  [['mouse'], 'Two ___ live behind the fridge.'],
  [['tooth'], 'Sharks have hundreds of ___.'],
  [['goose'], 'Wild ___ fly south every autumn.'],
  [['deer'], 'Several ___ were eating grass at the edge of the forest.'],
  [['man', 'woman'], 'Both ___ were wearing red coats.'],
  [['child'], 'The ___ were singing Christmas songs.'],
  [['fly', 'wasp'], 'The ___ are annoying the guests on the terrace.'],
  [['cherry'], 'These ___ are from our tree.'],
  [['activity'], 'The children did lots of fun ___ at the camp.'],
  [['university'], 'Both ___ accepted my daughter.'],
  [['library'], 'Two ___ in the city are open on Sundays.'],
];

/** Wrong plurals from the usual learner rules, minus any real or accepted form. */
function wrongPlurals(noun: string, right: string): Wrong[] {
  const head = noun.split(' ')[0] ?? noun;
  const rest = noun.slice(head.length);
  const out = new Map<string, string>();
  const add = (w: string, type: string) => {
    const full = `${w}${rest}`;
    if (full !== right && !out.has(full)) out.set(full, type);
  };
  add(`${head}s`, 'plural-just-s');
  if (/(s|x|ch|sh)$/.test(head)) add(`${head}s`, 'plural-missing-es');
  if (/y$/.test(head))
    add(
      /[aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`,
      /[aeiou]y$/.test(head) ? 'plural-y-after-vowel' : 'plural-y-to-ies',
    );
  if (/o$/.test(head)) add(right.endsWith('oes') ? `${head}s` : `${head}es`, 'plural-o');
  if (/[^f]fe?$/.test(head))
    add(right.includes('ves') ? `${head}s` : head.replace(/fe?$/, 'ves'), 'plural-f-ves');
  if (right.split(' ')[0] === head) add(`${head}es`, 'plural-extra-es');
  add(head, 'singular-after-number');
  return [...out.entries()]
    .filter(([w]) => !(noun === 'roof' && w === 'rooves'))
    .slice(0, 3)
    .map(([choice, errorType]) => ({ choice, errorType, params: { noun, plural: right } }));
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  GROUPS.forEach(([nouns, frames], gi) => {
    frames.forEach((frame, fi) => {
      const fit = FITS[frame];
      for (const noun of nouns) {
        if (fit && !fit.test(noun)) continue;
        const right = plural(noun);
        const wrong = wrongPlurals(noun, right);
        if (wrong.length === 0) continue;
        const irregular =
          !/(s|es)$/.test(right.split(' ')[0] ?? '') || /ves$/.test(right.split(' ')[0] ?? '');
        out.push({
          text: frame.replace('___', `___ (${noun})`),
          answer: right,
          wrong: rng.shuffle(wrong),
          ruleId: irregular
            ? 'irregular'
            : /ies$/.test(right.split(' ')[0] ?? '')
              ? 'y-ies'
              : /es$/.test(right.split(' ')[0] ?? '')
                ? 'es'
                : 's',
          trigger: [
            frame.match(
              /\b(three|two|five|a few|six|all the|How many|twenty|Several|ten|some|fifteen|many|dozens of|your|My)\b/,
            )?.[0] ?? triggerOf(frame, right.split(' ')[0] ?? right),
          ],
          skeleton: `plural:${gi}:${fi}`,
        });
      }
    });
  });
  AUTHORED.forEach(([nouns, frame], i) => {
    for (const noun of nouns) {
      const right = plural(noun);
      const wrong = wrongPlurals(noun, right);
      if (wrong.length === 0) continue;
      const head = right.split(' ')[0] ?? '';
      out.push({
        text: frame.replace('___', `___ (${noun})`),
        answer: right,
        wrong: rng.shuffle(wrong),
        ruleId: ruleOf(noun, right),
        trigger: [triggerOf(frame, head)],
        skeleton: `plural:a${i}`,
      });
    }
  });
  return out;
}

/** The rule a plural shows: irregular (and -ves), -ies, -es or -s. */
function ruleOf(noun: string, right: string): string {
  const head = right.split(' ')[0] ?? '';
  if (!/(s|es)$/.test(head) || /ves$/.test(head) || !head.startsWith(noun.slice(0, -1))) return 'irregular';
  return /ies$/.test(head) ? 'y-ies' : /es$/.test(head) && !/[aeiou]s$/.test(head.slice(0, -1)) ? 'es' : 's';
}

/**
 * The word of a base that forces the plural: a number, both/these/many…, a plural verb; otherwise the plural
 * itself, whose sense the sentence fixes (brushes her teeth, collects old watches).
 */
function triggerOf(frame: string, head: string): string {
  return (
    frame.match(
      /\b(two|three|four|five|six|ten|twenty|thirty|fifty|hundred|hundreds of|thousand|dozens of|both|Both|These|these|several|many|Many|most|Most|all|All|lots of|full of|some of|Some|How many|Which of these|are|were|them|they|live|lives|turn|need|have|take)\b/,
    )?.[0] ?? head
  );
}

export const pluralNounsTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
