import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { configSchema } from './config.ts';

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');

/** Settings only docker-compose.yml reads (not the server). */
const COMPOSE_ONLY = ['POSTGRES_PASSWORD', 'APP_PORT'];

describe('.env.example', () => {
  const listed = [...read('.env.example').matchAll(/^(?:# )?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]);

  it('lists every setting the server reads, each once', () => {
    const settings = Object.keys(configSchema.shape).sort();
    expect(settings.filter((key) => !listed.includes(key))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('lists nothing the server or compose does not read', () => {
    const known = new Set([...Object.keys(configSchema.shape), ...COMPOSE_ONLY]);
    expect(listed.filter((key) => !known.has(key!))).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  // Docker is not installed where the tests run: the file is checked as YAML and for what it must hold.
  const compose = parse(read('docker-compose.yml')) as {
    services: Record<string, Record<string, unknown>>;
    volumes: Record<string, unknown>;
  };

  it('runs the app on PostgreSQL 16 with a volume for the data', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['app', 'postgres']);
    expect(compose.services.postgres?.image).toBe('postgres:16');
    expect(compose.services.postgres?.volumes).toEqual(['pgdata:/var/lib/postgresql/data']);
    expect(Object.keys(compose.volumes)).toEqual(['pgdata']);
    const env = compose.services.app?.environment as Record<string, string>;
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toMatch(/^postgres:\/\/gapwise:.*@postgres:5432\/gapwise$/);
  });

  it('health-checks both, and starts the app only once PostgreSQL is healthy', () => {
    for (const service of ['app', 'postgres']) expect(compose.services[service]?.healthcheck).toBeDefined();
    expect(JSON.stringify(compose.services.app?.healthcheck)).toContain('/api/health/ready');
    expect(compose.services.app?.depends_on).toEqual({ postgres: { condition: 'service_healthy' } });
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');
  it('builds in stages and runs the built server as a non-root user without rebuilding', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime).toContain('CMD ["node", "apps/server/dist/server.js"]');
    expect(runtime).not.toMatch(/npm run build|npm start/);
    expect(runtime).toContain('/api/health/live');
  });
});
