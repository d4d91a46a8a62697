import { type Clause, clauseText, presentClauses } from '../../core/verb-clauses.ts';
import { type Item, limitWrong, makeTopic, type Wrong } from '../../engine.ts';
import { bePresent, is3sg } from '../../lexicon/subject.ts';
import { ingForm, thirdPerson } from '../../morph/verbs.ts';
import type { Rng, TopicDef } from '../../types.ts';

const RULES_PS = [
  {
    id: 'ps-3sg-s',
    statement: {
      en: 'In the present simple, he, she, it and one person or thing take the verb + -s/-es: She works. The shop opens at nine.',
      uk: 'У present simple з he, she, it та з іменником в однині дієслово має закінчення -s/-es: She works. The shop opens at nine.',
    },
  },
  {
    id: 'ps-base',
    statement: {
      en: 'With I, you, we, they and two or more people or things the verb has no ending: I work. The shops open at nine.',
      uk: 'З I, you, we, they та з кількома особами чи речами дієслово не має закінчення: I work. The shops open at nine.',
    },
  },
];

function trigger(c: Clause): string[] {
  return [c.subject.text, ...(c.marker ? [c.marker] : [])];
}

function psItem(rng: Rng, c: Clause): Item {
  const third = thirdPerson(c.verb);
  const sg = is3sg(c.subject);
  const answer = sg ? third : c.verb;
  const wrong: Wrong[] = [
    sg
      ? { choice: c.verb, errorType: 'agreement-3sg', params: { subject: c.subject.text, needed: third } }
      : { choice: third, errorType: 'agreement-plural', params: { subject: c.subject.text, needed: c.verb } },
    { choice: ingForm(c.verb), errorType: 'ing-no-be', params: { verb: c.verb } },
  ];
  if (c.verb !== 'be' && c.verb !== 'have')
    wrong.push({
      choice: `${bePresent(c.subject)} ${c.verb}`,
      errorType: 'be-plus-base',
      params: { verb: c.verb },
    });
  return {
    text: clauseText(c),
    answer,
    wrong: limitWrong(rng, wrong, 3, 1),
    ruleId: sg ? 'ps-3sg-s' : 'ps-base',
    trigger: trigger(c),
    skeleton: `ps-${c.skeleton}`,
    features: { kind: c.kind },
  };
}

export const presentSimple: TopicDef = makeTopic(
  {
    slug: 'present-simple',
    sectionSlug: 'present-tense',
    name: { en: 'Present simple: work or works', uk: 'Present simple: work чи works' },
    level: 'basic',
    possibleAnswers: ['work', 'works'],
    card: {
      rule: {
        en: 'The present simple is for habits, routines, facts and states. After he, she, it (and one person or thing) the verb takes -s or -es.',
        uk: 'Present simple (теперішній простий час) описує звички, розпорядок, факти та стани. З he, she, it (та з іменником в однині) дієслово має закінчення -s або -es.',
      },
      signals: {
        en: 'every day, usually, often, sometimes, on Saturdays, facts and timetables; the subject decides -s.',
        uk: 'every day, usually, often, sometimes, on Saturdays, факти й розклади; закінчення -s залежить від підмета.',
      },
      examples: ['My brother plays tennis every Saturday.', 'We usually walk to work.'],
    },
    rules: RULES_PS,
    target: 2000,
  },
  (rng) => presentClauses(rng, 12).map((c) => psItem(rng, c)),
);

/** Wrong spellings of the -s form, each a non-word produced by a rule learners misapply. */
export function wrongThirdSpellings(verb: string): Wrong[] {
  const right = thirdPerson(verb);
  const out: Wrong[] = [];
  const add = (choice: string, rule: string) => {
    if (choice !== right) out.push({ choice, errorType: 'spelling-s', params: { rule, needed: right } });
  };
  if (verb === 'have') add('haves', 'have');
  else if (/(s|x|z|ch|sh)$/.test(verb)) add(`${verb}s`, 'es');
  else if (/[^aeiou]o$/.test(verb)) add(`${verb}s`, 'o');
  else if (/[^aeiou]y$/.test(verb)) {
    add(`${verb}s`, 'ies');
    add(`${verb.slice(0, -1)}ys`, 'ies');
  } else if (/[aeiou]y$/.test(verb)) add(`${verb.slice(0, -1)}ies`, 'vowel-y');
  // Only after two consonants or a long vowel: "planes", "hopes", "wines" are real words, "singes" too.
  else if ((/[^aeiou][^aeiouy]$/.test(verb) || /[aeiou]{2}[^aeiou]$/.test(verb)) && verb !== 'sing')
    add(`${verb}es`, 'plain-s');
  return out;
}

