import { createHmac, randomBytes, timingSafeEqual, webcrypto } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'gapwise';
const AUDIENCE = 'gapwise-api';

export interface AccessClaims {
  userId: string;
  sessionId: string;
}

/** Separate keys per purpose, derived from the one server secret. */
export function deriveKey(secret: string, purpose: 'access-token' | 'otp' | 'refresh'): Uint8Array {
  return new Uint8Array(createHmac('sha256', secret).update(`gapwise:${purpose}`).digest());
}

export async function signAccessToken(
  key: Uint8Array,
  claims: AccessClaims,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  const expiresAt = new Date((issuedAt + ACCESS_TOKEN_TTL_SECONDS) * 1000);
  const token = await new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key);
  return { token, expiresAt };
}

/**
 * The verification key imported into WebCrypto once per key, not on every request: given the raw bytes, jose
 * imports them for each call, which was the largest single cost of an authenticated request in the bench's
 * CPU profile.
 */
const verifyKeys = new WeakMap<Uint8Array, Promise<webcrypto.CryptoKey>>();
function verificationKey(key: Uint8Array): Promise<webcrypto.CryptoKey> {
  let imported = verifyKeys.get(key);
  if (!imported) {
    imported = webcrypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['verify']);
    verifyKeys.set(key, imported);
  }
  return imported;
}

/**
 * Tokens whose signature was already checked, per key, with their claims and expiry: a learner's token
 * comes with every request for 15 minutes, and the HMAC through WebCrypto (a round trip to the thread pool)
 * was the largest cost of an authenticated request left in the bench's profile. Only the exact string
 * that passed jose's checks is found here, and its expiry is checked on every use.
 */
const VERIFIED_MAX = 10_000;
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; expiresAtMs: number }>>();

/** Null for anything that is not a valid, unexpired token of ours. */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<AccessClaims | null> {
  let known = verified.get(key);
  if (!known) {
    known = new Map();
    verified.set(key, known);
  }
  const hit = known.get(token);
  if (hit) {
    if (Date.now() < hit.expiresAtMs) return hit.claims;
    known.delete(token);
    return null;
  }
  try {
    const { payload } = await jwtVerify(token, await verificationKey(key), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
      return null;
    const claims = { userId: payload.sub, sessionId: payload.sid };
    if (known.size >= VERIFIED_MAX) {
      const oldest = known.keys().next().value;
      if (oldest !== undefined) known.delete(oldest);
    }
    known.set(token, { claims, expiresAtMs: payload.exp * 1000 });
    return claims;
  } catch {
    return null;
  }
}

/** A keyed hash of a secret value (a code, a refresh token): what is stored instead of the value. */
export function keyedHash(key: Uint8Array, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex');
}

/** Compares two hex hashes in constant time, so timing tells nothing about how much matched. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

/** 256 random bits, URL-safe: the refresh token handed to the browser as a cookie. */
export const newRefreshToken = (): string => randomBytes(32).toString('base64url');

/**
 * The refresh token that `token` is traded for. Derived (keyed) instead of random, so two requests that
 * present the same token at once (two tabs) both end up with the same successor; without the key it
 * cannot be guessed from the old token.
 */
export const successorRefreshToken = (key: Uint8Array, token: string): string =>
  createHmac('sha256', key).update(`successor:${token}`).digest('base64url');
