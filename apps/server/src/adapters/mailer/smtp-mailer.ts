import nodemailer from 'nodemailer';
import type { Mail, Mailer } from './types.ts';

/** Real delivery through the SMTP server of SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(url);
  return {
    async send(mail: Mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}
