// Sessions: their cookies and lifetimes, sign-in throttling on the server, and what the client does
// when its session has expired.

/** Session lifetime (DESIGN.md section 1). */
export const SESSION_COOKIE_NAME = 'connect.sid';
/**
 * A cookie the page can read, set beside the session cookie (which it cannot): '1' while the browser
 * holds a session. Without it the app knows nobody is signed in and does not ask GET /api/user. It
 * carries no secret: the session cookie is what the server checks.
 */
export const SIGNED_IN_HINT_COOKIE_NAME = 'signed_in';
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * 24 * 60 * 60 * 1000;
/** Without "remember me" at sign-in, a session ends after 12 hours idle and 7 days in all. */
export const SHORT_SESSION_IDLE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
export const SHORT_SESSION_ABSOLUTE_TIMEOUT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Sign-in throttling, per window: attempts per client address (any username), and failed sign-ins
 * per username and address pair (docs/decisions/003-sessions-and-throttling.md).
 */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;
export const AUTH_ATTEMPTS_PER_IP = 30;
export const AUTH_FAILED_LOGINS_PER_USERNAME_AND_ADDRESS = 10;
/**
 * Re-checks of the current password by a signed-in user (changing the password, deleting the
 * account): wrong ones per session and per user, in a window as long as sign-in's (the stale-attempt
 * sweep relies on that). A stolen session uses up its own allowance, not all of its owner's.
 */
export const REAUTH_RATE_WINDOW_MS = AUTH_RATE_WINDOW_MS;
export const REAUTH_FAILURES_PER_SESSION = 10;
export const REAUTH_FAILURES_PER_USER = 20;

/** Session expiry (SPEC section 8): this many 401s within the window reset the local session. */
export const AUTH_FAILURE_LIMIT = 5;
export const AUTH_FAILURE_WINDOW_MS = 60_000;
/** Where a reset session lands (SPEC section 2: the flag auth_reset=true). */
export const AUTH_RESET_PATH = '/auth?auth_reset=true';
