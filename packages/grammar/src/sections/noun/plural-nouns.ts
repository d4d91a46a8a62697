import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';

/**
 * Nouns by where they fit, and frames for each group with a number or "two/several/many" that forces the
 * plural. Nouns with two accepted plurals (scarf, hoof, cactus, mosquito, zero, person/persons…) are left out.
 */
const GROUPS: [string[], string[]][] = [
  [
    [
      'potato',
      'tomato',
      'peach',
      'cherry',
      'strawberry',
      'sandwich',
      'loaf',
      'box of eggs',
      'bunch of bananas',
      'sausage',
    ],
    [
      'We need three ___ for the recipe.',
      'I bought two ___ at the market.',
      'There are five ___ in the bag.',
      'Can you get a few ___ on your way home?',
    ],
  ],
  [
    ['knife', 'dish', 'glass', 'cup', 'spoon', 'box', 'match', 'brush', 'shelf', 'tray'],
    [
      'We need six more ___ for the party.',
      'There are two ___ on the table.',
      'She washed all the ___.',
      'How many ___ have we got?',
    ],
  ],
  [
    ['child', 'woman', 'man', 'baby', 'family', 'lady', 'hero', 'thief', 'wife', 'boy'],
    [
      'There were twenty ___ at the meeting.',
      'I saw two ___ in the park.',
      'Several ___ were waiting outside.',
      'The police caught three ___.',
    ],
  ],
  [
    ['sheep', 'goose', 'mouse', 'horse', 'calf', 'wolf', 'fox', 'donkey', 'turkey', 'pony'],
    ['My uncle has ten ___ on his farm.', 'We saw some ___ near the river.', 'How many ___ did you count?'],
  ],
  [
    ['tooth', 'foot'],
    ['Brush your ___ twice a day.', 'My ___ hurt after the long walk.'],
  ],
  [
    [
      'city',
      'country',
      'day',
      'party',
      'holiday',
      'bus',
      'church',
      'beach',
      'key',
      'toy',
      'photo',
      'piano',
      'radio',
      'video',
      'zoo',
      'roof',
      'cliff',
      'life',
      'leaf',
      'watch',
      'dictionary',
      'address',
      'dress',
      'kilo',
      'video game',
    ],
    [
      'She has visited fifteen ___.',
      'I have two ___ to show you.',
      'There are many ___ like this.',
      'We saw dozens of ___.',
    ],
  ],
  [
    ['bus', 'lorry', 'ferry', 'bicycle', 'van', 'coach', 'ambulance'],
    [
      'We saw three ___ outside the station.',
      'There were two ___ in the car park.',
      'How many ___ does the company have?',
    ],
  ],
  [
    ['church', 'library', 'factory', 'hotel', 'university', 'museum', 'bakery', 'pharmacy', 'supermarket'],
    [
      'There are four ___ in our town.',
      'The city has several new ___.',
      'They are building two ___ near the river.',
    ],
  ],
  [
    [
      'policeman',
      'secretary',
      'housewife',
      'nurse',
      'businessman',
      'waitress',
      'dentist',
      'journalist',
      'firefighter',
      'boss',
    ],
    ['There were ten ___ at the meeting.', 'We need two more ___.', 'The reporter interviewed five ___.'],
  ],
  [
    ['shoe', 'sock', 'dress', 'watch', 'glove', 'tie', 'belt', 'blouse'],
    [
      'She bought three new ___ in the sale.',
      'I’ve lost two ___ this week.',
      'How many ___ are you taking on holiday?',
    ],
  ],
  [
    ['sofa', 'shelf', 'bookcase', 'bench', 'armchair', 'desk', 'lamp', 'wardrobe'],
    [
      'We need two new ___ for the living room.',
      'The shop sells ___ of all sizes.',
      'There are three ___ in the hall.',
    ],
  ],
];

