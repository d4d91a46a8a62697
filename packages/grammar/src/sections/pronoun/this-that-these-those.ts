import { type Item, makeTopic } from '../../engine.ts';
import type { Rng, TopicDef } from '../../types.ts';

/** Nouns [singular, plural] by where they appear: in your hand, on you, or far away. */
const HELD: [string, string][] = [
  ['book', 'books'],
  ['key', 'keys'],
  ['photo', 'photos'],
  ['letter', 'letters'],
  ['ticket', 'tickets'],
  ['flower', 'flowers'],
  ['apple', 'apples'],
  ['coin', 'coins'],
  ['shell', 'shells'],
  ['pen', 'pens'],
];
const WORN_SG = ['dress', 'jacket', 'hat', 'scarf', 'ring', 'watch', 'T-shirt', 'coat'];
const WORN_PL = ['shoes', 'jeans', 'glasses', 'earrings', 'boots', 'trousers', 'socks'];
const FAR: [string, string][] = [
  ['bird', 'birds'],
  ['cloud', 'clouds'],
  ['mountain', 'mountains'],
  ['tree', 'trees'],
  ['house', 'houses'],
  ['boat', 'boats'],
  ['light', 'lights'],
  ['building', 'buildings'],
  ['castle', 'castles'],
  ['horse', 'horses'],
];

/** Frames: N = noun, BE = is/are agreeing with it. */
const NEAR_FRAMES = [
  'Look at ___ N I’m holding.',
  '___ N here BE not mine.',
  'Where did you find ___ N you’ve got in your hand?',
  'I found ___ N here on my desk.',
  'Please take ___ N here and put them away.',
  'Can you hold ___ N I’ve got here for a minute?',
];
const WORN_FRAMES = [
  'Do you like ___ N I’m wearing?',
  '___ N I’m wearing BE new.',
  'I bought ___ N I’m wearing in Lviv.',
];
/**
 * Far frames with the nouns that can be where the frame puts them (review 1702: "the boat up there on the
 * hill"): no boat on a hill or behind a church, no mountain on a hill, no "very old" bird, no colour asked of
 * a cloud or a mountain.
 */
const FAR_FRAMES: [string, RegExp][] = [
  ['Look at ___ N over there!', /./],
  ['Can you see ___ N up there on the hill?', /^(tree|house|building|castle|horse)$/],
  ['___ N across the river BE very old.', /^(house|building|castle|tree)$/],
  ['What colour BE ___ N over there?', /^(bird|house|boat|light|building|horse)$/],
  ['I’d love to paint ___ N in the distance.', /^(mountain|tree|house|boat|castle|cloud|building)$/],
  ['Can you see ___ N over there, behind the church?', /^(mountain|tree|house|light|building|castle|horse)$/],
  ['Look at ___ N out there on the lake!', /^(boat|bird)$/],
  ['Who lives in ___ N at the end of the road?', /^(house|building)$/],
  ['Let’s take a photo of ___ N over there.', /./],
];
const PEOPLE: [string, string, string][] = [
  ['Who BE ___ N over there?', 'man', 'people'],
  ['Who BE ___ N over there?', 'woman', 'girls'],
  ['Do you know ___ N standing by the door over there?', 'boy', 'men'],
];
const TIME: [string, string][] = [
  ['these', '___ days, almost everyone has a smartphone.'],
  ['these', 'Prices are very high ___ days.'],
  ['those', 'In ___ days, people wrote letters by hand.'],
  ['those', 'We didn’t have a car in ___ days.'],
  ['this', 'I’m very busy ___ week.'],
  ['this', 'Are you free ___ evening?'],
];

/**
 * Issue 16: authored bases, one skeleton each, written out in the singular and (where it reads well) the
 * plural. Distance is forced by the words of the sentence itself — here, in my hand, I'm holding/wearing,
 * on my phone, next to me for near; over there, across the road, at the end of the street, in the distance,
 * up there for far — never left to the scene, where this and that would both stand.
 */
