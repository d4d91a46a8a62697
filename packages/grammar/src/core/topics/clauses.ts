import { cap, d, expand, item, L, rule, topic } from '../../engine.ts';
import { BE_COMPLEMENTS } from '../../lexicon/be.ts';
import { fillFor } from '../../lexicon/fill.ts';
import { FRAMES, type Frame, readsAsHabit } from '../../lexicon/frames.ts';
import {
  ALL_SUBJECTS,
  asked,
  KID_SUBJECTS,
  type FrameSubject as Subject,
  TOLD_SUBJECTS,
} from '../../lexicon/people.ts';
import { bePresent, isPlural, isPronoun, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { CLAUSE_PAIRS, type ClauseWho } from '../../lexicon/time-clause-pairs.ts';
import {
  CHOICES,
  LIKE_WISHES,
  OFFERS,
  type Phrase,
  RATHER_BECAUSE,
  REQUESTS,
} from '../../lexicon/would-like-pairs.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { ExerciseDraft, Rng, TopicDef } from '../../types.ts';
import { pairs, presentFor, tail, vp } from '../clause.ts';

const pronounOf = (s: Subject) =>
  isPronoun(s) ? s.text : isPlural(s) ? 'they' : s.poss === 'his' ? 'he' : 'she';

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
      // A tag checks a habit said with no time marker: no single object ("doesn't bake a cake, does he?").
      FRAMES.filter((f) => f.when !== 'year' && readsAsHabit(f)),
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
    // The main action and its trigger are authored together (lexicon/time-clause-pairs.ts): "I will
    // call you as soon as I get home", "We will start dinner when the guests arrive". Free combinations gave
    // "The children will call you as soon as they polish their shoes".
    for (const [i, pair] of CLAUSE_PAIRS.entries())
      for (const subject of rng.shuffle(clauseSubjects(pair.who)))
        for (const template of expand(`${pair.main}|${pair.clause}`)) {
          const [main = '', rest = ''] = template.split('|');
          const fill = (x: string) =>
            x
              .replaceAll('<S>', subject.text)
              .replaceAll('<P>', pronounOf(subject))
              .replaceAll('<poss>', subject.poss);
          const by = pair.by ?? { text: pronounOf(subject), third: isThirdSingular(subject) };
          for (const conj of pair.conj) {
            const f = verbForms(pair.verb);
            yield item(rng, {
              text: `${cap(fill(main))} ${conj} ${fill(by.text)} {} ${fill(rest)}`,
              answer: by.third ? f.third : f.base,
              wrong: [
                d(`will ${f.base}`, 'will-in-time-clause', { conj }),
                d(by.third ? f.base : f.third, by.third ? 'agreement-3sg' : 'agreement-non-3sg', {
                  subject: fill(by.text),
                }),
              ],
              ruleId: 'time-present',
              trigger: [conj],
              skeleton: `pair-${i}-${conj}`,
            });
          }
        }
    // Someone busy with a real job joins the others once it is done: "Tom will join us as soon as he
    // finishes cleaning the kitchen" (never a call or a trip to the park after polishing shoes).
    for (const [frame, subject] of pairs(
      rng,
      FRAMES.filter((f) => BUSY.test(`${f.verb} ${f.rest}`)),
      TOLD_SUBJECTS.filter((s) => s.circle !== 'outside'),
    )) {
      const f = verbForms(frame.verb);
      yield* clauseItems(
        rng,
        subject,
        verbForms('finish'),
        undefined,
        `${vp(f.ing, frame)} ${tail(frame, subject)}`,
        frame.id,
      );
    }
  },
});

/** Jobs that keep someone busy for a while: worth waiting for before joining the others. */
const BUSY =
  /^(clean the (kitchen|house|windows|bathroom)|wash the (dishes|car)|do (the shopping|the ironing)|cook dinner|paint the fence|cut the grass|fix the car|work in the garden|vacuum)/;

const ADULTS = TOLD_SUBJECTS.filter((s) => s.adult && s.circle !== 'outside');
function clauseSubjects(who: ClauseWho): Subject[] {
  if (who === 'worker') return ADULTS.filter((s) => s.worker && !isPlural(s) && s.text !== 'I');
  if (who === 'kid') return KID_SUBJECTS;
  if (who === 'home') return ADULTS.filter((s) => s.circle === 'speaker' || s.circle === 'family');
  if (who === 'young')
    return ADULTS.filter(
      (s) => !isPlural(s) && /^(I|Anna|Tom|Olena|Mark|Andriy|Maria|my sister|my brother)$/.test(s.text),
    );
  return ADULTS;
}

