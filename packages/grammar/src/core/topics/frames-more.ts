import { cap, d, item, L, rule, topic } from '../../engine.ts';
import { misfit } from '../../lexicon/fit.ts';
import { FRAMES, type Frame, habitMarkers, pastMarkers } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, asked, type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import { bePast, bePresent, is3sg as isThirdSingular, pronounFor } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, presentFor, sameRelation, tail, vp } from '../clause.ts';

/**
 * Topics over the action frames that the first core files did not cover: the present continuous for
 * arrangements, modal perfects, wish + past perfect, be used to / used to, already/yet/still, -ing after
 * prepositions and subject questions. Each topic takes only the frames whose meaning fits its use (a
 * feature list per topic, by "verb rest"), so "is brushing her teeth next week" never appears.
 */

const key = (f: Frame) => `${f.verb} ${f.rest}`;
const framesFor = (keys: readonly string[]): Frame[] => {
  const want = new Set(keys);
  const found = FRAMES.filter((f) => want.has(key(f)));
  const missing = keys.filter((k) => !found.some((f) => key(f) === k));
  if (missing.length) throw new Error(`unknown frames: ${missing.join(', ')}`);
  return found;
};

const otherBe = (be: string) => (be === 'is' ? 'are' : be === 'are' ? 'is' : 'is');

/** Plans people arrange: a ticket, a booking, a friend waiting. */
const ARRANGEMENTS = [
  'visit {poss} grandparents',
  'play football with {poss} friends',
  'go swimming',
  'meet {poss} friends in the park',
  'play tennis',
  'go to the cinema',
  'have lunch with {poss} colleagues',
  'travel to the mountains',
  'visit London',
  'go to the seaside',
  'fly to Italy',
  'rent a house by the lake',
  'spend a week in Spain',
  'go camping',
  'visit the history museum',
  'visit {poss} cousins in the country',
  'play chess with {poss} brother',
  'go skiing',
  'go to the theatre',
  'go to the dentist',
  'meet clients in the city centre',
  'visit the zoo',
  'go to the gym',
  'go to the market',
  'go shopping',
  'speak to {poss} boss',
  'travel by train',
  'visit Paris',
  'travel around Europe',
  'go hiking in the mountains',
  'stay at a hotel by the sea',
  'go fishing',
  'go dancing',
  'play basketball in the park',
  'play cards with {poss} grandparents',
  "visit {poss} friend's farm",
  'go to the swimming pool',
];

/** Future markers for an arrangement; day frames also take "tomorrow afternoon". */
const arrangementMarkers = (f: Frame) =>
  /dentist/.test(f.rest)
    ? ['tomorrow', 'tomorrow afternoon', 'on Monday morning']
    : f.rest === 'skiing'
      ? ['next winter', 'in January']
      : f.when === 'year'
        ? ['next summer', 'next year', 'in August']
        : f.when === 'week'
          ? ['next weekend', 'next Saturday', 'this weekend', 'tomorrow', 'tomorrow afternoon']
          : ['tomorrow', 'tomorrow afternoon', 'on Monday morning'];

export const presentContinuousFuture: TopicDef = topic({
  slug: 'present-continuous-for-future',
  section: 'future-tense',
  name: L('Present continuous for arrangements', 'Present continuous для домовленостей'),
  level: 'intermediate',
  possibleAnswers: ['is meeting', 'are flying'],
  rule: L(
    'For a fixed plan or arrangement (a ticket, a booking, a time agreed with someone) use am/is/are + -ing with a future time: We are flying to Italy next summer.',
    'Для твердо запланованої домовленості (квитки, бронювання, зустріч) вживаємо am/is/are + -ing з часом у майбутньому: We are flying to Italy next summer.',
  ),
  signals: L(
    'tomorrow, this weekend, next Saturday, next summer + a fixed plan',
    'tomorrow, this weekend, next Saturday, next summer + чіткий план',
  ),
  examples: ['I am meeting my friends in the park tomorrow.', 'They are flying to Italy next summer.'],
  rules: [
    rule(
      'pc-future',
      'An arrangement takes am/is/are (agreeing with the subject) + the -ing form.',
      'Домовленість — am/is/are (узгоджене з підметом) + форма на -ing.',
    ),
  ],
  target: 1800,
  *generate(rng) {
    // Arrangements are told about the speaker and others, not to "you".
    for (const [frame, subject] of pairs(rng, framesFor(ARRANGEMENTS), TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      for (const marker of rng.shuffle(arrangementMarkers(frame)).slice(0, 2))
        yield item(rng, {
          text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`${be} ${f.ing}`, frame),
          wrong: [
            d(vp(`${otherBe(be)} ${f.ing}`, frame), 'be-agreement', { subject: subject.text, be }),
            d(vp(`${be} ${f.base}`, frame), 'be-with-base-for-ing', { be }),
            d(vp(f.ing, frame), 'ing-without-be', { subject: subject.text }),
          ],
          ruleId: 'pc-future',
          trigger: [marker],
          features: { use: 'arrangement', when: frame.when },
          skeleton: frame.id,
        });
    }
  },
});

/** A regret or a missed chance looks back at a whole occasion: last summer, last weekend (not "three days ago"). */
const regretMarkers = (f: Frame) =>
  f.when === 'year' ? ['last summer', 'last year'] : ['last weekend', 'last Saturday'];

/** Modal perfect forms of a verb: have + participle, and the wrong forms learners produce. */
function modalPerfectWrong(base: string) {
  const f = verbForms(base);
  const wrong = [d(`has ${f.participle}`, 'has-after-modal', {})];
  if (f.base !== f.participle)
    wrong.push(d(`have ${f.base}`, 'base-after-have', { participle: f.participle }));
  if (!f.participleVariants.includes(f.past))
    wrong.push(d(`have ${f.past}`, 'past-after-have', { participle: f.participle, past: f.past }));
  else wrong.push(d(f.participle, 'participle-without-have', {}));
  return { f, wrong };
}

