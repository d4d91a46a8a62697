/** The query parameter that carries where a visitor was going when sign-in interrupted them. */
export const RETURN_PARAM = 'next';

/**
 * A path of this app to go back to after sign-in, or null. Only same-origin paths pass: anything that
 * resolves to another origin ("//evil.example", "https://…", "/\evil.example") is dropped, so the
 * parameter can never become an open redirect; sign-in pages themselves are dropped to avoid a loop.
 */
export function safeReturnPath(
  raw: string | null | undefined,
  origin = window.location.origin,
): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || url.pathname === '/signin' || url.pathname.startsWith('/signin/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** `path` with the return path attached (when there is a safe one). */
export function withReturnPath(path: string, next: string | null | undefined): string {
  const safe = safeReturnPath(next);
  return safe ? `${path}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : path;
}
