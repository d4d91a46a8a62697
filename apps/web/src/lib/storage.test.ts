import { afterEach, describe, expect, it, vi } from 'vitest';
import { legacyKeys, storage } from './storage.ts';
import { migrateLegacyStorage, openLegacy, sealLegacy } from './storage-legacy.ts';

describe('storage', () => {
  afterEach(() => vi.useRealTimers());

  it('round-trips values synchronously as plain JSON', () => {
    storage.set('profile', { name: 'Olena', stars: 3 });
    expect(storage.get('profile')).toEqual({ name: 'Olena', stars: 3 });
    expect(JSON.parse(localStorage.getItem('gw:profile') ?? '')).toEqual({ v: { name: 'Olena', stars: 3 } });
  });

  it('drops an expired entry on read', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    storage.set('order', 'abc', { ttlMs: 1000 });
    expect(storage.get('order')).toBe('abc');
    vi.setSystemTime(Date.now() + 1001);
    expect(storage.get('order')).toBeNull();
    expect(localStorage.getItem('gw:order')).toBeNull();
  });

  it('reads what is not its JSON as absent', () => {
    localStorage.setItem('gw:locale', 'not json');
    expect(storage.get('locale')).toBeNull();
    localStorage.setItem('gw:locale', '{"v":"uk","exp":"soon"}');
    expect(storage.get('locale')).toBeNull();
    localStorage.setItem('gw:locale', '[1]');
    expect(storage.get('locale')).toBeNull();
  });

  it('returns null for a missing entry and removes entries', () => {
    expect(storage.get('nothing')).toBeNull();
    storage.set('x', 1);
    storage.remove('x');
    expect(storage.get('x')).toBeNull();
  });

  it('keeps working when the browser refuses to store', () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => storage.set('big', 'x')).not.toThrow();
    setItem.mockRestore();
    expect(storage.get('big')).toBeNull();
  });
});

describe('the one-time migration of the old encrypted entries', () => {
  it('rewrites each as plain JSON, so the sync API reads it', async () => {
    localStorage.setItem(
      'gw:exerciseSettings',
      await sealLegacy('{"v":{"explanationLanguage":"Ukrainian"}}'),
    );
    expect(storage.get('exerciseSettings')).toBeNull();
    expect(legacyKeys()).toEqual(['gw:exerciseSettings']);
    await migrateLegacyStorage();
    expect(storage.get('exerciseSettings')).toEqual({ explanationLanguage: 'Ukrainian' });
    expect(legacyKeys()).toEqual([]);
  });

  it('drops an expired, tampered or unreadable one, and leaves other gw: values alone', async () => {
    localStorage.setItem('gw:pendingOrderId', await sealLegacy(`{"v":"gw-1","exp":${Date.now() - 1}}`));
    const sealed = await sealLegacy('{"v":"uk"}');
    localStorage.setItem(
      'gw:locale',
      sealed.slice(0, 20) + (sealed[20] === 'A' ? 'B' : 'A') + sealed.slice(21),
    );
    localStorage.setItem('gw:seenRuleCards', 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVphYmNkZWZnaGlq');
    localStorage.setItem('gw:anonymousId', '3f0c1e6a-7a0e-4a53-9d61-2b1c1f0e9a77');
    await migrateLegacyStorage();
    expect(localStorage.getItem('gw:pendingOrderId')).toBeNull();
    expect(localStorage.getItem('gw:locale')).toBeNull();
    expect(localStorage.getItem('gw:seenRuleCards')).toBeNull();
    expect(localStorage.getItem('gw:anonymousId')).toBe('3f0c1e6a-7a0e-4a53-9d61-2b1c1f0e9a77');
  });

  it('opens what the old storage sealed, and refuses what it did not', async () => {
    expect(await openLegacy(await sealLegacy('hello'))).toBe('hello');
    await expect(openLegacy('bm90IGEgY2lwaGVy')).rejects.toThrow();
  });
});