/** Things you ought to have done and forgot: chores, calls, appointments. */
const DUTIES = [
  'feed the cat',
  'water the plants',
  'wash the dishes after dinner',
  'tidy {poss} room',
  'clean the kitchen',
  'call {poss} grandmother',
  'do the shopping',
  'clean the house',
  'iron {poss} shirts',
  'write a letter to {poss} aunt',
  'fix the car',
  'take the dog for a walk',
  'go to the dentist',
  'answer letters from clients',
  'buy fresh bread',
  'cut the grass',
  'clean the windows',
  'check {poss} email',
  'speak to {poss} boss',
  'wash the car',
  'visit {poss} grandparents',
  'help the neighbours with their shopping',
  'vacuum the living room',
  'sweep the kitchen floor',
  'water the flowers on the balcony',
  'phone {poss} parents',
  'empty the dishwasher',
  'change the bed sheets',
  'polish {poss} shoes',
  'walk the dog',
  'collect {poss} son from school',
];
/** Chances people had and did not take. */
const CHANCES = [
  'travel to the mountains',
  'visit London',
  'go to the seaside',
  'fly to Italy',
  'rent a house by the lake',
  'spend a week in Spain',
  'go camping',
  'visit the history museum',
  'go skiing',
  'go to the theatre',
  'visit the zoo',
  'visit {poss} cousins in the country',
  'go to the cinema',
  'play tennis',
  'meet {poss} friends in the park',
  'go swimming',
  'visit Paris',
  'travel around Europe',
  'go hiking in the mountains',
  'stay at a hotel by the sea',
  'spend two weeks at the seaside',
  "visit {poss} friend's farm",
  'go fishing',
  'go dancing',
  'play volleyball on the beach',
];
const forgot = (s: Subject) => `but ${pronounFor(s)} forgot`;
const didnt = (s: Subject) => `but ${pronounFor(s)} didn't`;

