import { type Bank, buildBank } from '@gapwise/grammar';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { readBankHash, readDisabledIds, writeBank } from './content.repository.ts';

export interface ContentStatus {
  loaded: boolean;
  hash: string;
  sections: number;
  topics: number;
  exercises: number;
}

export interface Content {
  bank: Bank;
  status: ContentStatus;
  /** Exercises an admin switched off; they survive reloads. */
  disabledIds: string[];
}

/**
 * Builds the bank from the content engine (deterministic, seconds) and writes it to the database only
 * when its hash differs from the one stored, so a restart with unchanged content costs no writes.
 */
export async function loadContent(database: Database, log: FastifyBaseLogger): Promise<Content> {
  const started = performance.now();
  const bank = buildBank();
  const built = performance.now();
  const exercises = [...bank.exercises.values()].reduce((n, list) => n + list.length, 0);
  const topics = bank.sections.reduce((n, s) => n + s.topics.length, 0);
  const stored = await readBankHash(database.db);
  if (stored !== bank.hash) {
    await database.db.transaction(async (tx) => writeBank(tx, bank));
    log.info(
      {
        topics,
        exercises,
        buildMs: Math.round(built - started),
        writeMs: Math.round(performance.now() - built),
      },
      'content bank written to the database',
    );
  } else {
    log.info({ topics, exercises, buildMs: Math.round(built - started) }, 'content bank unchanged');
  }
  return {
    bank,
    disabledIds: await readDisabledIds(database.db),
    status: { loaded: true, hash: bank.hash, sections: bank.sections.length, topics, exercises },
  };
}
