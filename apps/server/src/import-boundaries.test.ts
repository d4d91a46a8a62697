import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's layers: routes -> services -> repositories, in every module.
 * - A route file (*.routes.ts) never imports a repository (*.repository.ts); it asks a service.
 * - Only repositories build queries: no other file under modules/ or plugins/ imports drizzle-orm's
 *   query builders or the schema's tables.
 * - A module reaches another module only through its services, never its repositories.
 * Type imports (a row type) are allowed everywhere.
 *
 * QUERIES_OUTSIDE_REPOSITORIES lists the files that still write queries themselves, each with why it is
 * still there. Remove an entry when its queries move to a repository; never add one without a reason.
 */
const QUERIES_OUTSIDE_REPOSITORIES: Record<string, string> = {};

const src = import.meta.dirname;

/** Every non-test TypeScript file under dir. */
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

/** The modules a file imports values from (an import whose every name is `type …` does not count). */
export function valueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gms)].flatMap((m) => {
    if (m[1]) return [];
    const names = /\{([^}]*)\}/s.exec(m[2] as string)?.[1];
    const bindings = names
      ?.split(',')
      .map((n) => n.trim())
      .filter(Boolean);
    if (bindings && bindings.length > 0 && bindings.every((n) => n.startsWith('type '))) return [];
    return [m[3] as string];
  });
}

/** Repositories a file imports values from. */
export const repositoryImports = (text: string): string[] =>
  valueImports(text).filter((target) => target.endsWith('.repository.ts'));

/** Whether a file imports query builders or tables: drizzle-orm (not its types) or the schema. */
export const importsQueries = (text: string): boolean =>
  valueImports(text).some((target) => target === 'drizzle-orm' || /\/db\/schema(\/index)?\.ts$/.test(target));

/** The module a path under modules/ belongs to ('' for a file straight in modules/), or null. */
const moduleOf = (path: string): string | null => {
  const parts = relative(join(src, 'modules'), path).split('/');
  if (parts[0] === '..') return null;
  return parts.length > 1 ? (parts[0] as string) : '';
};

describe('server import boundaries', () => {
  const files = sourceFiles(src);
  const read = (file: string) => readFileSync(file, 'utf8');

  it('no route imports a repository', () => {
    const edges = files
      .filter((file) => file.endsWith('.routes.ts'))
      .flatMap((file) =>
        repositoryImports(read(file)).map((target) => `${relative(src, file)} -> ${target}`),
      );
    expect(edges).toEqual([]);
  });

  it('only repositories build queries (apart from the files listed with their reasons)', () => {
    const querying = files
      .filter((file) => /\/(modules|plugins)\//.test(file) && !file.endsWith('.repository.ts'))
      .filter((file) => importsQueries(read(file)))
      .map((file) => relative(src, file));
    expect(querying.filter((file) => !(file in QUERIES_OUTSIDE_REPOSITORIES))).toEqual([]);
    // A file that no longer queries is taken off the list.
    expect(Object.keys(QUERIES_OUTSIDE_REPOSITORIES).filter((file) => !querying.includes(file))).toEqual([]);
  });

  it("a module reaches another module's data only through its service", () => {
    const edges = files.flatMap((file) =>
      repositoryImports(read(file))
        .filter((target) => moduleOf(resolve(dirname(file), target)) !== moduleOf(file))
        .map((target) => `${relative(src, file)} -> ${target}`),
    );
    expect(edges).toEqual([]);
  });

  it('only the users module forgets a user in the session cache: every user change goes through it', () => {
    const callers = files
      .filter((file) => /\bforgetUser\b/.test(read(file)))
      .map((file) => relative(src, file));
    expect(callers.sort()).toEqual(['modules/users/users.service.ts', 'plugins/session-cache.ts']);
  });

  it('no comment cites a numbered section of a document the repository does not hold', () => {
    const citing = files.filter((file) => read(file).includes('\u00a7')).map((file) => relative(src, file));
    expect(citing, 'cite docs/product-rules.md and its heading instead').toEqual([]);
  });

  it('the checks see value imports across lines, and not type imports', () => {
    const text = [
      "import type { UserRow } from '../users/users.repository.ts';",
      "import { type NewUser } from '../other/other.repository.ts';",
      "import {\n  findUserById,\n} from '../users/users.repository.ts';",
      "import { type SQL } from 'drizzle-orm';",
    ].join('\n');
    expect(repositoryImports(text)).toEqual(['../users/users.repository.ts']);
    expect(importsQueries(text)).toBe(false);
    expect(importsQueries("import { and, type SQL } from 'drizzle-orm';")).toBe(true);
    expect(importsQueries("import { users } from '../../db/schema/index.ts';")).toBe(true);
    expect(moduleOf(join(src, 'modules/admin/users.service.ts'))).toBe('admin');
    expect(moduleOf(join(src, 'plugins/auth.ts'))).toBeNull();
  });
});
