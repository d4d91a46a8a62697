import { describe, expect, it } from 'vitest';
import { i18n, initI18n } from './i18n.ts';
import { compactFigure, figureOptions } from './live-figures.ts';

describe('catalogue figures in the copy', () => {
  // Ukrainian groups digits with a no-break space (U+00A0), as Intl formats them.
  it('names the counted nouns in the form each number needs', () => {
    initI18n('en');
    expect(figureOptions({ topics: 126, exercises: 125947 }, 'en')).toEqual({
      topics: '126 topics',
      exercises: '125,947 exercises',
    });
    expect(figureOptions({ topics: 1, exercises: 1 }, 'en')).toEqual({
      topics: '1 topic',
      exercises: '1 exercise',
    });
    const uk = (topics: number, exercises: number) => figureOptions({ topics, exercises }, 'uk');
    expect(uk(126, 125947)).toEqual({ topics: '126 тем', exercises: '125\u00a0947 вправ' });
    expect(uk(151, 200001)).toEqual({ topics: '151 тема', exercises: '200\u00a0001 вправа' });
    expect(uk(192, 200003)).toEqual({ topics: '192 теми', exercises: '200\u00a0003 вправи' });
  });

  it('reads the plain variant, without figures, while they are unknown', () => {
    initI18n('en');
    const options = figureOptions(null, 'en');
    expect(options).toEqual({ context: 'plain' });
    expect(i18n.t('hero.eyebrow', { ns: 'landing', ...options })).toBe('English grammar from A1 to C1');
    expect(
      i18n.t('hero.eyebrow', {
        ns: 'landing',
        ...figureOptions({ topics: 126, exercises: 125947 }, 'uk'),
        lng: 'uk',
      }),
    ).toBe('126 тем · 125\u00a0947 вправ');
    // A text that quotes no figure has no plain variant and reads the same either way.
    expect(i18n.t('pricing.features.explanations', options)).toBe(i18n.t('pricing.features.explanations'));
  });

  it('shortens a figure for a tight box without rounding it up', () => {
    expect(compactFigure(125947, 'en')).toBe('125K');
    expect(compactFigure(125947, 'uk')).toBe('125\u00a0тис.');
    expect(compactFigure(126, 'en')).toBe('126');
  });
});
