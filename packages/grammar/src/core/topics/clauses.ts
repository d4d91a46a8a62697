import { d, item, L, rule, topic } from '../../engine.ts';
import { isPlural, pronounFor as pronounOf } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';
import { BE_COMPLEMENTS } from '../lexicon/be.ts';
import { FRAMES, isTask } from '../lexicon/frames.ts';
import { ALL_SUBJECTS, asked, bePresent, isThirdSingular } from '../lexicon/subjects.ts';

export const questionTags: TopicDef = topic({
  slug: 'question-tags',
  section: 'question-form',
  name: L("Question tags: isn't she? don't they?", "Розділові питання: isn't she? don't they?"),
  level: 'intermediate',
  possibleAnswers: ["isn't she", "doesn't he", 'are they'],
  rule: L(
    "A positive sentence takes a negative tag, made with its own auxiliary (be, do, does) and a pronoun: She is a doctor, isn't she? He works here, doesn't he? A negative sentence takes a positive tag: They aren't late, are they?",
    "Після стверджувального речення ставимо заперечне розділове питання з тим самим допоміжним дієсловом (be, do, does) і займенником: She is a doctor, isn't she? He works here, doesn't he? Після заперечного речення — стверджувальне розділове питання: They aren't late, are they?",
  ),
  signals: L(
    'the verb of the sentence (is/are → be; other verbs → do/does) and positive or negative',
    'дієслово речення (is/are → be; інші дієслова → do/does) і його форма: стверджувальна чи заперечна',
  ),
  examples: ["Your sister is a nurse, isn't she?", "They don't live here, do they?"],
  rules: [
    rule(
      'tag',
      'Use the same auxiliary, the opposite polarity and a pronoun for the subject.',
      'У розділовому питанні — те саме допоміжне дієслово, протилежна форма (ствердження ↔ заперечення) і займенник замість підмета.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    let n = 0;
    for (const [frame, own] of pairs(
      rng,
      FRAMES.filter((f) => f.when !== 'year'),
      ALL_SUBJECTS.filter((s) => s.text !== 'I'),
    )) {
      const subject = asked(own);
      const p = pronounOf(subject);
      const kind = n++ % 3;
      if (kind === 0) {
        const c = rng.pick(BE_COMPLEMENTS);
        const be = bePresent(subject);
        const comp = isPlural(subject) ? c.pl : c.sg;
        yield item(rng, {
          text: `${subject.text} ${be} ${comp}, {}?`,
          answer: `${be}n't ${p}`,
          wrong: [
            d(`${isThirdSingular(subject) ? "doesn't" : "don't"} ${p}`, 'do-tag-after-be', {}),
            d(`${be} ${p}`, 'same-polarity-tag', {}),
            d(
              `${be}n't ${subject.text.split(' ').length > 1 ? subject.text : p === 'he' ? 'she' : 'he'}`.replace(
                `${be}n't ${p}`,
                `${be}n't it`,
              ),
              'tag-pronoun',
              {},
            ),
          ].filter((x) => x.choice !== `${be}n't ${p}`),
          ruleId: 'tag',
          trigger: [be],
          skeleton: `be-${c.sg}`,
        });
      } else {
        const f = verbForms(frame.verb);
        const positive = kind === 1;
        const third = isThirdSingular(subject);
        const aux = third ? 'does' : 'do';
        const verbPart = positive
          ? vp(presentFor(subject, f.third, f.base), frame)
          : vp(`${aux}n't ${f.base}`, frame);
        const answer = positive ? `${aux}n't ${p}` : `${aux} ${p}`;
        yield item(rng, {
          text: `${subject.text} ${verbPart} ${tail(frame, subject)}, {}?`,
          answer,
          wrong: [
            d(
              positive ? `${third ? "don't" : "doesn't"} ${p}` : `${third ? 'do' : 'does'} ${p}`,
              third ? 'do-with-3sg' : 'does-with-non-3sg',
              { subject: subject.text },
            ),
            d(positive ? `${aux} ${p}` : `${aux}n't ${p}`, 'same-polarity-tag', {}),
            d(
              positive ? `${bePresent(subject)}n't ${p}` : `${bePresent(subject)} ${p}`,
              'be-tag-after-verb',
              {},
            ),
          ],
          ruleId: 'tag',
          trigger: [positive ? (verbPart.split(' ')[0] ?? '') : `${aux}n't`],
          skeleton: `${frame.id}-${positive ? 'pos' : 'neg'}`,
        });
      }
    }
  },
});

export const timeClauses: TopicDef = topic({
  slug: 'future-time-clauses',
  section: 'future-tense',
  name: L(
    'When, as soon as, before + present for the future',
    'When, as soon as, before + present про майбутнє',
  ),
  level: 'intermediate',
  possibleAnswers: ['gets', 'arrives'],
  rule: L(
    'After when, as soon as, before, after and until, use the present simple for the future, not will: I will call you when I get home.',
    'Після when, as soon as, before, after, until про майбутнє вживаємо present simple, а не will: I will call you when I get home.',
  ),
  signals: L(
    'when, as soon as, before, after, until + the other clause with will',
    'when, as soon as, before, after, until + інша частина з will',
  ),
  examples: ['I will call you when I get home.', 'We will have dinner as soon as Dad arrives.'],
  rules: [
    rule(
      'time-present',
      'In a future time clause the verb is in the present simple.',
      'Після when, as soon as, before, after, until про майбутнє дієслово стоїть у present simple.',
    ),
  ],
  target: 2000,
  *generate(rng) {
    // Results that follow naturally from any of these actions (someone finishing something).
    const results = ['I will call you', 'I will send you a message', 'I will tell you everything'];
    for (const [frame, subject] of pairs(
      rng,
      // "as soon as she finishes a job": pastimes ("as soon as he plays computer games") are left out.
      FRAMES.filter((f) => f.when !== 'year' && !f.rest.includes('late') && isTask(f)),
    )) {
      if (subject.text === 'I' || subject.text === 'we') continue;
      const f = verbForms(frame.verb);
      for (const conj of rng.shuffle(['when', 'as soon as', 'after']).slice(0, 2))
        yield item(rng, {
          text: `${rng.pick(results)} ${conj} ${subject.text} {} ${tail(frame, subject)}`,
          answer: vp(presentFor(subject, f.third, f.base), frame),
          wrong: [
            d(vp(`will ${f.base}`, frame), 'will-in-time-clause', { conj }),
            d(
              vp(presentFor(subject, f.base, f.third), frame),
              isThirdSingular(subject) ? 'agreement-3sg' : 'agreement-non-3sg',
              { subject: subject.text },
            ),
          ],
          ruleId: 'time-present',
          trigger: [conj],
          // Two clauses joined from separate lists read less naturally than one curated sentence.
          naturalness: 0.85,
          skeleton: `${frame.id}-${conj}`,
        });
    }
  },
});

export const wouldLike: TopicDef = topic({
  slug: 'would-like-would-rather',
  section: 'would',
  name: L('Would like to, would rather', 'Would like to, would rather'),
  level: 'intermediate',
  possibleAnswers: ['to go', 'go'],
  rule: L(
    "Would like is followed by to + base form (I'd like to go). Would rather is followed by the base form without to (I'd rather go).",
    "Після would like — to + початкова форма (I'd like to go). Після would rather — початкова форма без to (I'd rather go).",
  ),
  signals: L(
    "would like / 'd like → to + verb; would rather / 'd rather → verb",
    "would like / 'd like → to + дієслово; would rather / 'd rather → дієслово",
  ),
  examples: ["I'd like to visit London next year.", "We'd rather stay at home tonight."],
  rules: [
    rule('like-to', 'Would like + to + base form.', 'Would like + to + початкова форма.'),
    rule('rather-base', 'Would rather + base form (no to).', 'Would rather + початкова форма (без to).'),
  ],
  target: 2000,
  *generate(rng) {
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const f = verbForms(frame.verb);
      const like = rng.next() < 0.5;
      const particle = frame.particle ? ` ${frame.particle}` : '';
      const marker = frame.when === 'day' ? 'today' : frame.when === 'week' ? 'this weekend' : 'next summer';
      yield item(rng, {
        text: `${subject.text} would ${like ? 'like' : 'rather'} {} ${tail(frame, subject)} ${marker}`,
        answer: like ? `to ${f.base}${particle}` : `${f.base}${particle}`,
        wrong: like
          ? [
              d(`${f.base}${particle}`, 'base-after-would-like', {}),
              d(`${f.ing}${particle}`, 'ing-after-would-like', {}),
            ]
          : [
              d(`to ${f.base}${particle}`, 'to-after-would-rather', {}),
              d(`${f.ing}${particle}`, 'ing-after-would-rather', {}),
            ],
        ruleId: like ? 'like-to' : 'rather-base',
        trigger: [like ? 'would like' : 'would rather'],
        skeleton: `${frame.id}-${like ? 'like' : 'rather'}`,
      });
    }
  },
});

