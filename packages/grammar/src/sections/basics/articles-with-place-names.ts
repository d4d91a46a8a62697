import { type Item, makeTopic, ZERO } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import copy from './articles-with-place-names.json' with { type: 'json' };

/** Place names by category; the category fixes the article. */
type Cat =
  | 'country'
  | 'the-country'
  | 'city'
  | 'continent'
  | 'river'
  | 'sea'
  | 'range'
  | 'mount'
  | 'lake'
  | 'desert'
  | 'islands';
const NAMES: Record<Cat, string[]> = {
  country: [
    'France',
    'Poland',
    'Canada',
    'Japan',
    'Italy',
    'Spain',
    'Germany',
    'Greece',
    'Turkey',
    'Portugal',
    'Norway',
    'Egypt',
    'Mexico',
    'Brazil',
    'India',
    'China',
    'Georgia',
    'Croatia',
  ],
  'the-country': [
    'United States',
    'United Kingdom',
    'Netherlands',
    'Czech Republic',
    'Philippines',
    'United Arab Emirates',
    'Dominican Republic',
  ],
  city: [
    'Paris',
    'Rome',
    'Lisbon',
    'Prague',
    'Vienna',
    'Warsaw',
    'Berlin',
    'Lviv',
    'Odesa',
    'Kharkiv',
    'London',
    'Madrid',
    'Barcelona',
    'Istanbul',
    'Tokyo',
    'New York',
  ],
  continent: ['Europe', 'Asia', 'Africa', 'South America', 'Australia'],
  river: ['Thames', 'Dnipro', 'Danube', 'Rhine', 'Seine', 'Nile', 'Amazon', 'Vistula'],
  sea: ['Black Sea', 'Mediterranean', 'Atlantic', 'Pacific', 'Baltic Sea', 'Red Sea', 'Indian Ocean'],
  range: ['Alps', 'Carpathians', 'Himalayas', 'Andes', 'Pyrenees', 'Rocky Mountains'],
  mount: ['Mount Everest', 'Mount Kilimanjaro', 'Mount Etna', 'Mount Hoverla', 'Mount Fuji'],
  lake: ['Lake Geneva', 'Lake Como', 'Lake Baikal', 'Lake Victoria'],
  desert: ['Sahara', 'Gobi'],
  islands: ['Canaries', 'Maldives', 'Bahamas', 'Seychelles'],
};
const THE = new Set<Cat>(['the-country', 'river', 'sea', 'range', 'desert', 'islands']);
const FRAMES: Record<Cat, string[]> = {
  country: [
    'We travelled around ___ X last summer.',
    'Have you ever been to ___ X?',
    'My cousin lives in ___ X.',
  ],
  'the-country': [
    'We travelled around ___ X last summer.',
    'Have you ever been to ___ X?',
    'My cousin lives in ___ X.',
  ],
  city: ['We spent a weekend in ___ X.', 'Have you ever been to ___ X?', 'The flight to ___ X was delayed.'],
  continent: ['She has travelled all over ___ X.', 'Have you ever been to ___ X?'],
  river: ['We took a boat trip on ___ X.', 'The city stands on ___ X.'],
  sea: ['We went swimming in ___ X.', 'The ship sailed across ___ X.'],
  range: ['They went hiking in ___ X.', 'We flew over ___ X.'],
  mount: ['They climbed ___ X last year.', 'Have you ever seen ___ X?'],
  lake: ['We had a picnic by ___ X.', 'The hotel has a view of ___ X.'],
  desert: ['They crossed ___ X by jeep.', 'It almost never rains in ___ X.'],
  islands: ['We spent our honeymoon in ___ X.', 'Have you ever been to ___ X?'],
};
const WHY: Record<Cat, string> = {
  country: 'country',
  'the-country': 'plural-country',
  city: 'city',
  continent: 'continent',
  river: 'river',
  sea: 'sea',
  range: 'range',
  mount: 'mountain',
  lake: 'lake',
  desert: 'desert',
  islands: 'islands',
};

