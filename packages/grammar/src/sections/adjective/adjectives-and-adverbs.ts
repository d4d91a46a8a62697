import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';
import copy from './adjectives-and-adverbs.json' with { type: 'json' };

/** Adjective → adverb, pinned by hand: good → well, fast → fast, hard → hard, late → late. */
const ADV: Record<string, string> = {
  careful: 'carefully',
  careless: 'carelessly',
  quick: 'quickly',
  slow: 'slowly',
  quiet: 'quietly',
  loud: 'loudly',
  clear: 'clearly',
  beautiful: 'beautifully',
  bad: 'badly',
  good: 'well',
  fast: 'fast',
  hard: 'hard',
  fluent: 'fluently',
  polite: 'politely',
  angry: 'angrily',
  easy: 'easily',
  happy: 'happily',
  perfect: 'perfectly',
  dangerous: 'dangerously',
  safe: 'safely',
  patient: 'patiently',
  nervous: 'nervously',
  honest: 'honestly',
  correct: 'correctly',
  late: 'late',
  early: 'early',
  smart: 'smartly',
  calm: 'calmly',
  serious: 'seriously',
  brave: 'bravely',
  warm: 'warmly',
};
/** Wrong adverb forms for the irregular ones (never real words with this meaning). */
const NONWORD: Record<string, [string, string]> = {
  fast: ['fastly', 'nonword-adverb'],
  hard: ['hardly', 'hardly-meaning'],
  late: ['lately', 'lately-meaning'],
  good: ['good', 'adjective-for-adverb'],
};

/** What people do, and the manner adverbs (by adjective) that fit each action. */
const ACTIONS: [string, string[]][] = [
  ['drives', ['careful', 'careless', 'fast', 'dangerous', 'safe', 'bad', 'good']],
  ['speaks English', ['fluent', 'good', 'bad', 'perfect', 'clear', 'quick']],
  ['sings', ['beautiful', 'bad', 'good', 'quiet']],
  ['works', ['hard', 'careful', 'quick', 'good']],
  ['answered the question', ['polite', 'angry', 'honest', 'correct', 'quick', 'clear', 'nervous', 'calm']],
  ['closed the door', ['quiet', 'careful', 'quick']],
  ['waited for the bus', ['patient', 'nervous', 'quiet']],
  ['explained the rules', ['clear', 'patient', 'good', 'careful']],
  ['plays the piano', ['beautiful', 'good', 'bad', 'perfect']],
  ['passed the test', ['easy']],
  ['walked home', ['quick', 'happy']],
  ['arrived at the meeting', ['late']],
  ['always dresses', ['smart', 'good', 'bad']],
  ['spoke to the children', ['calm', 'quiet', 'warm', 'serious', 'angry']],
  ['read the contract', ['careful', 'quick']],
  ['cooks', ['good', 'bad', 'quick']],
  ['swims', ['fast', 'good', 'bad']],
  ['fought the fire', ['brave']],
  ['writes', ['clear', 'beautiful', 'good', 'careful', 'quick']],
  ['listened to the story', ['careful', 'patient', 'quiet']],
  ['talks', ['quiet', 'quick', 'calm']],
  ['runs', ['fast']],
  ['did the exercise', ['correct', 'quick', 'careful', 'easy']],
  ['parked the car', ['careful', 'bad', 'good']],
  ['behaved', ['bad', 'good', 'polite']],
  ['smiled at the children', ['warm', 'happy', 'nervous']],
  ['packed the boxes', ['careful', 'quick', 'careless']],
  ['translated the letter', ['correct', 'quick', 'careful']],
  // Not "sleeps calmly" (round 2003): people sleep badly, well or peacefully.
  ['sleeps', ['bad', 'good', 'peaceful']],
  ['danced', ['beautiful', 'bad', 'happy']],
  ['checked the answers', ['careful', 'quick']],
  ['speaks to customers', ['polite', 'patient', 'calm']],
  ['painted the fence', ['careful', 'careless', 'quick']],
  ['shouted at the dog', ['angry']],
  ['waited for the results', ['nervous', 'patient', 'calm']],
];
const SUBJECTS = ['My brother', 'Anna', 'Tom', 'My neighbour', 'She', 'He', 'My dad', 'My sister', 'My mum'];
/**
 * Actions that belong to some people only: a classroom exercise is done by learners, the rules are
 * explained by a teacher or a manager, a fire is fought by firefighters ("My neighbour did the exercise
 * easily" read as a swapped-in subject and was crossed out). Past actions only take plural subjects.
 */
