import { cn } from '#client/lib/cn';
import type { Streak } from '#contract/streaks';
import { dayCount, freezeText, orderedStreaks, STREAK_LABELS, streakStatusText } from './streak-copy';

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
        // A row on phones (the number on the right), a column from 640 px.
        <li
          key={streak.id}
          className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 rounded-2xl border border-border/80 px-4 py-3.5 sm:flex sm:flex-col sm:p-4"
        >
          <h3 className="col-start-1 font-medium text-muted-foreground text-sm">
            {STREAK_LABELS[streak.id]}
          </h3>
          <p className="col-start-2 row-span-3 row-start-1 self-center text-right sm:self-start font-semibold text-3xl text-foreground tabular-nums leading-none sm:mt-1 sm:text-left">
            <span className="sr-only">Current streak: </span>
            {streak.current}{' '}
            <span className="font-normal text-base text-muted-foreground">
              {streak.current === 1 ? 'day' : 'days'}
            </span>
          </p>
          <p
            className={cn(
              'col-start-1 mt-2 self-start justify-self-start rounded-xl px-2.5 py-1 font-medium text-xs leading-snug sm:mt-3',
              STATUS_TONE[streak.status],
            )}
          >
            {streakStatusText(streak)}
          </p>
          {/* A streak never started has no record or freezes to speak of yet. */}
          {streak.longest > 0 ? (
            <p className="col-start-1 mt-2 text-muted-foreground text-xs leading-relaxed sm:mt-3">
              Longest {dayCount(streak.longest)}
              <span className="sm:hidden">{' · '}</span>
              <span className="sm:block">{freezeText(streak)}</span>
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
