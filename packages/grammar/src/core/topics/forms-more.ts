import { cap, d, item, L, rule, topic } from '../../engine.ts';
import { ABILITIES, type Ability, abilityFits } from '../../lexicon/ability-pairs.ts';
import { alternatives, frameKey, isOutdoor, nowReasons, pronBe } from '../../lexicon/context.ts';
import { fillFor } from '../../lexicon/fill.ts';
import { FRAMES, type Frame, isTask, KINDS, NOW, readsAsHabit, restFor } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import {
  bePast,
  bePresent,
  is3sg as isThirdSingular,
  pronounFor,
  pronounFor as pronounOf,
} from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';

const PROG = FRAMES.filter((f) => f.prog);
/** Small personal chores: fine as one's own habit, not news about someone else. */
const SMALL_CHORE = /^(polish|iron|empty|change the bed|make the bed|lay the table|feed the cat|water the)/;
const beNeg = (s: Subject) => (bePresent(s) === 'am' ? "'m not" : `${bePresent(s)}n't`);
const phrase = (frame: (typeof FRAMES)[number], s: Subject, form: string) =>
  `${vp(form, frame)} ${tail(frame, s)}`;

export const presentSimpleQuestions: TopicDef = topic({
  slug: 'present-simple-questions',
  section: 'question-form',
  name: L('Present simple questions: word order', 'Питання в present simple: порядок слів'),
  level: 'basic',
  possibleAnswers: ['does she work', 'do they work'],
  rule: L(
    'Question word + do/does + subject + base form: How often does she cook? Where do they live? The -s goes on does, not on the verb.',
    'Питальне слово + do/does + підмет + початкова форма: How often does she cook? Where do they live? Закінчення -s є в does, а не в дієслові.',
  ),
  signals: L('how often, when, why, where + a question mark', 'how often, when, why, where + знак питання'),
  examples: ['How often does your brother play tennis?', 'Why do you get up so early?'],
  rules: [
    rule(
      'q-order',
      'In a present simple question do/does comes before the subject, and the verb stays in the base form.',
      'У питанні в present simple do/does стоїть перед підметом, а дієслово — в початковій формі.',
    ),
  ],
  target: 1000,
  *generate(rng) {
    const asked = new Set<string>();
    for (const [frame, subject] of pairs(rng, FRAMES, ALL_SUBJECTS, true)) {
      if (subject.circle === 'speaker') continue;
      // Others are asked about what is news or their household's jobs, not their routine trivia.
      if (subject.circle !== 'listener' && frame.kind === 'routine') continue;
      // A question about a habit takes a plural or uncountable object: "Where do your cousins watch films?",
      // not "…watch a film?" (round 1133). Only the object counts: "sing in a choir" is a habit.
      if (!readsAsHabit({ rest: frame.rest.split(/ (?:in|at|on|with|to|for) /)[0] ?? '' })) continue;
      const f = verbForms(frame.verb);
      const aux = isThirdSingular(subject) ? 'does' : 'do';
      const words = ['How often', 'When'];
      // "What time" for daily things with no clock time of their own; "Why" only to the listener.
      if (frame.when === 'day' && !/ at /.test(frame.rest)) words.push('What time');
      if (
        subject.circle === 'listener' &&
        frame.when !== 'year' &&
        ['routine', 'pastime', 'study', 'workday'].includes(frame.kind)
      )
        words.push('Why');
      // "Where" only when the frame names no place of its own ("Where does your sister play tennis?").
      if (
        !/\b(in|at|to|on|by|from|for|with|home)\b/.test(frame.rest) &&
        !/^(call|phone|text)$/.test(frame.verb) &&
        ['outing', 'pastime', 'study'].includes(frame.kind)
      )
        words.push('Where');
      for (const wh of rng.shuffle(words)) {
        // The subject is inside the chunk, so one question per frame and question word.
        const key = `${frame.id}-${wh}-${subject.poss}`;
        if (asked.has(key)) continue;
        asked.add(key);
        const answer = `${aux} ${subject.text} ${vp(f.base, frame)}`;
        yield item(rng, {
          text: `${wh} {} ${tail(frame, subject)}?`,
          answer,
          wrong: [
            d(
              `${subject.text} ${vp(presentFor(subject, f.third, f.base), frame)}`,
              'statement-word-order',
              {},
            ),
            d(`${aux} ${subject.text} ${vp(f.third, frame)}`, 'third-after-aux', { aux }),
            d(
              `${aux === 'does' ? 'do' : 'does'} ${subject.text} ${vp(f.base, frame)}`,
              isThirdSingular(subject) ? 'do-with-3sg' : 'does-with-non-3sg',
              { subject: subject.text },
            ),
          ],
          ruleId: 'q-order',
          trigger: [wh, '?'],
          skeleton: `${frame.id}-${wh}`,
        });
      }
    }
  },
});

