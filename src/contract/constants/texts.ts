// Every text the specification gives word for word: toasts, error and fallback messages, the banner,
// the announcement and the reminder's notification.

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

/** Auth gate screens (SPEC section 2). */
export const AUTH_GATE_TEXTS = {
  loading: 'Loading your data...',
  errorTitle: 'Authentication Error',
  retry: 'Try Again',
  offlineTitle: "You're offline",
  offlineDescription:
    'Nothing is saved on this device yet. Daily Retro opens by itself when the connection returns.',
} as const;

/** Offline banner (SPEC sections 2 and 9). */
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
export const CALENDAR_REMINDER_ANNOUNCEMENT_TEXTS = {
  title: 'New Feature: Calendar Reminders',
  description:
    'You can now add your daily retro to your calendar app, so it finds its place in your day. Visit Settings to choose a time.',
  dismiss: 'Got it',
  tryIt: 'Try it now',
} as const;

/** Toasts of the theme toggle and the language choice (SPEC sections 1 and 4). */
export const THEME_TOASTS = {
  dark: { title: 'Dark mode on', description: 'Easier on the eyes in the evening.' },
  light: { title: 'Light mode on', description: 'Bright and clear for the daytime.' },
} as const;
export const LANGUAGE_TOAST = {
  title: 'Only English is available',
  description: 'Daily Retro is available in English only.',
} as const;

/** Validation message of an incomplete retro (SPEC section 5). */
export const RETRO_COMPLETION_MESSAGE = 'You must answer all questions to complete your retro.';
/** What completing says when every question is answered and only area ratings are missing. */
export const RETRO_RATINGS_MISSING_MESSAGE = 'Rate each area of life to finish.';

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
