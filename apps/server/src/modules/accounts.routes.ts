import type { FastifyPluginAsync } from 'fastify';

/**
 * The accounts area (auth, users, dev outbox) registers its routes here, under /api. Kept apart from
 * app.ts so the accounts module grows without touching the app's composition.
 */
export const accountRoutes: FastifyPluginAsync = async () => {};
