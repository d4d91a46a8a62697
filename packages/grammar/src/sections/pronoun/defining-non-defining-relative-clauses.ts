import { d, expand, type Item, L, makeTopic, rule } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';

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
  for (const kind of Object.keys(BASES) as K[]) {
    const plan = PLAN[kind];
    (BASES[kind] ?? []).forEach((base, i) => {
      for (const text of rng.shuffle(expand(base)).slice(0, 3)) {
        const head = headOf(text);
        out.push({
          text,
          answer: plan.answer,
          wrong: plan.wrong.map(([w, e]) => d(w, e, { head })),
          ruleId: plan.ruleId,
          trigger: [kind.startsWith('nd') || kind === 'clause-which' ? `${head},` : head],
          skeleton: `relative-clauses:${kind}:${i}`,
        });
      }
    });
  }
  for (const kind of Object.keys(MORE) as K[]) {
    const plan = PLAN[kind];
    MORE[kind].forEach((base, i) => {
      for (const text of rng.shuffle(expand(base)).slice(0, 3)) {
        const head = headOf(text);
        out.push({
          text,
          answer: plan.answer,
          wrong: plan.wrong.map(([w, e]) => d(w, e, { head })),
          ruleId: plan.ruleId,
          trigger: [kind.startsWith('nd') || kind === 'clause-which' ? `${head},` : head],
          skeleton: `relative-clauses:${kind}:n${i}`,
        });
      }
    });
  }
  return out;
}

export const definingNonDefiningRelativeClauses: TopicDef = makeTopic(
  {
    slug: 'defining-non-defining-relative-clauses',
    sectionSlug: 'pronoun',
    name: L('Defining and non-defining relative clauses', 'Означальні підрядні речення: з комами і без'),
    level: 'intermediate',
    possibleAnswers: ['who', 'which', 'that', 'whose', 'where', 'what'],
    card: {
      rule: L(
        'A defining clause (no commas) says which person or thing we mean: who or that for people, which or that for things. A non-defining clause (between commas) only adds extra information about someone or something already clear: here we use who, which, whose or where, never that. Which after a comma can also refer to the whole clause before it (He passed, which surprised everyone). What is never a relative pronoun after a noun.',
        'Означальне речення без ком уточнює, про кого чи про що саме йдеться: для людей who або that, для речей which або that. Речення між комами лише додає відомості про когось чи щось, і так уже зрозуміле: тут уживаємо who, which, whose чи where, але ніколи that. Which після коми може стосуватися й усього попереднього речення (He passed, which surprised everyone). What після іменника як відносний займенник не вживаємо.',
      ),
      signals: L(
        'a comma before the gap → not that; a person → who; a thing → which; a noun that belongs to it after the gap → whose; a place + a full clause → where; everything, anything, the only, the best … → that',
        'перед пропуском кома → не that; людина → who; річ → which; після пропуску іменник, що їй належить → whose; місце + повне речення → where; everything, anything, the only, the best … → that',
      ),
      examples: [
        'My brother, who lives in Canada, is a doctor.',
        'This is the best pizza that I have ever eaten.',
      ],
    },
    rules: [
      rule(
        'non-defining',
        'A clause between commas adds extra information. It starts with who (people) or which (things), never with that.',
        'Речення між комами додає відомості. Воно починається з who (люди) або which (речі), але не з that.',
      ),
      rule(
        'clause-which',
        'Which after a comma can refer to the whole idea before it: He passed, which surprised everyone. That and what cannot.',
        'Which після коми може стосуватися всього, що сказано перед ним: He passed, which surprised everyone. That і what так не вживаємо.',
      ),
      rule(
        'defining',
        'A clause without commas says which one we mean: who for people, that after everything, anything, nothing, all, the only, the best.',
        'Речення без ком уточнює, про кого чи про що саме йдеться: who про людей, that після everything, anything, nothing, all, the only, the best.',
      ),
      rule(
        'whose',
        'Whose + noun shows possession, with or without commas: my neighbour, whose dog barks all night.',
        'Whose + іменник показує належність, з комами чи без них: my neighbour, whose dog barks all night.',
      ),
      rule(
        'where',
        'Where is for places when the clause has no preposition at the end: Lviv, where I grew up.',
        'Where уживаємо для місць, коли в кінці підрядного речення немає прийменника: Lviv, where I grew up.',
      ),
    ],
    target: 600,
  },
  items,
);
