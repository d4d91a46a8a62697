import { d, expand, finish, type Item, L, makeTopic, rule } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, PEOPLE } from '../linking-words/people.ts';

/**
 * Cleft sentences: What I need is …, It was … that / who … . Four gaps, each with one right word:
 * - the opening of a what-cleft (___ I need is a holiday) → What, against That / It;
 * - the opening of an it-cleft (___ was in Rome that …) → It, against What / Which (never "That": "That
 *   was Tom who called" is said on the phone);
 * - after It was + a person (It was my brother ___ found the keys) → who, against what / which (never
 *   "that", which is right too);
 * - after It was + a time, place or reason (It was in 2015 ___ we met) → that, against what / which
 *   (never "when" or "where", which some accept).
 * A focus that is a thing (It was the noise ___ woke me) is never used: which and that both fit it.
 */
type K = 'what' | 'it' | 'who' | 'that';

const BASES: Record<K, string[]> = {
  what: [
    "___ {X} needed was a good night's sleep.",
    '___ {X} liked most about Lviv was the coffee.',
    '___ {X} wanted was a quiet evening at home.',
    "___ {X} didn't understand was the ending.",
    '___ {X} loved about the hotel was the view.',
    '___ {X} remembered most was the smell of the sea.',
    '___ {X} found strange was the silence.',
    '___ {X} hated about the job was the long hours.',
    '___ {X} forgot to buy was the bread.',
    '___ {X} enjoyed most was the food.',
    '___ surprised me most was the price.',
    '___ worries me is the cost.',
    '___ happened next was a complete surprise.',
    '___ you need is a good rest.',
    "___ I can't stand is people who are always late.",
    '___ matters most is that everyone is safe.',
    '___ annoyed us was the noise from the street.',
    '___ made the evening special was the music.',
    "___ I'd like is a cup of tea.",
    '___ this city needs is more trees.',
    '___ {X} wanted most was a bit of peace and quiet.',
    '___ {X} missed most about home was the food.',
    '___ {X} noticed first was the smell of fresh bread.',
    "___ {X} couldn't believe was the size of the place.",
    '___ {X} really needed was a new laptop.',
    "___ {X} didn't expect was the rain.",
    '___ {X} liked best about the course was the teacher.',
    "___ {X} didn't like was the weather.",
    '___ {X} bought in the end was a second-hand bike.',
    '___ {X} ordered was the fish soup.',
    '___ {X} lost on the train was an umbrella.',
    '___ {X} saw from the window was the sea.',
    '___ {X} enjoyed most about the trip was the walks in the mountains.',
    '___ {X} wanted for dinner was pizza.',
    '___ {X} hated about winter was the dark mornings.',
    '___ {X} chose in the end was the blue one.',
    '___ {X} asked for was a glass of water.',
    '___ {X} liked least about the flat was the kitchen.',
  ],
  it: [
    '___ was in Rome that I first tried real pizza.',
    '___ was Mr Brown who taught me to love books.',
    '___ was last summer that we bought the house.',
    '___ was only after I left school that I started reading.',
    "___ was the heat that I couldn't stand.",
    '___ was on a train that I met my husband.',
    '___ was my aunt who looked after us that summer.',
    '___ is the price that worries me, not the size.',
    '___ was at university that I learned to cook.',
    '___ was in December that the shop finally opened.',
    '___ was her smile that I noticed first.',
    '___ was my father who built this house.',
    '___ is in spring that the park looks its best.',
    '___ was two years later that they met again.',
    '___ was the price that put me off.',
    '___ was a friend of mine who recommended this restaurant.',
    '___ was only in the taxi that I remembered my passport.',
    '___ is the people that make this city special.',
    '___ was in {Odesa|Barcelona|Athens} that I learned to swim.',
    '___ was in {March|April|May} that we moved to this flat.',
    '___ was on {Monday|Tuesday|Wednesday} that the letter arrived.',
    '___ was at {a party|a wedding|a concert} that I met my best friend.',
    '___ was {my uncle|my aunt|my grandfather} who taught me to swim.',
    '___ was only {at the airport|at the station|on the bus} that I noticed my wallet was missing.',
    '___ was in {2010|2012|2016} that they moved to Canada.',
    '___ was {Oksana|Taras|Anna} who answered the phone.',
    '___ was at {school|university} that I first heard that song.',
    '___ was {the neighbours|the children|the guests} who noticed the smoke.',
    '___ was during {the storm|the night} that the old tree fell.',
    '___ was {her brother|her cousin|her best friend} who drove her to the airport.',
    '___ was only {last week|last month|yesterday} that I found out the truth.',
    '___ was in {the summer|the winter} that we met her parents.',
    '___ was in {the kitchen|the garden|the garage} that we found the cat.',
    '___ is {my grandmother|my mother|my aunt} who makes the best borscht in the family.',
    '___ was {Tom|Anna|Oksana} who suggested this restaurant.',
    "___ was at {six|seven|eight} o'clock that the train finally left.",
    '___ was after {lunch|dinner} that the problems started.',
    '___ was {my teacher|my coach} who believed in me when nobody else did.',
  ],
  who: [
    'It was my {brother|sister} ___ found the keys.',
    'It was {Taras|Oksana} ___ told me about this place.',
    "It wasn't my brother ___ broke the vase.",
    'It was the manager ___ called, not the owner.',
    'It was my grandmother ___ taught me to cook.',
    'It is the nurses ___ really run this hospital.',
    'It was our neighbour ___ called the fire brigade.',
    'It was {Anna|Tom} ___ organised the whole trip.',
    "It's my dad ___ does most of the cooking at home.",
    'It was a young woman ___ found my wallet.',
    'It was the children ___ noticed the smoke first.',
    'It was my teacher ___ persuaded me to study law.',
    "It's usually my mum ___ remembers everyone's birthday.",
    'It was the goalkeeper ___ saved the game.',
    'It was my wife ___ found this flat, not me.',
    "It wasn't the waiter ___ made the mistake.",
    'It was a taxi driver ___ told me the best place to eat.',
    'It was {my uncle|my aunt|my cousin} ___ lent us the car.',
    'It was {Oksana|Anna|Taras} ___ found the mistake.',
    "It wasn't {Tom|Taras|Anna} ___ ate the last piece of cake.",
    'It was the {doctor|nurse|pharmacist} ___ told me to rest.',
    'It was {my mum|my dad} ___ chose my name.',
    'It was {the neighbours|the police} ___ called the ambulance.',
    'It was {my best friend|my sister|my brother} ___ told me about the job.',
    'It was a {student|tourist|neighbour} ___ found the lost dog.',
    'It was {our teacher|the head teacher} ___ organised the school trip.',
    'It was {Anna|Oksana|Tom} ___ cooked dinner last night, not me.',
    'It was the {driver|conductor} ___ helped me with my bags.',
    "It's {my grandfather|my grandmother} ___ tells the best stories in our family.",
    'It was {the captain|the youngest player|a substitute} ___ scored the winning goal.',
    'It was {my neighbour|a colleague|a friend of mine} ___ fixed my bike.',
    'It was {the receptionist|the manager} ___ gave us the wrong key.',
    'It was {my uncle|my grandfather} ___ taught me to play chess.',
    'It was {a young doctor|a nurse|a stranger} ___ saved his life.',
    'It was {my sister|my cousin} ___ booked the hotel.',
    'It was {the waiter|the chef} ___ recommended the fish.',
  ],
  that: [
    'It was in {2015|2019} ___ we first met.',
    'It was only yesterday ___ I heard the news.',
    'It was not until midnight ___ the party ended.',
    'It was because of the rain ___ the match was cancelled.',
    'It was at this station ___ I lost my wallet.',
    'It was only when I got home ___ I noticed the mistake.',
    'It was on the last day ___ it finally snowed.',
    'It was by chance ___ we met again.',
    "It's in the evening ___ the city comes alive.",
    'It was in a small café in {Lviv|Odesa} ___ she wrote her first novel.',
    'It was after the accident ___ he decided to sell the car.',
    'It was on the radio ___ I heard the news.',
    'It was only last year ___ they got married.',
    "It's for this reason ___ we need more time.",
    'It was here ___ the accident happened.',
    'It was not until I moved abroad ___ I understood my parents.',
    'It was thanks to you ___ we won.',
    'It was in the summer of 2020 ___ they opened the café.',
    'It was in {March|April|June} ___ the new bridge opened.',
    'It was only {last week|last month} ___ I heard about it.',
    "It was at {the airport|the station|the bus stop} ___ I realised I'd left my keys at home.",
    'It was because of {the snow|the fog|the strike} ___ our flight was cancelled.',
    'It was on {Friday|Monday|Thursday} ___ the results came out.',
    'It was in a {small village|small town} near {Lviv|Kharkiv} ___ my grandparents grew up.',
    'It was during {the break|lunch} ___ we heard the news.',
    'It was in {the library|the park|a café} ___ I wrote most of my thesis.',
    'It was {after|before} the meeting ___ she told me.',
    'It was at the age of {five|seven} ___ he started playing the piano.',
    'It was in {2008|2011|2014} ___ my parents bought this house.',
    'It was on a {cold|rainy|sunny} morning in {May|October} ___ we left the city.',
    'It was for {this reason|that reason} ___ she left the company.',
    'It was in the {final|last} minute ___ they scored.',
    'It was during the film ___ I fell asleep.',
    'It was on the way {home|to work} ___ I saw the accident.',
    'It was {three|five} years ago ___ we first came to this town.',
    'It was only after {the exam|the interview} ___ I could relax.',
    'It was on {Saturday|Sunday} ___ we went to the zoo.',
  ],
};

