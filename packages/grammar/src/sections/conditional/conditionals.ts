import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

/** Condition and result clauses: [subject, base verb phrase, third-person form, past form]. */
const CONDITIONS: [string, string, string, string][] = [
  ['it', 'rain', 'rains', 'rained'],
  ['you', 'hurry', 'hurry', 'hurried'],
  ['she', 'study hard', 'studies hard', 'studied hard'],
  ['we', 'leave now', 'leave now', 'left now'],
  ['they', 'miss the bus', 'miss the bus', 'missed the bus'],
  ['he', 'call me', 'calls me', 'called me'],
  ['I', 'have time', 'have time', 'had time'],
  ['you', 'ask her', 'ask her', 'asked her'],
  ['the weather', 'be nice', 'is nice', 'was nice'],
  ['Tom', 'come', 'comes', 'came'],
  ['we', 'take a taxi', 'take a taxi', 'took a taxi'],
  ['she', 'feel better', 'feels better', 'felt better'],
  ['you', 'heat ice', 'heat ice', 'heated ice'],
  ['my parents', 'agree', 'agree', 'agreed'],
  ['the shop', 'be open', 'is open', 'was open'],
];
const RESULTS: string[] = [
  'we will stay at home',
  'we will catch the train',
  'she will pass the exam',
  'we will be on time',
  'they will be late',
  'I will tell him the news',
  'I will help you',
  'she will say yes',
  'we will go to the beach',
  'I will be very happy',
  'it will be cheaper',
  'she will come to the party',
  'it will melt',
  'we will buy a dog',
  'I will buy some bread',
];
const SECOND_RESULTS: string[] = [
  'we would stay at home',
  'we would catch the train',
  'she would pass the exam',
  'we would be on time',
  'they would be late',
  'I would tell him the news',
  'I would help you',
  'she would say yes',
  'we would go to the beach',
  'I would be very happy',
  'it would be cheaper',
  'she would come to the party',
  'it would melt',
  'we would buy a dog',
  'I would buy some bread',
];
const thirdSg = (s: string) => ['it', 'she', 'he', 'Tom', 'the weather', 'the shop'].includes(s);

export const firstConditional: TopicDef = topic({
  slug: 'first-conditional',
  section: 'conditional',
  name: L('First conditional: if + present, will', 'Перший тип умовних речень: if + present, will'),
  level: 'intermediate',
  possibleAnswers: ['rains', 'will stay'],
  rule: L(
    'For a real possibility in the future: If + present simple, will + base form. Never will in the if-clause: If it rains (not will rain), we will stay at home.',
    'Для реальної можливості в майбутньому: If + present simple, will + початкова форма. У частині з if will не вживаємо: If it rains (а не will rain), we will stay at home.',
  ),
  signals: L(
    'if, unless, as soon as + present; the other clause with will',
    'if, unless, as soon as + present; інша частина з will',
  ),
  examples: ['If it rains, we will stay at home.', 'If you hurry, you will catch the train.'],
  rules: [
    rule(
      'if-present',
      'After if (for the future) use the present simple, not will.',
      'Після if (про майбутнє) — present simple, а не will.',
    ),
    rule(
      'result-will',
      'The result clause takes will + base form.',
      'Головна частина (наслідок) — will + початкова форма.',
    ),
  ],
  target: 400,
  *generate(rng) {
    const all = rng.shuffle(CONDITIONS.flatMap((c, i) => [0, 1].map((k) => [c, i, k] as const)));
    for (const [[subject, base, third, past], i, k] of all) {
      const present = thirdSg(subject) ? third : base;
      const result = RESULTS[i] ?? '';
      const [head, ...restWords] = base.split(' ');
      const rest = restWords.length ? ` ${restWords.join(' ')}` : '';
      if (k === 0) {
        yield item(rng, {
          text: `If ${subject} {}, ${result}.`,
          answer: present,
          wrong: [
            d(`will ${head === 'be' ? 'be' : head}${rest}`, 'will-after-if', {}),
            d(past, 'past-in-first-conditional', {}),
          ],
          ruleId: 'if-present',
          trigger: ['If', 'will'],
          skeleton: `first-if-${i}`,
        });
      } else {
        const [rs, ...rv] = result.split(' ');
        const verbPhrase = rv.slice(1).join(' ');
        yield item(rng, {
          text: `If ${subject} ${present}, ${rs} {}.`,
          answer: `will ${verbPhrase}`,
          wrong: [
            d(`would ${verbPhrase}`, 'would-in-first-conditional', {}),
            d(
              `${verbPhrase.split(' ')[0] === 'be' ? (rs === 'I' ? 'am' : rs === 'it' || rs === 'she' ? 'is' : 'are') : verbPhrase.split(' ')[0]} ${verbPhrase.split(' ').slice(1).join(' ')}`.trim(),
              'present-in-result',
              {},
            ),
          ],
          ruleId: 'result-will',
          trigger: ['If', present],
          skeleton: `first-result-${i}`,
        });
      }
    }
  },
});