export const presentContinuousNegative: TopicDef = topic({
  slug: 'present-continuous-negative',
  section: 'negative-form',
  name: L(
    "Present continuous negative: isn't, aren't + -ing",
    "Заперечення в present continuous: isn't, aren't + -ing",
  ),
  level: 'basic',
  possibleAnswers: ["isn't working", "aren't working", "'m not working"],
  rule: L(
    "Make the present continuous negative with am not / isn't / aren't + -ing: she isn't cooking now.",
    "Заперечення в present continuous: am not / isn't / aren't + -ing: she isn't cooking now.",
  ),
  signals: L('now, at the moment, right now', 'now, at the moment, right now'),
  examples: ["I'm not watching TV now.", "They aren't playing football at the moment."],
  rules: [
    rule(
      'pc-neg',
      "Use a negative form of be (not don't/doesn't) + the -ing form.",
      "Заперечення: am not / isn't / aren't (а не don't/doesn't) + форма на -ing.",
    ),
  ],
  target: 1800,
  *generate(rng) {
    // Said with what the person is doing instead ("Tom isn't watching TV at the moment; he's doing his
    // homework") or why ("…because it's raining"); not told to "you".
    for (const [frame, subject] of pairs(
      rng,
      PROG.filter((f) => f.kind !== 'routine' && f.kind !== 'workday'),
      TOLD_SUBJECTS,
    )) {
      const f = verbForms(frame.verb);
      const neg = beNeg(subject) === "'m not" ? 'am not' : beNeg(subject);
      const wrongFor = (marker: string) => [
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.ing}`, frame), 'do-for-be', {
          subject: subject.text,
        }),
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.base}`, frame), 'simple-for-now', { marker }),
      ];
      const alt = alternatives(frame, subject, { prog: true, sameKind: true, sameClass: true });
      // Every swap within the activity's class (lexicon/context.ts), each with its own marker.
      for (const other of rng.shuffle(alt).slice(0, 4)) {
        const marker = rng.pick(NOW);
        yield item(rng, {
          text: `${subject.text} {} ${tail(frame, subject)} ${marker}; ${pronBe(subject)} ${verbForms(other.verb).ing} ${restFor(other, subject.poss)}`,
          answer: vp(`${neg} ${f.ing}`, frame),
          wrong: wrongFor(marker),
          ruleId: 'pc-neg',
          trigger: [marker],
          skeleton: `${frame.id}-instead`,
        });
      }
      for (const reason of nowReasons(frame, subject))
        for (const m of rng.shuffle(NOW).slice(0, 2))
          yield item(rng, {
            text: `${subject.text} {} ${tail(frame, subject)} ${m} because ${reason}`,
            answer: vp(`${neg} ${f.ing}`, frame),
            wrong: wrongFor(m),
            ruleId: 'pc-neg',
            trigger: [m],
            skeleton: `${frame.id}-why`,
          });
      // Rain stops what is done outside, not football on TV.
      if (isOutdoor(frame) && frame.kind !== 'trip' && !/on TV/.test(frame.rest)) {
        const m2 = rng.pick(NOW);
        yield item(rng, {
          text: `${subject.text} {} ${tail(frame, subject)} ${m2} because it's raining`,
          answer: vp(`${neg} ${f.ing}`, frame),
          wrong: wrongFor(m2),
          ruleId: 'pc-neg',
          trigger: [m2],
          skeleton: `${frame.id}-rain`,
        });
      }
    }
  },
});

