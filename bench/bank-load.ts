// How long the content bank takes to build and to load into a fresh embedded database, the two steps
// between `npm start` listening and the bank being in the database (issue: "bank build and first load stay
// within npm start's 90-second healthy start"). It loads the bank twice into a fresh on-disk PGlite — once
// with the row-by-row baseline (the multi-row INSERT the server used before) and once with the server's
// writer — and prints the writer's time as a ratio of the baseline's and the whole step as a share of the
// 90-second budget. A second load of the same bank (a restart with changed content) is timed as well.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBank } from '@gapwise/grammar';
import type { DbOrTx } from '../apps/server/src/db/client.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { exercises } from '../apps/server/src/db/schema/index.ts';
import { writeBank } from '../apps/server/src/modules/catalogue/content.repository.ts';

const BUDGET_MS = 90_000;

/** The baseline: the server's earlier writer, a drizzle multi-row INSERT of 1,000 exercises at a time. */
async function writeBankRowsBaseline(db: DbOrTx, bank: ReturnType<typeof buildBank>): Promise<void> {
  await writeBank(db, { ...bank, exercises: new Map([...bank.exercises.keys()].map((k) => [k, []])) });
  for (const list of bank.exercises.values()) {
    for (let start = 0; start < list.length; start += 1000) {
      const rows = list.slice(start, start + 1000).map((e, i) => ({
        id: e.id,
        topicSlug: e.topicSlug,
        ord: start + i,
        text: e.text,
        choices: e.choices,
        answer: e.answer,
        rationale: e.rationale,
        skeleton: e.skeleton,
        quality: e.quality,
        highQuality: e.highQuality,
      }));
      await db.insert(exercises).values(rows);
    }
  }
}

async function timedWrite(write: typeof writeBank, bank: ReturnType<typeof buildBank>, twice: boolean) {
  const dir = mkdtempSync(join(tmpdir(), 'gapwise-bank-'));
  const database = await openDatabase({ dataDir: dir });
  try {
    await database.migrate();
    let started = performance.now();
    await database.db.transaction((tx) => write(tx, bank));
    const first = performance.now() - started;
    let second = Number.NaN;
    if (twice) {
      started = performance.now();
      await database.db.transaction((tx) => write(tx, bank));
      second = performance.now() - started;
    }
    return { first, second };
  } finally {
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const started = performance.now();
const bank = buildBank();
const buildMs = performance.now() - started;
const total = [...bank.exercises.values()].reduce((n, l) => n + l.length, 0);
const baseline = process.argv.includes('--no-baseline')
  ? null
  : await timedWrite(writeBankRowsBaseline, bank, false);
const writer = await timedWrite(writeBank, bank, true);
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
console.log(`bank: ${bank.sections.length} sections, ${bank.exercises.size} topics, ${total} exercises`);
console.log(`build ${s(buildMs)}; first load ${s(writer.first)}; reload (same bank) ${s(writer.second)}`);
if (baseline) {
  console.log(
    `first load with the row-by-row baseline ${s(baseline.first)}: writer/baseline ratio ${(writer.first / baseline.first).toFixed(2)}`,
  );
}
console.log(
  `build + first load = ${s(buildMs + writer.first)}, ${((100 * (buildMs + writer.first)) / BUDGET_MS).toFixed(0)}% of the 90 s healthy-start budget`,
);
