/**
 * Noun morphology: plurals (with a gold-tested irregular table) and a curated countability list.
 * Libraries such as `pluralize` happily write "furnitures"; uncountables here are never pluralised.
 */

const IRREGULAR: Record<string, string> = {
  child: 'children',
  person: 'people',
  man: 'men',
  woman: 'women',
  policeman: 'policemen',
  fireman: 'firemen',
  postman: 'postmen',
  businessman: 'businessmen',
  businesswoman: 'businesswomen',
  mouse: 'mice',
  louse: 'lice',
  goose: 'geese',
  tooth: 'teeth',
  foot: 'feet',
  ox: 'oxen',
  sheep: 'sheep',
  fish: 'fish',
  deer: 'deer',
  series: 'series',
  species: 'species',
  aircraft: 'aircraft',
  crisis: 'crises',
  analysis: 'analyses',
  thesis: 'theses',
  hypothesis: 'hypotheses',
  phenomenon: 'phenomena',
  criterion: 'criteria',
  cactus: 'cacti',
  fungus: 'fungi',
  nucleus: 'nuclei',
  medium: 'media',
  bacterium: 'bacteria',
  appendix: 'appendices',
  index: 'indexes',
  die: 'dice',
  quiz: 'quizzes',
};

/** -f/-fe nouns that change to -ves; every other -f/-fe noun just adds -s (roofs, chiefs, cliffs, safes). */
const F_TO_VES = new Set([
  'knife',
  'wife',
  'life',
  'midwife',
  'housewife',
  'leaf',
  'loaf',
  'thief',
  'shelf',
  'wolf',
  'calf',
  'half',
  'self',
  'sheaf',
  'elf',
]);

/** -o nouns that take -es; the rest take -s (photos, pianos, radios, videos, zoos, kilos). */
const O_TO_OES = new Set([
  'potato',
  'tomato',
  'hero',
  'echo',
  'veto',
  'torpedo',
  'embargo',
  'domino',
  'mosquito',
]);

/** Nouns that are ALWAYS uncountable in ordinary learner English (advice, furniture, information, luggage…). */
const ALWAYS_UNCOUNTABLE: readonly string[] = [
  'advice',
  'information',
  'furniture',
  'luggage',
  'baggage',
  'news',
  'equipment',
  'homework',
  'housework',
  'bread',
  'water',
  'milk',
  'money',
  'traffic',
  'weather',
  'music',
  'rice',
  'flour',
  'knowledge',
  'evidence',
  'progress',
  'accommodation',
  'software',
  'hardware',
  'rubbish',
  'garbage',
  'litter',
  'pollution',
  'luck',
  'fun',
  'health',
  'jewellery',
  'clothing',
  'machinery',
  'scenery',
  'vocabulary',
  'grammar',
  'feedback',
  'permission',
  'behaviour',
  'electricity',
  'petrol',
  'sunshine',
  'lightning',
  'oxygen',
  'pasta',
  'spaghetti',
  'cash',
  'stuff',
  'garlic',
  'toothpaste',
  'wildlife',
  'mathematics',
  'physics',
  'economics',
  'athletics',
  'chess',
  'patience',
  'courage',
  'happiness',
  'steam',
];

/**
 * Nouns usually uncountable but with a common countable sense (coffee = a cup of coffee, paper = a newspaper,
 * time = an occasion, hair = one hair, room = a room, experience = an event…): they must not be pluralised as a
 * mass noun, but they never get a countability exercise. Listed once so the loose and strict lists cannot drift.
 */
const COUNTABLE_SENSE: readonly string[] = [
  'coffee',
  'tea',
  'juice',
  'wine',
  'beer',
  'paper',
  'time',
  'space',
  'work',
  'hair',
  'fruit',
  'food',
  'chocolate',
  'cake',
  'pizza',
  'chicken',
  'fish',
  'experience',
  'noise',
  'light',
  'room',
  'glass',
  'wood',
  'plastic',
  'ice',
  'cheese',
  'soap',
  'oil',
  'heat',
  'smoke',
  'thunder',
  'research',
  'jam',
  'soup',
  'toast',
  'yoghurt',
  'shampoo',
  'mail',
  'gold',
  'silver',
  'meat',
  'rain',
  'snow',
  'sand',
  'dust',
  'cotton',
  'wool',
  'leather',
  'air',
  'violence',
  'butter',
  'salt',
  'sugar',
  'honey',
];

