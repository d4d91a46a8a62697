import { someSubjects } from '../../core/verb-clauses.ts';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ACTIONS, restFor } from '../../lexicon/actions.ts';
import { bePresent, subjectStart } from '../../lexicon/subject.ts';
import { ingForm } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';

/** Extra verbs whose -ing spelling is worth practising, each with a phrase that reads naturally. */
const EXTRA: [string, string][] = [
  ['lie', 'on the beach'],
  ['tie', '{poss} shoelaces'],
  ['open', 'the windows'],
  ['listen', 'to the radio'],
  ['visit', '{poss} aunt in Odesa'],
  ['sit', 'in the garden'],
  ['shop', 'for new shoes'],
  ['plan', 'a trip to Spain'],
  ['get', 'ready for the party'],
  ['put', 'on {poss} coat'],
  ['dance', 'in the kitchen'],
  ['smile', 'at the baby'],
  ['get', 'on the bus'],
  ['leave', 'the office'],
  ['come', 'home'],
  ['stop', 'the car'],
  ['hit', 'the ball'],
  ['win', 'the game'],
  ['dig', 'a hole in the garden'],
  ['rain', 'again'],
  ['enjoy', 'the concert'],
  ['fix', 'the tap'],
  ['cry', 'in the next room'],
  ['study', 'in the library'],
  ['enter', 'the building'],
  ['panic', 'about the exam'],
  ['picnic', 'in the park'],
];

const RULE_OF: Record<string, string> = {
  'drop-e': 'ing-drop-e',
  double: 'ing-double',
  'no-double': 'ing-no-double',
  ie: 'ing-ie',
  'keep-ee': 'ing-keep-ee',
  ck: 'ing-ck',
  plain: 'ing-plain',
};

/** The rule an -ing spelling follows, and the non-words learners write by missing it. */
export function ingMistakes(verb: string): { rule: string; wrong: string[] } {
  const right = ingForm(verb);
  if (verb.endsWith('ie')) return { rule: 'ie', wrong: [`${verb}ing`, `${verb.slice(0, -1)}ing`] };
  if (/ee$/.test(verb)) return { rule: 'keep-ee', wrong: [`${verb.slice(0, -1)}ing`] };
  if (right.endsWith('cking') && verb.endsWith('c')) return { rule: 'ck', wrong: [`${verb}ing`] };
  if (verb.endsWith('e')) return { rule: 'drop-e', wrong: [`${verb}ing`] };
  if (right === `${verb}${verb.at(-1)}ing`) return { rule: 'double', wrong: [`${verb}ing`] };
  // Two-syllable verbs stressed on the first syllable: no doubling (visiting, opening).
  if (/[^aeiou][aeiou][^aeiouwxy]$/.test(verb) && /^[^aeiou]*[aeiou]+[^aeiou]+[aeiou]/.test(verb))
    return { rule: 'no-double', wrong: [`${verb}${verb.at(-1)}ing`] };
  return { rule: 'plain', wrong: /y$/.test(verb) ? [`${verb.slice(0, -1)}ing`] : [] };
}

