import { expand, type Item, makeTopic } from '../../engine.ts';
import { THINGS } from '../../lexicon/things.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './it-or-there.json' with { type: 'json' };

/**
 * There + be says that something exists (there are two cats in the garden); it is for weather, time,
 * distance and a situation (it’s raining, it’s six o’clock). "It’s a cat" can identify a thing, so singular
 * "there is a …" frames are not used: plural, "no" and "any" frames force there.
 */
const IT_LINES: string[] = [
  '___ is raining again. Take an umbrella.',
  '___ is {very cold|really hot|quite windy|sunny} today.',
  '___ is {half past six|nearly midnight|ten o’clock}. Time to go!',
  '___ is {Monday|Friday|my birthday} today.',
  '___ is about ten kilometres from here to the airport.',
  '___ is too late to call him now.',
  '___ is nice to meet you.',
  '___ was very foggy this morning.',
  '___ was a long way to the nearest shop.',
  '___ is getting dark. Let’s go home.',
  '___ takes an hour to get there by bus.',
  '___ is easy to find our house: it’s the blue one.',
  '___ was {snowing|freezing} when we left the house.',
  '___ is difficult to learn a language in a month.',
];
const PL_Q = ['some', 'two', 'a lot of', 'lots of', 'no', 'a few', 'three'];

/**
 * Issue 16 ("the full catalogue"): authored lines, each its own skeleton, [[…]] the words that force the
 * key. It: weather, time, days, distance, "it is + adjective + to …", and a thing the text has already
 * named ("I bought a new laptop. ___ is much faster"). There: plural or uncountable things that exist
 * somewhere, with no, any, some, a lot of, too many … — never "there is a …" (it can identify a thing).
 */
