import { type APIRequestContext, expect, test } from '@playwright/test';
import { expectFitsScreen, newEmail, readCode } from './helpers.ts';

/** A premium topic of the real bank (a few hundred exercises; a session draws at most 50 of them at random). */
const SMALL_PREMIUM_TOPIC = 'wish-past-simple';
/** Enough random sessions that an exercise served at all turns up in one of them (each draws 50 of ~330). */
const DRAWS = 30;

/** Signs in through the API (a new address is registered); the refresh cookie lands in `request`'s jar. */
async function signIn(request: APIRequestContext, email: string, name: string): Promise<string> {
  const sent = await request.post('/api/auth/generate-otp', { data: { email, locale: 'en', name } });
  expect(sent.ok(), await sent.text()).toBe(true);
  const login = await request.post('/api/auth/login-with-email', {
    data: { email, OTP: await readCode(request, email) },
  });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { content: { accessToken: string } }).content.accessToken;
}

test('an admin resolves a learner report, grants premium and disables an exercise, and the app obeys', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const learnerEmail = newEmail('admin-learner');
  const token = await signIn(request, learnerEmail, 'Oksana');
  const bearer = { authorization: `Bearer ${token}` };
  const served = async () => {
    const res = await request.get(`/api/topics/${SMALL_PREMIUM_TOPIC}`, {
      params: { limit: 50 },
      headers: bearer,
    });
    const body = (await res.json()) as { content?: { exercises: { id: string }[] } };
    return { status: res.status(), ids: body.content?.exercises.map((e) => e.id) ?? [] };
  };

  // The learner reports an exercise of a demo topic, with the answer they chose and a note.
  const demo = await request.get('/api/topics/articles', { params: { limit: 1 }, headers: bearer });
  const reported = ((await demo.json()) as { content: { exercises: { id: string; text: string }[] } }).content
    .exercises[0];
  if (!reported) throw new Error('no exercise to report');
  const note = `Two answers fit here (${testInfo.project.name})`;
  const filed = await request.post(`/api/exercises/${reported.id}/report`, {
    data: { reason: 'two-answers-fit', comment: note, answer: 'a' },
    headers: bearer,
  });
  expect(filed.ok()).toBe(true);

  // The admin signs in (the page's own request context keeps the refresh cookie for the app).
  await signIn(page.request, `admin-${testInfo.project.name}@e2e.test`, 'Admin');
  await page.goto('/admin');
  await expect(page.getByRole('navigation', { name: 'Admin sections' })).toBeVisible();
  await expectFitsScreen(page, 'the admin overview');

  await test.step('the report appears in the queue with the exercise, answer and note; resolving clears it', async () => {
    await page.getByRole('link', { name: 'Content', exact: true }).click();
    const report = page.getByRole('listitem').filter({ hasText: note });
    // The first admin page of a fresh server may wait behind the bank being written to the database.
    await expect(report).toBeVisible({ timeout: 30_000 });
    await expect(report).toContainText(learnerEmail);
    await expect(report).toContainText("Learner's answer: a");
    await expect(report.locator(`[data-exercise-id="${reported.id}"]`)).toBeVisible();
    await expectFitsScreen(page, 'the report queue');
    await report.getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: note })).toHaveCount(0);
  });

  await test.step('granting premium opens a premium topic for the learner', async () => {
    expect((await served()).status).toBe(403);
    await page.getByRole('link', { name: 'Users' }).click();
    await page.getByLabel('Search by e-mail or name').fill(learnerEmail);
    await page.getByRole('button', { name: `Open: ${learnerEmail}` }).click();
    await page.getByRole('button', { name: 'Grant premium' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Lifetime').click();
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Paid by bank transfer');
    await expectFitsScreen(page, 'the grant dialog');
    await dialog.getByRole('button', { name: 'Grant premium' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Premium granted.' })).toBeVisible();
    await expect(page.getByText('premium.grant')).toBeVisible();
    await expectFitsScreen(page, 'the user detail');
    const after = await served();
    expect(after.status).toBe(200);
    expect(after.ids.length).toBeGreaterThan(0);
  });

  await test.step('a disabled exercise is no longer served', async () => {
    // Sessions are random draws: the union of a few of them is what the learner can be served.
    const drawn = async (times: number) => {
      const ids = new Set<string>();
      for (let i = 0; i < times; i += 1) for (const id of (await served()).ids) ids.add(id);
      return ids;
    };
    const before = await drawn(6);
    await page.goto(`/admin?tab=content&id=${SMALL_PREMIUM_TOPIC}`);
    const count = page.getByText(/^\d+ of \d+$/);
    await expect(count).toBeVisible();
    const listed = page.waitForResponse((r) => r.url().includes('disabled=none'));
    await page.getByLabel('Show').selectOption('none');
    await listed;
    // The previous list stays on screen until the filtered one renders: wait for an exercise seen served.
    const lines = page.locator('[data-exercise-id]');
    let id = '';
    await expect
      .poll(async () => {
        const ids = await lines.evaluateAll((els) =>
          els.map((e) => e.getAttribute('data-exercise-id') ?? ''),
        );
        id = ids.find((x) => before.has(x)) ?? '';
        return id;
      })
      .not.toBe('');
    const shownBefore = await count.textContent();
    await expectFitsScreen(page, 'the exercise browser');
    await page.locator(`[data-exercise-id="${id}"]`).getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Reason (kept in the audit log)').fill('Two answers fit');
    await dialog.getByRole('button', { name: 'Disable' }).click();
    await expect(dialog).toBeHidden();
    // The served list loses it: "N of M" counts one fewer.
    await expect(count).not.toHaveText(shownBefore ?? '');
    await page.getByLabel('Show').selectOption('only');
    await expect(page.locator(`[data-exercise-id="${id}"]`)).toContainText('disabled');
    // It was served before; in as many draws as it takes to meet any served exercise, it never comes back.
    const after = await drawn(DRAWS);
    expect(after.size).toBeGreaterThan(0);
    expect(after.has(id)).toBe(false);
  });
});