export const modalPerfect: TopicDef = topic({
  slug: 'should-have-could-have',
  section: 'modal',
  name: L('Should have, could have + past participle', 'Should have, could have + третя форма'),
  level: 'advanced',
  possibleAnswers: ['should have called', 'could have gone'],
  rule: L(
    'To talk about the past, a modal takes have + past participle: should have called (it was right, but it did not happen), could have gone (it was possible, but it did not happen). Have never changes to has.',
    'Про минуле модальне дієслово вживається з have + третя форма: should have called (треба було, але не зробили), could have gone (була можливість, але не скористалися). Have ніколи не змінюється на has.',
  ),
  signals: L('a past time + but … forgot / didn’t', 'час у минулому + but … forgot / didn’t'),
  examples: [
    'You should have called your grandmother yesterday, but you forgot.',
    'We could have gone camping last summer, but we didn’t.',
  ],
  rules: [
    rule(
      'modal-perfect',
      'Should/could + have + past participle, the same for every subject.',
      'Should/could + have + третя форма, однаково для всіх осіб.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    const duties = pairs(rng, framesFor(DUTIES));
    const chances = pairs(rng, framesFor(CHANCES));
    for (;;) {
      const a = duties.next();
      const b = chances.next();
      if (a.done && b.done) return;
      for (const [res, modal] of [
        [a, 'should'],
        [b, 'could'],
      ] as const) {
        if (res.done) continue;
        const [frame, subject] = res.value;
        const { f, wrong } = modalPerfectWrong(frame.verb);
        const but = modal === 'should' ? forgot(subject) : didnt(subject);
        const markers =
          modal === 'should' ? rng.shuffle(pastMarkers(frame)).slice(0, 2) : regretMarkers(frame);
        for (const marker of markers)
          yield item(rng, {
            text: `${subject.text} ${modal} {} ${tail(frame, subject)} ${marker}, ${but}`,
            answer: vp(`have ${f.participle}`, frame),
            wrong: wrong.map((w) => ({ ...w, choice: vp(w.choice, frame) })),
            ruleId: 'modal-perfect',
            trigger: [modal, marker],
            features: { modal, meaning: modal === 'should' ? 'criticism' : 'missed-chance' },
            skeleton: `${frame.id}-${modal}`,
          });
      }
    }
  },
});

const wishVerb = (s: Subject) => (isThirdSingular(s) ? 'wishes' : 'wish');

export const wishPastPerfect: TopicDef = topic({
  slug: 'wish-past-perfect',
  section: 'would',
  name: L('Wish + past perfect (regrets)', 'Wish + past perfect (жаль про минуле)'),
  level: 'advanced',
  possibleAnswers: ['had gone', 'had visited'],
  rule: L(
    'To regret something in the past, use wish + had + past participle: I wish I had gone camping last summer (I did not go, and I am sorry).',
    'Щоб висловити жаль про минуле, вживаємо wish + had + третя форма: I wish I had gone camping last summer (я не поїхав і шкодую).',
  ),
  signals: L('wish + a past time: last summer, yesterday', 'wish + час у минулому: last summer, yesterday'),
  examples: [
    'I wish I had visited London last year.',
    'She wishes she had gone to the theatre last Saturday.',
  ],
  rules: [
    rule(
      'wish-past-perfect',
      'Wish about the past takes had + past participle for every subject.',
      'Wish про минуле — had + третя форма для всіх осіб.',
    ),
  ],
  target: 1300,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      framesFor(CHANCES),
      ALL_SUBJECTS.filter((x) => x.text !== 'you'),
    )) {
      const f = verbForms(frame.verb);
      const pron = pronounFor(subject);
      for (const marker of regretMarkers(frame)) {
        const wrong = [
          d(vp(f.past, frame), 'past-simple-after-wish-past', { marker }),
          d(
            vp(`${isThirdSingular(subject) ? 'has' : 'have'} ${f.participle}`, frame),
            'present-perfect-after-wish',
            { marker },
          ),
          d(vp(`would ${f.base}`, frame), 'would-after-wish-past', { marker }),
        ];
        yield item(rng, {
          text: `${subject.text} ${wishVerb(subject)} ${pron} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`had ${f.participle}`, frame),
          wrong,
          ruleId: 'wish-past-perfect',
          trigger: ['wish', marker],
          features: { time: 'past' },
          skeleton: frame.id,
        });
      }
    }
  },
});

/** Routines someone can get used to (daily and weekly, not holidays). */
const ROUTINES = [
  'get at seven',
  'cook dinner for the family',
  'wash the dishes after dinner',
  'take the bus to work',
  'walk to the station',
  'go to bed late',
  'finish work at six',
  'leave home at eight',
  'drive to the office',
  'ride a bike to work',
  'study English',
  'drink green tea',
  'eat lunch in the canteen',
  'catch the early train',
  'wear a uniform at work',
  'work late at the office',
  'practise the piano',
  'go to the gym',
  'do the shopping',
  'take the dog for a walk',
  'speak English with {poss} teacher',
  'drive {poss} children to school',
  'eat porridge for breakfast',
  'go for a run',
  'clean the house',
  'have lunch with {poss} colleagues',
  'iron {poss} shirts',
  'answer letters from clients',
  'listen to podcasts',
  'practise yoga',
  'feed the cat',
  'jog in the park',
  'read the newspaper',
  'walk the dog',
  'make sandwiches for lunch',
  'work from home',
  'write to {poss} clients',
  'empty the dishwasher',
  'walk {poss} daughter to school',
  'listen to music in the car',
  'cycle to the shops',
];
const doesntFor = (s: Subject) =>
  `now ${pronounFor(s)} ${presentFor({ ...s, text: pronounFor(s) }, "doesn't", "don't")}`;

export const beUsedTo: TopicDef = topic({
  slug: 'be-used-to-vs-used-to',
  section: 'used-to',
  name: L('Be used to + -ing or used to + verb', 'Be used to + -ing чи used to + початкова форма'),
  level: 'intermediate',
  possibleAnswers: ['is used to getting up', 'used to get up'],
  rule: L(
    'Be used to + -ing means something is normal for you now: She is used to getting up early. Used to + base form is a past habit that has stopped: She used to get up early, but now she doesn’t.',
    'Be used to + -ing означає «звик, це для мене нормально»: She is used to getting up early. Used to + початкова форма — звичка в минулому, якої вже немає: She used to get up early, but now she doesn’t.',
  ),
  signals: L(
    'now, at first … found it hard → be used to + -ing; but now … doesn’t → used to + verb',
    'now, at first … found it hard → be used to + -ing; but now … doesn’t → used to + початкова форма',
  ),
  examples: ['My dad is used to getting up at six now.', 'We used to go to the gym, but now we don’t.'],
  rules: [
    rule(
      'be-used-to-ing',
      'Be used to (agreeing with the subject) is followed by the -ing form.',
      'Після be used to (узгодженого з підметом) — форма на -ing.',
    ),
    rule(
      'used-to-base',
      'A past habit that has stopped: used to + base form, with no be.',
      'Звичка в минулому, якої вже немає: used to + початкова форма, без be.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    let k = 0;
    for (const [frame, subject] of pairs(rng, framesFor(ROUTINES))) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      const rest = tail(frame, subject);
      for (const fam of k++ % 2 === 0 ? [0, 1] : [1, 0])
        if (fam === 0) {
          // The follow-up names what was hard ("…now; at first she found it hard"), only for what takes
          // getting used to; "now, so it is easy for them" had nothing for "it" to point to.
          const end = HARD.test(`${frame.verb} ${frame.rest}`)
            ? rng.pick(['now', `now; at first ${pronounFor(subject)} found it hard`])
            : 'now';
          yield item(rng, {
            text: `${subject.text} {} ${rest} ${end}`,
            answer: vp(`${be} used to ${f.ing}`, frame),
            wrong: [
              d(vp(`${be} used to ${f.base}`, frame), 'base-after-be-used-to', {}),
              d(vp(`used to ${f.base}`, frame), 'past-habit-for-be-used-to', {}),
              d(vp(`${otherBe(be)} used to ${f.ing}`, frame), 'be-agreement', { subject: subject.text, be }),
            ],
            ruleId: 'be-used-to-ing',
            trigger: [end.split(',')[0] ?? 'now'],
            features: { meaning: 'accustomed' },
            skeleton: `${frame.id}-be-used`,
          });
        } else {
          const end = `but ${doesntFor(subject)}`;
          yield item(rng, {
            text: `${subject.text} {} ${rest}, ${end}`,
            answer: vp(`used to ${f.base}`, frame),
            wrong: [
              d(vp(`${be} used to ${f.ing}`, frame), 'be-used-to-for-past-habit', {}),
              d(vp(`used to ${f.ing}`, frame), 'ing-after-used-to', {}),
              d(vp(`use to ${f.base}`, frame), 'use-to-affirmative', {}),
            ],
            ruleId: 'used-to-base',
            trigger: [end],
            features: { meaning: 'past-habit' },
            skeleton: `${frame.id}-used-to`,
          });
        }
    }
  },
});

/** Routines that take getting used to: early starts, long days, a uniform, English, exercise. */
const HARD =
  /^(get |catch the early train|wear a uniform|work (late|from home)|ride a bike to work|cycle|speak English|practise|go (to the gym|for a run)|jog|study English|drive \{poss\} children|eat porridge|drink green tea)/;

/** Single tasks that get finished (or not yet). */
const TASKS = [
  'cook dinner for the family',
  'wash the dishes after dinner',
  'feed the cat',
  'water the plants',
  'make breakfast',
  'clean the kitchen',
  'make the bed',
  'tidy {poss} room',
  'clean the house',
  'do the shopping',
  'wash the car',
  'call {poss} grandmother',
  'bake a cake',
  'iron {poss} shirts',
  'write a letter to {poss} aunt',
  'paint the fence',
  'fix the car',
  'buy fresh bread',
  'cut the grass',
  'clean the windows',
  'check {poss} email',
  'take the dog for a walk',
  'visit London',
  'speak to {poss} boss',
  'vacuum the living room',
  'sweep the kitchen floor',
  'water the flowers on the balcony',
  'phone {poss} parents',
  'empty the dishwasher',
  'change the bed sheets',
  'polish {poss} shoes',
  'make sandwiches for lunch',
  'lay the table for dinner',
  'text {poss} sister',
];

export const alreadyYetStill: TopicDef = topic({
  slug: 'already-yet-still',
  section: 'present-tense',
  name: L('Already, yet, still', 'Already, yet, still'),
  level: 'intermediate',
  possibleAnswers: ['already', 'yet', 'still'],
  rule: L(
    'Already (sooner than expected) goes between has/have and the participle in positive sentences. Yet (up to now) goes at the end of negatives and questions. Still (it continues) goes before hasn’t/haven’t.',
    'Already (уже, раніше, ніж очікували) стоїть між has/have і третьою формою у стверджувальних реченнях. Yet (досі, ще) — у кінці заперечень і питань. Still (усе ще) — перед hasn’t/haven’t.',
  ),
  signals: L(
    'has already done · hasn’t done … yet · Has … done … yet? · still hasn’t done',
    'has already done · hasn’t done … yet · Has … done … yet? · still hasn’t done',
  ),
  examples: ['She has already done her homework.', 'They still haven’t called their grandmother.'],
  rules: [
    rule(
      'already-positive',
      'Already: positive sentences, between has/have and the participle.',
      'Already — у стверджувальних реченнях, між has/have і третьою формою.',
    ),
    rule('yet-end', 'Yet: at the end of negatives and questions.', 'Yet — у кінці заперечень і питань.'),
    rule(
      'still-before-negative',
      'Still: before hasn’t/haven’t, for something that is still not done.',
      'Still — перед hasn’t/haven’t, коли щось досі не зроблено.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    let k = 0;
    for (const [frame, subject] of pairs(rng, framesFor(TASKS))) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const has = third ? 'has' : 'have';
      const rest = tail(frame, subject);
      const pp = vp(f.participle, frame);
      const first = k++ % 4;
      // "You" is asked, never told what they have done; I and we are told, never asked about (round 1132:
      // "You have already tidied your room", "Have I tidied my room yet?"). Two slots per pair that fit.
      const self = subject.person === '1sg' || subject.person === '1pl';
      const slots = [first, (first + 2) % 4, (first + 1) % 4, (first + 3) % 4]
        .filter((slot) => (slot === 3 ? !self : subject.circle !== 'listener'))
        .slice(0, 2);
      for (const slot of slots)
        if (slot === 0)
          yield item(rng, {
            text: `${subject.text} ${has} {} ${pp} ${rest}`,
            answer: 'already',
            wrong: [d('yet', 'yet-in-positive', {}), d('still', 'still-in-positive-perfect', {})],
            ruleId: 'already-positive',
            trigger: [has],
            features: { position: 'between-has-and-participle', polarity: 'positive' },
            skeleton: `${frame.id}-already`,
          });
        else if (slot === 1)
          yield item(rng, {
            text: `${subject.text} ${has}n't ${pp} ${rest} {}`,
            answer: 'yet',
            wrong: [d('already', 'already-in-negative', {})],
            ruleId: 'yet-end',
            trigger: [`${has}n't`],
            features: { position: 'end', polarity: 'negative' },
            skeleton: `${frame.id}-yet-neg`,
          });
        else if (slot === 2)
          yield item(rng, {
            text: `${subject.text} {} ${has}n't ${pp} ${rest}`,
            answer: 'still',
            wrong: [d('yet', 'yet-before-negative', {}), d('already', 'already-in-negative', {})],
            ruleId: 'still-before-negative',
            trigger: [`${has}n't`],
            features: { position: 'before-negative', polarity: 'negative' },
            skeleton: `${frame.id}-still`,
          });
        else
          yield item(rng, {
            text: `${third ? 'Has' : 'Have'} ${asked(subject).text} ${pp} ${rest} {}?`,
            answer: 'yet',
            wrong: [d('still', 'still-at-end-of-question', {})],
            ruleId: 'yet-end',
            trigger: [third ? 'Has' : 'Have', '?'],
            features: { position: 'end', polarity: 'question' },
            skeleton: `${frame.id}-yet-q`,
          });
    }
  },
});

