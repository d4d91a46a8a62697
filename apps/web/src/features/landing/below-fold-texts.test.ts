import { describe, expect, it } from 'vitest';
import { i18n, initI18n, switchLanguage } from '../../lib/i18n.ts';
import en from '../../locales/en/landing-more.json';
import enShell from '../../locales/en/shell.ts';
import uk from '../../locales/uk/landing-more.json';
import { loadBelowFoldTexts } from './below-fold-texts.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (value: unknown) => [...new Set(keys(value).map((k) => k.replace(PLURAL, '')))].sort();

describe('the landing texts below the first screen', () => {
  it('have the same keys in English and Ukrainian, none empty', () => {
    expect(base(uk)).toEqual(base(en));
    expect(JSON.stringify([en, uk])).not.toContain('""');
  });

  it('are not in the shell chunk, and share no key with it', () => {
    const shellKeys = Object.keys(enShell.landing);
    expect(Object.keys(en).filter((k) => shellKeys.includes(k))).toEqual([]);
  });

  it('join the landing namespace without dropping the first screen’s texts', async () => {
    initI18n('en');
    await loadBelowFoldTexts();
    const t = i18n.getFixedT('uk', 'landing');
    expect(t('faq.title')).toBe(uk.faq.title);
    expect(i18n.getFixedT('en', 'landing')('hero.title')).toBe(enShell.landing.hero.title);
    expect(i18n.getFixedT('en', 'landing')('faq.title')).toBe(en.faq.title);
  });

  it('leaves the English shell to be fetched when a Ukrainian visitor switches after the lower part loaded', async () => {
    // A Ukrainian visitor: no English texts yet; the lower part then adds its texts in both languages.
    initI18n('uk');
    i18n.removeResourceBundle('en', 'common');
    i18n.removeResourceBundle('en', 'landing');
    await loadBelowFoldTexts();
    i18n.addResourceBundle('en', 'landing', en, true, true);
    await switchLanguage('en');
    expect(i18n.t('hero.title', { ns: 'landing' })).toBe(enShell.landing.hero.title);
    expect(i18n.t('faq.title', { ns: 'landing' })).toBe(en.faq.title);
  });
});
