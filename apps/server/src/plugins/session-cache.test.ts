import { describe, expect, it } from 'vitest';
import type { UserRow } from '../modules/users/users.repository.ts';
import {
  cachedSessionUser,
  forgetSession,
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
