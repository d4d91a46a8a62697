import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { httpForwarder, noForwarder } from './http-forwarder.ts';
import type { EventForwarder } from './types.ts';

/** Off unless ANALYTICS_FORWARD_URL is set (DECISIONS "Analytics": an external service is optional). */
export function chooseForwarder(config: Config, log: FastifyBaseLogger): EventForwarder {
  if (!config.ANALYTICS_FORWARD_URL) return noForwarder;
  return httpForwarder({ url: config.ANALYTICS_FORWARD_URL, token: config.ANALYTICS_FORWARD_TOKEN }, log);
}
