import { cap, expand, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * each vs every, only where ONE of them is right. "Each/every student got a book" (both right) is never
 * asked. Each is forced by: "of" after it, standing alone or after the subject/number ("cost £5 each",
 * "they each"), two things ("in each hand"), "each other", "each and every". Every is forced by: intervals
 * ("every three days", "every other week"), almost/nearly/practically, "every single", "not every", a
 * possessive before it ("his every move"), abstract nouns of possibility ("every chance", "every right"),
 * "every now and then / every so often", "every last".
 */
type A = 'each' | 'every';

/** Why the answer is forced: the key of the explanation's reason (templates.ts, EACH_EVERY_REASON). */
export type EachEveryReason =
  | 'of'
  | 'alone'
  | 'after'
  | 'two'
  | 'other'
  | 'each-and-every'
  | 'interval'
  | 'almost'
  | 'single'
  | 'not'
  | 'possessive'
  | 'abstract'
  | 'idiom';

/** [answer, sentence with {a|b} variants of one base, reason, the words that force it]. */
export const EACH_EVERY_LINES: [A, string, EachEveryReason, string][] = [
  // each of …
  ['each', '___ of the {children|guests|players} got a small present.', 'of', 'of the'],
  ['each', '___ of us has a different idea about the {holiday|party|trip}.', 'of', 'of us'],
  [
    'each',
    '{She thanked ___ of her teachers before she|He thanked ___ of his teachers before he|She thanked ___ of her colleagues before she|He thanked ___ of his colleagues before he} left.',
    'of',
    '{of her|of his}',
  ],
  ['each', 'The {flats|rooms} are small, but ___ of them has a {balcony|big window}.', 'of', 'of them'],
  ['each', '___ of these {rooms|cabins} has its own bathroom.', 'of', 'of these'],
  ['each', 'Read ___ of the {questions|instructions} carefully before you {answer|start}.', 'of', 'of the'],
  [
    'each',
    '{Grandma gave ___ of her|Grandpa gave ___ of his} grandchildren a hundred {pounds|dollars}.',
    'of',
    'of',
  ],
  [
    'each',
    'We tried ___ of the {three|four} cakes and liked the {chocolate|lemon} one best.',
    'of',
    'of the',
  ],
  ['each', '___ of the {two|three} teams scored a goal.', 'of', 'of the'],
  ['each', 'The {doctor|nurse} spoke to ___ of the patients in turn.', 'of', 'of the'],
  ['each', '___ of my {sisters|brothers|cousins} lives in a different {city|country}.', 'of', 'of my'],
  ['each', 'I’ve washed ___ of the {glasses|plates} by hand.', 'of', 'of the'],
  ['each', '___ of them brought something to {eat|drink}.', 'of', 'of them'],
  [
    'each',
    'The coach had a word with ___ of the players after the {match|game|training session}.',
    'of',
    'of the',
  ],
  ['each', '___ of you will get a copy of the {report|contract|timetable}.', 'of', 'of you'],
  ['each', 'I liked ___ of the {songs|stories} for a different reason.', 'of', 'of the'],
  ['each', '___ of the {houses|cottages} on this street has a red door.', 'of', 'of the'],
  ['each', 'We gave ___ of the kids {an ice cream|a balloon|a sticker}.', 'of', 'of the'],
  // each alone, as a pronoun
  [
    'each',
    'I have {three|four} {brothers, and ___ has his|sisters, and ___ has her} own car.',
    'alone',
    'and … has',
  ],
  ['each', 'We looked at five flats, and ___ was more expensive than the last.', 'alone', 'and … was'],
  ['each', 'The hotel has {forty|sixty} rooms, and ___ has a {sea view|balcony}.', 'alone', 'and … has'],
  ['each', 'There are two bedrooms, and ___ has {a double bed|its own bathroom}.', 'alone', 'and … has'],
  // each after a price, a number or the subject
  ['each', 'The tickets cost ten {pounds|dollars} ___.', 'after', 'cost … each'],
  [
    'each',
    'The children got {two|three} {sweets|stickers} ___.',
    'after',
    '{two|three} {sweets|stickers} each',
  ],
  ['each', 'These {apples|lemons|pens} are fifty cents ___.', 'after', 'fifty cents each'],
  [
    'each',
    'The {boys|girls|hikers} ___ carried a heavy bag up the hill.',
    'after',
    'The {boys|girls|hikers} each',
  ],
  [
    'each',
    '{They|My friends|The kids} ___ ordered a different pizza.',
    'after',
    '{They|My friends|The kids} each',
  ],
  ['each', 'We ___ paid for our own {meal|tickets|drinks}.', 'after', 'We each'],
  ['each', 'The students ___ have to give a short {talk|presentation}.', 'after', 'The students each'],
  ['each', 'The winners will receive a hundred {pounds|dollars} ___.', 'after', 'a hundred … each'],
  ['each', 'My {parents|grandparents} ___ have their own car.', 'after', 'My {parents|grandparents} each'],
  ['each', 'The rooms cost eighty {pounds|dollars} a night ___.', 'after', 'a night each'],
  ['each', 'The {girls|guests} ___ took a piece of cake.', 'after', 'The {girls|guests} each'],
  ['each', 'You can {take|borrow} {two|three} books ___.', 'after', '{two|three} books each'],
  ['each', 'The teacher gave ___ of the students a different {text|topic}.', 'of', 'of the'],
  ['each', '___ of the rooms in our {flat|house} needs painting.', 'of', 'of the'],
  ['each', 'I bought a present for ___ of my {nieces|nephews|cousins}.', 'of', 'of my'],
  ['each', '{She|He} answered ___ of the letters.', 'of', 'of the'],
  ['each', 'The café gave ___ of us a free {coffee|biscuit}.', 'of', 'of us'],
  ['each', 'There are two bathrooms, and ___ has a {shower|bath}.', 'alone', 'and … has'],
  ['each', 'I’ve got two {sons|daughters}, and ___ plays a different instrument.', 'alone', 'and … plays'],
  ['each', 'The {shirts|scarves} were twenty {pounds|dollars} ___.', 'after', 'twenty … each'],
  ['each', 'The two boys shook hands and thanked ___ other.', 'other', 'other'],
  ['each', '{My sister and I|The girls} borrow ___ other’s clothes.', 'other', 'other’s'],
  ['each', 'They smiled at ___ other across the {room|table}.', 'other', 'other'],
  ['each', 'We promised to {write to|call} ___ other.', 'other', 'other'],
  ['each', '{She|He} kissed the baby on ___ cheek.', 'two', 'cheek'],
  ['each', 'There is a small window on ___ side of the front door.', 'two', 'side of the'],
  // two things
  ['each', '{She was|He was|I was} carrying a heavy bag in ___ hand.', 'two', 'hand'],
  ['each', 'There were tall {trees|houses} on ___ side of the road.', 'two', 'side of the road'],
  ['each', 'She wore a small silver earring in ___ ear.', 'two', 'ear'],
  [
    'each',
    'The two {sisters look alike, but ___ has her|brothers look alike, but ___ has his} own style.',
    'two',
    'The two {sisters|brothers}',
  ],
  ['each', 'There’s a {lamp|small table} on ___ side of the bed.', 'two', 'side of the bed'],
  ['each', '{He|She} came in with a cup of coffee in ___ hand.', 'two', 'hand'],
  ['each', 'The two teams have eleven players ___.', 'after', 'eleven players each'],
  // each other
  ['each', 'The two friends hugged ___ other at the {airport|station}.', 'other', 'other'],
  ['each', '{We’ve|They’ve} known ___ other since {primary school|we were kids}.', 'other', 'other'],
  ['each', '{They|My neighbours|The brothers} don’t talk to ___ other any more.', 'other', 'other'],
  ['each', 'The {neighbours|students} help ___ other a lot.', 'other', 'other'],
  ['each', 'The {kids|two men} sat and looked at ___ other in silence.', 'other', 'other'],
  ['each', '{We|My sister and I} send ___ other messages every day.', 'other', 'other'],
  ['each', 'The two {teams|players} respect ___ other.', 'other', 'other'],
  // each and every
  ['each', 'Thank you, ___ and every one of you, for coming tonight.', 'each-and-every', 'and every'],
  [
    'each',
    '{She checks ___ and every email before she|He checks ___ and every email before he} sends it.',
    'each-and-every',
    'and every',
  ],
  // every: intervals
  ['every', 'The buses come ___ {ten|fifteen|twenty} minutes.', 'interval', '{ten|fifteen|twenty} minutes'],
  ['every', '{I go|My mum goes|He goes} to the dentist ___ six months.', 'interval', 'six months'],
  ['every', 'Take this medicine ___ {four|six|eight} hours.', 'interval', '{four|six|eight} hours'],
  ['every', 'We change the {sheets|towels} ___ other week.', 'interval', 'other week'],
  [
    'every',
    '{She visits her|He visits his|I visit my} parents ___ two or three weeks.',
    'interval',
    'two or three weeks',
  ],
  ['every', 'The {World Cup|Olympics} takes place ___ four years.', 'interval', 'four years'],
  ['every', '{He|She} gets up ___ few minutes to check the {oven|baby}.', 'interval', 'few minutes'],
  ['every', '{I water|We water|You should water} the plants ___ other day.', 'interval', 'other day'],
  ['every', 'The phone rang ___ {five|ten} minutes all morning.', 'interval', '{five|ten} minutes'],
  [
    'every',
    '{I get my|She gets her|He gets his} hair cut ___ {six|eight} weeks.',
    'interval',
    '{six|eight} weeks',
  ],
  ['every', 'The trains to {Kyiv|London} leave ___ half hour.', 'interval', 'half hour'],
  ['every', '{I have to renew my|You have to renew your} passport ___ ten years.', 'interval', 'ten years'],
  ['every', 'The {festival|conference} is held ___ two years.', 'interval', 'two years'],
  ['every', 'Stop and rest ___ hour or so on a long {drive|walk}.', 'interval', 'hour or so'],
  ['every', '{She checks her|He checks his} phone ___ couple of minutes.', 'interval', 'couple of minutes'],
  ['every', 'We meet for {lunch|coffee} ___ other Friday.', 'interval', 'other Friday'],
  // almost / nearly / practically every
  ['every', '{She goes|My brother goes|I go} running almost ___ {day|morning}.', 'almost', 'almost'],
  ['every', 'Nearly ___ house in the village has a {garden|garage}.', 'almost', 'Nearly'],
  ['every', 'I’ve read practically ___ {book|novel} by this author.', 'almost', 'practically'],
  ['every', 'Almost ___ student in the class passed the {test|exam}.', 'almost', 'Almost'],
  ['every', 'We go to the {lake|beach} nearly ___ weekend in summer.', 'almost', 'nearly'],
  ['every', '{He has|She has|My uncle has} been to almost ___ country in Europe.', 'almost', 'almost'],
  ['every', 'Nearly ___ {shop|café} in town was closed on the holiday.', 'almost', 'Nearly'],
  ['every', '{She knows|My son knows|He knows} almost ___ song on the radio.', 'almost', 'almost'],
  ['every', 'It rained nearly ___ day of our {holiday|trip}.', 'almost', 'nearly'],
  ['every', 'Practically ___ family on our street has a {dog|car}.', 'almost', 'Practically'],
  // every single
  ['every', '{He remembers|She remembers|I remember} ___ single word of that song.', 'single', 'single'],
  ['every', '{She|My mum|He} called me ___ single day while I was away.', 'single', 'single'],
  ['every', '{I|We} checked ___ single room, but the keys weren’t there.', 'single', 'single'],
  ['every', '{He has|She has|I’ve} watched ___ single episode twice.', 'single', 'single'],
  ['every', '___ single seat in the {theatre|stadium} was taken.', 'single', 'single'],
  ['every', '{She|He|Our team} answered ___ single question correctly.', 'single', 'single'],
  // not every
  ['every', 'Not ___ {shop|bank} is open on Sunday.', 'not', 'Not'],
  ['every', 'Not ___ film {he|she} makes is a hit.', 'not', 'Not'],
  ['every', 'Not ___ {question|problem} has an easy answer.', 'not', 'Not'],
  ['every', 'Not ___ child likes {sport|music lessons}, and that’s fine.', 'not', 'Not'],
  // a possessive before it
  ['every', 'The cat was watching {my|his|her} ___ move.', 'possessive', '{my|his|her}'],
  ['every', 'The press followed {her|his} ___ step.', 'possessive', '{her|his}'],
  ['every', 'The children hung on {her|his} ___ word.', 'possessive', '{her|his}'],
  // abstract nouns
  ['every', 'You have ___ right to be {angry|upset}.', 'abstract', 'right'],
  ['every', 'I have ___ reason to believe {him|her}.', 'abstract', 'reason'],
  ['every', 'We wish you ___ success in your new {job|home|business}.', 'abstract', 'success'],
  ['every', 'There is ___ chance that it will {rain|snow} tomorrow.', 'abstract', 'chance'],
  ['every', 'The police are making ___ effort to find the {boy|missing girl}.', 'abstract', 'effort'],
  ['every', '{Her parents gave her|His parents gave him} ___ chance to succeed.', 'abstract', 'chance'],
  ['every', '{I have|We have} ___ confidence in you.', 'abstract', 'confidence'],
  ['every', '{She has|He has|I have} ___ intention of finishing the course.', 'abstract', 'intention'],
  ['every', 'We have a team meeting ___ other {Monday|Thursday}.', 'interval', 'other'],
  [
    'every',
    '{I replace my|She replaces her|He replaces his} toothbrush ___ three months.',
    'interval',
    'three months',
  ],
  ['every', 'They collect the recycling ___ two weeks.', 'interval', 'two weeks'],
  ['every', 'Stir the {soup|sauce} ___ few minutes.', 'interval', 'few minutes'],
  ['every', 'Almost ___ seat on the {bus|train} was taken.', 'almost', 'Almost'],
  ['every', 'Nearly ___ room in the house needs painting.', 'almost', 'Nearly'],
  ['every', '{She has|He has} tried almost ___ diet there is.', 'almost', 'almost'],
  ['every', 'I used ___ single egg in the fridge.', 'single', 'single'],
  ['every', 'They won ___ single {game|match} this season.', 'single', 'single'],
  ['every', 'Not ___ {restaurant|hotel} in town accepts cards.', 'not', 'Not'],
  ['every', 'Not ___ story has a happy ending.', 'not', 'Not'],
  ['every', 'They have ___ reason to be proud of {her|him}.', 'abstract', 'reason'],
  ['every', 'We made ___ effort to arrive on time.', 'abstract', 'effort'],
  // fixed phrases
  ['every', '___ now and then, we go out for {dinner|a walk}.', 'idiom', 'now and then'],
  ['every', 'I still think about {her|him} ___ so often.', 'idiom', 'so often'],
  [
    'every',
    '{He spent ___ last penny on his|She spent ___ last penny on her} new car.',
    'idiom',
    'last penny',
  ],
  ['every', '{We|The kids} ate ___ last crumb of the cake.', 'idiom', 'last crumb'],
  ['every', 'My {grandparents|cousins} call us ___ once in a while.', 'idiom', 'once in a while'],
];

const ERROR: Record<A, string> = { each: 'every-for-each', every: 'each-for-every' };
const RULE: Record<EachEveryReason, string> = {
  of: 'each-of',
  alone: 'each-alone',
  after: 'each-alone',
  two: 'each-two',
  other: 'each-two',
  'each-and-every': 'each-of',
  interval: 'every-interval',
  almost: 'every-almost',
  single: 'every-almost',
  not: 'every-almost',
  possessive: 'every-abstract',
  abstract: 'every-abstract',
  idiom: 'every-interval',
};

function items(): Item[] {
  return EACH_EVERY_LINES.flatMap(([answer, frame, reason, trigger], i) =>
    expand(frame).map((text) => {
      const first = text.startsWith('___');
      const other: A = answer === 'each' ? 'every' : 'each';
      const full = text.replace('___', answer);
      const cue = expand(trigger).find((t) => t.split(' … ').every((p) => full.includes(p))) ?? trigger;
      return {
        text,
        answer: first ? cap(answer) : answer,
        wrong: [{ choice: first ? cap(other) : other, errorType: ERROR[answer], params: { reason } }],
        ruleId: RULE[reason],
        trigger: [cue],
        skeleton: `each-every:${i}`,
      };
    }),
  );
}

export const eachEveryTopic: TopicDef = makeTopic(
  {
    slug: 'each-every',
    sectionSlug: 'noun',
    name: { en: 'Each or every', uk: 'Each чи every' },
    level: 'intermediate',
    possibleAnswers: ['each', 'every'],
    card: {
      rule: {
        en: 'Often both fit (each/every student got a book), but sometimes only one does. Each sees people or things one by one and can stand alone: each of them, they cost £5 each, they each…, each other, and it is the word for two (in each hand). Every sees the whole group and is the word for repeated times and strong statements: every three days, every other week, almost every, every single, not every, every chance.',
        uk: 'Часто підходять обидва слова (each/every student got a book), але бувають випадки, де можна лише одне. Each розглядає людей чи речі по одному й може вживатися без іменника: each of them, they cost £5 each, they each…, each other; про дві речі кажемо тільки each (in each hand). Every охоплює всю групу разом; його вживаємо для повторення через проміжки часу та в сталих підсилювальних зворотах: every three days, every other week, almost every, every single, not every, every chance.',
      },
      signals: {
        en: 'of, at the end (cost £5 each), after the subject (they each), two things, other → each; a number of days or hours, other week, almost, nearly, single, not, my/his before it, chance, right, reason → every.',
        uk: 'of, у кінці речення (cost £5 each), одразу після підмета (they each), дві речі, other → each; кількість днів чи годин, other week, almost, nearly, single, not, my/his перед словом, chance, right, reason → every.',
      },
      examples: ['Each of the children got a small present.', 'The buses come every ten minutes.'],
    },
    rules: [
      {
        id: 'each-of',
        statement: {
          en: 'Before of (each of the students, each of them) only each is possible: every cannot go before of.',
          uk: 'Перед of (each of the students, each of them) вживаємо лише each: every перед of не ставимо.',
        },
      },
      {
        id: 'each-alone',
        statement: {
          en: 'Each can stand without a noun: at the end (they cost £5 each), after the subject (we each paid), or as a pronoun (each has a balcony). Every always needs a noun after it.',
          uk: 'Each може стояти без іменника: у кінці речення (they cost £5 each), після підмета (we each paid) або замість іменника (each has a balcony). Після every іменник потрібен завжди.',
        },
      },
      {
        id: 'each-two',
        statement: {
          en: 'For two people or things we use each (in each hand, on each side of the road), and the pronoun each other.',
          uk: 'Коли йдеться про двох людей чи дві речі, вживаємо each (in each hand, on each side of the road); так само кажемо each other («один одного»).',
        },
      },
      {
        id: 'every-interval',
        statement: {
          en: 'For how often something happens we use every with a number or other: every ten minutes, every other week; also every now and then, every so often.',
          uk: 'Щоб сказати, як часто щось відбувається, вживаємо every з числом або з other: every ten minutes, every other week; так само every now and then, every so often.',
        },
      },
      {
        id: 'every-almost',
        statement: {
          en: 'Almost, nearly, practically, not and single go with every, not each: almost every day, not every shop, every single word.',
          uk: 'Зі словами almost, nearly, practically, not і single вживаємо every, а не each: almost every day, not every shop, every single word.',
        },
      },
      {
        id: 'every-abstract',
        statement: {
          en: 'Every (never each) goes with abstract nouns meaning “all possible”: every chance, every right, every reason, every effort; and after a possessive: his every move.',
          uk: 'Every (а не each) вживаємо з абстрактними іменниками у значенні «усілякий, повний»: every chance, every right, every reason, every effort; а також після присвійного займенника: his every move.',
        },
      },
    ],
    target: 400,
  },
  items,
);