export const presentContinuousQuestions: TopicDef = topic({
  slug: 'present-continuous-questions',
  section: 'question-form',
  name: L('Present continuous questions', 'Питання в present continuous'),
  level: 'basic',
  possibleAnswers: ['Is', 'Are', 'Am'],
  rule: L(
    'Put am, is or are before the subject: Is she cooking? Are they playing? Do and does are not used with -ing.',
    'Am, is чи are ставимо перед підметом: Is she cooking? Are they playing? Do та does з формою на -ing не вживаються.',
  ),
  signals: L('now, at the moment + the -ing form', 'now, at the moment + форма на -ing'),
  examples: ['Is your brother doing his homework now?', 'Are you listening to me?'],
  rules: [
    rule(
      'pc-q',
      'The question is am/is/are + subject + -ing.',
      'Питання: am/is/are + підмет + форма на -ing.',
    ),
  ],
  target: 1800,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, PROG, ALL_SUBJECTS, true)) {
      if (subject.circle === 'speaker') continue;
      // About others, what one would phone to ask ("Is your sister doing her homework?"), not their
      // routine trivia or small chores ("Is your mother polishing her shoes right now?").
      if (
        subject.circle !== 'listener' &&
        ((frame.kind === 'routine' && subject.circle !== 'family') ||
          (frame.kind === 'study' && subject.circle === 'outside') ||
          SMALL_CHORE.test(`${frame.verb} ${frame.rest}`))
      )
        continue;
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      yield item(rng, {
        text: `{} ${subject.text} ${phrase(frame, subject, f.ing)} ${rng.pick(NOW)}?`,
        answer: cap(be),
        wrong: [
          d(isThirdSingular(subject) ? 'Does' : 'Do', 'do-for-be', { subject: subject.text }),
          d(be === 'is' ? 'Are' : 'Is', 'be-agreement', { subject: subject.text, be }),
        ],
        ruleId: 'pc-q',
        trigger: [subject.text, f.ing],
        skeleton: frame.id,
      });
    }
  },
});

/** Activities that last a while: trips and outings, work events, pastimes, bigger jobs, evening chores. */
const LASTING = FRAMES.filter(
  (f) =>
    !f.particle &&
    f.verb !== 'go' &&
    !/dentist|newspaper|email|the bus|the early train|at eight|at six|late/.test(f.rest) &&
    (['trip', 'outing', 'work', 'pastime', 'project', 'study'].includes(f.kind) ||
      (f.kind === 'chore' && f.tod === 'evening') ||
      (f.kind === 'workday' && f.prog)) &&
    (f.prog || f.kind === 'trip' || f.kind === 'outing'),
);
const lastingMarkers = (f: Frame): string[] =>
  f.kind === 'trip'
    ? ['This time next week', 'This time next month']
    : f.tod === 'evening'
      ? ['At eight tomorrow evening', 'At this time tomorrow evening']
      : f.tod === 'morning'
        ? ['At seven tomorrow morning']
        : f.kind === 'work' || f.kind === 'workday'
          ? ['At ten tomorrow morning', 'This time tomorrow']
          : f.when === 'year'
            ? ['This time next week', 'This time next month']
            : ['This time tomorrow', 'At three on Saturday afternoon'];

