import { z } from 'zod';
import {
  ACCENT_COLORS,
  ACTIVITIES_TOTAL_MAX,
  ACTIVITY_ICONS,
  ACTIVITY_NAME_MAX_LENGTH,
  AREA_RATING_MAX,
  AREA_RATING_MIN,
  AVATAR_MAX_LENGTH,
  CHALLENGE_NOTES_MAX_LENGTH,
  DISPLAY_NAME_MAX_LENGTH,
  FEEDBACK_KINDS,
  FEEDBACK_MESSAGE_MAX_LENGTH,
  FEEDBACK_REPLY_MAX_LENGTH,
  FEEDBACK_STATUSES,
  HOME_CARDS,
  IMPORT_BODY_LIMIT_BYTES,
  JOURNAL_BODY_MAX_LENGTH,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_PER_ENTRY_MAX,
  JOURNAL_TITLE_MAX_LENGTH,
  LIFE_AREAS,
  MOOD_NOTE_MAX_LENGTH,
  RETRO_ANSWER_MAX_LENGTH,
  STREAK_IDS,
  WEEK_STARTS,
} from './constants';
import { JournalTag } from './journal';
import { LocalDate } from './local-day';
import { text } from './text';
import { canonicalTimeZone } from './time-zone';

export { IMPORT_BODY_LIMIT_BYTES };

/**
 * The most records of each kind one import takes, checked by the schema before any database work.
 * Each holds more than 10 years of daily use: one mood and one retro a day is 3,653 in 10 years
 * (10,000 is 27 years); 20,000 journal entries is five a day for 10 years; a new challenge every
 * week for 10 years is 522 (2,000 leaves room for several at once). The catalogue has a few dozen
 * badges, and feedback is only counted, never imported. A larger account can still be exported;
 * its file is refused here, naming the limit (docs/export-format.md).
 */
/** Days of ticked activities one import takes: one a day for 27 years. */
const IMPORT_ACTIVITY_DAYS_MAX = 10_000;

export const IMPORT_MAX_RECORDS = {
  journalEntries: 20_000,
  moods: 10_000,
  retros: 10_000,
  badges: 500,
  challenges: 2_000,
  feedback: 1_000,
} as const;
type LimitedKind = keyof typeof IMPORT_MAX_RECORDS;
const KIND_NAMES: Record<LimitedKind, string> = {
  journalEntries: 'journal entries',
  moods: 'moods',
  retros: 'retros',
  badges: 'badges',
  challenges: 'challenges',
  feedback: 'feedback messages',
};

/**
 * The data export, version 1 (documented in docs/export-format.md). The same schema validates an
 * import: every string has a maximum length, every list a maximum size.
 */
export const EXPORT_FORMAT = 'daily-retro-export';
export const EXPORT_VERSION = 1;
const MAX_RECORDS = 100_000;

/** Instants from 1900 to the end of 9999 (UTC): a year 0000, or one that overflows, is a 400. */
const EARLIEST_INSTANT = Date.UTC(1900, 0, 1);
const LATEST_INSTANT = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
const inInstantRange = (value: string) => {
  const at = Date.parse(value);
  return at >= EARLIEST_INSTANT && at <= LATEST_INSTANT;
};
const Instant = text({ max: 40, tooLong: 'Use an ISO 8601 time' })
  .pipe(z.iso.datetime({ offset: true, message: 'Use an ISO 8601 time' }))
  .refine(inInstantRange, 'Use a time between the years 1900 and 9999');
const Id = text({ max: 36, tooLong: 'Use a UUID' }).pipe(z.uuid({ message: 'Use a UUID' }));
const QuestionId = z.number().int().min(1).max(2_147_483_647);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_RECORDS);
const ZoneName = text({ max: 64, tooLong: 'Unknown time zone' }).refine(
  (zone) => canonicalTimeZone(zone) !== null,
  'Unknown time zone',
);
const count = z.number().int().min(0).max(100_000);

export const ExportProfile = z.object({
  username: text({ max: 64 }),
  email: text({ max: 254 }).nullable(),
  timezone: ZoneName,
  dayStartHour: z.number().int().min(0).max(23),
  weekStart: z.enum(WEEK_STARTS),
  createdAt: Instant,
});

export const ExportJournalEntry = z.object({
  id: Id,
  date: LocalDate,
  title: text({ max: JOURNAL_TITLE_MAX_LENGTH }).nullable(),
  body: text({ max: JOURNAL_BODY_MAX_LENGTH }),
  tags: z.array(text({ max: JOURNAL_TAG_MAX_LENGTH })).max(JOURNAL_TAGS_PER_ENTRY_MAX),
  promptQuestionId: QuestionId.nullable(),
  createdAt: Instant,
  updatedAt: Instant,
  /** Set while the entry is in the trash. */
  deletedAt: Instant.nullable(),
});
export type ExportJournalEntry = z.infer<typeof ExportJournalEntry>;

