// Error recovery (SPEC sections 4 and 9): after 3 errors in the same component a recovery toast shows;
// 1.5 s later cached data is cleared (local-storage keys containing user, auth, token or session are
// kept) and the boundary resets. Timers and effects are injected so the rule is tested with fake timers.

import { DRAFT_KEY_PREFIX } from '#client/lib/drafts/draft-key';
import { type KeyValueStorage, removeKeysExcept } from '#client/lib/storage-reset';
import {
  ERROR_FALLBACK_TEXTS,
  ERROR_RECOVERY_DELAY_MS,
  ERROR_RECOVERY_THRESHOLD,
  RECOVERY_KEPT_KEY_PARTS,
  RECOVERY_TOAST_DURATION_MS,
} from '#contract/constants';

export interface RecoveryNotice {
  title: string;
  description: string;
  duration: number;
}

export const RECOVERY_NOTICE: RecoveryNotice = {
  title: ERROR_FALLBACK_TEXTS.recoveryTitle,
  description: ERROR_FALLBACK_TEXTS.recoveryDescription,
  duration: RECOVERY_TOAST_DURATION_MS,
};

export interface ErrorRecoveryDeps {
  setTimer: (callback: () => void, ms: number) => unknown;
  notify: (notice: RecoveryNotice) => void;
  clearCachedData: () => void;
  threshold?: number;
  delayMs?: number;
}

export interface ErrorRecovery {
  /** Counts an error caught in `component`; on the third, recovers and then calls `reset`. */
  recordError(component: string, reset: () => void): 'counted' | 'recovering';
  errorCount(component: string): number;
}

export function createErrorRecovery(deps: ErrorRecoveryDeps): ErrorRecovery {
  const threshold = deps.threshold ?? ERROR_RECOVERY_THRESHOLD;
  const delayMs = deps.delayMs ?? ERROR_RECOVERY_DELAY_MS;
  const counts = new Map<string, number>();
  return {
    recordError(component, reset) {
      const count = (counts.get(component) ?? 0) + 1;
      if (count < threshold) {
        counts.set(component, count);
        return 'counted';
      }
      counts.delete(component);
      deps.notify(RECOVERY_NOTICE);
      deps.setTimer(() => {
        try {
          deps.clearCachedData();
        } finally {
          reset();
        }
      }, delayMs);
      return 'recovering';
    },
    errorCount(component) {
      return counts.get(component) ?? 0;
    },
  };
}

/**
 * Clears cached data from local storage, keeping keys that hold who is signed in, and the user's unsent
 * drafts (their writing, not cached data).
 */
export function clearRecoverableStorage(storage: KeyValueStorage | undefined): string[] {
  return storage ? removeKeysExcept(storage, [...RECOVERY_KEPT_KEY_PARTS, DRAFT_KEY_PREFIX]).removed : [];
}

/** The component that threw: the first frame of React's component stack, or the boundary's name. */
export function componentNameFromStack(componentStack: string | null | undefined, fallback: string): string {
  const firstFrame = componentStack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => line !== '');
  const name = firstFrame?.match(/^(?:at\s+)?([^\s(@]+)/)?.[1];
  return name && name !== 'at' ? name : fallback;
}