export const futureContinuous: TopicDef = topic({
  slug: 'future-continuous',
  section: 'future-tense',
  name: L('Future continuous: will be + -ing', 'Future continuous: will be + -ing'),
  level: 'intermediate',
  possibleAnswers: ['will be working'],
  rule: L(
    'For an action in progress at a future moment, use will be + -ing: This time tomorrow I will be flying to Rome.',
    'Для дії, що триватиме в певний момент у майбутньому, — will be + -ing: This time tomorrow I will be flying to Rome.',
  ),
  signals: L(
    'this time tomorrow, at 8 pm tomorrow, this time next week',
    'this time tomorrow, at 8 pm tomorrow, this time next week',
  ),
  examples: [
    'This time tomorrow we will be travelling to the mountains.',
    'At eight tomorrow she will be cooking dinner.',
  ],
  rules: [
    rule(
      'fc-form',
      'The future continuous is will be + verb-ing for every subject.',
      'Future continuous — will be + форма на -ing для всіх осіб.',
    ),
  ],
  target: 1800,
  *generate(rng) {
    // The time point fits the activity: an evening job at eight in the evening, a trip this time next week,
    // a match or a visit this time tomorrow; only things that last a while and are planned or part of the day.
    for (const [frame, subject] of pairs(rng, LASTING, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      for (const marker of rng.shuffle(lastingMarkers(frame)).slice(0, 2))
        yield item(rng, {
          text: `${marker}, ${subject.text} {} ${tail(frame, subject)}`,
          answer: vp(`will be ${f.ing}`, frame),
          wrong: [
            d(vp(`will ${f.ing}`, frame), 'missing-be', {}),
            d(vp(`will be ${f.base}`, frame), 'base-for-ing', {}),
            d(vp(`will is ${f.ing}`, frame), 'be-form-after-will', {}),
          ],
          ruleId: 'fc-form',
          trigger: [marker],
          skeleton: frame.id,
        });
    }
  },
});

const HOME_DEADLINES = [
  'By the time you get home',
  'By the time the guests arrive',
  'By lunchtime',
  "By six o'clock",
];
const WEEKEND_DEADLINES = ['By the end of the weekend', 'By Sunday evening', 'By the time you get home'];
/**
 * The jobs the future perfect is said of, each with the deadlines people set for it: a chore done before
 * someone comes home or guests arrive, a weekend job by Sunday, homework by dinner, a letter by Friday.
 */
export const DEADLINES: Record<string, string[]> = {
  'clean the kitchen': HOME_DEADLINES,
  'clean the house': HOME_DEADLINES,
  'tidy {poss} room': HOME_DEADLINES,
  'vacuum the living room': HOME_DEADLINES,
  'sweep the kitchen floor': HOME_DEADLINES,
  'water the plants': ['By the time you get home', 'By lunchtime', 'By the time we leave'],
  'water the flowers on the balcony': ['By the time you get home', 'By lunchtime', 'By the time we leave'],
  'change the bed sheets': ['By the time the guests arrive', 'By tonight'],
  'empty the dishwasher': ['By the time you get home', 'By dinner time', 'By the time the guests arrive'],
  'do the shopping': ['By the time you get home', 'By lunchtime', "By ten o'clock"],
  'bake a cake': ['By the time the guests arrive', "By four o'clock", 'By the time you get home'],
  'do {poss} homework': ['By dinner time', "By eight o'clock", 'By the time you get home'],
  'iron {poss} shirts': ['By Monday morning', 'By tomorrow morning'],
  'collect {poss} son from school': ["By four o'clock", 'By half past three'],
  'write a letter to {poss} aunt': ['By the end of the week', 'By Friday', 'By tomorrow evening'],
  'cut the grass': WEEKEND_DEADLINES,
  'clean the windows': WEEKEND_DEADLINES,
  'wash the car': WEEKEND_DEADLINES,
  'fix the car': ['By the end of the week', 'By Friday', 'By the time you need it'],
};

export const futurePerfect: TopicDef = topic({
  slug: 'future-perfect',
  section: 'future-tense',
  name: L('Future perfect: will have + past participle', 'Future perfect: will have + третя форма'),
  level: 'advanced',
  possibleAnswers: ['will have finished'],
  rule: L(
    'For an action complete before a future moment, use will have + past participle: By six I will have finished.',
    'Для дії, яка завершиться до певного моменту в майбутньому, — will have + третя форма: By six I will have finished.',
  ),
  signals: L(
    'by tomorrow, by next week, by the time…, by then',
    'by tomorrow, by next week, by the time…, by then',
  ),
  examples: [
    'By next Friday we will have painted the house.',
    'She will have written the report by tomorrow.',
  ],
  rules: [
    rule(
      'fp-form',
      'The future perfect is will have + past participle (have, never has, after will).',
      'Future perfect — will have + третя форма (після will завжди have, не has).',
    ),
  ],
  target: 1100,
  *generate(rng) {
    // Only a job one finishes by a deadline people set for it: "By the end of the week, Anna will have
    // polished her shoes" (round 1135), "will have played computer games", "will have baked bread" read
    // wrong; "By the time the guests arrive, she will have cleaned the kitchen" does. Each job has its own
    // natural deadlines (`DEADLINES`).
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((x) => DEADLINES[frameKey(x)] !== undefined),
    )) {
      if (subject.text === 'you') continue;
      const f = verbForms(frame.verb);
      const byWhen = DEADLINES[frameKey(frame)] ?? [];
      for (const marker of rng.shuffle(byWhen)) {
        const wrong = [
          d(vp(`will has ${f.participle}`, frame), 'has-after-will', {}),
          d(vp(`will have ${f.base}`, frame), 'base-for-participle', { base: f.base }),
        ];
        if (!f.participleVariants.includes(f.past))
          wrong.push(
            d(vp(`will have ${f.past}`, frame), 'past-for-participle', {
              base: f.base,
              participle: f.participle,
            }),
          );
        yield item(rng, {
          text: `${marker}, ${subject.text} {} ${tail(frame, subject)}`,
          answer: vp(`will have ${f.participle}`, frame),
          wrong,
          ruleId: 'fp-form',
          trigger: [marker.split(' ')[0] ?? 'By'],
          skeleton: frame.id,
        });
      }
    }
  },
});

