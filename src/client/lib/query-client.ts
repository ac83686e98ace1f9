import { QueryClient, type QueryFunction, type QueryKey } from '@tanstack/react-query';
import { GAMIFICATION_FETCH_ERRORS } from '#contract/constants';
import type { HomeSummary } from '#contract/home';
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
import { dropSignedInHint, hasSignedInHint, rememberSignedIn } from './signed-in-hint';

type Params = Record<string, unknown>;

function isParams(value: unknown): value is Params {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * The URL for a query key (SPEC section 7): the first part is the path; a string second part becomes
 * `timespan` (or `timePeriod` when the path contains 'progress'); an object becomes query parameters.
 * The app's own keys always spell their parameters as an object (decision record 032), so the string
 * rule is the spec's and no key leans on it. An infinite query's page (`{ cursor }`, `{ before }`)
 * adds its parameters after the key's.
 */
export function urlForQueryKey(queryKey: QueryKey, pageParam?: unknown): string {
  const [path, extra] = queryKey;
  if (typeof path !== 'string') throw new Error('A query key must start with the request path');
  const params = new URLSearchParams();
  if (typeof extra === 'string') {
    params.set(path.includes('progress') ? 'timePeriod' : 'timespan', extra);
  }
  for (const part of [extra, pageParam]) {
    if (!isParams(part)) continue;
    for (const [name, value] of Object.entries(part)) {
      if (value !== undefined && value !== null) params.set(name, String(value));
    }
  }
  const query = params.toString();
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}

/** How the one fetch path reads a path whose answer is more than its JSON. */
export interface ReadRule {
  /** Statuses that answer "nothing" (null) rather than fail. */
  nullOn?: readonly number[];
  /** The message a failure throws instead of the server's (SPEC section 8); its status and code stay. */
  failure?: string;
  /** Asked by the app, not the user: its 401 is no news that the session expired. */
  background?: boolean;
  /** Sent with `nocache={timestamp}`, past every cache. */
  noCache?: boolean;
  /**
   * Who is signed in: asked only when the browser holds the signed-in hint (null without it); a 401
   * drops the hint, and an answer remembers that this browser has signed in.
   */
  signedInUser?: boolean;
  /** Other reads this answer carries, written into their cache so they are not asked again. */
  fills?: (answer: unknown) => ReadonlyArray<readonly [QueryKey, unknown]>;
}

/** Every read that is not simply GET of its key's URL, by path (SPEC sections 7 and 8). */
export const READ_RULES: Readonly<Record<string, ReadRule>> = {
  '/api/user': { nullOn: [401], signedInUser: true },
  '/api/version': { noCache: true },
  '/api/badges': { failure: GAMIFICATION_FETCH_ERRORS.badges },
  '/api/badges/user': { failure: GAMIFICATION_FETCH_ERRORS.userBadges },
  '/api/streaks': { failure: GAMIFICATION_FETCH_ERRORS.streaks },
  '/api/moods': { failure: GAMIFICATION_FETCH_ERRORS.moods },
  '/api/moods/today': { nullOn: [404], failure: GAMIFICATION_FETCH_ERRORS.todayMood },
  '/api/customization': { failure: GAMIFICATION_FETCH_ERRORS.customization },
  '/api/challenges': { failure: GAMIFICATION_FETCH_ERRORS.challenges },
  '/api/challenges/user': { failure: GAMIFICATION_FETCH_ERRORS.userChallenges },
  // The navigation's dot, asked on every first screen: a 401 racing a sign-out is no news.
  '/api/feedback/unseen-count': { background: true },
  // Home carries today's mood: without a mood GET /api/moods/today answers 404, which the browser
  // logs as an error on every visit. An answer kept from before the field existed leaves it alone.
  '/api/home': {
    fills: (home) => {
      const todayMood = (home as Partial<HomeSummary> | null)?.todayMood;
      return todayMood === undefined ? [] : [[['/api/moods/today'], todayMood]];
    },
  },
};

const NO_RULE: ReadRule = {};

/** The path's rule, or none. */
export function readRuleFor(queryKey: QueryKey): ReadRule {
  const [path] = queryKey;
  return (typeof path === 'string' && READ_RULES[path]) || NO_RULE;
}

function noCacheParam(rule: ReadRule): Params {
  return rule.noCache ? { nocache: Date.now() } : {};
}

function failed(error: unknown, rule: ReadRule): unknown {
  if (!rule.failure) return error;
  const failure = new ApiError(
    error instanceof ApiError ? error.status : 0,
    rule.failure,
    error instanceof ApiError ? error.code : undefined,
  );
  failure.cause = error;
  return failure;
}

/** The one fetch path of every query: GET the key's URL, with its path's rule applied. */
export const defaultQueryFn: QueryFunction = async ({ queryKey, signal, pageParam, client }) => {
  const rule = readRuleFor(queryKey);
  if (rule.signedInUser && !hasSignedInHint()) return null;
  const url = urlForQueryKey(queryKey, { ...(isParams(pageParam) ? pageParam : {}), ...noCacheParam(rule) });
  let answer: unknown;
  try {
    answer = await api.get<unknown>(url, { signal, background: rule.background });
  } catch (error) {
    if (error instanceof ApiError && rule.nullOn?.includes(error.status)) {
      if (rule.signedInUser) dropSignedInHint();
      return null;
    }
    throw failed(error, rule);
  }
  if (rule.signedInUser && answer) rememberSignedIn();
  for (const [key, value] of rule.fills?.(answer) ?? []) client.setQueryData(key, value);
  return answer;
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
        // Asked even when the browser says it is offline: the service worker may answer from its copy.
        // A failed attempt waits for the connection to return, then tries again by itself.
        networkMode: 'offlineFirst',
      },
      mutations: {
        networkMode: 'offlineFirst',
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
