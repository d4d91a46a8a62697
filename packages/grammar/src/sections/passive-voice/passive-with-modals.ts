import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

const PASSIVE_OBJECTS: [subject: string, verb: string, rest: string][] = [
  ['The results', 'publish', 'online'],
  ['The windows', 'clean', ''],
  ['The letters', 'send', 'by post'],
  ['The new bridge', 'open', 'in May'],
  ['The room', 'paint', 'white'],
  ['The tickets', 'sell', 'at the door'],
  ['The car', 'repair', 'in the garage'],
  ['The meeting', 'hold', 'in the main hall'],
  ['The old cinema', 'close', ''],
  ['The winners', 'announce', 'on Friday'],
  ['Dinner', 'serve', 'at eight'],
  ['The exam papers', 'check', 'by two teachers'],
  ['The parcel', 'deliver', 'to your door'],
  ['The plants', 'water', 'every morning'],
  ['The report', 'finish', 'by Monday'],
  ['The documents', 'sign', 'by the manager'],
  ['The house', 'sell', 'soon'],
  ['The streets', 'clean', 'at night'],
  ['The photos', 'print', 'in colour'],
  ['The homework', 'collect', 'on Friday'],
];

export const passiveModals: TopicDef = topic({
  slug: 'passive-with-modals',
  section: 'passive-voice',
  name: L(
    'Passive with will and modals: will be done, must be done',
    'Пасивний стан з will і модальними дієсловами: will be done, must be done',
  ),
  level: 'intermediate',
  possibleAnswers: ['will be sent', 'must be cleaned', 'can be done'],
  rule: L(
    'After will, can, must, should or might, the passive is be + past participle: The results will be published online.',
    'Після will, can, must, should чи might пасив — be + третя форма: The results will be published online.',
  ),
  signals: L(
    'will / can / must / should + the thing the action is done to as the subject',
    'will / can / must / should + підмет — те, з чим виконують дію',
  ),
  examples: ['The results will be published online.', 'The windows must be cleaned every week.'],
  rules: [rule('modal-passive', 'Modal + be + past participle.', 'Модальне дієслово + be + третя форма.')],
  target: 300,
  *generate(rng) {
    for (const [[subject, verb, rest], modal] of rng.shuffle(
      PASSIVE_OBJECTS.flatMap((o) => ['will', 'must', 'should', 'can', 'might'].map((m) => [o, m] as const)),
    )) {
      if (modal === 'can' && /winners|report|house|results|meeting|cinema|bridge/.test(subject)) continue;
      const f = verbForms(verb);
      yield item(rng, {
        text: `${subject} ${modal} {} ${rest}`,
        answer: `be ${f.participle}`,
        wrong: [
          d(f.participle, 'missing-be', {}),
          d(`${isPlural(subject) ? 'are' : 'is'} ${f.participle}`, 'be-form-after-will', {}),
          d(`be ${f.base}`, 'base-for-participle', { base: f.base }),
        ],
        ruleId: 'modal-passive',
        trigger: [modal, subject],
        skeleton: `${verb}-${modal}`,
      });
    }
  },
});
const isPlural = (s: string) => /s$/.test(s) && !/news$/.test(s);
