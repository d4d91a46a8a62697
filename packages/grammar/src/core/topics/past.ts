import type { DistractorRationale, TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';
import { FRAMES, pastMarkers } from '../lexicon/frames.ts';
import { asked, bePast, type Subject } from '../lexicon/subjects.ts';
import { regularisedNonword, verbForms } from '../verbs.ts';

/** Wrong past-simple choices, each from a named error model; never an accepted variant. */
function pastDistractors(verb: string, subject: Subject, marker: string): DistractorRationale[] {
  const f = verbForms(verb);
  const out: DistractorRationale[] = [];
  const nonword = regularisedNonword(verb);
  if (nonword) out.push(d(nonword, 'regularised-nonword', { base: verb, past: f.past }));
  if (!f.pastVariants.includes(f.participle))
    out.push(d(f.participle, 'participle-as-past', { base: verb, past: f.past }));
  out.push(d(presentFor(subject, f.third, f.base), 'tense-marker-mismatch', { marker, tense: 'past' }));
  if (out.length < 2) out.push(d(f.ing, 'ing-without-be', { subject: subject.text }));
  return out.slice(0, 3);
}

export const pastSimple: TopicDef = topic({
  slug: 'past-simple',
  section: 'past-tense',
  name: L('Past simple: regular and irregular verbs', 'Past simple: правильні й неправильні дієслова'),
  level: 'basic',
  possibleAnswers: ['worked', 'went'],
  rule: L(
    'For a finished action at a past time, use the past simple: regular verbs add -ed (worked, stopped, studied); irregular verbs have their own form (went, took, bought).',
    'Для завершеної дії в минулому — past simple: правильні дієслова додають -ed (worked, stopped, studied); неправильні мають власну форму (went, took, bought).',
  ),
  signals: L('yesterday, last week, two days ago, in 2019', 'yesterday, last week, two days ago, in 2019'),
  examples: ['We visited our grandparents last weekend.', 'She took the bus to work yesterday.'],
  rules: [
    rule(
      'past-form',
      'A past time expression calls for the past simple; irregular verbs have a form of their own.',
      'Вираз минулого часу вимагає past simple; неправильні дієслова мають власну форму.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const marker = rng.pick(pastMarkers(frame));
      const wrong = pastDistractors(frame.verb, subject, marker).map((w) => ({
        ...w,
        choice: vp(w.choice, frame),
      }));
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(f.past, frame),
        wrong,
        ruleId: 'past-form',
        trigger: [marker],
        skeleton: frame.id,
      });
    }
  },
});

export const pastSimpleNegative: TopicDef = topic({
  slug: 'past-simple-negative',
  section: 'negative-form',
  name: L("Past simple negative: didn't", "Заперечення в past simple: didn't"),
  level: 'basic',
  possibleAnswers: ["didn't work", "didn't go"],
  rule: L(
    "Make the past simple negative with didn't and the base form for every subject: she didn't go (not didn't went).",
    "Заперечення в past simple: didn't + початкова форма для всіх осіб: she didn't go (а не didn't went).",
  ),
  signals: L('yesterday, last night, two days ago', 'yesterday, last night, two days ago'),
  examples: ["I didn't watch the news last night.", "They didn't go camping last summer."],
  rules: [
    rule(
      'didnt-base',
      "After didn't the verb is in the base form.",
      "Після didn't дієслово стоїть у початковій формі.",
    ),
  ],
  target: 2000,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const marker = rng.pick(pastMarkers(frame));
      const wrong = [d(vp(`didn't ${f.past}`, frame), 'past-after-didnt', { base: f.base, past: f.past })];
      if (f.past === f.base) wrong.pop();
      wrong.push(d(vp(`${bePast(subject)}n't ${f.base}`, frame), 'be-for-do', { subject: subject.text }));
      wrong.push(
        d(vp(`${presentFor(subject, "doesn't", "don't")} ${f.base}`, frame), 'tense-marker-mismatch', {
          marker,
          tense: 'past',
        }),
      );
      yield item(rng, {
        text: `${subject.text} {} ${tail(frame, subject)} ${marker}`,
        answer: vp(`didn't ${f.base}`, frame),
        wrong,
        ruleId: 'didnt-base',
        trigger: [marker],
        skeleton: frame.id,
      });
    }
  },
});

