// Data cache rules (SPEC sections 7 and 9): fresh 5 minutes, kept 1 hour, one retry after 1 second,
// no refetch on window focus, no polling. Mutations retry once after 1 second.

export const QUERY_STALE_TIME_MS = 5 * 60 * 1000;
export const QUERY_GC_TIME_MS = 60 * 60 * 1000;
export const QUERY_RETRY_COUNT = 1;
export const QUERY_RETRY_DELAY_MS = 1000;
export const MUTATION_RETRY_COUNT = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;
