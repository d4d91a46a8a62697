import {
  API_ROUTES,
  type ApiRouteName,
  type RouteAnswer,
  type RouteBody,
  type RouteParams,
  type RouteQuery,
  routePath,
} from '@gapwise/contracts/constants';
import { type ApiResult, apiRequest, type ClientError, type RequestOptions } from './api-client.ts';

/**
 * The typed client: every call names a route of the contracts' route map, so its path, method, body and
 * answer come from the one map the server is checked against. It resolves to an `ApiResult` like
 * `api-client` (never throws); `unwrap` (and `fetchApi`) turn a failure into a thrown `ApiError` for
 * React Query: the one error a failed call becomes, wherever it is thrown, so its code is never lost.
 *
 * Each feature talks to the server from its own `api.ts` only (fetcher, query options, hook per
 * endpoint); `api.test.ts` fails when a call appears anywhere else.
 */
type ParamsArg<N extends ApiRouteName> = keyof RouteParams<N> extends never
  ? { params?: undefined }
  : { params: RouteParams<N> };
type BodyArg<N extends ApiRouteName> =
  RouteBody<N> extends undefined ? { body?: undefined } : { body: RouteBody<N> };
export type CallArgs<N extends ApiRouteName> = ParamsArg<N> &
  BodyArg<N> & { query?: RouteQuery<N> } & Pick<RequestOptions, 'signal' | 'keepalive'>;

export function callApi<N extends ApiRouteName>(
  name: N,
  ...[args]: Record<never, never> extends CallArgs<N> ? [CallArgs<N>?] : [CallArgs<N>]
): Promise<ApiResult<RouteAnswer<N>>> {
  const { params, body, query, signal, keepalive } = (args ?? {}) as CallArgs<N>;
  return apiRequest<RouteAnswer<N>>(
    API_ROUTES[name].method,
    routePath(name, (params ?? {}) as RouteParams<N>),
    {
      ...(body !== undefined ? { body } : {}),
      ...(query ? { query: query as RequestOptions['query'] } : {}),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    },
  );
}

/** A failed call as a thrown error that keeps the server's code (and field, and Retry-After). */
export class ApiError extends Error {
  readonly code: ClientError['code'];
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;
  constructor(error: ClientError) {
    super(error.message);
    this.name = 'ApiError';
    this.code = error.code;
    this.field = error.field;
    this.retryAfterSeconds = error.retryAfterSeconds;
  }
}

/** The one way a result becomes a value or a thrown `ApiError` (query functions use it). */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.isSuccess) return result.content;
  throw new ApiError(result.error);
}

/** `callApi` then `unwrap`: for React Query's query and mutation functions. */
export async function fetchApi<N extends ApiRouteName>(
  name: N,
  ...rest: Record<never, never> extends CallArgs<N> ? [CallArgs<N>?] : [CallArgs<N>]
): Promise<RouteAnswer<N>> {
  return unwrap(await callApi(name, ...rest));
}

/** The code of a failure thrown by `unwrap`, for screens that word a message by it. */
export const failureCode = (error: unknown): ClientError['code'] | null =>
  error instanceof ApiError ? error.code : null;
