import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    // Starts a throwaway PostgreSQL cluster (or uses TEST_DATABASE_URL) so every integration test runs
    // against both PGlite and PostgreSQL.
    globalSetup: ['./test/postgres.global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
