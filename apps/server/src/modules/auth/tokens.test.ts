import { describe, expect, it } from 'vitest';
import { deriveKey, signAccessToken, verifyAccessToken } from './tokens.ts';

const key = deriveKey('x'.repeat(40), 'access-token');

describe('access tokens', () => {
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

  it('derives different keys per purpose', () => {
    expect(deriveKey('s'.repeat(40), 'otp')).not.toEqual(deriveKey('s'.repeat(40), 'access-token'));
  });
});
