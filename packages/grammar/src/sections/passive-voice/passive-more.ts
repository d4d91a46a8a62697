import { d, item, L, rule, topic } from '../../engine.ts';
import { ALL_SUBJECTS, type FrameSubject as Subject } from '../../lexicon/people.ts';
import { bePresent, isPlural, is3sg as isThirdSingular } from '../../lexicon/subject.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

/**
 * Passive continuous, perfect and future, and have something done. Each thing has the verb done to it,
 * a time scale (d: done in a day, w: in a week, y: a project of months) that picks natural future
 * markers, and `erg` for verbs that also work intransitively with this subject (the bread is baking),
 * where the active form would be a correct sentence and so is never offered as a wrong choice.
 */
type Thing = { s: string; pl: boolean; verb: string; scale: 'd' | 'w' | 'y'; erg?: boolean; noNow?: boolean };
const T = (s: string, pl: 0 | 1, verb: string, scale: Thing['scale'], erg = false): Thing => ({
  s,
  pl: pl === 1,
  verb,
  scale,
  ...(erg ? { erg } : {}),
});

const THINGS: Thing[] = [
  T('the kitchen', 0, 'paint', 'w'),
  T('the windows', 1, 'clean', 'd'),
  T('the car', 0, 'repair', 'w'),
  T('the old bridge', 0, 'repair', 'y'),
  T('the road to the village', 0, 'repair', 'y'),
  T('the house', 0, 'paint', 'w'),
  T('the grass', 0, 'cut', 'd'),
  T('the hotel rooms', 1, 'clean', 'd'),
  T('the invitations', 1, 'send', 'd'),
  T('the report', 0, 'write', 'w'),
  T('the pizza', 0, 'deliver', 'd'),
  T('the dishes', 1, 'wash', 'd'),
  T('the plants', 1, 'water', 'd'),
  T('the new hospital', 0, 'build', 'y'),
  T('the new school', 0, 'build', 'y'),
  T('the museum', 0, 'renovate', 'y'),
  T('the photos', 1, 'print', 'd'),
  T('the roof', 0, 'repair', 'w'),
  T('the fence', 0, 'paint', 'w'),
  T('the parcels', 1, 'deliver', 'd'),
  T('the contract', 0, 'sign', 'd'),
  T('the presents', 1, 'wrap', 'd'),
  T('the website', 0, 'update', 'w'),
  T('the bills', 1, 'pay', 'd'),
  T('the exam papers', 1, 'mark', 'w'),
  T('the streets', 1, 'clean', 'd'),
  T('the wedding cake', 0, 'make', 'd'),
  T('the walls', 1, 'paint', 'w'),
  T('the bike', 0, 'fix', 'd'),
  T('the patient', 0, 'examine', 'd'),
  T('the carpets', 1, 'clean', 'd'),
  T('the machine', 0, 'test', 'w'),
  T('the new software', 0, 'install', 'd'),
  T('the street lights', 1, 'repair', 'w'),
  T('the suitcases', 1, 'pack', 'd'),
  T('the rubbish', 0, 'collect', 'd'),
  T('the documents', 1, 'translate', 'w'),
  T('the new library', 0, 'build', 'y'),
  T('the old cinema', 0, 'rebuild', 'y'),
  T('the station', 0, 'modernise', 'y'),
  T('the students’ essays', 1, 'check', 'w'),
  T('the email', 0, 'send', 'd'),
  T('the results', 1, 'publish', 'w'),
  { ...T('the tickets', 1, 'book', 'd'), noNow: true },
  { ...T('the table', 0, 'book', 'd'), noNow: true },
  T('the flat', 0, 'decorate', 'w'),
  T('the new bridge', 0, 'open', 'y', true),
  T('the bread', 0, 'bake', 'd', true),
  T('dinner', 0, 'cook', 'd', true),
  T('the shirts', 1, 'iron', 'd'),
  T('the garden', 0, 'tidy', 'd'),
  T('the children’s room', 0, 'tidy', 'd'),
  T('the old trees', 1, 'cut down', 'w'),
  T('the boxes', 1, 'carry', 'd'),
  T('the meeting room', 0, 'prepare', 'd'),
  T('the concert hall', 0, 'redecorate', 'y'),
  T('the swimming pool', 0, 'clean', 'w'),
  T('the computers', 1, 'replace', 'w'),
  T('the song', 0, 'record', 'w'),
  T('the film', 0, 'shoot', 'y'),
];

function forms(verb: string) {
  const [head, ...particle] = verb.split(' ');
  const f = verbForms(head ?? verb);
  const p = particle.length ? ` ${particle.join(' ')}` : '';
  return { pp: `${f.participle}${p}`, base: `${f.base}${p}`, ing: `${f.ing}${p}`, past: `${f.past}${p}`, f };
}

