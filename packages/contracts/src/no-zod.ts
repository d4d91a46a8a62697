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
<<<<<<< HEAD
export type * from './reviews.ts';
=======
export type * from './progress.ts';
>>>>>>> e1f8c50 (/hub/progress (lazy route, linked from the hub header and sidebar): stats, this week with the forgiving streak, suggested next topic, rules to work on with 'Practise this' weak-rule sessions, and per section an SVG accuracy chart over 30 days with a visually hidden table, topics with stars and mastered; en and uk)
export type * from './signals.ts';
export type * from './users.ts';
