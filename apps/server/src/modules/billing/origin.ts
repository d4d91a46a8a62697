import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { BillingConfig } from './billing.service.ts';

export interface BillingDeps {
  db: Db;
  billing: BillingConfig;
  publicUrl?: string | undefined;
}

/** Where links (result page, callback, simulator) point: PUBLIC_URL, else the address this request used. */
export const originOf = (request: FastifyRequest, publicUrl?: string) =>
  (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
