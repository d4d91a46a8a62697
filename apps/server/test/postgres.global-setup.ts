import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL of a PostgreSQL server for tests; empty when none could be had. */
    postgresUrl: string;
  }
}

const PG_BIN = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
].find((dir) => existsSync(join(dir, 'initdb')));

/** initdb refuses to run as root, so on CI (root) the cluster runs as the postgres user. */
function asPostgres(cmd: string, args: string[]): [string, string[]] {
  const isRoot = process.getuid?.() === 0;
  return isRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
}

async function waitForReady(bin: string, port: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      execFileSync(join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port)], { stdio: 'ignore' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('PostgreSQL did not become ready');
}

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  const given = process.env.TEST_DATABASE_URL;
  if (given) {
    project.provide('postgresUrl', given);
    return undefined;
  }
  if (!PG_BIN) {
    if (process.env.CI) throw new Error('CI needs PostgreSQL: install it or set TEST_DATABASE_URL');
    console.warn('PostgreSQL binaries not found: integration tests run against PGlite only');
    project.provide('postgresUrl', '');
    return undefined;
  }
  const dir = mkdtempSync(join(tmpdir(), 'gapwise-pg-'));
  const port = 55_000 + Math.floor(Math.random() * 5000);
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  const [initCmd, initArgs] = asPostgres(join(PG_BIN, 'initdb'), [
    '-D',
    dir,
    '-U',
    'postgres',
    '--auth=trust',
    '--no-sync',
    '-E',
    'UTF8',
  ]);
  execFileSync(initCmd, initArgs, { stdio: 'ignore' });
  const [cmd, args] = asPostgres(join(PG_BIN, 'postgres'), [
    '-D',
    dir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ]);
  const server = spawn(cmd, args, { stdio: 'ignore', detached: true });
  server.unref();
  await waitForReady(PG_BIN, port);
  project.provide('postgresUrl', `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    const [stopCmd, stopArgs] = asPostgres(join(PG_BIN, 'pg_ctl'), ['-D', dir, 'stop', '-m', 'immediate']);
    try {
      execFileSync(stopCmd, stopArgs, { stdio: 'ignore' });
    } catch {
      server.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
}
