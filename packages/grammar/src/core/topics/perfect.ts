import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { pairs, tail, vp } from '../clause.ts';
import { FRAMES, pastMarkers } from '../lexicon/frames.ts';
import { isThirdSingular } from '../lexicon/subjects.ts';
import { regularisedNonword, verbForms } from '../verbs.ts';

const IRREGULAR = FRAMES.filter((f) => verbForms(f.verb).irregular);
const hasHave = (third: boolean) => (third ? 'has' : 'have');

export const presentPerfect: TopicDef = topic({
  slug: 'present-perfect',
  section: 'present-tense',
  name: L('Present perfect: has / have + past participle', 'Present perfect: has / have + третя форма'),
  level: 'intermediate',
  possibleAnswers: ['has worked', 'have gone'],
  rule: L(
    'The present perfect is has/have + past participle (the third form): she has just left, we have already eaten. Has goes with he, she, it.',
    'Present perfect — has/have + третя форма дієслова: she has just left, we have already eaten. Has — з he, she, it.',
  ),
  signals: L('just, already, yet, ever, never, recently', 'just, already, yet, ever, never, recently'),
  examples: ['My brother has just washed the car.', 'We have already done the shopping.'],
  rules: [
    rule(
      'pp-form',
      'After has/have use the past participle (third form), not the past simple or the base form.',
      'Після has/have — третя форма, а не форма past simple чи початкова.',
    ),
  ],
  target: 1600,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const adverb = rng.pick(['just', 'already']);
      const wrong = [d(vp(f.base, frame), 'base-for-participle', { base: f.base })];
      if (!f.participleVariants.includes(f.past))
        wrong.unshift(
          d(vp(f.past, frame), 'past-for-participle', { base: f.base, participle: f.participle }),
        );
      const nonword = regularisedNonword(frame.verb);
      if (nonword && !f.participleVariants.includes(nonword))
        wrong.push(d(vp(nonword, frame), 'regularised-nonword', { base: f.base, participle: f.participle }));
      if (wrong.length < 3) wrong.push(d(vp(f.ing, frame), 'ing-for-participle', {}));
      yield item(rng, {
        text: `${subject.text} ${hasHave(third)} ${adverb} {} ${tail(frame, subject)}`,
        answer: vp(f.participle, frame),
        wrong: wrong.slice(0, 3),
        ruleId: 'pp-form',
        trigger: [hasHave(third)],
        skeleton: `${frame.id}-${adverb}`,
      });
    }
  },
});

