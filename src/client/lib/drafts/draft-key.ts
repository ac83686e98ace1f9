// The storage key prefix of drafts, on its own so the code that clears caches can spare drafts without
// loading the drafts module: what a user typed and the server has not confirmed is never cached data.

/** The storage format's version; records of any other version are dropped when read. */
export const DRAFT_FORMAT_VERSION = 2;
export const DRAFT_KEY_PREFIX = `drafts.v${DRAFT_FORMAT_VERSION}:`;
