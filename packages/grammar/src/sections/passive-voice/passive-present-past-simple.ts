import { d, item, makeTopic } from '../../engine.ts';
import { thirdPerson, verbForms } from '../../morph/verbs.ts';
import type { TopicDef } from '../../types.ts';
import copy from './passive-present-past-simple.json' with { type: 'json' };

/** Things that have things done to them, with the verb and whether the subject is plural. */
const OBJECTS: [subject: string, plural: boolean, verb: string, rest: string][] = [
  ['The bridge', false, 'build', ''],
  ['This house', false, 'build', ''],
  ['The museum', false, 'open', ''],
  ['The letters', true, 'send', ''],
  ['The windows', true, 'clean', ''],
  ['The car', false, 'repair', ''],
  ['The tickets', true, 'sell', 'online'],
  ['The room', false, 'paint', ''],
  ['The cake', false, 'make', 'by my grandmother'],
  ['The photos', true, 'take', 'by a professional'],
  ['The report', false, 'write', 'by the manager'],
  ['The songs', true, 'write', 'by a famous singer'],
  ['The meeting', false, 'cancel', ''],
  ['The children', true, 'take', 'to school by bus'],
  ['The rooms', true, 'clean', 'every morning'],
  ['The email', false, 'send', 'to all students'],
  ['The book', false, 'translate', 'into Ukrainian'],
  ['The picture', false, 'paint', 'by a young artist'],
  ['The streets', true, 'clean', ''],
  ['The food', false, 'cook', 'in the kitchen'],
  ['The parcel', false, 'deliver', ''],
  ['The old trees', true, 'cut down', ''],
  ['The film', false, 'show', 'on TV'],
  ['The rules', true, 'explain', 'to everyone'],
  ['The plants', true, 'water', ''],
  ['The doors', true, 'lock', 'at night'],
  ['The problem', false, 'solve', ''],
  ['The shop', false, 'close', ''],
  ['The results', true, 'publish', 'online'],
  ['The thief', false, 'catch', 'by the police'],
  ['The phones', true, 'make', 'in China'],
  ['The emails', true, 'check', 'every hour'],
  ['The bill', false, 'pay', ''],
  ['The bills', true, 'pay', ''],
  ['The homework', false, 'check', 'by the teacher'],
];
/**
 * What makes a present-simple passive worth saying: who does it, where, or how often. "The letters are often
 * sent." or "The car is usually repaired." tells nothing (round 1135), and a definite singular done as a
 * habit ("The book is usually translated into Ukrainian") reads as one event; only these take the present.
 */
export const PRESENT_REST: Record<string, string> = {
  'The letters': 'on Friday afternoons',
  'The windows': 'once a month',
  'The tickets': 'online',
  'The photos': 'by a professional',
  'The children': 'to school by bus',
  'The rooms': 'every morning',
  'The streets': 'early in the morning',
  'The plants': 'twice a week',
  'The doors': 'at night',
  'The results': 'online',
  'The phones': 'in China',
  'The emails': 'every hour',
  'The homework': 'by the teacher',
  'The bills': 'at the end of the month',
  'The film': 'on TV every Christmas',
  'The songs': 'by the lead singer',
};
/** A rest that already says how often: no "usually" or "often" before it. */
const HOW_OFTEN = /every|once|twice/;

const PAST = ['last year', 'yesterday', 'two weeks ago', 'last Monday', 'last night'];
/**
 * Things made once, long before anyone mentions them (songs, phones, a translation): "The phones were made
 * in China last night" is no news anyone tells, so these take a time that fits making them.
 */
const MADE_LONG_AGO = ['last year', 'a few years ago', 'in 2019'];
const PAST_FOR: Record<string, string[]> = {
  'The phones': MADE_LONG_AGO,
  'The songs': MADE_LONG_AGO,
  'The picture': MADE_LONG_AGO,
  'The book': MADE_LONG_AGO,
  'The photos': ['last summer', 'at the wedding', 'two weeks ago'],
  // School runs happen in the day.
  'The children': ['yesterday', 'last Monday', 'this morning'],
};
const PRESENT = ['usually', 'often'];

