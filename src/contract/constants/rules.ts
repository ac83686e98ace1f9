// The numbers of the product's rules: how a retro is made, how long a deletion can be undone, when
// a streak freeze is earned, how often feedback can be sent, and when a referral counts.

/** Daily retro: how many Regular questions a day holds, and how long before one may come back. */
export const RETRO_QUESTIONS_PER_DAY = 3;
export const RETRO_QUESTION_REPEAT_GAP_DAYS = 7;

/** A deleted journal entry can be restored for this long, then it is removed for good. */
export const JOURNAL_RESTORE_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** A freeze is earned at every multiple of this many days in a run… */
export const STREAK_FREEZE_EARNED_EVERY_DAYS = 7;
/** …and at most this many are kept at once. */
export const STREAK_FREEZES_MAX = 2;

/** Feedback sends per user in any rolling hour. */
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

/**
 * Late days (decision record 036): a day's retro, journal entry or mood still counts for its day's
 * streak when it is recorded by the end of the next local day, never later. A retro can be finished
 * for yesterday only; a mood can be logged or changed for this many days, today included.
 */
export const MOOD_DAYS_BACK = 7;
/** The earliest date a journal entry can carry (remembered days before the account are welcome). */
export const JOURNAL_EARLIEST_DATE = '1900-01-01';
/** Below this many people an admin figure could point at someone, so it is shown as "fewer than 5". */
export const ANALYTICS_MIN_GROUP = 5;