const LEARNERS = [
  'The students',
  'My little brother',
  'Anna',
  'Tom',
  'My sister',
  'She',
  'He',
  'Most of the class',
  'My son',
];
const OWN_SUBJECTS: [RegExp, string[]][] = [
  [/did the exercise|checked the answers|passed the test/, LEARNERS],
  [
    /explained the rules/,
    [
      'Our teacher',
      'The new manager',
      'The coach',
      'The referee',
      'She',
      'He',
      'The guide',
      'The instructor',
      'Our boss',
    ],
  ],
  [
    /children/,
    ['Our teacher', 'The doctor', 'My mum', 'My dad', 'She', 'He', 'The nurse', 'The new teacher', 'Grandma'],
  ],
  [
    /customers/,
    [
      'The new manager',
      'The shop assistant',
      'Anna',
      'Tom',
      'She',
      'He',
      'The waiter',
      'My sister',
      'The receptionist',
    ],
  ],
  [
    /fought the fire/,
    ['The firefighters', 'The firefighter', 'The young firefighter', 'The crew', 'The local firefighters'],
  ],
  [
    /arrived at the meeting|read the contract/,
    ['The new manager', 'My dad', 'Tom', 'Anna', 'She', 'He', 'My boss', 'My colleague', 'My mum'],
  ],
  [/behaved/, ['The children', 'My little brother', 'The boys', 'The class', 'My son', 'The twins']],
];
const subjectsFor = (action: string): string[] =>
  OWN_SUBJECTS.find(([re]) => re.test(action))?.[1] ?? SUBJECTS;

/** Linking verbs take an adjective: [sentence, adjective]. */
const LINKING: [string, string][] = [
  ['You look ___. Did you sleep badly?', 'tired'],
  ['This soup tastes ___. Can I have some more?', 'delicious'],
  ['The music sounds too ___. Can you turn it down?', 'loud'],
  ['I feel ___ today. I passed my exam!', 'happy'],
  ['She seemed ___ before the interview.', 'nervous'],
  ['This blanket feels really ___.', 'soft'],
  ['Your plan sounds ___ to me.', 'perfect'],
  ['The flowers smell ___.', 'wonderful'],
  ['He looked ___ when he saw the bill.', 'angry'],
  ['The room was ___ after the party.', 'quiet'],
  ['Stay ___ and listen to the instructions.', 'calm'],
  ['The exam was ___. Everybody passed.', 'easy'],
  ['This road is very ___ at night.', 'dangerous'],
  ['Her answer was completely ___.', 'honest'],
  ['The milk smells ___. Don’t drink it.', 'bad'],
  ['You sound ___. Have you got a cold?', 'terrible'],
];
const ADV_EXTRA: Record<string, string> = {
  tired: 'tiredly',
  delicious: 'deliciously',
  soft: 'softly',
  wonderful: 'wonderfully',
  terrible: 'terribly',
};

