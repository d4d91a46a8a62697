import { describe, expect, it } from 'vitest';
import { safeReturnPath, withReturnPath } from './return-path.ts';

const origin = 'https://gapwise.app';

describe('safeReturnPath', () => {
  it('keeps a path of this app, with its query and hash', () => {
    expect(safeReturnPath('/profile', origin)).toBe('/profile');
    expect(safeReturnPath('/hub/sections/basics/articles?x=1#top', origin)).toBe(
      '/hub/sections/basics/articles?x=1#top',
    );
  });

  it('drops anything that leaves the site: no open redirect', () => {
    for (const raw of [
      'https://evil.example/profile',
      '//evil.example/profile',
      '/\\evil.example',
      '/\t/evil.example',
      'javascript:alert(1)',
      'profile',
      '',
      null,
      undefined,
    ]) {
      expect(safeReturnPath(raw, origin)).toBeNull();
    }
  });

  it('drops the sign-in pages, which would loop', () => {
    expect(safeReturnPath('/signin', origin)).toBeNull();
    expect(safeReturnPath('/signin/plan/lifetime-pass', origin)).toBeNull();
    expect(safeReturnPath('/signinx', origin)).toBe('/signinx');
  });
});

describe('withReturnPath', () => {
  it('attaches a safe path as ?next=, and nothing else', () => {
    expect(withReturnPath('/signin', '/hub/payment-history')).toBe('/signin?next=%2Fhub%2Fpayment-history');
    expect(withReturnPath('/signin', '//evil.example')).toBe('/signin');
    expect(withReturnPath('/signin', null)).toBe('/signin');
  });
});
