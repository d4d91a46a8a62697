import { d, expand, type Item, L, makeTopic, rule } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * Question words chosen by the reply: "___ is this bag? — It's Anna's." → Whose. Every line is authored:
 * [question, reply, key, two wrong words], each wrong word wrong because the reply (or the words after
 * the gap) cannot answer it. What and which are never offered against each other ("What colour / Which
 * colour" are both right); which is the key only before "one" or "of", or where "what" is not offered;
 * when is never offered against how often ("When do you see them? — Every weekend" is right). {a|b}
 * gives a few variants of one line; they share its skeleton.
 */
type W =
  | 'What'
  | 'Which'
  | 'Who'
  | 'Whose'
  | 'Where'
  | 'When'
  | 'How many'
  | 'How much'
  | 'How often'
  | 'How long';

const ASKS: Record<W, string> = {
  What: 'thing',
  Which: 'choice',
  Who: 'person',
  Whose: 'owner',
  Where: 'place',
  When: 'time',
  'How many': 'number',
  'How much': 'amount',
  'How often': 'frequency',
  'How long': 'duration',
};

const LINES: [string, string, W, W, W][] = [
  // what
  ['___ do you do?', "I'm a {nurse|teacher|bus driver}.", 'What', 'Where', 'How often'],
  [
    '___ are you {cooking|making|baking}?',
    '{Pasta with mushrooms|A chocolate cake|Soup}.',
    'What',
    'Who',
    'When',
  ],
  ['___ did you buy at the market?', '{Some apples|Some cheese|Fresh bread}.', 'What', 'Where', 'Who'],
  ['___ time does the film start?', 'At {seven|eight|half past six}.', 'What', 'When', 'How long'],
  [
    '___ did {she|he} say?',
    '{She|He} said {the shop was closed|the train was late|it was too expensive}.',
    'What',
    'Where',
    'When',
  ],
  ['___ happened?', '{Tom fell off his bike|The car broke down|I lost my wallet}.', 'What', 'Who', 'Where'],
  ['___ does this word mean?', 'It means "{tired|angry|very happy}".', 'What', 'Who', 'Where'],
  [
    '___ is the weather like in {Lviv|Odesa}?',
    '{Sunny and warm|Cold and rainy|Windy}.',
    'What',
    'Who',
    'Where',
  ],
  ['___ kind of music do you like?', '{Jazz|Rock|Classical music}, mostly.', 'What', 'How much', 'Who'],
  [
    '___ are you reading?',
    'A {detective story|book about Japan|novel by Ivan Franko}.',
    'What',
    'Where',
    'When',
  ],
  [
    '___ did you have for breakfast?',
    '{Eggs and toast|Just a coffee|Porridge with fruit}.',
    'What',
    'Who',
    'Where',
  ],
  ['___ is your address?', '{12 Shevchenko Street|25 Park Road}.', 'What', 'Where', 'Who'],
  ['___ are you looking for?', 'My {glasses|car keys|passport}.', 'What', 'Where', 'When'],
  ['___ colour is your new car?', '{Dark blue|Silver|Red}.', 'What', 'How much', 'Whose'],
  ['___ did you get for your birthday?', 'A {new bike|watch|cookery book}.', 'What', 'Who', 'When'],
  [
    '___ do you want for dinner?',
    '{Pizza|Something light|Fish and rice}, please.',
    'What',
    'Where',
    'How much',
  ],
  ['___ did you study at university?', '{History|Chemistry|Economics}.', 'What', 'Where', 'How long'],
  // who
  ['___ is that woman over there?', "She's my {boss|aunt|new neighbour}.", 'Who', 'Whose', 'Where'],
  ['___ called you last night?', '{My sister|Tom|An old friend from school}.', 'Who', 'When', 'Where'],
  ['___ did you go to the cinema with?', 'With {Anna|my cousin|some friends}.', 'Who', 'Where', 'When'],
  ['___ cooked this soup?', 'My {grandmother|dad|sister} did.', 'Who', 'What', 'When'],
  ['___ is your best friend?', '{Olena|Max|Ivan}. We met at school.', 'Who', 'Whose', 'Where'],
  ['___ won the match?', '{Dynamo Kyiv|The home team}.', 'Who', 'What', 'When'],
  ['___ are you waiting for?', 'My {brother|wife|husband}.', 'Who', 'Where', 'How long'],
  ['___ wrote this note?', 'I think {Dad|Anna|your brother} did.', 'Who', 'What', 'When'],
  [
    '___ is going to drive?',
    "{I am. I haven't had any wine|Tom is. He knows the way}.",
    'Who',
    'What',
    'When',
  ],
  ['___ lives next door?', 'A young couple with {two children|a dog}.', 'Who', 'What', 'Where'],
  ['___ did you meet at the party?', 'A friend of {Anna|Tom}’s.', 'Who', 'Where', 'When'],
  ['___ taught you to swim?', 'My {dad|uncle|older brother}.', 'Who', 'Where', 'When'],
  ['___ sent you these flowers?', 'My {husband|colleagues|best friend}.', 'Who', 'When', 'How many'],
  ['___ is your English teacher?', 'Mrs {Brown|Kovalenko|Green}.', 'Who', 'Whose', 'Where'],
  // whose
  ['___ is this {bag|umbrella|scarf}?', "It's {Anna|Tom}'s.", 'Whose', 'Who', 'What'],
  [
    '___ car is parked outside?',
    "{My neighbour's|The manager's|Our new neighbour's}.",
    'Whose',
    'Who',
    'Where',
  ],
  ['___ keys are these?', "They're {mine|my sister's|Dad's}.", 'Whose', 'Who', 'Where'],
  ['___ idea was it to come here?', "{Tom's. Blame him|Olena's. Blame her}!", 'Whose', 'Who', 'What'],
  ['___ turn is it to wash the dishes?', "{Yours|Your brother's}!", 'Whose', 'Who', 'When'],
  ['___ phone is ringing?', "I think it's {yours|Max's|Anna's}.", 'Whose', 'Who', 'Where'],
  ['___ dog is that?', 'It belongs to the {people next door|family upstairs}.', 'Whose', 'Who', 'Where'],
  ['___ are these gloves?', "They're my {sister's|son's}.", 'Whose', 'Who', 'What'],
  ['___ jacket are you wearing?', "My {brother's|dad's}. Mine is in the wash.", 'Whose', 'Who', 'Where'],
  ['___ birthday is it today?', "{Anna's|Grandma's}. She's eighty!", 'Whose', 'Who', 'When'],
  // where
  ['___ do you live?', 'In {Lviv|Odesa|a small village}.', 'Where', 'What', 'When'],
  ['___ did you go on holiday?', 'To {Spain|the mountains|the seaside}.', 'Where', 'When', 'Who'],
  ['___ are my keys?', 'On the {kitchen table|shelf by the door}.', 'Where', 'What', 'Whose'],
  ['___ were you born?', 'In {Kharkiv|a village near Poltava|Dnipro}.', 'Where', 'When', 'What'],
  ['___ is the nearest {chemist|bank}?', 'Next to the {post office|supermarket}.', 'Where', 'What', 'When'],
  [
    '___ did you park the car?',
    '{Behind the supermarket|In the next street|Outside the bank}.',
    'Where',
    'When',
    'What',
  ],
  ['___ do you work?', 'At a {bank|hospital} in the city centre.', 'Where', 'What', 'How long'],
  [
    '___ can I buy a ticket?',
    'At the {machine by the door|ticket office|front desk}.',
    'Where',
    'When',
    'What',
  ],
  ['___ shall we meet?', 'Outside the {cinema|station|theatre}.', 'Where', 'When', 'What'],
  ['___ are you from?', 'From {Ukraine|Canada|Poland}.', 'Where', 'What', 'When'],
  ['___ did you learn English?', 'At a language school in {Kyiv|Lviv}.', 'Where', 'When', 'What'],
  ['___ is {Tom|Dad}?', "He's in the garden.", 'Where', 'Who', 'What'],
  ['___ did you find my wallet?', '{Under the sofa|In the car|Behind the fridge}.', 'Where', 'When', 'Who'],
  [
    '___ are you going?',
    'To the {gym|supermarket|post office}. I’ll be back soon.',
    'Where',
    'Who',
    'How often',
  ],
  // when
  ['___ is your birthday?', 'On the {fifth of May|twelfth of March}.', 'When', 'Where', 'How long'],
  ['___ did you arrive?', '{Yesterday evening|Last night|On Monday}.', 'When', 'Where', 'How long'],
  ['___ does the shop open?', 'At {nine|eight|ten}.', 'When', 'Where', 'How often'],
  ['___ are you leaving for Paris?', 'On {Friday|Monday morning}.', 'When', 'Where', 'How many'],
  ['___ did you start learning English?', 'When I was {seven|ten}.', 'When', 'Where', 'How much'],
  ['___ will the results be ready?', 'Next {week|Tuesday|month}.', 'When', 'Where', 'How much'],
  ['___ did you buy this car?', '{Two years|A few months} ago.', 'When', 'Where', 'How much'],
  ['___ does the next train leave?', 'In {ten|twenty} minutes.', 'When', 'Where', 'How many'],
  ['___ did they get married?', 'In {2015|2019|2021}.', 'When', 'Where', 'How long'],
  ['___ are you free?', 'On {Thursday|Saturday} afternoon.', 'When', 'Where', 'How much'],
  ['___ did you move to {Kyiv|Lviv}?', '{Three years ago|Last spring|In 2020}.', 'When', 'Where', 'How long'],
  ['___ is the meeting?', 'Tomorrow at {ten|two|half past nine}.', 'When', 'Where', 'How many'],
  // how many
  [
    '___ brothers and sisters do you have?',
    '{Two brothers and a sister|Just one sister}.',
    'How many',
    'How much',
    'How often',
  ],
  ['___ people came to the party?', 'About {thirty|fifty|twenty}.', 'How many', 'How much', 'Who'],
  ['___ eggs do we need?', '{Three|Four|Half a dozen}.', 'How many', 'How much', 'How often'],
  [
    '___ languages do you speak?',
    'Three: Ukrainian, English and a bit of Polish.',
    'How many',
    'How much',
    'How long',
  ],
  ['___ cups of coffee do you drink a day?', '{Two or three|Just one}.', 'How many', 'How much', 'How often'],
  ['___ rooms are there in your flat?', '{Three|Two}, and a kitchen.', 'How many', 'How much', 'Whose'],
  ['___ students are there in your class?', '{Twelve|About twenty}.', 'How many', 'How much', 'Who'],
  ['___ times have you been to London?', '{Twice|Three times}.', 'How many', 'How much', 'How long'],
  ['___ tickets do you need?', '{Four|Two|Three}, please.', 'How many', 'How much', 'When'],
  ['___ books did you read last year?', 'About {twenty|ten}.', 'How many', 'How much', 'How often'],
  ['___ children do they have?', '{Two|Three} {girls|boys}.', 'How many', 'How much', 'Whose'],
  ['___ bags are you taking?', 'Just {one|two}.', 'How many', 'How much', 'Whose'],
  // how much
  ['___ does this {jacket|lamp} cost?', '{Fifty|Eighty} euros.', 'How much', 'How many', 'How long'],
  [
    '___ sugar do you take in your tea?',
    '{Just a little|None, thanks}.',
    'How much',
    'How many',
    'How often',
  ],
  ['___ money did you spend?', 'About {two|three} hundred hryvnias.', 'How much', 'How many', 'How long'],
  ['___ is a ticket to {Kyiv|Odesa}?', 'Around five hundred hryvnias.', 'How much', 'How many', 'When'],
  ['___ milk is left?', '{Only half a bottle|A little|Hardly any}.', 'How much', 'How many', 'How long'],
  ['___ time do we have?', 'About {twenty minutes|half an hour}.', 'How much', 'How many', 'How often'],
  [
    '___ water should I drink a day?',
    'About {two litres|eight glasses}.',
    'How much',
    'How many',
    'How often',
  ],
  ['___ is the rent?', '{Four|Five} hundred euros a month.', 'How much', 'How many', 'How long'],
  [
    '___ luggage do you have?',
    'Just {one small bag|a backpack|one suitcase}.',
    'How much',
    'How many',
    'How often',
  ],
  ['___ homework did you get today?', '{Not much, luckily|A lot|Loads}.', 'How much', 'How many', 'When'],
  ['___ cheese should I buy?', 'About {two hundred grams|half a kilo}.', 'How much', 'How many', 'How often'],
  ['___ did you pay for your bike?', '{Three|Four} hundred euros.', 'How much', 'How many', 'How long'],
  // how often
  ['___ do you go to the gym?', '{Three times|Twice} a week.', 'How often', 'How long', 'How many'],
  ['___ do you see your parents?', 'Every {weekend|Sunday}.', 'How often', 'How long', 'How much'],
  ['___ does the bus come?', 'Every {twenty|ten} minutes.', 'How often', 'How long', 'How many'],
  ['___ do you eat out?', 'About once a {month|week}.', 'How often', 'Where', 'How long'],
  ['___ do you wash your car?', '{Hardly ever|Once a month}.', 'How often', 'How long', 'Where'],
  [
    '___ do you check your email?',
    '{Several times a day|Every morning|Once a week}.',
    'How often',
    'How long',
    'How many',
  ],
  ['___ does Anna call her mum?', 'Every {day|evening}.', 'How often', 'How long', 'How much'],
  ['___ do you have English lessons?', '{Twice|Three times} a week.', 'How often', 'How long', 'How many'],
  [
    '___ do you go to the dentist?',
    '{Once a year|Twice a year|Every six months}.',
    'How often',
    'How long',
    'Where',
  ],
  ['___ do you water the plants?', 'Every {two|three} days.', 'How often', 'How long', 'How much'],
  ['___ do you go swimming?', '{Not very often|Every Saturday}.', 'How often', 'How long', 'How many'],
  // how long
  ['___ have you lived here?', 'For {five years|about a year}.', 'How long', 'How often', 'When'],
  ['___ does the journey take?', 'About {two|three} hours.', 'How long', 'How often', 'How much'],
  ['___ did you stay in {Rome|Prague}?', 'A {week|few days}.', 'How long', 'When', 'How often'],
  [
    '___ have you known {Oksana|Taras}?',
    '{Since we were at school|For ten years|Since 2015}.',
    'How long',
    'How often',
    'When',
  ],
  [
    '___ does it take to get to the airport?',
    '{Forty minutes|About an hour} by taxi.',
    'How long',
    'How much',
    'How often',
  ],
  ['___ did the meeting last?', 'Nearly {three|two} hours.', 'How long', 'When', 'How much'],
  [
    '___ are you staying in {Kyiv|Lviv}?',
    'Until {Sunday|the end of the month}.',
    'How long',
    'Where',
    'How often',
  ],
  ['___ have you been waiting?', 'For about {ten|fifteen} minutes.', 'How long', 'When', 'How often'],
  ['___ is the film?', 'About {two hours|an hour and a half|three hours}.', 'How long', 'When', 'How much'],
  [
    '___ did it take you to learn to drive?',
    'About {a year|six months|two years}.',
    'How long',
    'When',
    'How often',
  ],
  ['___ should I boil the eggs?', '{Eight|Ten} minutes.', 'How long', 'How often', 'How many'],
  // which
  [
    '___ one do you want, the red one or the blue one?',
    'The {blue|red} one, please.',
    'Which',
    'What',
    'Whose',
  ],
  ['___ of these jackets is yours?', 'The {black|grey} one.', 'Which', 'What', 'Who'],
  ['___ of your brothers is older?', '{Taras|Max}. He’s two years older than me.', 'Which', 'What', 'Where'],
  ['___ platform does the train leave from?', 'Platform {four|two}.', 'Which', 'Where', 'How many'],
  ['___ of the two hotels is cheaper?', 'The one by the {sea|station}.', 'Which', 'What', 'Who'],
  ['___ bus goes to the airport?', 'The number {22|45}.', 'Which', 'Where', 'How many'],
  ['___ one is yours?', 'The one with the {green|yellow} cover.', 'Which', 'What', 'Who'],
  ['___ of these photos do you like best?', 'The one from the {beach|wedding}.', 'Which', 'What', 'Who'],
  ['___ floor do you live on?', 'The {fifth|third}.', 'Which', 'Where', 'How many'],
  ['___ of the cakes did you make?', 'The {chocolate|lemon} one.', 'Which', 'What', 'Who'],
  [
    '___ one shall I buy, this one or that one?',
    '{That one. It’s cheaper|This one. I like the colour}.',
    'Which',
    'What',
    'Whose',
  ],
  ['___ of you is Mrs Brown?', "{That's me|I am}.", 'Which', 'What', 'Whose'],
];

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  LINES.forEach(([q, a, key, w1, w2], i) => {
    const variants = rng.shuffle(expand(`${q} — ${a}`)).slice(0, 3);
    for (const text of variants) {
      out.push({
        text,
        answer: key,
        wrong: [w1, w2].map((w) => d(w, 'question-word-mismatch', { asks: ASKS[w], needed: ASKS[key] })),
        ruleId: ruleFor(key),
        trigger: [text.split(' — ')[1] ?? ''],
        skeleton: `question-words:${i}`,
      });
    }
  });
  return out;
}

