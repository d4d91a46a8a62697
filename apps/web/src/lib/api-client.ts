import type { ApiError, ClientErrorCode } from '@gapwise/contracts/constants';

export type ClientError = Omit<ApiError, 'code'> & {
  code: ApiError['code'] | ClientErrorCode;
  /** From a refusal's Retry-After header (rate limits): the seconds until asking again can work. */
  retryAfterSeconds?: number;
};

/** Retry-After in seconds, from either of its forms (delay-seconds or an HTTP date). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - now) / 1000;
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : undefined;
}

/** What every call resolves to. It never throws: a network failure is an unsuccessful result too. */
export type ApiResult<T> =
  | { isSuccess: true; error: null; content: T }
  | { isSuccess: false; error: ClientError; content: null };

interface ClientHooks {
  /** The in-memory access token, if signed in. */
  getToken: () => string | null;
  /**
   * A new access token after a 401 (one refresh shared by all tabs): the token, `'gone'` when the
   * session ended, or null when the refresh could not be made now (offline).
   */
  renew: () => Promise<string | 'gone' | null>;
  /** The session is gone (a refused refresh after a 401), so the app logs out. */
  onUnauthorized: () => void;
}

let hooks: ClientHooks = { getToken: () => null, renew: async () => 'gone', onUnauthorized: () => {} };

export function configureApiClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

/** The headers every call carries (client origin, bearer token): for streaming calls made with fetch. */
export function baseHeaders(): Record<string, string> {
  const headers: Record<string, string> = { 'x-client-origin': window.location.origin };
  const token = hooks.getToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return headers;
}

export interface RequestOptions {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Let the request finish after the page is left (analytics sent just before a redirect). */
  keepalive?: boolean;
}

const failure = <T>(code: ClientError['code'], message: string, field?: string): ApiResult<T> => ({
  isSuccess: false,
  error: field ? { code, message, field } : { code, message },
  content: null,
});

/**
 * The one 401 rule: a call made with an access token that the server refuses is retried once after a
 * shared refresh (the token may only have run out while the tab slept); the app logs out only when that
 * refresh is refused too. Calls to /auth/* answer for themselves (a refused refresh is the session ending).
 */
export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  const sentToken = hooks.getToken();
  const result = await send<T>(method, path, options);
  if (result.status !== 401 || !sentToken || path.startsWith('/auth/')) return result.result;
  const renewed = await hooks.renew();
  if (renewed !== null && renewed !== 'gone') return (await send<T>(method, path, options)).result;
  if (renewed === 'gone') hooks.onUnauthorized();
  return result.result;
}

/** One request; status 0 when no answer came (offline, cancelled). */
async function send<T>(
  method: string,
  path: string,
  options: RequestOptions,
): Promise<{ status: number; result: ApiResult<T> }> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers = baseHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError')
      return { status: 0, result: failure('ABORTED', 'Request cancelled') };
    return {
      status: 0,
      result: failure('NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.'),
    };
  }

  return { status: response.status, result: await readEnvelope<T>(response) };
}

async function readEnvelope<T>(response: Response): Promise<ApiResult<T>> {
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    return failure(
      response.ok ? 'BAD_RESPONSE' : 'HTTP_ERROR',
      `Unexpected answer from the server (${response.status})`,
    );
  }
  if (payload && typeof payload === 'object' && 'isSuccess' in payload) {
    const envelope = payload as { isSuccess: boolean; content?: T; error?: ApiError };
    if (envelope.isSuccess) return { isSuccess: true, error: null, content: envelope.content as T };
    const result = failure<T>(
      envelope.error?.code ?? 'HTTP_ERROR',
      envelope.error?.message ?? 'Request failed',
      envelope.error?.field,
    );
    const wait = retryAfterSeconds(response.headers.get('retry-after'));
    if (wait !== undefined && result.error) result.error.retryAfterSeconds = wait;
    return result;
  }
  return failure('BAD_RESPONSE', 'Unexpected answer from the server');
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};
