import { Link } from 'wouter';
import { StreakTiles } from '#client/components/gamification/streak-tiles';
import { cardClasses } from '#client/components/ui/card';
import { FlameIcon } from '#client/components/ui/icons';
import { useStreaks } from '#client/features/gamification';
import { cn } from '#client/lib/cn';
import { PAGES } from '#client/lib/route-table';
import { STREAKS_CARD_MIN_HEIGHT } from '../lib/card-heights';
import { FreezeNotice } from './freeze-notice';

/** The three streaks on home: current run, longest, freezes and a word on today. */
export function StreaksCard() {
  const streaks = useStreaks();
  const nothingYet = (streaks.data ?? []).every((streak) => streak.longest === 0);

  return (
    <section
      aria-labelledby="streaks-heading"
      className={cardClasses('tile', { className: cn(streaks.isPending && STREAKS_CARD_MIN_HEIGHT) })}
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
      {/* What was loaded before stays while a refresh fails (offline, say); the failure shows without it. */}
      {streaks.data ? (
        <>
          {/* Told once, on the server's word of this visit: data restored from the device could still
              hold a notice told a moment before a reload. Streaks are read again on every mount. */}
          {streaks.isFetchedAfterMount ? <FreezeNotice streaks={streaks.data} /> : null}
          {nothingYet ? (
            <p className="mt-1 text-muted-foreground">
              A day counts when you finish the retro, write in the journal or check in your mood.
            </p>
          ) : null}
          <div className="mt-4">
            <StreakTiles streaks={streaks.data} />
          </div>
        </>
      ) : streaks.isError ? (
        <p className="mt-3 text-muted-foreground">{streaks.error.message}.</p>
      ) : (
        <div className="mt-4 h-36 animate-pulse rounded-2xl bg-foreground/[0.04]" />
      )}
    </section>
  );
}
