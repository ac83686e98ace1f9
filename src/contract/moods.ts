import { z } from 'zod';
import { MOOD_LEVELS, MOOD_NOTE_MAX_LENGTH, type MoodLevel as MoodLevelName } from './constants';
import { LocalDate } from './local-day';
import { defaultedQuery, optionalQuery } from './query';
import { text } from './text';

export const MoodLevel = z.enum(MOOD_LEVELS, { message: `Choose a mood: ${MOOD_LEVELS.join(', ')}` });

/** A mood is stored as its score: its position in MOOD_LEVELS, 1 (awful) to 5 (great). */
export function moodScore(level: MoodLevelName): number {
  return MOOD_LEVELS.indexOf(level) + 1;
}

/** The level of a stored score. */
export function moodLevelOf(score: number): MoodLevelName {
  const level = MOOD_LEVELS[score - 1];
  if (!level) throw new RangeError(`Not a mood score: ${score}`);
  return level;
}

/** One mood of one local day. `score` is 1 (awful) to 5 (great), for charts. */
export const Mood = z.object({
  id: z.string(),
  date: LocalDate,
  mood: MoodLevel,
  score: z.number().int().min(1).max(MOOD_LEVELS.length),
  note: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Mood = z.infer<typeof Mood>;

/**
 * POST /api/moods: logs the mood of a day (today unless `date` names one of the last MOOD_DAYS_BACK
 * days), or changes it if one is logged already.
 */
export const LogMoodBody = z.strictObject({
  mood: MoodLevel,
  date: LocalDate.optional(),
  note: text({
    max: MOOD_NOTE_MAX_LENGTH,
    tooLong: `A note can be at most ${MOOD_NOTE_MAX_LENGTH} characters`,
    notText: 'Send the note as text',
  })
    .transform((note) => note.trim() || null)
    .nullable()
    .optional(),
});
export type LogMoodBody = z.input<typeof LogMoodBody>;

/** GET /api/moods: newest first, optionally within a date range (inclusive). */
export const MoodsQuery = z.object({
  from: optionalQuery(LocalDate),
  to: optionalQuery(LocalDate),
  limit: defaultedQuery(z.coerce.number().int().min(1).max(3660).default(366)),
});
export const MoodList = z.array(Mood);
export type MoodList = z.infer<typeof MoodList>;
