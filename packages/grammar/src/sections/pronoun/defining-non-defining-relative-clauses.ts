import { d, expand, type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './defining-non-defining-relative-clauses.json' with { type: 'json' };

/**
 * Defining and non-defining relative clauses: who, which, that, whose, where. Every sentence is authored;
 * {a|b} gives a few variants of one base (they share its skeleton). What is offered is chosen so that
 * exactly one word fits:
 * - after a comma (non-defining) "that" is always wrong, and is offered against who / which / whose /
 *   where; "whom" and "zero" are never offered (both would be right for objects);
 * - in a defining clause "which" and "that" are never offered together (both fit things), nor "who" and
 *   "that" (both fit people): the defining keys are "that" (after anything, everything, the only, a
 *   superlative) against what / who, and "who" against which / what;
 * - "which" for a whole clause (…, which surprised everyone) is offered against what / who, not "that"
 *   (", that surprised everyone" reads as two sentences joined by a comma, which some accept in speech).
 */
type K =
  | 'nd-who'
  | 'nd-which'
  | 'nd-whose'
  | 'nd-where'
  | 'clause-which'
  | 'd-that'
  | 'd-who'
  | 'd-whose'
  | 'd-where';

const BASES: Record<K, string[]> = {
  'nd-who': [
    'My {brother|cousin}, ___ lives in Canada, is a {doctor|dentist}.',
    'Our teacher, ___ is from {Scotland|Ireland}, speaks very fast.',
    'My grandmother, ___ is {ninety|eighty-five}, still walks every day.',
    "{Taras|Olena}, ___ I've known since school, is getting married in {June|May}.",
    'My boss, ___ I really like, is leaving the company {next month|in May}.',
    'Our neighbour, ___ works at the hospital, often comes home {late|after midnight}.',
    'Mr {Brown|Green}, ___ taught me maths, has just retired.',
    'My sister, ___ hates flying, is going to {Rome|Paris} by train.',
    '{Anna|Oksana}, ___ we met in {Paris|Prague}, sent us a postcard.',
    "My parents, ___ live in a small village, don't have a car.",
    'My friend {Max|Ivan}, ___ is a chef, cooked dinner for us.',
    'Our landlord, ___ lives upstairs, fixed the heating in {ten minutes|an hour}.',
    'Shakespeare, ___ was born in Stratford-upon-Avon, died in 1616.',
    'My uncle, ___ used to be a pilot, has flown all over the world.',
    'Our daughter, ___ is studying in {Kraków|Vienna}, comes home every summer.',
    'The winner, ___ was only {nineteen|seventeen}, burst into tears.',
    'My wife, ___ you met at the party, works in the same building as you.',
  ],
  'nd-which': [
    'Our flat, ___ we bought in {2019|2021}, is near the park.',
    'The Dnipro, ___ flows through Kyiv, is the longest river in Ukraine.',
    'My new phone, ___ cost a fortune, stopped working after a week.',
    'The museum, ___ opened in {1905|1890}, has a famous art collection.',
    'His latest book, ___ I read on holiday, is about his childhood.',
    'The train to Lviv, ___ usually leaves at {eight|seven}, was late today.',
    'This jacket, ___ I bought in the sales, was half price.',
    'The Eiffel Tower, ___ was built in 1889, is 330 metres tall.',
    'Our car, ___ is {fifteen|twenty} years old, has never broken down.',
    'The concert, ___ started at eight, finished after midnight.',
    'My old laptop, ___ I gave to my nephew, still works perfectly.',
    'The new bridge, ___ took five years to build, opens next week.',
    'Spanish, ___ is spoken in over twenty countries, is the language I want to learn next.',
    'The film, ___ lasts {three|nearly three} hours, is based on a true story.',
    'Her first novel, ___ she wrote at {nineteen|twenty}, became a bestseller.',
    'The old town, ___ is closed to cars, is full of cafés.',
    'Our garden, ___ gets the sun all day, is perfect for tomatoes.',
    'The Carpathians, ___ we visit every winter, are great for skiing.',
  ],
  'nd-whose': [
    "My neighbour, ___ dog barks all night, doesn't seem to care.",
    'Olena, ___ brother plays for Dynamo Kyiv, got us free tickets.',
    'The Smiths, ___ house is next to ours, are moving to {Canada|Spain}.',
    'My friend {Tom|Max}, ___ car was stolen last week, now cycles to work.',
    'Our teacher, ___ name I can never remember, is very kind.',
    'The author, ___ books have sold millions, lives in a small village.',
    'Mrs Green, ___ son is a doctor, lives on the ground floor.',
    'My grandfather, ___ parents came from Poland, speaks three languages.',
    'Taras, ___ sister I went to school with, is now a famous chef.',
    'The company, ___ products are sold all over the world, started in a garage.',
  ],
  'nd-where': [
    '{Lviv|Poltava}, ___ I grew up, is a beautiful city.',
    'The café, ___ we first met, has closed down.',
    'Odesa, ___ my grandparents live, is on the Black Sea.',
    'The hotel, ___ we stayed last summer, has a huge pool.',
    'Our office, ___ I spend most of the day, has no windows.',
    '{Kraków|Warsaw}, ___ my daughter studies, is only a few hours from Lviv.',
    'The market, ___ you can buy fresh fish every morning, is next to the port.',
    'Our kitchen, ___ we spend most evenings, is the warmest room in the house.',
  ],
  'clause-which': [
    'He passed all his exams, ___ surprised everyone.',
    'The train was {two|three} hours late, ___ meant we missed the wedding.',
    "She didn't call me back, ___ was a bit strange.",
    'They gave us free drinks, ___ was a nice surprise.',
    'I lost my keys again, ___ made me late for work.',
    'The shop was closed, ___ was annoying.',
    'Our flight was cancelled, ___ meant another night in the hotel.',
    'He forgot her birthday, ___ made her very upset.',
    'It rained all week, ___ was a pity.',
    'They won the match {5–0|4–0}, ___ nobody expected.',
    'My sister offered to drive us, ___ saved us a lot of money.',
    'The lift was broken again, ___ meant walking up ten floors.',
  ],
  'd-that': [
    'Is there anything ___ I can do to help?',
    "This is the best pizza ___ I've ever eaten.",
    'Everything ___ she said was true.',
    "The only thing ___ matters is that you're safe.",
    "It's the first car ___ I've ever bought.",
    'Have you got everything ___ you need?',
    'The photos ___ you sent me are lovely.',
    'The bus ___ goes to the station leaves every ten minutes.',
    'All ___ I want is a cup of tea.',
    'The soup ___ you made yesterday was delicious.',
    'Where are the keys ___ were on the table?',
    'The key ___ opens the garage is on the hook by the door.',
    "It was the worst holiday ___ we've ever had.",
    'Nothing ___ he said made sense.',
    'The food ___ they serve here is always fresh.',
    "That's the only word ___ I didn't understand.",
  ],
  'd-who': [
    'The man ___ fixed our roof did a great job.',
    'Do you know anyone ___ speaks Japanese?',
    'People ___ drive too fast are a danger to everyone.',
    'The woman ___ answered the phone was very helpful.',
    'Anyone ___ wants to come is welcome.',
    'I need someone ___ can look after my cat next week.',
    'The students ___ finished early went home.',
    'A pilot is someone ___ flies planes.',
    'The doctor ___ treated me was very kind.',
    'The neighbours ___ live above us are very quiet.',
    'The waiter ___ served us was from Lviv.',
  ],
  'd-whose': [
    'I know a man ___ daughter is a pilot.',
    "She's the actress ___ husband wrote this play.",
    'We stayed with a family ___ dog slept on our bed every night.',
    'The woman ___ bag I found gave me a reward.',
    'A widow is a woman ___ husband has died.',
    'The children ___ parents work late stay at the after-school club.',
  ],
  'd-where': [
    'This is the park ___ I learned to ride a bike.',
    "I'd like to live in a town ___ everyone knows each other.",
    'The village ___ my mother was born has only one shop.',
    'Is there a shop near here ___ I can buy stamps?',
    "That's the restaurant ___ Tom asked Anna to marry him.",
    'We need a room ___ twenty people can sit comfortably.',
    'The street ___ I live is very quiet at night.',
    'I remember the beach ___ we spent every summer as children.',
  ],
};

/**
 * Issue 16: more authored bases, built after the first ones (so their ids stay), skeleton `…:n<i>`. The same
 * rules hold: commas in the sentence force who / which / whose / where; a defining clause offers "that"
 * only against what / who (never which), "who" only against which / what (never that).
 */
const MORE: Record<K, string[]> = {
  'nd-who': [
    'My {aunt|grandmother|godmother}, ___ lives in Kharkiv, phones me every Sunday.',
    'Our English teacher, ___ comes from {Manchester|Dublin|Leeds}, is very patient.',
    'Dr {Kovalenko|Shevchenko|Bondar}, ___ has worked here for thirty years, is retiring in June.',
    'My best friend, ___ {is a nurse|works nights|has three children}, rarely has time to meet.',
    'Our plumber, ___ came {on a Sunday|at midnight|within an hour}, saved us from a flood.',
    '{Olena|Iryna|Sofia}, ___ sits next to me at work, is getting married in August.',
    'My grandfather, ___ {was a miner|built his own house|never learned to drive}, is ninety-two.',
    'Our new neighbours, ___ moved in last {week|month}, have {two dogs|a baby|three cats}.',
    'My son, ___ is {six|seven|eight}, can already read well.',
    'Their daughter, ___ studies medicine in {Lviv|Vienna|Berlin}, is coming home for Christmas.',
    'My mum, ___ {never|rarely} watches films, loved this one.',
    'Our coach, ___ used to play for {Dynamo Kyiv|Shakhtar}, is very strict.',
    'Mrs {Kovalenko|Petrenko|Melnyk}, ___ lives on the first floor, waters our plants when we are away.',
    'Mark, ___ {hates|can’t stand} cold weather, moved to {Spain|Portugal|Italy}.',
    'The bus driver, ___ had seen everything, called {an ambulance|the police}.',
  ],
  'nd-which': [
    'Our old car, ___ we sold last {year|spring|summer}, still drives past our house sometimes.',
    'My favourite café, ___ opens at {seven|half past seven}, makes the best croissants in town.',
    'This recipe, ___ my grandmother gave me, {takes only twenty minutes|needs only four ingredients}.',
    'The {blue|green|red} dress, ___ I wore at the wedding, is now too small.',
    'Our fridge, ___ is {ten|twelve} years old, is making a strange noise.',
    'The 8:15 train, ___ is usually packed, was almost empty this morning.',
    'Lviv, ___ is in western Ukraine, is famous for its coffee.',
    'The exam, ___ lasted {three|four} hours, was harder than I expected.',
    'His {new|latest} song, ___ he wrote in one night, is already on the radio.',
    'My laptop, ___ I bought {only|just} a year ago, keeps crashing.',
    'The festival, ___ takes place every {July|August}, attracts thousands of visitors.',
    'This sofa, ___ cost only two hundred euros, is really comfortable.',
    'Our flight, ___ was supposed to leave at {six|nine}, was delayed by {two|three} hours.',
    'Her wedding dress, ___ her mother made by hand, was beautiful.',
    'Mount Hoverla, ___ is the highest mountain in Ukraine, is just over 2,000 metres high.',
    'The Louvre, ___ was once a royal palace, is the most visited museum in the world.',
  ],
  'nd-whose': [
    'My colleague, ___ {wife|husband} is a chef, brings amazing lunches to work.',
    'Our neighbours, ___ {son|daughter} plays the drums, are very apologetic about the noise.',
    'The singer, ___ {first|second} album sold millions, is giving a concert in Kyiv.',
    'Ivan, ___ {parents|grandparents} own a farm, always brings us fresh eggs.',
    'My old teacher, ___ advice I {still|always} remember, taught me to love reading.',
    'Petro, ___ bike was stolen {yesterday|last night}, walked to school this morning.',
    'My aunt, ___ house is {by the sea|in the mountains|near a lake}, invites us every summer.',
    'Our landlady, ___ cat sleeps in the hallway, is very friendly.',
    'Anna, ___ {phone|laptop} had broken, borrowed mine for the evening.',
    'The company, ___ {office|head office} is in Lviv, is looking for developers.',
    'My uncle, ___ {jokes|stories} are always funny, is the life of every party.',
    'That writer, ___ books I {loved|read} as a child, is visiting our school.',
    'Our neighbour Mr {Melnyk|Bondar}, ___ wife died last year, lives alone now.',
  ],
  'nd-where': [
    'The library, ___ I {study|work|read} every afternoon, closes at eight.',
    '{Barcelona|Lisbon|Venice}, ___ we spent our honeymoon, is my favourite city.',
    'Our village, ___ {my father|my grandmother} was born, has only two hundred people.',
    'The gym, ___ I go {every morning|after work}, is open all night.',
    'Chernihiv, ___ my parents {live|grew up}, is two hours north of Kyiv.',
    'The school, ___ I {taught|worked} for ten years, is closing in June.',
    'Our country house, ___ we spend every summer, has no internet.',
    'The restaurant, ___ we had our wedding party, has a new chef.',
    'The park, ___ we walk the dog every morning, is full of chestnut trees.',
    'The hospital, ___ my sister {works|had her baby}, is on the other side of the river.',
    'Vienna, ___ {my brother studies|we lived for two years}, is a very clean city.',
  ],
  'clause-which': [
    'The bus didn’t come, ___ meant we had to walk {home|to school}.',
    'She failed her driving test again, ___ {surprised everyone|was a surprise}.',
    'My phone died in the middle of the call, ___ was really {embarrassing|annoying}.',
    'He apologised the next day, ___ was {nice of him|more than I expected}.',
    'They cancelled the concert at the last minute, ___ made the fans {angry|furious}.',
    'We got lost {twice|three times}, ___ added an hour to the journey.',
    'The hotel upgraded our room, ___ was a {lovely|pleasant} surprise.',
    'My son cleaned his room without being asked, ___ {never|rarely} happens.',
    'The heating broke in January, ___ meant {a very cold week|sleeping in our coats}.',
    'She speaks five languages, ___ is {amazing|very useful in her job}.',
    'The shop gave me a full refund, ___ I {didn’t expect|hadn’t expected}.',
    'It snowed in April, ___ is {unusual|rare} here.',
    'My brother forgot to lock the door, ___ {made our parents furious|was very careless}.',
    'We finished the project a week early, ___ pleased {the boss|our client|everyone}.',
    'The neighbours had a party until three in the morning, ___ meant nobody {slept|got any sleep}.',
  ],
  'd-that': [
    'This is the {funniest|saddest|best} film ___ I’ve seen this year.',
    'Is there anything ___ you {don’t eat|can’t eat}?',
    '{That|It} was the only question ___ I got wrong.',
    'She gave away everything ___ she {owned|didn’t need}.',
    'It’s the oldest building ___ is still standing in the city.',
    'Nothing ___ {I|we} said could change her mind.',
    'The first thing ___ I {saw|noticed} was the view.',
    'All the money ___ I earned that summer went on a new bike.',
    'Where’s the {book|charger|pen} ___ was on my desk?',
    'The cake ___ {you|she} brought was delicious.',
    'Did you get the message ___ I sent you {yesterday|last night}?',
    'The shoes ___ I bought online {don’t fit|are too small}.',
    'The best thing ___ happened this year was {the birth of my niece|our trip to Italy}.',
    'Is this the bus ___ goes to the {airport|station|city centre}?',
    'The medicine ___ the doctor gave me {works|helped} really well.',
    'Everything ___ {you|we} need is in this bag.',
    'It’s the {most expensive|cheapest} phone ___ the shop sells.',
    'Is there anything else ___ you {want|need} from the shop?',
    'That’s the {worst|best} idea ___ you’ve had all week.',
    'There isn’t much ___ {I|we} can do to help.',
    'It was the {longest|coldest} winter ___ anyone could remember.',
    'The only thing ___ worries me is the weather.',
    'Nothing ___ {she|he} cooks ever tastes bad.',
    'The plant ___ you gave me has {grown so much|finally flowered}.',
    'Where are the photos ___ {we|you} took on holiday?',
    'The {watch|ring} ___ I got from my grandfather is very special to me.',
    'It’s the first {book|song} ___ made me cry.',
    'This is the {biggest|hardest} decision ___ I’ve ever made.',
    'Everything ___ {happened|we saw} that day is still clear in my mind.',
    'The tea ___ they serve here comes from {China|Sri Lanka|India}.',
    'Did you find the keys ___ you {lost|were looking for}?',
    'The {letter|parcel} ___ arrived this morning is for you.',
    'The only language ___ {she|he} speaks well is English.',
  ],
  'd-who': [
    'The {man|woman} ___ lives next door is a {pilot|vet|lawyer}.',
    'I’ve got a friend ___ {can fix|repairs} old bikes.',
    'The people ___ work in this office are very friendly.',
    'Is there anyone here ___ {speaks|understands} Polish?',
    'The girl ___ {won|came second in} the race is only twelve.',
    'Children ___ read a lot usually {write|spell} well.',
    'The nurse ___ {looked after|took care of} my father was wonderful.',
    'We need a babysitter ___ can come on {Friday|Saturday} nights.',
    'The tourists ___ {asked|stopped} us for directions were from Japan.',
    'My brother is the kind of person ___ never forgets a birthday.',
    'The customer ___ {complained|called} this morning wants to speak to the manager.',
    'The actor ___ played {the king|the detective} was brilliant.',
    'Do you know the woman ___ is {talking|speaking} to your husband?',
  ],
  'd-whose': [
    'I’ve got a friend ___ {brother|sister} is a famous chef.',
    'That’s the man ___ car {was stolen|broke down} outside our house.',
    'We met a couple ___ {children|kids} go to our son’s school.',
    'Is this the student ___ {essay|project} won the prize?',
    'She’s the neighbour ___ {dog|cat} keeps coming into our garden.',
    'A vet is a doctor ___ patients are animals.',
    'I talked to a woman ___ husband works with my dad.',
    'We rented a flat from a family ___ {son|daughter} lives in Canada.',
    'He’s the writer ___ {books|novels} my daughter loves.',
    'The boy ___ phone I found {came|ran} back to thank me.',
  ],
  'd-where': [
    '{This|That} is the café ___ we had our first date.',
    'Do you know a place ___ we can park for free?',
    'The {town|village|street} ___ I grew up has changed a lot.',
    'That’s the hospital ___ {I|my sister|my son} was born.',
    'Is there a room ___ I can {charge my phone|get changed}?',
    'We found a {beach|lake} ___ there were no other people.',
    'I know a shop ___ you can get this cheaper.',
    'This is the office ___ my {father|grandfather} worked until he retired.',
    'Remember the hotel ___ we stayed in Rome?',
    'The stadium ___ the final {is|will be} played holds 60,000 people.',
  ],
};

/**
 * Issue 16, "the full catalogue": more authored bases, built after MORE (skeleton `…:g<i>`), with the same
 * rules. A defining "that" key follows a thing (never a person, where who is right too); a defining "who"
 * key follows a person (which and what are wrong, that is never offered).
 */
const GROWN: Record<K, string[]> = {
  'nd-who': [
    'My {aunt|uncle}, ___ {has never been abroad|doesn’t like travelling}, is coming to Paris with us.',
    'The {lifeguard|swimming teacher}, ___ had seen the boy fall in, jumped into the water at once.',
    'Our postman, ___ {knows|has met} everyone in the village, always stops for a chat.',
    'My piano teacher, ___ is {seventy|seventy-five}, still gives concerts.',
    'My {cousin|colleague|neighbour} {Dmytro|Andriy}, ___ runs marathons, is incredibly fit.',
    'Our doctor, ___ {always listens carefully|never rushes her patients}, is moving to another clinic.',
    'My grandmother, ___ {taught|showed} me how to bake, still makes bread every week.',
    'The manager, ___ {had promised|said} to call me back, never did.',
    'My brother-in-law, ___ works {in a bank|for an airline|at the airport}, is always busy.',
    'Our guide, ___ spoke {perfect English|four languages}, showed us the old town.',
    'The taxi driver, ___ {knew|seemed to know} every street in the city, got us there in ten minutes.',
    'My best friend from school, ___ now lives in {Canada|Australia|Japan}, is visiting next month.',
    'Our old head teacher, ___ {retired|left} last year, still comes to school concerts.',
    'Mr {Savchenko|Tkachenko}, ___ repairs shoes on our street, is eighty years old.',
    'My dentist, ___ {is very gentle|always tells jokes}, makes me feel less nervous.',
    'The pianist, ___ was only {twelve|fourteen}, played without any music.',
    'Our cleaner, ___ comes on {Tuesdays|Fridays}, has a key to the flat.',
  ],
  'nd-which': [
    'The {red|yellow} umbrella, ___ I left on the train, was a present from my wife.',
    'The village shop, ___ {sells|has} almost everything, closes at {five|six} on Saturdays.',
    'Our holiday flat, ___ {has|comes with} a sea view, costs less than a hotel room.',
    'My running shoes, ___ I {bought|got} in March, are already worn out.',
    'Our kitchen table, ___ my grandfather made, is over fifty years old.',
    'The Black Sea, ___ borders Ukraine, is very warm in August.',
    'The number 7 bus, ___ {stops|runs} outside our house, goes straight to the centre.',
    'My bike, ___ I {bought|got} second-hand, has never needed repairs.',
    'This coat, ___ I’ve had for {ten|twelve} years, is still warm.',
    'The meeting, ___ was supposed to last an hour, went on until {six|seven}.',
    'Our new sofa, ___ arrived {yesterday|on Monday}, is too big for the room.',
    'The castle, ___ {dates from|was built in} the fourteenth century, is open to visitors.',
    'Her first car, ___ she bought for {five|six} hundred euros, lasted twelve years.',
    'This soup, ___ {is|tastes} even better the next day, is my mother’s recipe.',
    'The museum café, ___ {overlooks|looks out over} the river, is a lovely place for lunch.',
    'The Kyiv metro, ___ opened in 1960, has some very deep stations.',
    'Our washing machine, ___ {broke down|stopped working} last week, is finally fixed.',
  ],
  'nd-whose': [
    'Oksana, ___ {mother|father} is a dentist, never eats sweets.',
    'The hotel owner, ___ {dog|parrot} greets every guest, is a real character.',
    'My colleague Ivan, ___ {desk|computer} is always a mess, somehow never loses anything.',
    'My friend {Oleh|Serhiy}, ___ wife is a pilot, often flies with her for free.',
    'Our neighbour, ___ {garden|roses} won a prize last year, gives us flowers every summer.',
    'The old man, ___ wallet I found {on the bus|in the park}, sent me a thank-you card.',
    'My cousin, ___ {band|group} plays at weddings, can play six instruments.',
    'The chef, ___ {recipes|dishes} are famous all over the country, comes from Odesa.',
    'Our boss, ___ {office|desk} is next to mine, can hear every phone call I make.',
    'The artist, ___ paintings {hang|are shown} in the National Museum, lives in our street.',
    'Mrs Brown, ___ {cat|dog} we feed every summer, is going abroad again.',
    'My sister, ___ {twins|kids} are three, hasn’t slept properly for years.',
    'The footballer, ___ goal won the {match|final}, is only eighteen.',
    'Our teacher, ___ {husband|brother} is a journalist, often brings newspapers to class.',
    'The Browns, ___ {flat|house} was flooded, are staying with us for a week.',
  ],
  'nd-where': [
    'The {market|square}, ___ we bought our souvenirs, was full of tourists.',
    'My grandparents’ village, ___ {I spent|we spent} every summer, is now almost empty.',
    'The {clinic|surgery}, ___ I had my vaccination, is open on Saturdays.',
    'Kharkiv, ___ my {father|mother} studied, has a famous university.',
    'The bakery on the corner, ___ we buy our bread, opens at six.',
    'Our cottage, ___ we grow {potatoes|tomatoes|strawberries}, is an hour from the city.',
    'The swimming pool, ___ I {swim|train} three times a week, is closed for repairs.',
    'Rome, ___ {we spent our holiday|my cousin lives}, was incredibly hot in July.',
    'The airport, ___ we waited for {six|seven} hours, had no free seats.',
    'My old school, ___ my mother {still teaches|taught for years}, is a hundred years old this year.',
    'The little salon, ___ I get my hair cut, has moved to {a new street|the shopping centre}.',
    'The island, ___ {there are|you won’t find} any cars, is very quiet.',
    'Our local park, ___ the children {play|ride their bikes} after school, has a new playground.',
    'The office canteen, ___ we have lunch every day, has terrible coffee.',
    'Krakow, ___ {we stopped for a night|our train broke down}, has a beautiful old square.',
  ],
  'clause-which': [
    'The plumber came {on a Sunday|on a bank holiday}, ___ I really didn’t expect.',
    'Our son phoned us from the airport, ___ {was a relief|calmed us down}.',
    'The film ended {suddenly|without a proper ending}, ___ annoyed the audience.',
    'She offered to look after our cat, ___ {was very kind|saved us a lot of trouble}.',
    'My neighbour mowed his lawn at seven on Sunday, ___ {woke|annoyed} everyone.',
    'The printer broke {again|this morning}, ___ meant I had to print everything at home.',
    'She remembered my name after ten years, ___ {surprised me|was really touching}.',
    'The waiter forgot our order, ___ {had never happened there before|was strange}.',
    'We missed the last {train|bus}, ___ meant we had to take a taxi.',
    'He paid for everyone’s dinner, ___ was very generous.',
    'The internet was down all day, ___ {meant nobody could work from home|was a disaster for my work}.',
    'My daughter got the {highest|best} mark in the class, ___ made us very proud.',
    'The match went to penalties, ___ {was very exciting|kept everyone on the edge of their seats}.',
    'They painted their house bright pink, ___ {the neighbours didn’t like|surprised the neighbours}.',
    'He arrived an hour late, ___ {was typical of him|didn’t surprise anyone}.',
    'Our train stopped in a field for two hours, ___ nobody could explain.',
    'The price of petrol went up again, ___ {affects|worries} everyone.',
  ],
  'd-that': [
    'The last {bus|train} ___ {goes|runs} to our village leaves at eleven.',
    'It was the {hottest|wettest} summer ___ {we’ve|I’ve} had for years.',
    'Is there anything ___ {doesn’t|won’t} fit in the car?',
    'The only {room|table} ___ was free was next to the kitchen.',
    'It’s the {best|worst} coffee ___ I’ve ever tasted.',
    'Everything ___ I know about {cooking|gardening} I learned from my grandmother.',
    'The only thing ___ I {forgot|left behind} was my toothbrush.',
    'That was the {strangest|funniest} dream ___ I’ve ever had.',
    'The few things ___ {I|we} packed fitted in one small bag.',
    'The last film ___ I saw at the cinema was {terrible|really boring}.',
    'There’s something ___ I need to tell you.',
    'It’s the only {shop|café} in town ___ {stays|is} open after ten.',
    'Is that all ___ you’ve got?',
    'The little money ___ we had left was enough for a sandwich.',
    'I was {six|seven} the first time ___ I saw the sea.',
    'This is the same bag ___ I lost last {year|summer}!',
    'The only road ___ {leads|goes} to the village was closed.',
    'Everything ___ you see in this shop is handmade.',
  ],
  'd-who': [
    'Anyone ___ finishes the test early can {go home|leave}.',
    'The {nurse|doctor} ___ took my blood was very gentle.',
    'I don’t trust people ___ {never|rarely} laugh.',
    'The {man|woman} ___ sold us the car was very honest.',
    'I’d like to speak to the person ___ is in charge.',
    'Is there anybody ___ can help me {carry|move} this box?',
    'The students ___ passed the test got a certificate.',
    'People ___ live in glass houses shouldn’t throw stones.',
    'The mechanic ___ {repaired|looked at} my car says it needs new brakes.',
    'A baker is a person ___ makes bread and cakes.',
    'The girl ___ sits next to me {at work|in the office} is from Kherson.',
    'The passengers ___ {missed|were late for} the flight were put on the next one.',
    'My grandfather was a man ___ never complained.',
    'The runner ___ came first {broke|set} a new record.',
    'I once met a woman ___ {has|had} climbed Everest.',
    'The guests ___ arrived late missed the speeches.',
  ],
  'd-whose': [
    'We need someone ___ {English|French} is really good.',
    'That’s the boy ___ {dog|cat} got lost last week.',
    'I spoke to a student ___ {project|essay} was about climate change.',
    'I have a neighbour ___ {son|daughter} is an astronaut.',
    'The man ___ {wallet|keys} I found was very grateful.',
    'She’s the teacher ___ class won the competition.',
    'An orphan is a child ___ parents have died.',
    'Do you know the family ___ house {burned down|was flooded} last week?',
    'He’s the singer ___ {songs|voice} I can’t stand.',
    'We spoke to a farmer ___ {cows|sheep} had escaped onto the road.',
    'The girl ___ {bike|scooter} was stolen went to the police.',
    'I’ve got a colleague ___ {wife|husband} is from Brazil.',
    'That’s the company ___ {app|software} we use at work.',
    'They’re the neighbours ___ {party|music} kept us awake.',
    'He’s the author ___ {last|new} book won a big prize.',
  ],
  'd-where': [
    'Is there a shop near here ___ I can buy {a charger|batteries}?',
    'That’s the {café|restaurant} ___ we met for the first time.',
    'We stayed in a village ___ {nobody|no one} spoke English.',
    'This is the street ___ {I|we} lived as {a child|children}.',
    'Is there a café nearby ___ we can sit outside?',
    'I’d love to see the house ___ the poet was born.',
    'We need a place ___ the children can play safely.',
    'That’s the corner ___ the accident happened.',
    'This is the room ___ {we|I} keep the old photos.',
    'Do you know a garage ___ they can fix it today?',
    'She works in a shop ___ they sell old maps.',
    'The lake ___ we {swim|go swimming} in summer freezes in winter.',
    'That’s the bench ___ {we always sit|we used to sit} at lunchtime.',
    'I want to find a gym ___ there are never too many people.',
    'The hotel ___ we spent our honeymoon has closed.',
  ],
};

/** The key and its two wrong words, each with its error type, per kind of clause. */
const PLAN: Record<K, { answer: string; ruleId: string; wrong: [string, string][] }> = {
  'nd-who': {
    answer: 'who',
    ruleId: 'non-defining',
    wrong: [
      ['that', 'that-in-non-defining'],
      ['which', 'which-for-person'],
    ],
  },
  'nd-which': {
    answer: 'which',
    ruleId: 'non-defining',
    wrong: [
      ['that', 'that-in-non-defining'],
      ['who', 'who-for-thing'],
    ],
  },
  'nd-whose': {
    answer: 'whose',
    ruleId: 'whose',
    wrong: [
      ['that', 'that-in-non-defining'],
      ['who', 'who-for-whose'],
    ],
  },
  'nd-where': {
    answer: 'where',
    ruleId: 'where',
    wrong: [
      ['that', 'that-in-non-defining'],
      ['which', 'which-without-preposition'],
    ],
  },
  'clause-which': {
    answer: 'which',
    ruleId: 'clause-which',
    wrong: [
      ['what', 'what-as-relative'],
      ['who', 'who-for-thing'],
    ],
  },
  'd-that': {
    answer: 'that',
    ruleId: 'defining',
    wrong: [
      ['what', 'what-as-relative'],
      ['who', 'who-for-thing'],
    ],
  },
  'd-who': {
    answer: 'who',
    ruleId: 'defining',
    wrong: [
      ['which', 'which-for-person'],
      ['what', 'what-as-relative'],
    ],
  },
  'd-whose': {
    answer: 'whose',
    ruleId: 'whose',
    wrong: [
      ['who', 'who-for-whose'],
      ['which', 'which-for-person'],
    ],
  },
  'd-where': {
    answer: 'where',
    ruleId: 'where',
    wrong: [
      ['which', 'which-without-preposition'],
      ['what', 'what-as-relative'],
    ],
  },
};

/** The words before the gap that the clause is about ("My brother", "The train was two hours late"). */
const headOf = (text: string): string => (text.split(' ___')[0] ?? '').replace(/,$/, '');

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  // The later lists come after the first so the rng calls and skeleton ids of the older lines stay; the
  // prefix keeps their skeleton ids apart.
  const lists: [Record<K, string[]>, string][] = [
    [BASES, ''],
    [MORE, 'n'],
    [GROWN, 'g'],
  ];
  for (const [list, prefix] of lists) {
    for (const kind of Object.keys(list) as K[]) {
      const plan = PLAN[kind];
      list[kind].forEach((base, i) => {
        for (const text of rng.shuffle(expand(base)).slice(0, 3)) {
          const head = headOf(text);
          out.push({
            text,
            answer: plan.answer,
            wrong: plan.wrong.map(([w, e]) => d(w, e, { head })),
            ruleId: plan.ruleId,
            trigger: [kind.startsWith('nd') || kind === 'clause-which' ? `${head},` : head],
            skeleton: `relative-clauses:${kind}:${prefix}${i}`,
          });
        }
      });
    }
  }
  return out;
}

export const definingNonDefiningRelativeClauses: TopicDef = makeTopic(copy, { target: 760, build: items });
