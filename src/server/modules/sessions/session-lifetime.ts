import {
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  SHORT_SESSION_ABSOLUTE_TIMEOUT_MS,
  SHORT_SESSION_IDLE_TIMEOUT_MS,
} from '#contract/constants';

export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** "Remember me": 30 days idle, 90 in all; otherwise 12 hours idle, 7 days in all. */
export function sessionLifetime(rememberMe: boolean): SessionLifetime {
  return rememberMe
    ? { idleMs: SESSION_IDLE_TIMEOUT_MS, absoluteMs: SESSION_ABSOLUTE_TIMEOUT_MS }
    : { idleMs: SHORT_SESSION_IDLE_TIMEOUT_MS, absoluteMs: SHORT_SESSION_ABSOLUTE_TIMEOUT_MS };
}
