import { someSubjects } from '../../core/verb-clauses.ts';
import { cap, type Item, makeTopic } from '../../engine.ts';
import { askedAbout } from '../../lexicon/people.ts';
import {
  bePresent,
  haveFor,
  personLabel,
  possess,
  type Subject,
  subjectStart,
} from '../../lexicon/subject.ts';
import type { Rng, TopicDef } from '../../types.ts';

/** Things people have got; "sg" marks one-per-person things (two brothers fit anyone). */
const THINGS: [string, boolean][] = [
  ['a new phone', true],
  ['two brothers', false],
  ['a cold', true],
  ['a headache', true],
  ['blue eyes', false],
  ['a big garden', false],
  ['a dog', false],
  ['long hair', false],
  ['a lot of homework', false],
  ['an appointment at ten', true],
  ['a good memory', true],
  ['a lot of questions', false],
  ['a bike', true],
  ['a sister in Canada', true],
  ['enough time', false],
  ['a flat in the city centre', false],
  ['a great idea', true],
  ['a meeting this afternoon', false],
  ['tickets for the concert', false],
  ['a cat called Tiger', false],
  ['a car', true],
  ['a lot of work today', false],
  ['a spare key', true],
  ['a big family', false],
  ['a sore throat', true],
  ['a driving licence', true],
  ['a map of the city', false],
  ['an umbrella', true],
  ['a lot of books', false],
  ['a new laptop', true],
];

function build(rng: Rng): Item[] {
  const items: Item[] = [];
  for (const [thing, sg] of THINGS) {
    const filter = (s: Subject) => !sg || s.person === '1sg' || s.person === '3sg' || s.person === '2';
    for (const s of someSubjects(rng, 20, /flat|meeting|appointment/.test(thing), filter)) {
      const have = haveFor(s);
      const other = have === 'has' ? 'have' : 'has';
      const params = { subject: s.text, person: personLabel(s), needed: have };
      const obj = possess(thing, s.poss);
      for (const kind of [0, 1, 2]) {
        if (kind === 0)
          items.push({
            text: `${subjectStart(s)} ___ got ${obj}.`,
            answer: have,
            wrong: [
              { choice: other, errorType: 'have-agreement', params },
              { choice: bePresent(s), errorType: 'be-for-have', params: {} },
            ],
            ruleId: 'have-got-form',
            trigger: [s.text, 'got'],
            skeleton: `stmt:${thing}`,
          });
        else if (kind === 1)
          items.push({
            text: `${subjectStart(s)} ___ got ${obj}.`,
            answer: `${have}n't`,
            wrong: [
              {
                choice: `${other}n't`,
                errorType: 'have-agreement',
                params: { ...params, needed: `${have}n't` },
              },
              { choice: have === 'has' ? "doesn't" : "don't", errorType: 'do-with-got', params: {} },
            ],
            ruleId: 'have-got-neg',
            trigger: [s.text, 'got'],
            skeleton: `neg:${thing}`,
          });
        else {
          const q = askedAbout(s);
          if (!q) break;
          const qh = haveFor(q);
          items.push({
            text: `___ ${q.text} got ${possess(thing, q.poss)}?`,
            answer: cap(qh),
            wrong: [
              {
                choice: cap(qh === 'has' ? 'have' : 'has'),
                errorType: 'have-agreement',
                params: { subject: q.text, person: personLabel(q), needed: qh },
              },
              { choice: qh === 'has' ? 'Does' : 'Do', errorType: 'do-with-got', params: {} },
            ],
            ruleId: 'have-got-q',
            trigger: [q.text, 'got'],
            skeleton: `q:${thing}`,
          });
        }
      }
    }
  }
  return items;
}

export const haveGot: TopicDef = makeTopic(
  {
    slug: 'have-got',
    sectionSlug: 'verb',
    name: { en: 'Have got and has got', uk: 'Have got і has got' },
    level: 'basic',
    possibleAnswers: ['have got', 'has got'],
    card: {
      rule: {
        en: 'Have got means "have" (possess). He, she, it take has got; I, you, we, they take have got. Negatives and questions use have/has itself, not do: I haven’t got…, Has she got…?',
        uk: 'Have got означає «мати». З he, she, it — has got; з I, you, we, they — have got. У запереченнях і питаннях використовуємо саме have/has, а не do: I haven’t got…, Has she got…?',
      },
      signals: {
        en: 'The word got after the gap; the subject decides has or have.',
        uk: 'Слово got після пропуску; підмет визначає has чи have.',
      },
      examples: ['My sister has got blue eyes.', 'Have you got a bike?'],
    },
    rules: [
      {
        id: 'have-got-form',
        statement: {
          en: 'He/she/it has got; I/you/we/they have got.',
          uk: 'He/she/it has got; I/you/we/they have got.',
        },
      },
      {
        id: 'have-got-neg',
        statement: {
          en: "Negative: haven't got / hasn't got (never don't got).",
          uk: "Заперечення: haven't got / hasn't got (ніколи не don't got).",
        },
      },
      {
        id: 'have-got-q',
        statement: {
          en: 'Question: Have you got…? / Has she got…? (never Do you got…?).',
          uk: 'Питання: Have you got…? / Has she got…? (ніколи не Do you got…?).',
        },
      },
    ],
    target: 950,
  },
  build,
);
