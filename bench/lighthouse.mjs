// Lighthouse on the production build, in Debian's Chromium:
//   npm run build && node bench/lighthouse.mjs [/path ...]   → performance and accessibility per page.
//   LH_URL=https://staging.example node bench/lighthouse.mjs /   → measures a running deployment instead.
// Targets (issue 7): performance ≥ 90 and accessibility ≥ 95 on the landing page (mobile, default throttling).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = Number(process.env.LH_PORT ?? 3190);
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/'];
const TARGETS = { performance: 90, accessibility: 95 };
// Scores move with the machine's load; the median of a few runs is what is reported.
const RUNS = Number(process.env.LH_RUNS ?? 3);
const external = process.env.LH_URL;
const dataDir = mkdtempSync(join(tmpdir(), 'gapwise-lh-'));

const server = external
  ? null
  : spawn('node', ['apps/server/dist/server.js'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(PORT),
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // Production requires these; the landing page sends no mail, so the mail server is never asked.
        SMTP_URL: process.env.SMTP_URL ?? 'smtp://127.0.0.1:9',
        PUBLIC_URL: `http://localhost:${PORT}`,
        AUTH_SECRET: process.env.AUTH_SECRET ?? randomBytes(32).toString('hex'),
      },
    });
const stop = () => {
  server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
};

const base = external ?? `http://localhost:${PORT}`;
for (let i = 0; ; i++) {
  const health = await fetch(`${base}/api/health`)
    .then((r) => r.json())
    .catch(() => null);
  if (health?.content?.content?.loaded) break;
  if (i > 240) {
    stop();
    throw new Error('server did not become ready');
  }
  await new Promise((r) => setTimeout(r, 500));
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  for (const path of paths) {
    // One warm-up load, so the measured runs are not the server's first answer.
    await fetch(base + path);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(base + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      runs.push(result.lhr);
    }
    runs.sort((a, b) => (a.categories.performance.score ?? 0) - (b.categories.performance.score ?? 0));
    const median = runs[Math.floor(runs.length / 2)];
    const { categories, audits } = median;
    const perf = Math.round((categories.performance.score ?? 0) * 100);
    const a11y = Math.round((categories.accessibility.score ?? 0) * 100);
    const all = runs.map((r) => Math.round((r.categories.performance.score ?? 0) * 100)).join(', ');
    const ok = perf >= TARGETS.performance && a11y >= TARGETS.accessibility;
    failed ||= !ok;
    console.info(
      `${path.padEnd(24)} performance ${perf} (≥ ${TARGETS.performance})  accessibility ${a11y} (≥ ${TARGETS.accessibility})  ` +
        `LCP ${audits['largest-contentful-paint'].displayValue}  TBT ${audits['total-blocking-time'].displayValue}  ` +
        `CLS ${audits['cumulative-layout-shift'].displayValue}  (runs: ${all})  ${ok ? 'ok' : 'BELOW TARGET'}`,
    );
    for (const audit of Object.values(audits)) {
      if (
        audit.score !== null &&
        audit.score < 1 &&
        categories.accessibility.auditRefs.some((r) => r.id === audit.id)
      ) {
        console.info(`  a11y: ${audit.id}: ${audit.title}`);
      }
    }
  }
} finally {
  await chrome.kill();
  stop();
}
process.exit(failed ? 1 : 0);
