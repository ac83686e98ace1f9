// Every constant named by the specification or DESIGN.md lives here, named by its meaning.

/** Version reported when none is known (SPEC section 9). */
export const DEFAULT_APP_VERSION = '1.0.0';

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

/** Largest accepted request body. */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;

/** Account field limits (DESIGN.md section 3). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

/** Toast texts for accounts (SPEC section 8). */
export const AUTH_TOASTS = {
  loginSuccess: { title: 'Login successful', description: 'Welcome back!' },
  loginFailure: { title: 'Login failed', fallback: 'Login failed. Please check your credentials.' },
  registrationSuccess: { title: 'Registration successful', description: 'Your account has been created.' },
  registrationFailure: {
    title: 'Registration failed',
    fallback: 'An unknown error occurred during registration',
  },
  logoutSuccess: { title: 'Logout successful', description: 'You have been logged out.' },
  logoutFailure: { title: 'Logout failed' },
} as const;

/** Messages shown when a request fails (SPEC section 8). */
export const ERROR_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in again.',
  networkStatusZero:
    'Network connection issue. The app will continue to work, but some features may be limited.',
  networkError: 'Network connection error. Please check your internet connection and try again.',
  cancelled: 'Request was cancelled',
  unknown: 'Unknown error occurred',
} as const;

/** Server message for a failed sign-in: the same for an unknown user and a wrong password. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** Feature announcements a user can have seen (SPEC section 3). */
export const FEATURE_ANNOUNCEMENT_KEYS = ['calendar_reminder_announced'] as const;

/** Data cache (SPEC sections 7 and 9): fresh 5 minutes, kept 1 hour, one retry after 1 second. */
export const QUERY_STALE_TIME_MS = 5 * 60_000;
export const QUERY_GC_TIME_MS = 60 * 60_000;
export const QUERY_RETRY_COUNT = 1;
export const QUERY_RETRY_DELAY_MS = 1000;
/** Mutations retry once after 1 second. */
export const MUTATION_RETRY_COUNT = 1;
export const MUTATION_RETRY_DELAY_MS = 1000;

/** Session expiry (SPEC section 8): this many 401s within the window reset the local session. */
export const AUTH_FAILURE_LIMIT = 5;
export const AUTH_FAILURE_WINDOW_MS = 60_000;
/** Where a reset session lands (SPEC section 2: the flag auth_reset=true). */
export const AUTH_RESET_PATH = '/auth?auth_reset=true';

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

/** Messages the page sends to the service worker (SPEC section 7). */
export const SW_MESSAGES = {
  checkVersion: 'CHECK_VERSION',
  ensureAppLoads: 'ENSURE_APP_LOADS',
} as const;

/** Update notices (SPEC section 8). */
export const UPDATE_TOASTS = {
  available: {
    title: 'Update Available',
    description: (version: string) => `New version (${version}) is available. Refresh when convenient.`,
  },
  updated: {
    title: 'App Updated',
    description: (version: string) => `You're now using version ${version}.`,
  },
} as const;

/** Error boundary texts (SPEC section 8). */
export const ERROR_FALLBACK_TEXTS = {
  renderTitle: 'Something went wrong',
  renderFallback: 'An unexpected error occurred. Please try again.',
  tryAgain: 'Try Again',
  refreshPage: 'Refresh Page',
  pageTitle: 'Page Error',
  pageDescription: "We're having trouble loading this page. Please try refreshing the browser.",
  componentTitle: 'Component Error',
  componentDescription: (component: string) => `Error in ${component}`,
  componentFallback: 'A component failed to load correctly',
  componentRefresh: 'Refresh page',
  recoveryTitle: 'App Recovery Needed',
  recoveryDescription: "We're fixing an issue with the app. Please wait a moment.",
} as const;

/** The one language of the product (SPEC section 1): English, left to right. */
export const APP_LANGUAGE = 'en';
export const APP_TEXT_DIRECTION = 'ltr';

