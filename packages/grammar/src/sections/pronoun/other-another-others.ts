import { expand, type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import { fill, ONE, subjectsFor } from '../verb/authored.ts';

/**
 * Context codes: sg = a singular countable noun follows with no the/my (another); pl = a plural or
 * uncountable noun follows (other); the = after the/my/every/each (other); pron = no noun follows and the
 * meaning is plural (others).
 */
type Ctx = 'sg' | 'pl' | 'the' | 'pron';
const ANSWER: Record<Ctx, string> = { sg: 'another', pl: 'other', the: 'other', pron: 'others' };
const LINES: [Ctx, string, string][] = [
  ['sg', 'Would you like ___ cup of {coffee|tea}?', 'cup'],
  ['sg', 'Can I have ___ piece of cake, please?', 'piece'],
  ['sg', 'I need ___ week to finish the project.', 'week'],
  ['sg', 'She lost her job, but she found ___ one quickly.', 'one'],
  ['sg', 'This glass is dirty. Could you bring me ___ one?', 'one'],
  ['sg', 'I don’t like this hotel. Let’s find ___ one.', 'one'],
  ['sg', 'Could you explain it ___ way?', 'way'],
  ['sg', 'There is ___ problem we need to discuss.', 'problem'],
  ['sg', 'I’ll have ___ look at it tomorrow.', 'look'],
  ['sg', 'We missed the bus, so we waited for ___ one.', 'one'],
  ['sg', 'He has just bought ___ {car|bike|phone}.', '{car|bike|phone}'],
  ['sg', 'Let’s meet ___ day, when you are less busy.', 'day'],
  ['sg', 'Can you give me ___ example?', 'example'],
  ['sg', 'I’ve got ___ idea.', 'idea'],
  ['pl', 'Are there any ___ questions?', 'questions'],
  ['pl', 'We should respect ___ people’s opinions.', 'people’s'],
  ['pl', 'In ___ countries, people drive on the left.', 'countries'],
  ['pl', 'Do you have this dress in ___ colours?', 'colours'],
  ['pl', 'Some students prefer mornings; ___ students like evenings.', 'students'],
  ['pl', 'I like rock, but I also listen to ___ kinds of music.', 'kinds'],
  ['pl', 'She has two ___ children from her first marriage.', 'children'],
  ['pl', 'Ask the ___ students if they want to come.', 'students'],
  ['pl', 'The ___ guests arrived later.', 'guests'],
  ['the', 'I can’t find my ___ {shoe|glove|sock}.', 'my'],
  ['the', 'I have two brothers. One lives in Kyiv, and the ___ lives in Lviv.', 'the … lives'],
  ['the', 'The bank is on the ___ side of the street.', 'the'],
  ['the', 'They love each ___ very much.', 'each'],
  ['the', 'I go to the gym every ___ day.', 'every'],
  ['the', 'Hold the bag with your ___ hand.', 'your'],
  ['the', 'One twin is tall; the ___ is quite short.', 'the … is'],
  ['pron', 'Some people like coffee; ___ prefer tea.', 'Some … ;'],
  ['pron', 'Some of the guests stayed, but the ___ went home.', 'the … went'],
  ['pron', 'One of my sisters is a doctor; the ___ are teachers.', 'the … are'],
  ['pron', 'Where are the ___? They were here a minute ago.', 'the … ?'],
  ['pron', 'These apples are sweet, but the ___ are sour.', 'the … are'],
  ['pron', 'Two of my friends came; the ___ stayed at home.', 'the … stayed'],
  ['pron', 'Some children learn quickly; ___ need more time.', 'Some …;'],
  ['sg', 'Would you like ___ slice of pizza?', 'slice'],
  ['sg', 'Let’s try ___ restaurant next time.', 'restaurant'],
  ['sg', 'I’ll call you ___ time.', 'time'],
  ['sg', 'We need ___ chair for our guest.', 'chair'],
  ['pl', 'There are ___ ways to solve this problem.', 'ways'],
  ['pl', 'He is always kind to ___ people.', 'people'],
  ['pl', 'Have you got any ___ ideas?', 'ideas'],
  ['pl', 'We visited Paris and a few ___ cities.', 'cities'],
  ['the', 'My office is at the ___ end of the corridor.', 'the'],
  ['the', 'I know one of her sisters, but I’ve never met the ___ one.', 'the … one'],
  ['the', 'I write on every ___ line to make it easy to read.', 'every'],
  ['pron', 'Some of my friends live nearby; ___ live abroad.', 'Some … ;'],
  ['pron', 'This chair is broken, but the ___ are fine.', 'the … are'],
  ['pron', 'Some people walk to work; ___ take the bus.', 'Some … ;'],
  ['pron', 'Tom is here, but where are the ___?', 'the … ?'],
];

/**
 * Issue 16: more bases, each its own skeleton, with the same context codes. A bare "the ___" is always
 * followed by a noun, "one" or a plural verb (the others are / the other is both stand alone otherwise), and
 * others stands only before a plural verb. `{S}` lines take up to eight adult subjects from verb/authored.ts.
 */
export const MORE_LINES: [Ctx, string, string][] = [
  ['sg', '{S} ordered ___ coffee because the first one was cold.', 'coffee'],
  ['sg', '{S} {has} decided to stay in Lviv for ___ year.', 'year'],
  ['sg', '{S} moved to ___ flat closer to the city centre.', 'flat'],
  ['sg', '{S} {is} looking for ___ job with better pay.', 'job'],
  ['sg', '{S} read the book in one night and started ___ one the next day.', 'one'],
  ['sg', '{S} bought ___ umbrella because {pron} lost the old one.', 'umbrella'],
  ['sg', 'This pen doesn’t work. Have you got ___ one?', 'one'],
  ['sg', 'Can we meet ___ time? I’m busy today.', 'time'],
  ['sg', 'The shop was closed, so we went to ___ one down the street.', 'one'],
  ['sg', 'We’ll need ___ taxi: there are seven of us.', 'taxi'],
  ['sg', 'Could I try ___ size? This one is too small.', 'size'],
  ['sg', 'Would you like ___ glass of water?', 'glass'],
  ['sg', 'It’s late; let’s talk about it ___ day.', 'day'],
  ['sg', 'I’ve lost my umbrella, so I need to buy ___ one.', 'one'],
  ['sg', 'Could you give me ___ chance to explain?', 'chance'],
  ['sg', 'Here’s ___ photo from our holiday.', 'photo'],
  ['sg', 'Let’s take ___ road; this one is closed.', 'road'],
  ['pl', '{S} invited Olena and a few ___ friends from work.', 'friends'],
  ['pl', '{S} {v:speak} English and two ___ languages.', 'languages'],
  ['pl', 'There are many ___ reasons to learn English.', 'reasons'],
  ['pl', 'Are there any ___ options?', 'options'],
  ['pl', 'Some shops close at six, but ___ shops stay open until ten.', 'shops'],
  ['pl', 'We tried three ___ hotels before we found a room.', 'hotels'],
  ['pl', 'I have no ___ plans for the weekend.', 'plans'],
  ['pl', 'Do you speak any ___ languages?', 'languages'],
  ['pl', 'The museum has paintings, sculptures and ___ works of art.', 'works'],
  ['pl', 'There are two ___ ways to get there.', 'ways'],
  ['pl', 'Please don’t read ___ people’s letters.', 'people’s'],
  ['pl', 'Do you play any ___ sports?', 'sports'],
  ['the', '{S} {has} lost one of {poss} gloves and can’t find the ___ one.', 'the … one'],
  ['the', '{S} usually {v:sit} on the ___ side of the table.', 'the'],
  ['the', '{S} {v:call} {poss} parents every ___ day.', 'every'],
  ['the', '{S} {v:get} on well with the ___ people in {poss} team.', 'the'],
  ['the', '{S} {v:prefer} this café to the ___ ones in the area.', 'the'],
  ['the', 'I’ve read her first book, but not her ___ novels.', 'her'],
  ['the', 'The station is on the ___ side of the river.', 'the'],
  ['the', 'Write your name on the ___ side of the page.', 'the'],
  ['the', 'My ___ sister lives in Canada.', 'My'],
  ['the', 'The twins help each ___ with their homework.', 'each'],
  ['the', 'One of my shoes is here; where is the ___ one?', 'the … one'],
  ['the', 'Switch off the light in the ___ room, please.', 'the'],
  ['pron', 'Some of the students finished early, but ___ needed more time.', 'Some'],
  ['pron', 'Tom is here, but the ___ are still at work.', 'the … are'],
  ['pron', 'Some buses go to the airport; ___ only go to the centre.', 'Some'],
  ['pron', 'Some people love winter; ___ hate it.', 'Some'],
  ['pron', 'I like this photo, but the ___ are a bit dark.', 'the … are'],
  ['pron', 'Two of the windows are open; the ___ are closed.', 'the … are'],
  ['pron', 'Some of my colleagues drive to work; ___ cycle.', 'Some'],
  ['pron', 'I’ve found three of the keys, but the ___ are still missing.', 'the … are'],
  ['pron', 'Some guests brought flowers; ___ brought wine.', 'Some'],
  ['pron', 'Some of the rooms have a balcony; ___ don’t.', 'Some'],
  ['pron', 'Some of the apples were ripe, but ___ were still green.', 'Some'],
  ['pron', 'Some people read on the train; ___ sleep.', 'Some'],
  ['pron', 'Some children walk to school; ___ come by bus.', 'Some'],
  ['pron', 'Only Olena came to the meeting; the ___ were ill.', 'the … were'],
  ['pron', 'Some of the photos are great, but ___ are blurry.', 'Some'],
  ['pron', 'Some of my neighbours are friendly; ___ never say hello.', 'Some'],
  ['pron', 'One of the lifts works, but the ___ are broken.', 'the … are'],
  ['pron', 'Some of the shops take cards; ___ only take cash.', 'Some'],
  ['pron', 'I’ve washed two of the cups; the ___ are still in the sink.', 'the … are'],
  ['pron', 'Some students like online lessons; ___ prefer the classroom.', 'Some'],
  ['pron', 'Some of the guests left at ten; ___ stayed until midnight.', 'Some'],
  ['pron', 'Some of the tomatoes are ready; the ___ need a few more days.', 'the … need'],
  ['pron', 'Some trains stop here; ___ go straight through.', 'Some'],
  ['pron', '{S} {v:like} some of the songs, but ___ are too loud.', 'are too loud'],
  ['pron', '{S} answered three of the letters; the ___ are still on the table.', 'the … are'],
  ['the', '{S} {has} two cats: one is black, and the ___ is white.', 'the … is'],
  // Issue 16, round 2: more bases, same codes. another = one more of an open set; the other(s) = the rest of
  // a closed set, always with a noun, one or a plural verb after the gap.
  ['sg', '{S} dropped {poss} spoon, so the waiter brought {obj} ___ one.', 'one'],
  ['sg', '{S} didn’t like the first flat {pron} saw, so the agent showed {obj} ___ one.', 'one'],
  ['sg', '{S} decided to stay ___ night at the hotel because of the storm.', 'night'],
  ['sg', '{S} asked for ___ blanket because the room was cold.', 'blanket'],
  ['sg', '{S} {has} found ___ mistake in the report, so we need to print it again.', 'mistake'],
  ['sg', '{S} {is} thinking of getting ___ dog to keep the first one company.', 'dog'],
  ['sg', '{S} lost {poss} phone last week and had to buy ___ one.', 'one'],
  ['sg', '{S} wasn’t happy with the photo, so {pron} took ___ one.', 'one'],
  ['sg', 'I’m still hungry. Can I have ___ sandwich?', 'sandwich'],
  ['sg', 'Is there ___ way into the building? The front door is locked.', 'way'],
  ['sg', 'The meeting went well, so we’ll have ___ one next month.', 'one'],
  ['sg', 'That was fun! Let’s play ___ game.', 'game'],
  ['sg', 'Give me ___ minute; I’m almost ready.', 'minute'],
  ['sg', 'The kids asked me to read ___ story.', 'story'],
  ['sg', 'I’ve made a mistake on this form. Can I have ___ copy, please?', 'copy'],
  ['sg', 'The manager isn’t here today. Can you come back ___ day?', 'day'],
  ['sg', 'There’s ___ train to Kyiv in twenty minutes.', 'train'],
  ['sg', 'This shirt has a stain on it. Do you have ___ one in the same size?', 'one'],
  ['sg', 'Is there ___ packet of paper in the cupboard? The printer is empty.', 'packet'],
  ['sg', 'The first attempt failed, so the team tried ___ approach.', 'approach'],
  ['pl', '{S} {v:like} trying food from ___ countries.', 'countries'],
  ['pl', '{S} never {v:talk} about ___ people behind their backs.', 'people'],
  ['pl', '{S} {v:want} to see ___ parts of the country.', 'parts'],
  ['pl', '{S} worked for three ___ companies before {pron} joined this one.', 'companies'],
  ['pl', 'This road is closed, so drivers have to use ___ roads.', 'roads'],
  ['pl', 'Don’t compare yourself with ___ people.', 'people'],
  ['pl', 'The café sells sandwiches, salads and ___ snacks.', 'snacks'],
  ['pl', 'She enjoys maths and several ___ subjects.', 'subjects'],
  ['pl', 'Do you know any ___ films by this director?', 'films'],
  ['pl', 'We need eggs, flour and a few ___ things from the shop.', 'things'],
  ['pl', 'Sorry, I can’t talk now. I have ___ things to do.', 'things'],
  ['pl', 'She doesn’t eat meat, but she eats ___ animal products like eggs and cheese.', 'products'],
  ['pl', 'Try to listen to ___ points of view before you decide.', 'points'],
  ['pl', 'Unlike most ___ children in her class, Mia can already read.', 'children'],
  ['the', '{S} {v:live} on the ___ side of town.', 'the'],
  ['the', '{S} {has} broken {poss} right arm, so {pron} {is} writing with {poss} ___ hand.', 'hand'],
  ['the', '{S} liked the first film much more than the ___ films in the series.', 'the'],
  ['the', '{S} kept one ticket and gave the ___ one to a friend.', 'the … one'],
  ['the', '{S} sat at the ___ end of the table.', 'the'],
  ['the', '{S} {was} the first to arrive; the ___ guests came an hour later.', 'the'],
  ['the', 'Olena and I have known each ___ since school.', 'each'],
  ['the', 'The bins are collected every ___ week.', 'every'],
  ['the', 'Tom ate half of the pizza, and Anna ate the ___ half.', 'the'],
  ['the', 'I’ll ask the ___ teachers what they think.', 'the'],
  ['the', 'Where are the ___ children? Are they still outside?', 'the'],
  ['the', 'Please use the ___ door; this one is locked.', 'the'],
  ['the', 'I’ll take this bag, and you take the ___ one.', 'the … one'],
  ['the', 'The ___ students in my class are much younger than me.', 'The'],
  ['the', 'Try the ___ key; this one doesn’t fit.', 'the'],
  ['pron', '{S} invited ten people to the party; some came, but ___ were busy.', 'some'],
  ['pron', '{S} planted twenty trees; some grew well, but ___ died in the winter.', 'some'],
  [
    'pron',
    '{S} {has} answered some of the messages, but the ___ are still waiting for a reply.',
    'the … are',
  ],
  ['pron', 'Some of my classmates went to university; ___ started work straight away.', 'Some'],
  ['pron', 'Some people like to plan everything; ___ prefer to see what happens.', 'Some'],
  ['pron', 'A few of the guests danced, while ___ sat and talked.', 'A few'],
  ['pron', 'Some of the books are in English; ___ are in Ukrainian.', 'Some'],
  ['pron', 'Some tourists come for the beaches; ___ come for the mountains.', 'Some'],
  ['pron', 'Some of my friends like football; ___ think it’s boring.', 'Some'],
  ['pron', 'Some shops open on Sundays; ___ stay closed.', 'Some'],
  ['pron', 'Some of the passengers got off in Lviv; the ___ went on to Kyiv.', 'the … went'],
  ['pron', 'Some people are early birds; ___ work better at night.', 'Some'],
  ['pron', 'Some of the team went home after the match, but ___ stayed to celebrate.', 'Some'],
  ['pron', 'Some dogs love water; ___ won’t go near it.', 'Some'],
  ['pron', 'Some of the children were tired, but ___ wanted to keep playing.', 'Some'],
  ['pron', 'I know some of the people here, but the ___ are strangers to me.', 'the … are'],
  ['pron', 'Some of the questions were easy; ___ were really hard.', 'Some'],
  ['pron', 'Some of the shops were still open; ___ had already closed.', 'Some'],
  ['pron', 'Some of my colleagues work from home; ___ come to the office every day.', 'Some'],
  ['sg', 'If you don’t like this one, I can show you ___ model.', 'model'],
  ['sg', 'We’ve run out of ink. Can you order ___ cartridge for the printer?', 'cartridge'],
  ['pl', 'Are there any ___ flights to Warsaw today?', 'flights'],
  ['the', 'Can you hold the ___ end of the table? It’s heavy.', 'the'],
  ['pron', 'Some of the tickets were sold online; ___ were sold at the door.', 'Some'],
  ['pron', 'Some of the hotels were full, but ___ still had rooms.', 'Some'],
  ['pron', '{S} bought a box of six eggs; two were broken, but the ___ were fine.', 'the … were'],
  ['pron', '{S} tried on five jackets; one was too big, and the ___ were too small.', 'the … were'],
  ['pron', '{S} planted ten roses; three died, but the ___ are doing well.', 'the … are'],
];

const ERR: Record<string, string> = {
  another: 'another-misuse',
  other: 'other-misuse',
  others: 'others-misuse',
};

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const lines = [
    ...LINES.map(([c, f, t], i) => [c, [f], t, `other:${i}`] as const),
    ...MORE_LINES.map(
      ([c, f, t], i) => [c, subjectsFor(rng, f, ONE, 8).map((s) => fill(f, s)), t, `other:m${i}`] as const,
    ),
  ];
  lines.forEach(([ctx, frames, trig, skeleton]) => {
    for (const text of frames.flatMap((f) => expand(f))) {
      const answer = ANSWER[ctx];
      const trigger = expand(trig).find((t) => text.includes(t)) ?? trig;
      out.push({
        text,
        answer,
        wrong: ['another', 'other', 'others']
          .filter((w) => w !== answer)
          .map((w) => ({ choice: w, errorType: ERR[w] ?? 'other-misuse', params: { context: ctx } })),
        ruleId: ctx,
        trigger: [trigger],
        skeleton,
      });
    }
  });
  return out;
}

