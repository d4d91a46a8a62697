import { expand, type Item, makeTopic } from '../../engine.ts';
import { possessiveAgrees } from '../../lexicon/reference.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * Partitives: a loaf of bread, a bar of chocolate, a pair of jeans. The noun after "of" decides the unit.
 * A wrong choice is only ever a unit that the noun NEVER takes (a bar of bread, a pair of milk): every unit
 * the noun can take in some situation (a slice/piece of bread, a bottle/carton of milk) is kept out of the
 * choices, so the key is the one possible answer.
 */
export const UNITS = ['piece', 'loaf', 'bar', 'bottle', 'cup', 'slice', 'can', 'carton', 'pair'] as const;
type U = (typeof UNITS)[number];

/** Every unit each noun can take in English (UK or US), including the ones not in UNITS' key for it. */
export const TAKES: Record<string, U[]> = {
  bread: ['loaf', 'slice', 'piece'],
  toast: ['slice', 'piece'],
  chocolate: ['bar', 'piece', 'cup', 'can', 'bottle', 'carton'],
  soap: ['bar', 'piece', 'bottle'],
  cake: ['slice', 'piece', 'loaf'],
  pizza: ['slice', 'piece'],
  cheese: ['slice', 'piece', 'bar', 'can'],
  ham: ['slice', 'piece', 'can'],
  milk: ['carton', 'bottle', 'cup', 'can'],
  'orange juice': ['carton', 'bottle', 'cup', 'can'],
  water: ['bottle', 'cup', 'can', 'carton'],
  wine: ['bottle', 'cup', 'carton', 'can'],
  cola: ['can', 'bottle', 'cup'],
  lemonade: ['can', 'bottle', 'cup', 'carton'],
  beans: ['can'],
  tomatoes: ['can'],
  soup: ['can', 'cup', 'carton', 'bottle'],
  tuna: ['can', 'piece', 'slice'],
  tea: ['cup', 'bottle', 'can', 'carton'],
  coffee: ['cup', 'bottle', 'can', 'carton'],
  advice: ['piece'],
  information: ['piece'],
  news: ['piece'],
  furniture: ['piece'],
  luggage: ['piece'],
  equipment: ['piece'],
  homework: ['piece'],
  paper: ['piece', 'slice'],
  music: ['piece', 'bar'],
  gum: ['piece'],
  jeans: ['pair'],
  trousers: ['pair'],
  shoes: ['pair'],
  socks: ['pair'],
  glasses: ['pair'],
  scissors: ['pair'],
  boots: ['pair'],
  gloves: ['pair'],
  shorts: ['pair'],
  sunglasses: ['pair'],
  ketchup: ['bottle', 'cup'],
  shampoo: ['bottle', 'bar'],
  perfume: ['bottle'],
  oil: ['bottle', 'can', 'cup'],
  paint: ['can', 'cup'],
  cream: ['carton', 'cup', 'bottle', 'can'],
};

