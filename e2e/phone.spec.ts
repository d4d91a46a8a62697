import { expect as baseExpect, type Page, test } from '@playwright/test';
import { expectFitsScreen, expectOnScreen, signInByApi } from './helpers.ts';

/**
 * What learners and buyers hit on a phone (issue 19): logging out lands home (it once looped between
 * /hub and /signin after a reload until the tab froze), the hub fits a 390-412 px screen in both
 * languages, and every upgrade sheet opens on screen instead of below it.
 */
// Screens load lazily; on a busy machine the first paint of the hub can take more than 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

test.describe('on a phone', () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(!isMobile, 'phone journeys');
    test.setTimeout(90_000);
  });

  /** Counts the main frame's navigations from now on (a redirect loop makes thousands). */
  const countNavigations = (page: Page) => {
    const seen = { count: 0 };
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.count += 1;
    });
    return seen;
  };

  const logOutFromHubMenu = async (page: Page) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click();
  };

  test('logging out from the hub menu lands home, also after a reload', async ({ page }) => {
    await signInByApi(page, 'logout');
    await page.goto('/hub/sections');
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    // The first visit to the hub offers the tutorial, once; dismissed, it does not come back.
    const offer = page.getByRole('region', { name: /New here\?/ });
    await expect(offer.getByRole('link', { name: 'Open the tutorial' })).toBeVisible();
    await offer.getByRole('button', { name: 'Dismiss the tutorial offer' }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await expect(offer).toHaveCount(0);

    // Without a reload.
    let navigations = countNavigations(page);
    await logOutFromHubMenu(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(navigations.count).toBeLessThanOrEqual(3);

    // After a reload of the hub: the session is restored while the hub is open.
    await signInByApi(page, 'logout-reload');
    await page.goto('/hub/sections');
    // Reloaded once the hub has its session (the refresh cookie is renewed on every restore).
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
    navigations = countNavigations(page);
    await logOutFromHubMenu(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    // Still home a moment later, with no more than a few navigations on the way.
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/$/);
    expect(navigations.count).toBeLessThanOrEqual(3);
    await expectFitsScreen(page, 'the landing page');
  });

  for (const [locale, lang, all, group] of [
    ['en-GB', 'en', 'All', 'Sections'],
    ['uk-UA', 'uk', 'Усі', 'Розділи'],
  ] as const) {
    test(`every section of the hub fits the screen (${lang})`, async ({ browser, playwright }) => {
      const context = await browser.newContext({ ...playwright.devices['Pixel 7'], locale });
      const page = await context.newPage();
      await signInByApi(page, `fits-${lang}`, lang);
      await page.goto('/hub/sections');
      const chips = page.getByRole('group', { name: group }).getByRole('button');
      await expect(chips.first()).toHaveText(all, { timeout: 15_000 });
      await expectFitsScreen(page, `the hub (${lang}, all sections)`);
      // Each section on its own, as its chip shows it.
      const count = await chips.count();
      expect(count).toBeGreaterThan(15);
      for (let i = 1; i < count; i += 1) {
        await chips.nth(i).click();
        await expect(chips.nth(i)).toHaveAttribute('aria-pressed', 'true');
        await expectFitsScreen(page, `the hub (${lang}), section "${await chips.nth(i).textContent()}"`);
      }
      await context.close();
    });
  }

  test('the tariffs sheet (Get Premium) and the locked-topic sheet open on screen', async ({ page }) => {
    await signInByApi(page, 'sheets');
    await page.goto('/hub/sections');
    await page.getByRole('link', { name: 'Get Premium' }).click();
    const tariffs = page.getByRole('dialog', { name: 'Get full access' });
    await expectOnScreen(page, tariffs);
    await expect(tariffs.getByRole('button', { name: 'Get access now' })).toBeAttached();
    await page.keyboard.press('Escape');
    await expect(tariffs).toBeHidden();

    // A premium topic deep in a long section (Pronoun once made the page 784 px wide).
    await page.getByRole('button', { name: 'Pronoun', exact: true }).click();
    await page
      .getByRole('button', { name: /Locked/ })
      .first()
      .click();
    const locked = page.getByRole('dialog', { name: 'This is a Premium topic' });
    await expectOnScreen(page, locked);
    await expect(locked.getByRole('link', { name: 'See Premium plans' })).toBeInViewport();
  });

  test('"Go to tests" in the landing menu opens the paywall sheet on screen', async ({ page }) => {
    await signInByApi(page, 'gototests');
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Go to tests' }).click();
    await expect(page).toHaveURL(/\/hub\/sections/);
    const paywall = page.getByRole('dialog');
    await expectOnScreen(page, paywall);
    await expectFitsScreen(page, 'the hub behind the paywall');
  });

  test('a Ukrainian visitor gets the demo explanations in Ukrainian without choosing it', async ({
    browser,
    playwright,
  }) => {
    const context = await browser.newContext({ ...playwright.devices['Pixel 7'], locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto('/demo');
    const cards = page.locator('ul[aria-labelledby="demo-topics"]').getByRole('button');
    await expect(cards).toHaveCount(3);
    await expectFitsScreen(page, 'the demo (uk)');
    const response = page.waitForResponse((r) => r.url().includes('/api/topics/'));
    await cards.nth(0).click();
    const { content } = (await (await response).json()) as {
      content: { exercises: { possibleAnswers: string[][]; answers: string[] }[] };
    };
    const first = content.exercises[0];
    const wrong = first?.possibleAnswers[0]?.find((c) => c !== first.answers[0]) ?? '';
    const explained = page.waitForRequest((r) => r.url().includes('/generate-explanation'));
    await page.getByRole('dialog').getByRole('button', { name: wrong, exact: true }).click();
    expect((await explained).postDataJSON()).toMatchObject({ language: 'Ukrainian' });
    await expect(page.locator('section[aria-labelledby="explanation-title"]')).toContainText(
      /[а-яіїєґ]{4,}/i,
    );
    await expectFitsScreen(page, 'the demo explanation (uk)');
    await context.close();
  });
});
