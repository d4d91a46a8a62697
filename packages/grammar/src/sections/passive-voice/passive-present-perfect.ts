import { d, item, L, topic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import { forms, has, passiveRule, THINGS } from './passive-things.ts';

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
