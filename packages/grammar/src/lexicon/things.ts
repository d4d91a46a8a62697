/**
 * Things found in places, with countability, for there is/are, this/these and quantifier frames.
 * Places are only those where the thing is normally found, so every sentence is plausible.
 * Blind rounds crossed out "How much salt is there on the table?" (salt is asked about in a jar or soup),
 * "many bus stops in our street" (a street has one or two; a long road has several) and "money in the bank when
 * we arrived" (money in a bank is an account balance, checked, not found on arrival).
 */
export interface Thing {
  sg: string;
  pl: string;
  /** false: uncountable (pl = sg). */
  count: boolean;
  places: string[];
}

const c = (sg: string, pl: string, places: string[]): Thing => ({ sg, pl, count: true, places });
const u = (sg: string, places: string[]): Thing => ({ sg, pl: sg, count: false, places });

export const THINGS: Thing[] = [
  c('apple', 'apples', ['in the fridge', 'on the table', 'in my bag']),
  c('egg', 'eggs', ['in the fridge', 'in the box']),
  c('banana', 'bananas', ['on the table', 'in the kitchen']),
  c('sandwich', 'sandwiches', ['in my bag', 'in the fridge', 'on the plate']),
  c('cup', 'cups', ['on the table', 'on the shelf', 'in the cupboard']),
  c('plate', 'plates', ['on the table', 'in the cupboard', 'in the sink']),
  c('book', 'books', ['on the shelf', 'in my bag', 'on the desk']),
  c('pen', 'pens', ['in my bag', 'on the desk', 'in the drawer']),
  c('chair', 'chairs', ['in the classroom', 'in the kitchen', 'in the garden']),
  c('computer', 'computers', ['in the classroom', 'in the office', 'in the library']),
  c('tree', 'trees', ['in the park', 'in our street', 'in the garden']),
  c('bench', 'benches', ['in the park', 'near the lake']),
  c('flower', 'flowers', ['in the garden', 'in the vase', 'on the balcony']),
  c('cat', 'cats', ['in the garden', 'on the roof', 'on the sofa']),
  c('dog', 'dogs', ['in the park', 'in the garden']),
  c('shop', 'shops', ['in our street', 'near my house', 'in this town']),
  c('café', 'cafés', ['in our street', 'near the station', 'in the old town']),
  c('bus stop', 'bus stops', ['near my house', 'on this road']),
  c('museum', 'museums', ['in this town', 'in the city centre']),
  c('hotel', 'hotels', ['near the beach', 'in the city centre', 'near the airport']),
  c('picture', 'pictures', ['on the wall', 'in the hall']),
  c('car', 'cars', ['in the car park', 'outside the house', 'in the street']),
  c('student', 'students', ['in the classroom', 'in the library', 'in my group']),
  c('child', 'children', ['in the playground', 'in the park', 'in the pool']),
  c('person', 'people', ['in the queue', 'at the bus stop', 'in the waiting room']),
  c('bird', 'birds', ['in the tree', 'on the roof', 'in the garden']),
  c('cloud', 'clouds', ['in the sky']),
  c('mistake', 'mistakes', ['in your essay', 'in this letter', 'in the report']),
  c('message', 'messages', ['on my phone', 'in your inbox']),
  c('key', 'keys', ['in the drawer', 'on the hook by the door', 'in my pocket']),
  c('towel', 'towels', ['in the bathroom', 'on the bed']),
  c('glass', 'glasses', ['on the table', 'in the cupboard']),
  c('mouse', 'mice', ['in the kitchen', 'in the basement']),
  c('box', 'boxes', ['in the hall', 'in the garage', 'under the bed']),
  c('restaurant', 'restaurants', ['near the station', 'in the old town', 'on this street']),
  c('lamp', 'lamps', ['in the living room', 'in the hall', 'in the bedroom']),
  c('plant', 'plants', ['on the windowsill', 'in the office', 'on the balcony']),
  c('sofa', 'sofas', ['in the living room', 'in the waiting room']),
  c('tourist', 'tourists', ['in the old town', 'on the beach', 'in the museum']),
  c('boat', 'boats', ['on the lake', 'in the harbour', 'on the river']),
  c('shop assistant', 'shop assistants', ['in the shop', 'in the supermarket']),
  c('bottle', 'bottles', ['in the fridge', 'on the shelf', 'in the recycling bin']),
  c('orange', 'oranges', ['in the bowl', 'on the table', 'in the fridge']),
  c('tomato', 'tomatoes', ['in the fridge', 'in the salad', 'in the garden']),
  c('biscuit', 'biscuits', ['in the tin', 'on the plate', 'in the cupboard']),
  c('spider', 'spiders', ['in the bathroom', 'in the garage', 'in the basement']),
  c('parking space', 'parking spaces', ['in the car park', 'near the station', 'outside the office']),
  c('empty seat', 'empty seats', ['on the bus', 'in the cinema', 'on the train']),
  c('bookshop', 'bookshops', ['in the city centre', 'near the university']),
  c('bridge', 'bridges', ['over the river', 'in the city']),
  c('police officer', 'police officers', ['outside the bank', 'at the station', 'in the street']),
  u('wine', ['in the bottle', 'in the fridge', 'in the glass']),
  u('butter', ['in the fridge', 'on the table']),
  u('ice', ['on the roads', 'on the lake', 'in the freezer']),
  u('fruit', ['in the bowl', 'in the fridge']),
  u('space', ['in the car', 'in the cupboard', 'in the fridge']),
  u('paper', ['in the printer', 'in the drawer']),
  u('mud', ['on your shoes', 'on the floor']),
  u('salt', ['in the soup', 'in the jar']),
  u('milk', ['in the fridge', 'in the jug']),
  u('bread', ['on the table', 'in the kitchen']),
  u('cheese', ['in the fridge', 'on the plate']),
  u('water', ['in the bottle', 'in the glass', 'on the floor']),
  u('coffee', ['in the pot', 'in the cupboard']),
  u('sugar', ['in the cupboard', 'in the bowl', 'in my tea']),
  u('money', ['in my wallet', 'in my account', 'in the box']),
  u('furniture', ['in the room', 'in the flat', 'in the office']),
  u('snow', ['on the roads', 'in the mountains', 'on the roof']),
  u('traffic', ['in the city centre', 'on the motorway', 'on the bridge']),
  u('information', ['on the website', 'in the leaflet', 'in this guide']),
  u('noise', ['in the street', 'next door', 'in the classroom']),
  u('rice', ['in the cupboard', 'in the bag']),
  u('soup', ['in the pot', 'in the fridge']),
  u('juice', ['in the fridge', 'in the jug']),
  u('homework', ['in my bag', 'on the desk']),
  u('equipment', ['in the gym', 'in the lab']),
  u('rubbish', ['on the beach', 'in the park', 'on the street']),
  u('luggage', ['in the hall', 'in the car', 'on the bus']),
];