const PLAN: Record<K, { answer: string; wrong: [string, string][]; ruleId: string }> = {
  what: {
    answer: 'What',
    ruleId: 'what-cleft',
    wrong: [
      ['That', 'cleft-what-needed'],
      ['It', 'cleft-what-needed'],
    ],
  },
  it: {
    answer: 'It',
    ruleId: 'it-cleft',
    wrong: [
      ['What', 'cleft-it-needed'],
      ['Which', 'cleft-it-needed'],
    ],
  },
  who: {
    answer: 'who',
    ruleId: 'it-cleft-who',
    wrong: [
      ['what', 'what-as-relative'],
      ['which', 'which-for-person'],
    ],
  },
  that: {
    answer: 'that',
    ruleId: 'it-cleft-that',
    wrong: [
      ['what', 'what-as-relative'],
      ['which', 'what-as-relative'],
    ],
  },
};

/** The words the relative word follows (It was my brother), or the clause after an opening gap. */
const focus = (text: string): string => (text.split(' ___')[0] ?? '').trim();

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  for (const kind of Object.keys(BASES) as K[]) {
    const plan = PLAN[kind];
    (BASES[kind] ?? []).forEach((base, i) => {
      const texts = base.includes('{X}')
        ? rng
            .shuffle(PEOPLE)
            .slice(0, 3)
            .map((s) => fill(base, s))
        : rng.shuffle(expand(base)).slice(0, 3);
      for (const raw of texts) {
        const text = finish(raw);
        const head = kind === 'who' || kind === 'that' ? focus(text) : '';
        out.push({
          text,
          answer: plan.answer,
          wrong: plan.wrong.map(([w, e]) =>
            e === 'what-as-relative' || e === 'which-for-person' ? d(w, e, { head }) : d(w, e),
          ),
          ruleId: plan.ruleId,
          trigger: [
            kind === 'what' ? ` is ` : kind === 'it' ? (text.match(/ (that|who) /)?.[1] ?? 'that') : head,
          ],
          skeleton: `cleft:${kind}:${i}`,
        });
      }
    });
  }
  return out;
}

