import { QueryClient } from '@tanstack/react-query';

/**
 * API calls resolve to `{ isSuccess, error, content }` and never throw (see api-client), so query
 * functions turn an unsuccessful result into an error themselves where retrying makes sense.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
