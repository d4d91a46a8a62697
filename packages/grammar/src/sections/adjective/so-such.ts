import { expand, type Item, makeTopic } from '../../engine.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';

/** [adjective, singular noun, plural noun or null, result]: each gives "so + adjective" and "such a + adjective + noun". */
const ITEMS: [string, string, string | null, string][] = [
  ['boring', 'film', 'films', 'I fell asleep'],
  ['exciting', 'match', null, 'nobody wanted to leave'],
  ['long', 'queue', null, 'we went home'],
  ['hot', 'day', 'days', 'we stayed inside'],
  ['difficult', 'exam', 'questions', 'nobody finished it'],
  ['good', 'book', null, 'I read it in one night'],
  ['beautiful', 'view', null, 'we took hundreds of photos'],
  ['expensive', 'restaurant', null, 'we only had a coffee'],
  ['funny', 'story', 'stories', 'we laughed for hours'],
  ['cold', 'night', null, 'the lake froze'],
  ['noisy', 'street', null, 'I couldn’t sleep'],
  ['friendly', 'dog', null, 'the children loved him'],
  ['big', 'house', null, 'we got lost in it'],
  ['easy', 'test', null, 'everybody passed'],
  ['tiring', 'journey', null, 'I slept for twelve hours'],
  ['kind', 'neighbour', 'neighbours', 'we never felt alone'],
  // Issue 16: more bases (each its own skeletons).
  ['warm', 'evening', null, 'we sat outside until midnight'],
  ['heavy', 'suitcase', 'suitcases', 'I couldn’t lift it'],
  ['delicious', 'meal', null, 'we booked a table for the next week'],
  ['crowded', 'beach', null, 'we couldn’t find a place to sit'],
  ['dangerous', 'road', null, 'the town put up new signs'],
  ['interesting', 'lecture', 'lectures', 'nobody wanted it to end'],
  ['sad', 'film', null, 'everybody cried'],
  ['comfortable', 'bed', 'beds', 'I slept until ten'],
  ['strange', 'dream', 'dreams', 'I told everyone about it'],
  ['rainy', 'summer', null, 'the grass never dried'],
  ['steep', 'hill', null, 'we had to push our bikes'],
  ['slow', 'train', null, 'we missed our connection'],
  ['loud', 'party', null, 'the neighbours complained'],
  ['cheap', 'hotel', null, 'we stayed for two weeks'],
  ['hard', 'question', 'questions', 'nobody could answer it'],
  ['long', 'meeting', null, 'I missed lunch'],
  ['small', 'room', 'rooms', 'we could hardly move'],
  ['sunny', 'morning', null, 'we had breakfast on the balcony'],
  ['useful', 'app', 'apps', 'I told all my friends about it'],
  ['sweet', 'cake', null, 'I could only eat a little'],
  ['windy', 'night', null, 'a tree fell on our fence'],
  ['dirty', 'kitchen', null, 'we spent the whole day cleaning it'],
];
const UNCOUNTABLE: [string, string, string][] = [
  ['awful', 'weather', 'we stayed at home all week'],
  ['delicious', 'food', 'we went back the next day'],
  ['strong', 'coffee', 'I couldn’t sleep'],
  ['loud', 'music', 'we couldn’t talk'],
];

/**
 * Issue 16: authored bases, each its own skeleton, {a|b} for safe variants of one base.
 * [sentence, answer, the word that decides it, kind]: 'such' (a/an or a noun after the adjective),
 * 'so' (an adjective or adverb with no noun), 'many' (so many / so much), 'lot' (such a lot of).
 * No "such little / such few" (both readings occur) and no "so + a + adjective + noun" literary order.
 */