export const AUTHORED: ['near' | 'far', string, string, string][] = [
  ['near', 'Is ___ bag here yours?', 'Are ___ bags here yours?', 'here'],
  ['near', 'Whose is ___ umbrella here by the door?', 'Whose are ___ umbrellas here by the door?', 'here'],
  ['near', 'Could you sign ___ form here for me?', 'Could you sign ___ forms here for me?', 'here'],
  ['near', 'I need to post ___ parcel I’ve got here.', 'I need to post ___ parcels I’ve got here.', 'here'],
  ['near', 'Please put ___ bottle here in the fridge.', 'Please put ___ bottles here in the fridge.', 'here'],
  [
    'near',
    'Taste ___ strawberry here! It’s so sweet.',
    'Taste ___ strawberries here! They’re so sweet.',
    'here',
  ],
  [
    'near',
    'My grandmother knitted ___ scarf I’m wearing.',
    'My grandmother knitted ___ gloves I’m wearing.',
    'I’m wearing',
  ],
  ['near', '___ belt I’ve got on is too tight.', '___ boots I’ve got on are too tight.', 'I’ve got on'],
  [
    'near',
    'I’ve had ___ coat I’m wearing for ten years.',
    'I’ve had ___ boots I’m wearing for ten years.',
    'I’m wearing',
  ],
  [
    'near',
    'Can you help me carry ___ box here up the stairs?',
    'Can you help me carry ___ boxes here up the stairs?',
    'here',
  ],
  [
    'near',
    'Don’t forget to water ___ plant here by the window.',
    'Don’t forget to water ___ plants here by the window.',
    'here',
  ],
  ['near', 'Who left ___ cup here on my desk?', 'Who left ___ cups here on my desk?', 'here'],
  ['near', 'I took ___ photo here on my new phone.', 'I took ___ photos here on my new phone.', 'here'],
  [
    'near',
    'Are you using ___ chair here, or can I take it?',
    'Are you using ___ chairs here, or can I take them?',
    'here',
  ],
  ['near', 'Look at ___ photo on my phone.', 'Look at ___ photos on my phone.', 'on my phone'],
  ['near', 'Listen to ___ song on my phone. It’s my favourite.', '', 'on my phone'],
  ['near', 'Read ___ message on my screen.', 'Read ___ messages on my screen.', 'on my screen'],
  ['near', 'I found ___ coin here under the sofa.', 'I found ___ coins here under the sofa.', 'here'],
  ['near', 'Who does ___ umbrella here belong to?', 'Who do ___ gloves here belong to?', 'here'],
  [
    'near',
    '___ seat next to me is free, if you want to sit down.',
    '___ seats next to me are free, if you want to sit down.',
    'next to me',
  ],
  [
    'near',
    'You can have ___ book here; I don’t need it any more.',
    'You can have ___ books here; I don’t need them any more.',
    'here',
  ],
  ['near', 'Is ___ towel here clean?', 'Are ___ towels here clean?', 'here'],
  [
    'near',
    'Smell ___ rose in my hand. It’s lovely!',
    'Smell ___ roses in my hand. They’re lovely!',
    'in my hand',
  ],
  [
    'near',
    '___ key in my hand opens the back door.',
    '___ keys in my hand open the back door.',
    'in my hand',
  ],
  ['near', 'What does ___ word here mean?', 'What do ___ words here mean?', 'here'],
  ['near', 'I can’t open ___ jar I’m holding. Can you help?', '', 'I’m holding'],
  [
    'near',
    '___ ring I’m wearing was my grandmother’s.',
    '___ earrings I’m wearing were my grandmother’s.',
    'I’m wearing',
  ],
  [
    'near',
    'Can you check ___ letter here for mistakes?',
    'Can you check ___ letters here for mistakes?',
    'here',
  ],
  ['near', 'Try ___ jacket here; it’s your size.', 'Try ___ trousers here; they’re your size.', 'here'],
  ['near', 'Shall I throw away ___ newspaper here?', 'Shall I throw away ___ old magazines here?', 'here'],
  ['near', 'Is ___ seat here taken?', 'Are ___ seats here taken?', 'here'],
  [
    'near',
    '___ cake here is for the guests, so don’t eat it!',
    '___ biscuits here are for the guests, so don’t eat them!',
    'here',
  ],
  ['near', 'I picked ___ apple here from our tree.', 'I picked ___ apples here from our tree.', 'here'],
  [
    'near',
    'Have you seen ___ video on my phone? It’s so funny.',
    'Have you seen ___ videos on my phone? They’re so funny.',
    'on my phone',
  ],
  [
    'near',
    'I love ___ watch I’m wearing; it was a present.',
    'I love ___ shoes I’m wearing; they were a present.',
    'I’m wearing',
  ],
  [
    'near',
    'I bought ___ hat I’ve got on in Lviv.',
    'I bought ___ sunglasses I’ve got on in Lviv.',
    'I’ve got on',
  ],
  ['near', '___ pen here doesn’t work.', '___ pens here don’t work.', 'here'],
  ['near', 'Can you recycle ___ box here?', 'Can you recycle ___ boxes here?', 'here'],
  ['near', 'Put ___ glass here on the tray, please.', 'Put ___ glasses here on the tray, please.', 'here'],
  ['near', 'I’ll take ___ suitcase here, and you take the small one.', '', 'here'],
  [
    'near',
    'Do you know who drew ___ picture here on the wall?',
    'Do you know who drew ___ pictures here on the wall?',
    'here',
  ],
  ['near', '', 'All ___ toys here need to go back in the box.', 'here'],
  ['near', 'Is ___ milk here still fresh?', '', 'here'],
  ['far', 'Who lives in ___ house over there?', 'Who lives in ___ houses over there?', 'over there'],
  ['far', 'Can you pass me ___ towel over there?', 'Can you pass me ___ towels over there?', 'over there'],
  ['far', 'Let’s sit at ___ table over there by the window.', '', 'over there'],
  [
    'far',
    'Can you see ___ shop at the end of the street?',
    'Can you see ___ shops at the end of the street?',
    'at the end of the street',
  ],
  [
    'far',
    'What is ___ building on the other side of the river?',
    'What are ___ buildings on the other side of the river?',
    'on the other side of the river',
  ],
  ['far', 'Look at ___ plane up there in the sky!', 'Look at ___ birds up there in the sky!', 'up there'],
  [
    'far',
    'Who is ___ woman waving at us from across the road?',
    'Who are ___ children waving at us from across the road?',
    'across the road',
  ],
  [
    'far',
    'I’d like to try on ___ dress in the window over there.',
    'I’d like to try on ___ shoes in the window over there.',
    'over there',
  ],
  [
    'far',
    'How much is ___ vase on the top shelf over there?',
    'How much are ___ vases on the top shelf over there?',
    'over there',
  ],
  [
    'far',
    'Can you see ___ ship far away on the horizon?',
    'Can you see ___ ships far away on the horizon?',
    'far away',
  ],
  [
    'far',
    'Whose is ___ car parked across the street?',
    'Whose are ___ cars parked across the street?',
    'across the street',
  ],
  ['far', '___ man over there is my neighbour.', '___ people over there are my neighbours.', 'over there'],
  ['far', 'Do you see ___ tower in the distance? That’s our hotel.', '', 'in the distance'],
  ['far', 'Let’s walk up to ___ hill over there.', 'Let’s walk up to ___ hills over there.', 'over there'],
  ['far', '', 'What are ___ lights over there on the hill?', 'over there'],
  [
    'far',
    'Can you reach ___ box up there on the top shelf?',
    'Can you reach ___ boxes up there on the top shelf?',
    'up there',
  ],
  ['far', 'I used to live in ___ flat across the road.', '', 'across the road'],
  ['far', '___ girl over there is in my class.', '___ boys over there are in my class.', 'over there'],
  ['far', 'Is ___ your dog over there by the gate?', '', 'over there'],
  ['far', 'Ask ___ man over there at the information desk.', '', 'over there'],
  [
    'far',
    'We’re going to climb ___ mountain over there tomorrow.',
    'We’re going to climb ___ mountains over there next summer.',
    'over there',
  ],
  ['far', 'I’ve never been inside ___ church across the square.', '', 'across the square'],
  [
    'far',
    'Have you tried ___ café on the corner over there?',
    'Have you tried ___ cafés on the corner over there?',
    'over there',
  ],
  [
    'far',
    'Who owns ___ field on the other side of the road?',
    'Who owns ___ fields on the other side of the road?',
    'on the other side of the road',
  ],
  [
    'far',
    'Do you know ___ woman sitting alone over there?',
    'Do you know ___ women sitting over there by the window?',
    'over there',
  ],
  ['far', '___ bus over there goes to the airport.', '___ buses over there go to the airport.', 'over there'],
  ['far', 'The best pizza in town is at ___ restaurant over there.', '', 'over there'],
  [
    'far',
    'Can you read what ___ sign over there says?',
    'Can you read what ___ signs over there say?',
    'over there',
  ],
  ['far', '', 'Look at ___ cows in the field over there!', 'over there'],
  [
    'far',
    'Let’s take a photo next to ___ statue over there.',
    'Let’s take a photo next to ___ statues over there.',
    'over there',
  ],
  [
    'far',
    'Is ___ kid at the top of the slide over there your son?',
    'Are ___ kids at the top of the slide over there yours?',
    'over there',
  ],
  [
    'far',
    'The children are playing under ___ tree at the end of the garden.',
    'The children are playing under ___ trees at the end of the garden.',
    'at the end of the garden',
  ],
  [
    'far',
    'Can you hear ___ dog barking across the street?',
    'Can you hear ___ dogs barking across the street?',
    'across the street',
  ],
  ['far', '___ island in the distance is where we’re going.', '', 'in the distance'],
  ['far', 'Who parked ___ van over there in front of the gate?', '', 'over there'],
  ['far', 'Do you see ___ house up there on the hill? That’s where I grew up.', '', 'up there'],
  ['far', '', '___ students over there are from Poland.', 'over there'],
  [
    'far',
    '___ cat over there on the wall is ours.',
    '___ cats over there on the wall are ours.',
    'over there',
  ],
  ['far', '', 'Look at ___ boats out there on the lake.', 'out there'],
  [
    'far',
    'I want to buy ___ lamp over there, the one next to the mirror.',
    'I want to buy ___ lamps over there, the ones next to the mirror.',
    'over there',
  ],
  ['far', 'Which is your car: ___ red one over there?', '', 'over there'],
  [
    'near',
    'Can I try ___ shirt here in a bigger size?',
    'Can I try ___ jeans here in a bigger size?',
    'here',
  ],
  ['near', 'Is ___ sandwich here for me?', 'Are ___ sandwiches here for me?', 'here'],
  [
    'near',
    'Be careful: ___ plate in my hand is very hot.',
    'Be careful: ___ plates in my hand are very hot.',
    'in my hand',
  ],
  ['near', 'Which bus stops at ___ stop here?', '', 'here'],
  ['near', 'Can you wrap ___ present I’m holding?', 'Can you wrap ___ presents I’m holding?', 'I’m holding'],
  [
    'near',
    'I made ___ bracelet I’m wearing myself.',
    'I made ___ earrings I’m wearing myself.',
    'I’m wearing',
  ],
  ['near', 'How much is ___ T-shirt here?', 'How much are ___ socks here?', 'here'],
  ['near', 'Sign your name on ___ line here, please.', 'Sign your name on ___ lines here, please.', 'here'],
  [
    'far',
    'How old is ___ tree at the end of the road?',
    'How old are ___ trees at the end of the road?',
    'at the end of the road',
  ],
  [
    'far',
    'Let’s ask ___ police officer over there for directions.',
    'Let’s ask ___ police officers over there for directions.',
    'over there',
  ],
  [
    'far',
    'Who’s ___ boy at the back of the hall?',
    'Who are ___ boys at the back of the hall?',
    'at the back of the hall',
  ],
  [
    'far',
    '___ hotel across the bay is very expensive.',
    '___ hotels across the bay are very expensive.',
    'across the bay',
  ],
  [
    'far',
    'Can you see ___ bird on the roof over there?',
    'Can you see ___ birds on the roof over there?',
    'over there',
  ],
  [
    'far',
    'What’s the name of ___ village on the far side of the lake?',
    'What are the names of ___ villages on the far side of the lake?',
    'on the far side of the lake',
  ],
  ['far', 'Let’s park next to ___ van over there.', 'Let’s park next to ___ vans over there.', 'over there'],
  ['far', 'I’d love to live in ___ cottage up there on the hill.', '', 'up there'],
];

