// The fixed sets of values the app knows (categories, areas, moods, streaks, colours, statuses…),
// each with its type, and the default where a user has not chosen one.

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

/** The day a user's week starts on in reports: Monday unless they choose Sunday or Saturday. */
export const WEEK_STARTS = ['monday', 'sunday', 'saturday'] as const;
export type WeekStart = (typeof WEEK_STARTS)[number];

/** Report periods (SPEC section 3): week, month, year, all time. */
export const REPORT_PERIODS = ['week', 'month', 'year', 'all'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** Moods (DESIGN.md section 4): one a local day, five levels from worst to best (score 1–5). */
export const MOOD_LEVELS = ['awful', 'bad', 'okay', 'good', 'great'] as const;
export type MoodLevel = (typeof MOOD_LEVELS)[number];

/** Streak identifiers (DESIGN.md section 4): one streak per kind of daily activity. */
export const STREAK_IDS = ['daily-retro', 'journal', 'mood'] as const;
export type StreakId = (typeof STREAK_IDS)[number];

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
export const HOME_CARDS = [
  'next-step',
  'retro',
  'challenge',
  'streaks',
  'mood',
  'question',
  'recent-entries',
] as const;
export type HomeCard = (typeof HOME_CARDS)[number];

/** Daily reminders: the defaults of someone who never chose (decision record 013). */
export const REMINDER_DEFAULT_TIME = '21:00';
export const REMINDER_DEFAULT_DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Feedback (issue 14): what a user can send, and where the team's answer stands. */
export const FEEDBACK_KINDS = ['bug', 'idea', 'praise', 'other'] as const;
export type FeedbackKind = (typeof FEEDBACK_KINDS)[number];
export const FEEDBACK_STATUSES = ['new', 'read', 'planned', 'done', 'declined'] as const;
export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/**
 * The admin area (issue 15): the customer list's sorts, the audit log's actions and the analytics
 * ranges in days.
 */
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

/** The apps whose exports the import from other apps reads (docs/import-formats.md). */
export const OTHER_IMPORT_APPS = ['day-one', 'daylio', 'markdown'] as const;
export type OtherImportApp = (typeof OTHER_IMPORT_APPS)[number];

/** The icons an activity can wear (drawn by the client from its icon set). */
export const ACTIVITY_ICONS = [
  'dumbbell',
  'moon',
  'users',
  'home',
  'briefcase',
  'book',
  'trees',
  'palette',
  'music',
  'heart',
  'coffee',
  'utensils',
  'bike',
  'sun',
  'gamepad',
  'pencil',
] as const;
export type ActivityIcon = (typeof ACTIVITY_ICONS)[number];

/** The activities every person starts with (created the first time their list is read). */
export const DEFAULT_ACTIVITIES: readonly { name: string; icon: ActivityIcon }[] = [
  { name: 'Exercise', icon: 'dumbbell' },
  { name: 'Good sleep', icon: 'moon' },
  { name: 'Friends', icon: 'users' },
  { name: 'Family', icon: 'home' },
  { name: 'Work', icon: 'briefcase' },
  { name: 'Reading', icon: 'book' },
  { name: 'Outdoors', icon: 'trees' },
  { name: 'Hobby', icon: 'palette' },
];
