import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/config.ts';
import { freshDatabase } from '../../../test/databases.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback, keeping every message it is handed. */
async function startSmtp() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('sign-in codes over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let database: Database;
  let app: App;

  beforeAll(async () => {
    smtp = await startSmtp();
    database = await freshDatabase('pglite');
    app = await buildApp({
      config: testConfig({
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'Gapwise <codes@gapwise.test>',
        SUPPORT_EMAIL: 'help@gapwise.test',
      }),
      database,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await smtp.close();
  });

  it('delivers the code to the SMTP server, in Ukrainian when asked, and keeps nothing in the outbox', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/generate-otp',
      payload: { email: 'mail@example.com', name: 'Iryna', locale: 'uk' },
    });
    expect(res.statusCode).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('codes@gapwise.test');
    expect(mail?.to).toEqual(['mail@example.com']);
    const data = mail?.data ?? '';
    expect(data).toMatch(/multipart\/alternative/);
    expect(data).toContain('help@gapwise.test');

    const login = async (code: string) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login-with-email',
        payload: { email: 'mail@example.com', OTP: code },
      });
    // The code in the message is the one that signs in (it may sit in a quoted-printable or base64 part).
    const decoded = decodeParts(data);
    expect(decoded).toContain('Gapwise');
    expect(decoded).toContain('Вітаємо, Iryna!');
    const code = decoded.match(/Gapwise:\s+(\d{5})/)?.[1] ?? '';
    expect((await login(code)).statusCode).toBe(200);
    expect(await database.db.select().from(outbox)).toEqual([]);
    expect(res.body).not.toContain(code);
  });

  it('answers 503 and lets the learner retry at once when the mail server is down', async () => {
    await smtp.close();
    const ask = () =>
      app.inject({
        method: 'POST',
        url: '/api/auth/generate-otp',
        payload: { email: 'down@example.com', name: 'D', locale: 'en' },
      });
    const res = await ask();
    expect(res.statusCode).toBe(503);
    expect(res.json().error.code).toBe('SERVICE_UNAVAILABLE');
    expect((await ask()).json().error.code).toBe('SERVICE_UNAVAILABLE');
  });
});

/** The text of every MIME part, undoing base64 and quoted-printable transfer encodings. */
function decodeParts(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  return parts
    .map((part) => {
      const [head = '', ...rest] = part.split(/\r?\n\r?\n/);
      const body = rest.join('\n\n');
      if (/content-transfer-encoding:\s*base64/i.test(head))
        return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
      if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
        return Buffer.from(bytes, 'latin1').toString('utf8');
      }
      return body;
    })
    .join('\n');
}
