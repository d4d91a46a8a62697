/**
 * The session sampler: k exercises of a topic that go well together (see session.ts for what "together"
 * means). The topic route draws from the same bank lists on every request, so what the sampler learns of a
 * list's items is kept per list, as integers in a few flat arrays (one cache line serves many items), and
 * filled in as items are first probed: a draw is a dozen probes of integer work, with no sets, maps or
 * closures made per candidate.
 */
import {
  answerKeys,
  nearRepeatPacked,
  packedLength,
  packWords,
  type SessionItem,
  tokens,
} from './session.ts';

export interface SessionOptions<T> {
  /** Exercises already in the session (a top-tier draw being filled up): new picks must not repeat them. */
  already?: readonly T[];
  /** Items of the whole topic, for the answer keys (defaults to `pool`). */
  topic?: readonly T[];
}

/** What the sampler knows of one pool's items, by their position in the pool. */
interface PoolIndex {
  pool: readonly SessionItem[];
  /** Skeleton id per item, −1 until first probed. */
  skeleton: Int32Array;
  /** Where the item's packed words start in `words` (−1 until first probed), and how many there are. */
  wordsAt: Int32Array;
  wordCount: Int32Array;
  /** Every probed item's word ids then sorted ids, one after another (see `packWords`). */
  words: Int32Array;
  used: number;
  /** Answer-key id per item (−1 until probed), for the topic list `keyTopic` the keys were counted on. */
  keyTopic: readonly SessionItem[] | null;
  keyFn: (e: SessionItem) => string;
  key: Int32Array;
  /** `mark[i] === stamp`: taken in this call; `stamp + 1 + level`: rejected at that level of this call. */
  mark: Int32Array;
  stamp: number;
}

const indexes = new WeakMap<readonly SessionItem[], PoolIndex>();
const skeletonIds = new Map<string, number>();
const keyIds = new Map<string, number>();

function intern(ids: Map<string, number>, text: string): number {
  let id = ids.get(text);
  if (id === undefined) {
    id = ids.size;
    ids.set(text, id);
  }
  return id;
}

/** `array`, or a copy twice as large (at least `used + need`) when `need` more ints do not fit after `used`. */
function room(array: Int32Array, used: number, need: number): Int32Array {
  if (used + need <= array.length) return array;
  const grown = new Int32Array(Math.max(array.length * 2, used + need));
  grown.set(array.subarray(0, used));
  return grown;
}

function indexOf(pool: readonly SessionItem[]): PoolIndex {
  let index = indexes.get(pool);
  if (!index) {
    const n = pool.length;
    index = {
      pool,
      skeleton: new Int32Array(n).fill(-1),
      wordsAt: new Int32Array(n).fill(-1),
      wordCount: new Int32Array(n),
      words: new Int32Array(256),
      used: 0,
      keyTopic: null,
      keyFn: () => '',
      key: new Int32Array(n),
      mark: new Int32Array(n),
      stamp: 0,
    };
    indexes.set(pool, index);
  }
  return index;
}

function skeletonOf(index: PoolIndex, i: number): number {
  let id = index.skeleton[i] as number;
  if (id < 0) {
    id = intern(skeletonIds, (index.pool[i] as SessionItem).skeleton);
    index.skeleton[i] = id;
  }
  return id;
}

function keyOf(index: PoolIndex, i: number): number {
  let id = index.key[i] as number;
  if (id < 0) {
    id = intern(keyIds, index.keyFn(index.pool[i] as SessionItem));
    index.key[i] = id;
  }
  return id;
}

/** Where item i's packed words start in `index.words` (packing them on first use). */
function wordsOf(index: PoolIndex, i: number): number {
  let at = index.wordsAt[i] as number;
  if (at < 0) {
    const text = (index.pool[i] as SessionItem).text;
    const need = packedLength(text);
    index.words = room(index.words, index.used, need);
    at = index.used;
    index.wordCount[i] = packWords(text, index.words, at);
    index.wordsAt[i] = at;
    index.used += need;
  }
  return at;
}

/**
 * The session being drawn: its items' skeletons, their packed words one after another, and how often each
 * answer key is the answer. One per process, reused by every draw (a draw runs to its end without awaiting).
 */
const session = {
  skeletons: [] as number[],
  words: new Int32Array(512) as Int32Array,
  wordsAt: [] as number[],
  wordCount: [] as number[],
  used: 0,
  keyCounts: new Map<number, number>(),
};

function clearSession(): void {
  session.skeletons.length = 0;
  session.wordsAt.length = 0;
  session.wordCount.length = 0;
  session.used = 0;
  session.keyCounts.clear();
}