const NOW = ['at the moment', 'right now', 'now'];
const FUTURE: Record<Thing['scale'], string[]> = {
  d: ['tomorrow', 'tomorrow morning', 'this afternoon', 'this evening'],
  w: ['next week', 'next Monday', 'tomorrow'],
  y: ['next year', 'next spring', 'in 2027'],
};
/** Long projects are "being built this year", not "right now". */
const nowFor = (t: Thing) => (t.scale === 'y' ? ['this year', 'at the moment'] : NOW);
const be = (t: Thing) => (t.pl ? 'are' : 'is');
const has = (t: Thing) => (t.pl ? 'have' : 'has');

const passiveRule = (id: string, en: string, uk: string) => rule(id, en, uk);

export const passiveContinuous: TopicDef = topic({
  slug: 'passive-present-continuous',
  section: 'passive-voice',
  name: L('Passive: is being done', 'Пасивний стан: is being done'),
  level: 'intermediate',
  possibleAnswers: ['is being painted', 'are being cleaned'],
  rule: L(
    'For something that is being done to the subject now: am/is/are + being + past participle: The kitchen is being painted at the moment.',
    'Про дію, яку зараз виконують над підметом: am/is/are + being + третя форма: The kitchen is being painted at the moment.',
  ),
  signals: L('now, right now, at the moment, this year', 'now, right now, at the moment, this year'),
  examples: ['The kitchen is being painted at the moment.', 'The windows are being cleaned right now.'],
  rules: [
    passiveRule(
      'passive-continuous',
      'Present continuous passive: is/are (agreeing with the subject) + being + past participle.',
      'Present continuous passive: is/are (узгоджене з підметом) + being + третя форма.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const all = rng.shuffle(
      THINGS.filter((t) => !t.noNow).flatMap((t) => nowFor(t).map((m) => [t, m] as const)),
    );
    for (const [t, marker] of all) {
      const x = forms(t.verb);
      const wrong = [
        d(`${t.pl ? 'is' : 'are'} being ${x.pp}`, 'be-agreement', { subject: t.s, be: be(t) }),
        d(`${be(t)} been ${x.pp}`, 'been-for-being', {}),
      ];
      wrong.push(
        t.erg
          ? d(`${be(t)} being ${x.base}`, 'base-for-participle-passive', { participle: x.pp })
          : d(`${be(t)} ${x.ing}`, 'active-for-passive', { subject: t.s }),
      );
      yield item(rng, {
        text: `${t.s} {} ${marker}`,
        answer: `${be(t)} being ${x.pp}`,
        wrong,
        ruleId: 'passive-continuous',
        trigger: [t.s, marker],
        features: { voice: 'passive', tense: 'present-continuous' },
        skeleton: `pc-${t.s}-${t.verb}`,
      });
    }
  },
});

export const passivePerfect: TopicDef = topic({
  slug: 'passive-present-perfect',
  section: 'passive-voice',
  name: L('Passive: has been done', 'Пасивний стан: has been done'),
  level: 'intermediate',
  possibleAnswers: ['has been repaired', 'have been cleaned'],
  rule: L(
    'For a finished action with a result now, done to the subject: has/have + been + past participle: The car has just been repaired. Has the report been written yet?',
    'Про завершену дію з результатом зараз, виконану над підметом: has/have + been + третя форма: The car has just been repaired. Has the report been written yet?',
  ),
  signals: L('just, already, yet, recently', 'just, already, yet, recently'),
  examples: ['The car has just been repaired.', 'Have the invitations been sent yet?'],
  rules: [
    passiveRule(
      'passive-perfect',
      'Present perfect passive: has/have + been + past participle.',
      'Present perfect passive: has/have + been + третя форма.',
    ),
  ],
  target: 500,
  *generate(rng) {
    const all = rng.shuffle(THINGS.flatMap((t) => [0, 1, 2].map((k) => [t, k] as const)));
    for (const [t, k] of all) {
      const x = forms(t.verb);
      const wrong = [d(`being ${x.pp}`, 'being-for-been', {}), d(`be ${x.pp}`, 'be-after-have', {})];
      if (!t.erg) wrong.push(d(x.pp, 'active-for-passive', { subject: t.s }));
      if (k === 2) {
        yield item(rng, {
          text: `${has(t) === 'has' ? 'Has' : 'Have'} ${t.s} {} yet?`,
          answer: `been ${x.pp}`,
          wrong,
          ruleId: 'passive-perfect',
          trigger: [has(t), 'yet'],
          features: { voice: 'passive', tense: 'present-perfect' },
          skeleton: `pp-q-${t.s}-${t.verb}`,
        });
        continue;
      }
      const adv = k === 0 ? 'just' : 'already';
      yield item(rng, {
        text: `${t.s} ${has(t)} ${adv} {}`,
        answer: `been ${x.pp}`,
        wrong,
        ruleId: 'passive-perfect',
        trigger: [has(t), adv],
        features: { voice: 'passive', tense: 'present-perfect' },
        skeleton: `pp-${t.s}-${t.verb}`,
      });
    }
  },
});