/**
 * Was-going-to: only things people plan (not routines like getting up or brushing teeth), each with a
 * reason that can stop *that* plan. Rain stops outdoor plans only, a closed shop stops buying, a busy line
 * stops a call, "there was no time" stops a job that takes time; feeling ill stops most plans.
 */
const NOT_PLANS =
  /^(get at seven|go to bed late|finish work at six|leave home at eight|take the bus to work|drive to the office|ride a bike to work|wear a uniform at work|brush|wash \{poss\} hair|have a shower|drink|eat |make the bed|check|empty the dishwasher|walk to the station|catch the early train|listen to|read the news|read the newspaper|sing songs in the shower|learn new words|study English|teach|write in \{poss\} diary|work late at the office|feed the cat|water the|make coffee|write to \{poss\} clients|answer letters|text|collect|walk \{poss\} daughter|drive \{poss\} children|make breakfast|make sandwiches|lay the table|do \{poss\} homework|speak to \{poss\} boss|read a book in bed|read comics|buy a newspaper|practise|polish|write reports|watch the news|walk the dog|chat with|speak English|play computer games|wear|go to the dentist|eat lunch)/;
const PLANS = FRAMES.filter((f) => !NOT_PLANS.test(`${f.verb} ${f.rest}`));

const OUTDOOR =
  /park|garden|beach|river|lake|mountains|camping|hiking|skiing|fishing|football with|tennis|volleyball|basketball|a run|jog|the fence|wash the car|the grass|the windows|the zoo|friend's farm|apples|seaside|horse riding|the dog|swimming$|sandcastles|photos of the city|the ducks|cycle|a bike|walk in/;
const BUYING = /^(buy|do the shopping|go shopping|go to the market|sell)/;
const CALLING = /^(call|phone)/;
const TRAVEL = /^(fly|travel|visit (London|Paris)|spend a week|rent|stay at a hotel|spend two weeks)/;

