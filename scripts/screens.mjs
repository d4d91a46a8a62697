// Takes phone and desktop screenshots of pages of a running app, for people to look at:
//   node scripts/screens.mjs http://localhost:3000 / /demo   → .screens/*.png
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2);
const locales = (process.env.LOCALES ?? 'en-GB').split(',');
mkdirSync('.screens', { recursive: true });
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
for (const locale of locales) {
  for (const [label, viewport] of [
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1366, height: 900 }],
  ]) {
    const context = await browser.newContext({ viewport, locale, deviceScaleFactor: 1 });
    const page = await context.newPage();
    for (const path of paths.length ? paths : ['/']) {
      await page.goto(base + path, { waitUntil: 'networkidle' });
      const name = `${path.replace(/\W+/g, '_') || 'home'}-${locale}-${label}.png`;
      await page.screenshot({ path: `.screens/${name}`, fullPage: process.env.FULL !== '0' });
      console.info(`.screens/${name}`);
    }
    await context.close();
  }
}
await browser.close();
