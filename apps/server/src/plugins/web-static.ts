import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Seller } from '../adapters/mailer/receipt-mail.ts';

/** Vite puts content-hashed files under /assets: they never change, so browsers may keep them a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

type Locale = 'en' | 'uk';

/**
 * The interface language the web app will most likely choose for this visitor, by the same order it
 * uses (its stored choice aside, which only the browser knows): country (UA → uk), then the browser's
 * languages (uk or ru → uk, en → en), then en.
 */
export function likelyLocale(country: string | null, acceptLanguage: string | undefined): Locale {
  if (country) return country === 'UA' ? 'uk' : 'en';
  for (const part of (acceptLanguage ?? '').split(',')) {
    const base = part.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (base === 'uk' || base === 'ru') return 'uk';
    if (base === 'en') return 'en';
  }
  return 'en';
}

/**
 * The app's page for one visitor: their country in a meta tag, so the web app picks its language without
 * a round trip to /api/geo before the first paint, and a preload of the texts chunk of the language it
 * will most likely pick. The country is a two-letter code or empty (unknown).
 */
export type IndexPage = (visitor: { country: string | null; acceptLanguage?: string | undefined }) => string;

const escapeAttribute = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * `shellChunks`: the built file of each language's texts (from Vite's manifest), when known;
 * `supportEmail`: the configured support address, which the web app shows wherever it names one.
 */
export function indexPage(
  html: string,
  {
    shellChunks = {},
    supportEmail,
    seller,
  }: {
    shellChunks?: Partial<Record<Locale, string>>;
    supportEmail?: string | undefined;
    seller?: Seller | undefined;
  } = {},
): IndexPage {
  const support = supportEmail ? `<meta name="gw-support" content="${escapeAttribute(supportEmail)}" />` : '';
  // The seller's legal details for the footer, offer and paywall: one JSON attribute, only what is set.
  const sellerJson = seller
    ? JSON.stringify(Object.fromEntries(Object.entries(seller).filter(([, v]) => v)))
    : '{}';
  const sellerMeta =
    sellerJson === '{}' ? '' : `<meta name="gw-seller" content="${escapeAttribute(sellerJson)}" />`;
  return ({ country, acceptLanguage }) => {
    const code = country && /^[A-Z]{2}$/.test(country) ? country : '';
    const chunk = shellChunks[likelyLocale(code || null, acceptLanguage)];
    const preload = chunk ? `<link rel="modulepreload" crossorigin href="/${chunk}" />` : '';
    return html.replace(
      '</head>',
      `<meta name="gw-country" content="${code}" />${support}${sellerMeta}${preload}</head>`,
    );
  };
}

/** Each language's texts chunk, from the manifest Vite writes beside the build (none when it is absent). */
function readShellChunks(root: string): Partial<Record<Locale, string>> {
  const path = resolve(root, '.vite/manifest.json');
  if (!existsSync(path)) return {};
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, { file?: string }>;
  return {
    en: manifest['src/locales/en/shell.ts']?.file,
    uk: manifest['src/locales/uk/shell.ts']?.file,
  };
}

/**
 * Serves the built web app when its folder exists (production and `npm start`); in dev Vite serves it.
 * Returns the page for client routes (index.html, read once: a new build means a restart, as its hashed
 * assets change too), or null when there is no build.
 */
export async function registerWebStatic(
  app: FastifyInstance,
  webDist: string,
  supportEmail?: string,
  seller?: Seller,
): Promise<IndexPage | null> {
  const root = resolve(webDist);
  const index = resolve(root, 'index.html');
  if (!existsSync(index)) return null;
  await app.register(fastifyStatic, {
    root,
    prefix: '/',
    wildcard: false,
    index: false,
    // Our setHeaders decides caching; the plugin's own max-age=0 would override it.
    cacheControl: false,
    setHeaders(res, path) {
      res.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
    },
  });
  return indexPage(readFileSync(index, 'utf8'), {
    shellChunks: readShellChunks(root),
    supportEmail,
    seller,
  });
}
