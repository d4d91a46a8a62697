import { expect, test } from '@playwright/test';
import { expectFitsScreen } from './helpers.ts';

test.describe('landing page', () => {
  test('renders in English for an English browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'English grammar exercises with explanations',
    );
    await expect(page).toHaveTitle('Gapwise | English Grammar Exercises with Explanations');
    await expectFitsScreen(page, 'the landing page');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('renders in Ukrainian for a Ukrainian browser, and the choice can be switched and is kept', async ({
    browser,
    isMobile,
  }) => {
    const context = await browser.newContext({ locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Вправи з англійської граматики з поясненнями',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expectFitsScreen(page, 'the landing page (uk)');

    // Phones keep the language switch in the burger menu.
    if (isMobile) await page.getByRole('button', { name: 'Меню' }).click();
    await page.getByRole('button', { name: 'English' }).click();
    if (isMobile) await page.keyboard.press('Escape');
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
    await expectFitsScreen(page, 'the landing page');
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
    expect(index.headers()['cache-control']).toBe('private, no-cache');
    expect(await index.text()).toContain('<div id="root">');
  });

  test('the live demo answers a question with its explanation', async ({ page }) => {
    await page.goto('/');
    const demo = page.locator('#demo');
    await demo.scrollIntoViewIfNeeded();
    await expect(demo.getByText('Question 1 of 5')).toBeVisible();
    await demo
      .getByRole('button', { name: /^(a|an|the|—)$/ })
      .first()
      .click();
    await expect(demo.getByRole('status')).toContainText(/Correct!|Not quite/);
    await expect(demo.getByRole('status')).not.toContainText('Writing the explanation');
    await expectFitsScreen(page, 'the live demo');
    await demo.getByRole('button', { name: 'Next question' }).click();
    await expect(demo.getByText('Question 2 of 5')).toBeVisible();
  });

  test('the FAQ keeps one answer open at a time', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.locator('#faq');
    await faq.getByRole('button', { name: 'Is it a subscription?' }).click();
    await expect(faq.getByText(/You pay once and that is all/)).toBeVisible();
    await faq.getByRole('button', { name: 'Can I try before I pay?' }).click();
    await expect(faq.getByText(/The demo above and three full demo topics/)).toBeVisible();
    await expect(faq.getByText(/You pay once and that is all/)).toBeHidden();
    await expect(faq.getByRole('button', { expanded: true })).toHaveCount(1);
    await expectFitsScreen(page, 'the FAQ');
  });

  test('pricing shows both passes and leads to sign-in for the chosen one', async ({ page }) => {
    await page.goto('/#pricing');
    const pricing = page.locator('#pricing');
    await expect(pricing.getByText('$8', { exact: true })).toBeVisible();
    await expect(pricing.getByText('$14', { exact: true })).toBeVisible();
    await pricing.getByRole('link', { name: 'Get the Lifetime Pass' }).click();
    await expect(page).toHaveURL(/\/signin\/plan\/lifetime-pass$/);
    // The URL changes before the landing page is gone: wait for the sign-in form, then read its plan banner.
    await expect(page.getByLabel('E-mail')).toBeVisible();
    await expect(page.getByText('Lifetime Pass')).toBeVisible();
    await expectFitsScreen(page, 'the sign-in page for a plan');
  });

  test('the contact form checks its fields before sending', async ({ page }) => {
    await page.goto('/#contact');
    const form = page.locator('#contact');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('This field is required')).toHaveCount(3);
    await form.getByLabel('Your name').fill('Olena');
    await form.getByLabel('E-mail').fill('olena@example');
    await form.getByLabel('Message').fill('Hello!');
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('A full email address is required')).toBeVisible();
    await expectFitsScreen(page, 'the contact form');
  });

  test('the header scrolls to sections; phones get a burger menu', async ({ page, isMobile }) => {
    await page.goto('/');
    if (isMobile) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      await expectFitsScreen(page, 'the burger menu');
      await page.getByRole('dialog').getByRole('link', { name: 'FAQ' }).click();
    } else {
      await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
    }
    await expect(page).toHaveURL(/#faq$/);
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
    await expectFitsScreen(page, 'the landing page at the FAQ');
  });
});
