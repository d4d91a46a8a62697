import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

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