const RULES: Record<W, [string, string]> = {
  What: [
    'What asks about a thing or an action: What do you do?',
    'What питає про предмет чи дію: What do you do?',
  ],
  Which: [
    'Which asks about one of a few known things: Which one? Which of these?',
    'Which питає про один із кількох відомих варіантів: Which one? Which of these?',
  ],
  Who: ['Who asks about a person: Who called you?', 'Who питає про людину: Who called you?'],
  Whose: [
    "Whose asks who something belongs to: Whose bag is this? — It's Anna's.",
    "Whose питає, кому щось належить: Whose bag is this? — It's Anna's.",
  ],
  Where: ['Where asks about a place: Where do you live?', 'Where питає про місце: Where do you live?'],
  When: ['When asks about a time: When did you arrive?', 'When питає про час: When did you arrive?'],
  'How many': [
    'How many + a plural noun asks about a number of things: How many eggs?',
    'How many + іменник у множині питає про кількість того, що можна полічити: How many eggs?',
  ],
  'How much': [
    'How much asks about an amount of something you cannot count, or a price: How much milk? How much is it?',
    'How much питає про кількість незлічуваного або про ціну: How much milk? How much is it?',
  ],
  'How often': [
    'How often asks how many times something happens: Every day. Twice a week.',
    'How often питає, як часто щось буває: Every day. Twice a week.',
  ],
  'How long': [
    'How long asks about a period of time: For five years. About two hours.',
    'How long питає, скільки часу щось триває: For five years. About two hours.',
  ],
};

