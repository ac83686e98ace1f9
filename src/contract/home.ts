import { z } from 'zod';
import { JournalEntrySummary } from './journal';
import { LocalDate } from './local-day';
import { Mood } from './moods';
import { Question } from './questions';
import { RetroProgress, RetroYesterday } from './retro';

/**
 * What the home page suggests next, in this order: a first retro for a new user, then today's
 * retro (start or finish it), then today's mood when none is logged, then a journal entry when none was
 * written today, else nothing left.
 */
export const NextStep = z.object({
  kind: z.enum(['start_first_retro', 'start_retro', 'finish_retro', 'log_mood', 'write_journal', 'all_done']),
  /** The client route the suggestion leads to. */
  path: z.string(),
});
export type NextStep = z.infer<typeof NextStep>;

/** GET /api/home: everything the home page needs, in one call. */
export const HomeSummary = z.object({
  today: LocalDate,
  retro: RetroProgress,
  /**
   * Yesterday's retro while it can still be finished and is worth offering: started, or the day
   * before it was completed (a run to keep). Null otherwise.
   */
  yesterdayRetro: RetroYesterday.nullable(),
  questionOfTheDay: Question.nullable(),
  /** The three most recent journal entries. */
  recentEntries: z.array(JournalEntrySummary),
  /** True until the user has saved anything in a retro or written a journal entry. */
  isNewUser: z.boolean(),
  nextStep: NextStep,
  /**
   * Today's mood, or null when none is logged yet: what GET /api/moods/today answers (404 for null),
   * so the home page's mood card does not ask again.
   */
  todayMood: Mood.nullable(),
});
export type HomeSummary = z.infer<typeof HomeSummary>;
