import { formatDate } from '#client/lib/dates';
import type { StreakId } from '#contract/constants';
import type { Streak } from '#contract/streaks';

export const STREAK_LABELS: Record<StreakId, string> = {
  'daily-retro': 'Daily retro',
  journal: 'Journal',
  mood: 'Mood check-in',
};

/** "1 day", "3 days". */
export function dayCount(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** What keeps each streak going today, and what saves it the day after a miss. */
const TODAY_ACTION: Record<StreakId, string> = {
  'daily-retro': "Finish today's retro",
  journal: 'Write in your journal today',
  mood: 'Check in your mood today',
};
const YESTERDAY_ACTION: Record<StreakId, string> = {
  'daily-retro': "finish yesterday's retro",
  journal: 'write an entry for yesterday',
  mood: "log yesterday's mood",
};

/** A short word on where a streak stands today, and what is at stake when something is. */
export function streakStatusText(streak: Streak): string {
  const run = `your ${streak.current}-day streak`;
  switch (streak.status) {
    case 'active':
      return 'Done today';
    case 'pending':
      return `${TODAY_ACTION[streak.id]} to keep ${run}`;
    case 'at_risk':
      return streak.freezesAvailable > 0
        ? `Missed yesterday — ${YESTERDAY_ACTION[streak.id]}, or do today's and a freeze keeps ${run}`
        : `Missed yesterday — ${YESTERDAY_ACTION[streak.id]} today to save ${run}`;
    case 'broken':
      return streak.longest > 0 ? 'Start a new run today' : 'Not started yet';
  }
}

/** The newest day a freeze covered in the run still going, or null. */
export function freezeUsedIn(streak: Streak): string | null {
  const newest = streak.frozenDates.at(-1);
  if (streak.status === 'broken' || !newest || !streak.runStartDate) return null;
  return newest >= streak.runStartDate ? newest : null;
}

/** "1 freeze saved" / "2 freezes saved", or when the next one is earned; and a freeze used in this run. */
export function freezeText(streak: Streak): string {
  const saved =
    streak.freezesAvailable > 0
      ? `${streak.freezesAvailable} ${streak.freezesAvailable === 1 ? 'freeze' : 'freezes'} saved`
      : streak.nextFreezeIn > 0
        ? `Next freeze in ${dayCount(streak.nextFreezeIn)}`
        : 'No freezes yet';
  const used = freezeUsedIn(streak);
  return used ? `${saved} · a freeze covered ${formatDate(used, 'short')}` : saved;
}

/** Streaks in the order of STREAK_LABELS, whatever order the server sent them in. */
export function orderedStreaks(streaks: readonly Streak[]): Streak[] {
  const order = Object.keys(STREAK_LABELS);
  return [...streaks].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}
