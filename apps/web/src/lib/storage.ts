/**
 * Browser storage with optional expiry and light encryption (AES-GCM through Web Crypto).
 *
 * The key is derived from a constant that ships with the app, so this deters casual tampering and
 * snooping in DevTools; it is NOT a security boundary. Never store a secret here (tokens live in memory
 * and in an HttpOnly cookie). A tampered or undecryptable entry reads as absent, and so does an expired one.
 */

const APP_SECRET = 'gapwise.storage.v1';
const PREFIX = 'gw:';

interface Envelope<T> {
  v: T;
  /** Expiry in epoch milliseconds. */
  exp?: number;
}

let keyPromise: Promise<CryptoKey> | null = null;

function key(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(APP_SECRET));
    return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
  })();
  return keyPromise;
}

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

export async function encrypt(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await key(),
    new TextEncoder().encode(plain),
  );
  const out = new Uint8Array(iv.length + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), iv.length);
  return toBase64(out);
}

/** Throws on invalid cipher text or a failed integrity check (the GCM tag). */
export async function decrypt(sealed: string): Promise<string> {
  const bytes = fromBase64(sealed);
  if (bytes.length < 13) throw new Error('cipher text too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    await key(),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}

export interface SetOptions {
  /** Lifetime in milliseconds; omitted means no expiry. */
  ttlMs?: number;
}

export const storage = {
  async set<T>(name: string, value: T, options: SetOptions = {}): Promise<void> {
    const envelope: Envelope<T> = options.ttlMs
      ? { v: value, exp: Date.now() + options.ttlMs }
      : { v: value };
    localStorage.setItem(PREFIX + name, await encrypt(JSON.stringify(envelope)));
  },

  async get<T>(name: string): Promise<T | null> {
    const sealed = localStorage.getItem(PREFIX + name);
    if (sealed === null) return null;
    try {
      const envelope = JSON.parse(await decrypt(sealed)) as Envelope<T>;
      if (envelope.exp !== undefined && envelope.exp <= Date.now()) {
        localStorage.removeItem(PREFIX + name);
        return null;
      }
      return envelope.v;
    } catch {
      // Tampered with, or written by something else: treat as absent and clean up.
      localStorage.removeItem(PREFIX + name);
      return null;
    }
  },

  remove(name: string): void {
    localStorage.removeItem(PREFIX + name);
  },
};
