import { type Bank, buildBank } from '@gapwise/grammar';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client.ts';
import {
  lockContentBank,
  readBankBuiltAt,
  readBankHash,
  readDisabledIds,
  writeBank,
  writeBankBuiltAt,
} from './content.repository.ts';
import type { ContentState } from './content.state.ts';

/**
 * How stale another instance's view of the disabled exercises may be: an exercise an admin switches off
 * is no longer served anywhere after at most this long (at once on the instance that took the request).
 */
export const DISABLED_TTL_MS = 5_000;

/** Rereads the exercises an admin switched off when the copy in memory is older than maxAgeMs. */
export function refreshDisabledExercises(
  content: ContentState,
  db: DbOrTx,
  maxAgeMs = DISABLED_TTL_MS,
): Promise<void> {
  return content.refreshDisabled(() => readDisabledIds(db), maxAgeMs);
}

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

export interface LoadOptions {
  /**
   * When this server was built (ISO time): a bank is written only over one from an older or equal
   * build, so an old instance restarting in the middle of a rollout never writes its older bank back.
   */
  builtAt: string;
  /** The bank to load (tests); the content engine's by default. */
  build?: () => Bank;
}

/** What a starting instance does with its bank, given what the database holds. */
export function bankDecision(
  own: { hash: string; builtAt: string },
  stored: { hash: string | null; builtAt: string | null },
): 'unchanged' | 'write' | 'newer-stored' {
  if (stored.hash === own.hash) return 'unchanged';
  if (stored.hash !== null && stored.builtAt !== null && stored.builtAt > own.builtAt) return 'newer-stored';
  return 'write';
}

/**
 * Builds the bank from the content engine (deterministic, seconds) and writes it to the database only
 * when its hash differs from the one stored and no newer build wrote that one, so a restart with
 * unchanged content costs no writes. The decision and the write happen in one transaction under an
 * advisory lock: of several instances starting at once, one writes and the others find it written.
 */
export async function loadContent(
  database: Database,
  log: FastifyBaseLogger,
  options: LoadOptions,
): Promise<Content> {
  const started = performance.now();
  const bank = (options.build ?? buildBank)();
  const built = performance.now();
  const exercises = [...bank.exercises.values()].reduce((n, list) => n + list.length, 0);
  const topics = bank.sections.reduce((n, s) => n + s.topics.length, 0);
  const decision = await database.db.transaction(async (tx) => {
    await lockContentBank(tx);
    const stored = { hash: await readBankHash(tx), builtAt: await readBankBuiltAt(tx) };
    const next = bankDecision({ hash: bank.hash, builtAt: options.builtAt }, stored);
    if (next === 'write') {
      await writeBank(tx, bank);
      await writeBankBuiltAt(tx, options.builtAt);
    }
    return { next, stored };
  });
  if (decision.next === 'write') {
    log.info(
      {
        topics,
        exercises,
        buildMs: Math.round(built - started),
        writeMs: Math.round(performance.now() - built),
      },
      'content bank written to the database',
    );
  } else if (decision.next === 'newer-stored') {
    log.warn(
      { topics, exercises, storedBuiltAt: decision.stored.builtAt, builtAt: options.builtAt },
      'content bank in the database is from a newer build: left as it is, this instance serves its own',
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
