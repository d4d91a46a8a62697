import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { perfectAdverbs } from '../../lexicon/actions.ts';
import { IRREGULAR_MORE, IRREGULAR_PHRASES, type IrregularPhrase } from '../../lexicon/irregular-phrases.ts';
import { participleWrongs } from '../../lexicon/lasting.ts';
import { askedAbout } from '../../lexicon/people.ts';
import { haveFor, is3sg, possess, type Subject, subjectStart } from '../../lexicon/subject.ts';
import { regularisedNonword, thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { Rng, TopicDef, TopicMeta } from '../../types.ts';

const SHORT_PAST = ['yesterday', 'last week', 'two days ago', 'last Saturday'];
const LONG_PAST = ['last year', 'last summer', 'in 2019'];

/** "cutten", "putten": the -en ending learners add to A-A-A verbs; none of these is an English word. */
const enNonword = (verb: string) => `${verb}${/[^aeiou][aeiou][^aeiouwxy]$/.test(verb) ? verb.at(-1) : ''}en`;

function pastWrongs(p: IrregularPhrase, s: Subject, marker: string): Wrong[] {
  const f = verbForms(p.verb);
  const out: Wrong[] = [];
  const nw = regularisedNonword(p.verb);
  if (nw)
    out.push({ choice: nw.past, errorType: 'regularised-nonword', params: { verb: p.verb, needed: f.past } });
  if (!f.pastVariants.includes(f.participle))
    out.push({
      choice: f.participle,
      errorType: 'participle-for-past',
      params: { verb: p.verb, needed: f.past },
    });
  const present = is3sg(s) ? thirdPerson(p.verb) : p.verb;
  out.push({ choice: present, errorType: 'tense-marker-mismatch', params: { marker, tense: 'past' } });
  return out.filter((w) => !f.pastVariants.includes(w.choice));
}

function partWrongs(p: IrregularPhrase): Wrong[] {
  const f = verbForms(p.verb);
  const out = participleWrongs(p.verb);
  if (p.group === 'aaa')
    out.push({
      choice: enNonword(p.verb),
      errorType: 'overgeneralised-en',
      params: { verb: p.verb, needed: f.participle },
    });
  return out.filter((w) => !f.participleVariants.includes(w.choice));
}

function pastItem(rng: Rng, p: IrregularPhrase, s: Subject): Item {
  const after = p.ctx ? possess(p.ctx.post, s.poss) : rng.pick(p.long ? LONG_PAST : SHORT_PAST);
  const marker = after.replace(/^,\s*/, '');
  const pre = p.ctx?.pre ? ` ${p.ctx.pre}` : '';
  const f = verbForms(p.verb);
  return {
    text: `${subjectStart(s)}${pre} ___ ${possess(p.rest, s.poss)}${after.startsWith(',') ? '' : ' '}${after}.`,
    answer: f.past,
    wrong: limitWrong(rng, pastWrongs(p, s, marker), 3, 0),
    ruleId: 'irr-past',
    trigger: [marker],
    skeleton: `past:${p.id}`,
  };
}

function partItem(rng: Rng, p: IrregularPhrase, s: Subject): Item | null {
  const f = verbForms(p.verb);
  const wrong = limitWrong(rng, partWrongs(p), 3, 0);
  if (p.experience && (rng.int(2) === 0 || !p.result)) {
    const q = askedAbout(s);
    if (q && rng.int(2) === 0)
      return {
        text: `${cap(haveFor(q))} ${q.text} ever ___ ${possess(p.rest, q.poss)}?`,
        answer: f.participle,
        wrong,
        ruleId: 'irr-participle',
        trigger: [cap(haveFor(q)), 'ever'],
        skeleton: `ever:${p.id}`,
      };
    return {
      text: `${subjectStart(s)} ${haveFor(s)} never ___ ${possess(p.rest, s.poss)}.`,
      answer: f.participle,
      wrong,
      ruleId: 'irr-participle',
      trigger: [haveFor(s), 'never'],
      skeleton: `never:${p.id}`,
    };
  }
  if (!p.result) return null;
  const adv = rng.pick(perfectAdverbs(`${p.verb} ${p.rest}`));
  return {
    text: `${subjectStart(s)} ${haveFor(s)} ${adv} ___ ${possess(p.rest, s.poss)}.`,
    answer: f.participle,
    wrong,
    ruleId: 'irr-participle',
    trigger: [haveFor(s), adv],
    skeleton: `perf:${p.id}`,
  };
}

/** A verb-table line: "Three forms: break – broke – ___." (the classic drill, a small share of each topic). */
function tableItem(rng: Rng, p: IrregularPhrase, slot: 'past' | 'participle'): Item {
  const f = verbForms(p.verb);
  if (slot === 'participle')
    return {
      text: `Three forms: ${p.verb} – ${f.past} – ___.`,
      answer: f.participle,
      wrong: limitWrong(rng, partWrongs(p), 3, 0),
      ruleId: 'irr-participle',
      trigger: [p.verb, f.past],
      skeleton: `table-pp:${p.id}`,
    };
  const wrongs = pastWrongs(p, { text: 'it', person: '1sg', poss: 'its', adult: true }, '').filter(
    (w) => w.errorType !== 'tense-marker-mismatch',
  );
  return {
    text: `Three forms: ${p.verb} – ___ – ${f.participle}.`,
    answer: f.past,
    wrong: wrongs.map((w) =>
      w.errorType === 'participle-for-past' ? { ...w, errorType: 'participle-for-past' } : w,
    ),
    ruleId: 'irr-past',
    trigger: [p.verb, f.participle],
    skeleton: `table-past:${p.id}`,
  };
}

const RULES = [
  {
    id: 'irr-past',
    statement: {
      en: 'Irregular verbs have their own past simple form (the second form): go → went, buy → bought, cut → cut.',
      uk: 'Неправильні дієслова мають власну форму минулого часу (другу форму): go → went, buy → bought, cut → cut.',
    },
  },
  {
    id: 'irr-participle',
    statement: {
      en: 'After have/has/had comes the past participle (the third form): gone, bought, cut.',
      uk: 'Після have/has/had стоїть третя форма (past participle): gone, bought, cut.',
    },
  },
];

type Meta = Omit<TopicMeta, 'rules' | 'sectionSlug'> & { target: number };

/** One home, one receipt, one front door: not said of friends, cousins or classmates together. */
const ONE_HOME =
  /home late|receipt|coffee beans|the table|washing-up|the cat|shopping away|the floor|the dog|the picture|the alarm|the bills|the door|the toast|a fire|a treehouse|hole in the garden|tomatoes/;
const NO_SHARED_HOME = /^(my friends|my cousins|the students|Max and Lily|Kate and I)$/;

/**
 * Who a past event fits: no statement tells "you" what you did ("You spoke to the manager last Saturday"),
 * and a household's job is not done by friends or classmates ("My friends came home late last week").
 */
const fitsEvent = (p: IrregularPhrase, s: Subject): boolean =>
  s.text !== 'you' &&
  !(ONE_HOME.test(p.rest) && NO_SHARED_HOME.test(s.text)) &&
  // One person's mishap: a group does not tear their jeans or cut their fingers together.
  !(ONE_BODY.test(p.rest) && (s.person === '1pl' || s.person === '3pl'));
const ONE_BODY =
  /jeans|jumper|finger|knee|tongue|head on the door|wallet|keys|bag on the bus|breath|coat|the meeting|fear of|first in the race/;

const SINGLE = (s: Subject) => s.person === '1sg' || s.person === '3sg';
/** Issue 16's authored phrases say who they fit: one person, a household, a group. */
const fitsWho = (p: IrregularPhrase, s: Subject): boolean =>
  fitsEvent(p, s) &&
  (p.who === 'one'
    ? SINGLE(s)
    : p.who === 'home'
      ? !NO_SHARED_HOME.test(s.text)
      : p.who === 'many'
        ? !SINGLE(s)
        : true);

function irregularTopic(
  meta: Meta,
  filter: (p: IrregularPhrase) => boolean,
  mode: { past: number; part: number; table: boolean; more?: number },
): TopicDef {
  return makeTopic({ ...meta, sectionSlug: 'irregular', rules: RULES }, (rng) => {
    const items: Item[] = [];
    for (const p of IRREGULAR_PHRASES.filter(filter)) {
      for (const s of someSubjects(rng, mode.past, p.adult, (x) => fitsEvent(p, x)))
        items.push(pastItem(rng, p, s));
      for (const s of someSubjects(rng, mode.part, p.adult, (x) => fitsEvent(p, x))) {
        const it = partItem(rng, p, s);
        if (it) items.push(it);
      }
      if (mode.table) {
        if (p.group !== 'aaa' || regularisedNonword(p.verb)) items.push(tableItem(rng, p, 'past'));
        items.push(tableItem(rng, p, 'participle'));
      }
    }
    // A few subjects each: many bases with few variants keep a session from repeating one sentence.
    for (const p of mode.more ? IRREGULAR_MORE.filter(filter) : []) {
      for (const s of someSubjects(rng, mode.more ?? 0, p.adult, (x) => fitsWho(p, x)))
        items.push(pastItem(rng, p, s));
      for (const s of someSubjects(rng, mode.more ?? 0, p.adult, (x) => fitsWho(p, x))) {
        const it = partItem(rng, p, s);
        if (it) items.push(it);
      }
    }
    return items;
  });
}

const card = (rule: [string, string], signals: [string, string], examples: [string, string]) => ({
  rule: { en: rule[0], uk: rule[1] },
  signals: { en: signals[0], uk: signals[1] },
  examples,
});

export const irregularPast = irregularTopic(
  {
    slug: 'irregular-verbs-past',
    name: { en: 'Irregular verbs: past simple', uk: 'Неправильні дієслова: past simple' },
    level: 'basic',
    possibleAnswers: ['went', 'bought', 'took'],
    card: card(
      [
        'Irregular verbs do not add -ed in the past simple; each has its own form, which you learn by heart: go → went, buy → bought, take → took.',
        'Неправильні дієслова не додають -ed у past simple; кожне має власну форму, яку треба запам’ятати: go → went, buy → bought, take → took.',
      ],
      ['yesterday, last week, two days ago, in 2019.', 'yesterday, last week, two days ago, in 2019.'],
      ['She bought a new laptop last week.', 'We went to the shop yesterday.'],
    ),
    target: 1300,
  },
  () => true,
  { past: 12, part: 0, table: false },
);

export const irregularParticiples = irregularTopic(
  {
    slug: 'irregular-past-participles',
    name: { en: 'Irregular verbs: past participles', uk: 'Неправильні дієслова: третя форма' },
    level: 'intermediate',
    possibleAnswers: ['gone', 'written', 'taken'],
    card: card(
      [
        'After have/has/had we use the past participle (third form). For many irregular verbs it differs from the past simple: go – went – gone, write – wrote – written.',
        'Після have/has/had уживаємо третю форму (past participle). У багатьох неправильних дієсловах вона відрізняється від форми минулого часу: go – went – gone, write – wrote – written.',
      ],
      ['have/has/had + just, already, never, ever.', 'have/has/had + just, already, never, ever.'],
      ['She has just written a letter.', 'Have you ever ridden a horse?'],
    ),
    target: 1100,
  },
  () => true,
  { past: 0, part: 12, table: false },
);

export const irregularAbc = irregularTopic(
  {
    slug: 'irregular-verbs-a-b-c',
    name: {
      en: 'Irregular verbs with three different forms (go – went – gone)',
      uk: 'Неправильні дієслова з трьома різними формами (go – went – gone)',
    },
    level: 'intermediate',
    possibleAnswers: ['went', 'gone'],
    card: card(
      [
        'In verbs like go – went – gone, write – wrote – written, all three forms differ: the second form is for the past simple alone, the third after have/has/had.',
        'У дієсловах на кшталт go – went – gone, write – wrote – written усі три форми різні: друга — для past simple без допоміжного дієслова, третя — після have/has/had.',
      ],
      [
        'A past time word → second form; have/has/had → third form.',
        'Слово минулого часу → друга форма; have/has/had → третя форма.',
      ],
      ['He wrote a letter yesterday.', 'He has just written a letter.'],
    ),
    target: 1000,
  },
  (p) => p.group === 'abc',
  { past: 10, part: 12, table: true },
);

export const irregularAbb = irregularTopic(
  {
    slug: 'irregular-verbs-a-b-b',
    name: {
      en: 'Irregular verbs with the same past and participle (buy – bought – bought)',
      uk: 'Неправильні дієслова з однаковими 2-ю і 3-ю формами (buy – bought – bought)',
    },
    level: 'basic',
    possibleAnswers: ['bought', 'taught', 'left'],
    card: card(
      [
        'In verbs like buy – bought – bought, teach – taught – taught, the past simple and the past participle are the same irregular form; never add -ed.',
        'У дієсловах на кшталт buy – bought – bought, teach – taught – taught друга і третя форми однакові й неправильні; -ed не додаємо.',
      ],
      [
        'yesterday, last week → past simple; have/has/had → participle: the same form.',
        'yesterday, last week → past simple; have/has/had → третя форма: та сама форма.',
      ],
      ['She bought a new laptop last week.', 'She has just bought a new laptop.'],
    ),
    target: 1000,
  },
  (p) => p.group === 'abb',
  { past: 10, part: 10, table: true },
);

export const irregularAaa = irregularTopic(
  {
    slug: 'irregular-verbs-a-a-a',
    name: {
      en: 'Irregular verbs with one form (cut – cut – cut)',
      uk: 'Неправильні дієслова з однією формою (cut – cut – cut)',
    },
    level: 'basic',
    possibleAnswers: ['cut', 'put', 'hit'],
    card: card(
      [
        'Verbs like cut, put, hit, let, set, shut, hurt, read and quit have one form for the base, the past simple and the past participle. Only -s in the present (he cuts) shows the present.',
        'Дієслова cut, put, hit, let, set, shut, hurt, read, quit мають однакові всі три форми: початкову, другу (минулий час) і третю. Лише -s (he cuts) показує теперішній час.',
      ],
      ['yesterday, last week, have/has/had.', 'yesterday, last week, have/has/had.'],
      ['I cut my finger yesterday.', 'She has already put the shopping away.'],
    ),
    target: 800,
  },
  (p) => p.group === 'aaa',
  { past: 20, part: 20, table: true, more: 4 },
);

export const irregularAba = irregularTopic(
  {
    slug: 'irregular-verbs-a-b-a',
    name: {
      en: 'Come, become, run: the participle is the base form',
      uk: 'Come, become, run: третя форма збігається з початковою',
    },
    level: 'intermediate',
    possibleAnswers: ['came', 'come', 'ran', 'run'],
    card: card(
      [
        'come – came – come, become – became – become, run – ran – run: the past simple changes the vowel, but the past participle is the same as the base form (has come, not has came).',
        'come – came – come, become – became – become, run – ran – run: у past simple змінюється голосна, а третя форма збігається з початковою (has come, а не has came).',
      ],
      [
        'A past time word → came/ran; have/has/had → come/run.',
        'Слово минулого часу → came/ran; have/has/had → come/run.',
      ],
      ['She came home late last night.', 'She has just come home.'],
    ),
    target: 700,
  },
  (p) => p.group === 'aba',
  { past: 24, part: 24, table: true, more: 4 },
);

export const IRREGULAR_TOPICS = [
  irregularPast,
  irregularParticiples,
  irregularAbc,
  irregularAbb,
  irregularAaa,
  irregularAba,
];
