// Which requests the service worker answers how. Pure, so the rules are unit-tested.

/** API calls never kept in the runtime cache: the version must be fresh, the docs are large. */
const UNCACHED_API_PATHS = ['/api/version', '/api/docs'];

/** Navigations that are not app pages: the API, health checks and files. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/healthz$/, /^\/readyz$/, /\/[^/]+\.[a-z0-9]+$/i];

/**
 * Only GETs to our own API are cached (never POST, PATCH or DELETE), so data read online shows offline.
 * The cache is emptied when a user signs in or out, so nobody sees another user's answers.
 */
export function isCacheableApiRequest(url: URL, method: string, origin: string): boolean {
  if (method !== 'GET' || url.origin !== origin) return false;
  if (!url.pathname.startsWith('/api/')) return false;
  return !UNCACHED_API_PATHS.some((path) => url.pathname === path || url.pathname.startsWith(`${path}/`));
}

/** A 200 answer that the server did not mark `no-store`. */
export function isStorableApiResponse(response: Pick<Response, 'status' | 'headers'>): boolean {
  if (response.status !== 200) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/\bno-store\b/i.test(cacheControl);
}

/** How long the worker waits for the network before answering an API GET from the cache. */
export const API_NETWORK_TIMEOUT_SECONDS = 4;
/** The API cache keeps at most this many answers, each at most this old. */
export const API_CACHE_MAX_ENTRIES = 200;
export const API_CACHE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** After asking a waiting worker to take over, do not ask again for this long (no refresh loops)… */
export const TAKEOVER_GRACE_MS = 10_000;
/** …and send a navigation that still arrives here back at most this many times, a second apart. */
export const TAKEOVER_MAX_RETRIES = 5;
