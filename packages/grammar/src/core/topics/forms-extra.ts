import { cap, d, item, L, rule, topic } from '../../engine.ts';
import {
  alternatives,
  futureReasons,
  isImpersonal,
  pronBe,
  restFor,
  soonMarkers,
} from '../../lexicon/context.ts';
import { FRAMES, futureMarkers, habitMarkers, KINDS, NOW, pastMarkers } from '../../lexicon/frames.ts';
import { ALL_SUBJECTS, asked, type FrameSubject as Subject, TOLD_SUBJECTS } from '../../lexicon/people.ts';
import {
  bePast,
  bePresent,
  isPlural,
  isPronoun,
  is3sg as isThirdSingular,
  pronounFor as refersTo,
} from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { ExerciseDraft, Rng, TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';

const PROG = FRAMES.filter((f) => f.prog);
const pronounOf = (s: Subject) =>
  isPronoun(s)
    ? s.text === 'I'
      ? 'you'
      : s.text === 'you'
        ? 'I'
        : s.text
    : isPlural(s)
      ? 'they'
      : s.poss === 'his'
        ? 'he'
        : 'she';
const verbPhrase = (frame: (typeof FRAMES)[number], s: Subject, form: string) =>
  `${vp(form, frame)} ${tail(frame, s)}`;

// Nobody asks someone else about their own doings ("Am I reading comics at the moment?", round 1132).
const SHORT_SUBJECTS = ALL_SUBJECTS.filter(
  (s) => !/neighbour/.test(s.text) && s.person !== '1sg' && s.person !== '1pl',
);

export const shortAnswers: TopicDef = topic({
  slug: 'short-answers',
  section: 'question-form',
  name: L(
    'Short answers: Yes, she does. No, they aren’t.',
    'Короткі відповіді: Yes, she does. No, they aren’t.',
  ),
  level: 'basic',
  possibleAnswers: ['does', "doesn't", 'is', "isn't"],
  rule: L(
    'A short answer repeats the auxiliary of the question: Does she…? — Yes, she does. Is he…? — No, he isn’t. Did they…? — Yes, they did.',
    'Коротка відповідь повторює допоміжне дієслово питання: Does she…? — Yes, she does. Is he…? — No, he isn’t. Did they…? — Yes, they did.',
  ),
  signals: L(
    'the first word of the question (do, does, did, is, are)',
    'перше слово питання (do, does, did, is, are)',
  ),
  examples: ['Does your sister play tennis? — Yes, she does.', 'Are they at home? — No, they aren’t.'],
  rules: [
    rule(
      'short',
      'Repeat the question’s auxiliary (do/does/did/be) with a pronoun; yes → positive, no → negative.',
      'У короткій відповіді повторюємо допоміжне дієслово з питання (do/does/did/be) і займенник; після yes — стверджувальна форма, після no — заперечна.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    let n = 0;
    // Asked of the listener: about their people ("Did your mother…?"), never "my mother", and not about
    // the neighbours, whose habits the listener has no reason to know.
    for (const [frame, subject] of pairs(rng, FRAMES, SHORT_SUBJECTS)) {
      // One past day is asked about only for what is worth reporting (an outing, a trip, a job done), not
      // "Did Olena read the newspaper yesterday morning?" or "Did they feed the cat two days ago?": those
      // frames are asked as habits. Only a trip is dated far back ("two years ago", "in 2019").
      const nth = n++ % 3;
      const kind = nth === 1 && (!KINDS[frame.kind].report || frame.tod) ? 0 : nth;
      const yes = rng.next() < 0.5;
      const p = pronounOf(subject);
      const third = isThirdSingular(subject);
      const f = verbForms(frame.verb);
      let question: string;
      let aux: string;
      if (kind === 0) {
        aux = third ? 'does' : 'do';
        question = `${cap(aux)} ${asked(subject).text} ${verbPhrase(frame, subject, f.base)} ${rng.pick(habitMarkers(frame))}?`;
      } else if (kind === 1) {
        aux = 'did';
        const markers = pastMarkers(frame).filter((m) => frame.kind === 'trip' || !/ago|\d/.test(m));
        question = `Did ${asked(subject).text} ${verbPhrase(frame, subject, f.base)} ${rng.pick(markers)}?`;
      } else {
        if (!frame.prog) continue;
        aux = bePresent(subject);
        question = `${cap(aux)} ${asked(subject).text} ${verbPhrase(frame, subject, f.ing)} ${rng.pick(NOW)}?`;
      }
      // The answer's pronoun changes person: you → I, I → you.
      const answerAux =
        kind === 2
          ? p === 'I'
            ? 'am'
            : p === 'you' || p === 'we' || p === 'they'
              ? 'are'
              : 'is'
          : kind === 0
            ? p === 'he' || p === 'she'
              ? 'does'
              : 'do'
            : 'did';
      const right = yes ? answerAux : answerAux === 'am' ? 'am not' : `${answerAux}n't`;
      const wrongPolarity = yes ? (answerAux === 'am' ? 'am not' : `${answerAux}n't`) : answerAux;
      const otherAux =
        kind === 2
          ? p === 'he' || p === 'she'
            ? "doesn't"
            : "don't"
          : kind === 0
            ? answerAux === 'does'
              ? 'is'
              : 'are'
            : answerAux === 'did'
              ? 'was'
              : 'did';
      const otherWrong = yes
        ? otherAux.replace("n't", '')
        : otherAux.endsWith("n't")
          ? otherAux
          : `${otherAux}n't`;
      yield item(rng, {
        text: `${question} — ${yes ? 'Yes' : 'No'}, ${p} {}.`,
        answer: right,
        wrong: [
          d(wrongPolarity, yes ? 'negative-after-yes' : 'positive-after-no', {}),
          d(otherWrong, kind === 2 ? 'do-for-be' : 'wrong-auxiliary', { aux: cap(aux) }),
        ],
        ruleId: 'short',
        trigger: [cap(aux), yes ? 'Yes' : 'No'],
        skeleton: `${frame.id}-${kind}`,
      });
    }
  },
});

/**
 * A meal's habit said "at the moment" reads as a passing diet ("My friends are eating fruit for breakfast at
 * the moment" was crossed out), so such frames take no "now" in the mixed-tenses topic.
 */
const AT_A_MEAL = /for (breakfast|lunch|dinner)|in the canteen/;

export const goingToNegativeQuestions: TopicDef = topic({
  slug: 'going-to-negative-questions',
  section: 'future-tense',
  name: L('Going to: negatives and questions', 'Going to: заперечення й питання'),
  level: 'basic',
  possibleAnswers: ["isn't going to", 'Are … going to'],
  rule: L(
    "Negative: am not / isn't / aren't going to + base form. Question: Am/Is/Are + subject + going to + base form?",
    "Заперечення: am not / isn't / aren't going to + початкова форма. Питання: Am/Is/Are + підмет + going to + початкова форма?",
  ),
  signals: L('plans: tomorrow, next week, next summer', 'плани: tomorrow, next week, next summer'),
  examples: ["We aren't going to travel next summer.", 'Is she going to visit her grandparents?'],
  rules: [
    rule(
      'gt-neg-q',
      'Going to takes be in negatives and questions, never do/does.',
      'У запереченнях і питаннях going to вживається з be, ніколи з do/does.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Plans only (see below), so each pair gives both a negative and a question, in two rounds.
    const planned = [...pairs(rng, FRAMES)];
    for (const round of [0, 1])
      for (const [i, [frame, subject]] of planned.entries()) {
        const f = verbForms(frame.verb);
        const be = bePresent(subject);
        const marker = rng.pick(futureMarkers(frame));
        const doAux = isThirdSingular(subject) ? "doesn't" : "don't";
        if ((i + round) % 2 === 0) {
          // A plan one is not going to carry out is said with its reason or what replaces it ("It's going to
          // rain, so we aren't going to play tennis this weekend", "…; she's going to go to the theatre
          // instead"): "Andriy isn't going to sweep the kitchen floor next weekend" out of the blue was
          // crossed out. A frame with neither is not negated. "You" is for questions (TOLD_SUBJECTS).
          // Only a plan (an outing, a trip, a job to do) is given up; a routine (green tea, the early train) is not.
          if (subject.circle === 'listener' || !KINDS[frame.kind].plan) continue;
          const neg = be === 'am' ? 'am not' : `${be}n't`;
          // Clients and the boss are met on weekdays, not "on Saturday".
          const soon = rng.pick(soonMarkers(frame).filter((m) => frame.kind !== 'work' || m === 'tomorrow'));
          const reasons = futureReasons(frame, subject, soon);
          const alt = reasons.length
            ? undefined
            : rng.shuffle(alternatives(frame, subject, { plan: true, sameKind: true, sameClass: true }))[0];
          if (!reasons.length && !alt) continue;
          const reason = reasons.length ? rng.pick(reasons) : '';
          const text = alt
            ? `${subject.text} {} ${tail(frame, subject)} ${marker}; ${pronBe(subject)} going to ${verbForms(alt.verb).base} ${restFor(alt, subject.poss)} instead`
            : `${reason}, so ${isImpersonal(reason) ? subject.text : refersTo(subject)} {} ${tail(frame, subject)} ${soon}`;
          yield item(rng, {
            text,
            answer: vp(`${neg} going to ${f.base}`, frame),
            wrong: [
              d(vp(`${doAux} going to ${f.base}`, frame), 'do-for-be', { subject: subject.text }),
              d(vp(`${neg} going ${f.base}`, frame), 'missing-to', {}),
            ],
            ruleId: 'gt-neg-q',
            trigger: [alt ? marker : soon],
            skeleton: `${frame.id}-neg`,
          });
        } else {
          // A question about a plan asks about something people plan (an outing, a trip, a job, a meeting),
          // not "Is Maria going to drink green tea tomorrow?" or "…go to bed late tomorrow evening?" (round
          // 1132 sample); work is asked for a weekday.
          if (subject.text === 'I' || !KINDS[frame.kind].plan) continue;
          if (frame.kind === 'work' && !/tomorrow|next week$/.test(marker)) continue;
          yield item(rng, {
            text: `{} ${asked(subject).text} going to ${verbPhrase(frame, subject, f.base)} ${marker}?`,
            answer: cap(be),
            wrong: [
              d(isThirdSingular(subject) ? 'Does' : 'Do', 'do-for-be', { subject: subject.text }),
              d(be === 'is' ? 'Are' : 'Is', 'be-agreement', { subject: subject.text, be }),
            ],
            ruleId: 'gt-neg-q',
            trigger: [subject.text, 'going to'],
            skeleton: `${frame.id}-q`,
          });
        }
      }
  },
});

/**
 * Why nobody answered the phone: a guess that fits the hour and the person (round 1133). `one`: only a single
 * person (a group does not have "a shower"); `adult`: not children or students; `worker`: one adult with a job.
 */
export const NO_ANSWER: { when: string; ing: string; fit?: 'one' | 'adult' | 'worker' | 'young' }[] = [
  { when: 'at seven this morning', ing: 'sleeping' },
  { when: 'at seven this morning', ing: 'having a shower', fit: 'one' },
  { when: 'at seven this morning', ing: 'jogging in the park', fit: 'adult' },
  { when: 'at eight this morning', ing: 'driving to work', fit: 'worker' },
  { when: 'at seven this morning', ing: 'walking the dog', fit: 'one' },
  { when: 'at ten yesterday morning', ing: 'having a meeting', fit: 'worker' },
  { when: 'at ten yesterday morning', ing: 'having a lesson', fit: 'young' },
  { when: 'at ten yesterday morning', ing: 'writing a test', fit: 'young' },
  { when: 'at three yesterday afternoon', ing: 'seeing the doctor', fit: 'one' },
  { when: 'at three yesterday afternoon', ing: 'having a haircut', fit: 'one' },
  { when: 'at three yesterday afternoon', ing: 'swimming in the pool' },
  { when: 'at six last night', ing: 'driving home', fit: 'worker' },
  { when: 'at six last night', ing: 'working out at the gym', fit: 'adult' },
  { when: 'at six last night', ing: 'playing football', fit: 'young' },
  { when: 'at eight last night', ing: 'having a shower', fit: 'one' },
  { when: 'at eight last night', ing: 'watching a film at the cinema' },
  { when: 'at eight last night', ing: 'having dinner at a restaurant', fit: 'adult' },
  { when: 'at six last night', ing: 'cooking dinner', fit: 'adult' },
  { when: 'at eight last night', ing: 'doing their homework', fit: 'young' },
  { when: 'at eleven last night', ing: 'sleeping' },
  { when: 'at eleven last night', ing: 'having a bath', fit: 'one' },
  { when: 'at seven this morning', ing: 'doing yoga', fit: 'adult' },
  { when: 'at eight this morning', ing: 'cycling to work', fit: 'worker' },
  { when: 'at eight this morning', ing: 'cycling to school', fit: 'young' },
  { when: 'at ten yesterday morning', ing: 'working', fit: 'worker' },
  { when: 'at ten yesterday morning', ing: 'having a job interview', fit: 'worker' },
  { when: 'at ten yesterday morning', ing: 'seeing the dentist', fit: 'one' },
  { when: 'at three yesterday afternoon', ing: 'having a nap' },
  { when: 'at three yesterday afternoon', ing: 'playing tennis' },
  { when: 'at three yesterday afternoon', ing: 'having a driving lesson', fit: 'adult' },
  { when: 'at six last night', ing: 'doing the shopping', fit: 'adult' },
  { when: 'at six last night', ing: 'swimming in the pool' },
  { when: 'at eight last night', ing: 'singing in the choir', fit: 'adult' },
  { when: 'at eight last night', ing: 'playing football' },
  { when: 'at eight last night', ing: 'having a guitar lesson', fit: 'one' },
  { when: 'at eleven last night', ing: 'flying back from Rome', fit: 'adult' },
  { when: 'at eleven last night', ing: 'dancing at a party', fit: 'adult' },
  { when: 'at midnight', ing: 'sleeping' },
];

/** Every "I called X … but nobody answered. Was/Were X …?" item: each subject asked about with each fitting guess. */
function noAnswerQuestions(rng: Rng): ExerciseDraft[] {
  const out: ExerciseDraft[] = [];
  for (const subject of ALL_SUBJECTS) {
    if (subject.person === '1sg' || subject.person === '1pl') continue;
    const who = asked(subject);
    const pron = isPronoun(who) ? who.text : pronounOf(who);
    const obj = ({ he: 'him', she: 'her', they: 'them', you: 'you' } as Record<string, string>)[pron];
    if (!obj) continue;
    const plural = subject.person === '3pl' || subject.person === '2';
    const young = !subject.adult;
    const be = bePast(subject);
    const called = isPronoun(who) ? obj : who.text;
    for (const [i, g] of NO_ANSWER.entries()) {
      if (g.fit === 'one' && plural) continue;
      if (g.fit === 'adult' && young) continue;
      if (g.fit === 'young' && !young) continue;
      if (g.fit === 'worker' && !subject.worker) continue;
      const ing = g.ing.replace(' their ', ` ${pron === 'you' ? 'your' : subject.poss} `);
      out.push(
        item(rng, {
          text: `I called ${called} ${g.when}, but nobody answered. {} ${pron} ${ing}?`,
          answer: cap(be),
          wrong: [
            d('Did', 'did-with-ing', {}),
            d(be === 'was' ? 'Were' : 'Was', 'be-agreement', { subject: subject.text, be }),
          ],
          ruleId: 'pastc-neg-q',
          trigger: [subject.text, g.ing],
          skeleton: `no-answer-${i}-q`,
        }),
      );
    }
  }
  return out;
}

/** Done away from home: "at home" rules it out ("wasn't jogging in the park; he was at home"). */
const AWAY =
  /\b(park|pool|river|the city|shops|canteen|station|market|school|office|colleagues|clients|the dog|visit|the neighbours with|tennis|football|basketball|fish|cycle|in the car|do the shopping|cinema|gym|restaurant)\b/;
/** Done at home: "out with friends", "at work" or "at school" rules it out. */
const AT_HOME =
  /\b(cook|bake|clean|vacuum|sweep|tidy|iron|polish|empty|lay|make|change|water|feed the cat|cut the grass|the garden|wash the car|fix the car|repair|on TV|watch a film|piano|guitar|yoga|computer games|in bed|shower|homework|breakfast|paint|draw|cards with|chess with|diary|in the kitchen|read a book)\b/;

/**
 * Where an activity is done, for the reason a past-continuous negative gives: away from home, at home, or
 * anywhere (a call, a text, a letter, a podcast, learning words), which no place rules out.
 */
export function whereDone(frame: (typeof FRAMES)[number]): 'away' | 'home' | 'anywhere' {
  const k = `${frame.verb} ${frame.rest}`;
  if (AWAY.test(k)) return 'away';
  if (AT_HOME.test(k)) return 'home';
  return 'anywhere';
}

export const pastContinuousNegQ: TopicDef = topic({
  slug: 'past-continuous-negative-questions',
  section: 'past-tense',
  name: L("Past continuous: wasn't, weren't and questions", "Past continuous: wasn't, weren't і питання"),
  level: 'intermediate',
  possibleAnswers: ["wasn't", "weren't", 'Was', 'Were'],
  rule: L(
    "Negative: wasn't/weren't + -ing. Question: Was/Were + subject + -ing? Did is not used with the -ing form.",
    "Заперечення: wasn't/weren't + -ing. Питання: Was/Were + підмет + -ing? Did з формою -ing не вживається.",
  ),
  signals: L('at this time yesterday, when the phone rang', 'at this time yesterday, when the phone rang'),
  examples: ["I wasn't sleeping when you called.", 'Were they watching TV at eight last night?'],
  rules: [
    rule(
      'pastc-neg-q',
      'Use was/were (not did) with the -ing form.',
      'З формою на -ing — was/were (а не did).',
    ),
  ],
  target: 1800,
  *generate(rng) {
    let n = 0;
    const questions = rng.shuffle(noAnswerQuestions(rng));
    for (const [frame, subject] of pairs(rng, PROG)) {
      const f = verbForms(frame.verb);
      const be = bePast(subject);
      // The time suits the activity: breakfast in the morning, the evening's news at night.
      const markers =
        frame.tod === 'morning'
          ? ['at this time yesterday', 'at seven this morning']
          : frame.tod === 'evening'
            ? ['at eight last night', 'at this time yesterday']
            : ['at this time yesterday', 'at eight last night', 'when the phone rang'];
      const marker = rng.pick(markers);
      if (n++ % 2 === 0 || questions.length === 0) {
        // A negative denies what someone supposed and says where the person really was ("Tom wasn't
        // playing tennis at this time yesterday; he was at work"); never told to "you", never the bare
        // background of an interruption ("My cousins weren't eating fruit when the phone rang").
        if (subject.circle === 'listener') continue;
        const place = whereDone(frame);
        // Where the person really was says why they were not doing it only when it rules the activity out:
        // "weren't writing letters … they were at home" explains nothing (round 1135). An activity done
        // anywhere (a call, a text, a podcast) is ruled out by sleep, late at night.
        const m =
          place === 'anywhere' && frame.tod !== 'morning'
            ? 'at eleven last night'
            : marker === 'when the phone rang'
              ? 'at this time yesterday'
              : marker;
        const pron = isPronoun(subject) ? subject.text : pronounOf(subject);
        const where =
          m === 'at seven this morning'
            ? 'still asleep'
            : frame.kind === 'work' || frame.kind === 'workday'
              ? 'on holiday'
              : place === 'anywhere'
                ? 'already asleep'
                : !subject.adult
                  ? m !== 'at this time yesterday'
                    ? place === 'away'
                      ? 'at home'
                      : 'already asleep'
                    : /school|canteen/.test(frame.rest)
                      ? 'at home'
                      : 'at school'
                  : place === 'away'
                    ? 'at home'
                    : subject.worker && m === 'at this time yesterday'
                      ? 'at work'
                      : 'out with friends';
        yield item(rng, {
          text: `${subject.text} {} ${verbPhrase(frame, subject, f.ing)} ${m}; ${pron} ${be} ${where}`,
          answer: `${be}n't`,
          wrong: [
            d("didn't", 'did-with-ing', {}),
            d(`${be === 'was' ? 'were' : 'was'}n't`, 'be-agreement', { subject: subject.text, be }),
          ],
          ruleId: 'pastc-neg-q',
          trigger: [subject.text, f.ing],
          skeleton: `${frame.id}-neg`,
        });
      } else {
        // Not "Were we playing tennis when the phone rang?": the speaker knows (round 1132). A question says
        // why it is asked: the speaker called and nobody answered. The guess is a likely reason not to pick
        // up at that hour (in the shower, driving home, at the gym, asleep), authored with its time, not any
        // activity of the frames: "…at this time yesterday … Was he writing in his diary?", "…at eight last
        // night … Was she driving to the office?" were crossed out in round 1133.
        const q = questions.pop();
        if (!q) continue;
        yield q;
      }
    }
  },
});

export const mixedTenses: TopicDef = topic({
  slug: 'mixed-tenses',
  section: 'multiple-choices',
  name: L('Mixed tenses: choose by the time expression', 'Змішані часи: вибір за вказівником часу'),
  level: 'intermediate',
  possibleAnswers: ['is working', 'worked', 'will work'],
  rule: L(
    'The time expression decides the tense: every day → present simple; now → present continuous; yesterday → past simple; tomorrow → will.',
    'Вказівник часу визначає час: every day → present simple; now → present continuous; yesterday → past simple; tomorrow → will.',
  ),
  signals: L('now, yesterday, tomorrow and similar', 'now, yesterday, tomorrow тощо'),
  examples: ['She is visiting her grandparents now.', 'She visited her grandparents last Sunday.'],
  rules: [
    rule('habit', 'Habit markers take the present simple.', 'Вказівники звички — present simple.'),
    rule(
      'now',
      'Now and at the moment take the present continuous.',
      'Now та at the moment — present continuous.',
    ),
    rule('past', 'A finished past time takes the past simple.', 'Завершений минулий час — past simple.'),
    rule('future', 'Tomorrow, next … take will + base form.', 'Tomorrow, next … — will + початкова форма.'),
  ],
  target: 2000,
  *generate(rng) {
    // Not told to "you"; the future only for plans, the past only for news or the household's jobs.
    for (const [frame, subject] of pairs(rng, PROG, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const forms = {
        habit: vp(presentFor(subject, f.third, f.base), frame),
        now: vp(`${bePresent(subject)} ${f.ing}`, frame),
        past: vp(f.past, frame),
        future: vp(`will ${f.base}`, frame),
      };
      // No habit items: "every day" also fits a past habit (fed every day) or a future one (will feed).
      const fitting = (['now', 'past', 'future'] as const).filter(
        (w) =>
          (w !== 'future' || KINDS[frame.kind].plan) &&
          (w !== 'past' || KINDS[frame.kind].report || frame.kind === 'chore') &&
          (w !== 'now' || !AT_A_MEAL.test(frame.rest)),
      );
      if (fitting.length === 0) continue;
      const which = rng.pick(fitting);
      const marker =
        which === 'now'
          ? rng.pick(NOW)
          : which === 'past'
            ? rng.pick(pastMarkers(frame).filter((m) => !m.endsWith('days ago')))
            : rng.pick(futureMarkers(frame));
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: forms[which],
        // With a future time the present continuous (an arrangement) and the present simple (a timetable)
        // can also be right, so only the past is offered against will. With "now" the present simple can
        // be a new habit ("She writes in her diary now; she never used to"): blind rounds accepted it, so
        // only the past and will are offered against the present continuous.
        wrong: (Object.keys(forms) as (keyof typeof forms)[])
          .filter(
            (k) =>
              k !== which &&
              !(which === 'future' && (k === 'now' || k === 'habit')) &&
              !(which === 'now' && k === 'habit'),
          )
          .map((k) => d(forms[k], 'tense-marker-mismatch', { marker, tense: which })),
        ruleId: which,
        trigger: [marker],
        skeleton: `${frame.id}-${which}`,
      });
    }
  },
});
