import { z } from 'zod';
import {
  JOURNAL_BODY_MAX_LENGTH,
  JOURNAL_SEARCH_QUERY_MAX_LENGTH,
  JOURNAL_TAG_MAX_LENGTH,
  JOURNAL_TAGS_PER_ENTRY_MAX,
  JOURNAL_TITLE_MAX_LENGTH,
  PAGE_SIZE_DEFAULT,
  PAGE_SIZE_MAX,
  SEARCH_PAGE_SIZE_DEFAULT,
  SEARCH_PAGE_SIZE_MAX,
} from './constants';
import { normalizeTag } from './journal-tags';
import { LocalDate } from './local-day';
import { MoodLevel } from './moods';
import { defaultedQuery, optionalQuery } from './query';
import { text, uuidText } from './text';

export { normalizeTag };

/**
 * Characters never stored: the two control characters that mark search highlights, so a highlight
 * can never be forged by what someone wrote. (NUL is refused by `text()` with a 400.)
 */
const RESERVED_CHARACTERS = new RegExp(`[${String.fromCharCode(2, 3)}]`, 'g');
const stripReserved = (text: string) => text.replace(RESERVED_CHARACTERS, '');

const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;
const tagMessage = `A tag is 1 to ${JOURNAL_TAG_MAX_LENGTH} letters, digits, spaces, - or _`;

export const JournalTag = text({ max: JOURNAL_TAG_MAX_LENGTH * 2, tooLong: tagMessage, notText: tagMessage })
  .transform(normalizeTag)
  .pipe(z.string().min(1, tagMessage).max(JOURNAL_TAG_MAX_LENGTH, tagMessage).regex(TAG_PATTERN, tagMessage));

const Tags = z
  .array(JournalTag, { message: 'Send tags as a list of words' })
  .max(JOURNAL_TAGS_PER_ENTRY_MAX, `An entry can have at most ${JOURNAL_TAGS_PER_ENTRY_MAX} tags`)
  .transform((tags) => [...new Set(tags)]);

const Title = text({
  max: JOURNAL_TITLE_MAX_LENGTH,
  tooLong: `A title can be at most ${JOURNAL_TITLE_MAX_LENGTH} characters`,
  notText: 'Send the title as text',
})
  .transform((title) => stripReserved(title).trim() || null)
  .nullable();

const Body = text({
  max: JOURNAL_BODY_MAX_LENGTH,
  tooLong: `An entry can be at most ${JOURNAL_BODY_MAX_LENGTH.toLocaleString('en-US')} characters`,
  notText: 'Send the entry as text',
}).transform(stripReserved);

export const JournalEntry = z.object({
  id: z.string(),
  date: LocalDate,
  title: z.string().nullable(),
  /** Markdown. */
  body: z.string(),
  tags: z.array(z.string()),
  /** The id of the mood logged on the entry's day; null when none was. */
  moodId: z.string().nullable(),
  /** The mood logged on the entry's day (one mood a day, so it follows the entry's date). */
  mood: MoodLevel.nullable(),
  /** The library question the entry reflects on, when it was written from one. */
  promptQuestionId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;

/** An entry in a list: the body is cut to a short plain excerpt; the day's mood stays. */
export const JournalEntrySummary = JournalEntry.omit({
  body: true,
  moodId: true,
  promptQuestionId: true,
}).extend({
  excerpt: z.string(),
});
export type JournalEntrySummary = z.infer<typeof JournalEntrySummary>;

const nothingWritten = (entry: { title?: string | null; body?: string }) =>
  Boolean(entry.title?.trim()) || Boolean(entry.body?.trim());

/** Longest idempotency key a device may send with a new entry (a UUID is 36). */
export const JOURNAL_IDEMPOTENCY_KEY_MAX_LENGTH = 64;
const idempotencyKeyMessage = `An idempotency key is 8 to ${JOURNAL_IDEMPOTENCY_KEY_MAX_LENGTH} letters, digits, - or _`;

/** The device's key for one draft: the same key sent twice creates one entry (the second call returns it). */
export const JournalIdempotencyKey = text({
  max: JOURNAL_IDEMPOTENCY_KEY_MAX_LENGTH,
  tooLong: idempotencyKeyMessage,
  notText: idempotencyKeyMessage,
}).regex(/^[A-Za-z0-9_-]{8,}$/, idempotencyKeyMessage);

/** POST /api/journal. `date` defaults to the user's local today and cannot be in the future. */
export const CreateJournalEntryBody = z
  .strictObject({
    title: Title.optional(),
    body: Body.default(''),
    tags: Tags.default([]),
    date: LocalDate.optional(),
    /** An active library question this entry reflects on. */
    promptQuestionId: z
      .number({ message: 'Choose a question from the library' })
      .int('Choose a question from the library')
      .positive('Choose a question from the library')
      .max(2_147_483_647, 'Choose a question from the library')
      .optional(),
    /** Sent again with a retried create: the entry already made with it is returned (200), not a second. */
    idempotencyKey: JournalIdempotencyKey.optional(),
  })
  .refine(nothingWritten, { message: 'Write something before saving', path: ['body'] });
export type CreateJournalEntryBody = z.infer<typeof CreateJournalEntryBody>;

/** PATCH /api/journal/:id: any of the fields; the ones sent replace the stored ones. */
export const UpdateJournalEntryBody = z
  .strictObject({
    title: Title.optional(),
    body: Body.optional(),
    tags: Tags.optional(),
    date: LocalDate.optional(),
  })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: 'Nothing to change: send title, body, tags or date',
  });