const pick = (near: boolean, plural: boolean) =>
  near ? (plural ? 'these' : 'this') : plural ? 'those' : 'that';
const capIf = (w: string, first: boolean) => (first ? w.charAt(0).toUpperCase() + w.slice(1) : w);

function item(text: string, near: boolean, plural: boolean, skeleton: string, trigger: string[]): Item {
  const first = text.startsWith('___');
  const answer = pick(near, plural);
  const all = ['this', 'that', 'these', 'those'];
  return {
    text,
    answer: capIf(answer, first),
    wrong: all
      .filter((w) => w !== answer)
      .map((w) => {
        const wNear = w === 'this' || w === 'these';
        const wPl = w === 'these' || w === 'those';
        const errorType =
          wNear !== near && wPl !== plural
            ? 'demonstrative-number-distance'
            : wNear !== near
              ? 'demonstrative-distance'
              : 'demonstrative-number';
        return {
          choice: capIf(w, first),
          errorType,
          params: { near: near ? 'near' : 'far', number: plural ? 'plural' : 'singular' },
        };
      }),
    ruleId: `${near ? 'near' : 'far'}-${plural ? 'plural' : 'singular'}`,
    trigger,
    skeleton,
  };
}

function fill(frame: string, noun: string, plural: boolean): string {
  return frame.replace('N', noun).replace('BE', plural ? 'are' : 'is');
}

