import type { TopicDef } from '../../types.ts';
import { d, item, L, rule, topic } from '../build.ts';
import { pairs, tail } from '../clause.ts';
import { FRAMES, habitMarkers } from '../lexicon/frames.ts';
import { asked as askedOf, bePresent, isThirdSingular } from '../lexicon/subjects.ts';

const WH: [string, string][] = [
  ['What time', 'get up'],
  ['What time', 'start work'],
  ['What time', 'finish school'],
  ['Where', 'live'],
  ['Where', 'work'],
  ['Where', 'go on holiday'],
  ['How often', 'go to the gym'],
  ['How often', 'visit the dentist'],
  ['What', 'usually have for breakfast'],
  ['What', 'do at the weekend'],
  ['How', 'get to work'],
  ['Why', 'get up so early'],
  ['When', 'usually do the shopping'],
  ['What kind of music', 'like'],
  ['Which sport', 'play'],
  ['How much coffee', 'drink a day'],
];

/** One of the three free demo topics: do or does in questions and negatives, chosen by the subject. */
export const doDoes: TopicDef = topic({
  slug: 'do-does',
  section: 'basics',
  name: L('Do or does', 'Do чи does'),
  level: 'basic',
  possibleAnswers: ['do', 'does'],
  rule: L(
    "Questions and negatives in the present simple need do or does. Use does with he, she, it or one person; use do with I, you, we, they. The main verb stays in the base form: Does she work? She doesn't work.",
    "Питання й заперечення в present simple утворюємо з do або does. Does — з he, she, it або однією особою; do — з I, you, we, they. Смислове дієслово лишається в початковій формі: Does she work? She doesn't work.",
  ),
  signals: L(
    'Look at the subject right after the blank (or before it in negatives).',
    'Дивіться на підмет одразу після пропуску (або перед ним у запереченнях).',
  ),
  examples: ['Does your brother play tennis?', "My parents don't live in Kyiv."],
  rules: [
    rule(
      'does',
      'Does goes with he, she, it and with one person or thing.',
      'Does — з he, she, it та з однією особою чи предметом.',
    ),
    rule(
      'do',
      'Do goes with I, you, we, they and with more than one person or thing.',
      'Do — з I, you, we, they та з кількома особами чи предметами.',
    ),
  ],
  target: 900,
  *generate(rng) {
    let n = 0;
    const asked = new Set<string>();
    for (const [frame, subject] of pairs(rng, FRAMES)) {
      const third = isThirdSingular(subject);
      const right = third ? 'does' : 'do';
      const wrongAux = third ? 'do' : 'does';
      const kind = n++ % 3;
      const verbPhrase = `${frame.verb}${frame.particle ? ` ${frame.particle}` : ''} ${tail(frame, subject)}`;
      const marker = rng.pick(habitMarkers(frame));
      const be = bePresent(subject);
      if (kind === 0) {
        yield item(rng, {
          text: `{} ${askedOf(subject).text} ${verbPhrase} ${marker}?`,
          answer: right === 'does' ? 'Does' : 'Do',
          wrong: [
            d(wrongAux === 'does' ? 'Does' : 'Do', third ? 'do-with-3sg' : 'does-with-non-3sg', {
              subject: subject.text,
            }),
            d(be.charAt(0).toUpperCase() + be.slice(1), 'be-for-do', { subject: subject.text, be }),
          ],
          ruleId: right,
          trigger: [subject.text],
          skeleton: `${frame.id}-q`,
        });
      } else if (kind === 1) {
        yield item(rng, {
          text: `${subject.text} {} ${verbPhrase} ${marker}`,
          answer: `${right}n't`,
          wrong: [
            d(`${wrongAux}n't`, third ? 'do-with-3sg' : 'does-with-non-3sg', { subject: subject.text }),
            d(be === 'am' ? 'am not' : `${be}n't`, 'be-for-do', { subject: subject.text, be }),
          ],
          ruleId: right,
          trigger: [subject.text],
          skeleton: `${frame.id}-neg`,
        });
      } else {
        const [wh, phrase] = rng.pick(WH);
        if (asked.has(`${wh}${phrase}${subject.text}`)) continue;
        asked.add(`${wh}${phrase}${subject.text}`);
        yield item(rng, {
          text: `${wh} {} ${subject.text} ${phrase}?`,
          answer: right,
          wrong: [
            d(wrongAux, third ? 'do-with-3sg' : 'does-with-non-3sg', { subject: subject.text }),
            d(be, 'be-for-do', { subject: subject.text, be }),
          ],
          ruleId: right,
          trigger: [subject.text],
          skeleton: `wh-${wh}-${phrase}`,
        });
      }
    }
  },
});