const AUTHORED: [string, 'so' | 'such', string, 'such' | 'so' | 'many' | 'lot'][] = [
  ['Thank you for coming. It was ___ a nice surprise.', 'such', 'nice', 'such'],
  [
    '{She’s ___ a good cook. Everything she|He’s ___ a good cook. Everything he} makes is delicious.',
    'such',
    'good',
    'such',
  ],
  ['They’re ___ nice people. We’re lucky to have them as neighbours.', 'such', 'nice', 'such'],
  ['I’ve never seen ___ a beautiful {sunset|beach|garden}.', 'such', 'beautiful', 'such'],
  ['It was ___ a lovely {evening|party|wedding}. Thank you for inviting us.', 'such', 'lovely', 'such'],
  ['Kyiv is ___ a big city. You need a week to see it all.', 'such', 'big', 'such'],
  ['We had ___ a great time at the {festival|concert|party}!', 'such', 'great', 'such'],
  ['It’s ___ a nice day. Let’s go to the {park|beach}.', 'such', 'nice', 'such'],
  [
    '{He tells ___ funny stories. Everyone loves him|My uncle tells ___ funny stories. Everyone loves him|Our teacher tells ___ funny stories. Everyone loves her}.',
    'such',
    'funny',
    'such',
  ],
  ['This is ___ an important meeting. Please don’t be late.', 'such', 'important', 'such'],
  ['They live in ___ a small flat that they can’t have guests to stay.', 'such', 'small', 'such'],
  ['It was ___ a long {flight|drive} that I slept most of the way.', 'such', 'long', 'such'],
  ['{She has|My grandmother has|He has} ___ beautiful handwriting.', 'such', 'beautiful', 'such'],
  ['We’ve had ___ terrible weather this {summer|week|month}.', 'such', 'terrible', 'such'],
  ['It’s ___ a lovely {garden|kitchen|flat}! How long have you lived here?', 'such', 'lovely', 'such'],
  [
    'It was ___ a stupid mistake. I should have checked {the date|the address|my email}.',
    'such',
    'stupid',
    'such',
  ],
  ['I had ___ a bad headache that I went to bed at eight.', 'such', 'bad', 'such'],
  ['The doctor gave me ___ good advice. I feel much better now.', 'such', 'good', 'such'],
  ['It’s ___ an easy recipe. Even {my son|my daughter|a child} can make it.', 'such', 'easy', 'such'],
  ['My grandparents have ___ a big garden that they grow all their own vegetables.', 'such', 'big', 'such'],
  ['Why did you buy ___ an expensive {phone|watch|coat}?', 'such', 'expensive', 'such'],
  ['The dog made ___ a big mess in the kitchen!', 'such', 'big', 'such'],
  ['That was ___ a good idea. Why didn’t I think of it?', 'such', 'good', 'such'],
  ['These are ___ comfortable {shoes|boots}. I can walk all day in them.', 'such', 'comfortable', 'such'],
  ['Lviv has ___ beautiful old {buildings|churches|streets}.', 'such', 'beautiful', 'such'],
  ['It was ___ a quiet {village|town} that we could hear the birds all day.', 'such', 'quiet', 'such'],
  ['It was ___ a hard {week|day} that I just want to sleep all weekend.', 'such', 'hard', 'such'],
  ['She wrote ___ a kind {letter|message} that I almost cried.', 'such', 'kind', 'such'],
  ['They were ___ good friends that they went on holiday together every year.', 'such', 'good', 'such'],
  ['It was ___ a warm {evening|night} that we had dinner in the garden.', 'such', 'warm', 'such'],
  ['The hotel had ___ a big pool that the children swam all day.', 'such', 'big', 'such'],
  [
    '{He’s ___ a fast runner that nobody can catch him|She’s ___ a fast runner that nobody can catch her}.',
    'such',
    'fast',
    'such',
  ],
  [
    'It was ___ an interesting {lecture|talk} that nobody looked at their phones.',
    'such',
    'interesting',
    'such',
  ],
  ['They serve ___ delicious {pizza|bread|soup} in that café.', 'such', 'delicious', 'such'],
  ['The children had ___ a wonderful time at the zoo.', 'such', 'wonderful', 'such'],
  ['The film was ___ good that I watched it twice.', 'so', 'good', 'so'],
  ['Why are you ___ angry with me? What have I done?', 'so', 'angry', 'so'],
  ['The children were ___ tired that they fell asleep {in the car|on the bus}.', 'so', 'tired', 'so'],
  ['Don’t be ___ rude to your {sister|brother|grandmother}!', 'so', 'rude', 'so'],
  ['I’m ___ happy for you! That’s {great|wonderful} news.', 'so', 'happy', 'so'],
  ['It’s ___ cold in here. Can you close the {window|door}?', 'so', 'cold', 'so'],
  [
    '{She speaks ___ quickly that I can’t understand her|He speaks ___ quickly that I can’t understand him}.',
    'so',
    'quickly',
    'so',
  ],
  ['My feet hurt. We’ve walked ___ far today!', 'so', 'far', 'so'],
  ['Why is the {bus|train} ___ late this morning?', 'so', 'late', 'so'],
  ['Mmm, the {soup|bread|cake} smells ___ good!', 'so', 'good', 'so'],
  ['It was ___ dark that we couldn’t see the path.', 'so', 'dark', 'so'],
  ['I was ___ nervous before the {interview|exam} that I couldn’t eat.', 'so', 'nervous', 'so'],
  ['The water was ___ clear that we could see the fish.', 'so', 'clear', 'so'],
  [
    '{He was ___ surprised that he|She was ___ surprised that she} didn’t say a word.',
    'so',
    'surprised',
    'so',
  ],
  ['The baby was sleeping ___ peacefully that we didn’t want to wake her.', 'so', 'peacefully', 'so'],
  ['The hotel staff were ___ helpful. They even booked our taxi.', 'so', 'helpful', 'so'],
  ['The {shop|market} was ___ busy that we left without buying anything.', 'so', 'busy', 'so'],
  ['I’m ___ glad you could come {tonight|to the party}!', 'so', 'glad', 'so'],
  ['Everything happened ___ fast that I can’t remember the details.', 'so', 'fast', 'so'],
  ['The tickets sold out ___ quickly that we didn’t get any.', 'so', 'quickly', 'so'],
  ['It’s ___ quiet here at night. You can hear the sea.', 'so', 'quiet', 'so'],
  ['Our first flat was ___ small that we had to sell the piano.', 'so', 'small', 'so'],
  ['The {road|path} was ___ icy that we had to walk very slowly.', 'so', 'icy', 'so'],
  ['The music was ___ loud that the neighbours called the police.', 'so', 'loud', 'so'],
  ['{He was ___ busy that he|She was ___ busy that she} forgot to eat lunch.', 'so', 'busy', 'so'],
  ['I’m ___ sorry. I didn’t mean to {upset you|break it}.', 'so', 'sorry', 'so'],
  ['The room was ___ hot that I couldn’t sleep.', 'so', 'hot', 'so'],
  ['The {test|exam} was ___ easy that everyone finished early.', 'so', 'easy', 'so'],
  ['The {sofa|bed} is ___ comfortable that I never want to get up.', 'so', 'comfortable', 'so'],
  ['The price was ___ high that we decided not to buy it.', 'so', 'high', 'so'],
  ['There were ___ many cars on the road that the journey took three hours.', 'so', 'many', 'many'],
  ['I’ve got ___ much to do {today|this week}.', 'so', 'much', 'many'],
  ['She has ___ many books that she needs another bookcase.', 'so', 'many', 'many'],
  ['We’ve had ___ much rain this {month|week} that the river has flooded.', 'so', 'much', 'many'],
  ['Why did you buy ___ many {eggs|bananas|apples}?', 'so', 'many', 'many'],
  ['There’s ___ much noise in here that I can’t hear you.', 'so', 'much', 'many'],
  ['{He spends|My brother spends|She spends} ___ much money on clothes.', 'so', 'much', 'many'],
  ['There are ___ many tourists in the summer that the streets are full.', 'so', 'many', 'many'],
  ['I’ve eaten ___ much that I can’t move.', 'so', 'much', 'many'],
  ['I have ___ many questions about the new job.', 'so', 'many', 'many'],
  ['There’s ___ a lot of traffic today that we’ll be late.', 'such', 'a lot of', 'lot'],
  ['{They|We} had ___ a lot of luggage that it didn’t fit in the car.', 'such', 'a lot of', 'lot'],
  ['We’ve got ___ a lot of food left over from the party.', 'such', 'a lot of', 'lot'],
  ['They made ___ a lot of noise that the neighbours complained.', 'such', 'a lot of', 'lot'],
  ['We’ve got ___ a lot of {homework|work} this week.', 'such', 'a lot of', 'lot'],
  ['The {beach|sand} was ___ hot that we couldn’t walk on it.', 'so', 'hot', 'so'],
  ['The {puppy|kitten} is ___ cute. Can we keep it?', 'so', 'cute', 'so'],
  ['It was ___ a funny {film|play} that I laughed all the way through.', 'such', 'funny', 'such'],
  ['It’s ___ a long story. I’ll tell you {later|tomorrow}.', 'such', 'long', 'such'],
  ['It was ___ a cold {winter|January} that the river froze.', 'such', 'cold', 'such'],
  ['{My neighbours have|Our friends have} ___ a noisy dog that nobody can sleep.', 'such', 'noisy', 'such'],
  ['It’s ___ a long way to the {station|airport}. Let’s take a taxi.', 'such', 'long', 'such'],
  ['They’re ___ lovely {children|kids}. They always say hello.', 'such', 'lovely', 'such'],
  ['It was ___ a difficult {decision|choice}, but I think we got it right.', 'such', 'difficult', 'such'],
  ['The {street|square} is ___ noisy at night that I sleep with earplugs.', 'so', 'noisy', 'so'],
  ['The {bread|cake} was ___ fresh that it was still warm.', 'so', 'fresh', 'so'],
  ['I was ___ hungry that I ate {two sandwiches|the whole pizza}.', 'so', 'hungry', 'so'],
  ['The {bag|suitcase} is ___ full that I can’t close it.', 'so', 'full', 'so'],
  ['Why are the {tickets|flights} ___ expensive this year?', 'so', 'expensive', 'so'],
  ['There were ___ many people in the {queue|shop} that we gave up.', 'so', 'many', 'many'],
  ['{I drank ___ much coffee that I|We drank ___ much coffee that we} couldn’t sleep.', 'so', 'much', 'many'],
  [
    'There were ___ a lot of people at the {concert|market} that we couldn’t move.',
    'such',
    'a lot of',
    'lot',
  ],
  [
    '{He ate ___ a lot of chocolate that he|She ate ___ a lot of chocolate that she} felt sick.',
    'such',
    'a lot of',
    'lot',
  ],
  ['There are ___ many {mistakes|typos} in this report. Who wrote it?', 'so', 'many', 'many'],
  ['I’ve heard ___ much about you. It’s nice to meet you at last.', 'so', 'much', 'many'],
  ['We had ___ much fun at the {wedding|party|festival}!', 'so', 'much', 'many'],
  ['It’s ___ a pretty {village|dress|song}. I love it.', 'such', 'pretty', 'such'],
  ['We had ___ a relaxing {holiday|weekend} that we didn’t want to go home.', 'such', 'relaxing', 'such'],
  ['It was ___ a boring {meeting|lesson} that I almost fell asleep.', 'such', 'boring', 'such'],
  ['They have ___ a friendly {cat|dog}. It sits on everyone’s lap.', 'such', 'friendly', 'such'],
  ['That’s ___ a good question. Let me think about it.', 'such', 'good', 'such'],
  ['The instructions were ___ clear that I built the shelf in ten minutes.', 'so', 'clear', 'so'],
  ['The {coffee|tea} was ___ strong that I couldn’t drink it.', 'so', 'strong', 'so'],
  ['The lesson was ___ interesting that the hour went by very quickly.', 'so', 'interesting', 'so'],
  ['You’re ___ kind! Thank you for the {flowers|card|present}.', 'so', 'kind', 'so'],
  ['The {park|garden} looks ___ beautiful in autumn.', 'so', 'beautiful', 'so'],
  ['The box was ___ heavy that two of us had to carry it.', 'so', 'heavy', 'so'],
  ['I’m ___ tired. I’m going to bed.', 'so', 'tired', 'so'],
  ['The {village|town} is ___ quiet in winter that most cafés close.', 'so', 'quiet', 'so'],
];

