import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * Journeys run against the built app (`npm run test:e2e` builds first) in Debian's Chromium: no browser
 * download. Each run starts with a fresh embedded database so journeys never depend on leftovers.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined } },
  ],
  webServer: {
    command: `rm -rf .e2e-data && node apps/server/dist/server.js`,
    cwd: '..',
    url: `http://localhost:${PORT}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    // Not production: journeys use the dev mail outbox and the payment simulator (explicit opt-ins that
    // production refuses).
    // admin.spec.ts and admin-queue.spec.ts sign in as one admin per project each (so the 20 s resend wait
    // never meets itself).
    env: {
      PORT: String(PORT),
      DATA_DIR: '.e2e-data',
      NODE_ENV: 'test',
      DEV_OUTBOX: '1',
      PAYMENT_SIMULATOR: '1',
      LOG_LEVEL: 'warn',
      ADMIN_EMAILS:
        'admin-desktop@e2e.test,admin-phone@e2e.test,admin-queue-desktop@e2e.test,admin-queue-phone@e2e.test',
    },
  },
});
