import type { FastifyReply, FastifyRequest } from 'fastify';
import { REFRESH_TTL_MS } from './sessions.service.ts';

export const REFRESH_COOKIE = 'gapwise_refresh';

/**
 * HttpOnly (scripts never see it), SameSite=Strict (no cross-site request carries it), sent only to
 * /api/auth, and Secure in production; plain http stays usable on localhost in development.
 */
const options = (secure: boolean) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure,
  path: '/api/auth',
});

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(REFRESH_COOKIE, token, { ...options(secure), maxAge: REFRESH_TTL_MS / 1000 });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(REFRESH_COOKIE, options(secure));
}

export const readRefreshCookie = (request: FastifyRequest): string | undefined =>
  request.cookies[REFRESH_COOKIE] || undefined;
