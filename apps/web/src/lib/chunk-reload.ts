/**
 * A tab left open across a deploy asks for chunks of the old build, which are gone. One reload fetches the
 * new build; a guard in sessionStorage makes sure it happens once, so a chunk that fails for another reason
 * (offline, blocked) shows the recoverable screen instead of reloading in a loop.
 */
const KEY = 'gapwise:chunk-reload';
/** Another failure this soon after the reload means reloading did not help. */
export const RELOAD_GUARD_MS = 60_000;

const CHUNK_FAILURE =
  /dynamically imported module|module script failed|error loading dynamically|Loading (CSS )?chunk|ChunkLoadError|Unable to preload CSS/i;

/** The error of a lazy chunk (or its CSS) that could not be loaded, in Chromium, Firefox and Safari words. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return CHUNK_FAILURE.test(text);
}

/** Reloads the page unless it was reloaded for this in the last minute; tells whether it did. */
export function reloadOnce(
  reload: () => void = () => window.location.reload(),
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  now = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(KEY));
    if (last && now - last < RELOAD_GUARD_MS) return false;
    storage.setItem(KEY, String(now));
  } catch {
    // No storage (privacy mode): without the guard a reload could loop, so show the screen instead.
    return false;
  }
  reload();
  return true;
}
