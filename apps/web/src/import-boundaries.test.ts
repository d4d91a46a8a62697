import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The web's layers, kept and not only drawn: a feature (features/<name>/) never imports another feature;
 * the route tables (features/*-routes.tsx) compose them, and what several share lives in components/ or
 * lib/. Reads the import graph (static and dynamic imports, type imports too: a type couples as much).
 */
const src = import.meta.dirname;
const features = join(src, 'features');

/** Exceptions, each with its reason. Empty today; add one only with a reason and an issue to remove it. */
const ALLOWED: Record<string, string> = {};

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Relative specifiers a file imports, statically or with import(). */
export function relativeImports(text: string): string[] {
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|^import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm)].map(
    (m) => m[1] as string,
  );
}

/** The feature a path belongs to (features/<name>/…), or null for shared code and the route tables. */
const featureOf = (path: string): string | null => {
  const rel = relative(features, path);
  if (rel.startsWith('..')) return null;
  const [first, ...rest] = rel.split('/');
  return rest.length > 0 ? (first ?? null) : null;
};

export function crossFeatureImports(paths: string[], read: (path: string) => string): string[] {
  const found: string[] = [];
  for (const file of paths) {
    const own = featureOf(file);
    if (!own) continue;
    for (const specifier of relativeImports(read(file))) {
      const target = featureOf(resolve(dirname(file), specifier));
      if (target && target !== own) found.push(`${relative(src, file)} -> ${specifier}`);
    }
  }
  return found;
}

describe('web import boundaries', () => {
  it('no feature imports another feature', () => {
    const found = crossFeatureImports(files(features), (p) => readFileSync(p, 'utf8'));
    expect(found.filter((edge) => !(edge in ALLOWED))).toEqual([]);
  });

  it('the check fails on a feature importing another (a made-up file)', () => {
    const hub = join(features, 'hub', 'Fake.tsx');
    const texts: Record<string, string> = {
      [hub]:
        "import { useSession } from '../../lib/session.tsx';\nimport { PaywallPage } from '../billing/PaywallPage.tsx';\nconst l = () => import('../practice/api.ts');",
    };
    expect(crossFeatureImports([hub], (p) => texts[p] ?? '')).toEqual([
      'features/hub/Fake.tsx -> ../billing/PaywallPage.tsx',
      'features/hub/Fake.tsx -> ../practice/api.ts',
    ]);
  });
});
