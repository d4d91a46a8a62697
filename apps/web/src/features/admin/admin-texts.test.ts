import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import uk from '../../locales/uk/admin.json';
import { lastDays } from './components/Bars.tsx';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sources(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')
        ? [readFileSync(join(dir, entry.name), 'utf8')]
        : [],
  );

describe('admin texts', () => {
  it('have the same keys in English and Ukrainian, none empty', () => {
    expect(keys(uk).sort()).toEqual(keys(en).sort());
    expect(JSON.stringify([en, uk])).not.toContain('""');
  });

  it('hold every literal key the admin screens ask for', () => {
    const known = new Set(keys(en));
    const used = sources(import.meta.dirname).flatMap((code) =>
      [...code.matchAll(/\bt\('([a-zA-Z0-9_.-]+)'/g)].map((m) => m[1] as string),
    );
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((key) => !known.has(key))).toEqual([]);
  });
});

describe('lastDays', () => {
  it('fills the days with no figures, oldest first, ending today', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const days = lastDays([{ day: '2026-03-09', count: 4 }], 3, now);
    expect(days.map((d) => [d.day, d.row?.count ?? 0])).toEqual([
      ['2026-03-08', 0],
      ['2026-03-09', 4],
      ['2026-03-10', 0],
    ]);
  });
});
