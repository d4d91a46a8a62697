import { z } from 'zod';
import { ERROR_CODES } from './error-codes.ts';

/** The error object of every failed answer: a stable code, a human message, and the field that failed. */
export const apiErrorSchema = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  field: z.string().optional(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const failureSchema = z.object({ isSuccess: z.literal(false), error: apiErrorSchema });
export type Failure = z.infer<typeof failureSchema>;

/** Wraps a content schema in the success envelope `{ isSuccess: true, content }`. */
export function success<T extends z.ZodType>(content: T) {
  return z.object({ isSuccess: z.literal(true), content });
}

export type Success<T> = { isSuccess: true; content: T };
export type Envelope<T> = Success<T> | Failure;
