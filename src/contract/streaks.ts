import { z } from 'zod';
import { STREAK_IDS } from './constants';
import { LocalDate } from './local-day';

export const StreakId = z.enum(STREAK_IDS, { message: `Choose a streak: ${STREAK_IDS.join(', ')}` });

/**
 * A streak as of the user's today. `status`: active (done today), pending (not yet today but the
 * run is alive), at_risk (yesterday was missed: doing yesterday's late keeps the run, and with a
 * freeze so does doing today, which spends it), broken (current 0).
 */
export const Streak = z.object({
  id: StreakId,
  current: z.number().int().min(0),
  longest: z.number().int().min(0),
  lastActiveDate: LocalDate.nullable(),
  runStartDate: LocalDate.nullable(),
  freezesAvailable: z.number().int().min(0),
  frozenDates: z.array(LocalDate),
  status: z.enum(['active', 'pending', 'at_risk', 'broken']),
  /** Days left until the next freeze is earned. */
  nextFreezeIn: z.number().int().min(0),
  /**
   * The day a freeze covered in the current run that the user has not been told about yet ("A freeze
   * kept your 10-day streak", once): cleared with POST /api/streaks/:id/freeze-told. Null otherwise.
   */
  freezeNotice: LocalDate.nullable(),
});
export type Streak = z.infer<typeof Streak>;

export const StreakParams = z.object({ id: StreakId });
export const StreakList = z.array(Streak);
export type StreakList = z.infer<typeof StreakList>;

/** POST /api/streaks/:id: the streak recomputed from the records. */
export const RecomputedStreak = z.object({ streak: Streak });
export type RecomputedStreak = z.infer<typeof RecomputedStreak>;

/** POST /api/streaks/:id/freeze-told: the user has been told of the freezes up to this day. */
export const FreezeToldBody = z.strictObject({ date: LocalDate });
export type FreezeToldBody = z.infer<typeof FreezeToldBody>;