const IT_MORE: string[] = [
  '___ is [[freezing in here]]. Can you close the window?',
  '___ [[rained]] all day yesterday, so we stayed in.',
  '___ is [[not far]] from the station to the hotel.',
  '___ is [[about five hundred kilometres]] from Kyiv to Lviv.',
  '___ is [[nearly {eleven|midnight}]]. We should go to bed.',
  '___ was [[{so hot|so windy|so cold}]] yesterday that we stayed at home.',
  '___ is [[a pity]] you can’t come to the party.',
  '___ is [[important to]] drink enough water in summer.',
  '___ is [[{dangerous|not safe}]] to swim here: the current is very strong.',
  '___ was [[great to]] see you again!',
  '___ [[took me {two hours|ages|all morning}]] to finish the report.',
  'I’ve lost [[my umbrella]]. Have you seen ___?',
  'I bought [[a new laptop]] last week. ___ is much faster than my old one.',
  'We stayed in [[a small hotel]] by the sea. ___ was very clean.',
  'Have you read [[this book]]? ___ is really {good|funny|sad}.',
  'Look at [[that car]]! ___ is the same as ours.',
  'My sister has [[a new {dog|puppy}]]. ___ is very friendly.',
  'I can’t open [[this jar]]. ___ is stuck.',
  'Where is [[the remote control]]? ___ was on the sofa a minute ago.',
  'We watched [[a film]] last night. ___ was {really boring|very long|quite scary}.',
  'Is ___ [[far]] to the station from here?',
  '[[How far]] is ___ to the {beach|airport|nearest town}?',
  '[[What time]] is ___? I think my watch has stopped.',
  '[[What day]] is ___ today?',
  '___ is [[getting {colder|warmer|darker}]] every day.',
  '___ [[looks like rain]]. Take a coat.',
  '___ [[doesn’t matter]]. We can do it tomorrow.',
  '___ is [[{your|my} turn]] to cook tonight.',
  '___ is [[{so|really} quiet]] here at night.',
  '___ is [[{cheaper|quicker} to]] go by train.',
  '___ is [[strange that]] nobody called.',
  '___ [[snowed]] a lot last winter.',
  '___ is [[{almost|already} dark]] outside.',
  'Thank you for [[the present]]. ___ is {beautiful|lovely}!',
  'Is ___ [[cold outside]]? Do I need a jacket?',
  '___ is [[a long way]] from here to the city centre.',
  'Don’t eat [[that cake]]. ___ is for the party tomorrow.',
  '___ was [[{late|after midnight}]] when we got home.',
  '___ is [[the {fifth|tenth|twelfth} of May]] today.',
  '___ [[costs a lot to]] live in London.',
  'I like [[your jacket]]. Is ___ new?',
  'I found [[a wallet]] in the street. ___ had no money in it.',
  '___ is [[{so|very} noisy]] in this café. Let’s go somewhere else.',
  '___ is [[{half past eight|nearly nine}]] already! We’re late.',
  'What is the weather like today? — ___ is [[{cloudy|sunny|raining}]].',
  '___ is [[too hot to]] work in the garden today.',
  '___ is [[{kind|nice} of you]] to help me.',
  '___ will be [[{sunny|cold|windy}]] tomorrow, according to the forecast.',
  '___ is [[going to rain]] this afternoon.',
  '___ is [[{twenty|thirty} minutes by bus]] to the centre.',
  '___ is [[not easy to]] find a flat in Kyiv.',
  '___ was [[{midnight|two in the morning}]] when the phone rang.',
  '___ has been [[very dry]] this summer.',
  '___ is [[Sunday tomorrow]], so the shops are closed.',
  'Turn on the light. ___ is [[too dark to]] read.',
  'I love [[this song]]. ___ always makes me happy.',
  'Where’s [[my phone]]? I put ___ on the table a minute ago.',
  'This [[soup]] is great. Did you make ___ yourself?',
  'My [[car]] is old, but ___ still runs well.',
  'We went to [[a new restaurant]]. ___ was expensive but very good.',
  '___ is [[a shame]] the shop is closed.',
  '___ is [[warm enough to]] eat outside tonight.',
  '___ [[seems {quiet|strange}]] here without the children.',
  '___ was [[{raining|pouring}]] when we arrived in London.',
  '___ is [[the first time]] I’ve been to Paris.',
  'How long does ___ [[take]] to get to the airport?',
  'Have you been to [[Lviv]]? ___ is a beautiful city.',
  'Be careful with [[that knife]]. ___ is very sharp.',
  'Don’t drink [[the milk]]. ___ smells bad.',
  '___ was [[{sunny|warm|foggy} all week]] in Odesa.',
  '___ is [[already {six|seven|eight}]], and dinner isn’t ready.',
  '___ [[{rains|snows} a lot]] here in {November|winter}.',
  '___ is [[{lovely|wonderful|so good} to]] be home again.',
  '___ is [[{hard|difficult} to]] say no to my boss.',
  '___ was [[{nice|kind|generous} of {him|her}]] to pay for dinner.',
  '___ is [[{ten|fifteen|twenty} kilometres]] to the next village.',
  '___ is [[{impossible|hard} to]] sleep with all this noise.',
  '___ was [[{cold|dark|late}]] when we finally reached the hotel.',
  '___ [[takes {ten|fifteen|twenty} minutes]] to walk to the station.',
  '___ is [[{my|your|Anna’s} birthday]] next week.',
  'I’ve made [[some coffee]]. ___ is in the kitchen.',
  'Can you help me with [[this box]]? ___ is really heavy.',
  'I’ve read [[your email]]. ___ was very helpful, thank you.',
  'I don’t like [[this coat]]. ___ is too {big|long|dark} for me.',
  'Where did you buy [[that lamp]]? ___ looks great in your room.',
  '[[Our fridge]] is very old. ___ doesn’t keep food cold any more.',
  'I’m reading [[a great novel]]. ___ is about a family in Lviv.',
  'We visited [[the castle]] yesterday. ___ was built in the 14th century.',
  'This [[bag]] is yours, isn’t ___?',
  '[[The meeting]] was long, but ___ was useful.',
  '[[The museum]] is free, but ___ is closed on Mondays.',
  '___ is [[{a bit|very} windy]] today, so hold on to your hat.',
  '___ [[won’t take long]]. I’ll be back in ten minutes.',
  '___ is [[worth]] visiting the old town.',
  '___ [[feels like]] spring today.',
  '___ is [[{twenty|thirty} degrees]] in the shade today.',
  '___ is [[{quite|very} far]] from the station to the hotel, so take a taxi.',
  '___ is [[{Monday|Wednesday} again]]. Where did the weekend go?',
  'Where’s [[the newspaper]]? — ___ is on the kitchen table.',
  '[[The train]] was late, so ___ arrived at ten.',
  '___ was [[{so|really} crowded]] on the metro this morning.',
  '___ is [[{lucky|good} that]] you brought an umbrella.',
  'I’ve got [[a new job]]. ___ is in the city centre.',
  '___ [[hasn’t rained]] for weeks.',
  '___ is [[{easy|simple} to]] make bread at home.',
  '[[Your phone]] is ringing. Can you answer ___?',
  '___ was [[a {long|busy|hard} day]], so I went to bed early.',
  '___ is [[{too cold|too wet}]] for a picnic today.',
  'I love [[this city]]. ___ is {so green|so friendly|full of life}.',
  '___ is [[{late|getting late}]]. I should go home.',
  '___ was [[{dark|light}]] when I woke up.',
  'Look at [[this photo]]. ___ was taken in 1985.',
  'I’ve just finished [[the book]]. ___ was brilliant.',
  '[[My phone]] is broken. ___ won’t turn on.',
  '___ is [[{nice|lovely} to]] see the sun again.',
  '___ is [[{better|safer} to]] book the tickets online.',
  '___ is [[{ten|fifteen} minutes]] to the station on foot.',
  '___ was [[{warm|sunny} enough]] to swim in the sea.',
  'Do you like [[my new haircut]]? — Yes, ___ looks great!',
  '[[The shop]] is closed today. ___ opens again on Monday.',
];

