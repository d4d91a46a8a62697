import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  content: z.object({
    loaded: z.boolean(),
    hash: z.string(),
    sections: z.number().int(),
    topics: z.number().int(),
    exercises: z.number().int(),
  }),
});
export type Health = z.infer<typeof healthSchema>;

/** Liveness: the process answers (no dependency checked), for a restart-when-stuck probe. */
export const livenessSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export type Liveness = z.infer<typeof livenessSchema>;
