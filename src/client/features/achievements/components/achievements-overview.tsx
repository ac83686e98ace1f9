import { ArrowRight } from 'lucide-react';
import { gamificationIcon } from '#client/components/gamification/gamification-icons';
import { StreakTiles } from '#client/components/gamification/streak-tiles';
import { Button } from '#client/components/ui/button';
import { Section } from '#client/components/ui/page-header';
import { formatDate } from '#client/lib/dates';
import type { Badge, UserBadge } from '#contract/badges';
import type { UserChallenge } from '#contract/challenges';
import type { Streak } from '#contract/streaks';
import { badgeProgressText } from '../lib/achievement-copy';
import { ChallengeInProgress } from './challenge-in-progress';

const RECENT_BADGES = 3;
const NEXT_BADGES = 2;

function MoreLink({ children, onClick }: { children: string; onClick: () => void }) {
  return (
    <Button variant="ghost" className="-ml-3 mt-3 h-11 text-accent-strong" onClick={onClick}>
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Button>
  );
}

/** The newest badges earned, and the ones closest to being earned: the rest is on the Badges tab. */
function BadgesNow({
  badges,
  userBadges,
  onShowAll,
}: {
  badges: readonly Badge[];
  userBadges: readonly UserBadge[];
  onShowAll: () => void;
}) {
  const recent = [...userBadges]
    .sort((a, b) => b.awardedAt.localeCompare(a.awardedAt))
    .slice(0, RECENT_BADGES);
  const next = badges
    .filter((badge) => !badge.earned)
    .sort((a, b) => b.progress.current / b.progress.target - a.progress.current / a.progress.target)
    .slice(0, NEXT_BADGES);
  const earnedCount = badges.filter((badge) => badge.earned).length;

  return (
    <Section
      id="badges-now-heading"
      title="Badges"
      description={`${earnedCount} of ${badges.length} earned.`}
    >
      {recent.length > 0 ? (
        <ul aria-label="Earned most recently" className="mt-4 grid gap-2 sm:grid-cols-3">
          {recent.map(({ badgeId, badge, awardedDate }) => {
            const Icon = gamificationIcon(badge.icon);
            return (
              <li
                key={badgeId}
                className="flex items-center gap-3 rounded-2xl border border-accent/30 bg-accent-soft px-3 py-2.5"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-accent text-accent-contrast">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0">
                  <span className="block truncate font-semibold text-foreground text-sm">{badge.name}</span>
                  <span className="block text-accent-strong text-xs">
                    Earned <time dateTime={awardedDate}>{formatDate(awardedDate, 'list')}</time>
                  </span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-3 text-muted-foreground">
          None yet. Your first retro earns one, and a three-day streak another.
        </p>
      )}
      {next.length > 0 ? (
        <>
          <h3 className="mt-5 font-medium text-foreground text-sm">Closest next</h3>
          <ul className="mt-2 grid gap-3">
            {next.map((badge) => {
              const { current, target } = badge.progress;
              return (
                <li key={badge.id}>
                  <div className="flex items-baseline justify-between gap-3 text-sm">
                    <span className="font-medium text-foreground">{badge.name}</span>
                    <span className="shrink-0 text-muted-foreground text-xs tabular-nums">
                      {badgeProgressText(badge)}
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={`${badge.name} progress`}
                    aria-valuemin={0}
                    aria-valuemax={target}
                    aria-valuenow={current}
                    aria-valuetext={badgeProgressText(badge)}
                    className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-foreground/[0.08]"
                  >
                    <div
                      className="h-full rounded-full bg-accent"
                      style={{ width: `${(current / target) * 100}%` }}
                    />
                  </div>
                  <p className="mt-1 text-muted-foreground text-xs">{badge.howToEarn}</p>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <MoreLink onClick={onShowAll}>All badges</MoreLink>
    </Section>
  );
}

/**
 * What matters now: the streaks, the challenges under way (today's action and its days), and the badges
 * just earned or nearly earned. Everything else is one tap away on the other tabs.
 */
export function AchievementsOverview({
  streaks,
  badges,
  userBadges,
  userChallenges,
  onShow,
}: {
  streaks: readonly Streak[];
  badges: readonly Badge[];
  userBadges: readonly UserBadge[];
  userChallenges: readonly UserChallenge[];
  onShow: (tab: 'badges' | 'challenges') => void;
}) {
  const inProgress = userChallenges.filter((taken) => taken.status === 'in_progress');
  const streakSection = (
    <Section
      id="streaks-heading"
      title="Streaks"
      description="A day counts when you do it; a freeze covers one missed day."
    >
      <div className="mt-4">
        <StreakTiles streaks={streaks} />
      </div>
    </Section>
  );
  const challengeSection = (
    <section aria-labelledby="challenges-now-heading">
      <h2 id="challenges-now-heading" className="font-semibold text-foreground text-lg">
        Challenges in progress
      </h2>
      {inProgress.length > 0 ? (
        <ul className="mt-3 grid gap-3">
          {inProgress.map((taken) => (
            <ChallengeInProgress key={taken.id} userChallenge={taken} />
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted-foreground">
          Nothing under way. A challenge is one small action a day, for a few days.
        </p>
      )}
      <MoreLink onClick={() => onShow('challenges')}>
        {inProgress.length > 0 ? 'All challenges' : 'Find a challenge'}
      </MoreLink>
    </section>
  );
  return (
    <div className="grid gap-6">
      {/* Today's challenge actions first when there are any: they are what can be done now. */}
      {inProgress.length > 0 ? challengeSection : streakSection}
      {inProgress.length > 0 ? streakSection : challengeSection}
      <BadgesNow badges={badges} userBadges={userBadges} onShowAll={() => onShow('badges')} />
    </div>
  );
}