/** "Tom will join us as soon as he finishes cleaning the kitchen": the three conjunctions over one finishing event. */
function* clauseItems(
  rng: Rng,
  subject: Subject,
  f: ReturnType<typeof verbForms>,
  frame: Frame | undefined,
  what: string,
  id: string,
) {
  const pron = pronounOf(subject);
  const third = isThirdSingular(subject);
  const v = (s: string) => (frame ? vp(s, frame) : s);
  const main = `${cap(subject.text)} will ${subject.circle === 'speaker' ? 'join you' : 'join us'}`;
  for (const conj of ['when', 'as soon as', 'after'])
    yield item(rng, {
      text: `${main} ${conj} ${pron} {} ${what}`,
      answer: v(presentFor(subject, f.third, f.base)),
      wrong: [
        d(v(`will ${f.base}`), 'will-in-time-clause', { conj }),
        d(v(presentFor(subject, f.base, f.third)), third ? 'agreement-3sg' : 'agreement-non-3sg', {
          subject: pron,
        }),
      ],
      ruleId: 'time-present',
      trigger: [conj],
      skeleton: `${id}-${conj}`,
    });
}

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
    // Would like and would rather where a speaker says them: offers, polite requests, wishes with their time,
    // and choices with "than", "or" or a reason (would-like-pairs.ts). No plain "would rather … today".
    const phrase = ([_verb, rest]: Phrase, s?: Subject) => (s ? fillFor(rest, s) : rest);
    const like = (text: string, [verb, rest]: Phrase, skeleton: string, s?: Subject) => {
      const f = verbForms(verb);
      const words = phrase([verb, rest], s);
      return item(rng, {
        text: text.replace('{rest}', words),
        answer: `to ${f.base}`,
        wrong: [d(f.base, 'base-after-would-like', {}), d(f.ing, 'ing-after-would-like', {})],
        ruleId: 'like-to',
        trigger: ['would like'],
        skeleton,
      });
    };
    const rather = (text: string, [verb, rest]: Phrase, skeleton: string) => {
      const f = verbForms(verb);
      return item(rng, {
        text: text.replace('{rest}', rest),
        answer: f.base,
        wrong: [d(`to ${f.base}`, 'to-after-would-rather', {}), d(f.ing, 'ing-after-would-rather', {})],
        ruleId: 'rather-base',
        trigger: ['would rather'],
        skeleton,
      });
    };
    const bare = ([verb, rest]: Phrase) => `${verb}${rest ? ` ${rest}` : ''}`;
    // The second choice drops a verb the first one repeats: "would rather have tea than coffee", "live in the
    // country than in the city", not "…than have coffee" (round 1133).
    const other = (prefer: Phrase, not: Phrase) => (not[0] === prefer[0] && not[1] ? not[1] : bare(not));
    const out: ExerciseDraft[][] = [[], [], []];
    const askedWho = ['you', 'your parents', 'your sister', 'the children'];
    for (const o of OFFERS)
      for (const who of o.others ? askedWho : ['you'])
        out[0]?.push(
          like(`${o.lead ? `${o.lead} ` : ''}Would ${who} like {} {rest}?`, o.phrase, `offer-${o.id}`),
        );
    for (const [i, r] of REQUESTS.entries())
      for (const who of ['I', 'We'])
        if (!(who === 'We' && /my booking/.test(r[1])))
          out[0]?.push(like(`${who} would like {} {rest}, please.`, r, `request-${i}`));
    const speakers = ALL_SUBJECTS.filter((s) => s.text !== 'you');
    const youngOne = /^(I|my brother|my sister|Andriy|Maria|Olena)$/;
    for (const w of LIKE_WISHES)
      for (const s of speakers) {
        if (w.who === 'young' ? !youngOne.test(s.text) : w.who === 'adult' && !s.adult) continue;
        // One person's plan: a career, a book about one's childhood; a dog for one household.
        if (/vet|medicine|book|Kraków|drums/.test(w.phrase[1]) && isPlural(s)) continue;
        if (/dog/.test(w.phrase[1]) && isPlural(s) && !/^(we|my parents|Tom and Anna)$/.test(s.text))
          continue;
        for (const when of w.when) {
          if (/retire/.test(when) && /grandfather/.test(s.text)) continue;
          const t = fillFor(when, s);
          const lead = /^(one day|some day|this year|next year)$/.test(t) && rng.next() < 0.5;
          out[1]?.push(
            like(
              lead ? `${cap(t)}, ${s.text} would like {} {rest}` : `${s.text} would like {} {rest} ${t}`,
              w.phrase,
              `wish-${w.id}`,
              s,
            ),
          );
        }
      }
    const ADULT_CHOICE = /flat|house|office|work|drive/;
    for (const [i, [prefer, not]] of CHOICES.entries()) {
      out[2]?.push(rather(`Would you rather {} {rest} or ${other(prefer, not)}?`, prefer, `or-${i}`));
      for (const s of speakers) {
        if (!s.adult && ADULT_CHOICE.test(`${bare(prefer)} ${bare(not)}`)) continue;
        out[2]?.push(
          rather(`${s.text} would rather {} {rest} than ${other(prefer, not)}`, prefer, `than-${i}`),
        );
      }
    }
    for (const [i, [reason, prefer]] of RATHER_BECAUSE.entries())
      for (const s of speakers) {
        const r = reason.replace('{who}', s.text === 'I' ? 'I' : s.text);
        out[2]?.push(
          rather(`${cap(fillFor(r, s))} ${pronounOf(s)} would rather {} {rest}`, prefer, `because-${i}`),
        );
      }
    // Would like (offers and requests, then wishes) and would rather in turn.
    const lists = out.map((l) => rng.shuffle(l));
    for (let i = 0; lists.some((l) => i < l.length); i++)
      for (const l of lists) if (l[i]) yield l[i] as ExerciseDraft;
  },
});
