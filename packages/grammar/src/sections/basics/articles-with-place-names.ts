import { type Item, makeTopic, ZERO } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';

/** Place names by category; the category fixes the article. */
type Cat =
  | 'country'
  | 'the-country'
  | 'city'
  | 'continent'
  | 'river'
  | 'sea'
  | 'range'
  | 'mount'
  | 'lake'
  | 'desert'
  | 'islands';
const NAMES: Record<Cat, string[]> = {
  country: [
    'France',
    'Poland',
    'Canada',
    'Japan',
    'Italy',
    'Spain',
    'Germany',
    'Greece',
    'Turkey',
    'Portugal',
    'Norway',
    'Egypt',
    'Mexico',
    'Brazil',
    'India',
    'China',
    'Georgia',
    'Croatia',
  ],
  'the-country': [
    'United States',
    'United Kingdom',
    'Netherlands',
    'Czech Republic',
    'Philippines',
    'United Arab Emirates',
    'Dominican Republic',
  ],
  city: [
    'Paris',
    'Rome',
    'Lisbon',
    'Prague',
    'Vienna',
    'Warsaw',
    'Berlin',
    'Lviv',
    'Odesa',
    'Kharkiv',
    'London',
    'Madrid',
    'Barcelona',
    'Istanbul',
    'Tokyo',
    'New York',
  ],
  continent: ['Europe', 'Asia', 'Africa', 'South America', 'Australia'],
  river: ['Thames', 'Dnipro', 'Danube', 'Rhine', 'Seine', 'Nile', 'Amazon', 'Vistula'],
  sea: ['Black Sea', 'Mediterranean', 'Atlantic', 'Pacific', 'Baltic Sea', 'Red Sea', 'Indian Ocean'],
  range: ['Alps', 'Carpathians', 'Himalayas', 'Andes', 'Pyrenees', 'Rocky Mountains'],
  mount: ['Mount Everest', 'Mount Kilimanjaro', 'Mount Etna', 'Mount Hoverla', 'Mount Fuji'],
  lake: ['Lake Geneva', 'Lake Como', 'Lake Baikal', 'Lake Victoria'],
  desert: ['Sahara', 'Gobi'],
  islands: ['Canaries', 'Maldives', 'Bahamas', 'Seychelles'],
};
const THE = new Set<Cat>(['the-country', 'river', 'sea', 'range', 'desert', 'islands']);
const FRAMES: Record<Cat, string[]> = {
  country: [
    'We travelled around ___ X last summer.',
    'Have you ever been to ___ X?',
    'My cousin lives in ___ X.',
  ],
  'the-country': [
    'We travelled around ___ X last summer.',
    'Have you ever been to ___ X?',
    'My cousin lives in ___ X.',
  ],
  city: ['We spent a weekend in ___ X.', 'Have you ever been to ___ X?', 'The flight to ___ X was delayed.'],
  continent: ['She has travelled all over ___ X.', 'Have you ever been to ___ X?'],
  river: ['We took a boat trip on ___ X.', 'The city stands on ___ X.'],
  sea: ['We went swimming in ___ X.', 'The ship sailed across ___ X.'],
  range: ['They went hiking in ___ X.', 'We flew over ___ X.'],
  mount: ['They climbed ___ X last year.', 'Have you ever seen ___ X?'],
  lake: ['We had a picnic by ___ X.', 'The hotel has a view of ___ X.'],
  desert: ['They crossed ___ X by jeep.', 'It almost never rains in ___ X.'],
  islands: ['We spent our honeymoon in ___ X.', 'Have you ever been to ___ X?'],
};
const WHY: Record<Cat, string> = {
  country: 'country',
  'the-country': 'plural-country',
  city: 'city',
  continent: 'continent',
  river: 'river',
  sea: 'sea',
  range: 'range',
  mount: 'mountain',
  lake: 'lake',
  desert: 'desert',
  islands: 'islands',
};

function items(): Item[] {
  const out: Item[] = [];
  for (const cat of Object.keys(NAMES) as Cat[]) {
    const the = THE.has(cat);
    (FRAMES[cat] ?? []).forEach((frame, fi) => {
      for (const name of NAMES[cat]) {
        const text = frame.replace('X', name);
        const params = { reason: WHY[cat], noun: name };
        out.push({
          text,
          answer: the ? 'the' : ZERO,
          wrong: [
            the
              ? { choice: ZERO, errorType: 'missing-the', params }
              : { choice: 'the', errorType: 'article-not-used', params },
          ],
          ruleId: the ? 'the-names' : 'zero-names',
          trigger: [name],
          skeleton: `place-names:${cat}:${fi}`,
        });
      }
    });
  }
  return out;
}

export const placeNamesTopic: TopicDef = makeTopic(
  {
    slug: 'articles-with-place-names',
    sectionSlug: 'basics',
    name: { en: 'The or no article with place names', uk: 'The чи без артикля з географічними назвами' },
    level: 'intermediate',
    possibleAnswers: ['the', ZERO],
    card: {
      rule: {
        en: 'No article: most countries, cities, continents, single mountains (Mount Everest) and lakes (Lake Como). The: rivers, seas and oceans, mountain ranges, deserts, groups of islands, and countries with plural names or words like States, Kingdom, Republic (the USA, the Netherlands, the Czech Republic).',
        uk: 'Без артикля: більшість країн, міста, континенти, окремі гори (Mount Everest) та озера (Lake Como). З the: річки, моря й океани, гірські хребти, пустелі, групи островів і країни з назвою у множині чи зі словами States, Kingdom, Republic (the USA, the Netherlands, the Czech Republic).',
      },
      signals: {
        en: 'River/sea/ocean/mountains/desert/islands → the; country, city, continent, Mount …, Lake … → no article.',
        uk: 'річка/море/океан/гори/пустеля/острови → the; країна, місто, континент, Mount …, Lake … → без артикля.',
      },
      examples: ['We took a boat trip on the Danube.', 'My cousin lives in Canada.'],
    },
    rules: [
      {
        id: 'the-names',
        statement: {
          en: 'Use the with rivers, seas, oceans, mountain ranges, deserts, island groups and “plural” or “union” country names.',
          uk: 'The вживаємо з назвами річок, морів, океанів, гірських хребтів, пустель, груп островів і країн із назвою у множині чи зі словами States, Kingdom, Republic.',
        },
      },
      {
        id: 'zero-names',
        statement: {
          en: 'Most countries, cities, continents, single mountains and lakes take no article.',
          uk: 'Більшість країн, міст, континентів, окремих гір та озер уживаємо без артикля.',
        },
      },
    ],
    target: 400,
  },
  items,
);
