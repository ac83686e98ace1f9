// Every constant named by the specification or DESIGN.md lives here, named by its meaning.

/** Version reported when none is known (SPEC section 9). */
export const DEFAULT_APP_VERSION = '1.0.0';

/** Session lifetime (DESIGN.md section 1). */
export const SESSION_COOKIE_NAME = 'connect.sid';
export const SESSION_IDLE_TIMEOUT_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 90 * 24 * 60 * 60 * 1000;

/** Sign-in throttling: attempts per window, per client address and per username. */
export const AUTH_RATE_WINDOW_MS = 15 * 60 * 1000;
export const AUTH_ATTEMPTS_PER_IP = 30;
export const AUTH_FAILED_LOGINS_PER_USERNAME = 10;

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

/** How each category is shown. */
export const QUESTION_CATEGORY_LABELS: Record<QuestionCategory, string> = {
  Spiritual: 'Spiritual',
  Relationships: 'Relationships',
  Health: 'Health',
  Productivity: 'Productivity',
  Retro: 'Retro',
  Regular: 'Regular (daily)',
};

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

/** The hour a user's day starts unless they choose another (0 = midnight). */
export const DEFAULT_DAY_START_HOUR = 0;

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
export const SEARCH_PAGE_SIZE_MAX = 50;