function build(rng: Rng): Item[] {
  const phrases: { id: string; verb: string; rest: string; adult: boolean }[] = [
    ...ACTIONS.filter((a) => a.p).map((a) => ({ id: a.id, verb: a.verb, rest: a.rest, adult: a.adult })),
    ...EXTRA.map(([verb, rest]) => ({ id: `x-${verb}`, verb, rest, adult: false })),
  ];
  const items: Item[] = [];
  for (const p of phrases) {
    // Travel-type verbs have two accepted spellings (travelling/traveling): never used here.
    if (['travel', 'cancel', 'label', 'model'].includes(p.verb)) continue;
    const { rule, wrong } = ingMistakes(p.verb);
    if (wrong.length === 0 && rule !== 'plain') continue;
    const right = ingForm(p.verb);
    const ws: Wrong[] = wrong
      .filter((w) => w !== right)
      .map((w) => ({ choice: w, errorType: 'spelling-ing', params: { rule, needed: right } }));
    if (ws.length === 0) continue;
    for (const s of someSubjects(rng, rule === 'plain' ? 3 : 12, p.adult)) {
      const rest = restFor({ rest: p.rest } as Parameters<typeof restFor>[0], s.poss);
      if (p.verb === 'rain') {
        // Weather has "it" as its subject.
        items.push({
          text: `Take an umbrella. It is ___ ${rest}.`,
          answer: right,
          wrong: ws,
          ruleId: RULE_OF[rule] ?? 'ing-plain',
          trigger: [p.verb],
          skeleton: `ing:${p.id}`,
        });
        break;
      }
      items.push({
        text: `${subjectStart(s)} ${bePresent(s)} ___ ${rest} ${rng.pick(['at the moment', 'right now'])}.`,
        answer: right,
        wrong: ws,
        ruleId: RULE_OF[rule] ?? 'ing-plain',
        trigger: [p.verb],
        skeleton: `ing:${p.id}`,
      });
    }
  }
  return items;
}

export const ingSpelling: TopicDef = makeTopic(
  {
    slug: 'ing-form-spelling',
    sectionSlug: 'present-tense',
    name: {
      en: 'Spelling of -ing forms: making, stopping, lying',
      uk: 'Правопис форм на -ing: making, stopping, lying',
    },
    level: 'basic',
    possibleAnswers: ['making', 'stopping', 'lying'],
    card: {
      rule: {
        en: 'Drop a silent -e (make → making), double one final consonant after one stressed vowel (stop → stopping, begin → beginning), change -ie to -y (lie → lying); -ee stays (see → seeing).',
        uk: 'Кінцеве німе -e відкидаємо (make → making), одну кінцеву приголосну після однієї наголошеної голосної подвоюємо (stop → stopping, begin → beginning), -ie змінюємо на -y (lie → lying); -ee зберігається (see → seeing).',
      },
      signals: {
        en: 'Look at how the verb ends: -e, -ie, -ee, or vowel + consonant.',
        uk: 'Дивіться на закінчення дієслова: -e, -ie, -ee чи голосна + приголосна.',
      },
      examples: ['She is writing a letter.', 'The children are swimming in the lake.'],
    },
    rules: [
      {
        id: 'ing-drop-e',
        statement: {
          en: 'A silent -e is dropped: make → making, write → writing.',
          uk: 'Кінцеве німе -e відкидаємо: make → making, write → writing.',
        },
      },
      {
        id: 'ing-double',
        statement: {
          en: 'One vowel + one consonant at the end of a stressed syllable: double the consonant (swim → swimming, begin → beginning).',
          uk: 'Якщо наголошений склад закінчується однією голосною + однією приголосною, приголосну подвоюємо (swim → swimming, begin → beginning).',
        },
      },
      {
        id: 'ing-no-double',
        statement: {
          en: 'When the last syllable is not stressed, do not double: visit → visiting, open → opening.',
          uk: 'Якщо останній склад ненаголошений, не подвоюємо: visit → visiting, open → opening.',
        },
      },
      {
        id: 'ing-ie',
        statement: {
          en: '-ie changes to -y: lie → lying, tie → tying.',
          uk: '-ie змінюється на -y: lie → lying, tie → tying.',
        },
      },
      {
        id: 'ing-keep-ee',
        statement: {
          en: '-ee stays: agree → agreeing, see → seeing.',
          uk: '-ee зберігається: agree → agreeing, see → seeing.',
        },
      },
      {
        id: 'ing-ck',
        statement: {
          en: 'A final -c becomes -ck: panic → panicking.',
          uk: 'Кінцеве -c стає -ck: panic → panicking.',
        },
      },
      {
        id: 'ing-plain',
        statement: {
          en: 'Other verbs just add -ing, and -y stays: study → studying, play → playing.',
          uk: 'Інші дієслова просто додають -ing, а -y зберігається: study → studying, play → playing.',
        },
      },
    ],
    target: 580,
  },
  build,
);