function items(_rng: Rng): Item[] {
  const out: Item[] = [];
  NEAR_FRAMES.forEach((f, fi) => {
    for (const [sg, pl] of HELD) {
      for (const plural of f.includes('put them') ? [true] : [false, true]) {
        const noun = plural ? pl : sg;
        out.push(
          item(fill(f, noun, plural), true, plural, `this-that:near:${fi}`, [
            noun,
            f.includes('here') ? 'here' : 'I’m holding',
          ]),
        );
      }
    }
  });
  WORN_FRAMES.forEach((f, fi) => {
    for (const n of [...WORN_SG, ...WORN_PL]) {
      const plural = WORN_PL.includes(n);
      out.push(item(fill(f, n, plural), true, plural, `this-that:worn:${fi}`, [n, 'I’m wearing']));
    }
  });
  FAR_FRAMES.forEach(([f, fit], fi) => {
    for (const [sg, pl] of FAR) {
      if (!fit.test(sg)) continue;
      for (const plural of [false, true]) {
        const noun = plural ? pl : sg;
        const cue = f.includes('over there')
          ? 'over there'
          : f.includes('hill')
            ? 'up there'
            : f.includes('river')
              ? 'across the river'
              : f.includes('lake')
                ? 'out there'
                : f.includes('end of the road')
                  ? 'at the end of the road'
                  : 'in the distance';
        out.push(item(fill(f, noun, plural), false, plural, `this-that:far:${fi}`, [noun, cue]));
      }
    }
  });
  PEOPLE.forEach(([f, sg, pl], fi) => {
    for (const [n, plural] of [
      [sg, false],
      [pl, true],
    ] as [string, boolean][]) {
      out.push(
        item(fill(f, n, plural).replace('___ N', `___ ${n}`), false, plural, `this-that:people:${fi}`, [
          n,
          'over there',
        ]),
      );
    }
  });
  TIME.forEach(([answer, text], i) => {
    const near = answer === 'this' || answer === 'these';
    const plural = answer === 'these' || answer === 'those';
    out.push(
      item(text, near, plural, `this-that:time:${i}`, [
        near
          ? plural
            ? 'days'
            : text.includes('week')
              ? 'week'
              : 'evening'
          : text.startsWith('In')
            ? 'In … days'
            : 'in … days',
      ]),
    );
  });
  AUTHORED.forEach(([where, sg, pl, cue], i) => {
    const near = where === 'near';
    for (const [text, plural] of [
      [sg, false],
      [pl, true],
    ] as [string, boolean][]) {
      if (text) out.push(item(text, near, plural, `this-that:a${i}`, cue ? [cue] : []));
    }
  });
  return out;
}