export const cleftSentences: TopicDef = makeTopic(
  {
    slug: 'cleft-sentences',
    sectionSlug: 'multiple-choices',
    name: L('Cleft sentences: What I need is…, It was… that…', 'Виділення: What I need is…, It was… that…'),
    level: 'advanced',
    possibleAnswers: ['What', 'It', 'who', 'that'],
    card: {
      rule: L(
        'To put one part of a sentence in focus, split it in two. What + clause + is/was + the focus: What I need is a holiday (what means “the thing that”). It is/was + the focus + that/who + the rest: It was in 2015 that we met. It was my brother who found the keys. After a time, place or reason we use that; after a person, who (or that). What never follows a noun.',
        'Щоб виділити одну частину речення, його ділять на дві. What + речення + is/was + те, що виділяємо: What I need is a holiday (what означає «те, що»). It is/was + те, що виділяємо, + that/who + решта: It was in 2015 that we met. It was my brother who found the keys. Після часу, місця чи причини вживаємо that, після людини — who (або that). Після іменника what не вживаємо.',
      ),
      signals: L(
        'a gap before a clause + is/was → What; a gap before was + the focus + that/who → It; It was + a person → who; It was + a time, place or reason → that',
        'пропуск перед реченням + is/was → What; пропуск перед was + виділене + that/who → It; It was + людина → who; It was + час, місце чи причина → that',
      ),
      examples: ["What I needed was a good night's sleep.", 'It was in 2015 that we first met.'],
    },
    rules: [
      rule(
        'what-cleft',
        'What + clause + is/was + focus: What I need is a holiday. What means “the thing that”; that and it cannot start such a sentence.',
        'What + речення + is/was + виділене: What I need is a holiday. What означає «те, що»; that чи it таке речення не починають.',
      ),
      rule(
        'it-cleft',
        'It + is/was + focus + that/who + the rest: It was in Rome that I first tried pizza.',
        'It + is/was + виділене + that/who + решта: It was in Rome that I first tried pizza.',
      ),
      rule(
        'it-cleft-who',
        'After It was + a person, the rest starts with who (or that): It was my brother who found the keys.',
        'Після It was + людина решта речення починається з who (або that): It was my brother who found the keys.',
      ),
      rule(
        'it-cleft-that',
        'After It was + a time, a place or a reason, the rest starts with that: It was in 2015 that we met.',
        'Після It was + час, місце чи причина решта речення починається з that: It was in 2015 that we met.',
      ),
    ],
    target: 420,
  },
  items,
);
