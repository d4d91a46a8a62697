import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadedContent } from '../../test/bank.ts';
import { testConfig } from '../../test/config.ts';
import { DATABASE_KINDS, freshDatabase } from '../../test/databases.ts';
import { signedInUser } from '../../test/users.ts';
import { type App, buildApp } from '../app.ts';
import { type Database, DatabaseFaults, openDatabase } from './client.ts';
import { explanations } from './schema/index.ts';

/**
 * A full disk, as the database reports it (SQLSTATE 53100), made real by a trigger that fails every
 * insert or update of one table the way PostgreSQL does when it cannot extend a file.
 */
async function failWritesOf(database: Database, table: string): Promise<() => Promise<void>> {
  await database.db.execute(
    sql.raw(`create or replace function gapwise_test_disk_full() returns trigger language plpgsql as $$
      begin raise exception 'could not extend file: No space left on device' using errcode = 'disk_full'; end $$`),
  );
  await database.db.execute(
    sql.raw(`create trigger gapwise_test_disk_full before insert or update on ${table}
      for each row execute function gapwise_test_disk_full()`),
  );
  return async () => {
    await database.db.execute(sql.raw(`drop trigger gapwise_test_disk_full on ${table}`));
  };
}

describe.each(DATABASE_KINDS)('a full disk on %s', (kind) => {
  let database: Database;
  let app: App;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    app = await buildApp({ config: testConfig(), database, content: loadedContent() });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers saves 503 with Retry-After and makes health not ok, instead of 500 and "ok"', async () => {
    const user = await signedInUser(app, database);
    expect((await app.inject({ url: '/api/health' })).json().content.database.ok).toBe(true);
    const restore = await failWritesOf(database, 'section_records');
    try {
      const res = await app.inject({
        method: 'PATCH',
        url: '/api/users/section-records',
        headers: user.headers,
        payload: { sectionSlug: 'basics', topicSlug: 'have-has', sectionRecord: { stars: 2 } },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ isSuccess: false, error: { code: 'SERVICE_UNAVAILABLE' } });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json().content).toMatchObject({ status: 'degraded', database: { ok: false } });
    } finally {
      await restore();
    }
  });

  it('serves a generated explanation even when storing it fails', async () => {
    const exercise = (await app.inject({ url: '/api/topics/articles?limit=1' })).json().content.exercises[0];
    const restore = await failWritesOf(database, 'explanations');
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/api/openai/generate-explanation',
        payload: { exerciseId: exercise.id, answer: 'a', language: 'uk' },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().content.choices[0].message.content.length).toBeGreaterThan(20);
      expect(await database.db.select().from(explanations)).toHaveLength(0);
    } finally {
      await restore();
    }
  });
});

describe('DatabaseFaults', () => {
  it('holds a disk-full report for a while, then lets it go', () => {
    const faults = new DatabaseFaults();
    expect(faults.diskFull(1_000)).toBe(false);
    faults.noteDiskFull(1_000);
    expect(faults.diskFull(1_000 + DatabaseFaults.DISK_FULL_HOLD_MS - 1)).toBe(true);
    expect(faults.diskFull(1_000 + DatabaseFaults.DISK_FULL_HOLD_MS)).toBe(false);
  });
});

describe('an unusable DATA_DIR', () => {
  it('stops start-up with a message that names the folder and the cause', async () => {
    const root = mkdtempSync(join(tmpdir(), 'gapwise-datadir-'));
    const file = join(root, 'not-a-folder');
    writeFileSync(file, 'x');
    const dataDir = join(file, 'data');
    await expect(openDatabase({ dataDir })).rejects.toThrow(
      new RegExp(`DATA_DIR ${dataDir.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not usable.*ENOTDIR`),
    );
  });
});
