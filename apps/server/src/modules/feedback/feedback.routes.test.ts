import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../../test/bank.ts';
import { testConfig } from '../../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../../test/databases.ts';
import { signedInUser } from '../../../test/users.ts';
import { type App, buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { contactMessages, exerciseReports, outbox } from '../../db/schema/index.ts';

const contact = (app: App, payload: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: '/api/contact', payload, remoteAddress: ip });

describe.each(DATABASE_KINDS)('feedback on %s', (kind) => {
  let database: Database;
  let app: App;
  const content = loadedContent();
  const exercise = content.bank?.exercises.get('articles')?.[0];
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('stores a contact message and forwards it to support, escaped, with the sender as reply-to', async () => {
    const res = await contact(app, {
      name: ' Olena <b>K</b> ',
      email: ' Olena@Example.COM ',
      message: 'Hello!\nHow do I pay by card?',
      locale: 'uk',
    });
    expect(res.json()).toEqual({ isSuccess: true, content: { received: true } });
    const [row] = await database.db.select().from(contactMessages);
    expect(row).toMatchObject({ name: 'Olena <b>K</b>', email: 'olena@example.com', locale: 'uk' });
    expect(row?.forwardedAt).toBeInstanceOf(Date);
    const [mail] = await database.db.select().from(outbox).where(eq(outbox.to, 'support@gapwise.app'));
    expect(mail?.text).toContain('How do I pay by card?');
    expect(mail?.html).toContain('Olena &#60;b&#62;K&#60;/b&#62;');
    expect(mail?.html).not.toContain('<b>K</b>');
  });

  it('rejects bad input with field errors and stores nothing', async () => {
    const before = await database.db.$count(contactMessages);
    for (const payload of [
      {},
      { name: '', email: 'a@b.co', message: 'hi' },
      { name: 'A', email: 'not-an-email', message: 'hi' },
      { name: 'A', email: 'a@b.co', message: '   ' },
      { name: 'A', email: 'a@b.co', message: 'x'.repeat(2001) },
      { name: 'A'.repeat(51), email: 'a@b.co', message: 'hi' },
    ]) {
      const res = await contact(app, payload, '198.51.100.1');
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect(await database.db.$count(contactMessages)).toBe(before);
  });

  it('limits messages per IP across instances sharing the database', async () => {
    const other = await buildApp({ config: testConfig(), database, content });
    const ip = '192.0.2.44';
    const codes: number[] = [];
    for (let i = 0; i < 8; i++) {
      const res = await contact(i % 2 ? other : app, { name: 'N', email: `n${i}@ex.com`, message: 'm' }, ip);
      codes.push(res.statusCode);
    }
    await other.close();
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.slice(5)).toEqual([429, 429, 429]);
  });

  it('keeps the message when mail is down, unforwarded, and still thanks the sender', async () => {
    const failing = await buildApp({
      config: testConfig(),
      database,
      content,
      mailer: { send: async () => Promise.reject(new Error('smtp down')) },
    });
    const res = await contact(failing, { name: 'Ira', email: 'ira@ex.com', message: 'lost?' }, '192.0.2.99');
    await failing.close();
    expect(res.statusCode).toBe(200);
    const [row] = await database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ira@ex.com'));
    expect(row?.forwardedAt).toBeNull();
  });

  it('stores an exercise report with its topic and the reporter', async () => {
    if (!exercise) throw new Error('test bank has no articles exercise');
    const user = await signedInUser(app, database);
    const res = await app.inject({
      method: 'POST',
      url: `/api/exercises/${exercise.id}/report`,
      headers: user.headers,
      payload: { reason: 'two-answers-fit', comment: 'Both a and the work here', answer: 'a' },
    });
    expect(res.json()).toEqual({ isSuccess: true, content: { received: true } });
    const [row] = await database.db.select().from(exerciseReports);
    expect(row).toMatchObject({
      exerciseId: exercise.id,
      topicSlug: 'articles',
      reason: 'two-answers-fit',
      userId: user.id,
      answer: 'a',
    });
  });

  it('answers an unknown exercise with 404 and a bad reason with 400, storing nothing', async () => {
    const before = await database.db.$count(exerciseReports);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/exercises/nope/report',
      payload: { reason: 'typo' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('EXERCISE_NOT_FOUND');
    const bad = await app.inject({
      method: 'POST',
      url: `/api/exercises/${exercise?.id}/report`,
      payload: { reason: 'boring' },
    });
    expect(bad.statusCode).toBe(400);
    expect(await database.db.$count(exerciseReports)).toBe(before);
  });
});
