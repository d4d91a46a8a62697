import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

/** [subject, condition (base verb + rest), result subject, result base verb + rest] */
const THIRD: [string, string, string, string][] = [
  ['she', 'study harder', 'she', 'pass the exam'],
  ['we', 'leave earlier', 'we', 'catch the train'],
  ['you', 'call me', 'I', 'help you'],
  ['it', 'not rain', 'we', 'go to the beach'],
  ['he', 'take a map', 'he', 'not get lost'],
  ['they', 'book a table', 'they', 'get a seat'],
  ['I', 'know about the party', 'I', 'come'],
  ['Tom', 'set an alarm', 'he', 'not miss the bus'],
  ['Anna', 'wear a coat', 'she', 'not catch a cold'],
  ['we', 'buy the tickets online', 'we', 'save money'],
  ['my parents', 'see the advert', 'they', 'buy the house'],
  ['you', 'ask me', 'I', 'lend you the money'],
  ['I', 'leave home earlier', 'I', 'not miss the flight'],
  ['you', 'tell me about the leak', 'I', 'call a plumber'],
  ['we', 'check the weather forecast', 'we', 'take umbrellas'],
  ['he', 'not drive so fast', 'he', 'not crash the car'],
  ['she', 'see the message', 'she', 'reply'],
  ['they', 'arrive on time', 'they', 'see the start of the play'],
  ['I', 'not eat so much cake', 'I', 'not feel sick'],
  ['Max', 'save his work', 'he', 'not lose the whole essay'],
  ['we', 'know about the strike', 'we', 'take the car'],
  ['you', 'listen to the teacher', 'you', 'understand the homework'],
  ['the shop', 'be open', 'I', 'buy some bread'],
  ['I', 'remember her birthday', 'she', 'not be upset'],
  ['he', 'ask for directions', 'he', 'find the hotel'],
  ['we', 'book a hotel in advance', 'we', 'not sleep in the car'],
  ['she', 'not forget her passport', 'she', 'catch her flight'],
  ['the bus', 'come on time', 'I', 'not be late for the interview'],
  ['you', 'put the milk in the fridge', 'it', 'not go off'],
  ['Olena', 'get the job', 'she', 'move to Warsaw'],
  ['I', 'bring my camera', 'I', 'take some great photos'],
  ['they', 'train harder', 'they', 'win the match'],
  ['we', 'not take the wrong turn', 'we', 'arrive an hour earlier'],
  ['he', 'say sorry', 'she', 'forgive him'],
  ['I', 'know you were ill', 'I', 'visit you'],
  ['you', 'wear sun cream', 'you', 'not get sunburnt'],
  ['the team', 'score one more goal', 'they', 'reach the final'],
  ['my sister', 'not break her leg', 'she', 'go skiing with us'],
  ['we', 'leave the party earlier', 'we', 'catch the last train'],
  ['I', 'read the contract carefully', 'I', 'not sign it'],
  ['Anna', 'water the plants', 'they', 'not die'],
  ['you', 'invite me', 'I', 'come to your wedding'],
  ['he', 'tell his boss the truth', 'he', 'keep his job'],
  ['the children', 'go to bed earlier', 'they', 'not be so tired this morning'],
  ['I', 'buy the tickets last week', 'they', 'be much cheaper'],
  ['she', 'study medicine', 'she', 'become a doctor'],
  ['you', 'lock the door', 'the burglars', 'not get in'],
  ['they', 'read the instructions', 'they', 'not break the machine'],
  ['Dad', 'fix the roof', 'the rain', 'not come in'],
  ['I', 'set off at six', 'I', 'avoid the traffic'],
  ['he', 'charge his phone', 'he', 'not miss your call'],
  ['you', 'ask the waiter', 'he', 'bring you another fork'],
  ['we', 'not spend so much on the holiday', 'we', 'buy a new sofa'],
  ['she', 'hear the alarm', 'she', 'not be late for work'],
  ['the doctor', 'see him earlier', 'he', 'recover faster'],
  ['I', 'not drink so much coffee', 'I', 'sleep better last night'],
  ['you', 'follow the recipe', 'the cake', 'not burn'],
  ['Marta', 'take the earlier train', 'she', 'meet us at the station'],
  ['we', 'not forget the map', 'we', 'find the campsite easily'],
  ['I', 'see the sign', 'I', 'stop'],
  ['he', 'practise more', 'he', 'win the competition'],
  ['she', 'not fall asleep on the bus', 'she', 'get off at the right stop'],
  ['you', 'send the form in time', 'you', 'get a place on the course'],
  ['the weather', 'be better', 'we', 'climb the mountain'],
  ['I', 'not lose my wallet', 'I', 'pay for dinner'],
  ['they', 'leave a message', 'I', 'call them back'],
  ['we', 'not buy such a big car', 'we', 'save a lot of money'],
  ['Ivan', 'not stay up so late', 'he', 'not fall asleep in the meeting'],
  ['you', 'tell the truth', 'nobody', 'be angry with you'],
  ['I', 'pack an extra sweater', 'I', 'not be cold on the boat'],
  ['she', 'not eat the fish', 'she', 'not be ill'],
  ['we', 'start the project earlier', 'we', 'finish it on time'],
  ['he', 'not shout at the referee', 'he', 'not get a red card'],
  ['they', 'take a taxi', 'they', 'get home before the storm'],
  ['I', 'not press the wrong button', 'I', 'not delete all the photos'],
  ['you', 'ring the bell', 'we', 'open the door'],
  ['the driver', 'see the cyclist', 'he', 'stop in time'],
  ['we', 'not get lost', 'we', 'be at the party by eight'],
  ['Kate', 'not forget her keys', 'she', 'not wait outside for an hour'],
  ['I', 'know it was your birthday', 'I', 'buy you a present'],
  ['they', 'pay the bill on time', 'the bank', 'not charge them a fee'],
  ['you', 'not leave the gate open', 'the dog', 'not run away'],
  ['he', 'wear a suit', 'he', 'look more professional at the interview'],
  ['we', 'check the engine', 'the car', 'not break down on the way'],
  ['she', 'take the medicine', 'she', 'feel better sooner'],
  ['I', 'not fall off my bike', 'I', 'run the marathon'],
  ['you', 'close the window', 'the papers', 'not blow away'],
  ['they', 'hire a guide', 'they', 'see much more of the city'],
  ['we', 'not argue', 'the evening', 'be much nicer'],
  ['my brother', 'not spend all his money', 'he', 'be able to pay the rent'],
  ['I', 'hear the phone', 'I', 'answer it'],
  ['she', 'turn off the oven', 'the pizza', 'not burn'],
  ['we', 'stay at home', 'we', 'not see the fireworks'],
  ['you', 'not shout', 'the baby', 'not wake up'],
  ['Tom', 'go to the doctor sooner', 'he', 'not need an operation'],
  ['I', 'not trust him', 'I', 'not lose my money'],
  ['the taxi', 'come on time', 'we', 'not miss the beginning of the concert'],
  ['she', 'ask me', 'I', 'lend her my car'],
  ['we', 'take the train', 'we', 'get there on time'],
  ['he', 'not miss the penalty', 'his team', 'win the cup'],
  ['I', 'not forget the password', 'I', 'finish the report on time'],
  ['you', 'come to the party', 'you', 'meet my cousin'],
  ['we', 'book the restaurant', 'we', 'get a table by the window'],
  ['Sofia', 'not miss the bus', 'she', 'be at school on time'],
  ['I', 'bring a charger', 'my phone', 'not die'],
  ['they', 'listen to the forecast', 'they', 'not go sailing'],
  ['he', 'not leave the tap on', 'the bathroom', 'not flood'],
  ['you', 'read the email', 'you', 'know about the new date'],
  ['the plumber', 'come yesterday', 'we', 'have hot water last night'],
  ['I', 'not oversleep', 'I', 'catch the early bus'],
  ['she', 'not lose her ticket', 'she', 'get into the concert'],
];

