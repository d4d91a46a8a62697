import { d, item, makeTopic } from '../../engine.ts';
import type { TopicDef } from '../../types.ts';
import copy from './passive-present-continuous.json' with { type: 'json' };
import { be, forms, nowFor, THINGS } from './passive-things.ts';

/**
 * Authored bases (issue 16), one skeleton each: a sentence that says the action is in progress now ({M}: at
 * the moment / right now / now; {L}: at the moment / this year for long projects; or its own marker), with
 * the subject as written in the sentence, its number and the verb. The subject cannot do the action itself,
 * so the active -ing form is wrong by meaning; lines whose active form could also be said ("the match is
 * showing", "the baby is feeding", "the roads are clearing") are `erg` and get the base form instead.
 */
type ContLine = [
  text: string,
  subject: string,
  plural: 0 | 1,
  verb: string,
  opts?: { erg?: 1; trigger?: string },
];
export const CONTINUOUS_LINES: ContLine[] = [
  ['Please use the stairs: the lift ___ {M}.', 'the lift', 0, 'repair'],
  ['We can’t use our kitchen this week because it ___.', 'it', 0, 'redecorate', { trigger: 'this week' }],
  ['The main road is closed because it ___ {M}.', 'it', 0, 'resurface'],
  ['Don’t sit on that bench: it ___ {M}.', 'it', 0, 'paint'],
  ['You can’t park here today; the car park ___.', 'the car park', 0, 'resurface', { trigger: 'today' }],
  ['My car ___ at the garage {M}, so I’m taking the bus.', 'My car', 0, 'service'],
  ['Our flat ___ {M}, so we’re staying with my parents.', 'Our flat', 0, 'renovate'],
  ['The patient ___ by the doctor {M}. Please wait outside.', 'The patient', 0, 'examine'],
  ['Can you call back later? The meeting room ___ for the conference {M}.', 'The meeting room', 0, 'prepare'],
  ['A new shopping centre ___ near our house {L}.', 'A new shopping centre', 0, 'build'],
  [
    'All the windows in our building ___ this week, so it’s very noisy.',
    'All the windows',
    1,
    'replace',
    { trigger: 'this week' },
  ],
  ['A film ___ in our town {M}, and the streets are full of cameras.', 'A film', 0, 'shoot', { erg: 1 }],
  ['The suspect ___ by the police {M}.', 'The suspect', 0, 'question'],
  ['Your order ___ {M} and will leave our warehouse tomorrow.', 'Your order', 0, 'pack'],
  ['The votes ___ {M}, so we’ll know the winner tonight.', 'The votes', 1, 'count'],
  ['The injured man ___ to hospital {M}.', 'The injured man', 0, 'take'],
  [
    'The email system ___ {M}, so please don’t send any messages.',
    'The email system',
    0,
    'update',
    { erg: 1 },
  ],
  ['The swimming pool is closed today because it ___.', 'it', 0, 'clean', { trigger: 'today' }],
  ['The bridge into town ___ {M}, so we have to take a longer way.', 'The bridge into town', 0, 'repair'],
  ['The paintings ___ on the walls for the new exhibition {M}.', 'The paintings', 1, 'hang', { erg: 1 }],
  ['Our street ___ {M}, so there’s nowhere to park.', 'Our street', 0, 'dig up'],
  ['New trees ___ along the river {M}.', 'New trees', 1, 'plant'],
  ['The students’ exams ___ {M}, and the results will be ready next week.', 'The students’ exams', 1, 'mark'],
  ['The town hall ___ for tonight’s wedding {M}.', 'The town hall', 0, 'decorate'],
  ['The old school ___ {L}; it will open again in September.', 'The old school', 0, 'renovate'],
  ['The computer room ___ by another class {M}.', 'The computer room', 0, 'use'],
  ['The dog ___ in the bath {M} because it rolled in the mud.', 'The dog', 0, 'wash'],
  [
    'Our cat ___ by a neighbour while we’re on holiday.',
    'Our cat',
    0,
    'look after',
    { trigger: 'while we’re on holiday' },
  ],
  ['The new stadium ___ {L}, and it should be ready next year.', 'The new stadium', 0, 'build'],
  ['The broken window ___ {M}, so the room is a bit cold.', 'The broken window', 0, 'replace'],
  ['A lot of money ___ on the new airport {L}.', 'A lot of money', 0, 'spend'],
  [
    'Please note that this call ___ for training purposes.',
    'this call',
    0,
    'record',
    { trigger: 'this call' },
  ],
  ['The old bus station ___ down {M}, and a park will replace it.', 'The old bus station', 0, 'knock'],
  ['The office computers ___ for viruses {M}, so we can’t log in.', 'The office computers', 1, 'check'],
  ['The floors ___ {M}, so please take your shoes off.', 'The floors', 1, 'polish'],
  [
    'The children ___ by their grandparents this week.',
    'The children',
    1,
    'look after',
    { trigger: 'this week' },
  ],
  ['My laptop ___ {M}, so I’m using my phone for work.', 'My laptop', 0, 'repair'],
  ['The missing boy ___ by hundreds of volunteers {M}.', 'The missing boy', 0, 'search for'],
  ['A new bridge ___ across the river {L}.', 'A new bridge', 0, 'build'],
  [
    'The road outside our house ___ {L}, and the noise starts at seven every morning.',
    'The road outside our house',
    0,
    'widen',
  ],
  ['The hotel ___ {L}, so only half the rooms are open.', 'The hotel', 0, 'renovate'],
  ['The parcel ___ {M}, so you can track the van online.', 'The parcel', 0, 'deliver'],
  ['Your table ___ {M}. It will be ready in five minutes.', 'Your table', 0, 'prepare'],
  ['The match ___ live on TV {M}.', 'The match', 0, 'show', { erg: 1 }],
  ['The concert ___ live on the radio {M}.', 'The concert', 0, 'broadcast', { erg: 1 }],
  ['The lecture ___ {M}, so you can watch it again later.', 'The lecture', 0, 'record'],
  ['Our house ___ {L} after the fire, so we’re living in a caravan.', 'Our house', 0, 'rebuild'],
  ['The company’s new website ___ {M}.', 'The company’s new website', 0, 'design'],
  [
    'Grandma’s old photos ___ {M} so that we can keep them on the computer.',
    'Grandma’s old photos',
    1,
    'scan',
  ],
  ['The winners ___ {M}, so listen carefully.', 'The winners', 1, 'announce'],
  ['The rubbish ___ {M}; I can hear the lorry outside.', 'The rubbish', 0, 'collect'],
  ['The main street ___ for the festival {M}.', 'The main street', 0, 'decorate'],
  ['The apples ___ {M}, so the farm is very busy.', 'The apples', 1, 'pick'],
  ['The car ___ {M}. It will be ready in twenty minutes.', 'The car', 0, 'wash'],
  ['The contract ___ by our lawyers {M}.', 'The contract', 0, 'check'],
  ['The old letters ___ into English for the museum {M}.', 'The old letters', 1, 'translate'],
  ['The roads ___ {M} because of the snow.', 'The roads', 1, 'clear', { erg: 1 }],
  ['The ferry ___ {M}, so we can’t get on yet.', 'The ferry', 0, 'clean'],
  ['The main square ___ for the Christmas market {M}.', 'The main square', 0, 'prepare'],
  ['The injured players ___ by the team doctor {M}.', 'The injured players', 1, 'treat'],
  [
    'Your application ___ {M}; you will hear from us next week.',
    'Your application',
    0,
    'process',
    { erg: 1 },
  ],
  ['My bike ___ {M}, so I’m walking to work this week.', 'My bike', 0, 'fix'],
  ['The bathroom ___ {M}, so you’ll have to use the one downstairs.', 'The bathroom', 0, 'renovate'],
  ['The new medicine ___ on volunteers {L}.', 'The new medicine', 0, 'test'],
  ['The city’s old trams ___ {L}.', 'The city’s old trams', 1, 'replace'],
  ['Extra buses ___ on {M} because the trains aren’t running.', 'Extra buses', 1, 'put'],
  ['Your complaint ___ {M}, so please be patient.', 'Your complaint', 0, 'look into'],
  ['The main hall ___ for the exam {M}.', 'The main hall', 0, 'set up'],
  ['The birthday cake ___ {M}, so don’t go into the kitchen!', 'The birthday cake', 0, 'decorate'],
  ['The Christmas lights ___ up in the city centre {M}.', 'The Christmas lights', 1, 'put'],
  ['The new sofa ___ {M}; the van is outside.', 'The new sofa', 0, 'deliver'],
  [
    'The bank’s computer system ___ {M}, so the cash machines don’t work.',
    'The bank’s computer system',
    0,
    'upgrade',
    { erg: 1 },
  ],
  ['The old post office ___ into a café {L}.', 'The old post office', 0, 'convert', { erg: 1 }],
  ['The theatre ___ {L}, so this year’s shows are in the park.', 'The theatre', 0, 'rebuild'],
  ['The baby ___ {M}, so please wait a few minutes.', 'The baby', 0, 'feed', { erg: 1 }],
  ['The floor in the hall ___ {M}, so be careful: it’s wet.', 'The floor in the hall', 0, 'mop'],
  [
    'The ceiling in our bedroom ___ {M}, so we’re sleeping in the living room.',
    'The ceiling in our bedroom',
    0,
    'repair',
  ],
  ['The exam questions ___ {M}, and nobody is allowed to see them.', 'The exam questions', 1, 'write'],
  [
    'The new employees ___ by the manager this week.',
    'The new employees',
    1,
    'train',
    { trigger: 'this week' },
  ],
  [
    'The hotel guests ___ to another hotel {M} because of a water leak.',
    'The hotel guests',
    1,
    'move',
    { erg: 1 },
  ],
  ['The children ___ home early today because of the snow.', 'The children', 1, 'send', { trigger: 'today' }],
  ['All the old newspapers ___ {M}.', 'All the old newspapers', 1, 'recycle'],
  [
    'The streets in the centre ___ {M} for the marathon.',
    'The streets in the centre',
    1,
    'close',
    { erg: 1 },
  ],
  ['The fire ___ by more than fifty firefighters {M}.', 'The fire', 0, 'fight'],
  ['The new teachers ___ to the students {M}.', 'The new teachers', 1, 'introduce'],
  ['The leaves ___ up in the park {M}.', 'The leaves', 1, 'sweep'],
  ['Our wedding photos ___ {M}; we’ll get them next week.', 'Our wedding photos', 1, 'print', { erg: 1 }],
  ['The boxes ___ into the new office {M}.', 'The boxes', 1, 'carry'],
  ['The accident ___ by the police {M}.', 'The accident', 0, 'investigate'],
  ['The new motorway ___ {L}, and it will cut the journey to an hour.', 'The new motorway', 0, 'build'],
  ['The furniture ___ into the new flat {M}.', 'The furniture', 0, 'move', { erg: 1 }],
  ['Dinner ___ {M}, so please sit down.', 'Dinner', 0, 'serve'],
  ['The guests ___ to their tables {M}.', 'The guests', 1, 'show'],
  ['The plane ___ {M}, so boarding will start a little late.', 'The plane', 0, 'refuel', { erg: 1 }],
  ['The museum’s windows ___ {M}, so some rooms are closed.', 'The museum’s windows', 1, 'clean'],
  ['The old bridge over the railway ___ {L}.', 'The old bridge over the railway', 0, 'replace'],
  ['The coffee machine ___ {M}, so there’s no coffee this morning.', 'The coffee machine', 0, 'fix'],
  ['The tennis courts ___ {M}, so we’re playing in the sports hall.', 'The tennis courts', 1, 'resurface'],
  ['This room ___ for a private party tonight, I’m afraid.', 'This room', 0, 'use', { trigger: 'tonight' }],
  ['A new play ___ at the local theatre {M}.', 'A new play', 0, 'rehearse', { erg: 1 }],
  ['Our garden fence ___ {M} after the storm.', 'Our garden fence', 0, 'repair'],
  ['The sick cow ___ by the vet {M}.', 'The sick cow', 0, 'examine'],
  ['The heating in the school ___ {M}, so the children are wearing their coats.', 'The heating', 0, 'repair'],
  ['The new flats by the river ___ {L}.', 'The new flats', 1, 'build'],
  ['The windows in our office ___ {M}, so it’s a bit noisy.', 'The windows', 1, 'replace'],
  ['Sorry, you can’t go in: the classroom ___ {M}.', 'the classroom', 0, 'clean'],
  ['The football pitch ___ {M}, so the match will start late.', 'The football pitch', 0, 'check'],
  ['The injured player ___ off the pitch {M}.', 'The injured player', 0, 'carry'],
  ['Your pizza ___ {M}; it will be ready in ten minutes.', 'Your pizza', 0, 'make'],
  ['The suspect ___ by the police {M}.', 'The suspect', 0, 'question'],
  ['The children ___ to the zoo {M} by their teachers.', 'The children', 1, 'take'],
  ['The new sofa ___ up the stairs {M}, so mind your head.', 'The new sofa', 0, 'carry'],
  ['The old trees in the park ___ down {M}.', 'The old trees', 1, 'cut'],
  ['The exam papers ___ {M}, and the results will be out on Friday.', 'The exam papers', 1, 'mark'],
  ['The bathroom ___ {M}, so please use the one downstairs.', 'The bathroom', 0, 'clean'],
  ['The new bridge ___ {L}, so the ferry is still running.', 'The new bridge', 0, 'build'],
  ['The walls in the hall ___ {M}, so don’t touch them.', 'The walls', 1, 'paint'],
  ['The tickets ___ {M}, so you’d better hurry.', 'The tickets', 1, 'sell', { erg: 1 }],
  ['Your coat ___ {M}; it will be ready tomorrow.', 'Your coat', 0, 'clean'],
  ['The roof of the school ___ {M}, so the gym is closed.', 'The roof', 0, 'repair'],
  ['The wedding cake ___ {M}, and it looks amazing.', 'The wedding cake', 0, 'decorate'],
  ['The injured climber ___ {M}.', 'The injured climber', 0, 'rescue'],
  ['The stolen car ___ for {M}.', 'The stolen car', 0, 'search'],
  ['The plates ___ {M}, so dessert will be a few minutes.', 'The plates', 1, 'clear', { erg: 1 }],
  ['The table ___ for dinner {M}, so go and wash your hands.', 'The table', 0, 'set'],
  ['The photos for the magazine ___ {M} in the studio.', 'The photos', 1, 'take'],
  ['The car ___ {M}, so it will be clean when we leave.', 'The car', 0, 'wash'],
  ['The guests’ bags ___ up to their rooms {M}.', 'The guests’ bags', 1, 'carry'],
  ['The dog ___ {M}, so it will be back in an hour.', 'The dog', 0, 'walk', { erg: 1 }],
  ['The old hospital ___ {L}, and it will open again next year.', 'The old hospital', 0, 'modernise'],
  ['Your order ___ {M}, and it will leave the warehouse today.', 'Your order', 0, 'pack'],
  [
    'The children’s bedrooms ___ {M}, so they’re sleeping in the living room.',
    'The children’s bedrooms',
    1,
    'decorate',
  ],
  ['The streets in the centre ___ {M} after the festival.', 'The streets', 1, 'clean'],
  ['The grass on the football pitch ___ {M}.', 'The grass', 0, 'cut'],
  ['The documents ___ {M}, so you can sign them in a few minutes.', 'The documents', 1, 'print', { erg: 1 }],
  ['The new students ___ around the school {M}.', 'The new students', 1, 'show'],
  ['Our water pipes ___ {M}, so there’s no water in the flat.', 'Our water pipes', 1, 'replace'],
  ['The hotel’s swimming pool ___ {M}, so we can’t swim today.', 'The hotel’s swimming pool', 0, 'clean'],
  ['The fire ___ {M} by firefighters from three towns.', 'The fire', 0, 'fight'],
  ['The famous painting ___ {M}, so you can’t see it today.', 'The famous painting', 0, 'restore'],
  ['The injured woman ___ to hospital {M}.', 'The injured woman', 0, 'take'],
  ['The vegetables ___ for the soup {M}.', 'The vegetables', 1, 'chop'],
  ['The new software ___ on all the computers {M}.', 'The new software', 0, 'install', { erg: 1 }],
  ['The school’s old computers ___ with new laptops {M}.', 'The school’s old computers', 1, 'replace'],
  ['The salad ___ {M}, so we can eat in five minutes.', 'The salad', 0, 'make'],
  ['The main square ___ for the concert {M}.', 'The main square', 0, 'prepare'],
  ['The rubbish ___ {M}, so put your bag out quickly.', 'The rubbish', 0, 'collect'],
  ['The ship ___ {M}, and it will sail tonight.', 'The ship', 0, 'load'],
  ['The cows ___ {M}, so the farmer can’t talk to you.', 'The cows', 1, 'milk'],
  ['The church bells ___ {M}, so they won’t ring on Sunday.', 'The church bells', 1, 'repair'],
  ['The candidates ___ one by one {M}.', 'The candidates', 1, 'interview'],
  ['The winner’s name ___ {M}. Listen!', 'The winner’s name', 0, 'announce'],
  ['The town hall ___ {M}, so the meetings are in the library.', 'The town hall', 0, 'renovate'],
  ['The ice on the paths ___ {M}, so be careful.', 'The ice', 0, 'clear', { erg: 1 }],
  ['The bread for the sandwiches ___ {M}.', 'The bread', 0, 'slice'],
  ['The new teachers ___ {M} by the head teacher.', 'The new teachers', 1, 'train'],
  ['The contract ___ {M}, so don’t sign anything yet.', 'The contract', 0, 'check'],
  [
    'Our living room carpet ___ {M}, so the furniture is in the kitchen.',
    'Our living room carpet',
    0,
    'replace',
  ],
  ['The wounded soldiers ___ to safety {M}.', 'The wounded soldiers', 1, 'fly', { erg: 1 }],
  ['The boat ___ out of the water {M} for repairs.', 'The boat', 0, 'lift'],
  ['The road signs ___ {M}, so follow the diversion.', 'The road signs', 1, 'change', { erg: 1 }],
  ['The speech ___ live on the radio {M}.', 'The speech', 0, 'broadcast'],
  ['The flowers for the wedding ___ {M}.', 'The flowers', 1, 'arrange'],
  ['The gym ___ {M}, and it will have new machines.', 'The gym', 0, 'refurbish'],
  ['The hedge ___ {M}, so the garden is full of leaves.', 'The hedge', 0, 'trim'],
  ['The pupils’ homework ___ {M}, so please don’t disturb the teacher.', 'The pupils’ homework', 0, 'mark'],
  ['The votes ___ {M}, so we’ll know the winner tonight.', 'The votes', 1, 'count'],
  ['The tents ___ up in the field {M} for the festival.', 'The tents', 1, 'put'],
  ['The chairs ___ out in the hall {M} for the concert.', 'The chairs', 1, 'put'],
  ['The food for the party ___ {M}, so the kitchen is busy.', 'The food', 0, 'cook'],
  ['The broken glass ___ up {M}, so don’t walk in here.', 'The broken glass', 0, 'sweep'],
  ['The parcel ___ {M}; the driver is at the door.', 'The parcel', 0, 'deliver'],
  ['The passengers ___ {M} before they get on the plane.', 'The passengers', 1, 'check'],
];

