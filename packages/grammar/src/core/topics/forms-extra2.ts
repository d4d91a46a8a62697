import { cap, d, item, L, rule, topic } from '../../engine.ts';
import { FRAMES, type Frame, KINDS } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, asked } from '../../lexicon/people.ts';
import {
  bePast,
  isPlural as isPluralSubject,
  is3sg as isThirdSingular,
  pronounFor as pronounOf,
} from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import { EXPECTED } from '../../sections/negative-form/present-perfect-negative.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';

export const beQuestionsPast: TopicDef = topic({
  slug: 'was-were-questions',
  section: 'question-form',
  name: L('Questions with was and were', 'Питання з was і were'),
  level: 'basic',
  possibleAnswers: ['Was', 'Were'],
  rule: L(
    'To ask about the past with be, put was or were first: Were you at home? Was she ill? No did.',
    'У питанні про минуле з be ставимо was чи were на початок: Were you at home? Was she ill? Без did.',
  ),
  signals: L(
    'yesterday, last night, last Monday + a place, adjective or noun',
    'yesterday, last night, last Monday + місце, прикметник чи іменник',
  ),
  examples: ['Were you at work yesterday?', 'Was your brother ill last week?'],
  rules: [
    rule(
      'was-were-q',
      'Was with I, he, she, it; were with you, we, they; be makes its own question.',
      'Was — з I, he, she, it; were — з you, we, they; be утворює питання сам.',
    ),
  ],
  target: 600,
  *generate(rng) {
    // A question about one past moment needs a reason to ask: what the speaker noticed ("Tom didn't answer
    // my messages last night. Was he busy?"). Bare "Was your mother in the kitchen yesterday?", "Was your
    // neighbour hungry last night?" read as drills (rounds 1129–1132): free combinations keep only a place
    // people go to with its own time ("Were your parents at the cinema last night?").
    const people = ASKED_PEOPLE.filter((x) => x.text !== 'you');
    const contexts = rng.shuffle(
      WAS_WERE_CONTEXTS.flatMap((c, i) =>
        [...people, ASKED_PEOPLE.find((x) => x.text === 'you')]
          .filter(
            (x): x is AskedPerson =>
              x !== undefined && (!c.adult || x.adult) && (!c.others || x.text !== 'you'),
          )
          .map((x) => [c, x, i] as const),
      ),
    );
    const venues = rng.shuffle(
      ALL_SUBJECTS.flatMap((s) =>
        Object.entries(VENUES).map(([place, markers]) => [s, place, markers] as const),
      ),
    );
    let v = 0;
    for (const [c, x, i] of contexts) {
      const be = x.plural ? 'were' : 'was';
      const fill = (t: string) =>
        t
          .replaceAll('{S}', cap(x.text))
          .replaceAll('{s}', x.text)
          .replaceAll('{o}', x.obj)
          .replaceAll('{poss}', x.poss)
          .replaceAll('{p}', x.pron);
      yield item(rng, {
        text: `${fill(c.context)} {} ${x.pron} ${fill(c.rest)}?`,
        answer: cap(be),
        wrong: [
          d('Did', 'do-for-be', { subject: x.pron }),
          d(be === 'was' ? 'Were' : 'Was', 'be-agreement', { subject: x.pron, be }),
        ],
        ruleId: 'was-were-q',
        trigger: [x.pron],
        skeleton: `ctx-${i}`,
      });
      // Each context question, then two free questions about a place with its time.
      for (let k = 0; k < 2 && v < venues.length; k++) {
        const [own, place, markers] = venues[v++] as (typeof venues)[number];
        if (own.person === '1sg' || own.person === '1pl') continue;
        // A doctor's appointment is one person's.
        if (place === "at the doctor's" && isPluralSubject(own)) continue;
        const subject = asked(own);
        const beS = bePast(subject);
        yield item(rng, {
          text: `{} ${subject.text} ${place} ${rng.pick(markers)}?`,
          answer: cap(beS),
          wrong: [
            d('Did', 'do-for-be', { subject: subject.text }),
            d(beS === 'was' ? 'Were' : 'Was', 'be-agreement', { subject: subject.text, be: beS }),
          ],
          ruleId: 'was-were-q',
          trigger: [subject.text],
          skeleton: place,
        });
      }
    }
  },
});

/**
 * Places people go to, each with the times one is there (not "in the kitchen two days ago"). Every time is
 * unmistakably past: "on Saturday", "in August" also name a coming day, and "___ your parents on holiday in
 * August?" takes "Are" for an arrangement (round 1135).
 */
