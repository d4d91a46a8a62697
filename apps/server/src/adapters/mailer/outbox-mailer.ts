import { randomUUID } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import type { Mail, Mailer } from './types.ts';

/** Mails older than this leave the outbox, so a long-running dev server does not keep every code. */
const KEEP_MS = 24 * 3600_000;

/**
 * The built-in mailer for development, tests and installs without SMTP: each mail is stored (listed at
 * GET /api/dev/outbox) and printed to the log, so the app runs with no mail server.
 */
export function outboxMailer(db: Db, log: FastifyBaseLogger): Mailer {
  return {
    async send(mail: Mail) {
      const now = new Date();
      await db.delete(outbox).where(lt(outbox.createdAt, new Date(now.getTime() - KEEP_MS)));
      const { to, subject, text, html } = mail;
      await db.insert(outbox).values({ id: randomUUID(), to, subject, text, html, createdAt: now });
      log.info({ to: mail.to, subject: mail.subject }, `dev outbox mail:\n${mail.text}`);
    },
  };
}