const WISHES: [string, string, string, string][] = [
  ['I wish I {} more free time.', 'had', 'have', 'will have'],
  ['I wish I {} taller.', 'were', 'am', 'will be'],
  ['She wishes she {} French.', 'spoke', 'speaks', 'will speak'],
  ['We wish we {} near the sea.', 'lived', 'live', 'will live'],
  ['I wish you {} here.', 'were', 'are', 'will be'],
  ['He wishes he {} a car.', 'had', 'has', 'will have'],
  ['I wish it {} so cold today.', "wasn't", "isn't", "won't be"],
  ['They wish they {} a bigger flat.', 'had', 'have', 'will have'],
  ['I wish I {} how to swim.', 'knew', 'know', 'will know'],
  ['My sister wishes she {} the guitar.', 'played', 'plays', 'will play'],
  ['I wish my parents {} closer to us.', 'lived', 'live', 'will live'],
  ['Tom wishes he {} more money.', 'earned', 'earns', 'will earn'],
  ['I wish I {} the answer.', 'knew', 'know', 'will know'],
  ['We wish we {} a garden.', 'had', 'have', 'will have'],
  ['I wish I {} a dog.', 'had', 'have', 'will have'],
  ['She wishes she {} how to drive.', 'knew', 'knows', 'will know'],
  ['I wish we {} in the same city.', 'lived', 'live', 'will live'],
  ['He wishes he {} younger.', 'were', 'is', 'will be'],
  ['I wish my flat {} bigger.', 'were', 'is', 'will be'],
  ['We wish we {} more time for holidays.', 'had', 'have', 'will have'],
  ['I wish I {} Italian.', 'spoke', 'speak', 'will speak'],
  ['My dad wishes he {} closer to his office.', 'lived', 'lives', 'will live'],
  ['I wish I {} the piano.', 'played', 'play', 'will play'],
  ['Anna wishes she {} a bigger kitchen.', 'had', 'has', 'will have'],
  ['I wish the shop {} open on Sundays.', 'were', 'is', 'will be'],
  ['We wish our neighbours {} so noisy.', "weren't", "aren't", "won't be"],
  ['She wishes she {} more friends here.', 'had', 'has', 'will have'],
  ['I wish I {} a faster computer.', 'had', 'have', 'will have'],
  ['They wish they {} in the countryside.', 'lived', 'live', 'will live'],
  ['I wish I {} what to do.', 'knew', 'know', 'will know'],
  ['He wishes he {} how to cook.', 'knew', 'knows', 'will know'],
  ['I wish my sister {} here with us.', 'were', 'is', 'will be'],
  ['I wish I {} to work on Saturdays.', "didn't have", "don't have", "won't have"],
  ['She wishes she {} so far from her family.', "didn't live", "doesn't live", "won't live"],
  ['I wish I {} so much coffee.', "didn't drink", "don't drink", "won't drink"],
  ['My mother wishes she {} more free time.', 'had', 'has', 'will have'],
  ['Tom wishes he {} taller.', 'were', 'is', 'will be'],
  ['I wish I {} good at maths.', 'were', 'am', 'will be'],
  ['We wish we {} a bigger car.', 'had', 'have', 'will have'],
  ['I wish you {} so far away.', "didn't live", "don't live", "won't live"],
  ['She wishes her job {} more interesting.', 'were', 'is', 'will be'],
  ['I wish I {} how to fix it.', 'knew', 'know', 'will know'],
  ['He wishes he {} Spanish.', 'spoke', 'speaks', 'will speak'],
  ['I wish the weather {} warmer.', 'were', 'is', 'will be'],
  ['We wish we {} closer to the station.', 'lived', 'live', 'will live'],
  ['I wish my room {} tidier.', 'were', 'is', 'will be'],
  ['Olena wishes she {} a garden.', 'had', 'has', 'will have'],
  ['I wish I {} a bike.', 'had', 'have', 'will have'],
];

