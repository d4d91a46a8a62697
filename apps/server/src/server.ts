import { readFileSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loadContent } from './modules/catalogue/content.service.ts';
import { ContentState } from './modules/catalogue/content.state.ts';

function readVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      version?: string;
    };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(process.env, readVersion());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const logger =
    config.NODE_ENV === 'production'
      ? { level: config.LOG_LEVEL }
      : {
          level: config.LOG_LEVEL,
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        };

  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    onConnectionError: (error) =>
      console.error('database connection error (the pool reconnects):', error.message),
  });
  await database.migrate();
  const content = new ContentState();
  const app = await buildApp({ config, database, content, logger });

  closeWithGrace({ delay: 10_000 }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Gapwise is ready on http://localhost:${config.PORT} (database: ${database.kind})`);

  // Listening first keeps health answering while the bank loads; health says "degraded" until then.
  const loaded = await loadContent(database, app.log);
  content.set(loaded.bank, loaded.status, loaded.disabledIds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
