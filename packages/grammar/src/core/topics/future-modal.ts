import { cap, d, expand, item, L, rule, topic } from '../../engine.ts';
import { futureReasons, isImpersonal, soonMarkers } from '../../lexicon/context.ts';
import {
  choreFits,
  contextFits,
  DUTIES,
  DUTY_FRAME_KEYS,
  type Duty,
  dutyFits,
} from '../../lexicon/duty-pairs.ts';
import { fillFor } from '../../lexicon/fill.ts';
import { misfit } from '../../lexicon/fit.ts';
import { FRAMES, type Frame, futureMarkers, habitMarkers, KINDS } from '../../lexicon/frames.ts';
import {
  ADVICE,
  CANT,
  CANT_BECAUSE,
  MAYBE,
  type ModalPhrase,
  REMINDERS,
  RULES,
  SKILLS,
  SUGGESTIONS,
} from '../../lexicon/modal-pairs.ts';
import {
  ALL_SUBJECTS,
  KID_SUBJECTS,
  type FrameSubject as Subject,
  TOLD_SUBJECTS,
} from '../../lexicon/people.ts';
import {
  bePresent,
  isPlural,
  is3sg as isThirdSingular,
  pronounFor as pronounOf,
} from '../../lexicon/subject.ts';
import { WONT_LINES, type WontWho } from '../../lexicon/wont-lines.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { ExerciseDraft, TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';

export const willFuture: TopicDef = topic({
  slug: 'will-future',
  section: 'future-tense',
  name: L('Will + base form', 'Will + початкова форма'),
  level: 'basic',
  possibleAnswers: ['will work'],
  rule: L(
    'After will, use the base form of the verb for every subject: she will go, they will call (not will goes, will to go, will going).',
    'Після will — початкова форма дієслова для всіх осіб: she will go, they will call (а не will goes, will to go, will going).',
  ),
  signals: L('tomorrow, next week, next summer', 'tomorrow, next week, next summer'),
  examples: ['I will call you tomorrow.', 'They will visit London next year.'],
  rules: [
    rule(
      'will-base',
      'Will is followed by the base form, with no -s, to or -ing.',
      'Після will — початкова форма без -s, to чи -ing.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Plans people announce (trips, outings, bigger jobs), not routine trivia ("We will make the bed
    // tomorrow"); told about the speaker and others, not to "you".
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      for (const marker of rng.shuffle(futureMarkers(frame)).slice(0, 2))
        yield item(rng, {
          text: `${subject.text} will {} ${tail(frame, subject)} ${marker}`,
          answer: vp(f.base, frame),
          wrong: [
            d(vp(f.third, frame), 'third-after-modal', { modal: 'will' }),
            d(vp(`to ${f.base}`, frame), 'to-after-modal', { modal: 'will' }),
            d(vp(f.ing, frame), 'ing-after-modal', { modal: 'will' }),
          ],
          ruleId: 'will-base',
          trigger: ['will'],
          skeleton: frame.id,
        });
    }
  },
});

/** Frames people plan or announce (KINDS[kind].plan): trips, outings, work events, bigger household jobs. */
const PLANS = FRAMES.filter((f) => KINDS[f.kind].plan);

const otherBe = (s: Subject) => (bePresent(s) === 'is' ? 'are' : 'is');

