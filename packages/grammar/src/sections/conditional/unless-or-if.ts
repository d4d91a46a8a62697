import { d, item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import copy from './unless-or-if.json' with { type: 'json' };

/**
 * [condition, result that holds unless it happens, result that holds if it happens]. "[[noun|pronoun]]": the
 * clause said first names the thing, the other refers back to it, in either order ("The plants will die unless
 * you water them", "Unless you water the plants, they will die"; never a pronoun before its noun, nor the noun
 * twice: "Unless you charge your phone, your phone will die").
 */
const REFER = /\[\[([^|\]]+)\|([^\]]+)\]\]/g;
export const said = (clause: string, first: boolean): string => clause.replace(REFER, first ? '$1' : '$2');
/** The sentence's two clauses: the second refers back only when the first has named the thing. */
export function clauses(cond: string, result: string, resultFirst: boolean): [string, string] {
  const [first, second] = resultFirst ? [result, cond] : [cond, result];
  const refers = new RegExp(REFER.source).test(first);
  const out: [string, string] = [said(first, true), said(second, !refers)];
  return resultFirst ? [out[1], out[0]] : out;
}
export const UNLESS: [string, string, string][] = [
  ['you hurry', 'you will miss the train', 'you will catch the train'],
  ['it stops raining', 'we will stay at home', 'we will go for a walk'],
  ['you water [[the plants|them]]', '[[the plants|they]] will die', '[[the plants|they]] will grow well'],
  ['you study', "you won't pass the exam", 'you will pass the exam'],
  ['you wear a coat', 'you will get cold', 'you will stay warm'],
  ['we leave now', 'we will be late', 'we will be on time'],
  ['she gets enough sleep', 'she will feel tired tomorrow', 'she will feel fine tomorrow'],
  ['you set an alarm', 'you will oversleep', 'you will wake up on time'],
  ['you take an umbrella', 'you will get wet', 'you will stay dry'],
  ['he practises every day', "he won't get better at the piano", 'he will get better at the piano'],
  ['they invite us', "we won't go to their party", 'we will go to their party'],
  ['it is sunny', "we won't go to the beach", 'we will go to the beach'],
  ['you ask her nicely', "she won't help you", 'she will help you'],
  ['you turn on the heating', 'the house will be cold', 'the house will be warm'],
  ['we take a taxi', 'we will miss the start of the film', 'we will be in time for the film'],
  ['you save some money', "you won't be able to buy a car", 'you will be able to buy a car'],
  ['you drink some water', 'you will get a headache', 'you will feel better'],
  ['you call him', "he won't know about the meeting", 'he will know about the meeting'],
  ['you practise', 'you will forget your English', 'your English will get better'],
  ['you help me', "I won't finish the report today", 'I will finish the report today'],
  ['the weather is good', "we won't climb the mountain", 'we will climb the mountain'],
  ['we phone the restaurant first', "we won't get a table", 'we will get a good table'],
  ['you lock [[your bike|it]]', 'someone will steal [[your bike|it]]', '[[your bike|it]] will be safe'],
  ['you feed [[the cat|it]]', '[[the cat|it]] will be hungry', "[[the cat|it]] won't be hungry"],
  ['you book your ticket early', "you won't get a seat on the train", 'you will get a seat on the train'],
  ['[[the bus|it]] comes soon', 'I will walk to work', 'I will take [[the bus|it]] to work'],
  [
    'you put the milk in the fridge',
    'your coffee will taste sour tomorrow',
    'you will have fresh milk for breakfast',
  ],
  [
    'you pay the bill this week',
    'the provider will cut off your internet',
    'your internet will keep working',
  ],
  [
    'you charge [[your phone|it]]',
    '[[your phone|it]] will die before the evening',
    '[[your phone|it]] will last until the evening',
  ],
  ['you wear sun cream', 'you will get sunburnt', "you won't get sunburnt"],
  ['you slow down', 'you will have an accident', 'you will be safe'],
  ['the rain stops', "we won't play tennis", 'we will play tennis'],
  ['you say sorry to her', "she won't speak to you again", 'she will forgive you'],
  ['you switch off the oven', 'the cake will burn', 'the cake will be perfect'],
  ['you check your spelling', 'the teacher will take marks off', 'the teacher will be pleased'],
  ['the price goes down', "I won't buy that laptop", 'I will buy that laptop'],
  ['you keep the receipt', "the shop won't give you a refund", 'the shop will give you a refund'],
  [
    'you take [[the dog|it]] for a walk',
    '[[the dog|it]] will bark all evening',
    '[[the dog|it]] will sleep all evening',
  ],
  [
    'you send the form by Friday',
    "you won't get a place on the course",
    'you will get a place on the course',
  ],
  ['we fix the roof soon', 'the rain will come in', 'the house will stay dry'],
  ['it gets warmer', "we won't eat outside", 'we will eat outside'],
  ['you close the window', 'the papers will blow away', 'the papers will stay on the desk'],
  ['you turn down the music', 'the neighbours will complain', "the neighbours won't complain"],
  ['they lower the rent', 'we will move out', 'we will stay'],
  ['you add some salt', 'the soup will be tasteless', 'the soup will taste much better'],
  ['the doctor says it is safe', "I won't fly next week", 'I will fly next week'],
  ['she trains every day', "she won't win the race", 'she will win the race'],
  ['you read the instructions', 'you will break the machine', 'the machine will work properly'],
  ['you lend me some money', "I won't be able to pay the rent", 'I will be able to pay the rent'],
  ['you leave early', 'you will sit in traffic for hours', 'you will avoid the traffic'],
  ['the train is on time', 'I will miss my meeting', 'I will be at my meeting on time'],
  ['you tell him the truth', 'he will hear the news from someone else', 'he will hear the news from you'],
  ['we get tickets today', "we won't see the concert", 'we will see the concert'],
  ['you take the medicine', "you won't get better", 'you will get better'],
  ['you speak up', 'nobody will hear you', 'everybody will hear you'],
  ['the landlord fixes the heating', 'we will freeze this winter', 'we will be warm this winter'],
  ['you practise your speech', 'you will be nervous tomorrow', 'you will feel confident tomorrow'],
  ['you ask the teacher', "you won't know the answer", 'you will know the answer'],
  ['you put a lid on the pan', 'the water will take ages to boil', 'the water will boil quickly'],
  ['the weather improves', "the ferry won't sail", 'the ferry will sail'],
  ['you hold the ladder', 'I will fall', "I won't fall"],
  ['we hurry', 'the shop will be closed when we get there', 'the shop will still be open when we get there'],
  ['you water the tomatoes', "you won't get much fruit", 'you will get lots of fruit'],
  [
    'you back up [[your files|them]]',
    'you will lose [[your files|them]] one day',
    '[[your files|they]] will be safe',
  ],
  [
    '[[the baby|she]] sleeps this afternoon',
    '[[the baby|she]] will be grumpy tonight',
    '[[the baby|she]] will be happy tonight',
  ],
  [
    'you invite [[Tom’s wife|his wife]]',
    "[[Tom|he]] won't come to the party",
    '[[Tom|he]] will come to the party',
  ],
  ['you fill up the car', 'we will run out of fuel', "we won't run out of fuel"],
  ['you tidy your room', "you won't go to the cinema", 'you will go to the cinema'],
  [
    'the company makes a profit',
    'the owners will close the factory',
    'the owners will keep the factory open',
  ],
  ['you learn the words', 'you will fail the test', 'you will pass the test'],
  ['you wake me up', 'I will sleep until noon', "I won't sleep until noon"],
  ['you take a map', "you won't find the campsite", 'you will find the campsite easily'],
  ['you buy fish food today', 'the goldfish will go hungry', "the goldfish won't go hungry"],
  ['it stops snowing', 'the airport will stay closed', 'the airport will open again'],
  ['we leave before six', 'we will miss the sunset', 'we will see the sunset'],
  ['you turn on the lights', 'the guests will not find the house', 'the guests will find the house easily'],
  [
    'you cover the plants tonight',
    'the frost will kill everything in the garden',
    'the garden will survive the frost',
  ],
  [
    '[[the kids|they]] wear their boots',
    '[[the kids’|their]] feet will get wet',
    '[[the kids’|their]] feet will stay dry',
  ],
  // Issue 16: more pairs, each its own skeleton; each result makes only one of if/unless sensible.
  [
    'you charge [[your phone|it]]',
    '[[your phone|it]] will die before lunch',
    '[[your phone|it]] will last all day',
  ],
  ['we book early', "we won't get a table on Friday night", 'we will get a table by the window'],
  ['you put on sun cream', 'you will get sunburnt', "you won't get sunburnt"],
  ['she takes her medicine', "she won't get better", 'she will feel better by Monday'],
  ['you keep the receipt', "the shop won't give you a refund", 'the shop will give you a refund'],
  ['you add some sugar', 'the sauce will taste too sour', 'the sauce will taste just right'],
  ['we fix the roof', 'the rain will come in', 'the house will stay dry'],
  ['you check the address', 'you will go to the wrong house', 'you will find the right house'],
  ['they work harder', 'they will lose the final', 'they will win the final'],
  ['you water the garden', 'the flowers will dry out', 'the flowers will look lovely'],
  ['he pays her back', "she won't lend him money again", 'she will lend him money again'],
  ['you read the instructions', 'you will break the machine', 'you will use the machine properly'],
  ['we buy [[the tickets|them]] today', '[[the tickets|they]] will sell out', 'we will get good seats'],
  ['you close the window', 'the papers will blow away', 'the papers will stay on the desk'],
  ['the rain stops', 'the match will be cancelled', 'the match will start at three'],
  ['you pay the bill by Friday', 'the electricity company will cut you off', 'the lights will stay on'],
  ['you lock the car', 'someone will steal your bag', 'your bag will be safe'],
  ['I finish this report', "I won't be able to go out tonight", 'I will come out with you tonight'],
  ['you feed [[the dog|it]]', '[[the dog|it]] will bark all night', '[[the dog|it]] will sleep quietly'],
  ['the bus comes soon', 'we will be late for the film', 'we will be in time for the film'],
  ['you practise your speech', 'you will forget what to say', 'you will speak with confidence'],
  ['we leave before seven', 'we will hit the rush hour', 'we will miss the rush hour'],
  [
    'you wear a helmet',
    "your parents won't let you ride your bike",
    'your parents will let you ride your bike',
  ],
  ['she gets a visa', "she won't be able to travel to the conference", 'she will travel to the conference'],
  ['you turn down the music', 'the neighbours will complain', "the neighbours won't complain"],
  ['we start now', "we won't finish today", 'we will finish today'],
  ['you call the hotel today', "you won't get a room in August", 'you will get a room in August'],
  ['you cover the pan', 'the oil will splash everywhere', 'the kitchen will stay clean'],
  ['you take the map', 'you will get lost in the forest', 'you will find the way easily'],
  ['you stir [[the porridge|it]]', '[[the porridge|it]] will burn', "[[the porridge|it]] won't burn"],
  ['we save money this year', "we won't be able to go on holiday", 'we will go on holiday in August'],
  ['you send the form today', 'you will miss the deadline', 'you will meet the deadline'],
  ['the heating comes back on', 'we will freeze tonight', 'we will be warm tonight'],
  ['you back up your files', 'you will lose all your work', 'your work will be safe'],
  ['you defrost the chicken', "we won't have anything for dinner", 'we will have chicken for dinner'],
  ['you make a note', 'you will forget the number', 'you will remember the number'],
  ['we cut the grass this weekend', 'the garden will look like a jungle', 'the garden will look neat'],
  ['you wear warm socks', 'your feet will be cold on the boat', 'your feet will stay warm on the boat'],
  ['the doctor says it is safe', "I won't go running", 'I will go running again next week'],
  ['you wake him up', 'he will sleep through the alarm', "he won't be late"],
  ['you learn the words', 'you will fail the vocabulary test', 'you will pass the vocabulary test'],
  ['we order today', "the sofa won't arrive before Christmas", 'the sofa will arrive before Christmas'],
  ['you take a jacket', 'you will be cold tonight', 'you will be warm enough tonight'],
  ['the price goes down', "I won't buy the camera", 'I will buy the camera'],
  [
    'you clean [[the brushes|them]]',
    '[[the brushes|they]] will be ruined',
    '[[the brushes|they]] will last for years',
  ],
  ['we leave a light on', 'burglars will think the house is empty', 'burglars will think someone is at home'],
  ['you ask for a discount', "you won't get anything off", 'the shop will give you ten percent off'],
  ['it gets warmer', "the snow won't melt", 'the snow will melt'],
  [
    'you put [[the fish|it]] in the fridge',
    '[[the fish|it]] will go off by tomorrow',
    '[[the fish|it]] will stay fresh until tomorrow',
  ],
  ['you bring your passport', "they won't let you on the plane", 'they will let you on the plane'],
  ['you turn the gas down', 'the soup will boil over', "the soup won't boil over"],
  ['we get a babysitter', "we won't be able to go to the concert", 'we will go to the concert'],
  ['you oil the hinges', 'the door will keep squeaking', 'the door will stop squeaking'],
  ['you move your car', 'you will get a parking ticket', "you won't get a parking ticket"],
  ['we find a cheaper flight', 'we will take the train', "we won't take the train"],
  ['you slow down', 'you will have an accident', 'you will get home safely'],
  ['you use the microphone', "the people at the back won't hear you", 'the people at the back will hear you'],
  ['you go to bed soon', 'you will be tired tomorrow', 'you will feel fresh tomorrow'],
  ['you plug in the fridge', 'the food will go off', 'the food will stay cold'],
  ['you hold the ladder', 'I will fall', 'I will feel safe'],
  ['we go now', 'we will miss the fireworks', 'we will see the fireworks'],
  ['you reply today', 'they will give the job to someone else', 'they will give you the job'],
  ['you add more flour', 'the dough will be too sticky', 'the dough will be easy to roll out'],
  ['you dress warmly', 'you will catch a cold', 'you will stay healthy'],
  ['we fill up the tank', 'we will run out of petrol', "we won't run out of petrol"],
  ['you knock first', 'you will give Grandma a fright', "you won't give Grandma a fright"],
  ['you keep the door shut', 'the cat will get out', 'the cat will stay inside'],
  ['we hurry', 'the shop will be closed when we get there', 'the shop will still be open when we get there'],
  ['you print the tickets', "the museum won't let you in", 'the museum will let you in'],
  ['you wash your hands', "you can't have any cake", 'you can have some cake'],
  ['you rest your voice', "you won't be able to sing on Saturday", 'you will sing well on Saturday'],
  ['the ferry leaves on time', 'we will miss our train in Dover', 'we will catch our train in Dover'],
  ['you tidy your room', "you won't get any pocket money", 'you will get your pocket money'],
  ['you switch off the oven', 'the cake will burn', "the cake won't burn"],
  ['we ring the bell', 'nobody will hear us', 'someone will open the door'],
  [
    'you bring a towel',
    'you will have to dry yourself in the sun',
    'you will have something to dry yourself with',
  ],
  ['the sun comes out', 'the washing will never dry', 'the washing will dry in an hour'],
  ['you pack tonight', 'you will be in a rush tomorrow morning', 'you will have a calm morning tomorrow'],
  ['you keep your ticket', 'you will have to pay again', "you won't have to pay again"],
];

export const unlessIf: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const all = rng.shuffle(UNLESS.flatMap((u, i) => [0, 1, 2, 3].map((k) => [u, i, k] as const)));
    for (const [[c, without, withIt], i, k] of all) {
      const useUnless = k % 2 === 0;
      const resultFirst = k < 2;
      const [cond, result] = clauses(c, useUnless ? without : withIt, resultFirst);
      const text = resultFirst ? `${result} {} ${cond}` : `{} ${cond}, ${result}`;
      const answer = k < 2 ? (useUnless ? 'unless' : 'if') : useUnless ? 'Unless' : 'If';
      const other = k < 2 ? (useUnless ? 'if' : 'unless') : useUnless ? 'If' : 'Unless';
      yield item(rng, {
        text,
        answer,
        wrong: [d(other, useUnless ? 'if-for-unless' : 'unless-for-if', { condition: cond, result })],
        ruleId: useUnless ? 'unless-if-not' : 'if-condition',
        trigger: [cond, result],
        features: { polarity: useUnless ? 'negative-condition' : 'positive-condition' },
        // One base, one skeleton: a session never shows the same pair twice with if/unless swapped.
        skeleton: `unless-${i}`,
      });
    }
  },
});
