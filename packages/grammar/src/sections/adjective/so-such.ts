import { z } from 'zod';
import { expand, type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import { indefiniteArticle } from '../../morph/articles.ts';
import type { TopicDef } from '../../types.ts';
import data from './so-such.data.json' with { type: 'json' };
import copy from './so-such.json' with { type: 'json' };

/**
 * [adjective, singular noun, plural noun or null, result]: each gives "so + adjective" and "such a + adjective + noun".
 *
 * Notes on rows (the rows are in so-such.data.json):
 * - before row ["warm","evening",null,"we sat outside until midnight"]: Issue 16: more bases (each its own skeletons).
 */
const ITEMS: [string, string, string | null, string][] = table(
  'ITEMS',
  data.ITEMS,
  z.tuple([z.string(), z.string(), z.union([z.string(), z.null()]), z.string()]),
);
const UNCOUNTABLE: [string, string, string][] = table(
  'UNCOUNTABLE',
  data.UNCOUNTABLE,
  z.tuple([z.string(), z.string(), z.string()]),
);

/**
 * Issue 16: authored bases, each its own skeleton, {a|b} for safe variants of one base.
 * One base a row, "sentence | answer | the word that decides it | kind", kind being 'such' (a/an or a noun
 * after the adjective), 'so' (an adjective or adverb with no noun), 'many' (so many / so much), 'lot' (such a
 * lot of).
 * No "such little / such few" (both readings occur) and no "so + a + adjective + noun" literary order.
 */
const AUTHORED: [string, 'so' | 'such', string, 'such' | 'so' | 'many' | 'lot'][] = [
  'Thank you for coming. It was ___ a nice surprise. | such | nice | such',
  '{She’s ___ a good cook. Everything she|He’s ___ a good cook. Everything he} makes is delicious. | such | good | such',
  'They’re ___ nice people. We’re lucky to have them as neighbours. | such | nice | such',
  'I’ve never seen ___ a beautiful {sunset|beach|garden}. | such | beautiful | such',
  'It was ___ a lovely {evening|party|wedding}. Thank you for inviting us. | such | lovely | such',
  'Kyiv is ___ a big city. You need a week to see it all. | such | big | such',
  'We had ___ a great time at the {festival|concert|party}! | such | great | such',
  'It’s ___ a nice day. Let’s go to the {park|beach}. | such | nice | such',
  '{He tells ___ funny stories. Everyone loves him|My uncle tells ___ funny stories. Everyone loves him|Our teacher tells ___ funny stories. Everyone loves her}. | such | funny | such',
  'This is ___ an important meeting. Please don’t be late. | such | important | such',
  'They live in ___ a small flat that they can’t have guests to stay. | such | small | such',
  'It was ___ a long {flight|drive} that I slept most of the way. | such | long | such',
  '{She has|My grandmother has|He has} ___ beautiful handwriting. | such | beautiful | such',
  'We’ve had ___ terrible weather this {summer|week|month}. | such | terrible | such',
  'It’s ___ a lovely {garden|kitchen|flat}! How long have you lived here? | such | lovely | such',
  'It was ___ a stupid mistake. I should have checked {the date|the address|my email}. | such | stupid | such',
  'I had ___ a bad headache that I went to bed at eight. | such | bad | such',
  'The doctor gave me ___ good advice. I feel much better now. | such | good | such',
  'It’s ___ an easy recipe. Even {my son|my daughter|a child} can make it. | such | easy | such',
  'My grandparents have ___ a big garden that they grow all their own vegetables. | such | big | such',
  'Why did you buy ___ an expensive {phone|watch|coat}? | such | expensive | such',
  'The dog made ___ a big mess in the kitchen! | such | big | such',
  'That was ___ a good idea. Why didn’t I think of it? | such | good | such',
  'These are ___ comfortable {shoes|boots}. I can walk all day in them. | such | comfortable | such',
  'Lviv has ___ beautiful old {buildings|churches|streets}. | such | beautiful | such',
  'It was ___ a quiet {village|town} that we could hear the birds all day. | such | quiet | such',
  'It was ___ a hard {week|day} that I just want to sleep all weekend. | such | hard | such',
  'She wrote ___ a kind {letter|message} that I almost cried. | such | kind | such',
  'They were ___ good friends that they went on holiday together every year. | such | good | such',
  'It was ___ a warm {evening|night} that we had dinner in the garden. | such | warm | such',
  'The hotel had ___ a big pool that the children swam all day. | such | big | such',
  '{He’s ___ a fast runner that nobody can catch him|She’s ___ a fast runner that nobody can catch her}. | such | fast | such',
  'It was ___ an interesting {lecture|talk} that nobody looked at their phones. | such | interesting | such',
  'They serve ___ delicious {pizza|bread|soup} in that café. | such | delicious | such',
  'The children had ___ a wonderful time at the zoo. | such | wonderful | such',
  'The film was ___ good that I watched it twice. | so | good | so',
  'Why are you ___ angry with me? What have I done? | so | angry | so',
  'The children were ___ tired that they fell asleep {in the car|on the bus}. | so | tired | so',
  'Don’t be ___ rude to your {sister|brother|grandmother}! | so | rude | so',
  'I’m ___ happy for you! That’s {great|wonderful} news. | so | happy | so',
  'It’s ___ cold in here. Can you close the {window|door}? | so | cold | so',
  '{She speaks ___ quickly that I can’t understand her|He speaks ___ quickly that I can’t understand him}. | so | quickly | so',
  'My feet hurt. We’ve walked ___ far today! | so | far | so',
  'Why is the {bus|train} ___ late this morning? | so | late | so',
  'Mmm, the {soup|bread|cake} smells ___ good! | so | good | so',
  'It was ___ dark that we couldn’t see the path. | so | dark | so',
  'I was ___ nervous before the {interview|exam} that I couldn’t eat. | so | nervous | so',
  'The water was ___ clear that we could see the fish. | so | clear | so',
  '{He was ___ surprised that he|She was ___ surprised that she} didn’t say a word. | so | surprised | so',
  'The baby was sleeping ___ peacefully that we didn’t want to wake her. | so | peacefully | so',
  'The hotel staff were ___ helpful. They even booked our taxi. | so | helpful | so',
  'The {shop|market} was ___ busy that we left without buying anything. | so | busy | so',
  'I’m ___ glad you could come {tonight|to the party}! | so | glad | so',
  'Everything happened ___ fast that I can’t remember the details. | so | fast | so',
  'The tickets sold out ___ quickly that we didn’t get any. | so | quickly | so',
  'It’s ___ quiet here at night. You can hear the sea. | so | quiet | so',
  'Our first flat was ___ small that we had to sell the piano. | so | small | so',
  'The {road|path} was ___ icy that we had to walk very slowly. | so | icy | so',
  'The music was ___ loud that the neighbours called the police. | so | loud | so',
  '{He was ___ busy that he|She was ___ busy that she} forgot to eat lunch. | so | busy | so',
  'I’m ___ sorry. I didn’t mean to {upset you|break it}. | so | sorry | so',
  'The room was ___ hot that I couldn’t sleep. | so | hot | so',
  'The {test|exam} was ___ easy that everyone finished early. | so | easy | so',
  'The {sofa|bed} is ___ comfortable that I never want to get up. | so | comfortable | so',
  'The price was ___ high that we decided not to buy it. | so | high | so',
  'There were ___ many cars on the road that the journey took three hours. | so | many | many',
  'I’ve got ___ much to do {today|this week}. | so | much | many',
  'She has ___ many books that she needs another bookcase. | so | many | many',
  'We’ve had ___ much rain this {month|week} that the river has flooded. | so | much | many',
  'Why did you buy ___ many {eggs|bananas|apples}? | so | many | many',
  'There’s ___ much noise in here that I can’t hear you. | so | much | many',
  '{He spends|My brother spends|She spends} ___ much money on clothes. | so | much | many',
  'There are ___ many tourists in the summer that the streets are full. | so | many | many',
  'I’ve eaten ___ much that I can’t move. | so | much | many',
  'I have ___ many questions about the new job. | so | many | many',
  'There’s ___ a lot of traffic today that we’ll be late. | such | a lot of | lot',
  '{They|We} had ___ a lot of luggage that it didn’t fit in the car. | such | a lot of | lot',
  'We’ve got ___ a lot of food left over from the party. | such | a lot of | lot',
  'They made ___ a lot of noise that the neighbours complained. | such | a lot of | lot',
  'We’ve got ___ a lot of {homework|work} this week. | such | a lot of | lot',
  'The {beach|sand} was ___ hot that we couldn’t walk on it. | so | hot | so',
  'The {puppy|kitten} is ___ cute. Can we keep it? | so | cute | so',
  'It was ___ a funny {film|play} that I laughed all the way through. | such | funny | such',
  'It’s ___ a long story. I’ll tell you {later|tomorrow}. | such | long | such',
  'It was ___ a cold {winter|January} that the river froze. | such | cold | such',
  '{My neighbours have|Our friends have} ___ a noisy dog that nobody can sleep. | such | noisy | such',
  'It’s ___ a long way to the {station|airport}. Let’s take a taxi. | such | long | such',
  'They’re ___ lovely {children|kids}. They always say hello. | such | lovely | such',
  'It was ___ a difficult {decision|choice}, but I think we got it right. | such | difficult | such',
  'The {street|square} is ___ noisy at night that I sleep with earplugs. | so | noisy | so',
  'The {bread|cake} was ___ fresh that it was still warm. | so | fresh | so',
  'I was ___ hungry that I ate {two sandwiches|the whole pizza}. | so | hungry | so',
  'The {bag|suitcase} is ___ full that I can’t close it. | so | full | so',
  'Why are the {tickets|flights} ___ expensive this year? | so | expensive | so',
  'There were ___ many people in the {queue|shop} that we gave up. | so | many | many',
  '{I drank ___ much coffee that I|We drank ___ much coffee that we} couldn’t sleep. | so | much | many',
  'There were ___ a lot of people at the {concert|market} that we couldn’t move. | such | a lot of | lot',
  '{He ate ___ a lot of chocolate that he|She ate ___ a lot of chocolate that she} felt sick. | such | a lot of | lot',
  'There are ___ many {mistakes|typos} in this report. Who wrote it? | so | many | many',
  'I’ve heard ___ much about you. It’s nice to meet you at last. | so | much | many',
  'We had ___ much fun at the {wedding|party|festival}! | so | much | many',
  'It’s ___ a pretty {village|dress|song}. I love it. | such | pretty | such',
  'We had ___ a relaxing {holiday|weekend} that we didn’t want to go home. | such | relaxing | such',
  'It was ___ a boring {meeting|lesson} that I almost fell asleep. | such | boring | such',
  'They have ___ a friendly {cat|dog}. It sits on everyone’s lap. | such | friendly | such',
  'That’s ___ a good question. Let me think about it. | such | good | such',
  'The instructions were ___ clear that I built the shelf in ten minutes. | so | clear | so',
  'The {coffee|tea} was ___ strong that I couldn’t drink it. | so | strong | so',
  'The lesson was ___ interesting that the hour went by very quickly. | so | interesting | so',
  'You’re ___ kind! Thank you for the {flowers|card|present}. | so | kind | so',
  'The {park|garden} looks ___ beautiful in autumn. | so | beautiful | so',
  'The box was ___ heavy that two of us had to carry it. | so | heavy | so',
  'I’m ___ tired. I’m going to bed. | so | tired | so',
  'The {village|town} is ___ quiet in winter that most cafés close. | so | quiet | so',
  // Issue 16 (the full catalogue): more bases; a varied adjective is one {a|b} group, named as the word.
  'The {soup|tea|coffee} is ___ hot that I can’t drink it yet. | so | hot | so',
  'I’m ___ tired. I’m going to bed {now|early tonight|straight after dinner}. | so | tired | so',
  'The {lecture|meeting|talk} was ___ boring that half the room fell asleep. | so | boring | so',
  'Your {garden|kitchen|flat} looks ___ nice! Did you paint it yourself? | so | nice | so',
  '{She|He|The new teacher} speaks ___ quickly that I can’t understand a word. | so | quickly | so',
  'The {bag|box|suitcase} was ___ heavy that I had to ask for help. | so | heavy | so',
  'Thank you, you’re ___ kind. I don’t know what to say. | so | kind | so',
  'It’s ___ cold today. Don’t forget your {gloves|scarf|hat}. | so | cold | so',
  'The {children|kids|puppies} were ___ excited that they couldn’t sleep. | so | excited | so',
  'The {tickets|flights|rooms} were ___ expensive that we stayed at home. | so | expensive | so',
  'I’m ___ sorry for being late. {The traffic was awful|I missed the bus|My train was cancelled}. | so | sorry | so',
  'The {view|sunset|sky} was ___ beautiful that we stopped the car. | so | beautiful | so',
  '{She|He} drives ___ carefully that the trip takes twice as long. | so | carefully | so',
  'The {exam|test|quiz} was ___ easy that everyone finished in ten minutes. | so | easy | so',
  'The {café|bar|restaurant} was ___ noisy that we couldn’t hear each other. | so | noisy | so',
  '{I’m|We’re} ___ happy for you! When is the wedding? | so | happy | so',
  'The {shop|market|station} was ___ crowded that we left after five minutes. | so | crowded | so',
  'The {water|sea|lake} was ___ clear that we could see the fish. | so | clear | so',
  '{My dad|My grandfather|Our neighbour} snores ___ loudly that I can hear him through the wall. | so | loudly | so',
  'The {jokes|stories} were ___ funny that we couldn’t stop laughing. | so | funny | so',
  'It was ___ dark that we couldn’t see the {path|road|steps}. | so | dark | so',
  'Everything happened ___ fast. I didn’t have time to think. | so | fast | so',
  'The {road|street|path} was ___ icy that we walked to work. | so | icy | so',
  'I was ___ hungry that I ate {two|three} sandwiches. | so | hungry | so',
  'The {instructions|rules|questions} were ___ confusing that nobody knew what to do. | so | confusing | so',
  'The {traffic|wind|rain} was ___ bad that we turned back. | so | bad | so',
  'The {bread|cake|pie} smells ___ good. Can I have a piece? | so | good | so',
  'The hotel was ___ close to the beach that we could hear the waves. | so | close | so',
  'The {flat|room|office} is ___ small that we can’t fit a sofa in it. | so | small | so',
  '{My brother|My sister|My cousin} lives ___ far away that we only see each other at Christmas. | so | far | so',
  'The music was ___ loud that the neighbours called the police. | so | loud | so',
  'Why are you ___ angry? What happened? | so | angry | so',
  'The {car|bike|phone} was ___ old that nobody wanted to buy it. | so | old | so',
  'The {story|ending|film} was ___ sad that I cried. | so | sad | so',
  'The {bed|sofa|hotel room} was ___ comfortable that I didn’t want to get up. | so | comfortable | so',
  'I’m ___ glad you could come! {Come in|Let me take your coat|Sit down}. | so | glad | so',
  'The {lesson|course|lecture} went ___ quickly. I can’t believe it’s over. | so | quickly | so',
  'It’s ___ quiet here at night. You can hear the owls. | so | quiet | so',
  'The {pizza|curry|pasta} was ___ spicy that I drank three glasses of water. | so | spicy | so',
  'The {bus|train|tram} was ___ late that we missed the start of the film. | so | late | so',
  'The {kids|children|students} worked ___ hard that they finished early. | so | hard | so',
  'It was ___ a {hot|warm|sunny} day that we spent it at the lake. | such | {hot|warm|sunny} | such',
  'They’re ___ {friendly|kind|helpful} neighbours. They always water our plants. | such | {friendly|kind|helpful} | such',
  'We had ___ a {lovely|wonderful|great} holiday in the mountains. | such | {lovely|wonderful|great} | such',
  'It was ___ {an easy|a simple} question that everybody got it right. | such | {easy|simple} | such',
  'They were ___ {good|close} friends at school. | such | {good|close} | such',
  'That was ___ a {long|hard|busy} week. I’m glad it’s Friday. | such | {long|hard|busy} | such',
  'It’s ___ a {small|tiny} world! I didn’t expect to see you here. | such | {small|tiny} | such',
  'We live in ___ a {quiet|nice|friendly} street. | such | {quiet|nice|friendly} | such',
  'It was ___ an {interesting|amazing|exciting} trip. I want to go back. | such | {interesting|amazing|exciting} | such',
  'They’re ___ {lovely|nice|polite} children. You must be proud of them. | such | {lovely|nice|polite} | such',
  'I had ___ a {strange|weird|funny} dream last night. | such | {strange|weird|funny} | such',
  'It was ___ bad weather that the flight was cancelled. | such | bad | such',
  'She gave me ___ good advice. {I’ll never forget it|I’m so grateful|It really helped}. | such | good | such',
  'We had ___ a lot of rain {last spring|last autumn|last month} that the river flooded. | such | a lot of | lot',
  'The {hotel|flat|café} is in ___ a good location. Everything is close. | such | good | such',
  'It’s ___ a nice {idea|plan|surprise}! Thank you. | such | nice | such',
  'It took ___ a long time to get {home|there|through the airport}. | such | long | such',
  'That’s ___ a {clever|good|great} idea. Why didn’t I think of it? | such | {clever|good|great} | such',
  'We stayed in ___ a {small|tiny|cheap} room that we could hardly move. | such | {small|tiny|cheap} | such',
  'It was ___ a {busy|long|tiring} day that I fell asleep on the sofa. | such | {busy|long|tiring} | such',
  'They’ve got ___ a {big|lovely|sunny} garden. The kids play there all day. | such | {big|lovely|sunny} | such',
  'She makes ___ {delicious|lovely|amazing} cakes. Everyone asks for the recipe. | such | {delicious|lovely|amazing} | such',
  'It was ___ a {difficult|hard|strange} year for everyone. | such | {difficult|hard|strange} | such',
  'He made ___ a {good|great|strong} impression at the interview that they offered him the job. | such | {good|great|strong} | such',
  'They have ___ {cheap|good|fresh} vegetables at the market on Saturdays. | such | {cheap|good|fresh} | such',
  'It was ___ an {awful|ugly|old} building that nobody wanted to live there. | such | {awful|ugly|old} | such',
  'There were ___ many {people|cars|tourists} that we couldn’t find a place to park. | so | many | many',
  'I’ve got ___ much {homework|work} that I can’t come out tonight. | so | much | many',
  'We’ve had ___ many {visitors|guests|phone calls} this week that I’m exhausted. | so | many | many',
  'She spends ___ much {money on clothes|time on her phone} that her parents are worried. | so | much | many',
  'There were ___ a lot of {mistakes|questions|problems} that we started again. | such | a lot of | lot',
  'Olena is ___ a {talented|good|brilliant} singer. She should go on TV. | such | {talented|good|brilliant} | such',
  'My grandparents live in ___ a {pretty|lovely|quiet} village. We go there every summer. | such | {pretty|lovely|quiet} | such',
  'It was ___ a {boring|long|dull} film that we left halfway through. | such | {boring|long|dull} | such',
  'It’s ___ a {long|hard|slow} walk to the station. Let’s take the bus. | such | {long|hard|slow} | such',
  'This is ___ a {comfortable|soft|lovely} sofa. Where did you buy it? | such | {comfortable|soft|lovely} | such',
  'The kids had ___ a {great|fun|busy} day at the zoo that they fell asleep in the car. | such | {great|fun|busy} | such',
  'It was ___ a {cold|wet|windy} night that we stayed in. | such | {cold|wet|windy} | such',
  'The Carpathians are ___ {beautiful|wonderful|amazing} mountains. You must go there. | such | {beautiful|wonderful|amazing} | such',
  'They serve ___ {big|huge|generous} portions that I can never finish mine. | such | {big|huge|generous} | such',
  'It’s ___ {an old|an ancient|a beautiful} church. It was built in the twelfth century. | such | {old|ancient|beautiful} | such',
  'We’ve had ___ {hot|dry|sunny} weather this summer that the grass is brown. | such | {hot|dry|sunny} | such',
  'Lviv has ___ {lovely|beautiful|narrow} streets. I could walk there all day. | such | {lovely|beautiful|narrow} | such',
  'My son asks ___ {difficult|strange|funny} questions. I never know what to say. | such | {difficult|strange|funny} | such',
  'It was ___ an {expensive|awful|old} car that nobody wanted to buy it. | such | {expensive|awful|old} | such',
  'The hotel had ___ {friendly|helpful|polite} staff. We’ll definitely go back. | such | {friendly|helpful|polite} | such',
  'It was ___ a {close|good|great} match that nobody wanted to leave. | such | {close|good|great} | such',
  'My brother and I had ___ a {silly|stupid|big} argument last night. | such | {silly|stupid|big} | such',
  'The {guide|teacher|speaker} was ___ interesting that nobody looked at their phones. | so | interesting | so',
  'The {sea|pool|lake} was ___ warm that we swam every day. | so | warm | so',
  'The {hill|road|path} was ___ steep that we had to get off our bikes. | so | steep | so',
  'My {shoes|boots|trainers} were ___ wet that I took them off. | so | wet | so',
  'The {staff|waiters|people} were ___ friendly that we went back the next day. | so | friendly | so',
  'The {night|evening|film} went ___ quickly. It’s already midnight! | so | quickly | so',
  'The {meat|steak|chicken} was ___ tough that I couldn’t cut it. | so | tough | so',
  'The {forest|park|garden} was ___ quiet that we could hear the birds. | so | quiet | so',
  'The {bread|coffee|cake} at that café is ___ good that we go there every morning. | so | good | so',
  '{My grandmother|My aunt|Our neighbour} was ___ pleased with the flowers that she put them in the window. | so | pleased | so',
  'The {printer|computer|old laptop} is ___ slow that I do everything on my phone. | so | slow | so',
  'The {river|stream|water} was ___ cold that nobody wanted to swim. | so | cold | so',
  'The {meeting|lesson|film} finished ___ late that we missed the last bus. | so | late | so',
  'It was ___ {a funny|a good|an exciting} film that we watched it again the next day. | such | {funny|good|exciting} | such',
  'We had ___ {a long|a tiring|an early} start that we were in bed by nine. | such | {long|tiring|early} | such',
  'It’s ___ {a busy|a popular|an expensive} restaurant that you have to book a month ahead. | such | {busy|popular|expensive} | such',
  'The café makes ___ {good|strong|delicious} coffee that there’s always a queue. | such | {good|strong|delicious} | such',
  'They gave us ___ {a warm|a friendly|a kind} welcome that we felt at home at once. | such | {warm|friendly|kind} | such',
  'There were ___ many {mosquitoes|flies|wasps} that we ate inside. | so | many | many',
].map((row): [string, 'so' | 'such', string, 'such' | 'so' | 'many' | 'lot'] => {
  const [sentence = '', answer = '', word = '', kind = ''] = row.split(' | ');
  return [sentence, answer as 'so' | 'such', word, kind as 'such' | 'so' | 'many' | 'lot'];
});

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
  AUTHORED.forEach(([frame, answer, words, kind], i) => {
    for (const text of expand(frame)) {
      // a varied adjective ({hot|warm}) is named by the variant this sentence has
      const word = expand(words).find((w) => new RegExp(`\\b${w}\\b`).test(text)) ?? words;
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
    }
  });
  return out;
}

export const soSuchTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
