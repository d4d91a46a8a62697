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
    target: 400,
  },
  items,
);