/** Frames that only suit some nouns: keep "visited fifteen ___" for places, and so on. */
const FITS: Record<string, RegExp> = {
  'The police caught three ___.': /^(thief|man|woman|boy)$/,
  'My uncle has ten ___ on his farm.': /^(sheep|goose|horse|calf|donkey|turkey|pony)$/,
  'We saw some ___ near the river.': /^(sheep|goose|horse|wolf|fox|donkey|pony)$/,
  'We need six more ___ for the party.': /^(knife|dish|glass|cup|spoon|tray)$/,
  'She washed all the ___.': /^(knife|dish|glass|cup|spoon|brush|tray)$/,
  'There are two ___ on the table.': /^(knife|dish|glass|cup|spoon|box|match|brush|tray)$/,
  'I saw two ___ in the park.': /^(child|woman|man|baby|family|lady|boy)$/,
  'There were twenty ___ at the meeting.': /^(child|woman|man|family|lady|boy)$/,
  'Several ___ were waiting outside.': /^(child|woman|man|family|lady|boy)$/,
  'She has visited fifteen ___.': /^(city|country|beach|church|zoo)$/,
  'I have two ___ to show you.': /^(photo|video|dress|key|toy|dictionary|watch|video game|address)$/,
  'There are many ___ like this.': /^(city|church|beach|roof|cliff|zoo|bus|watch|dress|toy|piano|radio)$/,
  'We saw dozens of ___.': /^(bus|church|beach|cliff|leaf|roof|photo|toy|video)$/,
  'How many ___ does the company have?': /^(bus|lorry|ferry|van|coach)$/,
  'We need two more ___.': /^(secretary|nurse|waitress|dentist|journalist|firefighter)$/,
  'There were ten ___ at the meeting.':
    /^(policeman|secretary|housewife|nurse|businessman|journalist|firefighter|boss)$/,
  // A reporter interviews people (an article only quotes them), and not five fellow journalists.
  'The reporter interviewed five ___.':
    /^(policeman|housewife|nurse|businessman|waitress|dentist|firefighter)$/,
  // Feet are not brushed and teeth do not hurt after a walk; a ferry is not in a car park; a recipe takes
  // vegetables and fruit, not sandwiches, loaves or bunches of bananas.
  'Brush your ___ twice a day.': /^tooth$/,
  'My ___ hurt after the long walk.': /^foot$/,
  'There were two ___ in the car park.': /^(bus|lorry|bicycle|van|coach|ambulance)$/,
  'We saw three ___ outside the station.': /^(bus|lorry|bicycle|van|coach|ambulance)$/,
  'We need three ___ for the recipe.': /^(potato|tomato|peach|cherry|strawberry|sausage)$/,
  'There are three ___ in the hall.': /^(bench|armchair|desk|lamp|wardrobe|bookcase)$/,
  'There are four ___ in our town.':
    /^(church|library|factory|hotel|university|museum|bakery|pharmacy|supermarket)$/,
};

/** Wrong plurals from the usual learner rules, minus any real or accepted form. */
function wrongPlurals(noun: string, right: string): Wrong[] {
  const head = noun.split(' ')[0] ?? noun;
  const rest = noun.slice(head.length);
  const out = new Map<string, string>();
  const add = (w: string, type: string) => {
    const full = `${w}${rest}`;
    if (full !== right && !out.has(full)) out.set(full, type);
  };
  add(`${head}s`, 'plural-just-s');
  if (/(s|x|ch|sh)$/.test(head)) add(`${head}s`, 'plural-missing-es');
  if (/y$/.test(head))
    add(
      /[aeiou]y$/.test(head) ? `${head.slice(0, -1)}ies` : `${head}s`,
      /[aeiou]y$/.test(head) ? 'plural-y-after-vowel' : 'plural-y-to-ies',
    );
  if (/o$/.test(head)) add(right.endsWith('oes') ? `${head}s` : `${head}es`, 'plural-o');
  if (/[^f]fe?$/.test(head))
    add(right.includes('ves') ? `${head}s` : head.replace(/fe?$/, 'ves'), 'plural-f-ves');
  if (right.split(' ')[0] === head) add(`${head}es`, 'plural-extra-es');
  add(head, 'singular-after-number');
  return [...out.entries()]
    .filter(([w]) => !(noun === 'roof' && w === 'rooves'))
    .slice(0, 3)
    .map(([choice, errorType]) => ({ choice, errorType, params: { noun, plural: right } }));
}

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  GROUPS.forEach(([nouns, frames], gi) => {
    frames.forEach((frame, fi) => {
      const fit = FITS[frame];
      for (const noun of nouns) {
        if (fit && !fit.test(noun)) continue;
        const right = plural(noun);
        const wrong = wrongPlurals(noun, right);
        if (wrong.length === 0) continue;
        const irregular =
          !/(s|es)$/.test(right.split(' ')[0] ?? '') || /ves$/.test(right.split(' ')[0] ?? '');
        out.push({
          text: frame.replace('___', `___ (${noun})`),
          answer: right,
          wrong: rng.shuffle(wrong),
          ruleId: irregular
            ? 'irregular'
            : /ies$/.test(right.split(' ')[0] ?? '')
              ? 'y-ies'
              : /es$/.test(right.split(' ')[0] ?? '')
                ? 'es'
                : 's',
          trigger: [
            frame.match(
              /\b(three|two|five|a few|six|all the|How many|twenty|Several|ten|some|fifteen|many|dozens of|your|My)\b/,
            )?.[0] ?? 'plural',
          ],
          skeleton: `plural:${gi}:${fi}`,
        });
      }
    });
  });
  return out;
}