export const goingTo: TopicDef = topic({
  slug: 'going-to',
  section: 'future-tense',
  name: L('Be going to', 'Be going to'),
  level: 'basic',
  possibleAnswers: ['is going to work', 'are going to work'],
  rule: L(
    'For plans, use am/is/are + going to + the base form: she is going to visit, we are going to travel.',
    'Для планів — am/is/are + going to + початкова форма: she is going to visit, we are going to travel.',
  ),
  signals: L(
    'plans and intentions: tomorrow, next weekend, next summer',
    'плани й наміри: tomorrow, next weekend, next summer',
  ),
  examples: ['We are going to visit London next year.', 'I am going to clean the house next weekend.'],
  rules: [
    rule(
      'going-to',
      'Going to needs a form of be that agrees with the subject, then to + base form.',
      'Перед going to стоїть форма be, узгоджена з підметом (am/is/are), а після нього — початкова форма.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      const f = verbForms(frame.verb);
      const be = bePresent(subject);
      for (const marker of rng.shuffle(futureMarkers(frame)).slice(0, 2))
        yield item(rng, {
          text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`${be} going to ${f.base}`, frame),
          wrong: [
            d(vp(`${otherBe(subject)} going to ${f.base}`, frame), 'be-agreement', {
              subject: subject.text,
              be,
            }),
            d(vp(`going to ${f.base}`, frame), 'going-to-without-be', { subject: subject.text }),
            d(vp(`${be} going to ${f.third}`, frame), 'third-after-to', {}),
          ],
          ruleId: 'going-to',
          trigger: [subject.text],
          skeleton: frame.id,
        });
    }
  },
});

export const wontNegative: TopicDef = topic({
  slug: 'will-negative',
  section: 'negative-form',
  name: L("Won't + base form", "Won't + початкова форма"),
  level: 'basic',
  possibleAnswers: ["won't work"],
  rule: L(
    "The negative of will is will not (won't) + the base form: she won't come.",
    "Заперечення will — will not (won't) + початкова форма: she won't come.",
  ),
  signals: L('tomorrow, next week, next year', 'tomorrow, next week, next year'),
  examples: ["I won't be late tomorrow.", "They won't go camping next summer."],
  rules: [
    rule(
      'wont-base',
      "After won't the verb is in the base form.",
      "Після won't дієслово стоїть у початковій формі.",
    ),
  ],
  target: 2000,
  *generate(rng) {
    // What won't really says, authored (lexicon/wont-lines.ts): promises, predictions, refusals and
    // decisions made while speaking; only the safe parts vary.
    yield* wontLines(rng);
    // A plan stopped by a reason that really stops it: "It's going to rain, so we won't play tennis
    // tomorrow", "Anna has hurt her knee, so she won't go skiing this weekend". No "…; she's going to …
    // instead": a changed plan is said with "isn't going to", not "won't".
    for (const [frame, subject] of pairs(rng, PLANS, TOLD_SUBJECTS)) {
      if (/dentist/.test(frame.rest)) continue;
      const f = verbForms(frame.verb);
      const wrongFor = (marker: string) => [
        d(vp(`won't ${f.third}`, frame), 'third-after-modal', { modal: "won't" }),
        d(vp(`won't to ${f.base}`, frame), 'to-after-modal', { modal: "won't" }),
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.base}`, frame), 'tense-marker-mismatch', {
          marker,
          tense: 'future',
        }),
      ];
      const done = new Set<string>();
      // Clients and the boss are met on weekdays, not "this weekend".
      const markers = soonMarkers(frame).filter((m) => frame.kind !== 'work' || m === 'tomorrow');
      for (const marker of rng.shuffle(markers).slice(0, 2)) {
        const reasons = futureReasons(frame, subject, marker).filter((r) => !done.has(r));
        if (reasons.length === 0) continue;
        const reason = rng.pick(reasons);
        done.add(reason);
        yield item(rng, {
          text: `${reason}, so ${isImpersonal(reason) ? subject.text : pronounOf(subject)} {} ${tail(frame, subject)} ${marker}`,
          answer: vp(`won't ${f.base}`, frame),
          wrong: wrongFor(marker),
          ruleId: 'wont-base',
          trigger: [marker],
          skeleton: `${frame.id}-so`,
        });
      }
    }
  },
});

