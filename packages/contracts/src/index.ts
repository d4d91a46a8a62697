export * from './envelope.ts';
export * from './error-codes.ts';
export * from './geo.ts';
export * from './health.ts';
export * from './users.ts';
export * from './learning.ts';
export * from './explanations.ts';
export * from './events.ts';
