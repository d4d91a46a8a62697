import { expect, test } from '@playwright/test';
import { expectAccessible, expectFitsScreen } from './helpers.ts';

interface Exercise {
  id: string;
  possibleAnswers: string[][];
  answers: string[];
}

test.describe('playground', () => {
  test.use({ locale: 'en-GB' });

  test('a visitor tries a premium topic: its first 5 exercises, a wrong answer explained, then results', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/playground');
    await expect(page.getByRole('heading', { level: 1, name: 'Playground' })).toBeVisible();
    await expectFitsScreen(page, 'the playground');
    await expectAccessible(page, 'the playground');
    await page.getByRole('searchbox', { name: 'Search topics' }).fill('First conditional');
    const response = page.waitForResponse((r) => r.url().includes('/api/playground/first-conditional'));
    await page.getByRole('button', { name: /First conditional/ }).click();
    await expect(page).toHaveURL(/\/playground\/conditional\/first-conditional$/);
    const { exercises } = ((await (await response).json()) as { content: { exercises: Exercise[] } }).content;
    expect(exercises).toHaveLength(5);

    for (const [i, exercise] of exercises.entries()) {
      await expect(page.getByText(`Exercise ${i + 1} of 5`)).toBeVisible();
      if (i === 0) await expectFitsScreen(page, 'the playground exercise');
      const right = exercise.answers[0] ?? '';
      const pick = i === 0 ? (exercise.possibleAnswers[0]?.find((c) => c !== right) ?? '') : right;
      await page.getByRole('button', { name: pick, exact: true }).click();
      if (i === 0) {
        await expect(page.getByRole('heading', { name: 'Explaining your mistake' })).toBeVisible();
        await expect(page.locator('section[aria-labelledby="explanation-title"]')).toContainText(
          /(\S+\s+){5,}\S+/,
        );
        await expectFitsScreen(page, 'the playground explanation');
      }
      // Explanations after correct answers are on by default: every answer is followed by one.
      await page.getByRole('button', { name: 'Next' }).click();
    }
    // The miss comes back once (retrying mistakes is on by default); the second try earns no star.
    await expect(page.getByText('Second try · 1 of 1')).toBeVisible();
    await page.getByRole('button', { name: exercises[0]?.answers[0] ?? '', exact: true }).click();
    await page.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByText('Score: 4 of 5')).toBeAttached();
    await expectFitsScreen(page, 'the playground results');
  });

  test('the server serves no more than 5, and answers an unknown topic with TOPIC_NOT_FOUND', async ({
    request,
  }) => {
    const res = await request.get('/api/playground/first-conditional');
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { content: { exercises: unknown[] } }).content.exercises).toHaveLength(5);
    const unknown = await request.get('/api/playground/no-such-topic');
    expect(unknown.status()).toBe(404);
    expect(await unknown.json()).toMatchObject({ isSuccess: false, error: { code: 'TOPIC_NOT_FOUND' } });
  });

  test('the landing FAQ links to the tutorial', async ({ page }) => {
    await page.goto('/#faq');
    const faq = page.locator('#faq');
    await faq.getByRole('button', { name: 'How does an exercise work?' }).click();
    await faq.getByRole('link', { name: 'Open the tutorial' }).click();
    await expect(page).toHaveURL(/\/tutorial$/);
    await expectFitsScreen(page, 'the tutorial');
  });
});