/** Screen width breakpoints in CSS pixels (SPEC section 2); below `md` is mobile. */
export const BREAKPOINTS = { sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const;
/** Media queries for a wide screen (from `md` up) and a phone (below it): matchMedia and preload links. */
export const WIDE_SCREEN_MEDIA = `(min-width: ${BREAKPOINTS.md}px)`;
export const PHONE_SCREEN_MEDIA = `(max-width: ${BREAKPOINTS.md - 0.02}px)`;

/** Auth gate screens (SPEC section 2). */
export const AUTH_GATE_TEXTS = {
  loading: 'Loading your data...',
  errorTitle: 'Authentication Error',
  retry: 'Try Again',
} as const;

/** Offline banner (SPEC sections 2 and 9). */
export const OFFLINE_BANNER_HIDE_DELAY_MS = 3000;
export const OFFLINE_BANNER_TEXTS = {
  offline: {
    title: 'No Internet Connection',
    description:
      'You are currently offline. Some features may be unavailable until your connection is restored.',
  },
  restored: {
    title: 'Connection Restored',
    description: 'Your connection has been restored. All features are now available.',
  },
} as const;

/** Feature announcement (SPEC sections 2, 4 and 9). */
export const ANNOUNCEMENT_DELAY_MS = 1000;
export const CALENDAR_REMINDER_ANNOUNCEMENT_TEXTS = {
  title: 'New Feature: Calendar Reminders',
  description:
    'You can now add your daily retro to your calendar app, so it finds its place in your day. Visit Settings to choose a time.',
  dismiss: 'Got it',
  tryIt: 'Try it now',
} as const;

/** Page transitions (SPEC sections 2 and 9): the default is a tween of this length. */
export const PAGE_TRANSITION_DURATION_S = 0.2;

/** Toasts of the theme toggle and the language choice (SPEC sections 1 and 4). */
export const THEME_TOASTS = {
  dark: { title: 'Dark mode on', description: 'Easier on the eyes in the evening.' },
  light: { title: 'Light mode on', description: 'Bright and clear for the daytime.' },
} as const;
export const LANGUAGE_TOAST = {
  title: 'Only English is available',
  description: 'Daily Retro is available in English only.',
} as const;

/** Question categories (SPEC section 3). "Regular" holds the daily retro's own questions. */
export const QUESTION_CATEGORIES = [
  'Spiritual',
  'Relationships',
  'Health',
  'Productivity',
  'Retro',
  'Regular',
] as const;
export type QuestionCategory = (typeof QUESTION_CATEGORIES)[number];

/** The life areas rated 1–5 in every daily retro (DESIGN.md section 4). */
export const LIFE_AREAS = ['Spiritual', 'Relationships', 'Health', 'Productivity'] as const;
export type LifeArea = (typeof LIFE_AREAS)[number];
export const AREA_RATING_MIN = 1;
export const AREA_RATING_MAX = 5;

/** Daily retro: how many Regular questions a day holds, and how long before one may come back. */
export const RETRO_QUESTIONS_PER_DAY = 3;
export const RETRO_QUESTION_REPEAT_GAP_DAYS = 7;
export const RETRO_ANSWER_MAX_LENGTH = 10_000;

/** Validation message of an incomplete retro (SPEC section 5). */
export const RETRO_COMPLETION_MESSAGE = 'You must answer all questions to complete your retro.';
/** What completing says when every question is answered and only area ratings are missing. */
export const RETRO_RATINGS_MISSING_MESSAGE = 'Rate each area of life to finish.';

/** The day a user's week starts on in reports: Monday unless they choose Sunday or Saturday. */
export const WEEK_STARTS = ['monday', 'sunday', 'saturday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/** Report periods (SPEC section 3): week, month, year, all time. */
export const REPORT_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
/** Paging back stops here: ten years of weeks (and as many months or years, which reach further). */
export const REPORT_OFFSET_MAX = 520;

/** Journal limits. */
export const JOURNAL_TITLE_MAX_LENGTH = 200;
export const JOURNAL_BODY_MAX_LENGTH = 100_000;
export const JOURNAL_TAG_MAX_LENGTH = 32;
export const JOURNAL_TAGS_PER_ENTRY_MAX = 20;
export const JOURNAL_SEARCH_QUERY_MAX_LENGTH = 200;
/** A deleted journal entry can be restored for this long, then it is removed for good. */
export const JOURNAL_RESTORE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** List pages. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** Search pages are shorter: each result carries a highlighted snippet. */
export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;

/** Moods (DESIGN.md section 4): one a local day, five levels from worst to best (score 1–5). */
export const MOOD_LEVELS = ['awful', 'bad', 'okay', 'good', 'great'] as const;
export type MoodLevel = (typeof MOOD_LEVELS)[number];
export const MOOD_NOTE_MAX_LENGTH = 500;

/** Streak identifiers (DESIGN.md section 4): one streak per kind of daily activity. */
export const STREAK_IDS = ['daily-retro', 'journal', 'mood'] as const;
export type StreakId = (typeof STREAK_IDS)[number];
/** A freeze is earned at every multiple of this many days in a run… */
export const STREAK_FREEZE_EARNED_EVERY_DAYS = 7;
/** …and at most this many are kept at once. */
export const STREAK_FREEZES_MAX = 2;

/** Challenge notes and customization limits. */
export const CHALLENGE_NOTES_MAX_LENGTH = 2000;
export const DISPLAY_NAME_MAX_LENGTH = 40;
/**
 * An avatar is one emoji, but one emoji can be many code units: a family or a flag with skin tones
 * and joiners takes up to about 35. Anything longer is refused before the emoji is looked at.
 */
export const AVATAR_MAX_LENGTH = 64;

/** Accent colours a user can choose; each keeps AA contrast in light and dark themes. */
export const ACCENT_COLORS = [
  'teal',
  'indigo',
  'violet',
  'rose',
  'amber',
  'emerald',
  'sky',
  'slate',
] as const;
export type AccentColor = (typeof ACCENT_COLORS)[number];
export const DEFAULT_ACCENT_COLOR: AccentColor = 'teal';

/** Cards the home page can show, in the default order. */
export const HOME_CARDS = ['next-step', 'retro', 'streaks', 'mood', 'question', 'recent-entries'] as const;
export type HomeCard = (typeof HOME_CARDS)[number];

/** Gamification toasts (SPEC section 8). */
export const GAMIFICATION_TOASTS = {
  moodUpdated: 'Mood updated',
  customizationUpdated: 'Customization updated',
  challengeAssigned: 'Challenge assigned',
  challengeCompleted: 'Challenge completed',
  moodFailed: 'Failed to update mood',
  customizationFailed: 'Failed to update customization',
  assignFailed: 'Failed to assign challenge',
  completeFailed: 'Failed to complete challenge',
} as const;

/** Messages thrown when a gamification read fails (SPEC section 8). */
export const GAMIFICATION_FETCH_ERRORS = {
  badges: 'Failed to fetch badges',
  userBadges: 'Failed to fetch user badges',
  streaks: 'Failed to fetch streaks',
  moods: 'Failed to fetch moods',
  todayMood: "Failed to fetch today's mood",
  customization: 'Failed to fetch customization',
  challenges: 'Failed to fetch challenges',
  userChallenges: 'Failed to fetch user challenges',
} as const;
/** Logged only, never shown (SPEC section 8). */
export const STREAK_UPDATE_FAILURE_MESSAGE = 'Failed to update streak';

/** Daily reminders: the defaults of someone who never chose (decision record 013). */
export const REMINDER_DEFAULT_TIME = '21:00';
export const REMINDER_DEFAULT_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Longest push subscription endpoint accepted (browsers' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

/** The notification a reminder shows, and the page a click on it opens. */
export const REMINDER_NOTIFICATION = {
  title: 'Time for your Daily Retro',
  body: 'A few minutes to look back on your day.',
  url: '/daily-retro',
  tag: 'daily-retro-reminder',
} as const;

/** Toasts of the Notifications switch (SPEC section 8: enabled, disabled, permission denied, subscription error). */
export const NOTIFICATION_TOASTS = {
  enabled: {
    title: 'Notifications enabled',
    description: 'This device will remind you when your retro is not done yet.',
  },
  disabled: { title: 'Notifications disabled', description: 'This device will no longer get reminders.' },
  permissionDenied: {
    title: 'Notification permission denied',
    description: 'Allow notifications for this site in your browser settings, then try again.',
  },
  subscriptionError: {
    title: 'Could not turn on notifications',
    description: 'Your browser could not subscribe to reminders. Please try again later.',
  },
} as const;

/** Feedback (issue 14): what a user can send, and where the team's answer stands. */
export const FEEDBACK_KINDS = ['bug', 'idea', 'praise', 'other'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_STATUSES = ['new', 'read', 'planned', 'done', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];
export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
export const FEEDBACK_REPLY_MAX_LENGTH = 5000;
/** Sends per user in any rolling hour. */
export const FEEDBACK_SENDS_PER_HOUR = 10;

/** Referrals: codes use letters no one confuses (no I, L or O). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;
/** Streak freezes a referrer can earn from referrals, in all. */
export const REFERRAL_FREEZES_MAX = 5;
/**
 * A referral counts once the new account has completed retros on this many different local days,
 * never when it signed up from a client address the referrer used in the REFERRAL_SAME_ADDRESS_MS
 * before, and at most REFERRAL_CREDITS_PER_DAY count on one of the referrer's days (DESIGN.md).
 */
export const REFERRAL_RETRO_DAYS = 3;
/**
 * The first and the last of those retros are completed at least this far apart: three local days in
 * a row take over 23 hours even across a daylight-saving change, while retros completed in one
 * sitting with the timezone changed between them (three dates at one instant) do not count.
 */
export const REFERRAL_RETRO_SPAN_MS = 20 * 60 * 60 * 1000;
export const REFERRAL_SAME_ADDRESS_MS = 24 * 60 * 60 * 1000;
export const REFERRAL_CREDITS_PER_DAY = 3;

/** The admin area (issue 15): the question bank's text limit, the customer list's sorts, the audit log's actions and the analytics ranges in days. */
export const QUESTION_TEXT_MAX_LENGTH = 300;
export const CUSTOMER_SORTS = ['joined_desc', 'joined_asc', 'username_asc', 'active_desc'] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const AUDIT_ACTIONS = [
  'role_changed',
  'account_disabled',
  'account_enabled',
  'sessions_ended',
  'question_added',
  'question_edited',
  'question_retired',
  'question_restored',
  'question_deleted',
  'feedback_status_changed',
  'feedback_replied',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
export const ANALYTICS_RANGES = [7, 30, 90, 365] as const;

/** The largest import accepted (this route only; every other body is limited to 1 MB). */
export const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;