/**
 * Authored bases (issue 16), one skeleton each: a sentence with ___ X and the names of one kind it is said
 * with; the kind fixes the article (REASON in explain/templates.ts says why). Only names whose article
 * every standard variety agrees on: no (the) Ukraine, (the) Sudan, (the) Hague, no bridges (Tower Bridge but
 * the Golden Gate Bridge), no Tate.
 */
type PlaceLine = [text: string, kind: PlaceKind, names: string[]];
type PlaceKind =
  | 'river'
  | 'sea'
  | 'range'
  | 'desert'
  | 'islands'
  | 'plural-country'
  | 'of-name'
  | 'landmark'
  | 'museum'
  | 'region'
  | 'canal'
  | 'country'
  | 'city'
  | 'continent'
  | 'mountain'
  | 'lake'
  | 'street'
  | 'park'
  | 'island'
  | 'station'
  | 'named-building';
const THE_KINDS = new Set<PlaceKind>([
  'river',
  'sea',
  'range',
  'desert',
  'islands',
  'plural-country',
  'of-name',
  'landmark',
  'museum',
  'region',
  'canal',
]);
export const PLACE_LINES: PlaceLine[] = [
  ['Our hotel room had a view of ___ X.', 'river', ['Danube', 'Seine', 'Thames']],
  ['Lots of bridges cross ___ X in the city centre.', 'river', ['Seine', 'Dnipro', 'Vltava']],
  ['Kyiv stands on both banks of ___ X.', 'river', ['Dnipro']],
  ['We went kayaking on ___ X last summer.', 'river', ['Dniester', 'Danube', 'Desna']],
  ['The longest river in Africa is ___ X.', 'river', ['Nile']],
  ['The ferry takes you across ___ X in ten minutes.', 'river', ['Mississippi', 'Dnipro']],
  ['We spent a week on a sailing boat in ___ X.', 'sea', ['Mediterranean', 'Aegean', 'Adriatic']],
  ['Odesa is a big port on ___ X.', 'sea', ['Black Sea']],
  ['Thousands of ships cross ___ X every year.', 'sea', ['Atlantic', 'Pacific', 'Baltic Sea']],
  ['The water in ___ X is really warm in August.', 'sea', ['Black Sea', 'Mediterranean', 'Red Sea']],
  ['The island is in the middle of ___ X.', 'sea', ['Pacific', 'Indian Ocean', 'Atlantic']],
  ['We go skiing in ___ X every winter.', 'range', ['Alps', 'Carpathians', 'Dolomites']],
  ['Their village is high up in ___ X.', 'range', ['Andes', 'Pyrenees', 'Carpathians']],
  ['My dream is to go trekking in ___ X.', 'range', ['Himalayas', 'Andes', 'Rocky Mountains']],
  ['In the past, camels carried salt across ___ X.', 'desert', ['Sahara', 'Gobi']],
  ['We took a jeep tour of ___ X.', 'desert', ['Sahara', 'Atacama']],
  ['They’re going sailing around ___ X in June.', 'islands', ['Canaries', 'Azores', 'Balearic Islands']],
  ['My cousin works at a hotel in ___ X.', 'islands', ['Maldives', 'Bahamas', 'Seychelles']],
  ['She moved to ___ X to study.', 'plural-country', ['Netherlands', 'United States', 'United Kingdom']],
  ['The flight to ___ X takes about three hours.', 'plural-country', ['Netherlands', 'Czech Republic']],
  ['Tulips are one of the symbols of ___ X.', 'plural-country', ['Netherlands']],
  [
    'My uncle has lived in ___ X for twenty years.',
    'plural-country',
    ['United States', 'Philippines', 'United Arab Emirates'],
  ],
  [
    'We took a photo in front of ___ X.',
    'of-name',
    ['Tower of London', 'Statue of Liberty', 'Palace of Versailles'],
  ],
  ['Storms often hit the coast of ___ X in autumn.', 'of-name', ['Gulf of Mexico', 'Bay of Biscay']],
  ['You can walk along part of ___ X.', 'of-name', ['Great Wall of China']],
  ['The ferry to ___ X leaves every hour.', 'of-name', ['Isle of Wight', 'Isle of Man']],
  ['We spent a whole day at ___ X.', 'of-name', ['Museum of Modern Art', 'Tower of London']],
  ['We climbed to the top of ___ X.', 'landmark', ['Eiffel Tower', 'Empire State Building']],
  ['Thousands of tourists visit ___ X every day.', 'landmark', ['Colosseum', 'Taj Mahal', 'Acropolis']],
  ['The American president lives and works in ___ X.', 'landmark', ['White House']],
  ['We had a guided tour of ___ X.', 'landmark', ['Alhambra', 'Colosseum', 'Vatican']],
  ['We spent the afternoon at ___ X.', 'museum', ['British Museum', 'National Gallery', 'Louvre']],
  ['They stayed at ___ X when they were in London.', 'museum', ['Ritz', 'Savoy', 'Hilton']],
  ['The Mona Lisa hangs in ___ X.', 'museum', ['Louvre']],
  ['We saw a Shakespeare play at ___ X.', 'museum', ['Globe', 'National Theatre']],
  ['Polar bears live in ___ X.', 'region', ['Arctic']],
  ['He works for an oil company in ___ X.', 'region', ['Middle East']],
  ['We went on a cruise around ___ X.', 'sea', ['Caribbean', 'Mediterranean']],
  ['The expedition reached ___ X after forty days.', 'region', ['North Pole', 'South Pole']],
  ['Huge ships carry goods through ___ X.', 'canal', ['Suez Canal', 'Panama Canal']],
  ['She got a job in ___ X last year.', 'country', ['Germany', 'Canada', 'Spain']],
  ['Our national team plays against ___ X tonight.', 'country', ['Portugal', 'Italy', 'Brazil']],
  ['My grandparents emigrated to ___ X in the 1990s.', 'country', ['Canada', 'Argentina', 'Israel']],
  ['Many of the students at our university come from ___ X.', 'country', ['Georgia', 'Moldova', 'India']],
  ['The train to ___ X leaves at ten.', 'city', ['Lviv', 'Kraków', 'Vienna']],
  ['My sister studies at a university in ___ X.', 'city', ['Warsaw', 'Berlin', 'Boston']],
  ['We’re flying to ___ X for a conference next week.', 'city', ['Barcelona', 'Amsterdam', 'Dublin']],
  ['Our hotel is right in the centre of ___ X.', 'city', ['Prague', 'Rome', 'Budapest']],
  ['Penguins live in ___ X.', 'continent', ['Antarctica']],
  ['They spent a year travelling around ___ X.', 'continent', ['South America', 'Asia', 'Africa']],
  ['He wants to climb ___ X one day.', 'mountain', ['Mount Everest', 'Mount Kilimanjaro', 'Mount Elbrus']],
  ['There’s snow on top of ___ X for most of the year.', 'mountain', ['Mount Fuji', 'Mount Kilimanjaro']],
  ['We could see ___ X from the plane.', 'mountain', ['Mount Etna', 'Mount Vesuvius']],
  ['We went swimming in ___ X.', 'lake', ['Lake Balaton', 'Lake Como', 'Lake Garda']],
  ['Our hotel was on the shore of ___ X.', 'lake', ['Lake Geneva', 'Lake Bled']],
  ['The ship sailed across ___ X.', 'lake', ['Lake Victoria', 'Lake Superior']],
  ['The shop is on ___ X.', 'street', ['Oxford Street', 'Fifth Avenue', 'Baker Street']],
  ['We walked down ___ X to the river.', 'street', ['Regent Street', 'Oxford Street']],
  ['His office is on ___ X, near the bank.', 'street', ['Wall Street', 'Bond Street']],
  ['We had a picnic in ___ X.', 'park', ['Hyde Park', 'Central Park', 'Regent’s Park']],
  ['There’s a huge Christmas tree in ___ X every December.', 'park', ['Trafalgar Square']],
  ['Thousands of people celebrated New Year in ___ X.', 'park', ['Times Square', 'Trafalgar Square']],
  ['We spent our holiday on ___ X.', 'island', ['Crete', 'Madeira', 'Corfu']],
  ['The ferry to ___ X takes four hours.', 'island', ['Corsica', 'Sardinia']],
  ['Our plane lands at ___ X at six.', 'station', ['Heathrow', 'Gatwick']],
  ['The train to the coast leaves from ___ X.', 'station', ['Victoria Station', 'Waterloo Station']],
  [
    'We watched the changing of the guard at ___ X.',
    'named-building',
    ['Buckingham Palace', 'Windsor Castle'],
  ],
  ['The royal wedding took place in ___ X.', 'named-building', ['Westminster Abbey', 'St Paul’s Cathedral']],
  [
    'We visited ___ X on our last day in Scotland.',
    'named-building',
    ['Edinburgh Castle', 'Stirling Castle'],
  ],
  ['You can hear ___ X from our hotel room.', 'named-building', ['Big Ben']],
  ['My parents went on a river cruise along ___ X.', 'river', ['Rhine', 'Danube', 'Nile']],
  ['Hamburg is a big port on ___ X.', 'river', ['Elbe']],
  ['London grew up on the banks of ___ X.', 'river', ['Thames']],
  ['There are dolphins in ___ X near the coast.', 'sea', ['Black Sea', 'Red Sea', 'Adriatic']],
  ['The plane flew over ___ X for nine hours.', 'sea', ['Atlantic', 'Pacific']],
  ['We drove through ___ X on our way to Italy.', 'range', ['Alps']],
  ['Zakopane is a ski resort in ___ X.', 'range', ['Tatras']],
  ['The spring water comes from ___ X.', 'range', ['Alps', 'Pyrenees']],
  ['People say ___ X is the largest hot desert in the world.', 'desert', ['Sahara']],
  ['We’d love to go diving in ___ X.', 'islands', ['Maldives', 'Seychelles']],
  ['The weather in ___ X is lovely in winter.', 'islands', ['Canaries', 'Bahamas']],
  ['English is an official language in ___ X.', 'plural-country', ['Philippines', 'United States']],
  ['Amsterdam is the capital of ___ X.', 'plural-country', ['Netherlands']],
  ['Prague is the capital of ___ X.', 'plural-country', ['Czech Republic']],
  ['He went to university in ___ X.', 'plural-country', ['United Kingdom', 'United States', 'Netherlands']],
  ['The view from ___ X is amazing at night.', 'landmark', ['Eiffel Tower', 'Empire State Building']],
  [
    'We queued for an hour to get into ___ X.',
    'landmark',
    ['Colosseum', 'Vatican Museums', 'Acropolis Museum'],
  ],
  ['Our guide told us the history of ___ X.', 'of-name', ['Tower of London', 'Houses of Parliament']],
  ['The ship sailed into ___ X.', 'of-name', ['Gulf of Finland', 'Bay of Naples']],
  [
    'There’s a special exhibition at ___ X this month.',
    'museum',
    ['British Museum', 'Natural History Museum', 'National Gallery'],
  ],
  ['We had afternoon tea at ___ X.', 'museum', ['Ritz', 'Savoy']],
  ['Scientists spend the winter in ___ X.', 'region', ['Antarctic', 'Arctic']],
  ['Many of the world’s oil producers are in ___ X.', 'region', ['Middle East']],
  ['She grew up in ___ X but now lives in Kyiv.', 'country', ['Poland', 'Moldova', 'Lithuania']],
  ['We spent two weeks touring ___ X by car.', 'country', ['Portugal', 'Croatia', 'Norway']],
  ['This coffee comes from ___ X.', 'country', ['Brazil', 'Colombia', 'Ethiopia']],
  ['I’d love to live in ___ X one day.', 'city', ['Paris', 'Lisbon', 'Copenhagen']],
  ['The bus from ___ X was two hours late.', 'city', ['Kharkiv', 'Chernihiv', 'Poltava']],
  ['They moved to ___ X after the war.', 'city', ['Lviv', 'Toronto', 'Melbourne']],
  ['He has visited every country in ___ X.', 'continent', ['Europe', 'South America']],
  [
    'The climbers reached the top of ___ X at dawn.',
    'mountain',
    ['Mount Everest', 'Mount Hoverla', 'Mount Olympus'],
  ],
  ['The last time ___ X erupted was in 1944.', 'mountain', ['Mount Vesuvius']],
  ['There are boat trips on ___ X every afternoon.', 'lake', ['Lake Como', 'Lake Geneva', 'Lake Balaton']],
  ['Some of the best shops in New York are on ___ X.', 'street', ['Fifth Avenue', 'Madison Avenue']],
  ['The famous detective Sherlock Holmes lived on ___ X.', 'street', ['Baker Street']],
  ['We went for a run in ___ X before breakfast.', 'park', ['Hyde Park', 'Central Park', 'Greenwich Park']],
  ['There are lots of pigeons in ___ X.', 'park', ['Trafalgar Square', 'St Mark’s Square']],
  ['My parents went to ___ X for their anniversary.', 'island', ['Sicily', 'Crete', 'Cyprus']],
  ['Our flight was delayed, so we spent six hours at ___ X.', 'station', ['Heathrow', 'Gatwick', 'Stansted']],
  ['The Eurostar to Paris leaves from ___ X.', 'station', ['St Pancras']],
  ['The King lives in ___ X when he is in London.', 'named-building', ['Buckingham Palace']],
  [
    'The queue for ___ X went round the block.',
    'named-building',
    ['Westminster Abbey', 'St Paul’s Cathedral', 'Windsor Castle'],
  ], // Issue 16, "the full catalogue": more bases, one kind each; every name's article agreed in UK and US English.
  ['We watched the sunset over ___ X from the bridge.', 'river', ['Danube', 'Vltava', 'Thames']],
  ['Budapest is divided in two by ___ X.', 'river', ['Danube']],
  ['Paris is built on both sides of ___ X.', 'river', ['Seine']],
  ['Cologne Cathedral stands right next to ___ X.', 'river', ['Rhine']],
  ['The children threw stones into ___ X.', 'river', ['Dnipro', 'Desna']],
  ['Crocodiles live along ___ X.', 'river', ['Nile']],
  ['The boat took us up ___ X to the old town.', 'river', ['Thames', 'Danube', 'Dnipro']],
  ['Manhattan lies between ___ X and the East River.', 'river', ['Hudson']],
  ['We cycled along ___ X from Vienna to Bratislava.', 'river', ['Danube']],
  ['Ships from Odesa sail across ___ X to Istanbul.', 'sea', ['Black Sea']],
  ['The cold wind from ___ X blows all winter.', 'sea', ['North Sea', 'Baltic Sea']],
  ['Sailors have crossed ___ X for hundreds of years.', 'sea', ['Atlantic', 'Mediterranean']],
  ['From the balcony we could see ___ X.', 'sea', ['Adriatic', 'Aegean', 'Baltic Sea']],
  ['Most of the Greek islands are in ___ X.', 'sea', ['Aegean']],
  ['Whales swim north through ___ X every spring.', 'sea', ['Pacific', 'Atlantic']],
  ['Fishing boats bring in fish from ___ X every morning.', 'sea', ['North Sea', 'Irish Sea']],
  ['The ferry from Helsinki to Tallinn crosses ___ X.', 'of-name', ['Gulf of Finland']],
  ['Our school trip was a week of hiking in ___ X.', 'range', ['Carpathians', 'Tatras']],
  ['It snows a lot in ___ X in January.', 'range', ['Alps', 'Carpathians', 'Rocky Mountains']],
  ['The border between Spain and France runs through ___ X.', 'range', ['Pyrenees']],
  ['Many of the highest mountains in the world are in ___ X.', 'range', ['Himalayas']],
  ['The border between Europe and Asia runs along ___ X.', 'range', ['Urals']],
  ['Hoverla is the highest mountain in ___ X.', 'range', ['Carpathians']],
  ['We rented a wooden cabin in ___ X.', 'range', ['Alps', 'Carpathians', 'Dolomites']],
  ['Temperatures in ___ X can drop below zero at night.', 'desert', ['Sahara', 'Gobi']],
  ['We rode camels through ___ X at sunrise.', 'desert', ['Sahara']],
  ['It hardly ever rains in ___ X in Chile.', 'desert', ['Atacama']],
  ['We went island hopping in ___ X.', 'islands', ['Canaries', 'Azores', 'Balearic Islands']],
  ['The water around ___ X is perfect for snorkelling.', 'islands', ['Maldives', 'Seychelles', 'Bahamas']],
  ['Tenerife is the biggest of ___ X.', 'islands', ['Canaries', 'Canary Islands']],
  ['Charles Darwin studied animals on ___ X.', 'islands', ['Galápagos Islands']],
  ['Cheese from ___ X is famous all over the world.', 'plural-country', ['Netherlands']],
  ['Our new colleague is from ___ X.', 'plural-country', ['United States', 'Philippines', 'Netherlands']],
  [
    'They’re going to ___ X on a business trip.',
    'plural-country',
    ['United Arab Emirates', 'United Kingdom', 'Czech Republic'],
  ],
  ['The capital of ___ X is Washington.', 'plural-country', ['United States']],
  ['Manila is the capital of ___ X.', 'plural-country', ['Philippines']],
  ['Scotland is part of ___ X.', 'plural-country', ['United Kingdom', 'UK']],
  ['My cousin is studying medicine in ___ X.', 'plural-country', ['Czech Republic', 'UK', 'USA']],
  ['The Crown Jewels are kept in ___ X.', 'of-name', ['Tower of London']],
  ['We took the boat out to ___ X.', 'of-name', ['Statue of Liberty']],
  ['Ships sailing round Africa pass ___ X.', 'of-name', ['Cape of Good Hope']],
  ['He studied law at ___ X.', 'of-name', ['University of Oxford', 'University of Toronto']],
  ['The famous Hall of Mirrors is in ___ X.', 'of-name', ['Palace of Versailles']],
  ['Hurricanes often form over ___ X in September.', 'of-name', ['Gulf of Mexico']],
  ['There are lovely beaches on ___ X.', 'of-name', ['Isle of Wight', 'Isle of Skye']],
  [
    'You can see the whole city from the top of ___ X.',
    'landmark',
    ['Eiffel Tower', 'Shard', 'Empire State Building'],
  ],
  ['We took a ride on ___ X.', 'landmark', ['London Eye']],
  ['Gladiators fought in ___ X.', 'landmark', ['Colosseum']],
  ['We walked up to ___ X to see the old temples.', 'landmark', ['Acropolis']],
  ['Part of ___ X still stands in the centre of Berlin.', 'landmark', ['Berlin Wall']],
  ['Huge crowds met at ___ X when the wall came down.', 'landmark', ['Brandenburg Gate']],
  ['An emperor built ___ X in memory of his wife.', 'landmark', ['Taj Mahal']],
  ['We went to a concert at ___ X.', 'landmark', ['Sydney Opera House', 'Royal Albert Hall']],
  ['We spent hours looking at the paintings in ___ X.', 'museum', ['National Gallery', 'Prado', 'Uffizi']],
  ['You can see dinosaur bones at ___ X.', 'museum', ['Natural History Museum']],
  ['The Egyptian mummies at ___ X are amazing.', 'museum', ['British Museum']],
  ['The most famous hotel in London is probably ___ X.', 'museum', ['Ritz', 'Savoy']],
  ['We booked tickets for a ballet at ___ X.', 'museum', ['Royal Opera House']],
  ['The Rembrandts at ___ X in Amsterdam are worth the queue.', 'museum', ['Rijksmuseum']],
  ['It is dark for months in ___ X in winter.', 'region', ['Arctic', 'Antarctic']],
  ['Many engineers travel to ___ X for jobs in oil and gas.', 'region', ['Middle East']],
  ['We spent a week driving around ___ X in Portugal.', 'region', ['Algarve']],
  ['Explorers raced each other to ___ X.', 'region', ['South Pole', 'North Pole']],
  ['The gondolas in Venice go up and down ___ X.', 'canal', ['Grand Canal']],
  ['The ship took a shortcut through ___ X.', 'canal', ['Panama Canal', 'Suez Canal']],
  ['Tea is very popular in ___ X.', 'country', ['Turkey', 'India', 'China']],
  ['Our neighbours are moving to ___ X next month.', 'country', ['Canada', 'Australia', 'Sweden']],
  ['The best pizza I have ever eaten was in ___ X.', 'country', ['Italy']],
  ['She speaks Spanish because she grew up in ___ X.', 'country', ['Spain', 'Mexico', 'Argentina']],
  ['My brother works for a car company in ___ X.', 'country', ['Germany', 'Japan', 'Sweden']],
  ['We crossed the border into ___ X at midnight.', 'country', ['Poland', 'Moldova', 'Romania']],
  ['The Olympic Games started in ___ X.', 'country', ['Greece']],
  ['Lots of Ukrainian students go to university in ___ X.', 'country', ['Poland', 'Germany', 'Canada']],
  ['My flight to ___ X leaves at six in the morning.', 'city', ['Lisbon', 'Vienna', 'Warsaw']],
  ['We got lost in the old streets of ___ X.', 'city', ['Lviv', 'Venice', 'Kraków']],
  ['My grandparents still live in a small flat in ___ X.', 'city', ['Odesa', 'Kharkiv', 'Poltava']],
  ['The conference takes place in ___ X every spring.', 'city', ['Geneva', 'Brussels', 'Berlin']],
  ['It takes two hours to drive from Kyiv to ___ X.', 'city', ['Chernihiv', 'Zhytomyr']],
  ['Kangaroos live only in ___ X.', 'continent', ['Australia']],
  ['Lions and elephants still live in the wild in ___ X.', 'continent', ['Africa']],
  ['Only scientists live in ___ X, and only for part of the year.', 'continent', ['Antarctica']],
  ['The Amazon rainforest is in ___ X.', 'continent', ['South America']],
  ['Rice is the main food in much of ___ X.', 'continent', ['Asia']],
  ['The highest mountain in the UK is ___ X.', 'mountain', ['Ben Nevis']],
  ['We had a great view of ___ X from our hotel.', 'mountain', ['Mont Blanc', 'Mount Fuji', 'Mount Etna']],
  ['Thousands of people climb ___ X every summer.', 'mountain', ['Mount Hoverla', 'Ben Nevis', 'Mount Fuji']],
  ['People say a monster lives in ___ X.', 'lake', ['Loch Ness']],
  ['Chicago is on the shore of ___ X.', 'lake', ['Lake Michigan']],
  ['We rented a boat on ___ X for the afternoon.', 'lake', ['Lake Garda', 'Lake Bled', 'Lake Como']],
  ['The deepest lake in the world is ___ X.', 'lake', ['Lake Baikal']],
  ['There are lots of banks on ___ X.', 'street', ['Wall Street']],
  ['The Christmas lights on ___ X are beautiful.', 'street', ['Oxford Street', 'Regent Street']],
  ['We went shopping on ___ X.', 'street', ['Fifth Avenue', 'Oxford Street', 'Bond Street']],
  ['We fed the ducks in ___ X.', 'park', ['Hyde Park', 'Central Park', 'St James’s Park']],
  ['There’s a famous statue of Nelson in ___ X.', 'park', ['Trafalgar Square']],
  ['They went ice-skating in ___ X.', 'park', ['Central Park']],
  ['We rented a scooter and explored ___ X.', 'island', ['Crete', 'Corfu', 'Bali']],
  ['The volcano on ___ X is still active.', 'island', ['Sicily']],
  ['We flew to ___ X for a week in the sun.', 'island', ['Mallorca', 'Cyprus', 'Malta']],
  ['Trains to Cambridge leave from ___ X.', 'station', ['King’s Cross', 'Liverpool Street']],
  ['I’ll meet you at ___ X at five.', 'station', ['Paddington', 'Waterloo', 'Victoria Station']],
  ['Our plane from New York landed at ___ X.', 'station', ['Heathrow', 'Gatwick']],
  ['We took the train to see ___ X.', 'named-building', ['Windsor Castle', 'Hampton Court']],
  ['Princess Diana lived at ___ X.', 'named-building', ['Kensington Palace']],
  ['Most English kings and queens were crowned in ___ X.', 'named-building', ['Westminster Abbey']],
  [
    'The bells of ___ X ring on Sunday mornings.',
    'named-building',
    ['St Paul’s Cathedral', 'Westminster Abbey'],
  ],
  ['The salmon swim up ___ X every autumn.', 'river', ['Rhine', 'Tweed']],
  ['The old mill stands on the bank of ___ X.', 'river', ['Desna', 'Thames']],
  ['Our cruise ship stopped at three ports on ___ X.', 'sea', ['Baltic Sea', 'Adriatic', 'Red Sea']],
  ['We drove across ___ X to get to Italy.', 'range', ['Alps']],
  [
    'Thousands of tourists come to ski in ___ X every winter.',
    'range',
    ['Rocky Mountains', 'Tatras', 'Pyrenees'],
  ],
  ['A friend of mine sails a yacht around ___ X.', 'islands', ['Bahamas', 'Canaries']],
  ['My aunt has lived in ___ X since 2010.', 'country', ['Italy', 'Ireland', 'Israel']],
  ['We changed planes in ___ X on the way to Tokyo.', 'city', ['Helsinki', 'Dubai', 'Istanbul']],
  ['They have a summer house on ___ X.', 'island', ['Corsica', 'Madeira', 'Rhodes']],
];

