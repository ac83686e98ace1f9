// How long the client waits, keeps and retries: the data cache, version checks and update notices,
// error recovery, and the delays of the banner, the announcement and page transitions.

/** Data cache (SPEC sections 7 and 9): fresh 5 minutes, kept 1 hour, one retry after 1 second. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 60 * 60_000;
export const QUERY_RETRY_COUNT = 1;
export const QUERY_RETRY_DELAY_MS = 1000;
/** Mutations retry once after 1 second. */
export const MUTATION_RETRY_COUNT = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

/** Version checks (SPEC sections 4 and 9). */
export const VERSION_CHECK_INTERVAL_MS = 30 * 60_000;
/** A server build this much newer than the stored one is a new version. */
export const NEW_VERSION_THRESHOLD_MS = 2 * 60 * 60_000;
/** Caches are stale when the build time differs by more than this… */
export const BUILD_TIME_STALENESS_MS = 5 * 60_000;
/** …or when the last update is older than this. */
export const LAST_UPDATE_STALENESS_MS = 60 * 60_000;
/** The service worker's own version check. */
export const SW_VERSION_CHECK_INTERVAL_MS = 2 * 60 * 60_000;
/** Update notices ('Update Available', 'App Updated') at most once per this period. */
export const UPDATE_NOTICE_THROTTLE_MS = 6 * 60 * 60_000;
/** How long the update and recovery toasts stay. */
export const UPDATE_TOAST_DURATION_MS = 5000;
export const RECOVERY_TOAST_DURATION_MS = 5000;

/** Error boundaries (SPEC sections 4 and 9). */
export const ERROR_RECOVERY_THRESHOLD = 3;
export const ERROR_RECOVERY_DELAY_MS = 1500;
/** The plain render fallback appears when #root is still empty this long after load. */
export const RENDER_FALLBACK_DELAY_MS = 3000;

/** Offline banner (SPEC sections 2 and 9): how long "Connection Restored" stays. */
export const OFFLINE_BANNER_HIDE_DELAY_MS = 3000;

/** Feature announcement (SPEC sections 2, 4 and 9): shown this long after the page settles. */
export const ANNOUNCEMENT_DELAY_MS = 1000;

/** Page transitions (SPEC sections 2 and 9): the default is a tween of this length. */
export const PAGE_TRANSITION_DURATION_S = 0.2;
