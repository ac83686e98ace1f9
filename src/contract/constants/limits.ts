// The largest input the app accepts, of each kind: request bodies, the length of every text a user
// writes, and page sizes. The schemas in src/contract/ enforce them; forms show them.

/** Largest accepted request body. */
export const REQUEST_BODY_LIMIT_BYTES = 1024 * 1024;
/** The largest import accepted (this route only; every other body is limited to 1 MB). */
export const IMPORT_BODY_LIMIT_BYTES = 20 * 1024 * 1024;

/** Account field limits (DESIGN.md section 3). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 32;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;

export const RETRO_ANSWER_MAX_LENGTH = 10_000;

/** Journal limits. */
export const JOURNAL_TITLE_MAX_LENGTH = 200;
export const JOURNAL_BODY_MAX_LENGTH = 100_000;
export const JOURNAL_TAG_MAX_LENGTH = 32;
export const JOURNAL_TAGS_PER_ENTRY_MAX = 20;
export const JOURNAL_SEARCH_QUERY_MAX_LENGTH = 200;

/** List pages. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
/** Search pages are shorter: each result carries a highlighted snippet. */
export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
/**
 * Paging back through reports stops here: ten years of weeks (and as many months or years, which
 * reach further).
 */
export const REPORT_OFFSET_MAX = 520;
/** A report lists at most this many of the most used tags. */
export const TOP_TAGS_LIMIT = 10;

export const MOOD_NOTE_MAX_LENGTH = 500;

/** Challenge notes and customization limits. */
export const CHALLENGE_NOTES_MAX_LENGTH = 2000;
export const DISPLAY_NAME_MAX_LENGTH = 40;
/**
 * An avatar is one emoji, but one emoji can be many code units: a family or a flag with skin tones
 * and joiners takes up to about 35. Anything longer is refused before the emoji is looked at.
 */
export const AVATAR_MAX_LENGTH = 64;

/** Longest push subscription endpoint accepted (browsers' are a few hundred characters). */
export const PUSH_ENDPOINT_MAX_LENGTH = 2048;

export const FEEDBACK_MESSAGE_MAX_LENGTH = 5000;
export const FEEDBACK_REPLY_MAX_LENGTH = 5000;

/** The admin area (issue 15): the question bank's text limit. */
export const QUESTION_TEXT_MAX_LENGTH = 300;

/**
 * Imports from other apps (Day One, Daylio, Markdown notes): the body is held to
 * IMPORT_BODY_LIMIT_BYTES like the app's own import, and a zip inside it to these, checked from its
 * directory before a byte is inflated (a small zip can unpack to gigabytes). A zip of daily notes for
 * 20,000 days has 20,000 files; a Day One zip's photos are counted, never unpacked.
 */
export const IMPORT_ZIP_MAX_ENTRIES = 25_000;
/** The most text one import unpacks from a zip, in all (the files it reads, not photos). */
export const IMPORT_ZIP_MAX_UNZIPPED_BYTES = 40 * 1024 * 1024;
/** A Daylio mood name as the import's mood mapping takes it, and how many names one mapping holds. */
export const IMPORT_MOOD_NAME_MAX_LENGTH = 64;
export const IMPORT_MOOD_NAMES_MAX = 50;

/** An activity's name (decision record 046). */
export const ACTIVITY_NAME_MAX_LENGTH = 32;
/** Activities one person can have in use at once; archived ones do not count. */
export const ACTIVITIES_ACTIVE_MAX = 30;
/** Activities one person can have at all, archived ones included. */
export const ACTIVITIES_TOTAL_MAX = 100;
/** The most days one read of ticked days may span (`from` to `to`, both counted): a year, leap or not. */
export const ACTIVITY_DAYS_RANGE_MAX = 366;