export const pluralNounsTopic: TopicDef = makeTopic(
  {
    slug: 'plural-nouns',
    sectionSlug: 'noun',
    name: {
      en: 'Plural nouns: -s, -es, -ies, -ves and irregular plurals',
      uk: 'Множина іменників: -s, -es, -ies, -ves і винятки',
    },
    level: 'basic',
    possibleAnswers: ['-s', '-es', '-ies', '-ves', 'children', 'people'],
    card: {
      rule: {
        en: 'Most nouns add -s (cups). After s, x, ch, sh add -es (boxes, watches). Consonant + y → -ies (cities), but vowel + y → -ys (days). Some -f/-fe nouns → -ves (knives, leaves), others just -s (roofs). Some -o nouns take -es (potatoes, tomatoes, heroes), others -s (photos, pianos). Irregular: child → children, man → men, woman → women, tooth → teeth, foot → feet, mouse → mice, sheep → sheep.',
        uk: 'Більшість іменників додають -s (cups). Після s, x, ch, sh — -es (boxes, watches). Приголосна + y → -ies (cities), але голосна + y → -ys (days). Частина іменників на -f/-fe → -ves (knives, leaves), інші просто -s (roofs). Деякі на -o мають -es (potatoes, tomatoes, heroes), інші -s (photos, pianos). Винятки: child → children, man → men, woman → women, tooth → teeth, foot → feet, mouse → mice, sheep → sheep.',
      },
      signals: {
        en: 'two, three, several, many, a few, all the, how many + plural noun.',
        uk: 'two, three, several, many, a few, all the, how many + іменник у множині.',
      },
      examples: ['We need three potatoes and two tomatoes.', 'There were twenty children at the party.'],
    },
    rules: [
      {
        id: 's',
        statement: {
          en: 'Most nouns add -s; a vowel + y just adds -s (days, keys).',
          uk: 'Більшість іменників додають -s; голосна + y — просто -s (days, keys).',
        },
      },
      {
        id: 'es',
        statement: {
          en: 'Nouns ending in s, x, ch, sh (and some in -o) add -es: buses, boxes, watches, potatoes.',
          uk: 'Іменники на s, x, ch, sh (і деякі на -o) додають -es: buses, boxes, watches, potatoes.',
        },
      },
      {
        id: 'y-ies',
        statement: {
          en: 'A consonant + y changes to -ies: city → cities, baby → babies.',
          uk: 'Приголосна + y змінюється на -ies: city → cities, baby → babies.',
        },
      },
      {
        id: 'irregular',
        statement: {
          en: 'Some plurals are irregular or change -f(e) to -ves: children, women, teeth, mice, sheep, knives, leaves.',
          uk: 'Деякі іменники мають особливу множину або змінюють -f(e) на -ves: children, women, teeth, mice, sheep, knives, leaves.',
        },
      },
    ],
    target: 700,
  },
  items,
);