function forms(verb: string) {
  const [head, ...particle] = verb.split(' ');
  const f = verbForms(head ?? verb);
  const tail = particle.length ? ` ${particle.join(' ')}` : '';
  return {
    pp: `${f.participle}${tail}`,
    base: `${f.base}${tail}`,
    past: `${f.past}${tail}`,
    pastDiffers: !f.participleVariants.includes(f.past),
  };
}

/**
 * Issue 16: authored bases, each its own skeleton, said with a singular or plural subject and with a
 * present (a routine: every Tuesday) or a past marker (last Tuesday) that forces the tense: [line with {n}
 * for the thing and {M} for the marker, singular and plural (null: not said so), verb, present markers,
 * past markers]. Every line names who does it or a routine that needs a doer, and no verb here is used
 * intransitively of such a subject, so the active form is always wrong.
 */
type PassiveLine = [string, string | null, string | null, string, string[], string[]];
export const PASSIVE_LINES: PassiveLine[] = [
  [
    'The {n} ___ {M}.',
    'bin',
    'bins',
    'collect',
    ['every Tuesday', 'on Tuesdays'],
    ['last Tuesday', 'two days ago'],
  ],
  ['The {n} in our building ___ {M}.', 'lift', 'lifts', 'inspect', ['every month'], ['last month', 'in May']],
  [
    'The {n} ___ by a local company {M}.',
    'office',
    'offices',
    'clean',
    ['every evening'],
    ['last night', 'on Friday evening'],
  ],
  [
    'The {n} ___ to customers {M}.',
    'invoice',
    'invoices',
    'send',
    ['at the end of every month'],
    ['at the end of last month'],
  ],
  ['The {n} ___ in Italy {M}.', 'bag', 'bags', 'make', [''], ['in 1965', 'in the 1960s']],
  [
    'The {n} ___ by a window cleaner {M}.',
    'window',
    'windows',
    'wash',
    ['twice a year'],
    ['last spring', 'a month ago'],
  ],
  [
    'The {n} at the front of the house ___ {M}.',
    'hedge',
    'hedges',
    'trim',
    ['every summer'],
    ['last summer', 'in June'],
  ],
  [
    'The {n} ___ by the council {M}.',
    'road',
    'roads',
    'repair',
    ['every four years'],
    ['in 2019', 'three years ago'],
  ],
  ['The {n} ___ to all staff {M}.', 'newsletter', 'newsletters', 'email', ['every Friday'], ['last Friday']],
  ['The {n} in this hotel ___ {M}.', 'bed', 'beds', 'make', ['every morning'], ['this morning', 'at nine']],
  [
    'The {n} ___ by our teacher {M}.',
    'test',
    'tests',
    'mark',
    ['every weekend'],
    ['last weekend', 'on Sunday'],
  ],
  [
    'The {n} ___ on the top floor {M}.',
    'meeting',
    'meetings',
    'hold',
    ['every Monday', 'on Mondays'],
    ['last Monday'],
  ],
  [
    'The {n} ___ by the postman {M}.',
    null,
    'letters',
    'deliver',
    ['at about ten every morning'],
    ['at ten this morning'],
  ],
  [
    'The {n} in the park ___ by volunteers {M}.',
    'flower bed',
    'flower beds',
    'water',
    ['every evening'],
    ['yesterday evening'],
  ],
  [
    'The sales {n} ___ online {M}.',
    'report',
    'reports',
    'publish',
    ['every three months'],
    ['last week', 'in March'],
  ],
  [
    'The {n} ___ into English {M}.',
    'document',
    'documents',
    'translate',
    ['by an agency in Kyiv'],
    ['last week', 'a month ago'],
  ],
  [
    'The {n} ___ by the staff in the car park {M}.',
    'van',
    'vans',
    'wash',
    ['every Saturday'],
    ['last Saturday'],
  ],
  [
    'The {n} ___ with fresh bread {M}.',
    'sandwich',
    'sandwiches',
    'make',
    ['every morning'],
    ['this morning', 'at six'],
  ],
  [
    'The {n} ___ by the security guard {M}.',
    'gate',
    'gates',
    'lock',
    ['at ten every night'],
    ['at ten last night'],
  ],
  ['The {n} ___ by a vet {M}.', 'horse', 'horses', 'check', ['every month'], ['last month', 'two weeks ago']],
  ['The {n} ___ in the school hall {M}.', 'exam', 'exams', 'hold', ['every June'], ['last June']],
  [
    'The {n} ___ at the airport {M}.',
    'suitcase',
    'suitcases',
    'scan',
    ['before every flight'],
    ['before our flight yesterday'],
  ],
  ['The {n} ___ by the chef himself {M}.', 'dessert', 'desserts', 'make', ['every day'], ['yesterday']],
  ['The {n} ___ by a gardener {M}.', 'apple tree', 'apple trees', 'prune', ['every autumn'], ['last autumn']],
  [
    'The {n} ___ to the best students {M}.',
    'prize',
    'prizes',
    'give',
    ['at the end of every school year'],
    ['at the end of last term'],
  ],
  [
    'The {n} ___ by email {M}.',
    'ticket',
    'tickets',
    'send',
    ['a day before every concert'],
    ['yesterday', 'last week'],
  ],
  [
    'The {n} ___ by the head teacher {M}.',
    'certificate',
    'certificates',
    'sign',
    ['at the end of every course'],
    ['last Friday'],
  ],
  ['The team’s {n} ___ {M}.', null, 'shirts', 'wash', ['after every match'], ['after Saturday’s match']],
  [
    'The {n} ___ in the local newspaper {M}.',
    'advert',
    'adverts',
    'print',
    ['every Sunday'],
    ['last Sunday'],
  ],
  ['The {n} ___ at the depot {M}.', 'train', 'trains', 'clean', ['every night'], ['last night']],
  [
    'The {n} ___ by a plumber {M}.',
    'boiler',
    'boilers',
    'service',
    ['every year'],
    ['last year', 'in October'],
  ],
  [
    'The {n} of the house ___ {M}.',
    'wall',
    'walls',
    'paint',
    ['every five years'],
    ['last summer', 'in 2021'],
  ],
  ['The {n} ___ for viruses {M}.', 'laptop', 'laptops', 'check', ['every week'], ['last week']],
  [
    'The school {n} ___ by a professional photographer {M}.',
    'photo',
    'photos',
    'take',
    ['every year'],
    ['last year', 'in September'],
  ],
  [
    'The {n} ___ in the town square {M}.',
    'market',
    null,
    'hold',
    ['every Saturday', 'on Saturdays'],
    ['last Saturday'],
  ],
  [
    'The {n} ___ by a mechanic {M}.',
    'car',
    'cars',
    'check',
    ['before every long trip'],
    ['before our trip last summer'],
  ],
  [
    'The {n} ___ by a cleaning company {M}.',
    'carpet',
    'carpets',
    'clean',
    ['twice a year'],
    ['last month', 'in January'],
  ],
  [
    'The {n} ___ by the children {M}.',
    'classroom plant',
    'classroom plants',
    'water',
    ['every Monday'],
    ['last Monday'],
  ],
  [
    'The {n} ___ by a courier {M}.',
    null,
    'parcels',
    'collect',
    ['every afternoon'],
    ['this afternoon', 'at four'],
  ],
  ['The {n} ___ by the neighbours {M}.', 'garden', null, 'water', ['every summer'], ['last summer']],
  ['The {n} ___ on the radio {M}.', 'match', 'matches', 'broadcast', ['every Saturday'], ['last Saturday']],
  [
    'The {n} ___ by the caretaker {M}.',
    'front door',
    null,
    'lock',
    ['at eleven every night'],
    ['at eleven last night'],
  ],
  ['The {n} ___ by a nurse {M}.', null, 'patients', 'weigh', ['every morning'], ['this morning']],
  ['The {n} in the kitchen ___ {M}.', 'floor', null, 'mop', ['every evening'], ['last night', 'an hour ago']],
  ['The {n} ___ by the teacher {M}.', 'essay', 'essays', 'return', ['every Friday'], ['last Friday']],
  ['The {n} ___ by two security guards {M}.', 'building', null, 'guard', ['every night'], ['last night']],
  [
    'The {n} ___ at the entrance {M}.',
    'ticket',
    'tickets',
    'check',
    ['before every show'],
    ['before the show last night'],
  ],
  [
    'The {n} ___ by our landlord {M}.',
    'rent',
    null,
    'collect',
    ['on the first of every month'],
    ['on the first of last month'],
  ],
  ['The {n} ___ by volunteers {M}.', 'beach', 'beaches', 'clean', ['every spring'], ['last spring']],
  ['The {n} ___ by a piano tuner {M}.', 'piano', null, 'tune', ['twice a year'], ['last month']],
  ['The {n} ___ by the dentist {M}.', null, 'children’s teeth', 'check', ['every six months'], ['last week']],
  [
    'The {n} ___ by the receptionist {M}.',
    'phone',
    'phones',
    'answer',
    ['from eight every morning'],
    ['at eight this morning'],
  ],
  [
    'The {n} ___ by a farmer from the village {M}.',
    null,
    'cows',
    'milk',
    ['twice a day'],
    ['at five this morning'],
  ],
  ['The {n} ___ by my neighbour {M}.', 'lawn', null, 'cut', ['every Sunday'], ['last Sunday', 'yesterday']],
  [
    'The {n} ___ by our accountant {M}.',
    'tax return',
    null,
    'prepare',
    ['every April'],
    ['last April', 'in March'],
  ],
  [
    'The {n} ___ by a local artist {M}.',
    'mural',
    null,
    'paint',
    [],
    ['in 2015', 'last year', 'two years ago'],
  ],
  [
    'The {n} ___ by the head chef {M}.',
    'menu',
    null,
    'write',
    ['every morning'],
    ['this morning', 'at seven'],
  ],
  ['The {n} ___ by the referee {M}.', 'match', null, 'stop', [], ['twice in the first half']],
  ['The {n} ___ by my father {M}.', 'car', null, 'wash', ['every Sunday'], ['last Sunday', 'yesterday']],
  // Issue 16, second batch: more places, doers and routines (each line its own base).
  [
    'The {n} ___ by the lifeguards {M}.',
    'pool',
    'pools',
    'check',
    ['every morning'],
    ['this morning', 'at eight'],
  ],
  ['The {n} ___ by a local farmer {M}.', 'field', 'fields', 'harvest', ['every August'], ['last August']],
  ['The {n} ___ by the night staff {M}.', null, 'shelves', 'stock', ['every evening'], ['last night']],
  [
    'The {n} ___ by our neighbour’s son {M}.',
    'dog',
    'dogs',
    'walk',
    ['every afternoon'],
    ['this afternoon', 'yesterday'],
  ],
  [
    'The {n} ___ by a specialist company {M}.',
    'chimney',
    'chimneys',
    'sweep',
    ['every autumn'],
    ['last autumn', 'in October'],
  ],
  [
    'The school {n} ___ by the deputy head {M}.',
    'timetable',
    null,
    'prepare',
    ['every August'],
    ['last August'],
  ],
  [
    'The {n} ___ into our bank accounts {M}.',
    null,
    'wages',
    'pay',
    ['on the last Friday of every month'],
    ['last Friday'],
  ],
  [
    'The fire {n} in our office ___ {M}.',
    'alarm',
    'alarms',
    'test',
    ['every Thursday morning'],
    ['last Thursday'],
  ],
  ['The {n} ___ to our door {M}.', 'newspaper', null, 'deliver', ['every morning'], ['at six this morning']],
  [
    'The {n} ___ by a security company {M}.',
    'alarm system',
    null,
    'check',
    ['every six months'],
    ['in March', 'last month'],
  ],
  ['The {n} in every room ___ {M}.', null, 'towels', 'replace', ['every day'], ['this morning']],
  [
    'The {n} ___ by the IT department {M}.',
    null,
    'passwords',
    'reset',
    ['every three months'],
    ['last week'],
  ],
  ['The wedding {n} ___ by the bride’s father {M}.', 'speech', null, 'give', [], ['after dinner']],
  [
    'The {n} ___ by a famous architect {M}.',
    'station',
    'stations',
    'design',
    [],
    ['in the 1930s', 'a hundred years ago'],
  ],
  ['The {n} ___ by the owner’s daughter {M}.', 'café', null, 'run', [''], ['until last year']],
  [
    'The {n} ___ by a street cleaner {M}.',
    'square',
    null,
    'sweep',
    ['every morning'],
    ['this morning', 'at five'],
  ],
  ['The {n} ___ by the council {M}.', 'park', 'parks', 'maintain', ['all year round'], []],
  ['The {n} ___ by a vet {M}.', 'cat', 'cats', 'vaccinate', ['once a year'], ['last spring', 'in April']],
  [
    'The {n} on the motorway ___ by the police {M}.',
    'speed camera',
    'speed cameras',
    'check',
    ['every month'],
    ['last month'],
  ],
  ['The {n} ___ by the drivers {M}.', null, 'buses', 'clean', ['at the end of every day'], ['last night']],
  [
    'The {n} in the town square ___ by the council {M}.',
    'Christmas tree',
    null,
    'decorate',
    ['every December'],
    ['last December'],
  ],
  ['The {n} ___ by a technician {M}.', 'printer', 'printers', 'repair', [], ['yesterday', 'last week']],
  [
    'The {n} at the museum ___ by a guide {M}.',
    'tour',
    'tours',
    'lead',
    ['every hour'],
    ['at ten this morning'],
  ],
  [
    'The {n} ___ by the class teacher {M}.',
    'report',
    'reports',
    'write',
    ['at the end of every term'],
    ['at the end of last term'],
  ],
  [
    'The {n} at our school ___ by the parents {M}.',
    'fair',
    null,
    'run',
    ['every December'],
    ['last December'],
  ],
  [
    'The {n} ___ by a team of divers {M}.',
    'aquarium',
    'aquariums',
    'clean',
    ['every week'],
    ['last week', 'on Monday'],
  ],
  [
    'The {n} in the library ___ by a volunteer {M}.',
    null,
    'old books',
    'repair',
    ['every Saturday'],
    ['last Saturday'],
  ],
  [
    'The {n} ___ by the same company {M}.',
    'bridge',
    'bridges',
    'design',
    [],
    ['in 1995', 'thirty years ago'],
  ],
  [
    'The {n} ___ by a student from our class {M}.',
    'poster',
    'posters',
    'design',
    [],
    ['last week', 'for the school fair'],
  ],
  ['The {n} ___ by hand {M}.', null, 'invitations', 'write', [], ['last week', 'a month before the wedding']],
  [
    'The {n} ___ to the hospital {M}.',
    'injured driver',
    'injured drivers',
    'take',
    [],
    ['an hour ago', 'last night'],
  ],
  ['The {n} ___ by the bank {M}.', 'loan', 'loans', 'approve', [], ['last week', 'two days ago']],
  ['The {n} ___ by the town council {M}.', 'plan', 'plans', 'reject', [], ['last month', 'in January']],
  ['The {n} ___ by the ambulance crew {M}.', null, 'injured passengers', 'treat', [], ['at the scene']],
  ['The {n} ___ by a taxi driver {M}.', 'accident', null, 'see', [], ['last night', 'on Friday night']],
  ['The {n} ___ by a delivery van {M}.', 'fence', 'fences', 'damage', [], ['last night', 'this morning']],
  ['The {n} ___ by the storm {M}.', 'roof', 'roofs', 'damage', [], ['last winter', 'two weeks ago']],
  ['The {n} ___ by a local man {M}.', 'money', null, 'find', [], ['yesterday afternoon', 'on Sunday']],
  ['The {n} ___ by two boys in the park {M}.', 'wallet', null, 'find', [], ['yesterday', 'on Saturday']],
  ['The {n} ___ by a man in a grey suit {M}.', 'briefcase', null, 'steal', [], ['yesterday', 'this morning']],
  [
    'The {n} ___ by the prime minister {M}.',
    'hospital',
    'hospitals',
    'visit',
    [],
    ['in 2018', 'last spring'],
  ],
  ['The {n} ___ by a famous actor {M}.', 'audiobook', 'audiobooks', 'read', [], ['last year', 'in 2022']],
  ['The {n} ___ by a Polish company {M}.', 'app', 'apps', 'develop', [], ['in 2020', 'three years ago']],
  ['The {n} ___ by the engineers {M}.', 'fault', 'faults', 'find', [], ['last night', 'this morning']],
  ['The {n} ___ by the weather {M}.', 'harvest', null, 'ruin', [], ['last summer']],
  [
    'The {n} ___ by a doctor {M}.',
    'athlete',
    'athletes',
    'examine',
    ['before every race'],
    ['after the race yesterday'],
  ],
  ['The {n} ___ by our landlord {M}.', 'heating', null, 'check', ['every autumn'], ['last October']],
  ['The {n} ___ from the farm {M}.', null, 'vegetables', 'bring', ['every morning'], ['this morning']],
  [
    'The {n} ___ by the caretaker {M}.',
    'school',
    null,
    'unlock',
    ['at seven every morning'],
    ['at seven this morning'],
  ],
  ['The {n} at the station ___ by the police {M}.', 'bag', 'bags', 'search', [], ['last night', 'yesterday']],
  [
    'The {n} ___ by the head of the school {M}.',
    'decision',
    null,
    'announce',
    [],
    ['yesterday', 'on Monday'],
  ],
  ['The {n} ___ by the club’s oldest member {M}.', 'cake', null, 'cut', [], ['at the party last night']],
  ['The {n} ___ in the village church {M}.', 'wedding', 'weddings', 'hold', [], ['last June', 'in 2021']],
  ['The {n} ___ by a German team {M}.', 'race', 'races', 'win', [], ['last year', 'on Sunday']],
  [
    'The {n} ___ by a neighbour {M}.',
    'fire',
    null,
    'report',
    [],
    ['at two this morning', 'just after midnight'],
  ],
  ['The {n} ___ by a young doctor {M}.', 'patient', 'patients', 'save', [], ['last night']],
  [
    'The {n} ___ by a cleaning lady {M}.',
    'office',
    'offices',
    'vacuum',
    ['every evening'],
    ['last night', 'on Friday'],
  ],
  [
    'The {n} ___ by the lab technician {M}.',
    null,
    'samples',
    'test',
    ['every morning'],
    ['this morning', 'on Monday'],
  ],
  ['The {n} ___ by a private company {M}.', 'prison', 'prisons', 'run', [''], ['until 2015']],
  [
    'The {n} ___ by the hotel manager {M}.',
    null,
    'complaints',
    'answer',
    ['within a day'],
    ['the next morning', 'within an hour'],
  ],
  [
    'The {n} ___ by the students themselves {M}.',
    'school magazine',
    null,
    'write',
    ['every term'],
    ['last term'],
  ],
  [
    'The {n} at the zoo ___ by two keepers {M}.',
    'elephant',
    'elephants',
    'wash',
    ['every morning'],
    ['this morning'],
  ],
  [
    'The {n} ___ by a woman from the bank {M}.',
    null,
    'forms',
    'check',
    ['before every meeting'],
    ['before the meeting yesterday'],
  ],
  [
    'The {n} ___ by the bus company {M}.',
    'timetable',
    'timetables',
    'revise',
    ['every spring'],
    ['last spring', 'in March'],
  ],
  [
    'The {n} ___ by the nurses {M}.',
    'ward',
    'wards',
    'check',
    ['every hour at night'],
    ['at three this morning'],
  ],
  [
    'The {n} ___ by our football coach {M}.',
    'team',
    'teams',
    'pick',
    ['before every match'],
    ['before Saturday’s match'],
  ],
  [
    'The {n} ___ by a local bakery {M}.',
    'bread',
    null,
    'deliver',
    ['at six every morning'],
    ['at six this morning'],
  ],
  [
    'The {n} in the square ___ by the council {M}.',
    'flag',
    'flags',
    'raise',
    ['every morning'],
    ['this morning'],
  ],
  [
    'The {n} ___ by the referees {M}.',
    'ball',
    'balls',
    'check',
    ['before every game'],
    ['before the game on Sunday'],
  ],
  ['The {n} ___ by the kitchen staff {M}.', 'fridge', 'fridges', 'clean', ['every Friday'], ['last Friday']],
  [
    'The {n} ___ by a translator {M}.',
    'contract',
    'contracts',
    'check',
    ['before we sign anything'],
    ['before we signed it', 'last week'],
  ],
  [
    'The {n} ___ by a gardener from the village {M}.',
    'grass',
    null,
    'cut',
    ['every two weeks'],
    ['last week', 'on Thursday'],
  ],
  ['The {n} ___ by the company’s lawyers {M}.', 'letter', 'letters', 'write', [], ['last month']],
  ['The {n} ___ by our neighbours {M}.', 'noise', null, 'make', [], ['at two in the morning', 'last night']],
  ['The {n} ___ by a man on a bike {M}.', 'ambulance', null, 'call', [], ['ten minutes after the crash']],
  ['The {n} ___ by the same surgeon {M}.', 'operation', 'operations', 'do', [], ['last week', 'on Tuesday']],
  ['The {n} ___ by the airline {M}.', 'flight', 'flights', 'cancel', [], ['last night']],
  ['The {n} ___ to the winners {M}.', 'prize', 'prizes', 'hand', [], ['at the end of the evening']],
  [
    'The {n} ___ by a young Ukrainian director {M}.',
    'film',
    'films',
    'make',
    [],
    ['in 2021', 'two years ago'],
  ],
  ['The {n} ___ by my grandfather {M}.', 'clock', 'clocks', 'wind', ['every Sunday'], ['last Sunday']],
  [
    'The {n} ___ at the border {M}.',
    null,
    'passports',
    'check',
    ['on every trip'],
    ['on our last trip', 'last summer'],
  ],
  ['The {n} ___ by two students {M}.', 'kitchen', 'kitchens', 'paint', [], ['last week', 'in May']],
  [
    'The {n} ___ by a team from the council {M}.',
    'pothole',
    'potholes',
    'fill',
    [],
    ['last week', 'two days ago'],
  ],
  [
    'The {n} ___ by the gym staff {M}.',
    'machine',
    'machines',
    'clean',
    ['after every class'],
    ['after the last class yesterday'],
  ],
  ['The {n} ___ by a ranger {M}.', 'forest', 'forests', 'patrol', ['every night'], ['last night']],
  ['The {n} ___ by the judges {M}.', 'winner', 'winners', 'choose', [], ['yesterday', 'last Friday']],
  ['The {n} ___ by a computer {M}.', 'exam', 'exams', 'mark', ['these days'], ['last year', 'in June']],
  ['The {n} ___ by my aunt {M}.', 'quilt', 'quilts', 'make', [], ['in the 1980s', 'forty years ago']],
  ['The {n} ___ by a boy from our street {M}.', 'window', null, 'break', [], ['yesterday', 'last night']],
  [
    'The {n} ___ by the police {M}.',
    'driver',
    'drivers',
    'stop',
    [],
    ['last night', 'at the traffic lights'],
  ],
  // General facts in the present (no marker needed: a fact about the thing as it is).
  ['The {n} ___ in a factory near Kyiv {M}.', null, 'buses', 'build', [''], []],
  ['The {n} in this shop ___ by hand {M}.', null, 'shoes', 'make', [''], []],
  ['The {n} ___ by volunteers {M}.', 'museum', null, 'run', ['at weekends'], []],
  ['The {n} ___ by the older pupils {M}.', 'school newspaper', null, 'produce', ['every month'], []],
  ['The {n} ___ in Ukrainian and English {M}.', 'menu', 'menus', 'print', [''], []],
  ['The {n} in our street ___ by solar panels {M}.', null, 'street lights', 'power', [''], []],
  ['The {n} ___ by its members {M}.', 'club', null, 'own', [''], []],
  ['The {n} ___ by a family from Odesa {M}.', 'hotel', 'hotels', 'own', [''], []],
  ['The {n} ___ by a computer {M}.', 'traffic light', 'traffic lights', 'control', [''], []],
  ['The {n} ___ by two sisters {M}.', 'shop', null, 'run', [''], []],
  ['The {n} ___ with rice and vegetables {M}.', 'fish', null, 'serve', [''], []],
  ['The {n} ___ in English {M}.', 'lesson', 'lessons', 'teach', [''], []],
  ['The {n} ___ by a charity {M}.', 'hostel', null, 'fund', [''], []],
  ['The {n} ___ by the students {M}.', 'school garden', null, 'plant', ['every spring'], []],
  ['The {n} ___ in French {M}.', null, 'instructions', 'write', [''], []],
  ['The {n} ___ from local wood {M}.', null, 'toys', 'make', [''], []],
  ['The {n} ___ by the city {M}.', null, 'swimming pools', 'own', [''], []],
  ['The {n} ___ by people from all over the world {M}.', 'website', null, 'use', [''], []],
];

