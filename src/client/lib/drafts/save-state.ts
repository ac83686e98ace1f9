/**
 * What a draft shows beside it: nothing yet, a request on its way, confirmed by the server, kept only on
 * this device (offline, a network or server failure: it will sync), or refused by the server with its
 * reason (a 4xx: sending it again would be refused again, so it waits on the device until it is edited or
 * the user asks to try again).
 */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  | { status: 'local' }
  | { status: 'refused'; reason: string };

export const SAVE_STATE_TEXT = {
  saving: 'Saving…',
  saved: 'Saved',
  local: 'Saved on this device — will sync',
} as const;

/** The words before the server's reason when it refused a draft. */
export const NOT_SAVED_PREFIX = 'Not saved:';

/** "Not saved: <reason>." — the server's words as a sentence, whatever punctuation they came with. */
export function notSavedText(reason: string): string {
  const said = reason.trim() || 'the server refused this change';
  return `${NOT_SAVED_PREFIX} ${/[.!?]$/.test(said) ? said : `${said}.`}`;
}

export const IDLE: SaveState = { status: 'idle' };

/**
 * Words a user typed that did not reach the server (offline, network or server failure) are sent again
 * this long after the failure, until they go through: the browser's 'online' event alone never comes
 * after a server error, and can come before the connection carries requests again.
 */
export const SAVE_RETRY_DELAY_MS = 5000;

/**
 * Whether a failed send was refused for good: a 4xx answer, except 401 (the session ended: signing in
 * again lets it through), 408 (timeout) and 429 (too many requests), which are worth retrying.
 */
export function isRefusal(error: unknown): error is { status: number; message: string } {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const status = (error as { status: unknown }).status;
  return typeof status === 'number' && status >= 400 && status < 500 && ![401, 408, 429].includes(status);
}
