import { afterEach, describe, expect, it, vi } from 'vitest';
import { decrypt, encrypt, storage } from './storage.ts';

describe('storage', () => {
  afterEach(() => vi.useRealTimers());

  it('round-trips values and keeps them unreadable in localStorage', async () => {
    await storage.set('profile', { name: 'Olena', stars: 3 });
    expect(await storage.get('profile')).toEqual({ name: 'Olena', stars: 3 });
    const raw = localStorage.getItem('gw:profile') ?? '';
    expect(raw).not.toContain('Olena');
  });

  it('drops an expired entry on read', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    await storage.set('order', 'abc', { ttlMs: 1000 });
    expect(await storage.get('order')).toBe('abc');
    vi.setSystemTime(Date.now() + 1001);
    expect(await storage.get('order')).toBeNull();
    expect(localStorage.getItem('gw:order')).toBeNull();
  });

  it('reads a tampered entry as absent', async () => {
    await storage.set('locale', 'uk');
    const raw = localStorage.getItem('gw:locale') ?? '';
    const flipped = raw.slice(0, 20) + (raw[20] === 'A' ? 'B' : 'A') + raw.slice(21);
    localStorage.setItem('gw:locale', flipped);
    expect(await storage.get('locale')).toBeNull();
  });

  it('fails decryption on invalid cipher text', async () => {
    await expect(decrypt('bm90IGEgY2lwaGVy')).rejects.toThrow();
    const sealed = await encrypt('hello');
    expect(await decrypt(sealed)).toBe('hello');
  });

  it('returns null for a missing entry and removes entries', async () => {
    expect(await storage.get('nothing')).toBeNull();
    await storage.set('x', 1);
    storage.remove('x');
    expect(await storage.get('x')).toBeNull();
  });
});
