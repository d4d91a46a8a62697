export * from './admin.ts';
export * from './billing.ts';
export * from './content.ts';
export * from './feedback.ts';
export * from './learning.ts';
export * from './reviews.ts';
export * from './signals.ts';
export * from './users.ts';
