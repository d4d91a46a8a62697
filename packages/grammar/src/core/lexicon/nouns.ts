/** Things in places, with countability: the base of there is/are, quantifiers, a/an and this/these items. */
export interface Noun {
  sg: string;
  pl: string;
  count: boolean;
  places: string[];
}

const P = {
  fridge: 'in the fridge',
  table: 'on the table',
  kitchen: 'in the kitchen',
  bag: 'in my bag',
  classroom: 'in the classroom',
  park: 'in the park',
  street: 'in our street',
  garden: 'in the garden',
  shelf: 'on the shelf',
  living: 'in the living room',
  near: 'near my house',
  town: 'in this town',
  cupboard: 'in the cupboard',
} as const;
type Place = keyof typeof P;

const c = (sg: string, pl: string, places: Place[]): Noun => ({
  sg,
  pl,
  count: true,
  places: places.map((p) => P[p]),
});
const u = (sg: string, places: Place[]): Noun => ({
  sg,
  pl: sg,
  count: false,
  places: places.map((p) => P[p]),
});

export const NOUNS: Noun[] = [
  c('apple', 'apples', ['fridge', 'table', 'kitchen', 'bag']),
  c('egg', 'eggs', ['fridge', 'kitchen']),
  c('banana', 'bananas', ['table', 'kitchen', 'bag']),
  c('orange', 'oranges', ['fridge', 'table']),
  c('sandwich', 'sandwiches', ['bag', 'fridge', 'table']),
  c('cup', 'cups', ['table', 'shelf', 'cupboard']),
  c('plate', 'plates', ['table', 'cupboard']),
  c('book', 'books', ['shelf', 'bag', 'table', 'classroom', 'living']),
  c('pen', 'pens', ['bag', 'table', 'classroom']),
  c('chair', 'chairs', ['classroom', 'kitchen', 'living', 'garden']),
  c('window', 'windows', ['classroom', 'kitchen', 'living']),
  c('computer', 'computers', ['classroom', 'living']),
  c('tree', 'trees', ['park', 'street', 'garden']),
  c('bench', 'benches', ['park', 'garden']),
  c('flower', 'flowers', ['garden', 'park']),
  c('cat', 'cats', ['garden', 'kitchen', 'living']),
  c('dog', 'dogs', ['park', 'garden']),
  c('shop', 'shops', ['street', 'town', 'near']),
  c('café', 'cafés', ['street', 'town', 'near']),
  c('bus stop', 'bus stops', ['near', 'street']),
  c('museum', 'museums', ['town']),
  c('hotel', 'hotels', ['town', 'near']),
  c('student', 'students', ['classroom']),
  c('child', 'children', ['park', 'garden', 'classroom']),
  c('umbrella', 'umbrellas', ['bag']),
  c('key', 'keys', ['bag', 'table']),
  c('photo', 'photos', ['shelf', 'table', 'living']),
  c('lamp', 'lamps', ['living', 'table']),
  c('map', 'maps', ['classroom', 'bag']),
  c('onion', 'onions', ['kitchen', 'fridge']),
  c('tomato', 'tomatoes', ['fridge', 'kitchen', 'table']),
  c('potato', 'potatoes', ['kitchen', 'cupboard']),
  c('bottle', 'bottles', ['fridge', 'table', 'bag']),
  c('glass', 'glasses', ['table', 'cupboard', 'shelf']),
  c('knife', 'knives', ['kitchen', 'table']),
  c('restaurant', 'restaurants', ['street', 'town', 'near']),
  c('park', 'parks', ['town', 'near']),
  c('school', 'schools', ['town', 'near']),
  c('bird', 'birds', ['garden', 'park']),
  c('toy', 'toys', ['living', 'garden']),
  u('milk', ['fridge']),
  u('cheese', ['fridge', 'table']),
  u('bread', ['table', 'kitchen']),
  u('juice', ['fridge']),
  u('water', ['fridge', 'bag']),
  u('sugar', ['kitchen', 'cupboard', 'table']),
  u('rice', ['kitchen', 'cupboard']),
  u('coffee', ['kitchen', 'cupboard']),
  u('butter', ['fridge']),
  u('money', ['bag']),
  u('furniture', ['living', 'classroom']),
  u('traffic', ['street', 'town']),
  u('snow', ['garden', 'park', 'street']),
  u('soup', ['fridge']),
  u('meat', ['fridge']),
  u('paper', ['table', 'bag']),
  u('jam', ['fridge', 'cupboard']),
  u('flour', ['cupboard', 'kitchen']),
  u('salt', ['table', 'cupboard']),
  u('tea', ['cupboard', 'kitchen']),
];

/** Uncountables that learners often pluralise; never "advices", "furnitures". */
export const UNCOUNTABLE_ABSTRACT = [
  'advice',
  'information',
  'news',
  'homework',
  'luggage',
  'equipment',
  'furniture',
  'music',
  'research',
  'work',
  'knowledge',
  'progress',
  'weather',
  'fun',
];

export const NUMBERS = ['two', 'three', 'four', 'five', 'some', 'a lot of', 'many'];
