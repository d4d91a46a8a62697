import { expand, type Item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

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

const ERR: Record<string, string> = {
  another: 'another-misuse',
  other: 'other-misuse',
  others: 'others-misuse',
};

function items(): Item[] {
  const out: Item[] = [];
  LINES.forEach(([ctx, frame, trig], i) => {
    for (const text of expand(frame)) {
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
        skeleton: `other:${i}`,
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
    target: 120,
  },
  items,
);