const THERE_MORE: string[] = [
  '___ are [[too many people]] on this bus.',
  '___ isn’t [[any milk]] left in the fridge.',
  '___ were [[{lots of|hundreds of} people]] at the concert.',
  '___ is [[no need]] to hurry: the train is late.',
  '___ are [[{two|three} good restaurants]] near our house.',
  'Are ___ [[any good films]] on TV tonight?',
  'Is ___ [[any {coffee|bread|juice}]] left?',
  'How many people are ___ [[in your family]]?',
  '___ was [[a lot of traffic]] this morning.',
  '___ were [[no buses]] after midnight, so we took a taxi.',
  '___ is [[nothing]] in the fridge. Let’s order pizza.',
  '___ are [[some letters]] for you on the table.',
  '___ has been [[a lot of rain]] this month.',
  'Were ___ [[many people]] at the meeting?',
  '___ are [[{fifteen|twenty} students]] in my English class.',
  '___ will be [[lots of food]] at the party, so don’t eat before you come.',
  '___ aren’t [[enough chairs]] for everyone.',
  '___ were [[{a few|several} mistakes]] in your essay.',
  '___ is [[{too much|so much} sugar]] in this tea.',
  '___ are [[lots of things to do]] in Lviv.',
  '___ were [[no tickets]] left, so we went home.',
  'How many eggs are ___ [[in the box]]?',
  '___ are [[two bathrooms]] in the new flat.',
  '___ is [[no wifi]] in the hotel rooms.',
  '___ were [[dozens of birds]] on the roof this morning.',
  '___ aren’t [[any shops]] in our village.',
  '___ were [[three phone calls]] for you while you were out.',
  'Why are ___ [[so many police cars]] outside?',
  '___ are [[no clean cups]]. Can you wash some?',
  '___ are [[lots of parks]] in this city.',
  'Are ___ [[any questions]]?',
  '___ is [[some cheese]] in the fridge if you are hungry.',
  '___ weren’t [[many people]] on the beach.',
  '___ are [[only two pieces]] of cake left.',
  '___ are [[{some|a few} apples]] in the bowl if you want one.',
  '___ were [[no clouds]] in the sky all day.',
  '___ have been [[{two|three} accidents]] on this road this year.',
  'Are ___ [[any tickets]] left for tonight?',
  '___ are [[{four|five} people]] in the queue in front of us.',
  '___ were [[lots of children]] in the park today.',
  '___ aren’t [[any towels]] in the bathroom.',
  '___ will be [[{two|three} speakers]] at the conference.',
  'How many rooms are ___ [[in the hotel]]?',
  '___ are [[no more buses]] tonight.',
  '___ is [[{some|a little} soup]] left if you’re still hungry.',
  '___ are [[{two|three} cafés]] near the station.',
  '___ wasn’t [[any hot water]] this morning.',
  'Are ___ [[any good shops]] near your flat?',
  '___ were [[{lots of|too many} tourists]] in the old town.',
  '___ is [[no bread]] left, so I’ll go to the shop.',
  '___ are [[{several|a few} ways]] to get to the airport.',
];

