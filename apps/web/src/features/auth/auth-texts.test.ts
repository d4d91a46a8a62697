import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../lib/i18n.ts';
import en from '../../locales/en/auth.json';
import enShell from '../../locales/en/shell.ts';
import uk from '../../locales/uk/auth.json';
import { loadAuthTexts } from './auth-texts.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (value: unknown) => [...new Set(keys(value).map((k) => k.replace(PLURAL, '')))].sort();

describe('sign-in texts', () => {
  it('have the same keys in English and Ukrainian, none empty', () => {
    expect(base(uk)).toEqual(base(en));
    expect(JSON.stringify([en, uk])).not.toContain('""');
  });

  it('are not part of the shell chunk the landing page loads', () => {
    expect(Object.keys(enShell)).not.toContain('auth');
  });

  it('load into i18next in both languages', async () => {
    initI18n('en');
    await loadAuthTexts();
    expect(i18n.hasResourceBundle('en', 'auth')).toBe(true);
    expect(i18n.getFixedT('uk', 'auth')('errors.codeExpired')).toBe(uk.errors.codeExpired);
    expect(i18n.getFixedT('en', 'auth')('errors.codeExpired')).toBe(en.errors.codeExpired);
  });
});
