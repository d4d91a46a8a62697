/**
 * Authored tables as data. A topic's authored sentences (and the words a lexicon lists) are content, not
 * code: they live in a JSON file beside the module that reads them (`<module>.data.json`, one key a table),
 * so a teacher can read and edit them without TypeScript and a content change reads as one in review.
 * `table` checks a table against the zod schema of one row when the module loads: a bad row fails the
 * build, naming the table, the row and the field, so a row type is still enforced, at load instead of by
 * `tsc`. Why a row is the way it is (a distractor left out, a wording chosen) is said in the reading
 * module's comment above the `table` call, since JSON holds no comments.
 */
import { z } from 'zod';

/** The rows of one authored table, each checked against `row`. */
export function table<S extends z.ZodType>(name: string, json: unknown, row: S): z.output<S>[] {
  const parsed = z.array(row).safeParse(json);
  if (!parsed.success) throw new Error(`data table ${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/**
 * A keyed table (a record of rows), each value checked against `value`; with `key` (an enum of the keys),
 * every key checked too and, for a `z.enum`, every key required.
 */
export function record<S extends z.ZodType, K extends z.ZodType<string> = z.ZodString>(
  name: string,
  json: unknown,
  value: S,
  key?: K,
): Record<z.output<K>, z.output<S>> {
  const parsed = z.record(key ?? z.string(), value).safeParse(json);
  if (!parsed.success) throw new Error(`data table ${name}: ${z.prettifyError(parsed.error)}`);
  return parsed.data as Record<z.output<K>, z.output<S>>;
}

// biome-ignore lint/suspicious/noExplicitAny: a builder's own parameters are checked through `KindRow`.
type Builders = Record<string, (...args: any[]) => unknown>;
/** A row of a table that mixes builders: the builder's name, then that builder's arguments. */
export type KindRow<B extends Builders> = { [K in keyof B]: [K, ...Parameters<B[K]>] }[keyof B];

/**
 * Hands each row of a mixed table to the builder it names (`['R', 'By Thursday …', 'send off', …]` →
 * `R('By Thursday …', 'send off', …)`). The row's type ties the name to that builder's arguments, so a
 * table whose schema does not match its builders fails `tsc`.
 */
export function byKind<B extends Builders>(builders: B): (row: KindRow<B>) => ReturnType<B[keyof B]> {
  return ([kind, ...args]) => builders[kind]!(...args) as ReturnType<B[keyof B]>;
}
