import { legacyKeys, readEnvelope } from './storage.ts';

/**
 * One-time migration from the old storage, which sealed each entry with AES-GCM under a key derived from
 * a constant shipped in the bundle (docs/decisions/013-plain-local-storage.md). Loaded only when such an
 * entry exists: each is opened once and written back as plain JSON; one that cannot be opened, or has
 * expired, is removed. Nothing else in the app reads the old form.
 */
const OLD_APP_SECRET = 'gapwise.storage.v1';

async function oldKey(): Promise<CryptoKey> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(OLD_APP_SECRET));
  return crypto.subtle.importKey('raw', digest, 'AES-GCM', false, ['encrypt', 'decrypt']);
}

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
const toBase64 = (bytes: Uint8Array): string => btoa(String.fromCharCode(...bytes));

/** Opens an old entry (throws when it is not one, or was tampered with). */
export async function openLegacy(sealed: string, key?: CryptoKey): Promise<string> {
  const bytes = fromBase64(sealed);
  if (bytes.length < 13) throw new Error('cipher text too short');
  const plain = await crypto.subtle.decrypt(
    { name: 'AES-GCM', iv: bytes.slice(0, 12) },
    key ?? (await oldKey()),
    bytes.slice(12),
  );
  return new TextDecoder().decode(plain);
}

/** Seals a text the old way: only for tests, which need entries as the old storage wrote them. */
export async function sealLegacy(plain: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await oldKey(),
    new TextEncoder().encode(plain),
  );
  const out = new Uint8Array(iv.length + cipher.byteLength);
  out.set(iv);
  out.set(new Uint8Array(cipher), iv.length);
  return toBase64(out);
}

/** Rewrites every old entry as plain JSON (or drops it); resolves when done, never rejects. */
export async function migrateLegacyStorage(): Promise<void> {
  const keys = legacyKeys();
  if (keys.length === 0) return;
  let key: CryptoKey;
  try {
    key = await oldKey();
  } catch {
    // No Web Crypto (an insecure origin): the old entries cannot be read, so they go.
    for (const name of keys) localStorage.removeItem(name);
    return;
  }
  for (const name of keys) {
    const sealed = localStorage.getItem(name);
    if (sealed === null) continue;
    try {
      const text = await openLegacy(sealed, key);
      const envelope = readEnvelope(text);
      const expired = envelope?.exp !== undefined && envelope.exp <= Date.now();
      if (envelope && !expired) localStorage.setItem(name, text);
      else localStorage.removeItem(name);
    } catch {
      localStorage.removeItem(name);
    }
  }
}
