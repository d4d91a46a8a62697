import { expect, test } from '@playwright/test';

test.describe('learning area', () => {
  test('a visitor plays a demo topic: answers, reads explanations, sees the result', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/demo');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try Gapwise for free');
    await page.getByRole('button', { name: 'Start' }).first().click();
    await expect(page.getByText('Exercise 1 of 5')).toBeVisible();

    for (let i = 1; i <= 5; i++) {
      await expect(page.getByText(`Exercise ${i} of 5`)).toBeVisible();
      await page.locator('div.grid button').first().click();
      // Right or wrong, an explanation streams in and names the right answer.
      await expect(page.getByText(/Correct!|Not quite/)).toBeVisible();
      await expect(page.locator('[aria-live="polite"] p').first()).not.toHaveText(/Writing an explanation/, {
        timeout: 10_000,
      });
      await page.getByRole('button', { name: i === 5 ? 'Finish' : 'Next' }).click();
    }
    await expect(page.getByText('Your result')).toBeVisible();
    await expect(page.getByText(/of 5 correct/)).toBeVisible();
    await expect(page.getByText('Log in to save your stars.')).toBeVisible();
    await context.close();
  });

  test('the hub lists sections, filters by search, and locks premium topics for visitors', async ({
    page,
  }) => {
    await page.goto('/hub/sections');
    await expect(page.getByRole('heading', { name: 'Grammar topics' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Basics' })).toBeVisible();
    await page.getByPlaceholder('Search topics').fill('zzzz-no-such-topic');
    await expect(page.getByText('Nothing found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(page.getByText('Part of the full access pass').first()).toBeVisible();
  });

  test('an exercise page sets the title to section and topic, in Ukrainian too', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'uk-UA' });
    const page = await context.newPage();
    await page.goto('/hub/sections/basics/do-does');
    await expect(page.getByText('Вправа 1 з 10')).toBeVisible();
    await expect(page).toHaveTitle(/^Gapwise \| Основи: /);
    await context.close();
  });
});
