// npm run content:flags: the current automatic flags by topic, for the people who fix generators.
// Reads the same database the server uses (DATABASE_URL, else the PGlite folder DATA_DIR, default ./data;
// stop a PGlite server first, its folder takes one process). Rules: docs/content-quality.md "Learners' answers".
import { buildBank } from '@gapwise/grammar';
import { openDatabase } from '../src/db/client.ts';
import { exerciseDecisions, exerciseSignals } from '../src/db/schema/index.ts';
import { formatFlagReport } from '../src/modules/signals/flags-report.ts';

const database = await openDatabase({
  url: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : (process.env.DATA_DIR ?? './data'),
});
try {
  await database.migrate();
  const signals = await database.db.select().from(exerciseSignals);
  const decisions = new Map(
    (await database.db.select().from(exerciseDecisions)).map((d) => [d.exerciseId, d]),
  );
  const flagged = signals.filter(
    (s) => s.flags.length > 0 || decisions.get(s.exerciseId)?.kind === 'fix-generator',
  );
  // The bank only to show sentences: built (deterministically) when there is something to show.
  const byId = new Map<string, { text: string; answer: string; choices: string[] }>();
  if (flagged.length > 0)
    for (const list of buildBank().exercises.values()) for (const e of list) byId.set(e.id, e);
  process.stdout.write(
    formatFlagReport(
      flagged.map((s) => {
        const d = decisions.get(s.exerciseId);
        return { ...s, decision: d ? { kind: d.kind, note: d.note } : null };
      }),
      (id) => byId.get(id),
    ),
  );
} finally {
  await database.close();
}
