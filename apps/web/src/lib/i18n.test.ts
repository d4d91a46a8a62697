import { describe, expect, it } from 'vitest';
import { resources } from './i18n.ts';

/** Every key path of a nested message object, e.g. "nav.login". */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('locales', () => {
  it.each(Object.keys(resources.en))('namespace %s has the same keys in English and Ukrainian', (ns) => {
    const en = keys(resources.en[ns as keyof typeof resources.en]).sort();
    const uk = keys(resources.uk[ns as keyof typeof resources.uk]).sort();
    expect(uk).toEqual(en);
  });

  it('has no empty strings', () => {
    const all = [resources.en, resources.uk].flatMap((bundle) =>
      Object.values(bundle).flatMap((ns) => JSON.stringify(ns).match(/""/g) ?? []),
    );
    expect(all).toEqual([]);
  });
});
