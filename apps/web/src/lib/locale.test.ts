import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocaleSources, chooseLocale, type LocaleSources, localeFromLanguage } from './locale.ts';

const sources = (over: Partial<LocaleSources>): LocaleSources => ({
  stored: async () => null,
  country: async () => null,
  browser: () => [],
  system: () => null,
  ...over,
});

describe('chooseLocale', () => {
  it('prefers the stored choice over everything', async () => {
    expect(
      await chooseLocale(
        sources({ stored: async () => 'en', country: async () => 'UA', browser: () => ['uk'] }),
      ),
    ).toBe('en');
  });

  it('uses the country next: UA gives uk, any other gives en', async () => {
    expect(await chooseLocale(sources({ country: async () => 'UA', browser: () => ['en-US'] }))).toBe('uk');
    expect(await chooseLocale(sources({ country: async () => 'PL', browser: () => ['uk'] }))).toBe('en');
  });

  it('falls back to the browser when the lookup fails, then the system, then en', async () => {
    const failing = async () => {
      throw new Error('offline');
    };
    expect(await chooseLocale(sources({ country: failing, browser: () => ['de', 'ru-RU'] }))).toBe('uk');
    expect(await chooseLocale(sources({ browser: () => ['de'], system: () => 'uk-UA' }))).toBe('uk');
    expect(await chooseLocale(sources({ browser: () => ['fr'], system: () => 'fr-FR' }))).toBe('en');
  });

  it('ignores a stored value that is not a supported locale', async () => {
    expect(await chooseLocale(sources({ stored: async () => 'de', browser: () => ['uk-UA'] }))).toBe('uk');
  });
});

describe('localeFromLanguage', () => {
  it.each([
    ['uk-UA', 'uk'],
    ['ru', 'uk'],
    ['en-GB', 'en'],
    ['de-DE', null],
    [undefined, null],
  ])('%s → %s', (language, expected) => {
    expect(localeFromLanguage(language)).toBe(expected);
  });
});

describe('the country source', () => {
  const setMeta = (content: string | null) => {
    for (const old of document.querySelectorAll('meta[name="gw-country"]')) old.remove();
    if (content === null) return;
    const meta = document.createElement('meta');
    meta.name = 'gw-country';
    meta.content = content;
    document.head.append(meta);
  };
  afterEach(() => {
    setMeta(null);
    vi.unstubAllGlobals();
  });

  it('reads the country the server wrote into the page, without a request', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    setMeta('UA');
    expect(await browserLocaleSources.country()).toBe('UA');
    setMeta('');
    expect(await browserLocaleSources.country()).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks GET /api/geo when the page has no country (the dev server)', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ isSuccess: true, content: { country_code: 'PL' } }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await browserLocaleSources.country()).toBe('PL');
    expect(fetch).toHaveBeenCalledWith('/api/geo', expect.anything());
  });
});
