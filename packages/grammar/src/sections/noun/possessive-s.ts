import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * Possessive 's / s': the owner's number is fixed inside the sentence (two, both, all, my … and …, an
 * irregular plural), so "my sister's" vs "my sisters'" is never left to guess. Names ending in -s are
 * avoided (James' / James's are both accepted).
 */
const NAMES = ['Tom', 'Anna', 'Olena', 'Maria', 'Peter', 'Ivan', 'Sophie', 'Mark', 'Kate', 'Andriy'];
const NAME_THINGS = [
  'car',
  'bedroom',
  'phone number',
  'birthday party',
  'new flat',
  'dog',
  'opinion',
  'email address',
  'bike',
  'sister',
];
/** Plural owners, [phrase, plural head, singular head, things that suit a shared owner]. */
const PLURAL: [string, string, string, string[]][] = [
  ['my parents', 'parents', 'parent', ['new flat', 'car', 'garden', 'wedding anniversary']],
  ['the two girls', 'girls', 'girl', ['bedroom', 'toys', 'bikes']],
  ['all the students', 'students', 'student', ['names', 'exam results', 'phone numbers']],
  ['my grandparents', 'grandparents', 'grandparent', ['house', 'garden', 'dog']],
  ['the players', 'players', 'player', ['shirts', 'names', 'changing room']],
  ['the three boys', 'boys', 'boy', ['bikes', 'bedroom', 'football']],
  ['my cousins', 'cousins', 'cousin', ['toys', 'house']],
  ['the teachers', 'teachers', 'teacher', ['room', 'names']],
];
const IRREGULAR: [string, string, string[]][] = [
  ['the children', 'children', ['toys', 'coats', 'bedroom', 'books', 'school']],
  ['the women', 'women', ['team', 'names', 'changing room']],
  ['the men', 'men', ['changing room', 'team', 'coats']],
  ['other people', 'people', ['opinions', 'problems', 'business']],
];
const FRAMES: [string, RegExp][] = [
  [
    'That is ___ THING.',
    /^(car|bedroom|dog|new flat|bike|house|garden|room|team|changing room|football|school)$/,
  ],
  ['Have you seen ___ THING?', /^(car|new flat|dog|bike|toys|bikes|coats|books|garden|house|shirts|sister)$/],
  [
    'I don’t know ___ THING.',
    /^(phone number|names|opinion|email address|exam results|phone numbers|problems|sister)$/,
  ],
  ['We went to ___ THING.', /^(birthday party|new flat|house|wedding|wedding anniversary|school)$/],
  ['Please don’t touch ___ THING.', /^(toys|books|bikes|coats|football)$/],
  ['It’s none of my business: it’s ___ THING.', /^(business)$/],
  ['Don’t worry about ___ THING.', /^(opinions|problems|opinion)$/],
];

function frameFor(rng: Rng, thing: string): string | undefined {
  const fits = FRAMES.filter(([, re]) => re.test(thing)).map(([f]) => f);
  return fits.length ? rng.pick(fits) : undefined;
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  const push = (lead: string, answer: string, thing: string, wrong: Wrong[], rule: string, owner: string) => {
    const frame = frameFor(rng, thing);
    if (!frame) return;
    const hint = rule === 'sg' ? ` (${owner})` : '';
    const text = frame.replace('THING', thing).replace('___', `${lead}___${hint}`);
    out.push({
      text: text.charAt(0).toUpperCase() + text.slice(1),
      answer,
      wrong: wrong.filter((w) => w.choice !== answer),
      ruleId: rule,
      trigger: [owner],
      skeleton: `possessive-s:${rule}:${FRAMES.findIndex(([f]) => f === frame)}:${thing}`,
    });
  };
  for (const name of NAMES) {
    for (const thing of NAME_THINGS) {
      push(
        '',
        `${name}’s`,
        thing,
        [
          { choice: `${name}s’`, errorType: 'apostrophe-after-s-singular', params: { owner: name } },
          { choice: `${name}s`, errorType: 'missing-apostrophe', params: { owner: name } },
        ],
        'sg',
        name,
      );
    }
  }
  for (const [np, pl, sg, things] of PLURAL) {
    const lead = np.slice(0, np.length - pl.length);
    for (const thing of things) {
      push(
        lead,
        `${pl}’`,
        thing,
        [
          { choice: `${pl}’s`, errorType: 'apostrophe-s-plural', params: { owner: pl } },
          // "my parent's garden" is right for one parent: the singular is offered only when a number fixes it.
          ...(/\b(two|three|all)\b/.test(np)
            ? [{ choice: `${sg}’s`, errorType: 'singular-possessive-for-plural', params: { owner: pl } }]
            : []),
        ],
        'pl',
        np,
      );
    }
  }
  for (const [np, pl, things] of IRREGULAR) {
    const lead = np.slice(0, np.length - pl.length);
    for (const thing of things) {
      push(
        lead,
        `${pl}’s`,
        thing,
        [
          { choice: `${pl}s’`, errorType: 'apostrophe-after-irregular', params: { owner: pl } },
          { choice: `${pl}’`, errorType: 'apostrophe-after-irregular', params: { owner: pl } },
        ],
        'irr',
        np,
      );
    }
  }
  return out;
}

export const possessiveSTopic: TopicDef = makeTopic(
  {
    slug: 'possessive-s',
    sectionSlug: 'noun',
    name: {
      en: 'Possessive ’s: Tom’s car, my parents’ house',
      uk: 'Присвійний відмінок ’s: Tom’s car, my parents’ house',
    },
    level: 'basic',
    possibleAnswers: ['’s', 's’'],
    card: {
      rule: {
        en: 'Add ’s to a singular owner (Tom’s car, my sister’s room). Add only an apostrophe to a plural ending in -s (my parents’ house, the students’ names). Irregular plurals add ’s (the children’s toys, the women’s team).',
        uk: 'До власника в однині додаємо ’s (Tom’s car, my sister’s room). До множини на -s додаємо лише апостроф (my parents’ house, the students’ names). Особливі форми множини отримують ’s (the children’s toys, the women’s team).',
      },
      signals: {
        en: 'one owner → ’s; two, both, all, my parents + -s plural → s’; children, women, men, people → ’s.',
        uk: 'один власник → ’s; two, both, all, my parents + множина на -s → s’; children, women, men, people → ’s.',
      },
      examples: ['That is my sister’s car.', 'We went to my parents’ new flat.'],
    },
    rules: [
      {
        id: 'sg',
        statement: {
          en: 'A singular owner takes ’s: Tom’s, my sister’s.',
          uk: 'Власник в однині отримує ’s: Tom’s, my sister’s.',
        },
      },
      {
        id: 'pl',
        statement: {
          en: 'A plural owner ending in -s takes only an apostrophe: my parents’, the students’.',
          uk: 'Власник у множині на -s отримує лише апостроф: my parents’, the students’.',
        },
      },
      {
        id: 'irr',
        statement: {
          en: 'A plural that does not end in -s takes ’s: children’s, women’s, people’s.',
          uk: 'Множина, що не закінчується на -s, отримує ’s: children’s, women’s, people’s.',
        },
      },
    ],
    target: 200,
  },
  items,
);
