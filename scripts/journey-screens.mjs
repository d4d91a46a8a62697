// Screenshots of the main journey at phone and desktop width, for people to look at:
//   node scripts/journey-screens.mjs http://localhost:3000 [out-dir]
// A visitor's pages, then a new learner registers (code read from the dev outbox), does onboarding, opens
// the hub, a topic's rule card, a session with one wrong answer and its explanation, and the results.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', out = '.screens'] = process.argv.slice(2);
const locale = process.env.LOCALE ?? 'en-GB';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });

async function codeFor(email) {
  for (let i = 0; i < 40; i++) {
    const body = await (await fetch(`${base}/api/dev/outbox?to=${encodeURIComponent(email)}`)).json();
    const code = JSON.stringify(body.content ?? '')
      .split(email)
      .join('')
      .match(/\b(\d{5})\b/)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code for ${email}`);
}

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
]) {
  const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const shot = async (name, fullPage = false) => {
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/${name}-${label}.png`, fullPage });
    console.info(`${out}/${name}-${label}.png`);
  };
  for (const [name, path] of [
    ['landing', '/'],
    ['demo', '/demo'],
    ['tutorial', '/tutorial'],
    ['playground', '/playground'],
    ['signin', '/signin'],
  ]) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await shot(name, name === 'landing');
  }

  const email = `shots-${label}-${Date.now().toString(36)}@example.com`;
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign up with e-mail' }).click();
  await page.getByLabel('Your name').fill('Olena');
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByRole('heading', { name: 'Code sent' }).waitFor();
  await shot('code');
  await page.getByRole('textbox', { name: /Digit 1 of 5/ }).click();
  await page.keyboard.type(await codeFor(email));
  await page.waitForURL(/onboarding/);
  await shot('onboarding');
  await page.getByRole('button', { name: 'Travel' }).click();
  await page.getByRole('button', { name: /Intermediate/ }).click();
  await page.getByRole('button', { name: '25–34' }).click();
  await page.waitForURL(/hub\/sections/);
  await page.waitForLoadState('networkidle');
  await shot('hub');

  await page.getByRole('button', { name: /^Articles/ }).click();
  await page.getByRole('button', { name: 'Start practising' }).waitFor();
  await shot('rule-card');
  await page.getByRole('button', { name: 'Start practising' }).click();
  await page.getByText(/Exercise 1 of/).waitFor();
  await shot('exercise');
  await page.getByRole('button', { name: 'Exercise settings' }).click();
  await shot('settings');
  await page.keyboard.press('Escape');
  // The dialog gives focus back to its button when its 0.3 s fade ends; answer after that, as a person would.
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.waitForTimeout(400);
  // Always the first choice: some answers are wrong, so an explanation shows.
  for (let i = 0; i < 10; i++) {
    await page.getByText(`Exercise ${i + 1} of`).waitFor();
    await page.keyboard.press('1');
    const explaining = page.getByRole('heading', { name: /Explaining/ });
    await page.waitForTimeout(600);
    if (await explaining.isVisible()) {
      await page.getByText('Generating your explanation…').waitFor({ state: 'detached' });
      if (i < 5) await shot('explanation');
      await page.keyboard.press('Enter');
    }
    if (await page.getByRole('button', { name: 'Answer history' }).isVisible()) break;
  }
  await page.getByRole('button', { name: 'Answer history' }).waitFor();
  await shot('results');
  await page.getByRole('button', { name: 'Answer history' }).click();
  await shot('history');
  await context.close();
}
await browser.close();