export const passiveFuture: TopicDef = topic({
  slug: 'passive-future',
  section: 'passive-voice',
  name: L('Passive: will be done, is going to be done', 'Пасивний стан: will be done, is going to be done'),
  level: 'intermediate',
  possibleAnswers: ['will be repaired', 'is going to be built'],
  rule: L(
    'For the future passive, use will be or am/is/are going to be + past participle: The bridge will be repaired next year. Be stays be after will and to.',
    'Майбутній пасив: will be або am/is/are going to be + третя форма: The bridge will be repaired next year. Після will і to дієслово be не змінюється.',
  ),
  signals: L('tomorrow, next week, next year', 'tomorrow, next week, next year'),
  examples: ['The bridge will be repaired next year.', 'The invitations are going to be sent tomorrow.'],
  rules: [
    passiveRule(
      'passive-future',
      'will be / going to be + past participle: be keeps its base form after will and to.',
      'will be / going to be + третя форма: після will і to дієслово be стоїть у початковій формі.',
    ),
  ],
  target: 600,
  *generate(rng) {
    const all = rng.shuffle(
      THINGS.flatMap((t) => FUTURE[t.scale].flatMap((m) => [0, 1].map((k) => [t, m, k] as const))),
    );
    for (const [t, marker, k] of all) {
      const x = forms(t.verb);
      const lead = k === 0 ? `${t.s} will` : `${t.s} ${be(t)} going to`;
      const wrong = [
        d(`been ${x.pp}`, 'been-after-will', { aux: k === 0 ? 'will' : 'going to' }),
        d(`being ${x.pp}`, 'being-after-will', { aux: k === 0 ? 'will' : 'going to' }),
      ];
      if (k === 0) wrong.push(d(`${be(t)} ${x.pp}`, 'be-form-after-will', {}));
      else wrong.push(d(x.pp, 'passive-missing-be', {}));
      yield item(rng, {
        text: `${lead} {} ${marker}`,
        answer: `be ${x.pp}`,
        wrong,
        ruleId: 'passive-future',
        trigger: [k === 0 ? 'will' : 'going to', marker],
        features: { voice: 'passive', tense: 'future' },
        skeleton: `pf-${k}-${t.s}-${t.verb}`,
      });
    }
  },
});

/**
 * Services people pay for: what is done, to whose thing; adult jobs only for adults. `often` is the
 * frequency people really have it done at (eyes tested once a year, hair cut every month), or null when it
 * is a one-off job ("has his shoes repaired once a year" and "has his garden designed every two years" were
 * crossed out). `big` jobs take long time markers (last month, next spring), small ones short ones.
 */
type Service = { obj: string; verb: string; adult: boolean; often: string | null; big: boolean };
const S = (obj: string, verb: string, adult: 0 | 1, often: string | null, big = false): Service => ({
  obj,
  verb,
  adult: adult === 1,
  often,
  big,
});
const SERVICES: Service[] = [
  S('{poss} hair', 'cut', 0, 'every month'),
  S('{poss} car', 'repair', 1, null),
  S('{poss} car', 'service', 1, 'once a year'),
  S('{poss} car', 'wash', 1, 'every two weeks'),
  S('{poss} eyes', 'test', 0, 'once a year'),
  S('{poss} windows', 'clean', 1, 'every month'),
  S('{poss} fence', 'paint', 1, null, true),
  S('{poss} bike', 'fix', 0, null),
  S('{poss} roof', 'repair', 1, null, true),
  S('{poss} kitchen', 'paint', 1, null, true),
  S('{poss} coat', 'clean', 0, null),
  S('{poss} shoes', 'repair', 0, null),
  S('{poss} watch', 'repair', 0, null),
  S('{poss} teeth', 'check', 0, 'twice a year'),
  S('{poss} laptop', 'repair', 0, null),
  S('{poss} carpets', 'clean', 1, 'once a year'),
  S('{poss} piano', 'tune', 0, 'once a year'),
  S('{poss} jacket', 'shorten', 0, null),
  S('{poss} suit', 'clean', 1, null),
  S('{poss} boiler', 'service', 1, 'once a year'),
  S('{poss} nails', 'do', 0, 'every two weeks'),
  S('{poss} flat', 'redecorate', 1, null, true),
  S('{poss} tyres', 'change', 1, 'twice a year'),
  S('{poss} chimney', 'sweep', 1, 'once a year'),
  S('{poss} blood pressure', 'check', 1, 'every month'),
  S('{poss} groceries', 'deliver', 1, 'every week'),
  S('the grass', 'cut', 1, 'every two weeks in summer'),
  S('{poss} dog', 'groom', 1, 'every two months'),
  S('{poss} bathroom', 'renovate', 1, null, true),
  S('{poss} passport photo', 'take', 0, null),
];
const PAST_S = ['yesterday', 'last week', 'last Saturday', 'two days ago'];
const PAST_BIG = ['last month', 'last summer', 'last year'];
const FUT_S = ['tomorrow', 'next week', 'next Saturday'];
const FUT_BIG = ['next month', 'next spring', 'in the summer'];