/** The singular or plural noun and the be, present and past forms for one variant of a line. */
function lineForms(verb: string, plural: boolean, past: boolean) {
  const f = verbForms(verb);
  const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
  const otherBe = past ? (plural ? 'was' : 'were') : plural ? 'is' : 'are';
  const active = past ? f.past : plural ? f.base : thirdPerson(f.base);
  return { f, be, otherBe, active };
}

export const passivePastPresent: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    // The past takes each thing once; the present only a thing with its context, said both with and
    // without "usually"/"often" ("The windows are cleaned once a month", "The letters are usually sent on
    // Friday afternoons").
    const all = rng.shuffle(
      OBJECTS.flatMap((o) => {
        const present = PRESENT_REST[o[0]];
        if (present === undefined) return [[o, true, false] as const];
        const o2: (typeof OBJECTS)[number] = [o[0], o[1], o[2], present];
        return [
          [o, true, false] as const,
          ...(HOW_OFTEN.test(present) ? [] : [[o2, false, true] as const]),
          [o2, false, false] as const,
        ];
      }),
    );
    for (const [[subject, plural, verb, rest], past, adverb] of all) {
      // A routine (every morning, at night) is not said of one past occasion.
      if (past && /\bevery\b|\bat night\b/.test(rest)) continue;
      const f = forms(verb);
      const marker = past
        ? rng.pick(
            verb === 'build' ? ['in 1890', 'in 2010', 'two hundred years ago'] : (PAST_FOR[subject] ?? PAST),
          )
        : adverb
          ? rng.pick(PRESENT)
          : '';
      const be = past ? (plural ? 'were' : 'was') : plural ? 'are' : 'is';
      const otherBe = past ? (plural ? 'was' : 'were') : plural ? 'is' : 'are';
      const adverbFirst = marker === 'usually' || marker === 'often';
      const text = adverbFirst
        ? `${subject} {} ${rest}`.replace('{}', `${be} ${marker} ___`)
        : `${subject} {} ${rest} ${marker}`;
      const answer = adverbFirst ? f.pp : `${be} ${f.pp}`;
      const wrong = adverbFirst
        ? [
            d(f.base, 'base-for-participle', { base: f.base }),
            ...(f.pastDiffers
              ? [d(f.past, 'past-for-participle', { participle: f.pp })]
              : [d(`${f.base}ing`.replace(/eing$/, 'ing'), 'ing-for-participle', {})]),
          ]
        : [
            d(past ? f.past : `${f.base}s`.replace(/ss$/, 'sses'), 'active-for-passive', { subject }),
            d(`${otherBe} ${f.pp}`, 'be-agreement', { subject, be }),
            d(`${be} ${f.base}`, 'base-for-participle', { base: f.base }),
          ];
      if (!past && !adverbFirst && verb.includes(' ')) continue;
      yield item(rng, {
        text,
        answer,
        wrong,
        ruleId: past ? 'passive-past' : 'passive-present',
        trigger: [subject, marker || rest],
        skeleton: `${verb}-${past ? 'past' : 'present'}`,
      });
    }
    for (const [[line, sg, pl, verb, now, then], i] of rng.shuffle(
      PASSIVE_LINES.map((l, i) => [l, i] as const),
    )) {
      const nouns = [
        [sg, false],
        [pl, true],
      ] as const;
      const variants = nouns.flatMap(([n, plural]) =>
        n === null
          ? []
          : [
              ...now.map((m) => [n, plural, m, false] as const),
              ...then.map((m) => [n, plural, m, true] as const),
            ],
      );
      for (const [noun, plural, marker, past] of variants) {
        const x = lineForms(verb, plural, past);
        const text = line
          .replace('{n}', noun)
          .replace(' {M}', marker ? ` ${marker}` : '')
          .replace('___', '{}');
        const subject = `the ${noun}`;
        const wrong = [
          d(`${x.otherBe} ${x.f.participle}`, 'be-agreement', { subject, be: x.be }),
          d(x.active, 'active-for-passive', { subject }),
        ];
        if (x.f.base !== x.f.participle)
          wrong.push(d(`${x.be} ${x.f.base}`, 'base-for-participle', { base: x.f.base }));
        yield item(rng, {
          text,
          answer: `${x.be} ${x.f.participle}`,
          wrong,
          ruleId: past ? 'passive-past' : 'passive-present',
          trigger: [subject, marker || 'by'],
          features: { tense: past ? 'past' : 'present' },
          skeleton: `passive-line-${i}`,
        });
      }
    }
  },
});
