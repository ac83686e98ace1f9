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