function reasonsFor(frame: (typeof FRAMES)[number], s: Subject): string[] {
  const key = `${frame.verb} ${frame.rest}`;
  const pron = pronounFor(s);
  const out = [`but ${pron} felt ill`, 'but something came up'];
  if (OUTDOOR.test(key) && !TRAVEL.test(key)) out.push('but it started to rain', 'but the weather was bad');
  if (BUYING.test(key))
    out.push(frame.verb === 'sell' ? 'but the market was closed' : 'but the shops were closed');
  if (CALLING.test(key)) out.push('but the line was busy', 'but nobody answered');
  if (TRAVEL.test(key)) out.push('but the plans changed');
  if (/^(fly|travel|visit (London|Paris))/.test(key)) out.push('but the tickets were too expensive');
  if (frame.verb === 'order') out.push('but the pizzeria was closed');
  if (isTask(frame) && !CALLING.test(key)) out.push('but there was no time');
  if (/^(visit|meet|play .* with|go to the (cinema|theatre)|have lunch with|go dancing)/.test(key))
    out.push('but the plans changed');
  return out;
}

export const wasGoingTo: TopicDef = topic({
  slug: 'was-going-to',
  section: 'past-future',
  name: L('Was / were going to: plans in the past', 'Was / were going to: плани в минулому'),
  level: 'intermediate',
  possibleAnswers: ['was going to', 'were going to'],
  rule: L(
    'Was/were going to + base form talks about a past plan, often one that did not happen: I was going to call you, but I forgot.',
    'Was/were going to + початкова форма — про план у минулому, часто нездійснений: I was going to call you, but I forgot.',
  ),
  signals: L(
    '…, but… (the plan changed); yesterday, last week',
    '…, but… (план змінився); yesterday, last week',
  ),
  examples: [
    'We were going to visit London, but the flight was cancelled.',
    'She was going to cook dinner, but she was too tired.',
  ],
  rules: [
    rule(
      'was-going',
      'Was with I, he, she, it; were with you, we, they; then going to + base form.',
      'Was — з I, he, she, it; were — з you, we, they; далі going to + початкова форма.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Whose plan: not the listener's ("You were going to go hiking, but it started to rain" tells people
    // their own past plans and was crossed out); "you" is for questions.
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const be = bePast(subject);
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)}, ${rng.pick(reasonsFor(frame, subject))}`,
        answer: vp(`${be} going to ${f.base}`, frame),
        wrong: [
          d(vp(`${be === 'was' ? 'were' : 'was'} going to ${f.base}`, frame), 'be-agreement', {
            subject: subject.text,
            be,
          }),
          d(vp(`${bePresent(subject)} going to ${f.base}`, frame), 'present-for-past-plan', {}),
          d(vp(`${be} going to ${f.past}`, frame), 'past-after-to', {}),
        ],
        ruleId: 'was-going',
        trigger: [subject.text, 'but'],
        skeleton: frame.id,
      });
    }
  },
});

/**
 * The time phrase that suits the event, seen from the past: a dentist's appointment the following week (not
 * "the following summer"), planting in spring, apples in autumn, skiing in winter, trips the following summer.
 */
export const laterMarker = (f: Frame): string =>
  f.when === 'day' || f.kind === 'work'
    ? 'the next day'
    : /dentist/.test(f.rest)
      ? 'the following week'
      : f.when === 'week'
        ? 'the following weekend'
        : f.rest === 'skiing'
          ? 'the following winter'
          : f.verb === 'plant'
            ? 'the following spring'
            : /apples/.test(f.rest)
              ? 'the following autumn'
              : 'the following summer';

export const futureInThePast: TopicDef = topic({
  slug: 'future-in-the-past',
  section: 'past-future',
  name: L('Future in the past: would', 'Майбутнє в минулому: would'),
  level: 'intermediate',
  possibleAnswers: ['would', 'will'],
  rule: L(
    'After a past reporting verb (said, promised, thought), will becomes would: She said she would call.',
    'Після дієслова мовлення в минулому (said, promised, thought) will змінюється на would: She said she would call.',
  ),
  signals: L(
    'said that…, promised that…, thought that…, knew that…',
    'said that…, promised that…, thought that…, knew that…',
  ),
  examples: ['He promised he would help me.', 'I thought it would rain.'],
  rules: [
    rule(
      'would-past',
      'In reported speech after a past verb, use would + base form for the future.',
      'Коли переказуємо чужі слова чи думки після дієслова в минулому часі, про майбутнє кажемо would + початкова форма.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Promises and plans worth reporting (trips, visits, calls, bigger jobs), not "wrote that they would
    // have breakfast the next day"; "promised" only for what one does for or with others.
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((f) => KINDS[f.kind].plan),
      TOLD_SUBJECTS,
    )) {
      if (subject.text === 'I') continue;
      const promise =
        frame.kind === 'project' ||
        /^(visit \{poss\}|call|phone|help|bring|play .* with|meet)/.test(`${frame.verb} ${frame.rest}`);
      const verbs = (
        promise ? ['said', 'promised', 'told me', 'wrote'] : ['said', 'told me', 'wrote']
      ).filter((v) => !(v === 'told me' && subject.text === 'we'));
      const f = verbForms(frame.verb);
      const pron = pronounOf(subject);
      const marker = laterMarker(frame);
      for (const verb of rng.shuffle(verbs).slice(0, 2))
        yield item(rng, {
          text: `${subject.text} ${verb} that ${pron} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`would ${f.base}`, frame),
          wrong: [
            d(vp(`will ${f.base}`, frame), 'will-after-past-reporting', {}),
            d(vp(`would ${f.third}`, frame), 'third-after-modal', { modal: 'would' }),
            d(vp(`would to ${f.base}`, frame), 'to-after-modal', { modal: 'would' }),
          ],
          ruleId: 'would-past',
          trigger: [verb, marker],
          skeleton: frame.id,
        });
    }
  },
});

