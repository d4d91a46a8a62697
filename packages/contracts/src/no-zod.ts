/**
 * `@gapwise/contracts/constants`: the constants, error codes, offer rules and every type of the contracts,
 * without a schema. Importing from here costs a screen a few hundred bytes; importing a value from the
 * package root loads zod and every schema (about 31 KB gzipped). The web imports values from here; only a
 * screen that validates a payload with a schema imports the root. no-zod.test.ts keeps zod out.
 */

export type * from './admin.ts';
export * from './api-routes.ts';
export type * from './auth.ts';
export type * from './billing.ts';
export * from './constants.ts';
export type * from './envelope.ts';
export * from './error-codes.ts';
export type * from './events.ts';
export type * from './explanations.ts';
export type * from './feedback.ts';
export type * from './geo.ts';
export type * from './health.ts';
export type * from './learning.ts';
export * from './offers.ts';
export type * from './progress.ts';
export type * from './reviews.ts';
export type * from './signals.ts';
export type * from './users.ts';