export const ExportMood = z.object({
  id: Id,
  date: LocalDate,
  /** 1 (awful) to 5 (great). */
  score: z.number().int().min(1).max(5),
  note: text({ max: MOOD_NOTE_MAX_LENGTH }).nullable(),
  createdAt: Instant,
  updatedAt: Instant,
});
export type ExportMood = z.infer<typeof ExportMood>;

export const ExportRetro = z.object({
  id: Id,
  date: LocalDate,
  questionIds: z.array(QuestionId).max(50),
  startedAt: Instant.nullable(),
  completedAt: Instant.nullable(),
  answers: z
    .array(
      z.object({
        questionId: QuestionId,
        question: text({ max: 1000 }),
        text: text({ max: RETRO_ANSWER_MAX_LENGTH }),
      }),
    )
    .max(50),
  ratings: z
    .array(
      z.object({
        area: z.enum(LIFE_AREAS),
        rating: z.number().int().min(AREA_RATING_MIN).max(AREA_RATING_MAX),
      }),
    )
    .max(LIFE_AREAS.length),
});
export type ExportRetro = z.infer<typeof ExportRetro>;

export const ExportStreak = z.object({
  streakId: z.enum(STREAK_IDS),
  currentLength: count,
  longestLength: count,
  lastActiveDate: LocalDate.nullable(),
  runStartDate: LocalDate.nullable(),
  freezesAvailable: count,
  frozenDates: z.array(LocalDate).max(10_000),
});

export const ExportBadge = z.object({
  badgeId: text({ max: 64 }),
  awardedAt: Instant,
  awardedDate: LocalDate,
});

export const ExportChallenge = z.object({
  id: Id,
  challengeId: text({ max: 64 }),
  assignedAt: Instant,
  startDate: LocalDate,
  completedAt: Instant.nullable(),
  completedDate: LocalDate.nullable(),
  notes: text({ max: CHALLENGE_NOTES_MAX_LENGTH }).nullable(),
  /** The days the user ticked as done (a challenge lasts at most a year, so no more than 366). */
  checkedDays: z.array(LocalDate).max(366),
});

export const ExportCustomization = z.object({
  displayName: text({ max: DISPLAY_NAME_MAX_LENGTH }).nullable(),
  avatar: text({ max: AVATAR_MAX_LENGTH }).nullable(),
  accentColor: z.enum(ACCENT_COLORS),
  homeCards: z.array(z.enum(HOME_CARDS)).max(HOME_CARDS.length),
  celebrations: z.boolean(),
});

/** Something the user sent from /feedback, with the team's replies (never who wrote them). */
export const ExportFeedback = z.object({
  id: Id,
  kind: z.enum(FEEDBACK_KINDS),
  message: text({ max: FEEDBACK_MESSAGE_MAX_LENGTH }),
  satisfaction: z.number().int().min(1).max(5).nullable(),
  page: text({ max: 200 }).nullable(),
  status: z.enum(FEEDBACK_STATUSES),
  createdAt: Instant,
  replies: z
    .array(z.object({ message: text({ max: FEEDBACK_REPLY_MAX_LENGTH }), createdAt: Instant }))
    .max(1000),
});
export type ExportFeedback = z.infer<typeof ExportFeedback>;