export const beAbleTo: TopicDef = topic({
  slug: 'be-able-to',
  section: 'modal',
  name: L('Can, could, will be able to', 'Can, could, will be able to'),
  level: 'intermediate',
  possibleAnswers: ['will be able to', 'could', 'can'],
  rule: L(
    'Can has no future or infinitive: after will (or another modal) use be able to: She will be able to come tomorrow.',
    'Can не має майбутнього часу чи інфінітива: після will (чи іншого модального) — be able to: She will be able to come tomorrow.',
  ),
  signals: L('will …, next year, soon → will be able to', 'will …, next year, soon → will be able to'),
  examples: ['I will be able to help you tomorrow.', 'After the course, she will be able to speak Spanish.'],
  rules: [
    rule(
      'able',
      'After will use be able to; "will can" is not possible.',
      'Після will — be able to; «will can» не кажемо.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Ability needs a skill being learnt, a recovery or a new circumstance ("after the course", "when her arm
    // gets better"): an everyday activity with a date ("will be able to read comics next Saturday") is not.
    const all: [Ability, Subject, string][] = [];
    for (const a of ABILITIES)
      for (const s of ALL_SUBJECTS) if (abilityFits(a, s)) for (const r of a.reasons) all.push([a, s, r]);
    for (const [a, subject, rawReason] of rng.shuffle(all)) {
      const f = verbForms(a.verb);
      const reason = fillFor(rawReason, subject);
      const rest = fillFor(a.rest, subject);
      // A reason without the subject's pronoun may open the sentence: "After the course, Anna will …".
      const lead =
        !/[{]/.test(rawReason) && /^(after|by|when|once|with|if|in)\b/.test(rawReason) && rng.next() < 0.5;
      const text = lead
        ? `${cap(reason)}, ${subject.text} will {} ${rest}`
        : `${subject.text} will {} ${rest} ${reason}`;
      yield item(rng, {
        text,
        answer: `be able to ${f.base}`,
        wrong: [
          d(`can ${f.base}`, 'will-can', {}),
          d(`able to ${f.base}`, 'missing-be', {}),
          d(`be able ${f.base}`, 'missing-to', {}),
        ],
        ruleId: 'able',
        trigger: ['will'],
        skeleton: `able-${a.id}-${a.reasons.indexOf(rawReason)}`,
      });
    }
  },
});
