import { z } from 'zod';
import type { Wrong } from '../engine.ts';
import { ingForm, regularisedNonword, verbForms } from '../morph/verbs.ts';
import { table } from './data.ts';
import data from './lasting.data.json' with { type: 'json' };
import { tableRows } from './table.ts';

/**
 * Long-lasting states and activities that take since/for with the present perfect (She has lived in
 * Kyiv since 2019). "cont" marks activities that also read well in the present perfect continuous.
 */
export interface Lasting {
  id: string;
  verb: string;
  rest: string;
  adult: boolean;
  cont: boolean;
  stative: boolean;
}

const LASTING = `
live|in Kyiv||c
live|near the sea||c
work|in a hospital|a|c
work|for a big bank|a|c
know|Peter||s
have|this car|a|s
be|a teacher|a|
be|married|a|
play|the violin||c
teach|history|a|c
wear|glasses||
support|a local football team||
collect|old coins||c
keep|chickens|a|
own|a small flat|a|s
belong|to a tennis club||s
study|medicine||c
learn|Japanese||c
be|in the choir||
write|for a newspaper|a|c
run|a small café|a|c
sing|in a band||c
rent|a flat in the city centre|a|
drive|a taxi|a|c
know|the neighbours||s
be|friends with Peter||
wait|for the bus||c
`;

export const LASTING_PHRASES: Lasting[] = tableRows(LASTING).map(
  ([verb = '', rest = '', adult = '', flag = ''], i) => ({
    id: `l${i}-${verb}`,
    verb,
    rest,
    adult: adult === 'a',
    cont: flag === 'c',
    stative: flag === 's' || verb === 'be',
  }),
);

/** Points in time after "since" and periods after "for". */
export const SINCE_POINTS = table('SINCE_POINTS', data.SINCE_POINTS, z.string());
export const FOR_PERIODS = table('FOR_PERIODS', data.FOR_PERIODS, z.string());
/** Short periods and points for activities that last minutes or hours (waiting). */
export const SHORT_POINTS = ["ten o'clock", "nine o'clock", 'lunchtime'];
export const SHORT_PERIODS = ['twenty minutes', 'half an hour', 'two hours', 'an hour'];

/** Wrong forms where a past participle is needed: the past simple, the base, a non-word. */
export function participleWrongs(verb: string): Wrong[] {
  const f = verbForms(verb);
  const out: Wrong[] = [];
  for (const p of f.pastVariants)
    if (!f.participleVariants.includes(p))
      out.push({ choice: p, errorType: 'past-for-participle', params: { verb, needed: f.participle } });
  if (verb !== f.participle && verb !== 'be')
    out.push({ choice: verb, errorType: 'base-for-participle', params: { verb, needed: f.participle } });
  const nonword = regularisedNonword(verb);
  if (nonword)
    out.push({
      choice: nonword.participle,
      errorType: 'regularised-nonword',
      params: { verb, needed: f.participle },
    });
  if (!f.irregular)
    out.push({
      choice: ingForm(verb),
      errorType: 'ing-for-participle',
      params: { verb, needed: f.participle },
    });
  return out;
}
