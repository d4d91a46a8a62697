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
