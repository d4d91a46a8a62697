import { z } from 'zod';
import { type Item, makeTopic } from '../../engine.ts';
import { table } from '../../lexicon/data.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './this-that-these-those.data.json' with { type: 'json' };
import copy from './this-that-these-those.json' with { type: 'json' };

/** Nouns [singular, plural] by where they appear: in your hand, on you, or far away. */
const HELD: [string, string][] = table('HELD', data.HELD, z.tuple([z.string(), z.string()]));
const WORN_SG = ['dress', 'jacket', 'hat', 'scarf', 'ring', 'watch', 'T-shirt', 'coat'];
const WORN_PL = ['shoes', 'jeans', 'glasses', 'earrings', 'boots', 'trousers', 'socks'];
const FAR: [string, string][] = table('FAR', data.FAR, z.tuple([z.string(), z.string()]));

/** Frames: N = noun, BE = is/are agreeing with it. */
const NEAR_FRAMES = table('NEAR_FRAMES', data.NEAR_FRAMES, z.string());
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
const TIME: [string, string][] = table('TIME', data.TIME, z.tuple([z.string(), z.string()]));

/**
 * Issue 16: authored bases, one skeleton each, written out in the singular and (where it reads well) the
 * plural. Distance is forced by the words of the sentence itself — here, in my hand, I'm holding/wearing,
 * on my phone, next to me for near; over there, across the road, at the end of the street, in the distance,
 * up there for far — never left to the scene, where this and that would both stand.
 *
 * Notes on rows (the rows are in this-that-these-those.data.json):
 * - before row ["near","Can I try on ___ ring here?","Can I try on ___ earrings here?: Issue 16 (the full catalogue): more bases, appended so the older skeleton ids stay.
 */
export const AUTHORED: ['near' | 'far', string, string, string][] = table(
  'AUTHORED',
  data.AUTHORED,
  z.tuple([z.enum(['near', 'far']), z.string(), z.string(), z.string()]),
);

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

export const thisThatTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
