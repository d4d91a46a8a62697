// The server under test, in its own process so the load generator does not steal its CPU. It loads the
// real content bank into an in-memory PGlite, creates a premium learner, and prints what the load
// generator needs as one JSON line. SIGTERM (the load generator's, when it is done) closes it as server.ts
// does: the app first (its batched counters flush), then the database.
import { generateExplanationBodySchema } from '@gapwise/contracts';
import { buildBank } from '@gapwise/grammar';
import closeWithGrace from 'close-with-grace';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { ContentState } from '../apps/server/src/modules/catalogue/content.state.ts';
import { authPlugin } from '../apps/server/src/plugins/auth.ts';
import { signedInUser } from '../apps/server/test/users.ts';

const config = loadConfig({
  NODE_ENV: 'test',
  DEV_OUTBOX: '1',
  PAYMENT_SIMULATOR: '1',
  LOG_LEVEL: 'silent',
  WEB_DIST: '/none',
  EXPLAIN_RATE_LIMIT_PER_MIN: '100000',
});
const database = await openDatabase({});
await database.migrate();
const bank = buildBank();
const content = new ContentState();
const total = [...bank.exercises.values()].reduce((n, l) => n + l.length, 0);
content.set(bank, {
  loaded: true,
  hash: bank.hash,
  sections: bank.sections.length,
  topics: bank.exercises.size,
  exercises: total,
});
const app = await buildApp({ config, database, content });
closeWithGrace({ delay: 10_000 }, async ({ err }) => {
  if (err) console.error(err);
  await app.close();
  await database.close();
});
// A reference route for the bench only (never in the app): what any POST of the explanation's body costs
// this server before the route does anything: the same sign-in check and the same contract check of the
// body, then a constant answer. The cached explanation is compared with it as well as with the baseline.
await app.register(
  async (scope) => {
    await scope.register(authPlugin, { db: database.db, accessKey: app.keys.access });
    scope.post('/validated-post', { schema: { body: generateExplanationBodySchema } }, async () => ({
      isSuccess: true,
      content: { ok: true },
    }));
  },
  { prefix: '/bench' },
);
await app.listen({ host: '127.0.0.1', port: 0 });
const user = await signedInUser(app, database, { premium: true });
const [slug, list] = [...bank.exercises.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? ['', []];
const exercise = list[0];
const wrong = exercise?.choices.find((c) => c !== exercise.answer) ?? '';
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
console.log(
  JSON.stringify({ port, token: user.token, slug, size: list.length, exerciseId: exercise?.id, wrong }),
);