function spellingItem(rng: Rng, c: Clause): Item | null {
  const spellings = wrongThirdSpellings(c.verb);
  if (spellings.length === 0) return null;
  const third = thirdPerson(c.verb);
  const wrong: Wrong[] = [
    ...spellings,
    { choice: c.verb, errorType: 'agreement-3sg', params: { subject: c.subject.text, needed: third } },
  ];
  return {
    text: clauseText(c),
    answer: third,
    wrong: limitWrong(rng, wrong, 3, 1),
    ruleId: spellings[0]?.params?.rule === 'plain-s' ? 'spell-s' : `spell-${spellings[0]?.params?.rule}`,
    trigger: [c.subject.text, c.verb],
    skeleton: `sp-${c.skeleton}`,
  };
}

export const thirdPersonSpelling: TopicDef = makeTopic(
  {
    slug: 'third-person-s-spelling',
    sectionSlug: 'present-tense',
    name: {
      en: 'Spelling of -s and -es: goes, watches, studies',
      uk: 'Правопис -s та -es: goes, watches, studies',
    },
    level: 'basic',
    possibleAnswers: ['-s', '-es', '-ies'],
    card: {
      rule: {
        en: 'Most verbs add -s (works). Verbs ending in -s, -sh, -ch, -x, -z and -o add -es (watches, goes). Consonant + y changes to -ies (studies), but vowel + y just adds -s (plays). Have becomes has.',
        uk: 'Більшість дієслів додає -s (works). Дієслова на -s, -sh, -ch, -x, -z та -o додають -es (watches, goes). Приголосна + y змінюється на -ies (studies), а голосна + y просто додає -s (plays). Have змінюється на has.',
      },
      signals: {
        en: 'Look at the last letters of the verb after he, she, it.',
        uk: 'Дивіться на останні літери дієслова після he, she, it.',
      },
      examples: ['She watches TV every evening.', 'My brother studies medicine.'],
    },
    rules: [
      {
        id: 'spell-s',
        statement: {
          en: 'Most verbs just add -s: work → works, make → makes.',
          uk: 'Більшість дієслів просто додає -s: work → works, make → makes.',
        },
      },
      {
        id: 'spell-es',
        statement: {
          en: 'Verbs ending in -s, -sh, -ch, -x or -z add -es: watch → watches, fix → fixes.',
          uk: 'Дієслова на -s, -sh, -ch, -x або -z додають -es: watch → watches, fix → fixes.',
        },
      },
      {
        id: 'spell-o',
        statement: {
          en: 'Verbs ending in a consonant + o add -es: go → goes, do → does.',
          uk: 'Дієслова на приголосну + o додають -es: go → goes, do → does.',
        },
      },
      {
        id: 'spell-ies',
        statement: {
          en: 'A consonant + y changes to -ies: study → studies, carry → carries.',
          uk: 'Приголосна + y змінюється на -ies: study → studies, carry → carries.',
        },
      },
      {
        id: 'spell-vowel-y',
        statement: {
          en: 'A vowel + y just adds -s: play → plays, enjoy → enjoys.',
          uk: 'Голосна + y просто додає -s: play → plays, enjoy → enjoys.',
        },
      },
      {
        id: 'spell-have',
        statement: { en: 'Have is irregular: he has.', uk: 'Have — неправильне: he has.' },
      },
    ],
    target: 700,
  },
  (rng) =>
    presentClauses(rng, 10, (s) => s.person === '3sg')
      .map((c) => spellingItem(rng, c))
      .filter((it): it is Item => it !== null)
      // Plain -s verbs are the easy majority: keep a third of them so the tricky spellings dominate.
      .filter((it) => it.ruleId !== 'spell-s' || rng.int(3) === 0),
);
