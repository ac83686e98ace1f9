import { Link } from 'wouter';
import { PAGES } from '../../../app/route-table';
import { FlameIcon } from '../../../components/ui/icons';
import { cn } from '../../../lib/cn';
import { useStreaks } from '../../gamification/api/use-streaks';
import {
  dayCount,
  freezeText,
  orderedStreaks,
  STREAK_LABELS,
  streakStatusText,
} from '../../gamification/lib/streak-copy';

const STATUS_TONE = {
  active: 'bg-accent-soft text-accent-strong',
  pending: 'bg-foreground/[0.05] text-muted-foreground',
  at_risk: 'bg-warning-soft text-warning',
  broken: 'bg-foreground/[0.05] text-muted-foreground',
} as const;

/** The three streaks on home: current run, longest, freezes and a word on today. */
export function StreaksCard() {
  const streaks = useStreaks();
  const list = orderedStreaks(streaks.data ?? []);
  const nothingYet = list.every((streak) => streak.longest === 0);

  return (
    <section
      aria-labelledby="streaks-heading"
      className="rounded-3xl border border-border bg-surface p-5 shadow-xs sm:p-6"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="streaks-heading" className="flex items-center gap-2 font-semibold text-foreground text-lg">
          <FlameIcon className="size-5 text-accent-strong" />
          Streaks
        </h2>
        <Link
          href={PAGES.achievements.path}
          className="font-medium text-accent-strong text-sm hover:underline"
        >
          Achievements
        </Link>
      </div>
      {streaks.isError ? (
        <p className="mt-3 text-muted-foreground">{streaks.error.message}.</p>
      ) : streaks.data ? (
        <>
          {nothingYet ? (
            <p className="mt-1 text-muted-foreground">
              A day counts when you finish the retro, write in the journal or check in your mood.
            </p>
          ) : null}
          <ul className="mt-4 grid gap-3 sm:grid-cols-3">
            {list.map((streak) => (
              <li key={streak.id} className="flex flex-col rounded-2xl border border-border/80 p-4">
                <h3 className="font-medium text-muted-foreground text-sm">{STREAK_LABELS[streak.id]}</h3>
                <p className="mt-1 font-semibold text-3xl text-foreground tabular-nums leading-none">
                  <span className="sr-only">Current streak: </span>
                  {streak.current}
                  <span className="ml-1 font-normal text-base text-muted-foreground">
                    {streak.current === 1 ? 'day' : 'days'}
                  </span>
                </p>
                <p
                  className={cn(
                    'mt-3 self-start rounded-full px-2.5 py-1 font-medium text-xs',
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
        </>
      ) : (
        <div className="mt-4 h-36 animate-pulse rounded-2xl bg-foreground/[0.04]" />
      )}
    </section>
  );
}