export const wishPast: TopicDef = topic({
  slug: 'wish-past-simple',
  section: 'would',
  name: L('I wish + past simple', 'I wish + past simple'),
  level: 'advanced',
  possibleAnswers: ['had', 'were', 'knew'],
  rule: L(
    'To wish the present were different, use wish + past simple (were for be): I wish I had more time. I wish I were taller.',
    'Щоб висловити бажання, аби теперішнє було інакшим, — wish + past simple (were для be): I wish I had more time. I wish I were taller.',
  ),
  signals: L('I wish / she wishes + a present situation', 'I wish / she wishes + теперішня ситуація'),
  examples: ['I wish I had more free time.', 'She wishes she lived near the sea.'],
  rules: [
    rule(
      'wish-past',
      'After wish (about now) the verb goes one step back: past simple.',
      'Після wish (про теперішнє) час зсувається на крок назад: past simple.',
    ),
  ],
  target: 60,
  *generate(rng) {
    for (const [text, answer, present, will] of rng.shuffle(WISHES)) {
      yield item(rng, {
        text,
        answer,
        wrong: [d(present, 'present-after-wish', {}), d(will, 'will-after-wish', {})],
        ruleId: 'wish-past',
        trigger: [text.split(' ')[1] ?? 'wish'],
        skeleton: text,
      });
    }
  },
});