export const thisThatTopic: TopicDef = makeTopic(
  {
    slug: 'this-that-these-those',
    sectionSlug: 'pronoun',
    name: { en: 'This, that, these, those', uk: 'This, that, these, those' },
    level: 'basic',
    possibleAnswers: ['this', 'that', 'these', 'those'],
    card: {
      rule: {
        en: 'This (one) and these (more than one) are for things near you: here, in your hand, on you, now. That (one) and those (more than one) are for things far from you: over there, across the street, in the past.',
        uk: 'This (один) і these (кілька) — про те, що поруч: here, у руці, на вас, зараз. That (один) і those (кілька) — про те, що далеко: over there, через дорогу, у минулому.',
      },
      signals: {
        en: 'here, I’m holding, I’m wearing, these days → this/these; over there, up there, across the river, in those days → that/those; singular noun → this/that; plural noun → these/those.',
        uk: 'here, I’m holding, I’m wearing, these days → this/these; over there, up there, across the river, in those days → that/those; однина → this/that; множина → these/those.',
      },
      examples: ['Do you like these shoes I’m wearing?', 'Who is that man over there?'],
    },
    rules: [
      {
        id: 'near-singular',
        statement: {
          en: 'This + a singular noun for something near you (or now).',
          uk: 'This + іменник в однині — про щось поруч (або зараз).',
        },
      },
      {
        id: 'near-plural',
        statement: {
          en: 'These + a plural noun for things near you (or now: these days).',
          uk: 'These + іменник у множині — про речі поруч (або зараз: these days).',
        },
      },
      {
        id: 'far-singular',
        statement: {
          en: 'That + a singular noun for something far from you.',
          uk: 'That + іменник в однині — про щось далеко від вас.',
        },
      },
      {
        id: 'far-plural',
        statement: {
          en: 'Those + a plural noun for things far from you (or in the past: in those days).',
          uk: 'Those + іменник у множині — про речі далеко від вас (або в минулому: in those days).',
        },
      },
    ],
    target: 600,
  },
  items,
);