export const otherAnotherTopic: TopicDef = makeTopic(
  {
    slug: 'other-another-others',
    sectionSlug: 'pronoun',
    name: { en: 'Other, another or others', uk: 'Other, another чи others' },
    level: 'intermediate',
    possibleAnswers: ['another', 'other', 'others'],
    card: {
      rule: {
        en: 'Another = one more / a different one, before a singular noun (another cup). Other goes before a plural or uncountable noun (other people) and after the/my/each/every (the other side, each other). Others is a pronoun: it stands alone, with no noun after it (some like tea; others prefer coffee).',
        uk: 'Another — «ще один / інший», перед іменником в однині (another cup). Other стоїть перед іменником у множині чи незлічуваним (other people) та після the/my/each/every (the other side, each other). Others — займенник: стоїть сам, без іменника після нього (some like tea; others prefer coffee).',
      },
      signals: {
        en: 'singular noun or one after the gap → another; plural noun after the gap, or the/my/each before it → other; no noun after the gap, plural meaning → others.',
        uk: 'іменник в однині чи one після пропуску → another; множина після пропуску або the/my/each перед ним → other; після пропуску немає іменника, значення множини → others.',
      },
      examples: ['Would you like another cup of tea?', 'Some people like coffee; others prefer tea.'],
    },
    rules: [
      {
        id: 'sg',
        statement: {
          en: 'Use another (an + other, written as one word) before a singular countable noun or one.',
          uk: 'Another (an + other, пишемо разом) ставимо перед злічуваним іменником в однині або one.',
        },
      },
      {
        id: 'pl',
        statement: {
          en: 'Use other before plural and uncountable nouns: other people, other questions.',
          uk: 'Other ставимо перед іменниками у множині та незлічуваними: other people, other questions.',
        },
      },
      {
        id: 'the',
        statement: {
          en: 'After the, my, your, each or every we use other: the other side, my other shoe, each other, every other day.',
          uk: 'Після the, my, your, each чи every вживаємо other: the other side, my other shoe, each other, every other day.',
        },
      },
      {
        id: 'pron',
        statement: {
          en: 'Others (and the others) replaces a plural noun, so no noun comes after it.',
          uk: 'Others (і the others) замінює іменник у множині, тому після нього іменника немає.',
        },
      },
    ],
    target: 600,
  },
  items,
);
