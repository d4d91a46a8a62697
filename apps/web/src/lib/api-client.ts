import type { ApiError, ClientErrorCode } from '@gapwise/contracts';

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
  /** Called when the server answers 401: the session is gone, so the app logs out. */
  onUnauthorized: () => void;
}

let hooks: ClientHooks = { getToken: () => null, onUnauthorized: () => {} };

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

export async function apiRequest<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
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
      return failure('ABORTED', 'Request cancelled');
    return failure('NETWORK_ERROR', 'Could not reach the server. Check your connection and try again.');
  }

  if (response.status === 401) hooks.onUnauthorized();
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
