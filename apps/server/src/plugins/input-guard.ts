import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors.ts';

/** True when a NUL character is in the value, in any string or object key, however deep (bounded). */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (!value || typeof value !== 'object' || depth > 32) return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000') || containsNul(item, depth + 1)) return true;
  }
  return false;
}

/**
 * No database stores a NUL character in text (PostgreSQL: "invalid byte sequence for encoding UTF8"), and
 * nothing a learner types contains one: a request carrying one in its path, query or body is refused with
 * a stable 400 before validation, instead of failing deep inside a query.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    const where = containsNul(request.params)
      ? 'params'
      : containsNul(request.query)
        ? 'query'
        : containsNul(request.body)
          ? 'body'
          : null;
    if (where) throw new AppError('INVALID_CHARACTERS', 400, 'The request contains a NUL character.', where);
  });
}
