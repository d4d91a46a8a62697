import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../test/config.ts';
import { freshDatabase } from '../../test/databases.ts';
import { type App, buildApp } from '../app.ts';
import type { Database } from '../db/client.ts';
import { indexPage } from './web-static.ts';

const HTML =
  '<!doctype html><html><head><title>Gapwise</title></head><body><div id="root"></div></body></html>';

describe('indexPage', () => {
  it('puts a two-letter country in the head and nothing else', () => {
    const page = indexPage(HTML);
    expect(page('UA')).toContain('<meta name="gw-country" content="UA" /></head>');
    expect(page(null)).toContain('<meta name="gw-country" content="" />');
    expect(page('"><script>')).toContain('<meta name="gw-country" content="" />');
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
    database = await freshDatabase('pglite');
    app = await buildApp({ config: testConfig({ WEB_DIST: dist }), database });
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
    expect(res.body).toContain('<div id="root">');
  });

  it('leaves the country empty when it is unknown (a loopback address)', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('<meta name="gw-country" content="" />');
  });

  it('serves hashed assets for a year and answers a missing one with 404, not the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/entry-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await app.inject({ method: 'GET', url: '/assets/gone-000000.js' })).statusCode).toBe(404);
  });
});