/** [unit, sentence with {a|b} variants of one base, the noun after of]. Plural units are made by morph. */
export const PARTITIVE_LINES: [U, string, string][] = [
  // loaf
  ['loaf', 'Could you {get|pick up|buy} a ___ of bread on your way home?', 'bread'],
  ['loaf', 'The bakery sells a fresh ___ of bread for two {pounds|dollars}.', 'bread'],
  ['loaf', '{She|He|My dad} bakes two ___ of bread every Saturday.', 'bread'],
  ['loaf', '{We|The kids} ate a whole ___ of bread at the picnic.', 'bread'],
  ['loaf', 'There’s half a ___ of bread in the kitchen.', 'bread'],
  ['loaf', 'I always buy a brown ___ of bread on Fridays.', 'bread'],
  ['loaf', 'The recipe needs a ___ of bread that is a day old.', 'bread'],
  ['loaf', 'The baker puts each ___ of bread in a paper bag.', 'bread'],
  ['loaf', 'A ___ of bread costs more than it did last year.', 'bread'],
  ['loaf', 'We need milk, eggs and a ___ of bread.', 'bread'],
  // slice
  ['slice', 'Would you like a ___ of {cake|toast} with your {tea|coffee}?', 'cake'],
  ['slice', '{I|She|He} had a ___ of toast for breakfast.', 'toast'],
  ['slice', '{She|He} gave me a thin ___ of {cheese|ham|cake}.', 'cheese'],
  ['slice', 'Can I have another ___ of {pizza|cake}?', 'pizza'],
  ['slice', 'Put two ___ of {ham|cheese} on each sandwich.', 'ham'],
  ['slice', 'The kids had a ___ of cake each after the party.', 'cake'],
  ['slice', 'I’m only hungry enough for one ___ of toast.', 'toast'],
  ['slice', 'There’s one ___ of {pizza|cake} left. Do you want it?', 'pizza'],
  ['slice', 'Add a ___ of cheese and grill it for two minutes.', 'cheese'],
  ['slice', 'I’ll just have a small ___ of {cake|pizza}, thanks.', 'cake'],
  [
    'slice',
    '{She put a ___ of cheese on her|He put a ___ of cheese on his|I put a ___ of cheese on my} burger.',
    'cheese',
  ],
  ['slice', 'Every guest got a ___ of wedding cake to take home.', 'cake'],
  ['slice', 'Each ___ of toast had butter and jam on it.', 'toast'],
  // bar
  ['bar', '{He|She} ate a whole ___ of chocolate after the exam.', 'chocolate'],
  ['bar', 'There’s a new ___ of soap in the {bathroom cupboard|bathroom}.', 'soap'],
  ['bar', '{I|We|She} bought three ___ of chocolate for the trip.', 'chocolate'],
  ['bar', 'Don’t forget a ___ of soap. The hotel may not have any.', 'soap'],
  ['bar', 'The {kids|girls|boys} shared a big ___ of chocolate.', 'chocolate'],
  ['bar', 'This ___ of soap smells of lavender.', 'soap'],
  [
    'bar',
    '{I keep|She keeps|He keeps} a ___ of chocolate in {my|her|his} desk for emergencies.',
    'chocolate',
  ],
  ['bar', 'Each guest room has a small ___ of soap and a towel.', 'soap'],
  ['bar', '{She|He} gave me a ___ of dark chocolate as a present.', 'chocolate'],
  ['bar', 'Two ___ of chocolate for the kids, please.', 'chocolate'],
  // bottle
  ['bottle', '{We|They} opened a ___ of wine to celebrate.', 'wine'],
  ['bottle', 'Take a ___ of water with you. It’s {hot|very warm} today.', 'water'],
  ['bottle', '{I need|We need|She needs} a new ___ of shampoo.', 'shampoo'],
  ['bottle', '{He|She} brought a ___ of wine to the dinner party.', 'wine'],
  ['bottle', 'There’s a ___ of {ketchup|wine} in the fridge.', 'ketchup'],
  ['bottle', '{She|My mum|My sister} got a ___ of perfume for her birthday.', 'perfume'],
  ['bottle', 'Buy a ___ of {oil|wine|shampoo} at the supermarket, please.', 'oil'],
  ['bottle', 'The runners were given a ___ of water at the finish.', 'water'],
  ['bottle', '{We|They} drank two ___ of water on the {walk|way}.', 'water'],
  ['bottle', 'This ___ of shampoo lasts a month.', 'shampoo'],
  ['bottle', 'We ordered a ___ of red wine with dinner.', 'wine'],
  [
    'bottle',
    '{She always carries a ___ of water in her|He always carries a ___ of water in his|I always carry a ___ of water in my} bag.',
    'water',
  ],
  ['bottle', 'My dad always keeps a ___ of water in his car.', 'water'],
  ['bottle', 'The hotel gives you a free ___ of shampoo.', 'shampoo'],
  ['bottle', 'Three ___ of water, please.', 'water'],
  // cup
  ['cup', 'Would you like a ___ of {tea|coffee}?', 'tea'],
  ['cup', 'I can’t start the day without a ___ of coffee.', 'coffee'],
  ['cup', '{She|He|My dad} drinks three ___ of {coffee|tea} a day.', 'coffee'],
  ['cup', 'Let’s have a ___ of {tea|coffee} and talk about it.', 'tea'],
  ['cup', 'I made you a ___ of {tea|coffee}. It’s on the table.', 'tea'],
  ['cup', 'We stopped for a ___ of {coffee|tea} on the way.', 'coffee'],
  ['cup', 'My grandmother offers everyone a ___ of tea.', 'tea'],
  ['cup', 'Two ___ of {coffee|tea}, please.', 'coffee'],
  ['cup', 'Come in and have a ___ of {tea|coffee}.', 'tea'],
  [
    'cup',
    '{She fell asleep before she finished her|He fell asleep before he finished his|I fell asleep before I finished my} ___ of {tea|coffee}.',
    'tea',
  ],
  ['cup', 'A ___ of coffee costs three {pounds|dollars} here.', 'coffee'],
  // can
  ['can', 'Open a ___ of {beans|tuna|tomatoes} for lunch.', 'beans'],
  ['can', '{He|She} drank a ___ of {cola|lemonade} on the train.', 'cola'],
  ['can', 'We need two ___ of tomatoes for the sauce.', 'tomatoes'],
  ['can', 'I painted the whole fence with one ___ of paint.', 'paint'],
  ['can', 'There’s a ___ of {tuna|beans|tomatoes} in the cupboard.', 'tuna'],
  ['can', 'Add a ___ of tomatoes and cook for ten minutes.', 'tomatoes'],
  ['can', '{I|She|He} bought a ___ of {lemonade|cola} from the machine.', 'lemonade'],
  ['can', 'We’ll need three ___ of paint for the bedroom.', 'paint'],
  ['can', 'Heat up a ___ of beans and make some toast.', 'beans'],
  ['can', 'The fridge was empty apart from a ___ of cola.', 'cola'],
  ['can', 'The recipe uses one ___ of beans.', 'beans'],
  ['can', 'Two ___ of {cola|lemonade}, please.', 'cola'],
  ['can', 'We painted the fence with one ___ of paint.', 'paint'],
  ['can', 'Add a ___ of tomatoes to the soup.', 'tomatoes'],
  // carton
  ['carton', 'Could you get a ___ of {milk|cream|orange juice} from the shop?', 'milk'],
  ['carton', 'There’s an empty ___ of orange juice in the fridge.', 'orange juice'],
  ['carton', '{We drink|The kids drink} a ___ of {milk|orange juice} a day.', 'milk'],
  ['carton', 'I bought a small ___ of cream for the strawberries.', 'cream'],
  ['carton', 'The kids drank a whole ___ of orange juice.', 'orange juice'],
  ['carton', 'Put the ___ of {milk|cream|orange juice} back in the fridge, please.', 'milk'],
  ['carton', 'This ___ of cream is past its date.', 'cream'],
  ['carton', 'Two ___ of milk, please.', 'milk'],
  ['carton', 'The kids share a ___ of orange juice at breakfast.', 'orange juice'],
  ['carton', 'Pour the ___ of cream into the bowl.', 'cream'],
  ['carton', 'Someone left an open ___ of milk on the table.', 'milk'],
  // piece
  ['piece', 'Can I give you a ___ of {advice|information}?', 'advice'],
  ['piece', 'That’s a useful ___ of information.', 'information'],
  ['piece', 'I have a {great|wonderful} ___ of news for you!', 'news'],
  ['piece', 'The sofa is our most expensive ___ of furniture.', 'furniture'],
  ['piece', 'You can take one ___ of luggage on the plane.', 'luggage'],
  ['piece', 'Write your {name|address|phone number} on a ___ of paper.', 'paper'],
  ['piece', 'This ___ of music always makes me {cry|smile}.', 'music'],
  ['piece', 'Every ___ of equipment must be checked before use.', 'equipment'],
  ['piece', 'Our teacher gave us a {long|difficult} ___ of homework.', 'homework'],
  ['piece', 'Do you have a ___ of gum?', 'gum'],
  ['piece', 'My best ___ of advice is to get some sleep.', 'advice'],
  ['piece', 'We bought an old ___ of furniture at the market.', 'furniture'],
  ['piece', 'Each ___ of luggage must have a label.', 'luggage'],
  ['piece', '{She|He} wrote the number on a small ___ of paper.', 'paper'],
  ['piece', 'That was an important ___ of information.', 'information'],
  ['piece', 'The gym has a new ___ of equipment.', 'equipment'],
  ['piece', 'Let me give you one last ___ of advice.', 'advice'],
  ['piece', 'Our hotel lost a ___ of luggage on the way.', 'luggage'],
  ['piece', 'The police found an important ___ of information.', 'information'],
  ['piece', 'This chair is a lovely ___ of furniture.', 'furniture'],
  ['piece', 'Here’s a good ___ of news: the exam was cancelled!', 'news'],
  ['piece', '{She|He} played a short ___ of music on the piano.', 'music'],
  ['piece', 'My grandmother gave me a wise ___ of advice before the wedding.', 'advice'],
  ['piece', 'The museum bought a rare ___ of furniture from the palace.', 'furniture'],
  ['piece', 'I found an old ___ of paper with her phone number on it.', 'paper'],
  ['piece', 'The orchestra played a beautiful ___ of music at the end.', 'music'],
  ['piece', 'That’s the best ___ of news I’ve heard all week.', 'news'],
  // pair
  ['pair', '{I need|She needs|He needs} a new ___ of {jeans|trousers|shoes|boots}.', 'jeans'],
  ['pair', '{She|He} bought two ___ of {shoes|jeans|boots} in the sale.', 'shoes'],
  ['pair', 'Pack a spare ___ of {socks|gloves|shoes}.', 'socks'],
  ['pair', '{I’ve lost my|She’s lost her|He’s lost his} ___ of glasses again.', 'glasses'],
  ['pair', '{Have you got|Can I borrow} a ___ of scissors?', 'scissors'],
  ['pair', 'You’ll need a good ___ of boots for the mountains.', 'boots'],
  ['pair', '{He|She} wore a ___ of gloves because it was cold.', 'gloves'],
  ['pair', 'I packed three ___ of {shorts|jeans|socks} for the holiday.', 'shorts'],
  ['pair', 'This ___ of trousers is too long.', 'trousers'],
  ['pair', '{She|He} left a ___ of sunglasses on the beach.', 'sunglasses'],
  ['pair', 'How much is this ___ of {shoes|jeans|sunglasses|boots}?', 'shoes'],
  ['pair', 'My son needs a new ___ of trousers for school.', 'trousers'],
  ['pair', '{She|He} gave me a ___ of {gloves|socks} for Christmas.', 'gloves'],
  ['pair', 'I can’t read this without my ___ of glasses.', 'glasses'],
  ['pair', 'I bought three ___ of {socks|gloves} at the market.', 'socks'],
  ['pair', 'I need a warm ___ of socks for the winter.', 'socks'],
  ['pair', 'Bring a ___ of sunglasses. It’s very sunny at the lake.', 'sunglasses'],
  ['pair', 'Each runner needs a good ___ of shoes.', 'shoes'],
  ['pair', '{She|He} cut the paper with a ___ of scissors.', 'scissors'],
  // More bases whose owner is fixed, since a she/he subject with another person's his/her is no longer said.
  ['bar', 'Anna always has a ___ of chocolate in her bag for the {train|bus}.', 'chocolate'],
  ['slice', 'Tom made himself a ___ of toast with {honey|jam}.', 'toast'],
  ['bottle', 'Oksana never leaves home without a ___ of water in her {bag|backpack}.', 'water'],
  ['pair', 'Taras lost a ___ of {gloves|sunglasses} on the {bus|train} yesterday.', 'gloves'],
  ['cup', 'My mum starts every {morning|day} with a ___ of {tea|coffee}.', 'tea'],
  ['loaf', 'My dad bakes a ___ of bread every {Sunday|Saturday}.', 'bread'],
  ['carton', 'Could you pick up a ___ of {milk|orange juice} on your way home?', 'milk'],
  ['can', 'There’s a ___ of {beans|tomatoes} in the cupboard if you’re hungry.', 'beans'],
  ['piece', 'My grandma gave me a good ___ of advice {before my wedding|when I left home}.', 'advice'],
];