export const haveSomethingDone: TopicDef = topic({
  slug: 'have-something-done',
  section: 'passive-voice',
  name: L('Have something done', 'Have something done (послуга)'),
  level: 'intermediate',
  possibleAnswers: ['had her hair cut', 'is going to have the car repaired'],
  rule: L(
    'When someone else does a job for us (usually for money), use have + object + past participle: She had her hair cut yesterday. We have our windows cleaned twice a year.',
    'Коли роботу для нас виконує хтось інший (зазвичай за гроші): have + додаток + третя форма: She had her hair cut yesterday. We have our windows cleaned twice a year.',
  ),
  signals: L(
    'at the hairdresser’s, at the garage; a service someone pays for',
    'у перукарні, в автосервісі; послуга, за яку платять',
  ),
  examples: ['She had her hair cut yesterday.', 'We are going to have our roof repaired next week.'],
  rules: [
    rule(
      'causative-have',
      'have + object + past participle: the participle comes after the object.',
      'have + додаток + третя форма: третя форма стоїть після додатка.',
    ),
  ],
  target: 1300,
  *generate(rng) {
    const all: [Service, Subject, number][] = [];
    // "My friends have their suit cleaned": one coat, watch or laptop belongs to one person.
    const ONE_OWNER = /suit|coat|jacket|watch|laptop|photo|bike|piano|blood pressure|nails|tyres/;
    // One home, one car: not for friends or cousins, who share none.
    const ONE_HOME =
      /roof|kitchen|flat|fence|boiler|carpets|windows|chimney|bathroom|groceries|grass|car|dog/;
    for (const sv of SERVICES)
      for (const s of ALL_SUBJECTS) {
        // No statement tells "you" what you have done ("You have your shoes repaired once a year").
        if (s.text === 'you') continue;
        if (sv.adult && !s.adult) continue;
        if (isPlural(s) && ONE_OWNER.test(sv.obj)) continue;
        if (/^(my friends|my cousins|the students)$/.test(s.text) && ONE_HOME.test(sv.obj)) continue;
        const kinds = sv.often ? [0, 1, 2] : [0, 1];
        all.push(
          [sv, s, kinds[all.length % kinds.length] ?? 0],
          [sv, s, kinds[(all.length + 1) % kinds.length] ?? 0],
        );
      }
    for (const [sv, subject, k] of rng.shuffle(all)) {
      const f = verbForms(sv.verb);
      const obj = sv.obj.replace('{poss}', subject.poss);
      const wrong = [d(f.ing, 'ing-for-participle-causative', {})];
      if (f.base !== f.participle) wrong.push(d(f.base, 'base-for-participle-causative', {}));
      if (!f.participleVariants.includes(f.past))
        wrong.push(d(f.past, 'past-for-participle-causative', { participle: f.participle }));
      else wrong.push(d(`to ${f.base}`, 'to-for-participle-causative', {}));
      let lead: string;
      let marker: string;
      let haveWord: string;
      if (k === 0) {
        marker = rng.pick(sv.big ? PAST_BIG : PAST_S);
        haveWord = 'had';
        lead = `${subject.text} had ${obj}`;
      } else if (k === 1) {
        marker = rng.pick(sv.big ? FUT_BIG : FUT_S);
        haveWord = 'have';
        lead = `${subject.text} ${bePresent(subject)} going to have ${obj}`;
      } else {
        marker = sv.often ?? '';
        haveWord = isThirdSingular(subject) ? 'has' : 'have';
        lead = `${subject.text} ${haveWord} ${obj}`;
      }
      yield item(rng, {
        text: `${lead} {} ${marker}`,
        answer: f.participle,
        wrong: wrong.slice(0, 3),
        ruleId: 'causative-have',
        trigger: [haveWord, obj],
        features: { pattern: 'have-object-participle' },
        skeleton: `cs-${sv.obj}-${sv.verb}-${k}`,
      });
    }
  },
});
