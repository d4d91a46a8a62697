import { d, item, L, rule, topic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/** [condition, result that holds unless it happens, result that holds if it happens]. */
const UNLESS: [string, string, string][] = [
  ['you hurry', 'you will miss the train', 'you will catch the train'],
  ['it stops raining', 'we will stay at home', 'we will go for a walk'],
  ['you water them', 'the plants will die', 'the plants will grow well'],
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
  ['you lock it', 'someone will steal your bike', 'your bike will be safe'],
  ['you feed it', 'the cat will be hungry', "the cat won't be hungry"],
  ['you book your ticket early', "you won't get a seat on the train", 'you will get a seat on the train'],
  ['the bus comes soon', 'I will walk to work', 'I will take the bus to work'],
  ['you put the milk in the fridge', 'it will go off', 'it will stay fresh'],
  ['you pay the bill this week', 'they will cut off your internet', 'your internet will keep working'],
  ['you charge your phone', 'it will die before the evening', 'it will last until the evening'],
  ['you wear sun cream', 'you will get sunburnt', "you won't get sunburnt"],
  ['you slow down', 'you will have an accident', 'you will be safe'],
  ['the rain stops', "we won't play tennis", 'we will play tennis'],
  ['you say sorry to her', "she won't speak to you again", 'she will forgive you'],
  ['you switch off the oven', 'the cake will burn', 'the cake will be perfect'],
  ['you check your spelling', 'the teacher will take marks off', 'the teacher will be pleased'],
  ['the price goes down', "I won't buy that laptop", 'I will buy that laptop'],
  ['you keep the receipt', "the shop won't give you a refund", 'the shop will give you a refund'],
  ['you take the dog for a walk', 'the dog will bark all evening', 'the dog will sleep all evening'],
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
  ['you tell him the truth', 'he will hear it from someone else', 'he will hear it from you'],
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
  ['you water the tomatoes', "they won't grow", 'they will grow'],
  ['you back up your files', 'you will lose them one day', 'they will be safe'],
  ['the baby sleeps this afternoon', 'she will be grumpy tonight', 'she will be happy tonight'],
  ['you invite his wife', "Tom won't come to the party", 'Tom will come to the party'],
  ['you fill up the car', 'we will run out of fuel', "we won't run out of fuel"],
  ['you tidy your room', "you won't go to the cinema", 'you will go to the cinema'],
  ['the company makes a profit', 'they will close the factory', 'they will keep the factory open'],
  ['you learn the words', 'you will fail the test', 'you will pass the test'],
  ['you wake me up', 'I will sleep until noon', "I won't sleep until noon"],
  ['you take a map', "you won't find the campsite", 'you will find the campsite easily'],
  ['you feed the fish', 'they will die', 'they will be fine'],
  ['it stops snowing', 'the airport will stay closed', 'the airport will open again'],
  ['we leave before six', 'we will miss the sunset', 'we will see the sunset'],
  ['you turn on the lights', 'the guests will not find the house', 'the guests will find the house easily'],
  ['you cover the plants tonight', 'the frost will kill them', 'they will survive the frost'],
  ['the kids wear their boots', 'their feet will get wet', 'their feet will stay dry'],
];

export const unlessIf: TopicDef = topic({
  slug: 'unless-or-if',
  section: 'conditional',
  name: L('Unless or if', 'Unless чи if'),
  level: 'intermediate',
  possibleAnswers: ['unless', 'if'],
  rule: L(
    'Unless means "if … not": You will miss the train unless you hurry = if you do not hurry. Like if, it takes the present simple for the future.',
    'Unless означає «якщо не»: You will miss the train unless you hurry = якщо ти не поквапишся. Як і після if, після unless про майбутнє — present simple.',
  ),
  signals: L(
    'the result happens only if the condition does not',
    'результат стається, лише якщо умова не виконується',
  ),
  examples: ['You will miss the train unless you hurry.', 'If you hurry, you will catch the train.'],
  rules: [
    rule('unless-if-not', 'Unless = if … not.', 'Unless = якщо не.'),
    rule(
      'if-condition',
      'If: the result follows when the condition happens.',
      'If: наслідок настає, коли умова виконується.',
    ),
  ],
  target: 400,
  *generate(rng) {
    const all = rng.shuffle(UNLESS.flatMap((u, i) => [0, 1, 2, 3].map((k) => [u, i, k] as const)));
    for (const [[cond, without, withIt], i, k] of all) {
      const useUnless = k % 2 === 0;
      const result = useUnless ? without : withIt;
      const text = k < 2 ? `${result} {} ${cond}` : `{} ${cond}, ${result}`;
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
