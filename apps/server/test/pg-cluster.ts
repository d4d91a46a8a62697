import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The Debian `postgresql` package's binaries, newest first; undefined when none is installed. */
export const PG_BIN = [
  '/usr/lib/postgresql/17/bin',
  '/usr/lib/postgresql/16/bin',
  '/usr/lib/postgresql/15/bin',
].find((dir) => existsSync(join(dir, 'initdb')));

/** initdb and postgres refuse to run as root, so as root the cluster runs as the postgres user. */
function run(bin: string, tool: string, args: string[]): void {
  const cmd = join(bin, tool);
  const isRoot = process.getuid?.() === 0;
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' });
  else execFileSync(cmd, args, { stdio: 'ignore' });
}

export interface Cluster {
  url: string;
  /** `pg_ctl stop -m fast`: every connection is terminated (57P01), as in a routine restart. */
  stop(): void;
  /** Starts the stopped cluster again and waits until it accepts connections. */
  start(): void;
  /** Stops it for good and deletes its folder. */
  destroy(): void;
}

/**
 * A throwaway PostgreSQL cluster of its own, for tests and benchmarks that stop and start the database
 * (the shared one of the test run must stay up for the other test files). Commits are synchronous, so
 * "no acknowledged write lost" means what it says.
 */
export function startCluster(): Cluster {
  const bin = PG_BIN;
  if (!bin) throw new Error('PostgreSQL binaries not found: apt-get install -y postgresql');
  const dir = mkdtempSync(join(tmpdir(), 'gapwise-pg-restart-'));
  if (process.getuid?.() === 0) execFileSync('chown', ['postgres', dir]);
  chmodSync(dir, 0o700);
  run(bin, 'initdb', ['-D', dir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  let port = 0;
  const start = () => {
    const options = `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off`;
    run(bin, 'pg_ctl', ['-D', dir, '-o', options, '-l', join(dir, 'log'), '-w', 'start']);
  };
  // A random port may be taken (other clusters on the machine): try a few.
  for (let attempt = 1; ; attempt++) {
    port = 50_000 + Math.floor(Math.random() * 5000);
    try {
      start();
      break;
    } catch (error) {
      if (attempt >= 5) throw error;
    }
  }
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => run(bin, 'pg_ctl', ['-D', dir, '-m', 'fast', '-w', 'stop']),
    start,
    destroy() {
      try {
        run(bin, 'pg_ctl', ['-D', dir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    },
  };
}