type PrepUse = { phrase: (be: string) => string; frames: string[]; future: boolean; to: boolean; id: string };
const PREP_USES: PrepUse[] = [
  {
    id: 'good-at',
    phrase: (be) => `${be} good at`,
    future: false,
    to: true,
    frames: [
      'bake bread',
      'make pancakes',
      'paint pictures',
      'draw pictures of animals',
      'play tennis',
      'play the guitar',
      'sing in a choir',
      'repair old bikes',
      'take photos of the city',
      'climb mountains',
      'play volleyball on the beach',
      'play basketball in the park',
      'grow tomatoes in the garden',
    ],
  },
  {
    id: 'tired-of',
    phrase: (be) => `${be} tired of`,
    future: false,
    to: true,
    frames: [
      'wash the dishes after dinner',
      'cook dinner for the family',
      'clean the kitchen',
      'clean the house',
      'do the shopping',
      'iron {poss} shirts',
      'tidy {poss} room',
      'cut the grass',
      'clean the windows',
      'work late at the office',
      'take the bus to work',
      'get at seven',
      'answer letters from clients',
      'wear a uniform at work',
      'eat lunch in the canteen',
      'catch the early train',
      'drive {poss} children to school',
      'vacuum the living room',
      'sweep the kitchen floor',
      'empty the dishwasher',
      'change the bed sheets',
      'walk the dog',
      'collect {poss} son from school',
      'write reports at work',
      'polish {poss} shoes',
    ],
  },
  {
    id: 'looking-forward-to',
    phrase: (be) => `${be} looking forward to`,
    future: true,
    to: false,
    frames: [
      'visit {poss} grandparents',
      'go camping',
      'fly to Italy',
      'spend a week in Spain',
      'go to the seaside',
      'visit London',
      'travel to the mountains',
      'go skiing',
      'meet {poss} friends in the park',
      'go to the theatre',
      'visit the zoo',
      'visit {poss} cousins in the country',
      'rent a house by the lake',
      'play tennis',
      'visit Paris',
      'travel around Europe',
      'go hiking in the mountains',
      'stay at a hotel by the sea',
      'spend two weeks at the seaside',
      "visit {poss} friend's farm",
      'go fishing',
      'go dancing',
    ],
  },
  {
    id: 'thinking-about',
    phrase: (be) => `${be} thinking about`,
    future: true,
    to: true,
    frames: [
      'rent a house by the lake',
      'fly to Italy',
      'spend a week in Spain',
      'go camping',
      'paint the fence',
      'practise yoga',
      'sing in a choir',
      'travel to the mountains',
      'go skiing',
      'visit London',
      'grow tomatoes in the garden',
      'travel around Europe',
      'go hiking in the mountains',
      'visit Paris',
      'work from home',
      'play basketball in the park',
    ],
  },
  {
    id: 'interested-in',
    phrase: (be) => `${be} interested in`,
    future: false,
    to: true,
    frames: [
      'paint pictures',
      'draw pictures of animals',
      'play the guitar',
      'practise yoga',
      'study English',
      'sing in a choir',
      'take photos of the city',
      'climb mountains',
      'go horse riding',
      'bake bread',
      'grow tomatoes in the garden',
      'read comics',
    ],
  },
];