const VENUES: Record<string, string[]> = {
  'at the cinema': ['last night', 'last Saturday'],
  'at a concert': ['last night', 'last Friday night'],
  'at the airport': ['yesterday morning', 'last Monday'],
  "at the doctor's": ['yesterday', 'last Monday morning'],
  'on holiday': ['last week', 'in August last year'],
  'in London': ['last weekend', 'last month'],
  'at the theatre': ['last night', 'last Saturday'],
  'at the football match': ['last Sunday', 'last Saturday'],
  'at the wedding': ['last Saturday', 'last weekend'],
  'at the library': ['yesterday afternoon', 'last Tuesday'],
  'at the swimming pool': ['last Sunday morning', 'yesterday evening'],
};

interface AskedPerson {
  text: string;
  pron: string;
  obj: string;
  poss: string;
  plural: boolean;
  adult: boolean;
}
const P = (
  text: string,
  pron: string,
  obj: string,
  poss: string,
  plural: boolean,
  adult = true,
): AskedPerson => ({
  text,
  pron,
  obj,
  poss,
  plural,
  adult,
});
const ASKED_PEOPLE: AskedPerson[] = [
  P('your sister', 'she', 'her', 'her', false),
  P('your brother', 'he', 'him', 'his', false),
  P('Tom', 'he', 'him', 'his', false),
  P('Anna', 'she', 'her', 'her', false),
  P('Olena', 'she', 'her', 'her', false),
  P('Mark', 'he', 'him', 'his', false),
  P('your parents', 'they', 'them', 'their', true),
  P('your friends', 'they', 'them', 'their', true),
  P('Tom and Anna', 'they', 'them', 'their', true),
  P('the children', 'they', 'them', 'their', true, false),
  P('your mother', 'she', 'her', 'her', false),
  P('your dad', 'he', 'him', 'his', false),
  P('your cousins', 'they', 'them', 'their', true),
  P('Maria', 'she', 'her', 'her', false),
  P('Andriy', 'he', 'him', 'his', false),
  P('your best friend', 'she', 'her', 'her', false),
  P('Taras', 'he', 'him', 'his', false),
  P('Oksana', 'she', 'her', 'her', false),
  P('your neighbours', 'they', 'them', 'their', true),
  P('your uncle', 'he', 'him', 'his', false),
  P('you', 'you', 'you', 'your', true),
];

/**
 * What the speaker noticed, and the question it raises: {S}/{s} the person, {o} them, {poss} their, {p} the
 * pronoun. `adult`: not for children (a conference, a flat of their own); `others`: not said to "you" (the
 * speaker would not tell the listener what they did).
 */
const WAS_WERE_CONTEXTS: { context: string; rest: string; adult?: boolean; others?: boolean }[] = [
  { context: "{S} didn't answer my messages last night.", rest: 'busy' },
  { context: "I didn't see {o} at the party on Saturday.", rest: 'ill' },
  { context: 'I rang {o} at eight last night, but nobody answered.', rest: 'at the cinema' },
  { context: '{S} came back from the weekend with a suntan.', rest: 'at the seaside', others: true },
  { context: "{S} didn't come to the English class on Monday.", rest: 'on holiday', others: true },
  {
    context: "{S} didn't come to the meeting this morning.",
    rest: 'at the dentist',
    adult: true,
    others: true,
  },
  {
    context: "I didn't see {o} in the office all week.",
    rest: 'on a business trip',
    adult: true,
    others: true,
  },
  { context: '{S} got home very late last night.', rest: 'at a party', others: true },
  { context: 'I called {o} on Saturday, but {poss} phone was off.', rest: 'on the plane' },
  { context: "{S} didn't eat any cake at the party.", rest: 'on a diet', adult: true, others: true },
  { context: 'I waited for {o} outside the cinema for an hour last night.', rest: 'stuck in traffic' },
  { context: '{S} looked very tired this morning.', rest: 'up late last night', others: true },
  { context: "{S} didn't say a word at dinner yesterday.", rest: 'upset about something', others: true },
  { context: 'I knocked on {poss} door on Sunday, but nobody opened it.', rest: 'out' },
  {
    context: 'I saw {o} at the station yesterday with a big suitcase.',
    rest: 'on {poss} way to the airport',
  },
  { context: 'The lights in {poss} flat were off all weekend.', rest: 'away', adult: true },
  { context: "{S} didn't reply to my email on Friday.", rest: 'at a conference', adult: true, others: true },
  {
    context: '{S} sounded worried on the phone yesterday.',
    rest: 'nervous about the interview',
    adult: true,
  },
  { context: '{S} left the party very early last night.', rest: 'tired', others: true },
  { context: '{S} sounded so happy on the phone yesterday.', rest: 'pleased with the news', others: true },
  { context: '{S} missed the start of the film last night.', rest: 'late again', others: true },
  { context: 'There was loud music in {poss} garden on Saturday night.', rest: 'having a party' },
];

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