const PLURAL_BEFORE = /\b(two|three|Two|Three)\s+___/;

function items(rng: Rng): Item[] {
  return PARTITIVE_LINES.flatMap(([unit, frame, lineNoun], i) =>
    // A variant whose possessive does not agree with its subject ("He keeps … in her desk") is not said.
    expand(frame)
      .filter(possessiveAgrees)
      .map((text) => {
        // The noun after "of" (a variant may swap it: a cup of {tea|coffee}); the line's noun otherwise.
        const after = text.split('___ of ')[1] ?? '';
        const noun = Object.keys(TAKES).find((n) => new RegExp(`^(\\w+ )?${n}\\b`).test(after)) ?? lineNoun;
        const phrase = after.slice(0, after.indexOf(noun) + noun.length);
        const many = PLURAL_BEFORE.test(text);
        const form = (u: U) => (many ? plural(u) : u);
        const never = UNITS.filter((u) => u !== unit && !(TAKES[noun] ?? []).includes(u));
        const wrong = rng
          .shuffle(never)
          .slice(0, 3)
          .map((u) => ({ choice: form(u), errorType: 'wrong-partitive', params: { noun } }));
        return {
          text,
          answer: form(unit),
          wrong,
          ruleId: unit === 'piece' ? 'piece' : unit === 'pair' ? 'pair' : 'container',
          trigger: [`of ${phrase}`],
          skeleton: `partitives:${i}`,
        };
      }),
  );
}

