import { Lock } from 'lucide-react';
import { useEffect, useState } from 'react';
import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { Button } from '#client/components/ui/button';
import { cardClasses } from '#client/components/ui/card';
import { splitUnseenBadges, useMarkBadgesNotified } from '#client/features/gamification';
import { formatDate } from '#client/lib/dates';
import type { Badge, UserBadge } from '#contract/badges';
import { badgeProgressText } from '../lib/achievement-copy';

const FIRST_LOCKED_SHOWN = 6;

/**
 * Badges from an earlier day the user was never told about (no calm moment came that day): marked
 * "New" for this visit, and told to the server as seen, so the marker goes once they have been shown.
 */
function useQuietlyNewBadges(userBadges: readonly UserBadge[]): ReadonlySet<string> {
  const markBadgesNotified = useMarkBadgesNotified();
  const [newIds, setNewIds] = useState<ReadonlySet<string>>(() => new Set());
  const quietKey = splitUnseenBadges(userBadges)
    .quiet.map((badge) => badge.badgeId)
    .join(' ');
  useEffect(() => {
    if (quietKey === '') return;
    const ids = quietKey.split(' ');
    setNewIds((shown) => new Set([...shown, ...ids]));
    void markBadgesNotified(ids);
  }, [quietKey, markBadgesNotified]);
  return newIds;
}

/** Earned badges first, with the day each was earned; then the rest, with how to earn them. */
export function BadgeList({
  badges,
  userBadges,
}: {
  badges: readonly Badge[];
  userBadges: readonly UserBadge[];
}) {
  const earnedOn = new Map(userBadges.map((earned) => [earned.badgeId, earned.awardedDate]));
  const earned = badges.filter((badge) => badge.earned || earnedOn.has(badge.id));
  // Closest to earning first; the rest wait behind 'Show all' so the page stays short.
  const locked = badges
    .filter((badge) => !earned.includes(badge))
    .sort((a, b) => b.progress.current / b.progress.target - a.progress.current / a.progress.target);
  const [showAll, setShowAll] = useState(false);
  const newIds = useQuietlyNewBadges(userBadges);
  const lockedShown = showAll ? locked : locked.slice(0, FIRST_LOCKED_SHOWN);

  return (
    <div className="grid gap-8">
      <div>
        <h2 className="font-semibold text-foreground text-lg">Earned</h2>
        {earned.length === 0 ? (
          <p className="mt-2 text-muted-foreground">
            None yet. Your first retro earns one, and a three-day streak another.
          </p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {earned.map((badge) => {
              const Icon = gamificationIcon(badge.icon);
              const date = earnedOn.get(badge.id);
              return (
                <li
                  key={badge.id}
                  className="flex gap-4 rounded-2xl border border-accent/30 bg-accent-soft p-4"
                >
                  <span className="grid size-12 shrink-0 place-items-center rounded-full bg-accent text-accent-contrast shadow-sm">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div className="min-w-0">
                    <p className="font-semibold text-foreground">
                      {badge.name}
                      {newIds.has(badge.id) ? (
                        <span className="ml-2 rounded-full bg-accent px-2 py-0.5 align-middle font-semibold text-accent-contrast text-xs">
                          New
                        </span>
                      ) : null}
                    </p>
                    <p className="text-muted-foreground text-sm leading-snug">{badge.description}</p>
                    {date ? (
                      <p className="mt-1.5 font-medium text-accent-strong text-xs">
                        Earned <time dateTime={date}>{formatDate(date, 'list')}</time>
                      </p>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {locked.length > 0 ? (
        <div>
          <h2 className="font-semibold text-foreground text-lg">Still to earn</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {lockedShown.map((badge) => {
              const Icon = gamificationIcon(badge.icon);
              const { current, target } = badge.progress;
              return (
                <li key={badge.id} className={cardClasses('inset', { className: 'flex gap-4' })}>
                  <span className="relative grid size-12 shrink-0 place-items-center rounded-full bg-foreground/[0.06] text-muted-foreground">
                    <Icon aria-hidden="true" className="size-6" />
                    <span className="absolute -right-0.5 -bottom-0.5 grid size-5 place-items-center rounded-full border border-border bg-surface">
                      <Lock aria-hidden="true" className="size-3" />
                    </span>
                  </span>
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-foreground">{badge.name}</p>
                    <p className="text-muted-foreground text-sm leading-snug">{badge.howToEarn}</p>
                    <div className="mt-2.5 flex items-center gap-3">
                      <div
                        role="progressbar"
                        aria-label={`${badge.name} progress`}
                        aria-valuemin={0}
                        aria-valuemax={target}
                        aria-valuenow={current}
                        aria-valuetext={badgeProgressText(badge)}
                        className="h-1.5 flex-1 overflow-hidden rounded-full bg-foreground/[0.08]"
                      >
                        <div
                          className="h-full rounded-full bg-accent"
                          style={{ width: `${(current / target) * 100}%` }}
                        />
                      </div>
                      <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                        {badgeProgressText(badge)}
                      </span>
                    </div>
                  </div>
                </li>
              );
            })}
          </ul>
          {locked.length > FIRST_LOCKED_SHOWN ? (
            <Button
              variant="ghost"
              className="mt-3"
              aria-expanded={showAll}
              onClick={() => setShowAll(!showAll)}
            >
              {showAll ? 'Show fewer' : `Show all ${locked.length} badges to earn`}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
