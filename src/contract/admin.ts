import { z } from 'zod';
import {
  ANALYTICS_RANGES,
  AUDIT_ACTIONS,
  CUSTOMER_SORTS,
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  QUESTION_TEXT_MAX_LENGTH,
} from './constants';
import { defaultedQuery, optionalQuery } from './query';
import { QuestionCategory } from './questions';
import { text, uuidText } from './text';

// ANALYTICS_MIN_GROUP lives with the other rules (constants/rules.ts): the client reads it without
// this file's schemas.
export {
  ANALYTICS_MIN_GROUP,
  ANALYTICS_RANGES,
  AUDIT_ACTIONS,
  type AuditAction,
  CUSTOMER_SORTS,
  type CustomerSort,
  QUESTION_TEXT_MAX_LENGTH,
} from './constants';
export const ADMIN_PAGE_SIZE = 50;
export const DISABLED_ACCOUNT_MESSAGE =
  'This account has been disabled by an administrator. Contact them if you think this is a mistake.';
export const LAST_ADMIN_MESSAGE = 'There must always be at least one administrator';

// ---- customers ----

export const CustomerListQuery = z.object({
  q: optionalQuery(text({ max: 254, tooLong: 'Search for at most 254 characters' }).trim()),
  sort: defaultedQuery(z.enum(CUSTOMER_SORTS, { message: 'Unknown sort order' }).default('joined_desc')),
  cursor: optionalQuery(text({ max: 200, tooLong: 'Not a page cursor' })),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

/** An account as the admin sees it: who, when, and counts only; never anything the user wrote. */
export const Customer = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  status: z.enum(['active', 'disabled']),
  joinedAt: z.string(),
  lastActiveAt: z.string(),
  retrosCompleted: z.number().int(),
  journalEntries: z.number().int(),
  moods: z.number().int(),
  /** People who joined with this account's code and completed their first retro. */
  referralsCredited: z.number().int(),
  feedbackSent: z.number().int(),
  currentStreak: z.number().int(),
  activeSessions: z.number().int(),
});
export type Customer = z.infer<typeof Customer>;

export const CustomerList = z.object({ items: z.array(Customer), nextCursor: z.string().nullable() });
export type CustomerList = z.infer<typeof CustomerList>;

export const CustomerParams = z.object({ id: uuidText('Not an account id') });

export const CustomerUpdateBody = z
  .object({
    role: z.enum(['user', 'admin'], { message: 'Choose user or admin' }).optional(),
    status: z.enum(['active', 'disabled'], { message: 'Choose active or disabled' }).optional(),
  })
  .refine((body) => body.role !== undefined || body.status !== undefined, {
    message: 'Send a role or a status',
  });
export type CustomerUpdateBody = z.infer<typeof CustomerUpdateBody>;

export const SessionsEnded = z.object({ ended: z.number().int() });

// ---- questions ----

export const AdminQuestion = z.object({
  id: z.number().int(),
  category: QuestionCategory,
  text: z.string(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

export const AdminQuestionList = z.object({ items: z.array(AdminQuestion) });
export type AdminQuestionList = z.infer<typeof AdminQuestionList>;

const QuestionText = text({
  max: QUESTION_TEXT_MAX_LENGTH,
  tooLong: `A question has at most ${QUESTION_TEXT_MAX_LENGTH} characters`,
})
  .trim()
  .min(1, 'Write the question');

export const AdminQuestionBody = z.object({ category: QuestionCategory, text: QuestionText });
export type AdminQuestionBody = z.infer<typeof AdminQuestionBody>;

export const AdminQuestionUpdateBody = z
  .object({
    category: QuestionCategory.optional(),
    text: QuestionText.optional(),
    active: z.boolean().optional(),
  })
  .refine((b) => b.category !== undefined || b.text !== undefined || b.active !== undefined, {
    message: 'Send a category, a text or active',
  });
export type AdminQuestionUpdateBody = z.infer<typeof AdminQuestionUpdateBody>;

export const AdminQuestionParams = z.object({
  id: z.coerce
    .number({ message: 'Not a question id' })
    .int('Not a question id')
    .positive('Not a question id')
    .max(2_147_483_647, 'Not a question id'),
});

/** DELETE answers whether the question was removed or, having been asked, retired. */
export const QuestionRemoval = z.object({ outcome: z.enum(['deleted', 'retired']) });

// ---- audit ----

export const AuditListQuery = z.object({
  actor: optionalQuery(uuidText('Not an account id')),
  action: optionalQuery(z.enum(AUDIT_ACTIONS, { message: 'Unknown action' })),
  // A row id: digits within a safe integer, so it is compared exactly and never overflows the column.
  cursor: optionalQuery(
    text({ max: 16, tooLong: 'Not a page cursor' })
      .regex(/^\d+$/, 'Not a page cursor')
      .refine((value) => Number.isSafeInteger(Number(value)), 'Not a page cursor'),
  ),
});
export type AuditListQuery = z.infer<typeof AuditListQuery>;

export const AuditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditList = z.object({
  items: z.array(AuditEntry),
  nextCursor: z.string().nullable(),
  actors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuditList = z.infer<typeof AuditList>;

// ---- analytics ----

export const AnalyticsQuery = z.object({
  days: defaultedQuery(
    z.coerce
      .number({ message: 'Choose 7, 30, 90 or 365 days' })
      .refine((n) => (ANALYTICS_RANGES as readonly number[]).includes(n), 'Choose 7, 30, 90 or 365 days')
      .default(30),
  ),
});

/** A count, or null when it was drawn from fewer than ANALYTICS_MIN_GROUP people. */
const Figure = z.number().int().nullable();

export const AnalyticsDay = z.object({
  date: z.string(),
  signups: Figure,
  activeUsers: Figure,
  retrosCompleted: Figure,
  journalEntries: Figure,
  moods: Figure,
});
export type AnalyticsDay = z.infer<typeof AnalyticsDay>;

export const RetentionCohort = z.object({
  weekStart: z.string(),
  size: Figure,
  /** Share (0–1) of the cohort active in each following week; null when hidden or in the future. */
  weeks: z.array(z.number().nullable()),
});

/** Feedback sent within the range, of one kind now in one status; null when from fewer than five people. */
export const FeedbackTally = z.object({
  kind: z.enum(FEEDBACK_KINDS),
  status: z.enum(FEEDBACK_STATUSES),
  count: Figure,
});
export type FeedbackTally = z.infer<typeof FeedbackTally>;

/**
 * The whole period's figures: shown when at least ANALYTICS_MIN_GROUP people were active in it (or
 * nobody), null otherwise. A day of the series is hidden on its own below five; the period's total
 * still counts it.
 */
export const AnalyticsTotals = z.object({
  signups: Figure,
  /** Active people on an average day of the period (person-days over days). */
  activePerDay: z.number().nullable(),
  retrosCompleted: Figure,
  journalEntries: Figure,
  moods: Figure,
});
export type AnalyticsTotals = z.infer<typeof AnalyticsTotals>;

export const Analytics = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  series: z.array(AnalyticsDay),
  totals: AnalyticsTotals,
  activeUsers: z.object({ daily: Figure, weekly: Figure, monthly: Figure }),
  completionRate: z.number().nullable(),
  retention: z.array(RetentionCohort),
  reminders: z.object({ remindersEnabled: Figure, pushDevices: Figure, pushUsers: Figure }),
  /** Every kind with every status, in the order of FEEDBACK_KINDS then FEEDBACK_STATUSES. */
  feedback: z.array(FeedbackTally),
});
export type Analytics = z.infer<typeof Analytics>;
