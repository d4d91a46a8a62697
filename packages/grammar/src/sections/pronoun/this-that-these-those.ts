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
const FAR_FRAMES = [
  'Look at ___ N over there!',
  'Can you see ___ N up there on the hill?',
  '___ N across the river BE very old.',
  'What colour BE ___ N over there?',
  'I’d love to paint ___ N in the distance.',
  'Can you see ___ N over there, behind the church?',
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
  FAR_FRAMES.forEach((f, fi) => {
    for (const [sg, pl] of FAR) {
      if (f.includes('very old') && !/^(house|building|castle|tree|boat)$/.test(sg)) continue;
      if (f.includes('on the hill') && /^(cloud|light)$/.test(sg)) continue;
      for (const plural of [false, true]) {
        const noun = plural ? pl : sg;
        const cue = f.includes('over there')
          ? 'over there'
          : f.includes('hill')
            ? 'up there'
            : f.includes('river')
              ? 'across the river'
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
        near ? (plural ? 'days' : text.includes('week') ? 'week' : 'evening') : 'In … days',
      ]),
    );
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
    target: 400,
  },
  items,
);