function items(): Item[] {
  const out: Item[] = [];
  ITEMS.forEach(([adj, noun, plural, result], i) => {
    const art = indefiniteArticle(adj);
    const wrongSo = { choice: 'so', errorType: 'so-before-noun', params: { adjective: adj } };
    const wrongSuch = { choice: 'such', errorType: 'such-without-noun', params: { adjective: adj } };
    out.push({
      text: `It was ___ ${art} ${adj} ${noun} that ${result}.`,
      answer: 'such',
      wrong: [wrongSo],
      ruleId: 'such',
      trigger: [`${art} ${adj} ${noun}`],
      skeleton: `so-such:${i}:such`,
    });
    out.push({
      text: `The ${noun} was ___ ${adj} that ${result}.`,
      answer: 'so',
      wrong: [wrongSuch],
      ruleId: 'so',
      trigger: [`${adj} that`],
      skeleton: `so-such:${i}:so`,
    });
    if (plural) {
      out.push({
        text: `They were ___ ${adj} ${plural} that ${result.replace(/\bit\b/, 'them')}.`,
        answer: 'such',
        wrong: [wrongSo],
        ruleId: 'such',
        trigger: [`${adj} ${plural}`],
        skeleton: `so-such:${i}:such-pl`,
      });
    }
  });
  UNCOUNTABLE.forEach(([adj, noun, result], i) => {
    out.push({
      text: `We had ___ ${adj} ${noun} that ${result}.`,
      answer: 'such',
      wrong: [{ choice: 'so', errorType: 'so-before-noun', params: { adjective: adj } }],
      ruleId: 'such',
      trigger: [`${adj} ${noun}`],
      skeleton: `so-such:unc:${i}`,
    });
    out.push({
      text: `The ${noun} was ___ ${adj} that ${result}.`,
      answer: 'so',
      wrong: [{ choice: 'such', errorType: 'such-without-noun', params: { adjective: adj } }],
      ruleId: 'so',
      trigger: [`${adj} that`],
      skeleton: `so-such:unc-so:${i}`,
    });
  });
  const MANY: [string, string, string][] = [
    ['There were ___ many people that we couldn’t get in.', 'so', 'many'],
    ['There was ___ much traffic that we missed the flight.', 'so', 'much'],
    ['I’ve got ___ a lot of work that I can’t go out tonight.', 'such', 'a lot of'],
    ['She has ___ many friends that her phone never stops ringing.', 'so', 'many'],
    ['We ate ___ much cake that we felt sick.', 'so', 'much'],
    ['There were ___ a lot of people that we left early.', 'such', 'a lot of'],
  ];
  MANY.forEach(([text, answer, cue], i) => {
    out.push({
      text,
      answer,
      wrong: [
        {
          choice: answer === 'so' ? 'such' : 'so',
          errorType: answer === 'so' ? 'such-before-much-many' : 'so-before-a-lot',
          params: { cue },
        },
      ],
      ruleId: answer === 'so' ? 'so-many' : 'such',
      trigger: [cue],
      skeleton: `so-such:many:${i}`,
    });
  });
  AUTHORED.forEach(([frame, answer, word, kind], i) => {
    for (const text of expand(frame))
      out.push({
        text,
        answer,
        wrong: [
          kind === 'such'
            ? { choice: 'so', errorType: 'so-before-noun', params: { adjective: word } }
            : kind === 'so'
              ? { choice: 'such', errorType: 'such-without-noun', params: { adjective: word } }
              : kind === 'many'
                ? { choice: 'such', errorType: 'such-before-much-many', params: { cue: word } }
                : { choice: 'so', errorType: 'so-before-a-lot', params: { cue: word } },
        ],
        ruleId: kind === 'many' ? 'so-many' : answer,
        trigger: [kind === 'so' ? word : kind === 'such' ? `${word} …` : word],
        skeleton: `so-such:authored:${i}`,
      });
  });
  return out;
}