export const presentPerfectNegative: TopicDef = topic({
  slug: 'present-perfect-negative',
  section: 'negative-form',
  name: L(
    "Present perfect negative: hasn't, haven't … yet",
    "Заперечення в present perfect: hasn't, haven't … yet",
  ),
  level: 'intermediate',
  possibleAnswers: ["hasn't done", "haven't done"],
  rule: L(
    "Make the present perfect negative with hasn't/haven't + past participle: She hasn't finished yet.",
    "Заперечення в present perfect: hasn't/haven't + третя форма: She hasn't finished yet.",
  ),
  signals: L('yet, so far, since…', 'yet, so far, since…'),
  examples: ["I haven't done my homework yet.", "My sister hasn't called her grandmother yet."],
  rules: [
    rule(
      'pp-neg',
      "Hasn't with he, she, it; haven't with the others; then the past participle.",
      "Hasn't — з he, she, it; haven't — з іншими; далі третя форма.",
    ),
  ],
  target: 1800,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((x) => x.prog && !x.rest.includes(' at ')),
    )) {
      const f = verbForms(frame.verb);
      const third = isThirdSingular(subject);
      const neg = third ? "hasn't" : "haven't";
      const wrong = [
        d(
          vp(`${third ? "haven't" : "hasn't"} ${f.participle}`, frame),
          third ? 'agreement-3sg' : 'agreement-non-3sg',
          { subject: subject.text },
        ),
      ];
      if (!f.participleVariants.includes(f.past))
        wrong.push(
          d(vp(`${neg} ${f.past}`, frame), 'past-for-participle', { base: f.base, participle: f.participle }),
        );
      else wrong.push(d(vp(`${neg} ${f.base}`, frame), 'base-for-participle', { base: f.base }));
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} yet`,
        answer: vp(`${neg} ${f.participle}`, frame),
        wrong,
        ruleId: 'pp-neg',
        trigger: ['yet', subject.text],
        skeleton: frame.id,
      });
    }
  },
});

/** Durations only the present perfect can carry with since (a point in time). */
const SINCE: [base: string, rest: string][] = [
  ['live', 'in Kyiv'],
  ['work', 'at the hospital'],
  ['know', 'Anna'],
  ['have', 'a dog'],
  ['be', 'a teacher'],
  ['teach', 'English'],
  ['study', 'Spanish'],
  ['play', 'the guitar'],
  ['be', 'married'],
  ['want', 'a bike'],
  ['have', 'this car'],
  ['work', 'from home'],
  ['live', 'in this flat'],
  ['be', 'ill'],
  ['collect', 'old coins'],
];
const POINTS = [
  'since 2015',
  'since last summer',
  'since March',
  'since they were children',
  'since we moved here',
  'since Monday',
];
const PAST_POINTS = ['in 2015', 'last summer', 'two years ago', 'in March'];

export const perfectVsPast: TopicDef = topic({
  slug: 'present-perfect-vs-past-simple',
  section: 'present-tense',
  name: L('Present perfect or past simple', 'Present perfect чи past simple'),
  level: 'intermediate',
  possibleAnswers: ['has lived', 'lived'],
  rule: L(
    'With since + a starting point (since 2015, since Monday), a situation that continues now takes the present perfect. With a finished past time (in 2015, last summer, two years ago) use the past simple.',
    'Зі since + початкова точка (since 2015, since Monday) ситуація, що триває досі, — present perfect. Із завершеним часом у минулому (in 2015, last summer, two years ago) — past simple.',
  ),
  signals: L(
    'since … → present perfect; ago, last …, in 2015 → past simple',
    'since … → present perfect; ago, last …, in 2015 → past simple',
  ),
  examples: ['She has lived in Kyiv since 2015.', 'She moved to Kyiv in 2015.'],
  rules: [
    rule(
      'since',
      'Since + a point in time needs the present perfect.',
      'Since + момент у часі вимагає present perfect.',
    ),
    rule(
      'finished',
      'A finished past time (ago, last…, in + year) needs the past simple.',
      'Завершений час у минулому (ago, last…, in + рік) вимагає past simple.',
    ),
  ],
  target: 1500,
  *generate(rng) {
    const all = rng.shuffle(FRAMES.length ? SINCE.flatMap((s) => [0, 1, 2].map((k) => [s, k] as const)) : []);
    const subjects = [
      'My sister',
      'Tom',
      'We',
      'They',
      'I',
      'My parents',
      'Olena',
      'Our neighbours',
      'He',
      'My best friend',
    ];
    for (const [[base, rest], k] of all) {
      for (const subject of rng.shuffle(subjects).slice(0, 4)) {
        const third = !['We', 'They', 'I', 'My parents', 'Our neighbours'].includes(subject);
        const f = verbForms(base);
        const bePlural = !third && subject !== 'I';
        const restFor = bePlural ? rest.replace('a teacher', 'teachers') : rest;
        const perfect =
          base === 'be' ? `${third ? 'has' : 'have'} been` : `${third ? 'has' : 'have'} ${f.participle}`;
        const past = base === 'be' ? (subject === 'I' || third ? 'was' : 'were') : f.past;
        const since = k !== 2;
        const marker = since ? rng.pick(POINTS) : rng.pick(PAST_POINTS);
        if (!since && ['know', 'want', 'have'].includes(base)) continue;
        yield item(rng, {
          text: `${subject} {} ${restFor} ${marker}`,
          answer: since ? perfect : past,
          wrong: since
            ? [d(past, 'past-with-since', { marker })]
            : [d(perfect, 'perfect-with-finished-time', { marker })],
          ruleId: since ? 'since' : 'finished',
          trigger: [marker],
          skeleton: `${base}-${rest}-${since ? 'since' : 'past'}`,
        });
      }
    }
  },
});

export const irregularPast: TopicDef = topic({
  slug: 'irregular-verbs-past',
  section: 'irregular',
  name: L('Irregular verbs: past simple', 'Неправильні дієслова: past simple'),
  level: 'basic',
  possibleAnswers: ['went', 'took', 'bought'],
  rule: L(
    'Irregular verbs do not add -ed in the past simple; learn their forms: go → went, take → took, buy → bought.',
    'Неправильні дієслова не додають -ed у past simple; їхні форми треба вивчити: go → went, take → took, buy → bought.',
  ),
  signals: L(
    'yesterday, last week, ago + an irregular verb',
    'yesterday, last week, ago + неправильне дієслово',
  ),
  examples: ['We went to the seaside last summer.', 'She took the bus to work yesterday.'],
  rules: [
    rule(
      'irregular-past',
      'An irregular verb has its own past form; the -ed form does not exist.',
      'Неправильне дієслово має власну форму минулого часу; форми на -ed не існує.',
    ),
  ],
  target: 1200,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, IRREGULAR)) {
      const f = verbForms(frame.verb);
      const marker = rng.pick(pastMarkers(frame));
      const wrong = [];
      const nonword = regularisedNonword(frame.verb);
      if (nonword) wrong.push(d(vp(nonword, frame), 'regularised-nonword', { base: f.base, past: f.past }));
      if (!f.pastVariants.includes(f.participle))
        wrong.push(d(vp(f.participle, frame), 'participle-as-past', { base: f.base, past: f.past }));
      wrong.push(d(vp(f.base, frame), 'base-for-past', { marker }));
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(f.past, frame),
        wrong: wrong.slice(0, 3),
        ruleId: 'irregular-past',
        trigger: [marker],
        skeleton: frame.id,
      });
    }
  },
});

export const pastPerfect: TopicDef = topic({
  slug: 'past-perfect',
  section: 'past-tense',
  name: L('Past perfect: had + past participle', 'Past perfect: had + третя форма'),
  level: 'advanced',
  possibleAnswers: ['had finished', 'had gone'],
  rule: L(
    'For an action before another past action, use had + past participle: When I arrived, she had already left.',
    'Для дії, що відбулася раніше за іншу дію в минулому, — had + третя форма: When I arrived, she had already left.',
  ),
  signals: L('already, before, by the time, when I arrived', 'already, before, by the time, when I arrived'),
  examples: [
    'By the time we got home, Dad had cooked dinner.',
    'She had already done the shopping when I called.',
  ],
  rules: [
    rule(
      'had-pp',
      'The past perfect is had + past participle for every subject.',
      'Past perfect — had + третя форма для всіх осіб.',
    ),
  ],
  target: 1300,
  *generate(rng) {
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((x) => x.prog && !x.rest.includes(' at ')),
    )) {
      const f = verbForms(frame.verb);
      const lead = rng.pick(['By the time I arrived', 'When we got home', 'By the time the guests came']);
      const wrong = [
        d(vp(`has already ${f.participle}`, frame), 'present-perfect-for-past-perfect', {}),
        d(vp(`had already ${f.base}`, frame), 'base-for-participle', { base: f.base }),
      ];
      if (!f.participleVariants.includes(f.past))
        wrong.push(
          d(vp(`had already ${f.past}`, frame), 'past-for-participle', {
            base: f.base,
            participle: f.participle,
          }),
        );
      yield item(rng, {
        text: `${lead}, ${subject.text} {} ${tail(frame, subject)}`,
        answer: vp(`had already ${f.participle}`, frame),
        wrong,
        ruleId: 'had-pp',
        trigger: [lead],
        skeleton: frame.id,
      });
    }
  },
});
