import { d, item, L, rule, topic } from '../../engine.ts';
import { verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';

export const wouldYouMind: TopicDef = topic({
  slug: 'would-you-mind',
  section: 'would',
  name: L('Would you mind + -ing', 'Would you mind + -ing'),
  level: 'intermediate',
  possibleAnswers: ['opening', 'helping'],
  rule: L(
    'Would you mind is followed by the -ing form: Would you mind opening the window? It is a polite request.',
    'Після would you mind ставимо форму на -ing: Would you mind opening the window? Це ввічливе прохання.',
  ),
  signals: L('Would you mind / Do you mind …?', 'Would you mind / Do you mind …?'),
  examples: ['Would you mind closing the door?', 'Would you mind helping me with this bag?'],
  rules: [rule('mind-ing', 'Mind is followed by -ing.', 'Після mind — форма на -ing.')],
  target: 120,
  *generate(rng) {
    // Polite requests: the verb (base form) and what follows it.
    const requests = [
      'close the door',
      'open the window',
      'help me with this bag',
      'wait a moment',
      'turn the music down',
      'take a photo of us',
      'speak more slowly',
      'repeat that',
      'move your car',
      'send me the file',
      'check my homework',
      'lend me your pen',
      'call back later',
      'feed the cat tomorrow',
      'water my plants next week',
      'pick me up at six',
      'turn off the light',
      'switch on the heating',
      'carry this box for me',
      'explain that again',
      'give me a hand',
      'hold the door for me',
      'pass me the salt',
      'change seats with me',
      'keep an eye on my bag',
      'show me the way to the station',
      'wait outside for a minute',
      'close the window',
      'bring me a glass of water',
      'post this letter for me',
      'look after my dog this weekend',
      'fill in this form',
      'spell your name for me',
      'write down your phone number',
      'take your shoes off',
      'lower your voice',
    ];
    for (const [req, opener] of rng.shuffle(
      requests.flatMap((r) => ['Would you mind', 'Do you mind'].map((o) => [r, o] as const)),
    )) {
      const [baseForm = '', ...rest] = req.split(' ');
      yield item(rng, {
        text: `${opener} {} ${rest.join(' ')}?`,
        answer: verbForms(baseForm).ing,
        wrong: [
          d(`to ${baseForm}`, 'to-after-ing-verb', { verb: 'mind' }),
          d(baseForm, 'base-after-ing-verb', { verb: 'mind' }),
        ],
        ruleId: 'mind-ing',
        trigger: ['mind'],
        skeleton: `${opener}-${req}`,
      });
    }
  },
});
