import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * What the database's recent failures say about it, for health: a full disk does not stop `select 1`, so
 * health would say "ok" while every save fails. The error handler notes a disk-full error here and health
 * reports the database not ok until DISK_FULL_HOLD_MS pass without another.
 */
export class DatabaseFaults {
  static readonly DISK_FULL_HOLD_MS = 60_000;
  #diskFullAt = Number.NEGATIVE_INFINITY;

  noteDiskFull(now = Date.now()): void {
    this.#diskFullAt = now;
  }

  diskFull(now = Date.now()): boolean {
    return now - this.#diskFullAt < DatabaseFaults.DISK_FULL_HOLD_MS;
  }
}

/**
 * Keys of the PostgreSQL advisory locks that keep several instances starting at once from doing the
 * same one-time work twice (any two fixed numbers no other code uses).
 */
export const LOCKS = { migrations: 7_240_001, contentBank: 7_240_002 } as const;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  faults: DatabaseFaults;
  /**
   * Applies every committed migration not yet applied. On PostgreSQL under an advisory lock, so of
   * several instances starting together one migrates and the others wait and then find nothing to do
   * (drizzle's migrator takes no lock; concurrent runs collide on the same CREATE statements).
   */
  migrate(): Promise<void>;
  ping(): Promise<number>;
  close(): Promise<void>;
}

/** The migrations folder sits next to this file in the sources and next to server.js in the build. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url));

export interface DatabaseOptions {
  /** postgres://… for PostgreSQL; otherwise the embedded PGlite. */
  url?: string | undefined;
  /** PGlite data folder; omit for an in-memory database (tests). */
  dataDir?: string | undefined;
  migrationsDir?: string;
  /**
   * Errors of PostgreSQL connections (a server restart, a dropped database). pg emits them on the pool for
   * idle connections and on the client for checked-out ones; an unhandled one would crash the process. The
   * query that was running fails on its own, and the pool replaces the connection.
   */
  onConnectionError?: (error: Error) => void;
  /** How long a request waits for a PostgreSQL connection before it fails (and is answered 503). */
  connectionTimeoutMs?: number;
}

/** Creates the PGlite folder and proves it writable, so a bad DATA_DIR stops start-up with a clear reason. */
export function ensureWritableDir(dir: string): void {
  const probe = join(dir, `.write-test-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, 'ok');
    rmSync(probe, { force: true });
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    throw new Error(
      `DATA_DIR ${resolve(dir)} is not usable: the database folder must be writable (${code ?? 'error'}: ${message})`,
      { cause: error },
    );
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsDir ?? MIGRATIONS_DIR;
  const timed = async (db: Db) => {
    const started = performance.now();
    await db.execute(sql`select 1`);
    return performance.now() - started;
  };

  const faults = new DatabaseFaults();
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    });
    const onError = (error: Error) => options.onConnectionError?.(error);
    // pg-pool listens on a client only while it is idle; a client checked out for a transaction when the
    // server goes away (57P01 on `pg_ctl stop -m fast`) would emit an unhandled 'error' and crash the
    // process. A listener of our own for the client's whole life closes that gap.
    pool.on('connect', (client) => client.on('error', onError));
    pool.on('error', onError);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      faults,
      migrate: async () => {
        // A session lock, held on one connection while the migrator uses others from the pool.
        const holder = await pool.connect();
        try {
          await holder.query('select pg_advisory_lock($1)', [LOCKS.migrations]);
          await migratePg(db as never, { migrationsFolder });
        } finally {
          const unlocked = await holder.query('select pg_advisory_unlock($1)', [LOCKS.migrations]).then(
            () => true,
            () => false,
          );
          // A connection that could not unlock is closed, which frees its lock.
          holder.release(!unlocked);
        }
      },
      ping: () => timed(db),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) ensureWritableDir(options.dataDir);
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite();
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    faults,
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: () => timed(db),
    close: () => client.close(),
  };
}
