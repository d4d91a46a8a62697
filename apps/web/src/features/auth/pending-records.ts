import type { SectionRecords, User } from '@gapwise/contracts';
import { api } from '../../lib/api-client.ts';

const KEY = 'gw:pendingSectionRecords';

/** Keeps `?sectionRecords=` (JSON) until the learner is signed in. The server validates it on merge. */
export function rememberPendingRecords(json: string): void {
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) sessionStorage.setItem(KEY, json);
  } catch {
    // Not JSON: nothing to keep.
  }
}

/** Merges the kept records into the account (the server never lowers stars) and forgets them. */
export async function mergePendingRecords(): Promise<User | null> {
  const raw = sessionStorage.getItem(KEY);
  if (!raw) return null;
  sessionStorage.removeItem(KEY);
  const sectionRecords = JSON.parse(raw) as SectionRecords;
  const result = await api.post<User>('/users/section-records/merge', { sectionRecords });
  return result.isSuccess ? result.content : null;
}
