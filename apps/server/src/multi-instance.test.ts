import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { testBank } from '../test/bank.ts';
import { DATABASE_KINDS, freshDatabase } from '../test/databases.ts';
import { type Database, MIGRATIONS_DIR, openDatabase } from './db/client.ts';
import { readBankHash } from './modules/catalogue/content.repository.ts';
import { bankDecision, loadContent } from './modules/catalogue/content.service.ts';

/** A logger that keeps every message, to count which instance did what. */
function recordingLog() {
  const messages: string[] = [];
  const log = pino(
    { level: 'info' },
    {
      write(line: string) {
        messages.push(String(JSON.parse(line).msg));
      },
    },
  );
  return { log, messages };
}

const MIGRATION_COUNT = (
  JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

describe.skipIf(!DATABASE_KINDS.includes('postgres'))(
  'three instances starting at once on a new PostgreSQL database',
  () => {
    const name = `gapwise_multi_${randomBytes(6).toString('hex')}`;
    const adminUrl = inject('postgresUrl');
    const instances: Database[] = [];

    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(statement);
      await client.end();
    };

    beforeAll(async () => {
      await admin(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      for (let i = 0; i < 3; i++) instances.push(await openDatabase({ url: url.toString() }));
    });
    afterAll(async () => {
      for (const instance of instances) await instance.close();
      await admin(`drop database if exists ${name} with (force)`);
    });

    it('migrate once: every migration applied exactly one time, no instance failing', async () => {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const [first] = instances;
      const rows = await first!.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
      expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(MIGRATION_COUNT);
    });

    it('load the bank once: one instance writes it, the others find it written', async () => {
      const logs = instances.map(() => recordingLog());
      const builtAt = '2026-11-26T10:00:00.000Z';
      const loaded = await Promise.all(
        instances.map((instance, i) => loadContent(instance, logs[i]!.log, { builtAt, build: testBank })),
      );
      const messages = logs.flatMap((l) => l.messages);
      expect(messages.filter((m) => m === 'content bank written to the database')).toHaveLength(1);
      expect(messages.filter((m) => m === 'content bank unchanged')).toHaveLength(2);
      for (const content of loaded) expect(content.status.hash).toBe('test-bank');
    });

    it('an older build restarting mid-rollout leaves the newer bank in place; a newer build replaces it', async () => {
      const [instance] = instances;
      const newer = { ...testBank(), hash: 'newer-bank' };
      const older = { ...testBank(), hash: 'older-bank' };
      const { log, messages } = recordingLog();
      await loadContent(instance!, log, { builtAt: '2026-11-26T12:00:00.000Z', build: () => newer });
      expect(await readBankHash(instance!.db)).toBe('newer-bank');
      const oldOne = await loadContent(instance!, log, {
        builtAt: '2026-11-26T11:00:00.000Z',
        build: () => older,
      });
      expect(await readBankHash(instance!.db)).toBe('newer-bank');
      // The old instance still serves its own bank from memory until it is replaced.
      expect(oldOne.status.hash).toBe('older-bank');
      expect(messages).toContain(
        'content bank in the database is from a newer build: left as it is, this instance serves its own',
      );
    });
  },
);

describe('loading the bank on PGlite (one process)', () => {
  it('writes it once and then finds it unchanged', async () => {
    const database = await freshDatabase('pglite');
    try {
      const { log, messages } = recordingLog();
      // Five exercises a topic: PGlite writes slowly and only the once-then-unchanged matters here.
      const full = testBank();
      const small = {
        ...full,
        exercises: new Map([...full.exercises].map(([slug, list]) => [slug, list.slice(0, 5)])),
      };
      const options = { builtAt: '2026-11-26T10:00:00.000Z', build: () => small };
      await loadContent(database, log, options);
      await loadContent(database, log, options);
      expect(messages).toEqual(['content bank written to the database', 'content bank unchanged']);
    } finally {
      await database.close();
    }
  }, 120_000);
});

describe('bankDecision', () => {
  const own = { hash: 'b', builtAt: '2026-11-26T10:00:00.000Z' };
  it('writes over nothing, an older build, or a bank from before build times were kept', () => {
    expect(bankDecision(own, { hash: null, builtAt: null })).toBe('write');
    expect(bankDecision(own, { hash: 'a', builtAt: '2026-11-25T10:00:00.000Z' })).toBe('write');
    expect(bankDecision(own, { hash: 'a', builtAt: null })).toBe('write');
  });
  it('leaves the same bank and a newer build alone', () => {
    expect(bankDecision(own, { hash: 'b', builtAt: '2026-11-27T10:00:00.000Z' })).toBe('unchanged');
    expect(bankDecision(own, { hash: 'c', builtAt: '2026-11-27T10:00:00.000Z' })).toBe('newer-stored');
  });
});