export const gerundAfterPrepositions: TopicDef = topic({
  slug: 'gerund-after-prepositions',
  section: 'verb',
  name: L('-ing after prepositions', '-ing після прийменників'),
  level: 'intermediate',
  possibleAnswers: ['good at cooking', 'looking forward to going'],
  rule: L(
    'After a preposition (at, of, in, about, to in look forward to) a verb takes -ing: good at cooking, tired of waiting, looking forward to seeing you.',
    'Після прийменника (at, of, in, about, to у look forward to) дієслово має форму на -ing: good at cooking, tired of waiting, looking forward to seeing you.',
  ),
  signals: L(
    'good at, tired of, interested in, thinking about, looking forward to',
    'good at, tired of, interested in, thinking about, looking forward to',
  ),
  examples: ['She is good at making pancakes.', 'We are looking forward to going camping next summer.'],
  rules: [
    rule(
      'gerund-after-preposition',
      'A verb right after a preposition is in the -ing form.',
      'Дієслово одразу після прийменника стоїть у формі на -ing.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // "You are good at cooking" tells the learner about themselves: left out.
    const subjects = ALL_SUBJECTS.filter((x) => x.text !== 'you');
    const streams = PREP_USES.map((u) => ({ u, it: pairs(rng, framesFor(u.frames), subjects) }));
    for (;;) {
      let any = false;
      for (const { u, it } of streams) {
        const next = it.next();
        if (next.done) continue;
        any = true;
        const [frame, subject] = next.value;
        const f = verbForms(frame.verb);
        const be = bePresent(subject);
        const phrase = u.phrase(be);
        const prep = phrase.split(' ').at(-1) ?? '';
        // Skiing is looked forward to in winter, not "in August".
        const when = /skiing/.test(frame.rest)
          ? ['next winter', 'in January']
          : /tomatoes|flowers/.test(frame.rest)
            ? ['next spring', 'this spring']
            : arrangementMarkers(frame);
        const marker = u.future ? ` ${rng.pick(when)}` : '';
        const wrong = [
          d(vp(f.base, frame), u.to ? 'base-after-preposition' : 'base-after-to-preposition', { prep }),
        ];
        if (u.to) wrong.push(d(vp(`to ${f.base}`, frame), 'to-infinitive-after-preposition', { prep }));
        yield item(rng, {
          text: `${subject.text} ${phrase} {} ${tail(frame, subject)}${marker}`,
          answer: vp(f.ing, frame),
          wrong,
          ruleId: 'gerund-after-preposition',
          trigger: [phrase.split(' ').slice(1).join(' ')],
          features: { pattern: u.id },
          skeleton: `${frame.id}-${u.id}`,
        });
      }
      if (!any) return;
    }
  },
});

export const subjectQuestions: TopicDef = topic({
  slug: 'subject-questions',
  section: 'question-form',
  name: L('Subject questions: Who cooks? Who called?', 'Питання до підмета: Who cooks? Who called?'),
  level: 'intermediate',
  possibleAnswers: ['Who cooks', 'Who called'],
  rule: L(
    'When who asks about the subject, the question keeps statement order and has no do/does/did: Who cooks dinner? Who called you yesterday? Who takes the he/she form (-s) in the present.',
    'Коли who питає про підмет, порядок слів як у розповідному реченні, без do/does/did: Who cooks dinner? Who called you yesterday? У present simple дієслово після такого who має закінчення -s, як після he/she.',
  ),
  signals: L('Who + verb … ? (who is the subject)', 'Who + дієслово … ? (who — підмет)'),
  examples: ['Who washes the dishes after dinner every evening?', 'Who fed the cat yesterday?'],
  rules: [
    rule(
      'subject-question-present',
      'Who as subject + the -s form, without does.',
      'Who як підмет + форма з -s, без does.',
    ),
    rule(
      'subject-question-past',
      'Who as subject + the past simple, without did.',
      'Who як підмет + past simple, без did.',
    ),
  ],
  target: 1200,
  *generate(rng) {
    // A subject question needs a reason to ask who: the household's jobs ("Who usually cooks dinner in your
    // family?", "Who fed the cat yesterday?") or who among a group has a hobby ("Who in your family plays
    // the guitar?"); nobody asks who drinks a cup of coffee on weekdays.
    const frames = rng.shuffle(
      FRAMES.filter((f) => !f.rest.includes('{poss}') && !/late|dentist/.test(f.rest) && !f.particle),
    );
    const all: [Frame, string, boolean][] = [];
    for (const frame of frames) {
      const jobs = (frame.kind === 'chore' || frame.kind === 'project') && frame.when !== 'year';
      const free = ['pastime', 'outing', 'study', 'routine', 'trip'].includes(frame.kind);
      const groups =
        frame.kind === 'workday' || frame.kind === 'work'
          ? ['in your office']
          : free && !/^(bring|help)/.test(frame.verb)
            ? [
                'in your family',
                'among your friends',
                // A class is asked about its hobbies and lessons, not its holidays or adult life.
                ...(frame.kind === 'routine'
                  ? ['in your house']
                  : !frame.adult && frame.kind !== 'trip'
                    ? ['in your class']
                    : []),
              ]
            : [];
      if (jobs) {
        const where = /family/.test(frame.rest) ? '' : ' in your family';
        all.push([frame, `Who usually {} ${frame.rest}${where}?|usually`, false]);
        for (const m of habitMarkers(frame)) all.push([frame, `Who {} ${frame.rest} ${m}?|${m}`, false]);
        for (const m of pastMarkers(frame).filter((x) => !/ago/.test(x)))
          all.push([frame, `Who {} ${frame.rest} ${m}?|${m}`, true]);
      }
      for (const group of groups) {
        // Trips are asked with how often they happen ("Who in your family goes skiing every winter?").
        if (frame.kind === 'trip')
          for (const m of habitMarkers(frame).slice(0, 2))
            all.push([frame, `Who ${group} {} ${frame.rest} ${m}?|${m}`, false]);
        else {
          all.push([frame, `Who ${group} {} ${frame.rest}?|${group}`, false]);
          // How often, for a weekly hobby: "Who among your friends plays tennis on Saturdays?"
          if (frame.when === 'week' && group !== 'in your office') {
            const m = rng.pick(habitMarkers(frame));
            all.push([frame, `Who ${group} {} ${frame.rest} ${m}?|${m}`, false]);
          }
        }
        // What someone did lately is news for outings and trips: "Who in your family went skiing last winter?"
        if (frame.kind === 'outing' || frame.kind === 'trip')
          for (const m of pastMarkers(frame)
            .filter((x) => !/ago|\d/.test(x))
            .slice(0, 2))
            all.push([frame, `Who ${group} {} ${frame.rest} ${m}?|${m}`, true]);
      }
    }
    for (const [frame, spec, past] of rng.shuffle(all)) {
      const [text = '', marker = ''] = spec.split('|');
      const f = verbForms(frame.verb);
      if (!past)
        yield item(rng, {
          text,
          answer: vp(f.third, frame),
          wrong: [
            d(vp(`does ${f.base}`, frame), 'do-in-subject-question', { aux: 'does' }),
            d(vp(f.base, frame), 'who-takes-third-person', {}),
          ],
          ruleId: 'subject-question-present',
          trigger: ['Who', marker],
          features: { tense: 'present' },
          skeleton: `${frame.id}-who-present`,
        });
      else
        yield item(rng, {
          text,
          answer: vp(f.past, frame),
          wrong: [
            d(vp(`did ${f.base}`, frame), 'do-in-subject-question', { aux: 'did' }),
            d(vp(f.third, frame), 'tense-marker-mismatch', { marker, tense: 'past' }),
            d(vp(f.base, frame), 'base-for-past', { marker }),
          ],
          ruleId: 'subject-question-past',
          trigger: ['Who', marker],
          features: { tense: 'past' },
          skeleton: `${frame.id}-who-past`,
        });
    }
  },
});

/** Frames whose rest carries no time or place of its own, so how often / what time fit. */
const HOW_OFTEN = [
  'visit {poss} grandparents',
  'play tennis',
  'go swimming',
  'go to the cinema',
  'wash the car',
  'call {poss} grandmother',
  'bake a cake',
  'go to the gym',
  'clean the house',
  'do the shopping',
  'play football with {poss} friends',
  'water the plants',
  'go to the theatre',
  'cut the grass',
  'clean the windows',
  'practise yoga',
  'play the guitar',
  'go to the market',
  'go shopping',
  'visit {poss} cousins in the country',
  'order pizza',
  'make pancakes',
  'go horse riding',
  'feed the ducks in the park',
  'play chess with {poss} brother',
  'iron {poss} shirts',
  'go for a run',
  'study English',
  'go fishing',
  'go dancing',
  'go to the library',
  'phone {poss} parents',
  'vacuum the living room',
  'change the bed sheets',
  'play computer games',
  'go to the swimming pool',
  'chat with {poss} neighbours',
  'bake cookies for {poss} friends',
  'borrow books from the library',
  'text {poss} sister',
  'polish {poss} shoes',
];
const WHAT_TIME = [
  'get at seven',
  'make breakfast',
  'cook dinner for the family',
  'check {poss} email',
  'go for a run',
  'take the dog for a walk',
  'feed the cat',
  'watch the news on TV',
  'study English',
  'drink a cup of coffee',
  'leave home at eight',
  'read the newspaper',
  'walk the dog',
  'empty the dishwasher',
  'make sandwiches for lunch',
  'jog in the park',
];
const INTROS: [string, '?' | '.'][] = [
  ['Do you know', '?'],
  ['Can you tell me', '?'],
  ["I'd like to know", '.'],
  ['I wonder', '.'],
  ["I'm not sure", '.'],
  ['Does anyone know', '?'],
  ['Nobody knows', '.'],
];

export const indirectQuestions: TopicDef = topic({
  slug: 'indirect-questions',
  section: 'question-form',
  name: L(
    'Indirect questions: Do you know where she lives?',
    'Непрямі питання: Do you know where she lives?',
  ),
  level: 'intermediate',
  possibleAnswers: ['how often she plays', 'what time he gets up'],
  rule: L(
    'After Do you know…, Can you tell me…, I wonder… the question keeps statement order: subject + verb, with no do/does: Do you know how often she plays tennis? (not how often does she play).',
    'Після Do you know…, Can you tell me…, I wonder… питання має порядок слів як у розповідному реченні: підмет + дієслово, без do/does: Do you know how often she plays tennis? (а не how often does she play).',
  ),
  signals: L(
    'Do you know, Can you tell me, I wonder, I have no idea + question word',
    'Do you know, Can you tell me, I wonder, I have no idea + питальне слово',
  ),
  examples: ['Do you know how often Tom plays tennis?', 'I wonder what time my sister gets up.'],
  rules: [
    rule(
      'indirect-order',
      'In an indirect question: question word + subject + verb (the verb agrees as usual), no do/does.',
      'У непрямому питанні: питальне слово + підмет + дієслово (у звичайній формі, узгоджене з підметом), без do/does.',
    ),
  ],
  target: 1800,
  *generate(rng) {
    const wh = [
      ...HOW_OFTEN.map((k) => ['how often', k] as const),
      ...WHAT_TIME.map((k) => ['what time', k] as const),
    ];
    const frames = wh.map(([w, k]) => ({ w, frame: framesFor([k])[0] as Frame }));
    const list: [string, Frame][] = frames.map((x) => [x.w, x.frame]);
    // Nobody asks how often they themselves do something.
    const subjects = ALL_SUBJECTS.filter((s) => !['I', 'you', 'we'].includes(s.text));
    const all: [number, number, number][] = [];
    for (let i = 0; i < list.length; i++)
      for (let j = 0; j < subjects.length; j++) {
        const fr = list[i]?.[1];
        if (fr?.adult && subjects[j]?.adult === false) continue;
        if (fr && sameRelation(subjects[j]?.text ?? '', fr.rest)) continue;
        if (fr && misfit(subjects[j]?.text ?? '', `${fr.verb} ${fr.rest}`)) continue;
        all.push([i, j, all.length % INTROS.length]);
      }
    for (const [i, j, n] of rng.shuffle(all)) {
      const [w, frame] = list[i] as [string, Frame];
      const subject = asked(subjects[j] as Subject);
      const [intro, stop] = INTROS[(n + i) % INTROS.length] as [string, '?' | '.'];
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const rest = tail(frame, subject).replace(/(^| )at (seven|eight)$/, '');
      const verb = third ? f.third : f.base;
      const aux = third ? 'does' : 'do';
      const wrong = [
        d(vp(`${aux} ${subject.text} ${f.base}`, frame), 'direct-order-in-indirect-question', { aux }),
        d(
          vp(`${subject.text} ${third ? f.base : f.third}`, frame),
          third ? 'agreement-3sg' : 'agreement-non-3sg',
          { subject: subject.text },
        ),
      ];
      yield item(rng, {
        text: `${intro} ${w} {} ${rest}${stop}`,
        answer: vp(`${subject.text} ${verb}`, frame),
        wrong,
        ruleId: 'indirect-order',
        trigger: [intro, w],
        features: { intro, wh: w },
        skeleton: `${frame.id}-${w.replace(' ', '-')}`,
      });
    }
  },
});

/** Activities that go on over a period, so "How long have you been …?" reads naturally. */
const DURATIVE = [
  'study English',
  'play tennis',
  'sing in a choir',
  'practise yoga',
  'play the guitar',
  'work in the garden',
  'paint pictures',
  'go horse riding',
  'take photos of the city',
  'work from home',
  'teach maths at a school',
  'sell vegetables at the market',
  'wear a uniform at work',
  'drive to the office',
  'play chess with {poss} brother',
  'grow tomatoes in the garden',
  'play volleyball on the beach',
  'practise the piano',
  'learn new words',
  'play basketball in the park',
  'cycle to the shops',
  'walk to the station',
  'ride a bike to work',
  'write in {poss} diary',
];

export const howLongQuestions: TopicDef = topic({
  slug: 'present-perfect-continuous-questions',
  section: 'question-form',
  name: L('How long have you been …?', 'How long have you been …?'),
  level: 'intermediate',
  possibleAnswers: ['been studying', 'been playing'],
  rule: L(
    'To ask about the length of an activity that is still going on: How long + has/have + subject + been + -ing? How long has she been playing tennis?',
    'Щоб запитати, як довго триває дія, що не закінчилася: How long + has/have + підмет + been + -ing? How long has she been playing tennis?',
  ),
  signals: L('How long has/have … ?', 'How long has/have … ?'),
  examples: ['How long have you been studying English?', 'How long has Tom been playing the guitar?'],
  rules: [
    rule(
      'how-long-been-ing',
      'After How long has/have + subject comes been + the -ing form.',
      'Після How long has/have + підмет стоїть been + форма на -ing.',
    ),
  ],
  target: 700,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      framesFor(DURATIVE),
      // Nobody asks how long they themselves have been doing something.
      ALL_SUBJECTS.filter((x) => x.text !== 'I' && x.text !== 'we'),
      true,
    )) {
      const f = verbForms(frame.verb);
      const aux = isThirdSingular(subject) ? 'has' : 'have';
      yield item(rng, {
        text: `How long ${aux} ${subject.text} {} ${tail(frame, subject)}?`,
        answer: vp(`been ${f.ing}`, frame),
        wrong: [
          d(vp(f.ing, frame), 'missing-been', {}),
          d(vp(`being ${f.ing}`, frame), 'being-for-been-continuous', {}),
          d(vp(`been ${f.base}`, frame), 'base-after-been', {}),
        ],
        ruleId: 'how-long-been-ing',
        trigger: ['How long', aux],
        features: { tense: 'present-perfect-continuous' },
        skeleton: `${frame.id}-how-long`,
      });
    }
  },
});