function lineItems(): Item[] {
  const out: Item[] = [];
  PLACE_LINES.forEach(([frame, kind, names], li) => {
    const the = THE_KINDS.has(kind);
    for (const name of names) {
      const params = { reason: kind, noun: name };
      out.push({
        text: frame.replace('X', name),
        answer: the ? 'the' : ZERO,
        wrong: [
          the
            ? { choice: ZERO, errorType: 'missing-the', params }
            : { choice: 'the', errorType: 'article-not-used', params },
        ],
        ruleId: the ? 'the-names' : 'zero-names',
        trigger: [name],
        skeleton: `place-names:line:${li}`,
      });
    }
  });
  return out;
}

function items(): Item[] {
  const out: Item[] = [];
  for (const cat of Object.keys(NAMES) as Cat[]) {
    const the = THE.has(cat);
    (FRAMES[cat] ?? []).forEach((frame, fi) => {
      for (const name of NAMES[cat]) {
        const text = frame.replace('X', name);
        const params = { reason: WHY[cat], noun: name };
        out.push({
          text,
          answer: the ? 'the' : ZERO,
          wrong: [
            the
              ? { choice: ZERO, errorType: 'missing-the', params }
              : { choice: 'the', errorType: 'article-not-used', params },
          ],
          ruleId: the ? 'the-names' : 'zero-names',
          trigger: [name],
          skeleton: `place-names:${cat}:${fi}`,
        });
      }
    });
  }
  return [...out, ...lineItems()];
}

export const placeNamesTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
