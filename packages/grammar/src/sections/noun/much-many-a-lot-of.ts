import { cap, expand, type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/**
 * much / many / a lot of. The noun decides much (uncountable) or many (countable plural), and that wrong
 * choice is always offered. "A lot of" is right almost everywhere, so it is offered as WRONG only where it is
 * impossible: after how, too, so, as ("how ___ books" → many). It is the KEY only in an everyday positive
 * sentence with an uncountable noun, where much sounds wrong (We had a lot of fun) — never where many fits.
 * In negatives and questions without such a word (We don't have ___ time) a lot of would be right too, so it
 * is not offered there.
 */
type A = 'much' | 'many' | 'a lot of';

/** [answer, sentence with {a|b} variants of one base, the noun, the word before the blank that shuts out a lot of ('' if none)]. */
export const MUCH_MANY_LINES: [A, string, string, string][] = [
  // how much / how many
  ['many', 'How ___ {brothers and sisters|cousins} do you have?', '{brothers and sisters|cousins}', 'how'],
  ['many', 'How ___ people came to the {party|meeting|wedding|concert}?', 'people', 'how'],
  ['many', 'How ___ languages {do you|does she|does he} speak?', 'languages', 'how'],
  ['many', 'How ___ {eggs|apples} do we need for the {cake|pie}?', 'eggs', 'how'],
  ['many', 'How ___ times have you been to {London|Paris}?', 'times', 'how'],
  ['many', 'How ___ rooms are there in your {flat|house}?', 'rooms', 'how'],
  ['many', 'How ___ {chairs|plates} do we need for the party?', '{chairs|plates}', 'how'],
  ['many', 'How ___ {students|children} are in your class?', '{students|children}', 'how'],
  ['many', 'How ___ cups of coffee do you drink a day?', 'cups', 'how'],
  ['many', 'How ___ {tickets|books} did you buy?', '{tickets|books}', 'how'],
  ['much', 'How ___ money {do you|does she|does he} need for the trip?', 'money', 'how'],
  ['much', 'How ___ {sugar|milk} do you take in your coffee?', '{sugar|milk}', 'how'],
  ['much', 'How ___ time do we have before the {train|bus|film} {leaves|starts}?', 'time', 'how'],
  ['much', 'How ___ {water|coffee} do you drink a day?', 'water', 'how'],
  ['much', 'How ___ homework did {you|the kids} get today?', 'homework', 'how'],
  ['much', 'How ___ luggage are you taking?', 'luggage', 'how'],
  ['much', 'How ___ {bread|cheese} should I buy?', '{bread|cheese}', 'how'],
  ['much', 'How ___ information did they give you?', 'information', 'how'],
  ['much', 'How ___ fuel is left in the car?', 'fuel', 'how'],
  ['much', 'How ___ experience do you have with children?', 'experience', 'how'],
  // too much / too many
  ['many', 'There are too ___ {cars|people|tourists} in the city centre.', '{cars|people}', 'too'],
  ['many', '{You always ask|She always asks|He always asks} too ___ questions.', 'questions', 'too'],
  ['many', 'I ate too ___ {chocolates|biscuits} and now I feel sick.', '{chocolates|biscuits}', 'too'],
  ['many', 'This {essay|letter|report} has too ___ mistakes.', 'mistakes', 'too'],
  ['many', 'We bought too ___ {apples|tomatoes}. Take some home.', '{apples|tomatoes}', 'too'],
  ['many', 'There were too ___ {tourists|people} on the {beach|bus}.', 'tourists', 'too'],
  ['many', 'I’ve got too ___ things to do today.', 'things', 'too'],
  ['much', 'There’s too ___ {salt|sugar} in this soup.', '{salt|sugar}', 'too'],
  ['much', '{He spends too ___ time on his|She spends too ___ time on her} phone.', 'time', 'too'],
  ['much', 'Don’t eat too ___ {bread|cheese} before dinner.', '{bread|cheese}', 'too'],
  ['much', 'The {kids|neighbours|dogs} are making too ___ noise.', 'noise', 'too'],
  ['much', '{I|She|He} drank too ___ coffee and couldn’t sleep.', 'coffee', 'too'],
  ['much', 'You’ve packed too ___ luggage for a weekend.', 'luggage', 'too'],
  ['much', 'There’s too ___ traffic at this time of day.', 'traffic', 'too'],
  ['much', 'The room has too ___ furniture in it.', 'furniture', 'too'],
  // so much / so many
  ['many', 'I’ve never seen so ___ {birds|stars} in one place.', '{birds|stars}', 'so'],
  ['many', 'There were so ___ people that we couldn’t get {in|a seat}.', 'people', 'so'],
  ['many', 'She has so ___ {friends|cousins} that she never feels lonely.', '{friends|cousins}', 'so'],
  ['much', 'We had so ___ fun at the {wedding|party|festival}.', 'fun', 'so'],
  ['much', 'There was so ___ snow that the schools closed.', 'snow', 'so'],
  ['much', 'I’ve got so ___ work this week.', 'work', 'so'],
  ['much', 'Don’t put so ___ {sugar|salt} in it!', '{sugar|salt}', 'so'],
  // as much / as many … as
  ['many', 'Take as ___ {photos|pictures} as you like.', '{photos|pictures}', 'as'],
  ['many', 'I don’t have as ___ {books|shoes} as my sister.', '{books|shoes}', 'as'],
  ['many', 'We visited as ___ {museums|castles} as we could.', '{museums|castles}', 'as'],
  ['much', 'Eat as ___ {cake|pasta} as you want.', '{cake|pasta}', 'as'],
  [
    'much',
    '{He doesn’t earn as ___ money as his wife|She doesn’t earn as ___ money as her husband}.',
    'money',
    'as',
  ],
  ['much', 'Give me as ___ information as you can.', 'information', 'as'],
  // negatives and questions: a lot of would fit too, so only countability is asked
  ['much', 'There isn’t ___ milk left in the fridge.', 'milk', ''],
  ['much', 'We don’t have ___ time, so let’s {hurry|be quick}.', 'time', ''],
  ['much', '{I|She|He} didn’t get ___ sleep last night.', 'sleep', ''],
  ['much', 'Did you spend ___ money {in the sales|on holiday}?', 'money', ''],
  ['much', '{She|He} doesn’t eat ___ meat.', 'meat', ''],
  ['much', 'There wasn’t ___ traffic on the way here.', 'traffic', ''],
  ['much', 'Is there ___ {rice|pasta} left?', '{rice|pasta}', ''],
  ['much', 'We haven’t had ___ rain this summer.', 'rain', ''],
  ['much', 'I don’t have ___ experience with computers.', 'experience', ''],
  ['much', 'Do you get ___ free time at work?', 'time', ''],
  ['much', 'He doesn’t drink ___ {coffee|tea}.', '{coffee|tea}', ''],
  ['much', 'There isn’t ___ {space|room} in the car for bags.', '{space|room}', ''],
  ['many', 'There aren’t ___ {shops|cafés} in our village.', '{shops|cafés}', ''],
  ['many', '{I don’t|She doesn’t|He doesn’t} know ___ people here.', 'people', ''],
  ['many', 'Did you take ___ {photos|pictures} on holiday?', '{photos|pictures}', ''],
  [
    'many',
    '{She doesn’t have ___ friends at her|He doesn’t have ___ friends at his} new school.',
    'friends',
    '',
  ],
  ['many', 'There weren’t ___ {people|children} at the pool.', '{people|children}', ''],
  ['many', 'Are there ___ {hotels|restaurants} near the beach?', '{hotels|restaurants}', ''],
  ['many', 'We didn’t see ___ {animals|birds} {at the zoo|in the park}.', '{animals|birds}', ''],
  ['many', '{I haven’t|She hasn’t|He hasn’t} read ___ books this year.', 'books', ''],
  ['many', 'Do you have ___ {lessons|meetings} on Monday?', '{lessons|meetings}', ''],
  ['many', 'There aren’t ___ {eggs|tomatoes} left.', '{eggs|tomatoes}', ''],
  // a lot of in an everyday positive sentence with an uncountable noun: much sounds wrong, many is wrong
  ['a lot of', 'We had ___ fun at the {party|beach} yesterday!', 'fun', ''],
  ['a lot of', '{I’ve|We’ve|She’s} got ___ homework tonight.', 'homework', ''],
  ['a lot of', 'There was ___ traffic on the way {to work|home} this {morning|evening}.', 'traffic', ''],
  ['a lot of', '{She drinks ___ water when she|He drinks ___ water when he} runs.', 'water', ''],
  ['a lot of', 'We’ve had ___ {rain|snow} this week.', 'rain', ''],
  ['a lot of', 'My kids eat ___ {fruit|pasta}.', '{fruit|pasta}', ''],
  ['a lot of', 'There’s ___ snow in the mountains right now.', 'snow', ''],
  ['a lot of', 'The {neighbours|students upstairs} make ___ noise at night.', 'noise', ''],
  ['a lot of', 'I put ___ {cheese|butter} on my pasta.', '{cheese|butter}', ''],
  ['a lot of', '{He’s got ___ money, but he’s|She’s got ___ money, but she’s} not happy.', 'money', ''],
  ['a lot of', 'We’ve got ___ {food|bread} left over from the party.', '{food|bread}', ''],
  ['a lot of', 'You need ___ patience with small children.', 'patience', ''],
  ['a lot of', '{She gets ___ help from her|He gets ___ help from his} family.', 'help', ''],
  ['a lot of', 'There’s ___ {dust|mess} under the sofa.', '{dust|mess}', ''],
  ['a lot of', 'Wow, you’ve bought ___ {food|cheese}!', '{food|cheese}', ''],
  ['a lot of', 'They put ___ {sugar|cream} in their coffee.', '{sugar|cream}', ''],
  ['a lot of', 'I’ve got ___ {work|washing} to do this weekend.', '{work|washing}', ''],
  ['a lot of', 'My grandfather reads ___ {poetry|history}.', '{poetry|history}', ''],
  // issue 16: more bases, each its own skeleton (appended so the ids above stay put)
  ['many', 'How ___ {pages|chapters} have you read so far?', '{pages|chapters}', 'how'],
  ['many', 'How ___ hours {did you|did she|did he} work last week?', 'hours', 'how'],
  ['many', 'How ___ {stops|stations} is it to the city centre?', '{stops|stations}', 'how'],
  ['many', 'How ___ guests are you inviting to the {wedding|party}?', 'guests', 'how'],
  ['many', 'How ___ {days|nights} did you spend in {Rome|Lisbon}?', '{days|nights}', 'how'],
  ['many', 'How ___ {kilometres|miles} {do you|does she|does he} run a week?', '{kilometres|miles}', 'how'],
  ['many', 'How ___ {pets|cats} have you got?', '{pets|cats}', 'how'],
  ['many', 'How ___ {bedrooms|bathrooms} does the new flat have?', '{bedrooms|bathrooms}', 'how'],
  ['much', 'How ___ petrol did you put in the car?', 'petrol', 'how'],
  ['much', 'How ___ {flour|butter} do I need for the {cake|biscuits}?', '{flour|butter}', 'how'],
  ['much', 'How ___ rent {do you|does she|does he} pay a month?', 'rent', 'how'],
  ['much', 'How ___ space is there in the boot?', 'space', 'how'],
  ['much', 'How ___ {juice|wine} should we buy for the party?', '{juice|wine}', 'how'],
  ['much', 'How ___ {snow|rain} did you get {last night|yesterday}?', '{snow|rain}', 'how'],
  ['much', 'How ___ sleep {do you|does she|does he} usually get?', 'sleep', 'how'],
  ['much', 'How ___ notice do you have to give at work?', 'notice', 'how'],
  ['many', 'You’ve put too ___ candles on the cake.', 'candles', 'too'],
  ['many', 'There are too ___ ads on this website.', 'ads', 'too'],
  ['many', 'There are too ___ {shoes|bags} in the hall.', '{shoes|bags}', 'too'],
  ['many', 'I’ve had too ___ {late nights|early mornings} this week.', '{nights|mornings}', 'too'],
  [
    'many',
    'There were too ___ {questions|pages} in the exam, and I didn’t finish.',
    '{questions|pages}',
    'too',
  ],
  ['many', 'We invited too ___ {guests|people}, and there weren’t enough chairs.', '{guests|people}', 'too'],
  ['much', 'The suitcase is too heavy: you’ve put too ___ stuff in it.', 'stuff', 'too'],
  ['much', 'This coffee has too ___ {milk|sugar} in it.', '{milk|sugar}', 'too'],
  ['much', 'There’s too ___ {smoke|steam} in the kitchen, so open a window.', '{smoke|steam}', 'too'],
  ['much', 'The cashier gave me too ___ change.', 'change', 'too'],
  ['much', 'Don’t pay too ___ attention to what {he says|she says|they say}.', 'attention', 'too'],
  ['many', 'There are so ___ {things|places} to see in this city.', '{things|places}', 'so'],
  ['many', 'This old house brings back so ___ memories.', 'memories', 'so'],
  ['many', 'We got so ___ {presents|cards} for the baby.', '{presents|cards}', 'so'],
  ['much', 'There was so ___ food that we took some home.', 'food', 'so'],
  ['much', '{She has|He has} so ___ energy in the mornings.', 'energy', 'so'],
  ['much', 'I’ve got so ___ stuff to pack before the move.', 'stuff', 'so'],
  ['many', 'Try to answer as ___ questions as you can.', 'questions', 'as'],
  ['many', 'Invite as ___ {friends|people} as you like.', '{friends|people}', 'as'],
  ['much', 'Drink as ___ water as you can when it’s hot.', 'water', 'as'],
  ['much', 'Take as ___ time as you need.', 'time', 'as'],
  ['much', 'We don’t get ___ snow here in winter.', 'snow', ''],
  ['much', 'Did you have ___ trouble finding the {house|hotel}?', 'trouble', ''],
  ['much', '{She|He} didn’t give me ___ information about the job.', 'information', ''],
  ['much', 'I haven’t got ___ {patience|energy} today.', '{patience|energy}', ''],
  ['much', 'Our kids don’t watch ___ TV on school days.', 'TV', ''],
  ['much', '{I|She|He} didn’t have ___ luck with the job interviews.', 'luck', ''],
  ['much', '{I|She|He} didn’t have ___ time for lunch today.', 'time', ''],
  ['many', 'Not ___ people came to the meeting.', 'people', ''],
  ['many', 'I don’t have ___ {clothes|shirts} for hot weather.', '{clothes|shirts}', ''],
  ['many', 'Did you make ___ friends at university?', 'friends', ''],
  ['many', 'There aren’t ___ jobs in this town.', 'jobs', ''],
  ['many', 'We don’t get ___ {visitors|tourists} in winter.', '{visitors|tourists}', ''],
  ['many', '{She doesn’t|He doesn’t} have ___ {hobbies|interests}.', '{hobbies|interests}', ''],
  ['many', 'Were there ___ problems with the car?', 'problems', ''],
  ['many', 'Did you get ___ {cards|messages} on your birthday?', '{cards|messages}', ''],
  ['many', 'Not ___ {shops|restaurants} are open on Christmas Day.', '{shops|restaurants}', ''],
  ['a lot of', '{She spends ___ time with her|He spends ___ time with his} grandchildren.', 'time', ''],
  ['a lot of', 'The kids have got ___ energy today.', 'energy', ''],
  ['a lot of', 'There’s ___ {rubbish|litter} in the park after the weekend.', '{rubbish|litter}', ''],
  ['a lot of', 'I drink ___ {tea|coffee} at work.', '{tea|coffee}', ''],
  ['a lot of', 'We spent ___ money on the new kitchen.', 'money', ''],
  ['a lot of', '{My|Her|His} job involves ___ travel.', 'travel', ''],
  ['a lot of', '{She|He} gave me ___ good advice.', 'advice', ''],
  ['a lot of', 'There was ___ water on the bathroom floor.', 'water', ''],
  ['a lot of', 'We had ___ luck with the weather on holiday.', 'luck', ''],
  ['a lot of', 'My {husband|dad} eats ___ {rice|meat}.', '{rice|meat}', ''],
  ['a lot of', 'The new sofa takes up ___ space.', 'space', ''],
  ['a lot of', '{I’ve|She’s|He’s} learned ___ English from films.', 'English', ''],
  ['a lot of', 'There’s ___ {furniture|stuff} in the spare room.', '{furniture|stuff}', ''],
  ['a lot of', 'We’ve had ___ good news this week.', 'news', ''],
];

const UNCOUNTABLE_KEY = new Set<A>(['much', 'a lot of']);

function items(): Item[] {
  return MUCH_MANY_LINES.flatMap(([answer, frame, nounFrame, word], i) =>
    expand(frame).map((text) => {
      const first = text.startsWith('___');
      const c = (w: string) => (first ? cap(w) : w);
      const noun =
        expand(nounFrame).find((n) => text.includes(n)) ??
        (text.split('___ ')[1] ?? '').split(/[ .,?!]/)[0] ??
        nounFrame;
      const wrong: Wrong[] = [];
      if (answer === 'many')
        wrong.push({ choice: 'much', errorType: 'much-with-countable', params: { noun } });
      if (UNCOUNTABLE_KEY.has(answer))
        wrong.push({ choice: 'many', errorType: 'many-with-uncountable', params: { noun } });
      if (answer === 'a lot of')
        wrong.push({ choice: 'much', errorType: 'much-in-affirmative', params: { noun } });
      if (word) wrong.push({ choice: 'a lot of', errorType: 'a-lot-of-after-word', params: { word } });
      const cue = word ? `${text.match(new RegExp(`\\b${word}\\b`, 'i'))?.[0] ?? word} … ${noun}` : noun;
      return {
        text,
        answer: c(answer),
        wrong: wrong.map((w) => ({ ...w, choice: c(w.choice) })),
        ruleId: answer === 'a lot of' ? 'a-lot-of' : word ? 'after-word' : answer,
        trigger: [cue],
        skeleton: `much-many:${i}`,
      };
    }),
  );
}

export const muchManyALotOfTopic: TopicDef = makeTopic(
  {
    slug: 'much-many-a-lot-of',
    sectionSlug: 'noun',
    name: { en: 'Much, many, a lot of', uk: 'Much, many, a lot of' },
    level: 'basic',
    possibleAnswers: ['much', 'many', 'a lot of'],
    card: {
      rule: {
        en: 'Many goes with countable plurals (many books), much with uncountable nouns (much money). After how, too, so and as we must use much or many: how many people, too much sugar. In an everyday positive sentence we usually say a lot of (We had a lot of fun); much sounds odd there. A lot of also works in negatives and questions.',
        uk: 'Many вживаємо зі злічуваними іменниками у множині (many books), much — з незлічуваними (much money). Після how, too, so та as можливі лише much або many: how many people, too much sugar. У звичайному стверджувальному реченні в розмові кажемо a lot of (We had a lot of fun): much там звучить неприродно. У запереченнях і питаннях a lot of теж можна вживати.',
      },
      signals: {
        en: 'how, too, so, as before the blank → much/many; a countable plural (people, books) → many; an uncountable noun (money, time) → much; a positive everyday sentence with an uncountable noun → a lot of.',
        uk: 'how, too, so, as перед пропуском → much/many; злічуваний іменник у множині (people, books) → many; незлічуваний (money, time) → much; звичайне стверджувальне речення з незлічуваним іменником → a lot of.',
      },
      examples: ['How many languages do you speak?', 'We had a lot of fun at the party yesterday!'],
    },
    rules: [
      {
        id: 'many',
        statement: {
          en: 'Many goes with countable nouns in the plural: many friends, not many shops.',
          uk: 'Many вживаємо зі злічуваними іменниками у множині: many friends, not many shops.',
        },
      },
      {
        id: 'much',
        statement: {
          en: 'Much goes with uncountable nouns, mostly in negatives and questions: not much time, much money?',
          uk: 'Much вживаємо з незлічуваними іменниками, здебільшого в запереченнях і питаннях: not much time, much money?',
        },
      },
      {
        id: 'after-word',
        statement: {
          en: 'After how, too, so and as only much or many is possible: how many, too much, so many, as much as. A lot of cannot follow these words.',
          uk: 'Після how, too, so та as можливі лише much або many: how many, too much, so many, as much as. A lot of після цих слів не вживаємо.',
        },
      },
      {
        id: 'a-lot-of',
        statement: {
          en: 'In an everyday positive sentence we use a lot of, with both kinds of nouns: a lot of fun, a lot of friends.',
          uk: 'У звичайному стверджувальному реченні вживаємо a lot of з обома видами іменників: a lot of fun, a lot of friends.',
        },
      },
    ],
    target: 400,
  },
  items,
);