/** Who answers "So do I / Neither do I": the second speaker's subject. */
const ECHO_SUBJECTS = ALL_SUBJECTS.filter((s) =>
  ['I', 'we', 'my brother', 'my sister', 'my parents', 'Tom', 'my best friend', 'our neighbours'].includes(
    s.text,
  ),
);

export const soNeither: TopicDef = topic({
  slug: 'so-do-i-neither-do-i',
  section: 'question-form',
  name: L('So do I, neither do I', 'So do I, neither do I'),
  level: 'intermediate',
  possibleAnswers: ['So do I', 'Neither does he', 'So did we'],
  rule: L(
    'To say the same is true for someone else: So + auxiliary + subject after a positive sentence (So do I), Neither + auxiliary + subject after a negative one (Neither do I). The auxiliary matches the tense of the first sentence and agrees with the new subject.',
    'Щоб сказати, що те саме стосується й іншого: So + допоміжне дієслово + підмет після стверджувального речення (So do I), Neither + допоміжне дієслово + підмет після заперечного (Neither do I). Допоміжне дієслово — у часі першого речення й узгоджене з новим підметом.',
  ),
  signals: L(
    'the first sentence: positive or negative, present or past',
    'перше речення: стверджувальне чи заперечне, теперішній чи минулий час',
  ),
  examples: [
    'I play tennis every weekend. — So does my brother.',
    "We didn't go camping last summer. — Neither did they.",
  ],
  rules: [
    rule(
      'so-aux',
      'So/Neither + do/does (present) or did (past) + subject; does with he, she, it.',
      'So/Neither + do/does (теперішній) або did (минулий) + підмет; does — з he, she, it.',
    ),
    rule(
      'so-or-neither',
      'So answers a positive sentence, neither a negative one.',
      'So — відповідь на стверджувальне речення, neither — на заперечне.',
    ),
  ],
  target: 1600,
  *generate(rng) {
    // "So do I / Neither do I" answers what someone shares about themselves: the first speaker says "I" or
    // "we" (a habit, what they did, what they like), never news about their mother ("My mother doesn't draw
    // pictures of animals on Saturdays. — Neither do I" answers nothing). The second speaker is anyone,
    // "I" included.
    const firsts = ALL_SUBJECTS.filter((s) => s.text === 'I' || s.text === 'we');
    const we = firsts.find((s) => s.text === 'we');
    if (we) firsts.push({ ...we, text: 'my husband and I' });
    const answerItem = (
      frame: Frame,
      subject: Subject,
      lead: string,
      past: boolean,
      negative: boolean,
      verb: string,
      marker: string,
      skeleton: string,
    ) => {
      const others = ECHO_SUBJECTS.filter(
        // Not "I don't often play chess with my brother. — Neither does my brother."
        (s) =>
          !(s.text === subject.text && s.text !== 'I') &&
          (!frame.adult || s.adult) &&
          !sameRelation(s.text, frame.rest),
      );
      const other = rng.pick(others);
      const third2 = isThirdSingular(other);
      const aux = past ? 'did' : third2 ? 'does' : 'do';
      if (!negative) {
        const wrong = past
          ? [
              d(third2 ? 'does' : 'do', 'tense-marker-mismatch', { marker, tense: 'past' }),
              d(bePast(other), 'be-for-do-echo', { verb }),
            ]
          : [
              d(third2 ? 'do' : 'does', third2 ? 'do-with-3sg' : 'does-with-non-3sg', {
                subject: other.text,
              }),
              d(bePresent(other), 'be-for-do-echo', { verb }),
            ];
        return item(rng, {
          text: `${lead} — So {} ${other.text}.`,
          answer: aux,
          wrong,
          ruleId: 'so-aux',
          trigger: [verb, marker].filter(Boolean),
          features: { polarity: 'positive', tense: past ? 'past' : 'present' },
          skeleton: `${skeleton}-so-${past ? 'past' : 'present'}`,
        });
      }
      return item(rng, {
        text: `${lead} — {} ${aux} ${other.text}.`,
        answer: 'Neither',
        wrong: [d('So', 'so-after-negative', {}), d('Either', 'either-at-start', {})],
        ruleId: 'so-or-neither',
        trigger: [past ? "didn't" : "don't"],
        features: { polarity: 'negative', tense: past ? 'past' : 'present' },
        skeleton: `${skeleton}-neither-${past ? 'past' : 'present'}`,
      });
    };
    for (const [frame, subject] of pairs(rng, FRAMES, firsts)) {
      const f = verbForms(frame.verb);
      // A habit or what one did, each both ways: "I go swimming on Sundays. — So does my sister." A
      // present negative says what one never does, with no frequency to negate ("I don't play computer
      // games. — Neither do I."), and the past is recent (no "two days ago").
      // What one never does is a pastime, outing or chore ("I don't iron my shirts"), not a
      // routine, a job or a trip ("I don't check my email", "I don't visit London").
      const never =
        ['pastime', 'outing', 'chore'].includes(frame.kind) &&
        !/^(bring flowers|help the neighbours|call|phone)/.test(`${frame.verb} ${frame.rest}`);
      // Outings and pastimes are "not often" rather than never: "I don't often go dancing."
      const often = frame.kind === 'outing' || frame.kind === 'pastime' ? 'often ' : '';
      for (let kind = 0; kind < 4; kind++) {
        const past = kind === 1 || kind === 3;
        const negative = kind >= 2;
        if (negative && !past && !never) continue;
        // Not working at the weekend is no news: a job's routine is shared only as a habit or an event.
        if (negative && (frame.kind === 'workday' || frame.kind === 'work')) continue;
        // A past worth sharing is an event (a trip, an outing, a job done), not one day's routine or work
        // ("I wore a uniform at work yesterday. — So did our neighbours" was crossed out); a past negative
        // only a missed trip ("I didn't go skiing last winter. — Neither did we"), not one Saturday's
        // pastime ("I didn't draw pictures of animals last Saturday").
        if (past && !negative && !['trip', 'outing', 'project', 'pastime'].includes(frame.kind)) continue;
        if (past && negative && frame.kind !== 'trip') continue;
        const marker =
          negative && !past
            ? ''
            : rng.pick(past ? pastMarkers(frame).filter((m) => !/ago|\d/.test(m)) : habitMarkers(frame));
        const first = negative
          ? `${subject.text} ${past ? "didn't" : `don't ${often}`}${past ? ' ' : ''}${vp(f.base, frame)}`
          : `${subject.text} ${vp(past ? f.past : f.base, frame)}`;
        yield answerItem(
          frame,
          subject,
          `${cap(first)} ${tail(frame, subject)}${marker ? ` ${marker}` : ''}.`,
          past,
          negative,
          past ? f.past : f.base,
          marker,
          frame.id,
        );
      }
      // What one likes: "I love going to the cinema. — So do I.", "I don't like ironing my shirts. — Neither
      // do I." Likes are about free time and chores, not routines like checking one's email.
      if (
        ['pastime', 'outing', 'trip', 'chore', 'project'].includes(frame.kind) &&
        !frame.tod &&
        !/^(bring flowers|help the neighbours)/.test(`${frame.verb} ${frame.rest}`)
      ) {
        const chore = frame.kind === 'chore' || frame.kind === 'project';
        // Nobody announces they dislike seeing their family.
        // Nor that they hate fetching their son from school or cooking for their children.
        const family =
          /\{poss\} (grand|mother|parents|cousins|sister|brother|aunt|friends|son|daughter|children)/.test(
            frame.rest,
          );
        const verbs = chore
          ? family
            ? []
            : ["don't like", 'hate']
          : [rng.pick(['like', 'love', 'enjoy']), ...(family ? [] : ["don't like"])];
        for (const verb of verbs)
          yield answerItem(
            frame,
            subject,
            `${cap(subject.text)} ${verb} ${vp(f.ing, frame)} ${tail(frame, subject)}.`,
            false,
            verb.startsWith("don't"),
            verb.replace("don't ", ''),
            '',
            `${frame.id}-like`,
          );
      }
    }
  },
});

