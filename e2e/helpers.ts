import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

/** A fresh address per test and project, so journeys never meet a user made by another. */
export const newEmail = (tag: string) =>
  `e2e-${tag}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The newest sign-in code sent to an address, read from the development outbox as a user reads mail. */
export async function readCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/dev/outbox', { params: { to: email } });
        const mails = ((await res.json()) as { content?: { to: string; subject: string }[] }).content ?? [];
        code = mails.find((m) => m.to === email)?.subject.match(/\b(\d{5})\b/)?.[1];
        return code;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return code as string;
}

/** Types a code into the five boxes, as a person would. */
export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: /Digit 1 of 5/ }).click();
  await page.keyboard.type(code);
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core in the page: no serious or critical violations. */
export async function expectAccessible(page: Page, what: string) {
  // Colours are measured after fades and slides have finished.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            c: unknown,
            o: unknown,
          ) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
  expect(violations, `${what} has accessibility violations`).toEqual([]);
}

/**
 * The page is no wider than the screen it was opened on. Measured against the CONFIGURED viewport:
 * mobile emulation widens the layout viewport (and so `innerWidth`) to fit content that overflows, so
 * comparing with `innerWidth` would pass a page that makes a phone zoom out or scroll sideways.
 */
export async function expectFitsScreen(page: Page, what = page.url()) {
  const width = page.viewportSize()?.width;
  if (!width) throw new Error('expectFitsScreen needs a page with a fixed viewport');
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${what} is wider than the ${width} px screen`).toBeLessThanOrEqual(width);
}

/** A dialog (sheet or modal) opened inside the screen: its top edge and title are in view, not below it. */
export async function expectOnScreen(page: Page, dialog: Locator) {
  await expect(dialog).toBeVisible();
  // Measured after the sheet's rise has finished.
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => null))));
  const box = await dialog.boundingBox();
  const screen = page.viewportSize();
  expect(box && screen, 'the dialog has a box on a sized screen').toBeTruthy();
  if (!box || !screen) return;
  expect(box.y, 'the dialog starts on screen').toBeGreaterThanOrEqual(0);
  expect(box.y, 'the dialog starts on screen').toBeLessThan(screen.height - 100);
  expect(box.x + box.width, 'the dialog fits the screen width').toBeLessThanOrEqual(screen.width + 1);
  await expect(dialog.getByRole('heading').first()).toBeInViewport({ ratio: 1 });
}

/** A learner signed in through the API (the page shares the context's cookies), quiz done. */
export async function signInByApi(page: Page, tag: string, locale: 'en' | 'uk' = 'en') {
  const email = newEmail(tag);
  const request = page.request;
  await request.post('/api/auth/generate-otp', { data: { email, name: 'Oksana', locale } });
  const code = await readCode(request, email);
  const login = await request.post('/api/auth/login-with-email', { data: { email, OTP: code } });
  const { content } = (await login.json()) as { content: { accessToken: string } };
  await request.patch('/api/users/quiz-string', {
    headers: { authorization: `Bearer ${content.accessToken}` },
    data: { quizString: JSON.stringify({ goal: 'work', level: 'intermediate', age: '25-34' }) },
  });
  return email;
}

/** Registers on the sign-in page (plain or for a plan) with a code from the outbox. */
export async function register(page: Page, request: APIRequestContext, email: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await page.getByLabel('Your name').fill('Oksana');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('textbox', { name: /Digit 1 of 5/ }).click();
  await page.keyboard.type(await readCode(request, email));
}

/** A new free learner who wants English for work, through sign-in and onboarding. */
export async function signUp(page: Page, request: APIRequestContext, tag: string) {
  await page.goto('/signin');
  await register(page, request, newEmail(tag));
  await expect(page).toHaveURL(/\/onboarding$/);
  await page.getByRole('button', { name: 'Work' }).click();
  await page.getByRole('button', { name: /Intermediate/ }).click();
  await page.getByRole('button', { name: '25–34' }).click();
  await expect(page).toHaveURL(/\/hub\/sections$/);
}
