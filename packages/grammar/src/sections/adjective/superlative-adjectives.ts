import { z } from 'zod';
import { type Item, makeTopic, type Wrong } from '../../engine.ts';
import { ADJECTIVES, type Adj, wrongEst } from '../../lexicon/adjectives.ts';
import { table } from '../../lexicon/data.ts';
import { plural } from '../../morph/nouns.ts';
import type { Rng, TopicDef } from '../../types.ts';
import data from './superlative-adjectives.data.json' with { type: 'json' };
import copy from './superlative-adjectives.json' with { type: 'json' };

const PlaceSchema = z.strictObject({
  noun: z.string(),
  area: z.string(),
  area_adjs: z.string(),
  ever: z.tuple([z.string(), z.string()]),
});

/**
 * Authored frames, each with the adjectives people really compare its noun by (blind rounds crossed out
 * "the dirtiest museum", "the most comfortable city", "a thin bike": a category-wide adjective list keeps
 * producing them). A frame that picks one of a few parts ("the ___ part of the old town") would also take a
 * comparative when there are two, so such frames say "one of the ___ parts".
 */
const FRAMES: [string, string][] = table('FRAMES', data.FRAMES, z.tuple([z.string(), z.string()]));

/**
 * Places typed by what a speaker ranks them by. Popularity, fame, price, age and size rank a place within
 * an area ("the most popular museum in the city"); only an experience ranks it across the places the
 * listener has been to ("the best / most interesting museum you have ever visited"), never popularity.
 */
interface Place {
  noun: string;
  /** Where it is ranked: "in town", "in the city", "on this street". */
  area: string;
  /** Adjectives for the area frames. */
  area_adjs: string;
  /** How it is experienced ("been to", "eaten in") and the adjectives that rank that experience. */
  ever: [string, string];
}
const PLACES: Place[] = table('PLACES', data.PLACES, PlaceSchema);
const AREA_FRAMES = ['It’s the ___ N A.', 'Which is the ___ N A?', 'They say it’s one of the ___ Ns A.'];
const EVER_FRAMES = ['What’s the ___ N you have ever E?', 'It’s the ___ N I have ever E.'];

const placeFrames = (): [string, string][] =>
  PLACES.flatMap((p) => [
    ...AREA_FRAMES.map(
      (f) =>
        [
          f
            .replace(' Ns ', ` ${plural(p.noun)} `)
            .replace(' N ', ` ${p.noun} `)
            .replace(' A', ` ${p.area}`),
          p.area_adjs,
        ] as [string, string],
    ),
    ...EVER_FRAMES.map(
      (f) => [f.replace(' N ', ` ${p.noun} `).replace(' E', ` ${p.ever[0]}`), p.ever[1]] as [string, string],
    ),
  ]);

export function superlativeWrongs(a: Adj): Wrong[] {
  const params = { adjective: a.base, kind: a.kind, superlative: a.sup };
  if (a.kind === 'er')
    return [
      { choice: a.comp, errorType: 'comparative-for-superlative', params },
      { choice: `most ${a.base}`, errorType: 'most-with-short-adjective', params },
    ];
  if (a.kind === 'more')
    return [
      { choice: a.comp, errorType: 'comparative-for-superlative', params },
      { choice: wrongEst(a), errorType: 'est-with-long-adjective', params },
    ];
  return [
    { choice: a.comp, errorType: 'comparative-for-superlative', params },
    { choice: wrongEst(a), errorType: 'regularised-irregular-adjective', params },
    { choice: `most ${a.base}`, errorType: 'more-with-irregular', params },
  ];
}

const BY_BASE = new Map(ADJECTIVES.map((a) => [a.base, a]));
/** Every frame with its adjectives (an unknown adjective in a list is an authoring slip: it throws). */
export const SUPERLATIVE_FRAMES: [string, Adj[]][] = [...FRAMES, ...placeFrames()].map(([frame, list]) => [
  frame,
  list.split(' ').map((b) => {
    const a = BY_BASE.get(b);
    if (!a) throw new Error(`superlatives: unknown adjective "${b}" in "${frame}"`);
    return a;
  }),
]);

function items(rng: Rng): Item[] {
  const out: Item[] = [];
  SUPERLATIVE_FRAMES.forEach(([frame, adjs], fi) => {
    for (const a of rng.shuffle(adjs)) {
      out.push({
        text: frame.replace('___', `___ (${a.base})`),
        answer: a.sup,
        wrong: superlativeWrongs(a),
        ruleId: a.kind === 'er' ? 'short' : a.kind === 'more' ? 'long' : 'irregular',
        trigger: [frame.includes('their ___') ? 'their' : 'the', a.base],
        skeleton: `superlative:${fi}`,
        features: { adjective: a.base },
      });
    }
  });
  return out;
}

export const superlativesTopic: TopicDef = makeTopic(copy, { target: 1500, build: items });
