// Which requests the service worker answers how. Pure, so the rules are unit-tested.

/**
 * API calls never kept in the runtime cache: the version must be fresh, the docs are large, and the
 * admin area's answers (other people's emails, the inbox, the audit trail) are never stored offline.
 */
const UNCACHED_API_PATHS = ['/api/version', '/api/docs', '/api/admin'];

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

/**
 * A 200 answer. Every signed-in API answer says `Cache-Control: no-store`, which is addressed to the
 * browser's HTTP cache and to proxies; this cache is the app's own offline copy for the person signed
 * in, emptied at every sign-in and sign-out, so it keeps those answers. What must never be kept is
 * left out by path (UNCACHED_API_PATHS).
 */
export function isStorableApiResponse(response: Pick<Response, 'status' | 'headers'>): boolean {
  return response.status === 200;
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