export type UpdateJournalEntryBody = z.infer<typeof UpdateJournalEntryBody>;

export const JournalEntryParams = z.object({ id: uuidText('Not an entry id') });

const Limit = (max: number, fallback: number) =>
  z.coerce
    .number({ message: `Choose a limit from 1 to ${max}` })
    .int(`Choose a limit from 1 to ${max}`)
    .min(1, `Choose a limit from 1 to ${max}`)
    .max(max, `Choose a limit from 1 to ${max}`)
    .default(fallback);

/** GET /api/journal: newest first. Pass `nextCursor` back as `cursor` for the next page. */
export const JournalListQuery = z.object({
  cursor: optionalQuery(text({ max: 200, tooLong: 'That page link is not valid' })),
  tag: optionalQuery(JournalTag),
  from: optionalQuery(LocalDate),
  to: optionalQuery(LocalDate),
  limit: defaultedQuery(Limit(PAGE_SIZE_MAX, PAGE_SIZE_DEFAULT)),
});
export type JournalListQuery = z.infer<typeof JournalListQuery>;

export const JournalPage = z.object({
  items: z.array(JournalEntrySummary),
  nextCursor: z.string().nullable(),
});
export type JournalPage = z.infer<typeof JournalPage>;

/** DELETE /api/journal/:id: the entry can be brought back with POST /api/journal/:id/restore. */
export const DeletedJournalEntry = z.object({
  id: z.string(),
  deletedAt: z.string(),
  restorableUntil: z.string(),
});
export type DeletedJournalEntry = z.infer<typeof DeletedJournalEntry>;

/** GET /api/journal/search: PostgreSQL full-text search (web-search syntax: "quoted phrase", -not, or). */
export const JournalSearchQuery = z.object({
  q: text({
    max: JOURNAL_SEARCH_QUERY_MAX_LENGTH,
    tooLong: `Search for at most ${JOURNAL_SEARCH_QUERY_MAX_LENGTH} characters`,
    notText: 'Type something to search for',
  })
    .trim()
    .min(1, 'Type something to search for'),
  limit: defaultedQuery(Limit(SEARCH_PAGE_SIZE_MAX, SEARCH_PAGE_SIZE_DEFAULT)),
  offset: defaultedQuery(
    z.coerce
      .number({ message: 'Choose an offset from 0 to 1000' })
      .int('Choose an offset from 0 to 1000')
      .min(0, 'Choose an offset from 0 to 1000')
      .max(1000, 'Choose an offset from 0 to 1000')
      .default(0),
  ),
});
export type JournalSearchQuery = z.infer<typeof JournalSearchQuery>;

/** Text split where the search matched: render each part as text, emphasising `highlight` ones. */
export const HighlightedText = z.array(z.object({ text: z.string(), highlight: z.boolean() }));
export type HighlightedText = z.infer<typeof HighlightedText>;

export const JournalSearchHit = z.object({
  id: z.string(),
  date: LocalDate,
  title: z.string().nullable(),
  /** The title with matches marked; null when the entry has no title. */
  titleHighlighted: HighlightedText.nullable(),
  /** Up to two fragments of the body around the matches, joined by " … ". */
  snippet: HighlightedText,
  tags: z.array(z.string()),
  rank: z.number(),
});
export type JournalSearchHit = z.infer<typeof JournalSearchHit>;

export const JournalSearchResults = z.object({
  items: z.array(JournalSearchHit),
  /** The offset of the next page; null when there are no more results. */
  nextOffset: z.number().int().nullable(),
});
export type JournalSearchResults = z.infer<typeof JournalSearchResults>;

export const JournalTags = z.object({
  items: z.array(z.object({ tag: z.string(), count: z.number().int() })),
});
export type JournalTags = z.infer<typeof JournalTags>;

/** GET /api/journal/on-this-day: entries written on today's month and day in earlier years. */
export const JournalOnThisDay = z.object({
  date: LocalDate,
  items: z.array(JournalEntrySummary.extend({ yearsAgo: z.number().int() })),
});
export type JournalOnThisDay = z.infer<typeof JournalOnThisDay>;

/** GET /api/journal/deleted: entries deleted within the restore window, most recently deleted first. */
export const RecentlyDeletedEntries = z.object({
  items: z.array(JournalEntrySummary.extend({ deletedAt: z.string(), restorableUntil: z.string() })),
});
export type RecentlyDeletedEntries = z.infer<typeof RecentlyDeletedEntries>;
