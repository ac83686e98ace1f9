import type { Streak } from '../../../../contract/streaks';
import { cn } from '../../../lib/cn';
import { dayCount, freezeText, orderedStreaks, STREAK_LABELS, streakStatusText } from '../lib/streak-copy';

const STATUS_TONE = {
  active: 'bg-accent-soft text-accent-strong',
  pending: 'bg-foreground/[0.05] text-muted-foreground',
  at_risk: 'bg-warning-soft text-warning',
  broken: 'bg-foreground/[0.05] text-muted-foreground',
} as const;

/** One tile per streak: the current run, a word on today, the longest run and the freezes. */
export function StreakTiles({ streaks }: { streaks: readonly Streak[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-3">
      {orderedStreaks(streaks).map((streak) => (
        <li key={streak.id} className="flex flex-col rounded-2xl border border-border/80 p-4">
          <h3 className="font-medium text-muted-foreground text-sm">{STREAK_LABELS[streak.id]}</h3>
          <p className="mt-1 font-semibold text-3xl text-foreground tabular-nums leading-none">
            <span className="sr-only">Current streak: </span>
            {streak.current}{' '}
            <span className="font-normal text-base text-muted-foreground">
              {streak.current === 1 ? 'day' : 'days'}
            </span>
          </p>
          <p
            className={cn(
              'mt-3 self-start rounded-xl px-2.5 py-1 font-medium text-xs leading-snug',
              STATUS_TONE[streak.status],
            )}
          >
            {streakStatusText(streak)}
          </p>
          <p className="mt-3 text-muted-foreground text-xs">Longest {dayCount(streak.longest)}</p>
          <p className="mt-0.5 text-muted-foreground text-xs">{freezeText(streak)}</p>
        </li>
      ))}
    </ul>
  );
}
