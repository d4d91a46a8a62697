import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import en from '../../locales/en/billing.json';
import uk from '../../locales/uk/billing.json';
import { loadBillingTexts } from './billing-texts.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));

describe('billing texts', () => {
  it('have the same keys in English and Ukrainian, none empty', () => {
    expect(keys(uk).sort()).toEqual(keys(en).sort());
    expect(JSON.stringify([en, uk])).not.toContain('""');
  });

  it('load into i18next in both languages', async () => {
    initI18n('en');
    await loadBillingTexts();
    expect(i18n.getFixedT('en', 'billing')('paywall.headings.default')).toBe("You're Almost There!");
    expect(i18n.getFixedT('uk', 'billing')('success.title')).toBe('Дякуємо за покупку');
    const uk = i18n.getFixedT('uk', 'billing');
    expect(uk('paywallModal.lovedBy', { count: 1, n: '1' })).toBe('Нас любить 1 учень');
    expect(uk('paywallModal.lovedBy', { count: 3, n: '3' })).toBe('Нас люблять 3 учні');
    expect(uk('paywallModal.lovedBy', { count: 125, n: '125' })).toBe('Нас люблять 125 учнів');
    expect(i18n.getFixedT('en', 'billing')('paywallModal.lovedBy', { count: 1, n: '1' })).toBe(
      'Loved by 1 student',
    );
  });
});
