// What the page and the service worker say to each other, and the cache they share.
import type { VersionInfo } from '#contract/system';

/** Runtime cache of API GET answers, so data read online shows offline. Cleared on sign-in and sign-out. */
export const API_CACHE_NAME = 'daily-retro-api';

export const SKIP_WAITING = 'SKIP_WAITING';

export type SwRequest =
  /** Fetch GET /api/version from the network and reply with it. */
  | { type: 'CHECK_VERSION' }
  /** Make sure the app shell is cached, then reply. */
  | { type: 'ENSURE_APP_LOADS' }
  /** Sent by the active worker to a waiting one to take over. */
  | { type: typeof SKIP_WAITING };

export type SwReply =
  | { type: 'VERSION_INFO'; ok: true; info: VersionInfo }
  | { type: 'VERSION_INFO'; ok: false; error: string }
  | { type: 'APP_LOADS'; ok: boolean };