/** Adds an item to the session: its skeleton, a copy of its packed words, and its key. */
function addToSession(skeleton: number, from: Int32Array, at: number, count: number, key: number): void {
  session.skeletons.push(skeleton);
  const need = 2 * count;
  session.words = room(session.words, session.used, need);
  session.words.set(from.subarray(at, at + need), session.used);
  session.wordsAt.push(session.used);
  session.wordCount.push(count);
  session.used += need;
  session.keyCounts.set(key, (session.keyCounts.get(key) ?? 0) + 1);
}

/** Does the packed sentence read as a near-repeat of anything in the session? */
function nearSession(from: Int32Array, at: number, count: number): boolean {
  const { words, wordsAt, wordCount } = session;
  for (let s = 0; s < wordsAt.length; s++)
    if (nearRepeatPacked(words, wordsAt[s] as number, wordCount[s] as number, from, at, count)) return true;
  return false;
}

/**
 * k distinct items from `pool` that `keep` accepts, uniformly at random under three constraints that are
 * relaxed one by one only when the pool cannot meet them: no near-repeat and no repeated skeleton, no key
 * over its fair share (ceil(k / forms)), then nothing but distinctness. Cost grows with k, not with the pool.
 * The same random source gives the same picks.
 */
export function sampleSession<T extends SessionItem>(
  pool: readonly T[],
  k: number,
  keep: (item: T) => boolean,
  random: () => number,
  options: SessionOptions<T> = {},
): T[] {
  const already = options.already ?? [];
  const topic = options.topic ?? pool;
  const { key, forms } = answerKeys(topic);
  const cap = Math.ceil((k + already.length) / forms);
  const n = pool.length;
  const index = indexOf(pool);
  if (index.keyTopic !== topic) {
    index.keyTopic = topic;
    index.keyFn = key;
    index.key.fill(-1);
  }
  // A fresh stamp per call: marks left by earlier calls hold older stamps, so nothing is cleared.
  if (index.stamp > 0x3fff_fff0) {
    index.mark.fill(0);
    index.stamp = 0;
  }
  index.stamp += 8;
  const { mark, stamp } = index;

  clearSession();
  for (const e of already) {
    const t = tokens(e);
    addToSession(intern(skeletonIds, e.skeleton), t, 0, t.length / 2, intern(keyIds, key(e)));
  }
  const out: T[] = [];
  let taken = 0;
  // Levels: 0 all constraints, 1 skeletons may repeat, 2 near-repeats allowed, 3 keys unbalanced too.
  for (let level = 0; level <= 3 && out.length < k; level++) {
    const rejectedMark = stamp + 1 + level;
    let rejected = 0;
    const probes = k * 30;
    for (let probe = 0; probe < probes && out.length < k; probe++) {
      if (taken + rejected >= n) break;
      const i = Math.floor(random() * n);
      const m = mark[i];
      if (m === stamp || m === rejectedMark) continue;
      if (!keep(pool[i] as T)) {
        mark[i] = stamp;
        taken++;
      } else if (fits(index, i, level, already, forms, cap)) {
        mark[i] = stamp;
        taken++;
        out.push(pick(index, i) as T);
      } else {
        mark[i] = rejectedMark;
        rejected++;
      }
    }
    if (out.length < k && level === 3) {
      // Few eligible items: a scan from a random start, so every eligible one can still come up.
      const start = Math.floor(random() * Math.max(1, n));
      for (let j = 0; j < n && out.length < k; j++) {
        const i = (start + j) % n;
        if (mark[i] === stamp) continue;
        mark[i] = stamp;
        taken++;
        if (keep(pool[i] as T) && fits(index, i, 3, already, forms, cap)) out.push(pick(index, i) as T);
      }
    }
  }
  return out;
}

/** May item i join the session at this level of relaxation? */
function fits(
  index: PoolIndex,
  i: number,
  level: number,
  already: readonly SessionItem[],
  forms: number,
  cap: number,
): boolean {
  if (already.length > 0 && already.includes(index.pool[i] as SessionItem)) return false;
  // The cheap skeleton test first: it rejects most candidates a near-repeat check would.
  if (level === 0 && session.skeletons.includes(skeletonOf(index, i))) return false;
  if (level <= 1) {
    const at = wordsOf(index, i);
    if (nearSession(index.words, at, index.wordCount[i] as number)) return false;
  }
  if (level <= 2 && forms > 1 && (session.keyCounts.get(keyOf(index, i)) ?? 0) >= cap) return false;
  return true;
}

/** Puts item i into the session and returns it. */
function pick(index: PoolIndex, i: number): SessionItem {
  const at = wordsOf(index, i);
  addToSession(skeletonOf(index, i), index.words, at, index.wordCount[i] as number, keyOf(index, i));
  return index.pool[i] as SessionItem;
}
