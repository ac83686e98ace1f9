// What the app keeps on the device: its local-storage keys, and which keys and caches each kind of
// clearing keeps or removes.

/** Local storage keys (SPEC section 3). */
export const STORAGE_KEYS = {
  calendarReminderAnnounced: 'calendar_reminder_announced',
  theme: 'theme',
  language: 'language',
  lastUpdateNotification: 'lastUpdateNotification',
  updateAvailable: 'updateAvailable',
  updateVersion: 'updateVersion',
  lastSWCheck: 'lastSWCheck',
  appVersion: 'appVersion',
  appBuildTime: 'appBuildTime',
  lastUpdateTime: 'lastUpdateTime',
  lastUpdateCheck: 'lastUpdateCheck',
} as const;

/** Feature announcements a user can have seen (SPEC section 3). */
export const FEATURE_ANNOUNCEMENT_KEYS = ['calendar_reminder_announced'] as const;

/** Clearing caches keeps the local-storage keys whose names contain one of these (SPEC section 4)… */
export const CACHE_CLEAR_KEPT_KEY_PARTS = [
  'connect.sid',
  'passport',
  'user',
  'auth',
  'token',
  'preferences',
  'language',
  'theme',
] as const;
/** …and deletes the Cache Storage caches whose names contain one of these. */
export const CACHE_CLEAR_DELETED_CACHE_PARTS = ['asset', 'static', 'image', 'font', 'style'] as const;
/** Error recovery clears cached data but keeps the local-storage keys whose names contain one of these. */
export const RECOVERY_KEPT_KEY_PARTS = ['user', 'auth', 'token', 'session'] as const;
/**
 * A session reset clears the local-storage keys of the query cache, auth state, preferences, dark
 * mode and language (SPEC section 8): the keys whose names contain one of these.
 */
export const SESSION_RESET_KEY_PARTS = [
  'query',
  'cache',
  'auth',
  'user',
  'token',
  'session',
  'passport',
  'connect.sid',
  'preferences',
  'theme',
  'dark',
  'language',
] as const;