const NOW_MARKERS = ['at the moment', 'right now', 'now'];
const LONG_MARKERS = ['at the moment', 'this year'];

/** Each line said with each of its markers (or once, with its own). */
export function continuousLines(): {
  text: string;
  subject: string;
  plural: boolean;
  verb: string;
  erg: boolean;
  trigger: string;
  skeleton: string;
}[] {
  return CONTINUOUS_LINES.flatMap(([text, subject, plural, verb, opts], i) => {
    const markers = text.includes('{M}') ? NOW_MARKERS : text.includes('{L}') ? LONG_MARKERS : [null];
    return markers.map((m) => ({
      text: m ? text.replace(/\{[ML]\}/, m) : text,
      subject,
      plural: plural === 1,
      verb,
      erg: opts?.erg === 1,
      trigger: m ?? opts?.trigger ?? '',
      skeleton: `pc-line-${i}`,
    }));
  });
}

export const passiveContinuous: TopicDef = makeTopic(copy, {
  target: 700,
  *generate(rng) {
    const all = rng.shuffle(
      THINGS.filter((t) => !t.noNow).flatMap((t) => nowFor(t).map((m) => [t, m] as const)),
    );
    for (const [t, marker] of all) {
      const x = forms(t.verb);
      const wrong = [
        d(`${t.pl ? 'is' : 'are'} being ${x.pp}`, 'be-agreement', { subject: t.s, be: be(t) }),
        d(`${be(t)} been ${x.pp}`, 'been-for-being', {}),
      ];
      wrong.push(
        t.erg
          ? d(`${be(t)} being ${x.base}`, 'base-for-participle-passive', { participle: x.pp })
          : d(`${be(t)} ${x.ing}`, 'active-for-passive', { subject: t.s }),
      );
      yield item(rng, {
        text: `${t.s} {} ${marker}`,
        answer: `${be(t)} being ${x.pp}`,
        wrong,
        ruleId: 'passive-continuous',
        trigger: [t.s, marker],
        features: { voice: 'passive', tense: 'present-continuous' },
        skeleton: `pc-${t.s}-${t.verb}`,
      });
    }
    for (const l of rng.shuffle(continuousLines())) {
      const x = forms(l.verb);
      const be = l.plural ? 'are' : 'is';
      yield item(rng, {
        text: l.text,
        answer: `${be} being ${x.pp}`,
        wrong: [
          d(`${l.plural ? 'is' : 'are'} being ${x.pp}`, 'be-agreement', { subject: l.subject, be }),
          d(`${be} been ${x.pp}`, 'been-for-being', {}),
          l.erg
            ? d(`${be} being ${x.base}`, 'base-for-participle-passive', { participle: x.pp })
            : d(`${be} ${x.ing}`, 'active-for-passive', { subject: l.subject }),
        ],
        ruleId: 'passive-continuous',
        trigger: [l.trigger],
        features: { voice: 'passive', tense: 'present-continuous' },
        skeleton: l.skeleton,
      });
    }
  },
});