/** Every noun treated as uncountable: the strict ones, then those with a countable sense too. */
export const UNCOUNTABLE_NOUNS: readonly string[] = [...ALWAYS_UNCOUNTABLE, ...COUNTABLE_SENSE];

const STRICT = new Set(ALWAYS_UNCOUNTABLE);
const ALL = new Set(UNCOUNTABLE_NOUNS);

/** Nouns that exist only in the plural: trousers, scissors, jeans (take "a pair of", never "a"). */
const PLURAL_ONLY_NOUNS: readonly string[] = [
  'trousers',
  'jeans',
  'shorts',
  'pyjamas',
  'scissors',
  'glasses',
  'sunglasses',
  'headphones',
  'tights',
  'clothes',
  'goods',
  'stairs',
  'belongings',
  'surroundings',
  'congratulations',
];

function headOf(noun: string): string {
  const words = noun.trim().toLowerCase().split(/\s+/);
  return words[words.length - 1] ?? '';
}

/**
 * True when the noun is uncountable in every ordinary sense (advice, furniture, information, luggage, news…).
 * Pass `{ loose: true }` to include nouns that are usually uncountable but have a countable sense too
 * (coffee, paper, time, hair): those must not be pluralised as a mass noun, but an exercise must not
 * test them either.
 */
export function isUncountable(noun: string, options: { loose?: boolean } = {}): boolean {
  const head = headOf(noun);
  return options.loose ? ALL.has(head) : STRICT.has(head);
}

export function isPluralOnly(noun: string): boolean {
  return PLURAL_ONLY_NOUNS.includes(headOf(noun));
}

function pluralWord(word: string): string {
  const lower = word.toLowerCase();
  const keepCase = (out: string): string =>
    word[0] && word[0] !== word[0].toLowerCase() ? out[0]?.toUpperCase() + out.slice(1) : out;
  const irregular = IRREGULAR[lower];
  if (irregular) return keepCase(irregular);
  // A compound ending in child keeps its head's plural: grandchild → grandchildren, schoolchild → schoolchildren.
  if (/child$/.test(lower)) return keepCase(`${lower}ren`);
  if (/(man)$/.test(lower) && !/(human|german|roman|talisman|caiman|shaman)$/.test(lower))
    return keepCase(`${lower.slice(0, -3)}men`);
  if (F_TO_VES.has(lower)) return keepCase(lower.replace(/fe?$/, 'ves'));
  if (O_TO_OES.has(lower)) return keepCase(`${lower}es`);
  if (/[^aeiou]y$/.test(lower)) return keepCase(`${lower.slice(0, -1)}ies`);
  if (/(s|x|z|ch|sh)$/.test(lower)) {
    // quiz → quizzes, bus → buses, gas → gases
    if (/[^aeiou][aeiou]z$/.test(lower)) return keepCase(`${lower}zes`);
    return keepCase(`${lower}es`);
  }
  return keepCase(`${lower}s`);
}

/**
 * The plural of a noun or noun phrase: the head noun changes (bus stop → bus stops, cup of tea → cups of tea,
 * mother-in-law → mothers-in-law). Uncountable and plural-only nouns come back unchanged.
 */
export function plural(noun: string): string {
  const text = noun.trim();
  if (isUncountable(text, { loose: false }) || isPluralOnly(text)) return text;
  const ofAt = text.indexOf(' of ');
  if (ofAt > 0) return `${plural(text.slice(0, ofAt))}${text.slice(ofAt)}`;
  const inLaw = text.match(/^(\w+)(-in-law)$/);
  if (inLaw?.[1]) return `${pluralWord(inLaw[1])}${inLaw[2]}`;
  const parts = text.split(' ');
  const last = parts.pop() ?? '';
  return [...parts, pluralWord(last)].join(' ');
}
