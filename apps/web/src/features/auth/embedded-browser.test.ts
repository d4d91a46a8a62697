import { describe, expect, it } from 'vitest';
import { isEmbeddedBrowser } from './embedded-browser.ts';

describe('isEmbeddedBrowser', () => {
  it('spots in-app browsers', () => {
    expect(isEmbeddedBrowser('Mozilla/5.0 (iPhone) AppleWebKit Mobile/15E148 [FBAN/FBIOS;FBAV/400.0]')).toBe(
      true,
    );
    expect(isEmbeddedBrowser('Mozilla/5.0 (iPhone) Mobile/15E148 Instagram 300.0')).toBe(true);
    expect(isEmbeddedBrowser('Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 LinkedInApp')).toBe(true);
  });

  it('lets ordinary browsers through', () => {
    expect(isEmbeddedBrowser('Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36')).toBe(false);
    expect(
      isEmbeddedBrowser('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Version/17.0 Mobile Safari/604.1'),
    ).toBe(false);
  });
});
