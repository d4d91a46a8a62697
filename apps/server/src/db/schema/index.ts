export * from './content.ts';
export * from './learning.ts';
export * from './users.ts';
export * from './billing.ts';
