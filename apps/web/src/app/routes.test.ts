import { describe, expect, it } from 'vitest';
import { documentTitle, pathTo, ROUTES } from './routes.ts';

describe('pathTo', () => {
  it('fills parameters and encodes them', () => {
    expect(pathTo('hub.exercises', { sectionSlug: 'basics', topicSlug: 'do-does' })).toBe(
      '/hub/sections/basics/do-does',
    );
    expect(pathTo('public.payment-status', { orderId: 'a b' })).toBe('/public/payment-status/a%20b');
  });

  it('drops a missing optional parameter and rejects a missing required one', () => {
    expect(pathTo('signin.success')).toBe('/signin/success');
    expect(pathTo('signin.success', { plan: 'lifetime-pass' })).toBe('/signin/success/lifetime-pass');
    expect(() => pathTo('signin.plan')).toThrow(/plan/);
  });

  it('has a unique path per name', () => {
    const paths = Object.values(ROUTES).map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('formats the document title with the product name first', () => {
    expect(documentTitle('Basics: Articles')).toBe('Gapwise | Basics: Articles');
    expect(documentTitle(null)).toBe('Gapwise');
  });
});
