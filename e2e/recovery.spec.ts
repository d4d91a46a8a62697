import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsScreen } from './helpers.ts';

/** The privacy page's own chunk: what a tab left open across a deploy can no longer fetch. */
const PRIVACY_CHUNK = /\/assets\/PrivacyPage-[^/]+\.js$/;

test.describe('recovery', () => {
  test('a screen whose chunk fails to load reloads once, then shows a recoverable screen, not a blank page', async ({
    page,
  }) => {
    let aborted = 0;
    await page.route(PRIVACY_CHUNK, (route) => {
      aborted++;
      return route.abort();
    });
    // A client-side step to a screen not opened before, as in a tab left open across a deploy.
    await page.goto('/public/terms-of-services');
    await page
      .getByRole('link', { name: /privacy policy/i })
      .first()
      .click();

    await expect(page.getByRole('heading', { name: 'Gapwise has been updated' })).toBeVisible();
    await expect(page.getByText('Reload the page to continue.')).toBeVisible();
    // The first failure reloaded the page once; the failure after that reload shows the screen (no loop).
    expect(aborted).toBe(2);
    await expectFitsScreen(page, 'the update screen');
    await expectAccessible(page, 'the update screen');

    // The chunk is there again (the new build): the button brings the page back.
    await page.unroute(PRIVACY_CHUNK);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});