export const ExportReminders = z.object({
  enabled: z.boolean(),
  /** Local time of day, HH:MM. */
  time: text({ max: 5 }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time written HH:MM'),
  /** ISO weekdays, 1 = Monday. */
  days: z.array(z.number().int().min(1).max(7)).min(1).max(7),
  timezone: ZoneName,
});

/**
 * The person's activities and the days they ticked them, days naming activities by name. Optional in
 * version 1: a file made before activities imports as it did, and an older app reading a newer file
 * leaves this out (decision record 046).
 */
export const ExportActivities = z.object({
  activities: z
    .array(
      z.object({
        name: text({ max: ACTIVITY_NAME_MAX_LENGTH }).pipe(z.string().trim().min(1)),
        icon: z.enum(ACTIVITY_ICONS),
        archived: z.boolean(),
      }),
    )
    .max(ACTIVITIES_TOTAL_MAX),
  days: z
    .array(
      z.object({
        date: LocalDate,
        activities: z.array(text({ max: ACTIVITY_NAME_MAX_LENGTH })).max(ACTIVITIES_TOTAL_MAX),
      }),
    )
    .max(
      IMPORT_ACTIVITY_DAYS_MAX,
      `An import holds at most ${IMPORT_ACTIVITY_DAYS_MAX.toLocaleString('en-US')} days of activities`,
    ),
});
export type ExportActivities = z.infer<typeof ExportActivities>;

const versionMessage = `This file is not a Daily Retro export of version ${EXPORT_VERSION}`;

export const AccountExport = z.object({
  format: z.literal(EXPORT_FORMAT, { message: 'This file is not a Daily Retro export' }),
  version: z.literal(EXPORT_VERSION, { message: versionMessage }),
  exportedAt: Instant,
  profile: ExportProfile,
  customization: ExportCustomization.nullable(),
  reminders: ExportReminders.nullable(),
  journalEntries: list(ExportJournalEntry),
  moods: list(ExportMood),
  retros: list(ExportRetro),
  streaks: z.array(ExportStreak).max(STREAK_IDS.length),
  badges: list(ExportBadge),
  challenges: list(ExportChallenge),
  feedback: list(ExportFeedback),
  activities: ExportActivities.optional(),
});
export type AccountExport = z.infer<typeof AccountExport>;

const importList = <T extends z.ZodType>(kind: LimitedKind, item: T) =>
  z
    .array(item)
    .max(
      IMPORT_MAX_RECORDS[kind],
      `An import holds at most ${IMPORT_MAX_RECORDS[kind].toLocaleString('en-US')} ${KIND_NAMES[kind]}`,
    );

/**
 * Each record of an import as the import reads it: a journal tag held to the journal's own rules (a
 * tag written by hand is normalized as the journal would, or refused), and ticked challenge days
 * optional, so a file made before they were exported still imports.
 */
export const IMPORT_RECORDS = {
  journalEntries: ExportJournalEntry.extend({
    tags: z
      .array(JournalTag)
      .max(JOURNAL_TAGS_PER_ENTRY_MAX, `An entry can have at most ${JOURNAL_TAGS_PER_ENTRY_MAX} tags`)
      .transform((tags) => [...new Set(tags)]),
  }),
  moods: ExportMood,
  retros: ExportRetro,
  badges: ExportBadge,
  challenges: ExportChallenge.extend({ checkedDays: ExportChallenge.shape.checkedDays.default([]) }),
  feedback: ExportFeedback,
} as const;
export type ImportRecordKind = keyof typeof IMPORT_RECORDS;

/**
 * What POST /api/import reads: the export with its records as IMPORT_RECORDS reads them, each list
 * held to IMPORT_MAX_RECORDS, and feedback optional (a file made before it was exported has none).
 * Kept apart from `AccountExport` because a response schema must stay free of transforms.
 */
export const AccountImport = AccountExport.extend({
  journalEntries: importList('journalEntries', IMPORT_RECORDS.journalEntries),
  moods: importList('moods', IMPORT_RECORDS.moods),
  retros: importList('retros', IMPORT_RECORDS.retros),
  badges: importList('badges', IMPORT_RECORDS.badges),
  challenges: importList('challenges', IMPORT_RECORDS.challenges),
  feedback: importList('feedback', IMPORT_RECORDS.feedback).optional(),
});
export type AccountImport = z.infer<typeof AccountImport>;

/**
 * `AccountImport` with its records left unread: the lists' lengths and everything else are checked
 * at once; the records are read a slice at a time with IMPORT_RECORDS, so that validating a large
 * file never holds the server for long (server/modules/data-export/import-validation.ts).
 */
export const AccountImportEnvelope = AccountImport.extend({
  journalEntries: importList('journalEntries', z.unknown()),
  moods: importList('moods', z.unknown()),
  retros: importList('retros', z.unknown()),
  badges: importList('badges', z.unknown()),
  challenges: importList('challenges', z.unknown()),
  feedback: importList('feedback', z.unknown()).optional(),
});
export type AccountImportEnvelope = z.infer<typeof AccountImportEnvelope>;

const Tally = z.object({ added: z.number().int(), skipped: z.number().int() });
export const ImportReport = z.object({
  journalEntries: Tally,
  moods: Tally,
  retros: Tally,
  /**
   * Never taken from the file: added counts the badges the account earned by the normal rules once
   * the records were in, skipped the file's badges that were not (already held, or not earned).
   */
  badges: Tally,
  challenges: Tally,
  /** Never taken from the file (they are recomputed from the records): added 0, every one skipped. */
  streaks: Tally,
  customization: Tally,
  reminders: Tally,
  /** The profile's time zone, day start and week start: added when they changed the account's. */
  profile: Tally,
  /** Never imported (docs/export-format.md says why): every item in the file is counted skipped. */
  feedback: Tally,
  /** Ticked days' activities: added those the account lacked, skipped those it had. */
  activities: Tally,
});
export type ImportReport = z.infer<typeof ImportReport>;
