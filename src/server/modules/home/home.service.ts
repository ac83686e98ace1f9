import type { HomeSummary, NextStep } from '#contract/home';
import { addDays } from '#domain/local-day';
import { suggestNextStep } from '#domain/next-step';
import type { Database } from '#server/db/client';
import type { ActivityLog } from '#server/modules/gamification/activity';
import { createJournalService } from '#server/modules/journal/journal.service';
import { createMoodService } from '#server/modules/moods/moods.service';
import { todayFor } from '#server/modules/profile/profile.service';
import { questionOfTheDay } from '#server/modules/questions/questions.service';
import { createRetroService, type RetroUser } from '#server/modules/retro/retro.service';

const RECENT_ENTRY_COUNT = 3;

const NEXT_STEP_PATHS: Record<NextStep['kind'], string> = {
  start_first_retro: '/daily-retro',
  start_retro: '/daily-retro',
  finish_retro: '/daily-retro',
  log_mood: '/',
  write_journal: '/journal',
  all_done: '/retro-history',
};

/** GET /api/home: read-only; today's retro is not made here, only reported. */
export function createHomeService(db: Database, log: ActivityLog) {
  const retros = createRetroService(db, log);
  const journal = createJournalService(db, log);
  const moods = createMoodService(db, log);

  return {
    async summary(user: RetroUser): Promise<HomeSummary> {
      const today = todayFor(user);
      const [retro, yesterday, dayBefore, question, recentEntries, todayMood] = await Promise.all([
        retros.progress(user, today),
        retros.yesterday(user),
        retros.progress(user, addDays(today, -2)),
        questionOfTheDay(db, user.id, today),
        journal.recent(user.id, RECENT_ENTRY_COUNT),
        moods.onDay(user.id, today),
      ]);
      const keepsARun = yesterday.status === 'in_progress' || dayBefore.status === 'completed';
      const yesterdayRetro = yesterday.finishable && keepsARun ? yesterday : null;
      const isNewUser =
        retro.status === 'not_started' &&
        recentEntries.length === 0 &&
        !(await retros.hasStartedAny(user.id));
      // Entries cannot be dated after today, so an entry of today would be the newest one.
      const wroteJournalToday = recentEntries[0]?.date === today;
      const kind = suggestNextStep({
        isNewUser,
        retroState: retro.status,
        wroteJournalToday,
        moodLoggedToday: todayMood !== null,
      });
      return {
        today,
        retro,
        yesterdayRetro,
        questionOfTheDay: question,
        recentEntries,
        isNewUser,
        nextStep: { kind, path: NEXT_STEP_PATHS[kind] },
        todayMood,
      };
    },
  };
}