const PRONOUNS = new Set(['I', 'you', 'he', 'she', 'it', 'we', 'they']);
/** Third-conditional pairs whose result pronoun is someone or something else (the plants, the patient). */
const NOT_COREFERENT = new Set(['water the plants', 'see him earlier']);

export const thirdConditional: TopicDef = topic({
  slug: 'third-conditional',
  section: 'conditional',
  name: L(
    'Third conditional: if + had done, would have done',
    'Третій тип умовних речень: if + had done, would have done',
  ),
  level: 'advanced',
  possibleAnswers: ['had studied', 'would have passed'],
  rule: L(
    'For an imagined past that did not happen: If + past perfect, would have + past participle: If she had studied harder, she would have passed.',
    'Для уявного минулого, якого не було: If + past perfect, would have + третя форма: If she had studied harder, she would have passed.',
  ),
  signals: L(
    'if + had …, would have … (the past cannot be changed)',
    'if + had …, would have … (минулого не змінити)',
  ),
  examples: [
    'If we had left earlier, we would have caught the train.',
    'If you had called me, I would have helped you.',
  ],
  rules: [
    rule('if-had', 'The if-clause takes had + past participle.', 'Частина з if — had + третя форма.'),
    rule(
      'would-have',
      'The result takes would have + past participle.',
      'Головна частина (наслідок) — would have + третя форма.',
    ),
  ],
  target: 400,
  *generate(rng) {
    const pp = (phrase: string) => {
      const neg = phrase.startsWith('not ');
      const words = (neg ? phrase.slice(4) : phrase).split(' ');
      const f = verbForms(words[0] ?? '');
      return {
        pp: `${neg ? 'not ' : ''}${[f.participle, ...words.slice(1)].join(' ')}`,
        past: `${neg ? "didn't " : ''}${[neg ? f.base : f.past, ...words.slice(1)].join(' ')}`,
        base: phrase,
      };
    };
    // k = 2 puts the result first: "We would have caught the train if we ___ earlier."
    for (const [[s1, c, s2, r], k] of rng.shuffle(
      THIRD.flatMap((x) => [0, 1, 2].map((k) => [x, k] as const)),
    )) {
      const cond = pp(c);
      const res = pp(r);
      const hadCond = cond.pp.startsWith('not ') ? `hadn't ${cond.pp.slice(4)}` : `had ${cond.pp}`;
      const wouldRes = res.pp.startsWith('not ')
        ? `wouldn't have ${res.pp.slice(4)}`
        : `would have ${res.pp}`;
      if (k === 0 || k === 2) {
        // Result first: "Tom wouldn't have missed the bus if he …", never "He … if Tom …".
        const corefer = ['he', 'she', 'they'].includes(s2) && !PRONOUNS.has(s1) && !NOT_COREFERENT.has(c);
        const [a, b] = corefer ? [s1, s2] : [s2, s1];
        // A past state ("If the shop was open", "If I knew") is also said for an imagined past.
        const stateVerb = ['be', 'have', 'know'].includes(c.replace(/^not /, '').split(' ')[0] ?? '');
        yield item(rng, {
          text: k === 0 ? `If ${s1} {}, ${s2} ${wouldRes}.` : `${a} ${wouldRes} if ${b} {}.`,
          answer: hadCond,
          wrong: [
            ...(stateVerb ? [] : [d(cond.past, 'past-for-past-perfect', {})]),
            d(
              cond.pp.startsWith('not ') ? `wouldn't have ${cond.pp.slice(4)}` : `would have ${cond.pp}`,
              'would-after-if',
              {},
            ),
          ],
          ruleId: 'if-had',
          trigger: ['would have'],
          skeleton: `third-if-${c}`,
        });
      } else {
        yield item(rng, {
          text: `If ${s1} ${hadCond}, ${s2} {}.`,
          answer: wouldRes,
          wrong: [
            // (would + base is a mixed conditional about now: the guard drops it; never built for a negative)
            ...(res.pp.startsWith('not ')
              ? []
              : [
                  d(
                    wouldRes
                      .replace(/would(n't)? have /, (m) => (m.includes("n't") ? "wouldn't " : 'would '))
                      .replace(
                        /would(n't)? (\w+)/,
                        (_m, n: string | undefined, v: string) => `would${n ?? ''} ${verbFormsBase(v)}`,
                      ),
                    'second-for-third-conditional',
                    {},
                  ),
                ]),
            d(
              wouldRes.replace(/^wouldn't/, "won't").replace(/^would/, 'will'),
              'will-in-third-conditional',
              {},
            ),
          ],
          ruleId: 'would-have',
          trigger: ['If', 'had'],
          skeleton: `third-result-${r}`,
        });
      }
    }
  },
});
/** Back from a participle to the base form for the would-without-have distractor. */
function verbFormsBase(participle: string): string {
  const map: Record<string, string> = {
    passed: 'pass',
    caught: 'catch',
    helped: 'help',
    gone: 'go',
    got: 'get',
    come: 'come',
    missed: 'miss',
    caught_: 'catch',
    saved: 'save',
    bought: 'buy',
    lent: 'lend',
  };
  return map[participle] ?? participle;
}
