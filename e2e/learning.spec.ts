import { type APIRequestContext, expect, type Page, type Response, test } from '@playwright/test';
import { expectAccessible, expectFitsScreen, readCode } from './helpers.ts';

interface Exercise {
  id: string;
  text: string;
  possibleAnswers: string[][];
  answers: string[];
}

const topicOf = async (response: Promise<Response>) =>
  ((await (await response).json()) as { content: { exercises: Exercise[] } }).content;

/** Picks a choice of the current exercise through its button. */
async function choose(page: Page, exercise: Exercise, right: boolean) {
  const choices = exercise.possibleAnswers[0] ?? [];
  const correct = exercise.answers[0] ?? '';
  const pick = right ? correct : (choices.find((c) => c !== correct) ?? '');
  await page.getByRole('button', { name: pick, exact: true }).click();
}

test.describe('learning: visitor', () => {
  test.use({ locale: 'en-GB' });

  test('the tutorial walks through a right and a wrong answer to "Time for tests!"', async ({ page }) => {
    await page.goto('/tutorial');
    await expect(page).toHaveTitle('Gapwise | Tutorial');
    await expectFitsScreen(page, 'the tutorial');
    await page.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByRole('heading', { name: 'Step 1/2' })).toBeVisible();
    await expectFitsScreen(page, 'the tutorial, step 1');
    await page.getByRole('button', { name: 'goes', exact: true }).click();
    await expect(page.getByText('Correct!')).toBeVisible();
    await expect(page.getByText(/takes -s: she goes/)).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Step 2/2' })).toBeVisible();
    // The next step opens at the top of the page, its heading focused (not scrolled under the header).
    await expect(page.getByRole('heading', { name: 'Step 2/2' })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: 'a', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Explaining your mistake' })).toBeVisible();
    await expect(page.getByText(/Before a vowel sound we use “an”/)).toBeVisible();
    await expectFitsScreen(page, 'the tutorial explanation');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Time for tests!' })).toBeVisible();
    // Right first answer, a mistake made on purpose in step 2 as asked: all three stars.
    await expect(page.getByText('3 of 3 stars')).toBeAttached();
    await expectFitsScreen(page, 'the tutorial results');
    await page.getByRole('link', { name: 'Create a free account' }).click();
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the demo: 5 best exercises, one wrong answer explained, results with 2 stars', async ({ page }) => {
    await page.goto('/demo');
    const cards = page.getByRole('list', { name: 'Open these topics' }).getByRole('button');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toHaveAccessibleName(/^Articles/);
    await expectAccessible(page, 'the demo sections');
    await expectFitsScreen(page, 'the demo sections');

    const response = page.waitForResponse((r) => r.url().includes('/api/topics/articles'));
    await cards.nth(0).click();
    const url = new URL((await response).url());
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('isOnlyHighQuality')).toBe('true');
    const { exercises } = await topicOf(response);
    expect(exercises).toHaveLength(5);

    const dialog = page.getByRole('dialog');
    await expect(page).toHaveTitle('Gapwise | Basics: Articles: a, an, the or no article');
    // The demo hides the settings icon.
    await expect(dialog.getByRole('button', { name: 'Exercise settings' })).toHaveCount(0);
    for (const [i, exercise] of exercises.entries()) {
      await expect(dialog.getByText(`Exercise ${i + 1} of 5`)).toBeVisible();
      if (i === 0) await expectAccessible(page, 'the exercise screen');
      await expectFitsScreen(page, 'the demo exercise');
      await choose(page, exercise, i !== 2);
      // In the demo a right answer is explained too.
      const title = i === 2 ? 'Explaining your mistake' : 'Explaining the rule...';
      await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
      await expect(dialog.getByText('Generating your explanation…')).toHaveCount(0);
      await expect(dialog.locator('section[aria-labelledby="explanation-title"]')).toContainText(
        /(\S+\s+){5,}\S+/,
      );
      await dialog.getByRole('button', { name: i === 4 ? 'Finish' : 'Next' }).click();
    }

    await expect(dialog.getByRole('heading', { name: 'Good' })).toBeVisible();
    await expect(dialog.getByText('2 of 3 stars')).toBeAttached();
    await expect(dialog.getByText('Score: 4 of 5')).toBeAttached();
    await expect(dialog.getByRole('link', { name: 'Log in to save' })).toHaveAttribute(
      'href',
      /action=open-login&sectionRecords=/,
    );
    await expectAccessible(page, 'the results screen');
    await expectFitsScreen(page, 'the demo results');

    // The history reuses the explanations already generated: no new request.
    let asked = 0;
    page.on('request', (r) => {
      if (r.url().includes('/generate-explanation')) asked++;
    });
    await dialog.getByRole('button', { name: 'Answer history' }).click();
    await dialog.getByRole('button', { name: 'Explain' }).nth(2).click();
    await expect(dialog.getByRole('listitem').nth(2)).toContainText(/(\S+\s+){8,}\S+/);
    await expectFitsScreen(page, 'the answer history');
    expect(asked).toBe(0);

    await dialog.getByRole('button', { name: 'Close demo' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).toHaveTitle('Gapwise | Free demo');
    // Focus goes back to the card that opened the session.
    await expect(cards.nth(0)).toBeFocused();
  });

  test('a visitor opening a hub exercise link is sent to sign in', async ({ page }) => {
    await page.goto('/hub/sections/basics/articles');
    // …and brought back to it afterwards (the path travels as ?next=, same-origin only).
    await expect(page).toHaveURL(/\/signin\?next=%2Fhub%2Fsections%2Fbasics%2Farticles$/);
    await expectFitsScreen(page, 'the sign-in page');
  });
});

