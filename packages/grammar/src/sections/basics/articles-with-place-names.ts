import { z } from 'zod';
import { type Item, makeTopic, ZERO } from '../../engine.ts';
import { record, table } from '../../lexicon/data.ts';
import type { TopicDef } from '../../types.ts';
import data from './articles-with-place-names.data.json' with { type: 'json' };
import copy from './articles-with-place-names.json' with { type: 'json' };

/** Place names by category; the category fixes the article. */
const CATS = [
  'country',
  'the-country',
  'city',
  'continent',
  'river',
  'sea',
  'range',
  'mount',
  'lake',
  'desert',
  'islands',
] as const;
type Cat = (typeof CATS)[number];
const CatSchema = z.enum(CATS);

/** The kinds of place in the authored bases (PLACE_LINES below) that take "the". */
const THE_PLACE_KINDS = [
  'river',
  'sea',
  'range',
  'desert',
  'islands',
  'plural-country',
  'of-name',
  'landmark',
  'museum',
  'region',
  'canal',
] as const;
/** The kinds of place in the authored bases that take no article. */
const ZERO_PLACE_KINDS = [
  'country',
  'city',
  'continent',
  'mountain',
  'lake',
  'street',
  'park',
  'island',
  'station',
  'named-building',
] as const;
const PlaceKindSchema = z.enum([...THE_PLACE_KINDS, ...ZERO_PLACE_KINDS]);

const PlaceLineSchema = z.tuple([z.string(), PlaceKindSchema, z.array(z.string())]);

const NAMES: Record<Cat, string[]> = record('NAMES', data.NAMES, z.array(z.string()), CatSchema);
const THE = new Set<Cat>(['the-country', 'river', 'sea', 'range', 'desert', 'islands']);
const FRAMES: Record<Cat, string[]> = record('FRAMES', data.FRAMES, z.array(z.string()), CatSchema);
const WHY: Record<Cat, string> = record('WHY', data.WHY, z.string(), CatSchema);

/**
 * Authored bases (issue 16), one skeleton each: a sentence with ___ X and the names of one kind it is said
 * with; the kind fixes the article (REASON in explain/templates.ts says why). Only names whose article
 * every standard variety agrees on: no (the) Ukraine, (the) Sudan, (the) Hague, no bridges (Tower Bridge but
 * the Golden Gate Bridge), no Tate.
 */
type PlaceLine = [text: string, kind: PlaceKind, names: string[]];
type PlaceKind = z.infer<typeof PlaceKindSchema>;
const THE_KINDS = new Set<PlaceKind>(THE_PLACE_KINDS);
export const PLACE_LINES: PlaceLine[] = table('PLACE_LINES', data.PLACE_LINES, PlaceLineSchema);

/** A frame with the name put for X: "the" before it or no article, as its kind decides. */
function nameItem(frame: string, name: string, the: boolean, reason: string, skeleton: string): Item {
  const params = { reason, noun: name };
  return {
    text: frame.replace('X', name),
    answer: the ? 'the' : ZERO,
    wrong: [
      the
        ? { choice: ZERO, errorType: 'missing-the', params }
        : { choice: 'the', errorType: 'article-not-used', params },
    ],
    ruleId: the ? 'the-names' : 'zero-names',
    trigger: [name],
    skeleton,
  };
}

function lineItems(): Item[] {
  const out: Item[] = [];
  PLACE_LINES.forEach(([frame, kind, names], li) => {
    const the = THE_KINDS.has(kind);
    for (const name of names) out.push(nameItem(frame, name, the, kind, `place-names:line:${li}`));
  });
  return out;
}

function items(): Item[] {
  const out: Item[] = [];
  for (const cat of Object.keys(NAMES) as Cat[]) {
    const the = THE.has(cat);
    (FRAMES[cat] ?? []).forEach((frame, fi) => {
      for (const name of NAMES[cat])
        out.push(nameItem(frame, name, the, WHY[cat], `place-names:${cat}:${fi}`));
    });
  }
  return [...out, ...lineItems()];
}

export const placeNamesTopic: TopicDef = makeTopic(copy, { target: 700, build: items });