const KIDS = KID_SUBJECTS;
const FAMILY = TOLD_SUBJECTS.filter((s) => s.circle === 'family' && s.adult);
const PEOPLE = TOLD_SUBJECTS.filter(
  (s) => (s.circle === 'family' || s.circle === 'named') && s.adult && !/^(he|she|they)$/.test(s.text),
);
const speaker = (text: 'I' | 'we') => ALL_SUBJECTS.find((s) => s.text === text) as Subject;

function subjectsFor(who: WontWho): (Subject | undefined)[] {
  if (who === 'I') return [speaker('I')];
  if (who === 'we') return [speaker('we')];
  if (who === 'I/we') return [speaker('I'), speaker('we')];
  if (who === 'people') return PEOPLE;
  if (who === 'family') return FAMILY;
  if (who === 'one') return FAMILY.filter((s) => isThirdSingular(s));
  if (who === 'kids') return KIDS;
  return [undefined];
}

/** A present-tense verb agreeing with the subject: be → am/is/are, have → has/have, say → says/say. */
const agree = (s: Subject, verb: string) =>
  verb === 'be' ? bePresent(s) : isThirdSingular(s) ? verbForms(verb).third : verb;

/** Who stands right before the blank in an authored line with its subject written in ("so I ___"). */
const personBefore = (text: string) => {
  const w = text.split('___')[0]?.trim().split(' ').pop() ?? '';
  return w === 'I' ? 'I' : /^(we|you|they)$/.test(w) ? 'pl' : '3sg';
};

function* wontLines(rng: Parameters<typeof item>[0]): Generator<ExerciseDraft> {
  for (const [i, line] of WONT_LINES.entries()) {
    const f = verbForms(line.verb);
    for (const subject of subjectsFor(line.who)) {
      for (const template of expand(line.text)) {
        const text = subject
          ? template
              .replaceAll('<S>', subject.text)
              .replaceAll('<P>', pronounOf(subject))
              .replace(/<v:(\w+)>/g, (_, v: string) => agree(subject, v))
          : template;
        const person = subject
          ? subject.text === 'I'
            ? 'I'
            : isThirdSingular(subject)
              ? '3sg'
              : 'pl'
          : personBefore(text);
        const wrong =
          line.verb === 'be'
            ? [
                d(
                  `won't ${person === 'I' ? 'am' : person === '3sg' ? 'is' : 'are'}`,
                  'be-form-after-will',
                  {},
                ),
                d("won't to be", 'to-after-modal', { modal: "won't" }),
                d("won't being", 'ing-after-modal', { modal: "won't" }),
              ]
            : [
                d(`won't ${f.third}`, 'third-after-modal', { modal: "won't" }),
                d(`won't to ${f.base}`, 'to-after-modal', { modal: "won't" }),
                line.marker
                  ? d(`${person === '3sg' ? "doesn't" : "don't"} ${f.base}`, 'tense-marker-mismatch', {
                      marker: line.marker,
                      tense: 'future',
                    })
                  : d(`won't ${f.ing}`, 'ing-after-modal', { modal: "won't" }),
              ];
        yield item(rng, {
          text,
          answer: `won't ${f.base}`,
          wrong,
          ruleId: 'wont-base',
          trigger: [
            line.marker ??
              subject?.text ??
              text
                .split(' ___')[0]
                ?.split(/[;:,] /)
                .pop() ??
              '',
          ],
          skeleton: `wont-${line.kind}-${i}`,
        });
      }
    }
  }
}

