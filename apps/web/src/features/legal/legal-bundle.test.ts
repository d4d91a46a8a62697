import { describe, expect, it } from 'vitest';
import { legalResources } from './legal-bundle.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('legal texts', () => {
  it('have the same structure in English and Ukrainian', () => {
    expect(keys(legalResources.uk).sort()).toEqual(keys(legalResources.en).sort());
  });

  it('state the 30-day refund window, the 18+ age limit, Ukrainian law and the liability cap', () => {
    for (const bundle of Object.values(legalResources)) {
      const text = JSON.stringify(bundle);
      expect(text).toMatch(/30/);
      expect(text).toMatch(/18/);
      expect(text).toMatch(/Ukrain|Україн/);
      expect(text).toMatch(/USD 8|8 доларів/);
      expect(text).toMatch(/USD 14|14 доларів/);
    }
  });
});
