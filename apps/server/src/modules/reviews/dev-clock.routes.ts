import { success } from '@gapwise/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ShiftableClock } from './dev-clock.ts';

const clockSchema = z.object({ now: z.iso.datetime(), offsetMs: z.number().int() });
/** At most a year either way: enough for any schedule a test walks through. */
const YEAR_MS = 366 * 86_400_000;

/**
 * Moves the review schedule's clock (end-to-end tests: "a day later"). Development only: registered with
 * DEV_OUTBOX=1, which production refuses, like the outbox itself; not in the API route map.
 */
export const devClockRoutes: FastifyPluginAsyncZod<{ clock: ShiftableClock }> = async (app, { clock }) => {
  const present = () => ({
    isSuccess: true as const,
    content: { now: clock.now().toISOString(), offsetMs: clock.offsetMs },
  });
  app.get(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: "The review schedule's clock (not in production)",
        response: { 200: success(clockSchema) },
      },
    },
    async () => present(),
  );
  app.put(
    '/dev/clock',
    {
      schema: {
        tags: ['dev'],
        summary: "Shifts the review schedule's clock by offsetMs from the real time (not in production)",
        body: z.object({ offsetMs: z.number().int().min(-YEAR_MS).max(YEAR_MS) }),
        response: { 200: success(clockSchema) },
      },
    },
    async (request) => {
      clock.set(request.body.offsetMs);
      return present();
    },
  );
};
