import { afterEach, describe, expect, it, vi } from 'vitest';
import { deriveKey, signAccessToken, verifyAccessToken } from './tokens.ts';

const key = deriveKey('x'.repeat(40), 'access-token');

describe('access tokens', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('round-trips the user and session', async () => {
    const { token, expiresAt } = await signAccessToken(key, { userId: 'u1', sessionId: 's1' });
    expect(expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(await verifyAccessToken(key, token)).toEqual({ userId: 'u1', sessionId: 's1' });
  });

  it('rejects an expired token, a token signed with another key, and garbage', async () => {
    const old = await signAccessToken(
      key,
      { userId: 'u1', sessionId: 's1' },
      new Date(Date.now() - 3600_000),
    );
    expect(await verifyAccessToken(key, old.token)).toBeNull();
    const other = await signAccessToken(deriveKey('y'.repeat(40), 'access-token'), {
      userId: 'u1',
      sessionId: 's1',
    });
    expect(await verifyAccessToken(key, other.token)).toBeNull();
    expect(await verifyAccessToken(key, 'not.a.token')).toBeNull();
  });

  it('a token verified once still expires, and a changed token is checked afresh', async () => {
    const { token } = await signAccessToken(key, { userId: 'u2', sessionId: 's2' });
    expect(await verifyAccessToken(key, token)).toEqual({ userId: 'u2', sessionId: 's2' });
    // One character inside the signature changed (not the last, whose low bits are padding): not the string
    // that was verified, so jose checks it and rejects it.
    const at = token.length - 5;
    const changed = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await verifyAccessToken(key, changed)).toBeNull();
    // The same token under another key is not taken from the first key's verified tokens.
    expect(await verifyAccessToken(deriveKey('z'.repeat(40), 'access-token'), token)).toBeNull();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    expect(await verifyAccessToken(key, token)).toBeNull();
  });

  it('derives different keys per purpose', () => {
    expect(deriveKey('s'.repeat(40), 'otp')).not.toEqual(deriveKey('s'.repeat(40), 'access-token'));
  });
});
