import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { outboxMailer } from './outbox-mailer.ts';
import { smtpMailer } from './smtp-mailer.ts';
import type { Mailer } from './types.ts';

/** SMTP when SMTP_URL is set (closed with the app), else the outbox (config allows that only with DEV_OUTBOX). */
export function chooseMailer(app: FastifyInstance, config: Config, db: Db): Mailer {
  if (config.SMTP_URL) {
    const smtp = smtpMailer(config.SMTP_URL, config.MAIL_FROM);
    app.addHook('onClose', async () => smtp.close());
    return smtp;
  }
  return outboxMailer(db, app.log);
}