export const secondConditional: TopicDef = topic({
  slug: 'second-conditional',
  section: 'conditional',
  name: L('Second conditional: if + past, would', 'Другий тип умовних речень: if + past, would'),
  level: 'intermediate',
  possibleAnswers: ['had', 'would buy', 'were'],
  rule: L(
    'For an unreal or unlikely situation now: If + past simple, would + base form: If I had more time, I would learn Spanish. Would is not used in the if-clause.',
    'Для нереальної чи малоймовірної ситуації зараз: If + past simple, would + початкова форма: If I had more time, I would learn Spanish. У частині з if would не вживаємо.',
  ),
  signals: L('if + past form, would in the other clause', 'if + форма минулого, would в іншій частині'),
  examples: ['If I had more money, I would buy a car.', 'If she asked me, I would help her.'],
  rules: [
    rule(
      'if-past',
      'In the if-clause use the past simple (not would).',
      'У частині з if — past simple (а не would).',
    ),
    rule(
      'result-would',
      'The result clause takes would + base form (not will).',
      'Головна частина (наслідок) — would + початкова форма (а не will).',
    ),
  ],
  target: 400,
  *generate(rng) {
    const all = rng.shuffle(CONDITIONS.flatMap((c, i) => [0, 1].map((k) => [c, i, k] as const)));
    for (const [[subject, base, , past], i, k] of all) {
      if (subject === 'you' && base === 'heat ice') continue;
      const result = SECOND_RESULTS[i] ?? '';
      const pastForm = past.replace(
        /^was /,
        ['you', 'we', 'they', 'my parents'].includes(subject) ? 'were ' : 'was ',
      );
      if (k === 0) {
        yield item(rng, {
          text: `If ${subject} {}, ${result}.`,
          answer: pastForm,
          wrong: [
            d(`would ${base}`, 'would-after-if', {}),
            d(thirdSg(subject) ? (CONDITIONS[i]?.[2] ?? base) : base, 'present-in-second-conditional', {}),
          ],
          ruleId: 'if-past',
          trigger: ['would'],
          skeleton: `second-if-${i}`,
        });
      } else {
        const [rs, ...rv] = result.split(' ');
        const verbPhrase = rv.slice(1).join(' ');
        yield item(rng, {
          text: `If ${subject} ${pastForm}, ${rs} {}.`,
          answer: `would ${verbPhrase}`,
          wrong: [
            d(`will ${verbPhrase}`, 'will-in-second-conditional', {}),
            d(`would ${verbPhrase.replace(/^(\w+)/, (w) => verbForms(w).past)}`, 'past-after-would', {}),
          ],
          ruleId: 'result-would',
          trigger: ['If', pastForm],
          skeleton: `second-result-${i}`,
        });
      }
    }
  },
});