/** The accounts API is another area's work: the signed-in journeys wait for it. */
async function accountsReady(request: APIRequestContext) {
  const res = await request.post('/api/auth/refresh');
  const body = (await res.json().catch(() => ({}))) as { error?: { code?: string } };
  return body.error?.code !== 'ROUTE_NOT_FOUND';
}

/** Registers a new learner through the sign-in page and onboarding, as a person would. */
async function signUp(page: Page, request: APIRequestContext) {
  const email = `e2e-learning-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await page.goto('/signin');
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await page.getByLabel('Your name').fill('Olena');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: /Digit 1 of 5/ }).click();
  await page.keyboard.type(await readCode(request, email));
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Travel' }).click();
  await page.getByRole('button', { name: /Intermediate/ }).click();
  await page.getByRole('button', { name: '25–34' }).click();
  await expect(page).toHaveURL(/\/hub\/sections$/);
}

test.describe('learning: signed-in learner', () => {
  test.use({ locale: 'en-GB' });
  test.beforeEach(async ({ request }) => {
    test.skip(!(await accountsReady(request)), 'the accounts API (sign-in) is not available yet');
  });

  test("a sign-in link carrying a visitor's stars puts them on the account, and only the stars", async ({
    page,
    request,
  }) => {
    // A visitor's records as the results screen links them, plus per-answer counts at the bound that no
    // screen writes (issue 21: such a link once made every later sign-in of the account fail).
    const records = {
      basics: {
        'have-has': { stars: 2 },
        articles: { stars: 3, smart: { the: { correct: 1000, incorrect: 1000 } } },
      },
    };
    const merged = page.waitForResponse((r) => r.url().includes('/api/users/section-records/merge'));
    const email = `e2e-link-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto(`/signin?sectionRecords=${encodeURIComponent(JSON.stringify(records))}`);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
    await page.getByLabel('Your name').fill('Olena');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('textbox', { name: /Digit 1 of 5/ }).click();
    await page.keyboard.type(await readCode(request, email));
    const res = await merged;
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { content: { sectionRecords: unknown } };
    expect(body.content.sectionRecords).toEqual({
      basics: { 'have-has': { stars: 2 }, articles: { stars: 3 } },
    });
  });

  test('search, settings language, a finished topic and its stars after a reload', async ({
    page,
    request,
  }) => {
    // A long journey (sign-up, search, settings, ten exercises, a reload): 22 s on CI's phone run, over the
    // default 30 s when the machine is busy.
    test.setTimeout(90_000);
    await signUp(page, request);
    // A first visit is not a return: "Welcome back" waits until there is progress to come back to.
    await expect(page.getByRole('heading', { name: 'Welcome, Olena!' })).toBeVisible();
    await expectAccessible(page, 'the sections screen');
    await expectFitsScreen(page, 'the sections screen');

    const search = page.getByRole('searchbox', { name: 'Search topics' });
    await search.fill('zzzz');
    await expect(page.getByText('Nothing found')).toBeVisible();
    await expectFitsScreen(page, 'nothing found');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(page.getByRole('heading', { name: 'Basics' })).toBeVisible();

    const response = page.waitForResponse((r) => r.url().includes('/api/topics/articles'));
    await page.getByRole('button', { name: /^Articles/ }).click();
    const { exercises } = await topicOf(response);
    await expect(page).toHaveTitle(/^Gapwise \| Basics: Articles/);
    // The rule card comes before the first session of a topic.
    await page.getByRole('button', { name: 'Start practising' }).click();
    await expectFitsScreen(page, 'the exercise screen');
    // Closing the card that opened by itself leaves focus on the question, not on the page body.
    await expect(page.locator('[data-question]')).toBeFocused();

    await page.getByRole('button', { name: 'Exercise settings' }).click();
    await page.getByRole('button', { name: /Explanation language/ }).click();
    // The language select is a combobox: axe-clean, and used here by keyboard with type-ahead.
    const languages = page.getByRole('combobox', { name: 'Search languages' });
    await expect(languages).toBeFocused();
    await expectAccessible(page, 'the language select');
    await page.keyboard.type('ukr');
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: /Explanation language/ })).toContainText('Українська');
    await page.getByRole('switch', { name: 'Explanations after correct answers' }).click();
    await expectFitsScreen(page, 'the settings');
    await page.getByRole('button', { name: 'Save' }).click();

    for (const [i, exercise] of exercises.entries()) {
      await expect(page.getByText(`Exercise ${i + 1} of ${exercises.length}`)).toBeVisible();
      await choose(page, exercise, i !== 0);
      if (i === 0) {
        await expect(page.getByRole('heading', { name: 'Explaining your mistake' })).toBeVisible();
        // The explanation comes in the chosen language.
        await expect(page.locator('section[aria-labelledby="explanation-title"]')).toContainText(
          /[а-яіїєґ]{4,}/i,
        );
        // A learner who disagrees reports the exercise; the report is stored for the admins.
        const report = page.waitForResponse(
          (r) => r.url().includes('/report') && r.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Report a problem' }).click();
        await page.getByRole('radio', { name: 'More than one answer fits' }).check();
        await page.getByRole('button', { name: 'Send report' }).click();
        await expectFitsScreen(page, 'the report form');
        expect((await report).status()).toBe(200);
        await page.getByRole('button', { name: 'Done' }).click();
        await expect(page.getByRole('button', { name: 'Reported — thank you' })).toBeDisabled();
        await page.getByRole('button', { name: 'Next' }).click();
      }
    }
    // The miss comes back once before the results; answered right, it changes no stars.
    await expect(page.getByText('Second try · 1 of 1')).toBeVisible();
    await choose(page, exercises[0] as Exercise, true);
    await expect(page.getByRole('heading', { name: 'Good' })).toBeVisible();
    await expect(page.getByText('Progress saved')).toBeVisible();
    await expectFitsScreen(page, 'the results');
    await page.getByRole('link', { name: 'Back to topics' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Articles.*2 of 3 stars/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back, Olena!' })).toBeVisible();
  });
});
