import { describe, expect, it } from 'vitest';
import en from '../locales/en/shell.ts';
import uk from '../locales/uk/shell.ts';

const resources = { en, uk };

/** Every key path of a nested message object, e.g. "nav.login". */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** Keys with plural suffixes folded into one ("proof.loved_few" → "proof.loved"). */
const baseKeys = (value: unknown) => [...new Set(keys(value).map((k) => k.replace(PLURAL, '')))].sort();

describe('locales', () => {
  it.each(Object.keys(resources.en))('namespace %s has the same keys in English and Ukrainian', (ns) => {
    const en = baseKeys(resources.en[ns as keyof typeof resources.en]);
    const uk = baseKeys(resources.uk[ns as keyof typeof resources.uk]);
    expect(uk).toEqual(en);
  });

  it.each(['en', 'uk'] as const)('plural messages in %s have every form the language needs', (lng) => {
    const needed = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const all = Object.values(resources[lng]).flatMap((ns) => keys(ns));
    const plurals = [...new Set(all.filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')))];
    expect(plurals.length).toBeGreaterThan(0);
    const missing = plurals.flatMap((base) =>
      needed.filter((form) => !all.includes(`${base}_${form}`)).map((form) => `${base}_${form}`),
    );
    expect(missing).toEqual([]);
  });

  it('has no empty strings', () => {
    const all = [resources.en, resources.uk].flatMap((bundle) =>
      Object.values(bundle).flatMap((ns) => JSON.stringify(ns).match(/""/g) ?? []),
    );
    expect(all).toEqual([]);
  });
});
