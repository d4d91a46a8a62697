import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../lib/i18n.ts';
import en from '../locales/en/learning.json';
import uk from '../locales/uk/learning.json';
import { loadLearningTexts } from './learning-texts.ts';

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value !== 'object' || value === null
    ? [prefix]
    : Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));

describe('learning texts', () => {
  it('have the same keys in English and Ukrainian, none empty', () => {
    expect(keys(uk).sort()).toEqual(keys(en).sort());
    expect(JSON.stringify([en, uk])).not.toContain('""');
  });

  it('load into i18next with Ukrainian plural forms', async () => {
    initI18n('uk');
    await loadLearningTexts();
    const t = i18n.getFixedT('uk', 'learning');
    expect(t('hub.topicCount', { count: 1 })).toBe('1 тема');
    expect(t('hub.topicCount', { count: 3 })).toBe('3 теми');
    expect(t('hub.topicCount', { count: 11 })).toBe('11 тем');
    expect(i18n.getFixedT('en', 'learning')('hub.topicCount', { count: 1 })).toBe('1 topic');
    expect(t('results.practiseMistakes', { count: 1 })).toBe('Попрацювати над 1 помилкою');
    expect(t('review.stillDue', { count: 5 })).toBe('Ще 5 вправ на черзі.');
    expect(i18n.getFixedT('en', 'learning')('results.practiseMistakes', { count: 3 })).toBe(
      'Practise my 3 mistakes',
    );
  });
});
