import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/config.ts';
import { freshDatabase } from '../../test/databases.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { indexPage, likelyLocale } from './web-static.ts';

const HTML =
  '<!doctype html><html><head><title>Gapwise</title></head><body><div id="root"></div></body></html>';

describe('indexPage', () => {
  it('puts a two-letter country in the head and nothing else', () => {
    const page = indexPage(HTML);
    expect(page({ country: 'UA' })).toContain('<meta name="gw-country" content="UA" />');
    expect(page({ country: null })).toContain('<meta name="gw-country" content="" />');
    expect(page({ country: '"><script>' })).toContain('<meta name="gw-country" content="" />');
  });

  it("preloads the texts of the language the visitor's browser will pick", () => {
    const page = indexPage(HTML, { shellChunks: { en: 'assets/shell-en.js', uk: 'assets/shell-uk.js' } });
    const preloaded = (visitor: Parameters<typeof page>[0]) =>
      page(visitor).match(/modulepreload" crossorigin href="\/(assets\/shell-\w+\.js)"/)?.[1];
    expect(preloaded({ country: 'UA', acceptLanguage: 'en-GB' })).toBe('assets/shell-uk.js');
    expect(preloaded({ country: 'PL', acceptLanguage: 'uk' })).toBe('assets/shell-en.js');
    expect(preloaded({ country: null, acceptLanguage: 'ru-RU,ru;q=0.9' })).toBe('assets/shell-uk.js');
    expect(preloaded({ country: null, acceptLanguage: 'de-DE,en;q=0.8' })).toBe('assets/shell-en.js');
    expect(preloaded({ country: null })).toBe('assets/shell-en.js');
    // Without a manifest there is nothing to preload, and the page still works.
    expect(indexPage(HTML)({ country: 'UA' })).not.toContain('modulepreload');
  });

  it("writes the seller's configured details as escaped JSON, and no tag when none is set", () => {
    const page = indexPage(HTML, {
      seller: { name: 'ФОП "Коваленко" <О. П.>', registration: '3214509876', address: undefined },
    });
    const tag = page({ country: null }).match(/<meta name="gw-seller" content="([^"]*)" \/>/)?.[1] ?? '';
    expect(tag).not.toContain('<');
    const json = tag.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
    expect(JSON.parse(json)).toEqual({ name: 'ФОП "Коваленко" <О. П.>', registration: '3214509876' });
    expect(indexPage(HTML, { seller: {} })({ country: null })).not.toContain('gw-seller');
    expect(indexPage(HTML)({ country: null })).not.toContain('gw-seller');
  });
});

describe('likelyLocale', () => {
  it('follows the order the web app uses: country, then browser languages, then en', () => {
    expect(likelyLocale('UA', 'en')).toBe('uk');
    expect(likelyLocale('DE', 'uk')).toBe('en');
    expect(likelyLocale(null, 'fr, uk;q=0.5')).toBe('uk');
    expect(likelyLocale(null, 'fr')).toBe('en');
  });
});

describe('the built web app', () => {
  let dist: string;
  let database: Database;
  let app: App;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'gapwise-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), HTML);
    writeFileSync(join(dist, 'assets', 'entry-abc123.js'), 'console.log(1)');
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'src/locales/en/shell.ts': { file: 'assets/shell-en1.js' },
        'src/locales/uk/shell.ts': { file: 'assets/shell-uk1.js' },
      }),
    );
    database = await freshDatabase('pglite');
    app = await buildApp({
      config: testConfig({ WEB_DIST: dist, SUPPORT_EMAIL: 'help@school.example' }),
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("answers client routes with the page and the visitor's country, kept by no shared cache", async () => {
    const res = await app.inject({ method: 'GET', url: '/hub/sections', headers: { 'cf-ipcountry': 'UA' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.body).toContain('<meta name="gw-country" content="UA" />');
    expect(res.body).toContain('href="/assets/shell-uk1.js"');
    // The configured support address reaches every place the web app names one.
    expect(res.body).toContain('<meta name="gw-support" content="help@school.example" />');
    expect(res.body).toContain('<div id="root">');
  });

  it('leaves the country empty when it is unknown (a loopback address)', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'en-GB' } });
    expect(res.body).toContain('<meta name="gw-country" content="" />');
    expect(res.body).toContain('href="/assets/shell-en1.js"');
  });

  it('serves hashed assets for a year and answers a missing one with 404, not the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/gone-000000.js' })).statusCode).toBe(404);
  });
});
