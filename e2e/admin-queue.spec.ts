import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectAccessible, expectFitsScreen, readCode } from './helpers.ts';

interface Exercise {
  id: string;
  text: string;
  possibleAnswers: string[][];
  answers: string[];
}

/** Signs in through the API (a new address is registered); the refresh cookie lands in `request`'s jar. */
async function signIn(request: APIRequestContext, email: string): Promise<void> {
  const sent = await request.post('/api/auth/generate-otp', { data: { email, locale: 'en', name: 'Admin' } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const login = await request.post('/api/auth/login-with-email', {
    data: { email, OTP: await readCode(request, email) },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

const wrongOf = (e: Exercise) => e.possibleAnswers[0]?.find((c) => c !== e.answers[0]) ?? '';

test.use({ locale: 'en-GB' });

test('a learner rates an explanation; learners who know the topic pick a distractor and the admin queue puts that exercise first', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  // Each project flags an exercise of its own demo topic, so the runs never meet in the queue.
  const topic = project === 'phone' ? 'countable-uncountable' : 'articles';

  await test.step('"Was this helpful?" under an explanation: yes / no, then thanks', async () => {
    await page.goto('/demo');
    const response = page.waitForResponse((r) => r.url().includes('/api/topics/articles'));
    await page.getByRole('list', { name: 'Open these topics' }).getByRole('button').nth(0).click();
    const first = ((await (await response).json()) as { content: { exercises: Exercise[] } }).content
      .exercises[0];
    if (!first) throw new Error('no exercise');
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: wrongOf(first), exact: true }).click();
    const rating = dialog.getByRole('group', { name: 'Was this helpful?' });
    await expect(rating).toBeVisible();
    await expectAccessible(page, 'the explanation with its rating');
    await expectFitsScreen(page, 'the explanation with its rating');
    const sent = page.waitForResponse((r) => r.url().includes('/api/explanations/rating'));
    await rating.getByRole('button', { name: 'No' }).click();
    expect((await sent).status()).toBe(200);
    await expect(dialog.getByText('Thanks, that helps us improve the explanations.')).toBeVisible();
  });

  // 30 learners right on the rest of a 5-exercise session, all picking the same distractor on the target.
  const served = await request.get(`/api/topics/${topic}`, {
    params: { limit: 5, isOnlyHighQuality: 'true' },
  });
  const exercises = ((await served.json()) as { content: { exercises: Exercise[] } }).content.exercises;
  const [target, ...others] = exercises;
  if (!target || others.length < 4) throw new Error('not enough exercises');
  for (let i = 0; i < 30; i++) {
    const session = `e2e-${project}-${Date.now()}-${i}`;
    const res = await request.post('/api/events', {
      data: {
        anonymousId: `anon-${session}`,
        events: [
          ...others.map((e) => ({
            name: 'exercise_answer',
            props: { topic, exerciseId: e.id, choice: e.answers[0], session },
          })),
          {
            name: 'exercise_answer',
            props: { topic, exerciseId: target.id, choice: wrongOf(target), session },
          },
          { name: 'exercise_finished', props: { topic, session } },
        ],
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await signIn(page.request, `admin-queue-${project}@e2e.test`);
  await page.goto('/admin?tab=queue');
  const queue = page.getByRole('list', { name: 'Content queue' });

  await test.step('the flagged exercise is first, with the rule in plain words and its figures', async () => {
    await page.getByLabel('Topic').selectOption(topic);
    const first = queue.getByRole('listitem').first();
    await expect(first).toHaveAttribute('data-queue-id', target.id);
    await expect(first).toContainText('pick a distractor more often than the key');
    await expect(first).toContainText('30 answers');
    await expect(first.getByRole('table', { name: 'Answers' })).toBeVisible();
    await expectFitsScreen(page, 'the content queue');
    await expectAccessible(page, 'the content queue');
  });

  await test.step('in Ukrainian too', async () => {
    await page.getByRole('button', { name: 'UA Українська' }).click();
    await expect(page.getByRole('heading', { name: 'Черга контенту' })).toBeVisible();
    const queueUk = page.getByRole('list', { name: 'Черга контенту' });
    await expect(queueUk.getByRole('listitem').first()).toContainText('частіше обирають дистрактор');
    await expectFitsScreen(page, 'the content queue in Ukrainian');
    await expectAccessible(page, 'the content queue in Ukrainian');
    await page.getByRole('button', { name: 'EN English' }).click();
  });

  await test.step('keep it with a reason: it leaves the list to review and shows under "Kept"', async () => {
    const first = queue.getByRole('listitem').first();
    await first.getByRole('button', { name: 'Keep' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Checked: only the key fits');
    await dialog.getByRole('button', { name: 'Keep' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator(`[data-queue-id="${target.id}"]`)).toHaveCount(0);
    await page.getByRole('button', { name: 'Kept' }).click();
    await expect(page.locator(`[data-queue-id="${target.id}"]`)).toContainText('Checked: only the key fits');
  });
});