export const soSuchTopic: TopicDef = makeTopic(
  {
    slug: 'so-such',
    sectionSlug: 'adjective',
    name: { en: 'So or such', uk: 'So чи such' },
    level: 'intermediate',
    possibleAnswers: ['so', 'such'],
    card: {
      rule: {
        en: 'So + adjective (with no noun): the film was so boring. Such (a/an) + adjective + noun: it was such a boring film; they are such nice people; such awful weather. So many / so much, but such a lot of.',
        uk: 'So + прикметник (без іменника): the film was so boring. Such (a/an) + прикметник + іменник: it was such a boring film; they are such nice people; such awful weather. So many / so much, але such a lot of.',
      },
      signals: {
        en: 'a noun after the adjective, or a/an after the gap → such; only an adjective → so; many / much → so.',
        uk: 'іменник після прикметника або a/an після пропуску → such; лише прикметник → so; many / much → so.',
      },
      examples: [
        'The film was so boring that I fell asleep.',
        'It was such a boring film that I fell asleep.',
      ],
    },
    rules: [
      {
        id: 'so',
        statement: {
          en: 'So goes before an adjective or adverb on its own: so boring, so fast.',
          uk: 'So ставимо перед прикметником чи прислівником без іменника: so boring, so fast.',
        },
      },
      {
        id: 'such',
        statement: {
          en: 'Such goes before (a/an +) adjective + noun: such a long day, such nice people, such a lot of.',
          uk: 'Such ставимо перед (a/an +) прикметник + іменник: such a long day, such nice people, such a lot of.',
        },
      },
      {
        id: 'so-many',
        statement: {
          en: 'With many and much we use so: so many people, so much traffic.',
          uk: 'З many і much уживаємо so: so many people, so much traffic.',
        },
      },
    ],
    target: 500,
  },
  items,
);