const ruleFor = (w: W): string => w.toLowerCase().replace(' ', '-');

export const questionWords: TopicDef = makeTopic(
  {
    slug: 'question-words',
    sectionSlug: 'question-form',
    name: L('Question words: what, who, whose, where…', 'Питальні слова: what, who, whose, where…'),
    level: 'basic',
    possibleAnswers: [
      'What',
      'Which',
      'Who',
      'Whose',
      'Where',
      'When',
      'How many',
      'How much',
      'How often',
      'How long',
    ],
    card: {
      rule: L(
        'Choose the question word by the answer you expect: what (a thing, an action), which (one of a few: which one, which of), who (a person), whose (the owner), where (a place), when (a time), how many (a number of things), how much (an amount or a price), how often (how many times), how long (a period of time).',
        'Питальне слово обираємо за тим, яку відповідь чекаємо: what — предмет чи дія, which — один із кількох (which one, which of), who — людина, whose — власник (чий?), where — місце, when — час, how many — кількість того, що можна полічити, how much — кількість незлічуваного або ціна, how often — як часто, how long — скільки часу триває.',
      ),
      signals: L(
        "the reply decides: It's Anna's → Whose; In Lviv → Where; Twice a week → How often; For five years → How long",
        "підказує відповідь: It's Anna's → Whose; In Lviv → Where; Twice a week → How often; For five years → How long",
      ),
      examples: [
        "Whose is this bag? — It's Anna's.",
        'How often do you go to the gym? — Three times a week.',
      ],
    },
    rules: (
      [
        'What',
        'Which',
        'Who',
        'Whose',
        'Where',
        'When',
        'How many',
        'How much',
        'How often',
        'How long',
      ] as W[]
    ).map((w) => rule(ruleFor(w), RULES[w][0], RULES[w][1])),
    target: 400,
  },
  items,
);
