import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * Relative clauses with who (people), which (things), where (places, no preposition at the end) and whose
 * (possession). "that" is never offered: it is often also correct. [antecedent head, clause after the gap].
 */
type R = 'who' | 'which' | 'where' | 'whose';
const PEOPLE: [string, string[]][] = [
  ['The boy', ['broke the window has apologised.', 'sits next to me is very clever.']],
  ['Is that the girl', ['won the competition?', 'lives above you?']],
  ['The nurse', ['looked after me was very kind.']],
  ['A vet is a doctor', ['takes care of animals.']],
  ['The player', ['scored the goal is only eighteen.']],
  ['I don’t like people', ['are rude to waiters.', 'never say thank you.']],
  [
    'The woman',
    [
      'lives next door is a doctor.',
      'called you yesterday is my aunt.',
      'works in the café knows everybody.',
    ],
  ],
  [
    'The man',
    [
      'fixed our car was very friendly.',
      'sold us the house has moved to Spain.',
      'is talking to Anna is her boss.',
    ],
  ],
  ['I have a friend', ['speaks five languages.', 'lives in Canada.', 'never uses social media.']],
  ['The students', ['passed the exam got a certificate.', 'missed the lesson must see the teacher.']],
  ['Do you know anyone', ['can repair a bike?', 'needs a room?']],
  ['She is the teacher', ['helped me with my English.', 'everybody loves.']],
  ['The people', ['live upstairs are very noisy.', 'we met on holiday sent us a card.']],
  ['That’s the doctor', ['saved my life.', 'I told you about.']],
];
const THINGS: [string, string[]][] = [
  ['The shoes', ['I bought yesterday are too small.', 'are in the window are on sale.']],
  ['Where is the umbrella', ['was by the door?']],
  ['A fridge is a machine', ['keeps food cold.']],
  ['I can’t find the letter', ['came this morning.']],
  ['The song', ['they played at the wedding was beautiful.']],
  [
    'The book',
    ['you gave me was great.', 'is on the table belongs to Tom.', 'I’m reading now is very long.'],
  ],
  ['I lost the keys', ['my mum gave me.', 'were in my coat.']],
  ['The film', ['we saw last night was boring.', 'won the prize is Ukrainian.']],
  ['This is the phone', ['I bought last week.', 'keeps switching off.']],
  ['The bus', ['goes to the airport leaves every hour.', 'we took was very crowded.']],
  ['Did you get the email', ['I sent you?', 'came this morning?']],
  ['The cake', ['you made was delicious.', 'is in the fridge is for tomorrow.']],
  ['We stayed at a hotel', ['had a big pool.', 'was near the beach.']],
];
const PLACES: [string, string[]][] = [
  ['This is the park', ['we walk the dog every morning.']],
  ['That’s the hospital', ['my sister works.', 'I was born.']],
  ['Do you know a hotel', ['we can stay for one night?']],
  ['The office', ['I work is on the tenth floor.']],
  ['We visited the house', ['the famous writer lived.']],
  ['This is the house', ['I was born.', 'my grandparents lived.']],
  ['That’s the café', ['we first met.', 'they make the best coffee in town.']],
  ['I know a shop', ['you can buy cheap books.', 'they sell Ukrainian food.']],
  ['Lviv is the city', ['I grew up.', 'my parents live now.']],
  ['Is there a place', ['we can park the car?', 'I can charge my phone?']],
  ['The village', ['we spent our holiday is very small.']],
  ['Do you remember the restaurant', ['we had dinner on your birthday?']],
];
const WHOSE: [string, string][] = [
  ['I met a man', 'wife works with my mum.'],
  ['The family', 'house burnt down are staying with friends.'],
  ['That’s the boy', 'bike was stolen.'],
  ['The company', 'products we sell is based in Lviv.'],
  ['The man', 'car was stolen called the police.'],
  ['I have a friend', 'father is a famous actor.'],
  ['The girl', 'bag you found is in my class.'],
  ['That’s the neighbour', 'dog barks all night.'],
  ['The students', 'names are on the list can go in.'],
  ['We met a woman', 'son plays for Dynamo Kyiv.'],
  ['The writer', 'book won the prize is only twenty-five.'],
];

