import { d, item, L, topic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { be, forms, nowFor, passiveRule, THINGS } from './passive-things.ts';

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
