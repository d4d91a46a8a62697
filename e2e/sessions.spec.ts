import { expect, type Page, test } from '@playwright/test';
import { signInByApi } from './helpers.ts';

const welcome = (page: Page) => page.getByRole('heading', { name: 'Welcome, Oksana!' });

test.describe('sessions', () => {
  test('two tabs of one learner refreshing at the same moment both stay signed in', async ({ context }) => {
    await context.clock.install();
    const first = await context.newPage();
    await signInByApi(first, 'two-tabs');
    const second = await context.newPage();
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/auth/refresh')) refreshes.push(response.status());
    });

    // Both tabs open at once: each trades the same refresh cookie on load.
    await Promise.all([first.goto('/profile'), second.goto('/profile')]);
    for (const page of [first, second]) await expect(welcome(page)).toBeVisible();

    // Both tabs' renewal timers fall due at the same moment (a minute before the 15-minute token ends).
    const before = refreshes.length;
    await context.clock.fastForward('14:30');
    await expect.poll(() => refreshes.length).toBeGreaterThan(before);
    for (const page of [first, second]) await expect(welcome(page)).toBeVisible();

    // Reloading and moving on in each tab: still signed in, so the session family was never revoked.
    for (const page of [second, first]) {
      await page.reload();
      await expect(welcome(page)).toBeVisible();
    }
    expect(
      refreshes.every((status) => status === 200),
      `refresh answers ${refreshes.join(', ')}`,
    ).toBe(true);
  });
});