const ERR: Record<R, Record<string, string>> = {
  who: { which: 'which-for-person', where: 'where-for-non-place', whose: 'whose-without-possession' },
  which: { who: 'who-for-thing', where: 'where-for-non-place', whose: 'whose-without-possession' },
  where: { who: 'who-for-thing', which: 'which-without-preposition', whose: 'whose-without-possession' },
  whose: { who: 'who-for-whose', which: 'which-for-person', where: 'where-for-non-place' },
};

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (answer: R, head: string, clause: string, skeleton: string) => {
    const text = `${head} ___ ${clause}`;
    const pool = (['who', 'which', 'where', 'whose'] as R[]).filter((w) => w !== answer);
    const wrong = rng
      .shuffle(pool)
      .slice(0, 2)
      .map((w) => ({ choice: w, errorType: ERR[answer][w] ?? 'relative-mismatch', params: { head } }));
    out.push({ text, answer, wrong, ruleId: answer, trigger: [head.split(' ').pop() ?? head], skeleton });
  };
  PEOPLE.forEach(([h, cs], i) => {
    cs.forEach((c, j) => {
      push('who', h, c, `relative:who:${i}:${j}`);
    });
  });
  THINGS.forEach(([h, cs], i) => {
    cs.forEach((c, j) => {
      push('which', h, c, `relative:which:${i}:${j}`);
    });
  });
  PLACES.forEach(([h, cs], i) => {
    cs.forEach((c, j) => {
      push('where', h, c, `relative:where:${i}:${j}`);
    });
  });
  WHOSE.forEach(([h, c], i) => {
    push('whose', h, c, `relative:whose:${i}`);
  });
  return out;
}

export const relativeTopic: TopicDef = makeTopic(
  {
    slug: 'relative-pronouns',
    sectionSlug: 'pronoun',
    name: {
      en: 'Relative pronouns: who, which, where, whose',
      uk: 'Відносні займенники: who, which, where, whose',
    },
    level: 'intermediate',
    possibleAnswers: ['who', 'which', 'where', 'whose'],
    card: {
      rule: {
        en: 'Who is for people (the woman who lives next door), which is for things and animals (the book which you gave me), where is for places when no preposition follows (the house where I was born), whose shows possession (the man whose car was stolen).',
        uk: 'Who — про людей (the woman who lives next door), which — про речі й тварин (the book which you gave me), where — про місця, коли в кінці немає прийменника (the house where I was born), whose — «чий» (the man whose car was stolen).',
      },
      signals: {
        en: 'person before the gap → who; thing → which; place + a full clause → where; a noun right after the gap that belongs to the person → whose.',
        uk: 'людина перед пропуском → who; річ → which; місце + повне речення → where; після пропуску іменник, що належить особі → whose.',
      },
      examples: ['The woman who lives next door is a doctor.', 'This is the house where I was born.'],
    },
    rules: [
      { id: 'who', statement: { en: 'Use who for people.', uk: 'Who вживаємо для людей.' } },
      {
        id: 'which',
        statement: { en: 'Use which for things and animals.', uk: 'Which вживаємо для речей і тварин.' },
      },
      {
        id: 'where',
        statement: {
          en: 'Use where for places (the clause then has no preposition at the end).',
          uk: 'Where вживаємо для місць (тоді в кінці підрядного речення немає прийменника).',
        },
      },
      {
        id: 'whose',
        statement: {
          en: 'Use whose + noun to show possession: the man whose car…',
          uk: 'Whose + іменник показує належність: the man whose car…',
        },
      },
    ],
    target: 200,
  },
  items,
);
