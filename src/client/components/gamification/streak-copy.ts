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

/** A short, encouraging word on where a streak stands today. */
export function streakStatusText(streak: Streak): string {
  switch (streak.status) {
    case 'active':
      return 'Done today';
    case 'pending':
      return 'Keep it going today';
    case 'at_risk':
      return 'Missed yesterday — a freeze will cover it if you do it today';
    case 'broken':
      return streak.longest > 0 ? 'Start a new run today' : 'Not started yet';
  }
}

/** "1 freeze" / "2 freezes", or when the next one is earned. */
export function freezeText(streak: Streak): string {
  if (streak.freezesAvailable > 0) {
    return `${streak.freezesAvailable} ${streak.freezesAvailable === 1 ? 'freeze' : 'freezes'} saved`;
  }
  return streak.nextFreezeIn > 0 ? `Next freeze in ${dayCount(streak.nextFreezeIn)}` : 'No freezes yet';
}

/** Streaks in the order of STREAK_LABELS, whatever order the server sent them in. */
export function orderedStreaks(streaks: readonly Streak[]): Streak[] {
  const order = Object.keys(STREAK_LABELS);
  return [...streaks].sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id));
}