export const partitivesTopic: TopicDef = makeTopic(
  {
    slug: 'partitives',
    sectionSlug: 'noun',
    name: {
      en: 'A loaf of bread, a pair of jeans',
      uk: 'A loaf of bread, a pair of jeans: одиниці кількості',
    },
    level: 'basic',
    possibleAnswers: [...UNITS],
    card: {
      rule: {
        en: 'To count uncountable nouns (bread, advice) and things that come in twos (jeans, scissors), we put a unit before of: a loaf of bread, a bar of chocolate, a bottle of water, a cup of tea, a slice of cake, a can of cola, a carton of milk, a piece of advice, a pair of jeans. The noun decides the unit. For more than one, the unit takes -s: two bottles of water, three pairs of socks.',
        uk: 'Щоб порахувати незлічуване (bread, advice) або парні речі (jeans, scissors), перед of ставимо слово-одиницю: a loaf of bread, a bar of chocolate, a bottle of water, a cup of tea, a slice of cake, a can of cola, a carton of milk, a piece of advice, a pair of jeans. Яку одиницю взяти, залежить від іменника. У множині закінчення -s отримує саме одиниця: two bottles of water, three pairs of socks.',
      },
      signals: {
        en: 'bread → loaf; chocolate, soap → bar; tea, coffee → cup; milk, juice → carton; beans, cola, paint → can; wine, shampoo → bottle; advice, news, furniture → piece; jeans, shoes, glasses → pair.',
        uk: 'bread → loaf; chocolate, soap → bar; tea, coffee → cup; milk, juice → carton; beans, cola, paint → can; wine, shampoo → bottle; advice, news, furniture → piece; jeans, shoes, glasses → pair.',
      },
      examples: ['Could you get a loaf of bread on your way home?', 'I need a new pair of jeans.'],
    },
    rules: [
      {
        id: 'container',
        statement: {
          en: 'Food and drink are counted by their container or shape: a loaf of bread, a bar of chocolate, a bottle of wine, a cup of coffee, a slice of cake, a can of beans, a carton of milk.',
          uk: 'Їжу й напої рахуємо упаковкою або формою: a loaf of bread, a bar of chocolate, a bottle of wine, a cup of coffee, a slice of cake, a can of beans, a carton of milk.',
        },
      },
      {
        id: 'piece',
        statement: {
          en: 'Uncountable nouns like advice, information, news, furniture, luggage and equipment are counted with a piece of.',
          uk: 'Незлічувані іменники advice, information, news, furniture, luggage, equipment рахуємо за допомогою a piece of.',
        },
      },
      {
        id: 'pair',
        statement: {
          en: 'Things made of two matching parts (jeans, trousers, glasses, scissors) and things worn in twos (shoes, socks) are counted with a pair of.',
          uk: 'Речі з двох однакових частин (jeans, trousers, glasses, scissors) і те, що носять парою (shoes, socks), рахуємо за допомогою a pair of.',
        },
      },
    ],
    target: 400,
  },
  items,
);
