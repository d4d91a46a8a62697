import { readFileSync } from 'node:fs';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { loggerOptions } from './logger.ts';
import { loadContent } from './modules/catalogue/content.service.ts';
import { ContentState } from './modules/catalogue/content.state.ts';

declare const __GAPWISE_BUILT_AT__: string | undefined;

/**
 * When this server was built (build.mjs defines it), which orders content banks across a rollout. Run
 * from the sources (npm run dev) the start time stands in.
 */
const BUILT_AT = typeof __GAPWISE_BUILT_AT__ === 'string' ? __GAPWISE_BUILT_AT__ : new Date().toISOString();

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

  const logger = loggerOptions(config);

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
  const loaded = await loadContent(database, app.log, { builtAt: BUILT_AT });
  content.set(loaded.bank, loaded.status, loaded.disabledIds);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
