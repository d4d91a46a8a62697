import { describe, expect, it } from 'vitest';
import type { UserRow } from '../modules/users/users.repository.ts';
import {
  CHANGE_HOLD_MS,
  cachedSessionUser,
  forgetSession,
  forgetUser,
  OUTAGE_GRACE_MS,
  recentSessionUser,
  rememberSessionUser,
} from './session-cache.ts';

const row = { id: 'u1', role: 'user' } as UserRow;

describe('session cache during a database outage', () => {
  it('keeps a recently seen session past the normal cache time, for outages only', () => {
    rememberSessionUser('s1', 'u1', row, 0);
    expect(cachedSessionUser('s1', 'u1', 60_000)).toBeNull();
    expect(recentSessionUser('s1', 'u1', 60_000)).toBe(row);
    expect(recentSessionUser('s1', 'u1', OUTAGE_GRACE_MS + 1)).toBeNull();
    expect(recentSessionUser('s1', 'someone-else', 60_000)).toBeNull();
  });

  it('never serves a session that was logged out', () => {
    rememberSessionUser('s2', 'u1', row, 0);
    forgetSession('s2');
    expect(recentSessionUser('s2', 'u1', 1_000)).toBeNull();
  });
});

describe('session cache after a change of the user', () => {
  it("drops every session of the user, and keeps them out while the change's transaction may be open", () => {
    const other = { id: 'u2', role: 'user' } as UserRow;
    rememberSessionUser('a', 'u3', row, 0);
    rememberSessionUser('b', 'u3', row, 0);
    rememberSessionUser('c', 'u2', other, 0);
    forgetUser('u3', 100);
    expect(cachedSessionUser('a', 'u3', 200)).toBeNull();
    expect(cachedSessionUser('b', 'u3', 200)).toBeNull();
    expect(cachedSessionUser('c', 'u2', 200)).toBe(other);
    // A request that read the row before the change committed does not put it back...
    rememberSessionUser('a', 'u3', row, 200);
    expect(cachedSessionUser('a', 'u3', 300)).toBeNull();
    // ...until the hold is over; other users are cached as usual meanwhile.
    rememberSessionUser('d', 'u2', other, 200);
    expect(cachedSessionUser('d', 'u2', 300)).toBe(other);
    rememberSessionUser('a', 'u3', row, 100 + CHANGE_HOLD_MS + 1);
    expect(cachedSessionUser('a', 'u3', 100 + CHANGE_HOLD_MS + 2)).toBe(row);
  });
});
