import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { AppError, isDatabaseUnavailable } from '../lib/errors.ts';
import { verifyAccessToken } from '../modules/auth/tokens.ts';
import type { Viewer } from '../modules/catalogue/access.ts';
import { findUserOfSession, isPremium, type UserRow } from '../modules/users/users.service.ts';
import { cachedSessionUser, recentSessionUser, rememberSessionUser } from './session-cache.ts';

export interface AuthUser {
  id: string;
  role: 'user' | 'admin';
  isPremium: boolean;
  sessionId: string;
  row: UserRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. A bad or revoked token is answered 401 before routes run. */
    user: AuthUser | null;
  }
}

interface AuthOptions {
  db: Db;
  accessKey: Uint8Array;
}

/**
 * Reads `Authorization: Bearer …` on every request. No header: a visitor. A header that is not a live
 * session (expired, forged, logged out): 401, so the web app logs out (docs/product-rules.md "Accounts
 * and sign-in").
 */
export const authPlugin = fp<AuthOptions>(
  async (app: FastifyInstance, { db, accessKey }) => {
    app.decorateRequest('user', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header) return;
      const match = /^Bearer\s+(\S+)$/i.exec(header);
      if (!match?.[1]) throw new AppError('UNAUTHORIZED', 401, 'Malformed Authorization header.');
      const claims = await verifyAccessToken(accessKey, match[1]);
      let row = claims ? cachedSessionUser(claims.sessionId, claims.userId) : null;
      if (claims && !row) {
        try {
          row = await findUserOfSession(db, claims.userId, claims.sessionId);
          if (row) rememberSessionUser(claims.sessionId, claims.userId, row);
        } catch (error) {
          // The database is away (restarting): a session seen recently is served from memory; anything
          // else goes to the error handler, which answers 503.
          row = isDatabaseUnavailable(error) ? recentSessionUser(claims.sessionId, claims.userId) : null;
          if (!row) throw error;
          request.log.warn('database unavailable: session served from memory');
        }
      }
      if (!claims || !row)
        throw new AppError('UNAUTHORIZED', 401, 'Your session has ended. Please sign in again.');
      request.user = {
        id: row.id,
        role: row.role,
        isPremium: isPremium(row),
        sessionId: claims.sessionId,
        row,
      };
    });
  },
  { name: 'auth' },
);

/** Who is asking, as topic access sees it: a visitor, or a learner with or without premium. */
export const viewerOf = (request: FastifyRequest): Viewer =>
  request.user ? { kind: 'user', isPremium: request.user.isPremium } : { kind: 'visitor' };

export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHORIZED', 401, 'Sign in to continue.');
  return request.user;
}

export function requireAdmin(request: FastifyRequest): AuthUser {
  const user = requireUser(request);
  if (user.role !== 'admin') throw new AppError('FORBIDDEN', 403, 'Only administrators can do this.');
  return user;
}
