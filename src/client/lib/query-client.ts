import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { ApiError, api, CANCELLED_CODE } from './api-client';
import {
  MUTATION_RETRY_COUNT,
  MUTATION_RETRY_DELAY_MS,
  QUERY_GC_TIME_MS,
  QUERY_RETRY_COUNT,
  QUERY_RETRY_DELAY_MS,
  QUERY_STALE_TIME_MS,
  refetchFor,
} from './cache-policy';

/**
 * The URL for a query key (SPEC section 7): the first part is the path; a string second part becomes
 * `timespan` (or `timePeriod` when the path contains 'progress'); an object becomes query parameters.
 */
export function urlForQueryKey(queryKey: QueryKey): string {
  const [path, extra] = queryKey;
  if (typeof path !== 'string') throw new Error('A query key must start with the request path');
  const params = new URLSearchParams();
  if (typeof extra === 'string') {
    params.set(path.includes('progress') ? 'timePeriod' : 'timespan', extra);
  } else if (extra !== null && typeof extra === 'object') {
    for (const [name, value] of Object.entries(extra)) {
      if (value !== undefined && value !== null) params.set(name, String(value));
    }
  }
  const query = params.toString();
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** GET /api/user answers 401 when nobody is signed in: that is the answer null, not an error (SPEC section 7). */
const USER_PATH = '/api/user';

export const defaultQueryFn: QueryFunction = async ({ queryKey, signal }) => {
  const url = urlForQueryKey(queryKey);
  try {
    return await api.get(url, { signal });
  } catch (error) {
    if (url === USER_PATH && error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
};

/**
 * One retry (SPEC section 7), but only where a second attempt can succeed: a 4xx answer (wrong password,
 * taken username, not signed in) would only repeat itself, and a cancelled request was meant to stop.
 */
export function shouldRetry(failureCount: number, error: unknown, maxRetries: number): boolean {
  if (failureCount >= maxRetries) return false;
  if (error instanceof ApiError) {
    if (error.code === CANCELLED_CODE) return false;
    if (error.status >= 400 && error.status < 500) return false;
  }
  return true;
}

let current: QueryClient | undefined;

/**
 * The app's data cache. The newest client is also kept for code outside React that must clear it
 * (error recovery, the session reset): see `currentQueryClient`.
 */
export function createQueryClient(): QueryClient {
  current = new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        retry: (failureCount, error) => shouldRetry(failureCount, error, QUERY_RETRY_COUNT),
        retryDelay: QUERY_RETRY_DELAY_MS,
        // Streaks are always refetched on mount and focus (SPEC section 7); nothing else on focus.
        refetchOnWindowFocus: refetchFor(false),
        refetchOnMount: refetchFor(true),
        refetchInterval: false,
      },
      mutations: {
        retry: (failureCount, error) => shouldRetry(failureCount, error, MUTATION_RETRY_COUNT),
        retryDelay: MUTATION_RETRY_DELAY_MS,
      },
    },
  });
  return current;
}

/** The query client the app created, if any. */
export function currentQueryClient(): QueryClient | undefined {
  return current;
}