export const pastSimpleQuestions: TopicDef = topic({
  slug: 'past-simple-questions',
  section: 'question-form',
  name: L('Past simple questions with did', 'Питання в past simple з did'),
  level: 'basic',
  possibleAnswers: ['Did', 'Does', 'Was'],
  rule: L(
    'Ask about the past with did + subject + base form: Did you see it? Did she go? Do/does are for the present; was/were do not make questions with other verbs.',
    'Питання про минуле: did + підмет + початкова форма: Did you see it? Did she go? Do/does — для теперішнього; was/were не утворюють питань з іншими дієсловами.',
  ),
  signals: L('yesterday, last week, ago', 'yesterday, last week, ago'),
  examples: ['Did you call your grandmother yesterday?', 'Did they go camping last summer?'],
  rules: [
    rule(
      'did-q',
      'A past simple question starts with did, and the main verb stays in the base form.',
      'Питання в past simple починається з did, а смислове дієслово лишається в початковій формі.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    for (const [frame, own] of pairs(rng, FRAMES)) {
      const subject = asked(own);
      const marker = rng.pick(pastMarkers(frame));
      const be = bePast(subject);
      yield item(rng, {
        text: `{} ${subject.text} ${frame.verb}${frame.particle ? ` ${frame.particle}` : ''} ${tail(frame, subject)} ${marker}?`,
        answer: 'Did',
        wrong: [
          d(presentFor(subject, 'Does', 'Do'), 'tense-marker-mismatch', { marker, tense: 'past' }),
          d(be === 'was' ? 'Was' : 'Were', 'be-for-do', { subject: subject.text }),
        ],
        ruleId: 'did-q',
        trigger: [marker],
        skeleton: frame.id,
      });
    }
  },
});

const PROG = FRAMES.filter((f) => f.prog);
const PAST_PROGRESS = [
  'at this time yesterday',
  'at eight o’clock last night',
  'when I called',
  'when the phone rang',
];

export const pastContinuous: TopicDef = topic({
  slug: 'past-continuous',
  section: 'past-tense',
  name: L('Past continuous: was, were + -ing', 'Past continuous: was, were + -ing'),
  level: 'intermediate',
  possibleAnswers: ['was working', 'were working'],
  rule: L(
    'For an action in progress at a moment in the past, use was or were and the -ing form: she was cooking, they were playing.',
    'Для дії, що тривала в певний момент у минулому, — was або were і форма на -ing: she was cooking, they were playing.',
  ),
  signals: L(
    'at this time yesterday, at eight last night, when…, while…',
    'at this time yesterday, at eight last night, when…, while…',
  ),
  examples: ['At eight last night we were watching a film.', 'She was cooking dinner when I called.'],
  rules: [
    rule(
      'pastc-form',
      'The past continuous is was/were + verb-ing: was with I, he, she, it; were with you, we, they.',
      'Past continuous — was/were + форма на -ing: was з I, he, she, it; were з you, we, they.',
    ),
  ],
  target: 1300,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, PROG)) {
      const f = verbForms(frame.verb);
      const be = bePast(subject);
      const marker = rng.pick(PAST_PROGRESS).replace('’', "'");
      const text = marker.startsWith('when')
        ? `${subject.text} {} ${tail(frame, subject)} ${marker}`
        : `${marker.charAt(0).toUpperCase()}${marker.slice(1)}, ${subject.text} {} ${tail(frame, subject)}`;
      yield item(rng, {
        text,
        answer: vp(`${be} ${f.ing}`, frame),
        wrong: [
          d(vp(`${be === 'was' ? 'were' : 'was'} ${f.ing}`, frame), 'be-agreement', {
            subject: subject.text,
            be,
          }),
          d(vp(f.ing, frame), 'ing-without-be', { subject: subject.text }),
          d(
            vp(
              `${subject.person === 1 && !subject.plural ? 'am' : be === 'was' ? 'is' : 'are'} ${f.ing}`,
              frame,
            ),
            'tense-marker-mismatch',
            { marker, tense: 'past' },
          ),
        ],
        ruleId: 'pastc-form',
        trigger: [subject.text, marker],
        skeleton: `${frame.id}-${marker.startsWith('when') ? 'when' : 'at'}`,
      });
    }
  },
});
