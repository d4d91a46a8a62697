import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

/** Things that have things done to them, with the verb and whether the subject is plural. */
const OBJECTS: [subject: string, plural: boolean, verb: string, rest: string][] = [
  ['The bridge', false, 'build', ''],
  ['This house', false, 'build', ''],
  ['The museum', false, 'open', ''],
  ['The letters', true, 'send', ''],
  ['The windows', true, 'clean', ''],
  ['The car', false, 'repair', ''],
  ['The tickets', true, 'sell', 'online'],
  ['The room', false, 'paint', ''],
  ['The cake', false, 'make', 'by my grandmother'],
  ['The photos', true, 'take', 'by a professional'],
  ['The report', false, 'write', 'by the manager'],
  ['The songs', true, 'write', 'by a famous singer'],
  ['The meeting', false, 'cancel', ''],
  ['The children', true, 'take', 'to school by bus'],
  ['The rooms', true, 'clean', 'every morning'],
  ['The email', false, 'send', 'to all students'],
  ['The book', false, 'translate', 'into Ukrainian'],
  ['The picture', false, 'paint', 'by a young artist'],
  ['The streets', true, 'clean', ''],
  ['The food', false, 'cook', 'in the kitchen'],
  ['The parcel', false, 'deliver', ''],
  ['The old trees', true, 'cut down', ''],
  ['The film', false, 'show', 'on TV'],
  ['The rules', true, 'explain', 'to everyone'],
  ['The plants', true, 'water', ''],
  ['The doors', true, 'lock', 'at night'],
  ['The problem', false, 'solve', ''],
  ['The shop', false, 'close', ''],
  ['The results', true, 'publish', 'online'],
  ['The thief', false, 'catch', 'by the police'],
  ['The phones', true, 'make', 'in China'],
  ['The emails', true, 'check', 'every hour'],
  ['The bill', false, 'pay', ''],
  ['The homework', false, 'check', 'by the teacher'],
];
const PAST = ['last year', 'yesterday', 'two weeks ago', 'last Monday', 'last night'];
const PRESENT = ['usually', 'often'];

function forms(verb: string) {
  const [head, ...particle] = verb.split(' ');
  const f = verbForms(head ?? verb);
  const tail = particle.length ? ` ${particle.join(' ')}` : '';
  return {
    pp: `${f.participle}${tail}`,
    base: `${f.base}${tail}`,
    past: `${f.past}${tail}`,
    pastDiffers: !f.participleVariants.includes(f.past),
  };
}

export const passivePastPresent: TopicDef = topic({
  slug: 'passive-present-past-simple',
  section: 'passive-voice',
  name: L('Passive: is done, was done', 'Пасивний стан: is done, was done'),
  level: 'intermediate',
  possibleAnswers: ['is made', 'was built', 'were sent'],
  rule: L(
    'The passive is be + past participle. Present simple: am/is/are + participle (English is spoken here). Past simple: was/were + participle (The bridge was built in 1890).',
    'Пасивний стан — be + третя форма. Present simple: am/is/are + третя форма (English is spoken here). Past simple: was/were + третя форма (The bridge was built in 1890).',
  ),
  signals: L(
    'the thing the action is done to is the subject; by + who did it; past time → was/were',
    'підмет — те, з чим виконують дію; by + хто виконав; минулий час → was/were',
  ),
  examples: ['The bridge was built in 1890.', 'The rooms are cleaned every morning.'],
  rules: [
    rule(
      'passive-past',
      'For a past action: was/were + past participle.',
      'Для дії в минулому: was/were + третя форма.',
    ),
    rule(
      'passive-present',
      'For a regular or general action: am/is/are + past participle.',
      'Для регулярної чи загальної дії: am/is/are + третя форма.',
    ),
  ],
  target: 400,
  *generate(rng) {
    const all = rng.shuffle(OBJECTS.flatMap((o) => [true, false].map((past) => [o, past] as const)));
    for (const [[subject, plural, verb, rest], past] of all) {
      if (!past && /build|open$|catch|cancel|solve|close|deliver|cut down/.test(verb + rest)) continue;
      if (past && rest.includes('every')) continue;
      const f = forms(verb);
      const marker = past
        ? rest.includes('every')
          ? ''
          : rng.pick(verb === 'build' ? ['in 1890', 'in 2010', 'two hundred years ago'] : PAST)
        : rest.includes('every')
          ? ''
          : rng.pick(PRESENT);
      const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
      const otherBe = past ? (plural ? 'was' : 'were') : plural ? 'is' : 'are';
      const adverbFirst = marker === 'usually' || marker === 'often';
      const text = adverbFirst
        ? `${subject} {} ${rest}`.replace('{}', `${be} ${marker} ___`)
        : `${subject} {} ${rest} ${marker}`;
      const answer = adverbFirst ? f.pp : `${be} ${f.pp}`;
      const wrong = adverbFirst
        ? [
            d(f.base, 'base-for-participle', { base: f.base }),
            ...(f.pastDiffers
              ? [d(f.past, 'past-for-participle', { participle: f.pp })]
              : [d(`${f.base}ing`.replace(/eing$/, 'ing'), 'ing-for-participle', {})]),
          ]
        : [
            d(past ? f.past : `${f.base}s`.replace(/ss$/, 'sses'), 'active-for-passive', { subject }),
            d(`${otherBe} ${f.pp}`, 'be-agreement', { subject, be }),
            d(`${be} ${f.base}`, 'base-for-participle', { base: f.base }),
          ];
      if (!past && !adverbFirst && verb.includes(' ')) continue;
      yield item(rng, {
        text,
        answer,
        wrong,
        ruleId: past ? 'passive-past' : 'passive-present',
        trigger: [subject, marker || rest],
        skeleton: `${verb}-${past ? 'past' : 'present'}`,
      });
    }
  },
});
