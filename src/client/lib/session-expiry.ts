// Session expiry (SPEC section 8): every 401 outside sign-in says the session expired; 5 of them within
// 60 seconds clear the local session (storage, cached data) and go to /auth?auth_reset=true. A
// successful sign-in or GET /api/user starts the count again. Clock, storage and navigation are
// injected so the rule is tested with fake timers.
import {
  AUTH_FAILURE_LIMIT,
  AUTH_FAILURE_WINDOW_MS,
  AUTH_RESET_PATH,
  ERROR_MESSAGES,
  SESSION_RESET_KEY_PARTS,
} from '#contract/constants';
import type { AuthEvent } from './api-client';
import { type KeyValueStorage, removeKeysMatching } from './storage-reset';

export interface SessionExpiryDeps {
  now: () => number;
  local: KeyValueStorage | undefined;
  session: Pick<Storage, 'clear'> | undefined;
  navigate: (path: string) => void;
  /** Shows the destructive 'session expired' toast. */
  notify: (message: string) => void;
  /** Drops cached data (the query cache, the service worker's API cache). */
  clearCachedData?: () => void;
  limit?: number;
  windowMs?: number;
}

export interface SessionExpiryWatch {
  /** Feed every auth event of the API client here. */
  handle(event: AuthEvent): void;
  /** 401s counted within the current window. */
  failureCount(): number;
}

/** Clears what a session reset clears: matching local-storage keys and all of session storage. */
export function clearSessionStorage(
  local: KeyValueStorage | undefined,
  session: Pick<Storage, 'clear'> | undefined,
): string[] {
  const removed = local ? removeKeysMatching(local, SESSION_RESET_KEY_PARTS).removed : [];
  session?.clear();
  return removed;
}

export function createSessionExpiryWatch(deps: SessionExpiryDeps): SessionExpiryWatch {
  const limit = deps.limit ?? AUTH_FAILURE_LIMIT;
  const windowMs = deps.windowMs ?? AUTH_FAILURE_WINDOW_MS;
  let failures: number[] = [];

  function withinWindow(now: number): number[] {
    return failures.filter((time) => now - time <= windowMs);
  }

  function resetSession(): void {
    failures = [];
    try {
      clearSessionStorage(deps.local, deps.session);
      deps.clearCachedData?.();
    } finally {
      deps.navigate(AUTH_RESET_PATH);
    }
  }

  return {
    handle(event) {
      switch (event.type) {
        case 'session-expired': {
          const now = deps.now();
          failures = [...withinWindow(now), now];
          deps.notify(ERROR_MESSAGES.sessionExpired);
          if (failures.length >= limit) resetSession();
          return;
        }
        case 'signed-in':
        case 'user-confirmed':
          failures = [];
          return;
        case 'signed-out':
          return;
      }
    },
    failureCount() {
      return withinWindow(deps.now()).length;
    },
  };
}
