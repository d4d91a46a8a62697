import { expand, type Item, makeTopic } from '../../engine.ts';
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

/**
 * Issue 16: more authored bases, each its own skeleton, "{a|b}" giving a few safe variants of one base.
 * who: a person and a clause with a subject or object gap; which: a thing (never an animal: "who" is fine
 * for pets) with a subject or object gap, so "where" cannot fit (places as things: "the museum which we
 * visited"); where: a place and a full clause with no gap and no preposition at the end; whose: a noun
 * owned by the head right after the gap.
 */
export const MORE: [R, string][] = [
  ['who', 'The {waiter|waitress} ___ served us was very friendly.'],
  ['who', 'The plumber ___ fixed our shower charged us too much.'],
  ['who', 'I know a {girl|woman} ___ runs ten kilometres every morning.'],
  ['who', 'The taxi driver ___ took us to the airport talked all the way.'],
  ['who', 'Our neighbour is a man ___ never says hello.'],
  ['who', 'The {doctor|dentist} ___ I saw {yesterday|last week} was very young.'],
  ['who', 'A pilot is a person ___ flies planes.'],
  ['who', 'A chef is a person ___ cooks in a restaurant.'],
  ['who', 'A librarian is someone ___ works in a library.'],
  ['who', 'A baker is someone ___ makes bread.'],
  ['who', 'A firefighter is someone ___ puts out fires.'],
  ['who', 'The boy ___ sits behind me always borrows my pens.'],
  ['who', 'The man ___ owns this café is from {Kharkiv|Odesa}.'],
  ['who', 'The woman ___ interviewed me offered me the job.'],
  ['who', 'Everyone ___ came to the party brought a present.'],
  ['who', 'People ___ live in big cities often feel lonely.'],
  ['who', 'Children ___ read a lot usually write well.'],
  ['who', 'The tourists ___ got lost asked us for directions.'],
  ['who', 'The actor ___ played the king was brilliant.'],
  ['who', 'The singer ___ won the contest is from {Ukraine|Poland}.'],
  ['who', 'We’d like to thank everyone ___ helped us.'],
  ['who', 'The man ___ lives across the road has three dogs.'],
  ['who', 'The {girl|woman} ___ answered the phone was very helpful.'],
  ['who', 'The nurse ___ took my blood was very gentle.'],
  ['who', 'The customer ___ complained wants to speak to the manager.'],
  ['who', 'The woman ___ runs the bakery gets up at four every morning.'],
  ['who', 'Anyone ___ wants a ticket should call this number.'],
  ['who', 'The friends ___ we visited in {Poland|Italy} have a lovely house.'],
  ['who', 'The colleague ___ I share an office with is leaving.'],
  ['who', 'The man ___ you saw at the station was my uncle.'],
  ['who', 'Is she the student ___ wrote that essay?'],
  ['who', 'My sister is the person ___ I trust most.'],
  ['who', 'The kids ___ live next door play football every evening.'],
  ['who', 'My sister is married to a man ___ builds boats.'],
  ['who', 'The guide ___ showed us around the castle knew everything about it.'],
  ['who', 'The teacher ___ taught me to swim still works at the pool.'],
  ['who', 'The boy ___ found my wallet took it to the police.'],
  ['who', 'The old man ___ feeds the pigeons comes here every day.'],
  ['who', 'Do you know the {girl|man} ___ is standing by the door?'],
  ['who', 'The woman ___ cuts my hair is moving to Kyiv.'],
  ['who', 'The runner ___ finished first broke the record.'],
  ['who', 'Those are the people ___ planned the concert.'],
  ['who', 'The man ___ repaired my phone didn’t charge me anything.'],
  ['who', 'The receptionist ___ checked us in gave us a room with a view.'],
  ['who', 'My grandmother was a woman ___ never complained.'],
  ['which', 'The bag ___ I bought online arrived broken.'],
  ['which', 'The train ___ leaves at six is usually empty.'],
  ['which', 'I’ve lost the ring ___ my grandmother gave me.'],
  ['which', 'The {jacket|shirt} ___ you bought yesterday looks great.'],
  ['which', 'The medicine ___ the doctor gave me works really well.'],
  ['which', 'The laptop ___ I use at work is very slow.'],
  ['which', 'The car ___ we rented had no air conditioning.'],
  ['which', 'The house ___ {they|my parents} want to buy has three bedrooms.'],
  ['which', 'The museum ___ we visited {yesterday|on Saturday} was full of school groups.'],
  ['which', 'The restaurant ___ opened last month is already famous.'],
  ['which', 'The city ___ I like most is {Lviv|Kyiv}.'],
  ['which', 'The town ___ we visited last summer was very quiet.'],
  ['which', 'The café ___ opened on our street sells great cakes.'],
  ['which', 'The questions ___ the teacher asked were very easy.'],
  ['which', 'The plan ___ you suggested is perfect.'],
  ['which', 'I still have the letters ___ you wrote to me.'],
  ['which', 'The watch ___ {Tom|Andriy} got for his birthday has stopped.'],
  ['which', 'The photos ___ you took {at the wedding|on holiday} are amazing.'],
  ['which', 'The coffee ___ they serve here is too strong.'],
  ['which', 'Have you read the message ___ I sent you {this morning|last night}?'],
  ['which', 'The window ___ faces the garden is broken.'],
  ['which', 'The chair ___ is in the corner is very old.'],
  ['which', 'The bus ___ stops outside my house is always late.'],
  ['which', 'The instructions ___ came with the printer are very confusing.'],
  ['which', 'The new road ___ goes to the airport is finally open.'],
  ['which', 'The keys ___ were on the table have disappeared.'],
  ['which', 'The pizza ___ we ordered was cold.'],
  ['which', 'The tickets ___ I booked were very cheap.'],
  ['which', 'The exam ___ we took on Friday was really difficult.'],
  ['which', 'Where’s the list ___ I wrote this morning?'],
  ['which', 'The presents ___ you sent arrived {today|yesterday}.'],
  ['which', 'The soup ___ my {dad|grandmother} makes is the best in the world.'],
  ['which', 'This is the song ___ always makes me cry.'],
  ['which', 'The shop ___ sells Ukrainian food has closed.'],
  ['which', 'The bridge ___ connects the two towns is closed for repairs.'],
  ['which', 'The computer ___ we bought last year is already too slow.'],
  ['which', 'The cup ___ you broke was my favourite.'],
  ['which', 'The hotel ___ we booked has cancelled our room.'],
  ['which', 'The park ___ they built near our house has a lake.'],
  ['where', 'This is the street ___ I {live|grew up}.'],
  ['where', 'That’s the school ___ I studied for eleven years.'],
  ['where', 'The beach ___ we usually swim is very clean.'],
  ['where', 'The shop ___ I bought this {jacket|bag} is closing down.'],
  ['where', 'Is this the room ___ we’re having the meeting?'],
  ['where', 'The factory ___ my {dad|uncle} works has closed.'],
  ['where', 'The town ___ I grew up has changed a lot.'],
  ['where', 'Let’s go to the bar ___ we watched the match last week.'],
  ['where', 'This is the gym ___ I train three times a week.'],
  ['where', 'Poland is the country ___ my parents met.'],
  ['where', 'This is the station ___ we get off.'],
  ['where', 'The house ___ we lived before was tiny.'],
  ['where', 'The field ___ we played football as kids is now a supermarket.'],
  ['where', 'The corner ___ the accident happened is very dangerous.'],
  ['where', 'Is there a shop near here ___ I can buy a SIM card?'],
  ['where', 'I need a quiet place ___ I can work.'],
  ['where', 'The library is the only place ___ I can concentrate.'],
  ['where', 'The market ___ we buy our vegetables opens at seven.'],
  ['where', 'The restaurant ___ we had our wedding party has closed.'],
  ['where', 'We found a beach ___ there were no tourists.'],
  ['where', 'The town ___ we stayed had a beautiful old church.'],
  ['where', 'The kitchen is the room ___ we spend most of our time.'],
  ['where', 'Do you know a place ___ we can get good pizza?'],
  ['where', 'The village ___ my grandparents live has no shop.'],
  ['where', 'The airport ___ we landed was tiny.'],
  ['where', 'This is the spot ___ we took {the photo|our wedding photos}.'],
  ['where', 'The stadium ___ the final was played holds sixty thousand people.'],
  ['where', 'The pharmacy ___ I get my medicine is open all night.'],
  ['whose', 'The woman ___ car I hit was very understanding.'],
  ['whose', 'I know a boy ___ father is a pilot.'],
  ['whose', 'The student ___ phone rang during the exam had to leave.'],
  ['whose', 'That’s the man ___ dog bit me.'],
  ['whose', 'We have neighbours ___ children play the drums every evening.'],
  ['whose', 'The actress ___ films I love is visiting Kyiv.'],
  ['whose', 'The girl ___ wallet I found called to thank me.'],
  ['whose', 'He’s the singer ___ songs everybody knows.'],
  ['whose', 'The people ___ house we rent live in Germany.'],
  ['whose', 'I have a friend ___ brother works at the airport.'],
  ['whose', 'The customer ___ order was lost got a refund.'],
  ['whose', 'The woman ___ bag was stolen went to the police.'],
  ['whose', 'The man ___ wife is a doctor lives upstairs.'],
  ['whose', 'That’s the artist ___ paintings are in the museum.'],
  ['whose', 'A widow is a woman ___ husband has died.'],
  ['whose', 'An orphan is a child ___ parents have died.'],
  ['whose', 'The town ___ football team won the cup is celebrating.'],
  ['whose', 'The house ___ windows are broken has been empty for years.'],
  ['whose', 'Is that the girl ___ sister is in your class?'],
  ['whose', 'The pupil ___ essay won the prize is only twelve.'],
  ['whose', 'The driver ___ car was blocking the road came back at last.'],
  ['whose', 'I met a woman ___ son goes to school with mine.'],
  ['whose', 'The author ___ book I’m reading lives in my town.'],
  ['whose', 'The players ___ names are on the board will play on Saturday.'],
  ['whose', 'The woman ___ dog I walk is away this week.'],
  ['whose', 'The guy ___ party we went to is a DJ.'],
  ['who', 'The {man|woman} ___ sold me this bike said it was new.'],
  ['who', 'Students ___ miss three lessons can’t take the exam.'],
  ['who', 'The {boy|girl} ___ won the race is only ten.'],
  ['who', 'I’ve never met anyone ___ {speaks Japanese|plays the harp}.'],
  ['who', 'The woman ___ {Tom|Andriy} married is a lawyer.'],
  ['who', 'The lifeguard ___ saved the child was on the news.'],
  ['who', 'The {man|woman} ___ delivers our post always rings twice.'],
  ['who', 'A vegetarian is someone ___ doesn’t eat meat.'],
  ['who', 'The firefighters ___ put out the fire were exhausted.'],
  ['who', 'The family ___ bought our old house has two small children.'],
  ['who', 'The manager ___ hired me left after a month.'],
  ['who', 'Is he the {man|guy} ___ helped you with your bags?'],
  ['which', 'The {sofa|table} ___ we ordered still hasn’t arrived.'],
  ['which', 'The {jeans|boots} ___ I bought last week are already falling apart.'],
  ['which', 'The film ___ {Anna|Olena} recommended was really funny.'],
  ['which', 'The flight ___ we wanted to take was cancelled.'],
  ['which', 'The ticket machine ___ is by the exit doesn’t take cards.'],
  ['which', 'The {apples|tomatoes} ___ you bought are delicious.'],
  ['which', 'The lamp ___ stands by my bed needs a new bulb.'],
  ['which', 'The report ___ I wrote {yesterday|on Monday} has a lot of mistakes.'],
  ['which', 'Where are the {papers|files} ___ were on my desk?'],
  ['which', 'The song ___ won the contest was in Ukrainian.'],
  ['which', 'The library ___ they opened last year has a great café.'],
  ['which', 'The {village|town} ___ we drove through was very pretty.'],
  ['where', 'The café ___ {I|we} have lunch every day is closed today.'],
  ['where', 'The hospital ___ {my son|my daughter} was born is near here.'],
  ['where', 'The {office|building} ___ my wife works has a great view.'],
  ['where', 'This is the lake ___ we go fishing every summer.'],
  ['where', 'The park ___ the kids play after school is very safe.'],
  ['where', 'The city ___ {I|my brother} studied is very expensive now.'],
  ['where', 'Is there a room ___ I can leave my coat?'],
  ['where', 'The hotel ___ we spent our honeymoon has closed down.'],
  ['where', 'This is the cinema ___ we saw our first film together.'],
  ['where', 'The {shop|market} ___ my mum buys her fruit is very cheap.'],
  ['where', 'Kyiv is the city ___ {my sister|my cousin} works now.'],
  ['whose', 'The {boy|girl} ___ {bike|phone} was stolen is very upset.'],
  ['whose', 'The man ___ {house|flat} we bought has moved to Spain.'],
  ['whose', 'I have a {friend|neighbour} ___ son is a professional footballer.'],
  ['whose', 'The woman ___ purse I found gave me a reward.'],
  ['whose', 'The students ___ exams were lost have to take them again.'],
  ['whose', 'That’s the {woman|man} ___ {daughter|son} is in my class.'],
  ['whose', 'The company ___ offices are in this building is Swedish.'],
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
  MORE.forEach(([answer, template], i) => {
    for (const text of expand(template)) {
      const [head, clause] = text.split(' ___ ');
      push(answer, head ?? '', clause ?? '', `relative:more:${answer}:${i}`);
    }
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
    target: 600,
  },
  items,
);