export const modalBase: TopicDef = topic({
  slug: 'modal-base-form',
  section: 'modal',
  name: L('Modal verbs + base form', 'Модальні дієслова + початкова форма'),
  level: 'basic',
  possibleAnswers: ['can go', 'must go', 'might go'],
  rule: L(
    'After can, could, may, might, must and should, use the base form: she can swim, he must go (not can swims, must to go).',
    'Після can, could, may, might, must і should — початкова форма: she can swim, he must go (а не can swims, must to go).',
  ),
  signals: L('can, could, may, might, must, should', 'can, could, may, might, must, should'),
  examples: ['You should call your grandmother.', 'We might go camping next summer.'],
  rules: [
    rule(
      'modal-base',
      'A modal verb is followed by the base form: no -s, no to, no -ing.',
      'Після модального дієслова — початкова форма: без -s, to чи -ing.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Each modal with the context that gives it a meaning (modal-pairs.ts): should with a reason, must with a
    // rule or a reminder, can with a skill, can't with a reason, might / may with the doubt, could with a
    // suggestion.
    const make = (text: string, modal: string, [verb, rest]: ModalPhrase, skeleton: string, s?: Subject) => {
      const f = verbForms(verb);
      const wrong = [d(`to ${f.base}`, 'to-after-modal', { modal }), d(f.ing, 'ing-after-modal', { modal })];
      if (s && isThirdSingular(s)) wrong.unshift(d(f.third, 'third-after-modal', { modal }));
      return item(rng, {
        text: text.replace('{rest}', s ? fillFor(rest, s) : rest),
        answer: f.base,
        wrong,
        ruleId: 'modal-base',
        trigger: [modal],
        skeleton,
      });
    };
    const who = (text: string, s: Subject) => fillFor(text.replace('{who}', s.text), s);
    const out: ExerciseDraft[] = [];
    const people = ALL_SUBJECTS.filter((s) => s.text !== 'you');
    // A toothache, a cold or a skill belongs to one person, not to a group.
    const one = (s: Subject) => !isPlural(s) || s.text === 'you';
    const BODY = /toothache|cold|cough|\bill\b|tired|stressed|breakfast/;
    for (const [i, [reason, advice, adult]] of ADVICE.entries())
      for (const s of ALL_SUBJECTS) {
        if ((adult && !s.adult) || (BODY.test(reason) && !one(s))) continue;
        if (/test/.test(reason) && /teacher|grandfather|my mother|my dad|my parents/.test(s.text)) continue;
        out.push(
          make(
            `${cap(who(reason, s))} so ${pronounOf(s)} should {} {rest}`,
            'should',
            advice,
            `should-${i}`,
            s,
          ),
        );
      }
    for (const [i, [group, rule]] of RULES.entries())
      out.push(make(`${group} must {} {rest}`, 'must', rule, `must-rule-${i}`));
    for (const [i, r] of REMINDERS.entries())
      for (const s of ALL_SUBJECTS.filter((x) => x.text === 'I' || x.text === 'we'))
        out.push(make(`${s.text} must {} {rest}`, 'must', r, `must-self-${i}`, s));
    for (const [i, [skill, adult]] of SKILLS.entries())
      for (const s of people) {
        if ((adult && !s.adult) || !one(s)) continue;
        out.push(make(`${s.text} can {} {rest}`, 'can', skill, `can-${i}`, s));
      }
    for (const [i, phrase] of CANT.entries())
      for (const s of people)
        for (const because of CANT_BECAUSE)
          if (
            !(BODY.test(because) && !one(s)) &&
            !(!s.adult && /work|guests/.test(because)) &&
            // "Away this weekend" explains missing Saturday or Sunday, not "tonight".
            !(/weekend/.test(because) && !/Saturday|Sunday/.test(phrase[1])) &&
            !(/working late/.test(because) && /Saturday|Sunday/.test(phrase[1])) &&
            !(/family dinner/.test(because) && /dinner/.test(phrase[1]))
          )
            out.push(
              make(`${s.text} can't {} {rest} ${fillFor(because, s)}`, "can't", phrase, `cant-${i}`, s),
            );
    for (const [i, [phrase, doubt]] of MAYBE.entries())
      for (const s of people) {
        const modal = (i + s.text.length) % 2 ? 'might' : 'may';
        const tail = fillFor(doubt, s);
        out.push(
          make(
            `${s.text} ${modal} {} {rest}${tail.startsWith('but') ? ',' : ''} ${tail}`,
            modal,
            phrase,
            `${modal}-${i}`,
            s,
          ),
        );
      }
    for (const [i, [lead, phrase]] of SUGGESTIONS.entries())
      out.push(make(`${lead} could {} {rest}`, 'could', phrase, `could-${i}`));
    yield* rng.shuffle(out);
  },
});

export const haveTo: TopicDef = topic({
  slug: 'have-to',
  section: 'modal',
  name: L('Have to and has to', 'Have to та has to'),
  level: 'intermediate',
  possibleAnswers: ['has to', 'have to'],
  rule: L(
    'Have to means it is necessary. Use has to with he, she, it; have to with I, you, we, they; then the base form. Must is never followed by to.',
    'Have to означає «треба». Has to — з he, she, it; have to — з I, you, we, they; далі початкова форма. Після must ніколи не ставиться to.',
  ),
  signals: L(
    'obligation, rules, routines: every day, on weekdays',
    'обов’язок, правила, розпорядок: every day, on weekdays',
  ),
  examples: ['My dad has to get up at six.', 'We have to wear a uniform at school.'],
  rules: [
    rule(
      'have-to',
      'Has to goes with he, she, it; have to with the others; the verb after it is in the base form.',
      'Has to — з he, she, it; have to — з іншими; дієслово після нього — в початковій формі.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Obligations need a duty or a rule: the authored duties with their context, and the shared frames that
    // are chores or jobs with a frequency. Pastimes and meals ("have to eat fruit for breakfast") are not.
    const third = (s: Subject) => isThirdSingular(s);
    const make = (subject: Subject, verb: string, rest: string, skeleton: string) => {
      const f = verbForms(verb);
      const t = third(subject);
      return item(rng, {
        text: `${subject.text} {} ${rest}`,
        answer: `${t ? 'has' : 'have'} to ${f.base}`,
        wrong: [
          d(`${t ? 'have' : 'has'} to ${f.base}`, t ? 'agreement-3sg' : 'agreement-non-3sg', {
            subject: subject.text,
          }),
          d(`must to ${f.base}`, 'to-after-modal', { modal: 'must' }),
          d(`${t ? 'has' : 'have'} to ${f.third}`, 'third-after-to', {}),
        ],
        ruleId: 'have-to',
        trigger: [subject.text],
        skeleton,
      });
    };
    const authored: [Duty, Subject, string][] = [];
    for (const duty of DUTIES)
      for (const s of ALL_SUBJECTS)
        if (dutyFits(duty, s))
          for (const c of duty.contexts)
            if (contextFits(c, s) && !misfit(s.text, `${duty.verb} ${duty.rest} ${c}`))
              authored.push([duty, s, c]);
    const fromFrames = [
      ...pairs(
        rng,
        FRAMES.filter((fr) => DUTY_FRAME_KEYS.has(`${fr.verb} ${fr.rest}`)),
        ALL_SUBJECTS.filter(choreFits),
      ),
    ];
    const queue = rng.shuffle(authored);
    // Authored duties and chore frames alternate, so the first items already mix both.
    for (let i = 0; i < Math.max(queue.length, fromFrames.length); i++) {
      const a = queue[i];
      if (a) yield authoredDuty(...a);
      const f = fromFrames[i];
      if (f) yield frameDuty(f);
    }
    function authoredDuty(duty: Duty, subject: Subject, ctx: string) {
      const words = `${fillFor(duty.rest, subject)} ${fillFor(ctx, subject)}`.trim();
      return make(subject, duty.verb, words, `duty-${duty.id}`);
    }
    function frameDuty([frame, subject]: [Frame, Subject]) {
      const marker = rng.pick(habitMarkers(frame));
      const rest = `${frame.particle ? `${frame.particle} ` : ''}${tail(frame, subject)} ${marker}`;
      return make(subject, frame.verb, rest, frame.id);
    }
  },
});