/** Experiences one asks about with ever: places, sports, adventures (not chores or routines). */
const EXPERIENCES = FRAMES.filter((f) =>
  /^(visit (London|Paris|the zoo)|fly to Italy|travel (around Europe|by train)|go horse riding|climb mountains|sing in a choir|play (volleyball on the beach|the guitar|chess|tennis|computer games)|make pancakes|bake a cake|practise yoga|drink green tea|build sandcastles on the beach|bake cookies for \{poss\} friends|send postcards to \{poss\} friends|feed the ducks in the park|work from home|teach maths at a school|fish in the river|pick apples in the garden|stay at a hotel by the sea|rent a house by the lake|spend a week in Spain|swim in the lake|grow tomatoes in the garden|bake bread|paint pictures)$/.test(
    `${f.verb} ${f.rest}`,
  ),
);

export const presentPerfectQuestions: TopicDef = topic({
  slug: 'present-perfect-questions',
  section: 'question-form',
  name: L(
    'Present perfect questions: Have you…? Has she…?',
    'Питання в present perfect: Have you…? Has she…?',
  ),
  level: 'intermediate',
  possibleAnswers: ['Has', 'Have'],
  rule: L(
    'Put has or have before the subject, then the past participle: Has she finished yet? Have you ever been to Italy?',
    'Has або have ставимо перед підметом, далі — третя форма: Has she finished yet? Have you ever been to Italy?',
  ),
  signals: L('yet, already, ever + a past participle', 'yet, already, ever + третя форма'),
  examples: ['Has your brother done his homework yet?', 'Have they visited London before?'],
  rules: [
    rule(
      'pp-q',
      'Has with he, she, it; have with I, you, we, they; do/does is not used with the past participle.',
      'Has — з he, she, it; have — з I, you, we, they; do/does з третьою формою не вживається.',
    ),
  ],
  target: 1800,
  *generate(rng) {
    // Yet and already ask about an expected job ("Has your brother done his homework yet?"); ever asks
    // about an experience ("Have you ever visited London?"). Never about trivia ("Has he read comics yet?").
    const asks: [Frame[], string[]][] = [
      [EXPECTED, ['yet', 'already']],
      [EXPERIENCES, ['ever']],
    ];
    for (const [frames, adverbs] of asks)
      for (const [frame, subject] of pairs(rng, frames, ALL_SUBJECTS, true)) {
        if (subject.circle === 'speaker') continue;
        // Someone else's small chores are not asked after ("Have your parents already ironed their shirts?").
        if (
          subject.circle !== 'listener' &&
          /^(polish|iron|empty|change the bed|make the bed)/.test(`${frame.verb} ${frame.rest}`)
        )
          continue;
        const f = verbForms(frame.verb);
        const third = isThirdSingular(subject);
        // Ever asks the listener ("Have you ever ridden a horse?") or about someone close or named once a
        // context makes it natural ("Your sister wants to ride a horse. Has she ever ridden a horse
        // before?"); nobody asks out of the blue whether the listener's neighbours ever played computer games.
        const ever = adverbs.includes('ever');
        if (ever && subject.circle !== 'listener') {
          if (!['named', 'family', 'pronoun'].includes(subject.circle)) continue;
          if (subject.text === 'the children') continue;
        }
        const rest = tail(frame, subject);
        const phrases: [string, string][] = [];
        if (ever && subject.circle !== 'listener') {
          const who = cap(subject.text);
          const pron = pronounOf(subject);
          const pp = `${vp(f.participle, frame)} ${rest}`;
          phrases.push([
            `${who} ${presentFor(subject, 'wants', 'want')} to ${vp(f.base, frame)} ${rest}. {} ${pron} ever ${pp} before?`,
            'ever-wants',
          ]);
          // Thinking of it: a plan one weighs (a trip, an outing), not green tea or computer games.
          if (KINDS[frame.kind].plan)
            phrases.push([
              `${who} ${subject.text === 'I' ? 'am' : presentFor(subject, 'is', 'are')} thinking of ${vp(f.ing, frame)} ${rest}. {} ${pron} ever ${pp} before?`,
              'ever-thinking',
            ]);
        } else
          for (const adverb of adverbs)
            phrases.push([
              adverb === 'yet'
                ? `{} ${subject.text} ${vp(f.participle, frame)} ${rest} yet?`
                : `{} ${subject.text} ${adverb} ${vp(f.participle, frame)} ${rest}?`,
              adverb,
            ]);
        for (const [text, adverb] of phrases) {
          yield item(rng, {
            text,
            answer: third ? 'Has' : 'Have',
            wrong: [
              d(third ? 'Have' : 'Has', third ? 'agreement-3sg' : 'agreement-non-3sg', {
                subject: subject.text,
              }),
              d(third ? 'Does' : 'Do', 'do-with-participle', {}),
            ],
            ruleId: 'pp-q',
            trigger: [subject.text, f.participle],
            skeleton: `${frame.id}-${adverb}`,
          });
        }
      }
  },
});
