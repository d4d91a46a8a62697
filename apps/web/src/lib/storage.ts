/**
 * Browser storage with optional expiry: plain JSON in localStorage under `gw:<name>`, read and written
 * synchronously. Nothing here is secret (tokens live in memory and in an HttpOnly cookie), so nothing is
 * encrypted: see docs/decisions/013-plain-local-storage.md for why the old encryption with a key shipped
 * in the bundle was dropped, and `storage-legacy.ts` for the one-time migration of its entries.
 * An expired entry, or one that is not this module's JSON, reads as absent.
 */

const PREFIX = 'gw:';

interface Envelope<T> {
  v: T;
  /** Expiry in epoch milliseconds. */
  exp?: number;
}

export interface SetOptions {
  /** Lifetime in milliseconds; omitted means no expiry. */
  ttlMs?: number;
}

/** The envelope in a stored text, or null when the text is not one (an old encrypted entry, a stray value). */
export function readEnvelope<T>(raw: string): Envelope<T> | null {
  if (!raw.startsWith('{')) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || !('v' in parsed)) return null;
    const exp = (parsed as { exp?: unknown }).exp;
    return exp === undefined || typeof exp === 'number' ? (parsed as Envelope<T>) : null;
  } catch {
    return null;
  }
}

/** Quota or a blocked storage (private mode, disabled cookies): the app goes on without keeping the value. */
function write(key: string, text: string): void {
  try {
    localStorage.setItem(key, text);
  } catch {
    // Nothing to do: the value lives for this page only.
  }
}

export const storage = {
  set<T>(name: string, value: T, options: SetOptions = {}): void {
    const envelope: Envelope<T> = options.ttlMs
      ? { v: value, exp: Date.now() + options.ttlMs }
      : { v: value };
    write(PREFIX + name, JSON.stringify(envelope));
  },

  get<T>(name: string): T | null {
    let raw: string | null;
    try {
      raw = localStorage.getItem(PREFIX + name);
    } catch {
      return null;
    }
    if (raw === null) return null;
    const envelope = readEnvelope<T>(raw);
    if (!envelope) return null;
    if (envelope.exp !== undefined && envelope.exp <= Date.now()) {
      localStorage.removeItem(PREFIX + name);
      return null;
    }
    return envelope.v;
  },

  remove(name: string): void {
    try {
      localStorage.removeItem(PREFIX + name);
    } catch {
      // Blocked storage holds nothing to remove.
    }
  },
};

/** What an entry of the old encrypted storage looked like: base64 of a 12-byte IV, the text and its tag. */
const LEGACY_SEALED = /^[A-Za-z0-9+/]{40,}={0,2}$/;

/** The keys of entries still in the old encrypted form (none once `migrateLegacyStorage` has run). */
export function legacyKeys(): string[] {
  try {
    return Object.keys(localStorage).filter(
      (key) => key.startsWith(PREFIX) && LEGACY_SEALED.test(localStorage.getItem(key) ?? ''),
    );
  } catch {
    return [];
  }
}
