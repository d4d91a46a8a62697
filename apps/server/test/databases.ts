import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** The databases every integration test runs against: PGlite always, PostgreSQL when one is available. */
export const DATABASE_KINDS: DatabaseKind[] = inject('postgresUrl') ? ['pglite', 'postgres'] : ['pglite'];

/**
 * A fresh, migrated, empty database of the given kind. PostgreSQL gets a new database per call so test
 * files never see each other's rows; `close` drops it.
 */
export async function freshDatabase(kind: DatabaseKind): Promise<Database> {
  if (kind === 'pglite') {
    const database = await openDatabase({});
    await database.migrate();
    return database;
  }
  const adminUrl = inject('postgresUrl');
  const name = `gapwise_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