/** Adjectives before nouns: [sentence with ___ before a noun, adjective]. */
const BEFORE_NOUN: [string, string][] = [
  ['My brother is a ___ driver. He has never had an accident.', 'careful'],
  ['She is a ___ speaker of Spanish.', 'fluent'],
  ['He is a very ___ worker.', 'hard'],
  ['Tom is a ___ runner.', 'fast'],
  ['It was a ___ decision.', 'quick'],
  ['We had a ___ evening at home.', 'quiet'],
  ['She gave a ___ answer.', 'clear'],
  ['He is a ___ cook.', 'good'],
  ['They live in a ___ area.', 'safe'],
  ['It was a ___ mistake.', 'careless'],
  ['She has a ___ voice.', 'beautiful'],
  ['That was a ___ thing to do.', 'brave'],
];
/** Adverbs before adjectives: [sentence, adjective whose adverb fills the gap]. */
const DEGREE: [string, string][] = [
  ['The test was ___ easy.', 'surprising'],
  ['It’s ___ cold today.', 'extreme'],
  ['She is ___ talented.', 'incredible'],
  ['The film was ___ long.', 'terrible'],
  ['This coffee is ___ strong.', 'unusual'],
  ['The hotel was ___ cheap.', 'amazing'],
  ['He was ___ polite to everyone.', 'real'],
  ['I’m ___ sorry for being late.', 'terrible'],
];
const DEG_ADV: Record<string, string> = {
  surprising: 'surprisingly',
  extreme: 'extremely',
  incredible: 'incredibly',
  terrible: 'terribly',
  unusual: 'unusually',
  amazing: 'amazingly',
  real: 'really',
};

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  ACTIONS.forEach(([action, adjs], ai) => {
    const past = /ed\b|ought\b/.test(action.split(' ')[0] ?? '');
    for (const adj of adjs) {
      for (const subj of subjectsFor(action)) {
        const adv = ADV[adj] ?? `${adj}ly`;
        const verb = subj === 'They' ? action : action;
        const wrong: Wrong[] = [];
        const special = NONWORD[adj];
        if (adj === 'good')
          wrong.push({
            choice: 'good',
            errorType: 'adjective-for-adverb',
            params: { adjective: 'good', adverb: 'well' },
          });
        else if (special) {
          wrong.push({ choice: special[0], errorType: special[1], params: { adjective: adj, adverb: adv } });
        } else
          wrong.push({
            choice: adj,
            errorType: 'adjective-for-adverb',
            params: { adjective: adj, adverb: adv },
          });
        out.push({
          text: `${subj} ${verb} ___ (${adj}).`,
          answer: adv,
          wrong,
          ruleId: adj === 'good' || special ? 'irregular-adverbs' : 'adverb-verb',
          trigger: [action.split(' ').slice(-2).join(' ')],
          skeleton: `adj-adv:action:${ai}`,
          features: { tense: past ? 'past' : 'present' },
        });
      }
    }
  });
  LINKING.forEach(([text, adj], i) => {
    const adv = ADV[adj] ?? ADV_EXTRA[adj] ?? `${adj}ly`;
    const real = adj === 'good' ? 'well' : adv;
    out.push({
      text,
      answer: adj,
      wrong: [
        {
          choice: real,
          errorType: 'adverb-for-adjective',
          params: { adjective: adj, adverb: real, after: 'linking' },
        },
      ],
      ruleId: 'adjective-linking',
      trigger: [text.split(' ___')[0]?.split(' ').pop() ?? ''],
      skeleton: `adj-adv:link:${i}`,
    });
  });
  BEFORE_NOUN.forEach(([text, adj], i) => {
    const adv = ADV[adj] ?? `${adj}ly`;
    const wrong: Wrong[] =
      adv === adj
        ? []
        : [
            {
              choice: adv,
              errorType: 'adverb-for-adjective',
              params: { adjective: adj, adverb: adv, after: 'noun' },
            },
          ];
    if (wrong.length === 0) return;
    out.push({
      text,
      answer: adj,
      wrong,
      ruleId: 'adjective-noun',
      trigger: [text.split('___ ')[1]?.split(/[ .]/)[0] ?? ''],
      skeleton: `adj-adv:noun:${i}`,
    });
  });
  DEGREE.forEach(([text, adj], i) => {
    const adv = DEG_ADV[adj] ?? `${adj}ly`;
    out.push({
      text,
      answer: adv,
      wrong: [
        {
          choice: adj,
          errorType: 'adjective-for-adverb',
          params: { adjective: adj, adverb: adv, before: 'adjective' },
        },
      ],
      ruleId: 'adverb-adjective',
      trigger: [text.split('___ ')[1]?.split(/[ .]/)[0] ?? ''],
      skeleton: `adj-adv:degree:${i}`,
    });
  });
  return out;
}

export const adjAdvTopic: TopicDef = makeTopic(copy, { target: 1400, build: items });