/** Requests and instructions one person gives another, and things people are told not to do. */
const ASKED_TO = [
  ...DUTIES,
  'make breakfast',
  'make the bed',
  'bake a cake',
  'buy a newspaper',
  'lay the table for dinner',
];
const TOLD_NOT_TO = [
  'go to bed late',
  'work late at the office',
  'play computer games',
  'order pizza',
  'ride a bike to work',
  'go swimming',
  'drive to the office',
  'play football with {poss} friends',
];
const SPEAKERS = ['My mother', 'My dad', 'My neighbour', 'My grandmother', 'The doctor', 'My boss'];
const LISTENERS: [obj: string, subject: Subject][] = [
  ['me', ALL_SUBJECTS.find((s) => s.text === 'I') as Subject],
  ['us', ALL_SUBJECTS.find((s) => s.text === 'we') as Subject],
  ['him', ALL_SUBJECTS.find((s) => s.text === 'he') as Subject],
  ['her', ALL_SUBJECTS.find((s) => s.text === 'she') as Subject],
  ['them', ALL_SUBJECTS.find((s) => s.text === 'they') as Subject],
  ['my brother', ALL_SUBJECTS.find((s) => s.text === 'my brother') as Subject],
  ['Anna', ALL_SUBJECTS.find((s) => s.text === 'Anna') as Subject],
];

