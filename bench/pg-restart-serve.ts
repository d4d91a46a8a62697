// The server under test for `npm run bench:pg-restart`, in its own process so "alive" means what it says:
// the app on the PostgreSQL cluster the bench controls, with the small test bank and N signed-in learners.
// Prints one JSON line with the port and the learners' tokens.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { loadedContent } from '../apps/server/test/bank.ts';
import { signedInUser } from '../apps/server/test/users.ts';

const url = process.env.BENCH_DATABASE_URL;
if (!url) throw new Error('BENCH_DATABASE_URL is required');
const count = Number(process.env.BENCH_LEARNERS ?? 200);

let connectionErrors = 0;
const database = await openDatabase({ url, onConnectionError: () => connectionErrors++ });
await database.migrate();
const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/none' });
const app = await buildApp({ config, database, content: loadedContent() });
await app.listen({ host: '127.0.0.1', port: 0 });
const learners = [];
for (let i = 0; i < count; i++) {
  const { id, token } = await signedInUser(app, database);
  learners.push({ id, token });
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(JSON.stringify({ port, learners }));
process.on('SIGTERM', () => {
  console.error(`server: ${connectionErrors} database connection errors handled`);
  process.exit(0);
});
