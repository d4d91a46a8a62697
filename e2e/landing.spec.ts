import { expect, test } from '@playwright/test';

test.describe('landing page', () => {
  test('renders in English for an English browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'English grammar exercises with explanations',
    );
    await expect(page).toHaveTitle('Gapwise | English Grammar Exercises with Explanations');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('renders in Ukrainian for a Ukrainian browser, and the choice can be switched and is kept', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Вправи з англійської граматики з поясненнями',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'English grammar exercises with explanations',
    );
    await page.reload();
    // The stored choice wins over the browser language.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'English grammar exercises with explanations',
    );
    await context.close();
  });

  test('an unknown path lands on the home page', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the API answers an unknown path with a 404 envelope', async ({ request }) => {
    const res = await request.get('/api/does-not-exist');
    expect(res.status()).toBe(404);
    expect(await res.json()).toMatchObject({ isSuccess: false, error: { code: 'ROUTE_NOT_FOUND' } });
  });

  test('hashed assets are cached for a year, index.html is revalidated', async ({ page, request }) => {
    const assets: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/')) assets.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(assets.length).toBeGreaterThan(0);
    const asset = await request.get(assets[0] ?? '');
    expect(asset.headers()['cache-control']).toContain('immutable');
    const index = await request.get('/hub/sections');
    expect(index.headers()['cache-control']).toBe('no-cache');
    expect(await index.text()).toContain('<div id="root">');
  });
});