export const tellAskToDo: TopicDef = topic({
  slug: 'tell-ask-someone-to-do',
  section: 'verb',
  name: L('Tell/ask someone (not) to do', 'Tell/ask someone (not) to do'),
  level: 'intermediate',
  possibleAnswers: ['to wash', 'not to go'],
  rule: L(
    'To report an instruction or a request: told/asked + person + to + base form; for a negative, not goes before to: She told me to wash the dishes. The doctor told him not to work late.',
    'Щоб передати наказ чи прохання: told/asked + співрозмовник + to + початкова форма; у запереченні not стоїть перед to: She told me to wash the dishes. The doctor told him not to work late.',
  ),
  signals: L('told/asked + me, him, us … + ___', 'told/asked + me, him, us … + ___'),
  examples: ['My mother asked me to feed the cat.', 'The doctor told him not to work late at the office.'],
  rules: [
    rule(
      'tell-to',
      'told/asked + person + to + base form.',
      'told/asked + співрозмовник + to + початкова форма.',
    ),
    rule(
      'tell-not-to',
      'A reported negative instruction: told + person + not to + base form.',
      'Заборону в непрямій мові передаємо так: told + співрозмовник + not to + початкова форма.',
    ),
  ],
  target: 1500,
  *generate(rng) {
    const pos = framesFor(ASKED_TO);
    const neg = framesFor(TOLD_NOT_TO);
    const all: [Frame, number, number, boolean][] = [];
    for (const fr of [...pos, ...neg])
      for (let i = 0; i < SPEAKERS.length; i++)
        for (let j = 0; j < LISTENERS.length; j++) all.push([fr, i, j, neg.includes(fr)]);
    for (const [frame, i, j, negative] of rng.shuffle(all)) {
      const speaker = SPEAKERS[i] as string;
      const [obj, listener] = LISTENERS[j] as [string, Subject];
      if (speaker === 'My boss' && !frame.adult && !/office|work|letters|email|boss/.test(frame.rest))
        continue;
      if (speaker === 'The doctor' && !negative) continue;
      // Work tasks come from the boss, not from parents.
      if (!negative && speaker !== 'My boss' && /clients|office|boss|at work/.test(frame.rest)) continue;
      // A neighbour asks for help with pets, plants and shopping, and forbids nothing.
      if (
        speaker === 'My neighbour' &&
        (negative || !/cat|plants|flowers|dog|grass|shopping/.test(frame.rest))
      )
        continue;
      const f = verbForms(frame.verb);
      const verb = negative ? 'told' : rng.pick(['told', 'asked']);
      const rest = tail(frame, listener);
      yield item(rng, {
        text: `${speaker} ${verb} ${obj} {} ${rest}`,
        answer: vp(negative ? `not to ${f.base}` : `to ${f.base}`, frame),
        wrong: negative
          ? [
              d(vp(`don't ${f.base}`, frame), 'imperative-in-reported-instruction', {}),
              d(vp(`not ${f.base}`, frame), 'missing-to-after-tell', { verb }),
              d(vp(`to not ${f.ing}`, frame), 'ing-after-to-tell', { verb }),
            ]
          : [
              d(vp(f.base, frame), 'missing-to-after-tell', { verb }),
              d(vp(f.ing, frame), 'ing-after-tell-object', { verb }),
              d(vp(`to ${f.ing}`, frame), 'ing-after-to-tell', { verb }),
            ],
        ruleId: negative ? 'tell-not-to' : 'tell-to',
        trigger: [verb, obj],
        features: { verb, polarity: negative ? 'negative' : 'positive' },
        skeleton: `${frame.id}-${negative ? 'told-not' : verb}`,
      });
    }
  },
});
