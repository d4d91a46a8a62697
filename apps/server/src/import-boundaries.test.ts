import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers: routes -> services -> repositories. A route file (*.routes.ts) never imports a
 * repository (*.repository.ts) for its values; it asks a service. Type imports (a row type) are allowed.
 * The edges below predate this check; each names why it is still there. Remove an entry when its route
 * goes through a service, and never add one without a reason.
 */
const KNOWN: Record<string, string> = {
  'modules/admin/stats.routes.ts -> ./audit.repository.ts': 'the audit list is read straight from its table',
  'modules/billing/billing.routes.ts -> ./billing.repository.ts': 'history and status read orders directly',
  'modules/billing/simulator.routes.ts -> ./billing.repository.ts': 'development-only payment simulator',
  'modules/playground/playground.routes.ts -> ../catalogue/content.repository.ts':
    'reads the loaded content; a catalogue service should own it',
  'modules/practice/practice.routes.ts -> ../catalogue/content.repository.ts':
    'reads the loaded content; a catalogue service should own it',
};

const src = import.meta.dirname;

const routeFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('.routes.ts') ? [path] : [];
  });

/** Every non-test TypeScript file under dir. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** Repositories a file imports values from (`import type` lines do not count). */
export function repositoryImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+\.repository\.ts)'/gms)].map(
    (m) => m[1] as string,
  );
}

describe('server import boundaries', () => {
  const edges = routeFiles(join(src, 'modules')).flatMap((file) =>
    repositoryImports(readFileSync(file, 'utf8')).map((target) => `${relative(src, file)} -> ${target}`),
  );

  it('no route imports a repository, apart from the known edges listed with their reasons', () => {
    expect(edges.filter((edge) => !(edge in KNOWN))).toEqual([]);
  });

  it('every listed edge still exists (a fixed one is removed from the list)', () => {
    expect(Object.keys(KNOWN).filter((edge) => !edges.includes(edge))).toEqual([]);
  });

  it('only the users module forgets a user in the session cache: every user change goes through it', () => {
    const callers = sourceFiles(src)
      .filter((file) => /\bforgetUser\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(callers.sort()).toEqual(['modules/users/users.service.ts', 'plugins/session-cache.ts']);
  });

  it('no comment cites a numbered section of a document the repository does not hold', () => {
    const citing = sourceFiles(src)
      .filter((file) => readFileSync(file, 'utf8').includes('\u00a7'))
      .map((file) => relative(src, file));
    expect(citing, 'cite docs/product-rules.md and its heading instead').toEqual([]);
  });

  it('the check sees a route importing a repository, and not a type import', () => {
    const text =
      "import type { UserRow } from '../users/users.repository.ts';\nimport {\n  findUserById,\n} from '../users/users.repository.ts';";
    expect(repositoryImports(text)).toEqual(['../users/users.repository.ts']);
  });
});
