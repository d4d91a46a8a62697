import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { expectAccessible, expectFitsScreen, newEmail, readCode } from './helpers.ts';

interface Exercise {
  id: string;
  possibleAnswers: string[][];
  answers: string[];
}

/**
 * A learner with a few finished sessions of Articles: signed in through the API (the page shares the
 * cookies), then two sessions' answers recorded as the session screen records them (the analytics batch
 * to /api/events, one a day earlier) and their stars saved.
 */
async function learnerWithSessions(request: APIRequestContext, tag: string, locale: 'en' | 'uk') {
  const email = newEmail(tag);
  await request.post('/api/auth/generate-otp', { data: { email, name: 'Oksana', locale } });
  const login = await request.post('/api/auth/login-with-email', {
    data: { email, OTP: await readCode(request, email) },
  });
  const token = ((await login.json()) as { content: { accessToken: string } }).content.accessToken;
  const headers = { authorization: `Bearer ${token}` };
  await request.patch('/api/users/quiz-string', {
    headers,
    data: { quizString: JSON.stringify({ goal: 'work', level: 'beginner', age: '25-34' }) },
  });
  for (const [daysAgo, wrong] of [
    [0.8, 4],
    [0, 2],
  ] as const) {
    const topic = await request.get('/api/topics/articles?limit=10', { headers });
    const { exercises } = ((await topic.json()) as { content: { exercises: Exercise[] } }).content;
    const occurredAt = new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    const events = exercises.map((e, i) => {
      const right = e.answers[0] ?? '';
      const isCorrect = i >= wrong;
      const choice = isCorrect ? right : (e.possibleAnswers[0]?.find((c) => c !== right) ?? '');
      return {
        name: 'exercise_answer',
        props: { isCorrect, topic: 'articles', exerciseId: e.id, choice, session: `articles:${daysAgo}` },
        occurredAt,
      };
    });
    expect((await request.post('/api/events', { headers, data: { events } })).status()).toBe(200);
    await request.patch('/api/users/section-records', {
      headers,
      data: { sectionSlug: 'basics', topicSlug: 'articles', sectionRecord: { stars: 2 } },
    });
  }
}

async function openProgress(page: Page) {
  await page.goto('/hub/sections');
  // Linked from the hub header.
  await page.getByRole('link', { name: /^(Progress|Поступ)$/ }).click();
  await expect(page).toHaveURL(/\/hub\/progress$/);
}

test.describe('progress page (en)', () => {
  test('shows real figures after a few sessions, and "Practise this" opens a weak-rule session', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await learnerWithSessions(page.request, 'progress-en', 'en');
    await openProgress(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Your progress' })).toBeVisible();
    await expect(page).toHaveTitle(/Your progress/);
    // 20 first tries, 14 right.
    const stats = page.getByRole('region', { name: 'Your progress' });
    await expect(stats.getByText('Answers', { exact: true }).locator('..')).toContainText('20');
    await expect(stats.getByText('First-try accuracy', { exact: true }).locator('..')).toContainText('70%');
    const articles = page.getByRole('article', { name: 'Basics' });
    await expect(articles.getByText('70% right first time (14 of 20)')).toBeVisible();
    // The chart is an image with a label; its figures are in a table for screen readers.
    await expect(
      articles.getByRole('img', { name: /first-try accuracy over the last 30 days/ }),
    ).toBeVisible();
    await expect(articles.getByRole('table')).toBeAttached();
    await expect(page.getByText(/days practised/)).toBeVisible();
    const weak = page.getByRole('region', { name: 'Rules to work on' });
    await expect(weak.getByText(/You often choose “.+” where “.+” is needed/).first()).toBeVisible();
    await expectFitsScreen(page, 'the progress page');
    await expectAccessible(page, 'the progress page');

    await weak
      .getByRole('link', { name: /^Practise this/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/hub\/sections\/basics\/articles\?rule=[a-z0-9-]+$/);
    await page.getByRole('button', { name: 'Start practising' }).click();
    await expect(page.getByText('Focused practice')).toBeVisible();
  });
});

test.describe('progress page (uk)', () => {
  test.use({ locale: 'uk-UA' });
  test('the same page in Ukrainian, on the screen it is opened on', async ({ page }) => {
    test.setTimeout(60_000);
    await learnerWithSessions(page.request, 'progress-uk', 'uk');
    await openProgress(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Ваш поступ' })).toBeVisible();
    const stats = page.getByRole('region', { name: 'Ваш поступ' });
    await expect(stats.getByText('Правильно з першої спроби', { exact: true }).locator('..')).toContainText(
      '70%',
    );
    await expect(page.getByRole('region', { name: 'Правила, над якими варто попрацювати' })).toContainText(
      'Ви часто обираєте',
    );
    await expect(page.getByRole('link', { name: /^Потренувати це/ }).first()).toBeVisible();
    await expectFitsScreen(page, 'the progress page (uk)');
    await expectAccessible(page, 'the progress page (uk)');
  });
});
