import type { User } from '@gapwise/contracts/constants';
import { mergeSectionRecords } from './api.ts';

const KEY = 'gw:pendingSectionRecords';
const MAX_LINK_CHARS = 32_000;

/**
 * Keeps the records of a `?sectionRecords=` link until the learner is signed in. Only a cheap check here
 * (the landing page runs this); the full check against the contract runs before the merge.
 */
export function rememberPendingRecords(raw: string): void {
  if (raw.length > MAX_LINK_CHARS) return;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) sessionStorage.setItem(KEY, raw);
  } catch {
    // Not JSON: nothing to keep.
  }
}

/**
 * Merges the kept records into the account (the server never lowers stars) and forgets them. Records that
 * do not pass the contract's schema, or carry more than one merge may, are dropped, never sent.
 */
export async function mergePendingRecords(): Promise<User | null> {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  sessionStorage.removeItem(KEY);
  const { parseLinkRecords } = await import('./link-records.ts');
  const sectionRecords = parseLinkRecords(raw);
  if (!sectionRecords) return null;
  const result = await mergeSectionRecords(sectionRecords);
  return result.isSuccess ? result.content : null;
}
