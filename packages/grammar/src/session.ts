/**
 * Sessions: which exercises of a topic a learner gets together. A good session never shows two sentences
 * that read as the same one with a word or two swapped, and in a topic that contrasts forms (have/has,
 * would/used to) every form is the answer in a fair share. Pure and deterministic for a given random source,
 * so the server's topic route and `npm run content:sessions` use the same code.
 */

export interface SessionItem {
  text: string;
  answer: string;
  skeleton: string;
  rationale: { ruleId: string };
}

// Tokenising is most of a near-repeat check, and the topic route checks the same bank sentences on every
// request: keep their words (bounded, so a long-running server does not grow without end).
const wordCache = new Map<string, string[]>();
const words = (text: string): string[] => {
  const cached = wordCache.get(text);
  if (cached) return cached;
  const list = text
    .toLowerCase()
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[^a-z0-9_' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (wordCache.size >= 200_000) wordCache.clear();
  wordCache.set(text, list);
  return list;
};

// Two rows of the edit-distance table, reused across calls (the topic route makes dozens per session;
// fresh arrays each time were most of the cost). Safe to share: nothing in here awaits.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/**
 * Word-level edit distance, stopping early once it passes `limit`. Works on words or on word ids; `a` may be
 * read from `aFrom` for `aLength` items (and `b` likewise), so packed word lists need no copies.
 */
export function wordDistance<W extends string | number>(
  a: ArrayLike<W>,
  b: ArrayLike<W>,
  limit = Number.POSITIVE_INFINITY,
  aFrom = 0,
  aLength = a.length,
  bFrom = 0,
  bLength = b.length,
): number {
  if (Math.abs(aLength - bLength) > limit) return limit + 1;
  const n = bLength;
  if (rowA.length <= n) {
    rowA = new Int32Array(n + 1);
    rowB = new Int32Array(n + 1);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= aLength; i++) {
    const word = a[aFrom + i - 1];
    cur[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      const drop = (prev[j] as number) + 1;
      const add = (cur[j - 1] as number) + 1;
      const swap = (prev[j - 1] as number) + (word === b[bFrom + j - 1] ? 0 : 1);
      const v = Math.min(drop, add, swap);
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    const done = prev;
    prev = cur;
    cur = done;
  }
  return prev[n] as number;
}

/** How many words one sentence may change and still be a near-repeat of another (see `isNearRepeat`). */
const nearLimit = (la: number, lb: number) => Math.max(2, Math.floor(Math.max(la, lb) / 4));

/**
 * Two sentences are near-repeats when one becomes the other by changing at most two words (three in a
 * sentence of twelve words or more): "My mother eats sushi once a month" / "My sister eats sushi once a week".
 */
export function isNearRepeat(a: string, b: string): boolean {
  const wa = words(a);
  const wb = words(b);
  const limit = nearLimit(wa.length, wb.length);
  return wordDistance(wa, wb, limit) <= limit;
}

/**
 * A bank sentence as the sampler compares it: its words as ids, then the same ids sorted, in one array
 * (length 2 × words). Kept per item (the topic route compares the same bank sentences on every request),
 * so a comparison is integer work.
 */
type Tokens = Int32Array;
const vocabulary = new Map<string, number>();
const tokensOf = new WeakMap<SessionItem, Tokens>();

/** Writes the text's word ids, then the same ids sorted, into `into` from `at`; returns the word count. */
export function packWords(text: string, into: Int32Array, at: number): number {
  const list = words(text);
  const n = list.length;
  for (let i = 0; i < n; i++) {
    const w = list[i] as string;
    let id = vocabulary.get(w);
    if (id === undefined) {
      id = vocabulary.size;
      vocabulary.set(w, id);
    }
    into[at + i] = id;
  }
  into.copyWithin(at + n, at, at + n);
  into.subarray(at + n, at + 2 * n).sort();
  return n;
}

/** How many ints `packWords` writes for this text. */
export const packedLength = (text: string): number => 2 * words(text).length;

export function tokens(item: SessionItem): Tokens {
  let t = tokensOf.get(item);
  if (!t) {
    t = new Int32Array(packedLength(item.text));
    packWords(item.text, t, 0);
    tokensOf.set(item, t);
  }
  return t;
}

/**
 * `isNearRepeat` on packed tokens (`a` from `aFrom`, `la` words; `b` likewise), with a cheap bound first:
 * an edit script keeps at most as many words as the two sentences share (as multisets), so
 * max(length) − shared words is a lower bound on the distance.
 */
export function nearRepeatPacked(
  a: Int32Array,
  aFrom: number,
  la: number,
  b: Int32Array,
  bFrom: number,
  lb: number,
): boolean {
  const limit = nearLimit(la, lb);
  if (Math.abs(la - lb) > limit) return false;
  let shared = 0;
  const aSorted = aFrom + la;
  const bSorted = bFrom + lb;
  for (let i = 0, j = 0; i < la && j < lb; ) {
    const x = a[aSorted + i] as number;
    const y = b[bSorted + j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  if (Math.max(la, lb) - shared > limit) return false;
  return wordDistance(a, b, limit, aFrom, la, bFrom, lb) <= limit;
}

const nearRepeatTokens = (a: Tokens, b: Tokens): boolean =>
  nearRepeatPacked(a, 0, a.length / 2, b, 0, b.length / 2);

/** The sampler's near-repeat test on two items (the same answer as `isNearRepeat` on their texts). */
export const itemsNearRepeat = (a: SessionItem, b: SessionItem): boolean =>
  nearRepeatTokens(tokens(a), tokens(b));

const keyFns = new WeakMap<readonly SessionItem[], { key: (e: SessionItem) => string; forms: number }>();

/**
 * What "the answer" is for balancing: the answer itself when a topic has a handful of them (have/has,
 * a/an), otherwise the rule it tests (past simple vs present perfect, where answers are many verb forms).
 * `forms` counts the keys that are at least 5% of the topic; 1 means the topic contrasts nothing.
 */
export function answerKeys(pool: readonly SessionItem[]): { key: (e: SessionItem) => string; forms: number } {
  const cached = keyFns.get(pool);
  if (cached) return cached;
  const count = (f: (e: SessionItem) => string) => {
    const m = new Map<string, number>();
    for (const e of pool) m.set(f(e), (m.get(f(e)) ?? 0) + 1);
    return m;
  };
  const byAnswer = count((e) => e.answer.toLowerCase());
  const byRule = count((e) => e.rationale.ruleId);
  const useAnswer = byAnswer.size <= 8;
  const key = useAnswer ? (e: SessionItem) => e.answer.toLowerCase() : (e: SessionItem) => e.rationale.ruleId;
  const counts = useAnswer ? byAnswer : byRule;
  const forms = [...counts.values()].filter((n) => n >= pool.length * 0.05).length;
  const out = { key, forms: Math.max(1, forms) };
  keyFns.set(pool, out);
  return out;
}

export interface SessionReport {
  sessions: number;
  /** Sessions with at least one pair of near-repeats. */
  withNearRepeat: number;
  /** Sessions where some key is the answer more often than ceil(size / forms). */
  withKeyOverShare: number;
  forms: number;
}

/** Draws `sessions` sessions of `size` and counts the faults, for `npm run content:sessions`. */
export function sessionReport<T extends SessionItem>(
  pool: readonly T[],
  draw: () => T[],
  sessions: number,
  size: number,
): SessionReport {
  const { key, forms } = answerKeys(pool);
  const cap = Math.ceil(size / forms);
  let withNearRepeat = 0;
  let withKeyOverShare = 0;
  for (let s = 0; s < sessions; s++) {
    const picked = draw();
    let near = false;
    for (let i = 0; i < picked.length && !near; i++)
      for (let j = i + 1; j < picked.length && !near; j++)
        near = isNearRepeat((picked[i] as T).text, (picked[j] as T).text);
    if (near) withNearRepeat++;
    const counts = new Map<string, number>();
    for (const e of picked) counts.set(key(e), (counts.get(key(e)) ?? 0) + 1);
    if (forms > 1 && [...counts.values()].some((n) => n > cap)) withKeyOverShare++;
  }
  return { sessions, withNearRepeat, withKeyOverShare, forms };
}
