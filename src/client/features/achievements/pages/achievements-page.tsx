import { lazy, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { LoadFailed } from '#client/components/ui/load-failed';
import { PageHeader } from '#client/components/ui/page-header';
import { Spinner } from '#client/components/ui/spinner';
import {
  useBadges,
  useChallenges,
  useStreaks,
  useUserBadges,
  useUserChallenges,
} from '#client/features/gamification';
import { PAGES } from '#client/lib/route-table';
import { AchievementTabs, TabPanel } from '../components/achievement-tabs';
import { AchievementsOverview } from '../components/achievements-overview';
import {
  ACHIEVEMENT_TABS,
  type AchievementTab,
  achievementsHref,
  tabFromSearch,
} from '../lib/achievement-tab';

// The Badges and Challenges tabs load when chosen: the page opens on Overview, so its first load
// carries only that tab's code.
const BadgeList = lazy(() =>
  import('../components/badge-list').then((module) => ({ default: module.BadgeList })),
);
const ChallengeGroups = lazy(() =>
  import('../components/challenge-groups').then((module) => ({ default: module.ChallengeGroups })),
);

function TabLoading() {
  return (
    <div role="status" className="flex items-center gap-3 text-muted-foreground text-sm">
      <Spinner className="size-5 text-accent" />
      Loading…
    </div>
  );
}

/**
 * Streaks, badges and challenges, in three tabs so the page opens on what matters now (Overview) and
 * the rest is one tap away. The chosen tab is in the address (?tab=badges), so a reload, the back button
 * or a shared link comes back to it.
 */
/**
 * The gamification lists the page shows, read one by one (not with useGamification, which also asks
 * for today's mood and the moods list: today's mood answers 404 until one is logged, an error in the
 * browser's console on every visit for nothing shown here).
 */
function useAchievements() {
  const badges = useBadges();
  const userBadges = useUserBadges();
  const streaks = useStreaks();
  const challenges = useChallenges();
  const userChallenges = useUserChallenges();
  const queries = [badges, userBadges, streaks, challenges, userChallenges];
  return {
    badges: badges.data ?? [],
    userBadges: userBadges.data ?? [],
    streaks: streaks.data ?? [],
    challenges: challenges.data ?? [],
    userChallenges: userChallenges.data ?? [],
    isLoading: queries.some((query) => query.isLoading),
    // A failed refresh (offline, say) of an answer already shown is not a failure to show it.
    error: queries.find((query) => query.error && query.data === undefined)?.error ?? null,
  };
}

export function AchievementsPage() {
  const { badges, userBadges, streaks, challenges, userChallenges, isLoading, error } = useAchievements();
  const [, navigate] = useLocation();
  const tab = tabFromSearch(useSearch());
  const select = (next: AchievementTab) => navigate(achievementsHref(next), { replace: true });
  const earnedCount = badges.filter((badge) => badge.earned).length;

  return (
    <>
      <PageHeader
        savedData
        eyebrow={PAGES.achievements.eyebrow}
        title={PAGES.achievements.title}
        description={PAGES.achievements.description}
        className="mb-6 sm:mb-8"
      />
      {isLoading ? (
        <div role="status" className="flex items-center gap-3 text-muted-foreground text-sm">
          <Spinner className="size-5 text-accent" />
          Loading your achievements…
        </div>
      ) : error ? (
        <LoadFailed onRetry={() => window.location.reload()}>{error.message}.</LoadFailed>
      ) : (
        <>
          <AchievementTabs tabs={ACHIEVEMENT_TABS} selected={tab} onSelect={select} label="Achievements" />
          <TabPanel id={tab}>
            <Suspense fallback={<TabLoading />}>
              {tab === 'overview' ? (
                <AchievementsOverview
                  streaks={streaks}
                  badges={badges}
                  userBadges={userBadges}
                  userChallenges={userChallenges}
                  onShow={select}
                />
              ) : tab === 'badges' ? (
                <>
                  <p className="mb-5 text-muted-foreground">
                    {earnedCount} of {badges.length} earned. Each is earned once, and kept.
                  </p>
                  <BadgeList badges={badges} userBadges={userBadges} />
                </>
              ) : (
                <>
                  <p className="mb-5 text-muted-foreground">
                    Take one on, do its small daily action, then complete it on its last day with a few notes.
                  </p>
                  <ChallengeGroups challenges={challenges} userChallenges={userChallenges} />
                </>
              )}
            </Suspense>
          </TabPanel>
        </>
      )}
    </>
  );
}
