import { defineProject } from 'vitest/config';

// Bank-wide tests are CPU-bound (tens of thousands of sentences); on a shared 2-core machine a few take
// longer than vitest's 5 s default, so the project allows 30 s per test.
export default defineProject({ test: { name: 'grammar', environment: 'node', testTimeout: 30_000 } });