/** The choice as the gap's position spells it: capitalised at the start of a sentence. */
function cased(word: string, text: string): string {
  const before = text.slice(0, text.indexOf('___')).trimEnd();
  return before === '' || /[.!?—]$/.test(before) ? word[0]?.toUpperCase() + word.slice(1) : word;
}

function authored(): Item[] {
  const out: Item[] = [];
  const add = (lines: string[], key: 'it' | 'there', tag: string) =>
    lines.forEach((line, i) => {
      for (const raw of expand(line)) {
        const text = raw.replace(/\[\[|\]\]/g, '');
        const cue = (raw.match(/\[\[(.*?)\]\]/)?.[1] ?? '').trim();
        const noun = cue;
        out.push({
          text,
          answer: cased(key, text),
          wrong:
            key === 'it'
              ? [{ choice: cased('there', text), errorType: 'there-for-it', params: {} }]
              : [{ choice: cased('it', text), errorType: 'it-for-there', params: { noun } }],
          ruleId: key,
          trigger: cue ? [cue] : [],
          skeleton: `it-there:${tag}:${i}`,
        });
      }
    });
  add(IT_MORE, 'it', 'it2');
  add(THERE_MORE, 'there', 'there2');
  return out;
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  IT_LINES.forEach((frame, i) => {
    for (const text of expand(frame)) {
      out.push({
        text,
        answer: 'It',
        wrong: [{ choice: 'There', errorType: 'there-for-it', params: {} }],
        ruleId: 'it',
        trigger: [text.split(' ').slice(2, 4).join(' ').replace(/[.!,]/g, '')],
        skeleton: `it-there:it:${i}`,
      });
    }
  });
  THINGS.forEach((t, i) => {
    for (const place of t.places) {
      const [q, noun, be] = t.count
        ? [rng.pick(PL_Q), t.pl, 'are']
        : [rng.pick(['no', 'some', 'a lot of']), t.sg, 'is'];
      if (!t.count && q !== 'no') continue;
      out.push({
        text: `___ ${be} ${q} ${noun} ${place}.`,
        answer: 'There',
        wrong: [{ choice: 'It', errorType: 'it-for-there', params: { noun } }],
        ruleId: 'there',
        trigger: [`${q} ${noun}`],
        skeleton: `it-there:there:${i}`,
      });
      if (t.count) {
        out.push({
          text: `Are ___ any ${t.pl} ${place.replace(/\bmy\b/, 'your')}?`,
          answer: 'there',
          wrong: [{ choice: 'it', errorType: 'it-for-there', params: { noun: t.pl } }],
          ruleId: 'there',
          trigger: [`any ${t.pl}`],
          skeleton: `it-there:q:${i}`,
        });
      }
    }
  });
  return [...out, ...authored()];
}

export const itThereTopic: TopicDef = makeTopic(copy, { target: 900, build: items });
