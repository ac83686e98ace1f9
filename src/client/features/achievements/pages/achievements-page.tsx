import { PAGES } from '../../../app/route-table';
import { StreakTiles } from '../../../components/gamification/streak-tiles';
import { Button } from '../../../components/ui/button';
import { PageHeader, Section } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { useGamification } from '../../gamification/api/use-gamification';
import { BadgeList } from '../components/badge-list';
import { ChallengeGroups } from '../components/challenge-groups';

export function AchievementsPage() {
  const gamification = useGamification();
  const { badges, userBadges, streaks, challenges, userChallenges, isLoading, error } = gamification;
  const earnedCount = badges.filter((badge) => badge.earned).length;

  return (
    <>
      <PageHeader
        eyebrow="Streaks, badges and challenges"
        title={PAGES.achievements.title}
        description="Milestones you reach and challenges you take on, at your own pace."
      />
      {isLoading ? (
        <div role="status" className="flex items-center gap-3 text-muted-foreground text-sm">
          <Spinner className="size-5 text-accent" />
          Loading your achievements…
        </div>
      ) : error ? (
        <div role="alert" className="rounded-2xl border border-border bg-surface p-5 text-muted-foreground">
          <p>{error.message}.</p>
          <Button variant="secondary" className="mt-3" onClick={() => window.location.reload()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-6">
          <Section
            id="streaks-heading"
            title="Streaks"
            description="A day counts when you do it; a freeze covers one missed day."
          >
            <div className="mt-4">
              <StreakTiles streaks={streaks} />
            </div>
          </Section>
          <Section
            id="badges-heading"
            title="Badges"
            description={`${earnedCount} of ${badges.length} earned. Each is earned once, and kept.`}
          >
            <div className="mt-5">
              <BadgeList badges={badges} userBadges={userBadges} />
            </div>
          </Section>
          <Section
            id="challenges-heading"
            title="Challenges"
            description="Take one on, do its small daily action, then complete it with a few notes."
          >
            <div className="mt-5">
              <ChallengeGroups challenges={challenges} userChallenges={userChallenges} />
            </div>
          </Section>
        </div>
      )}
    </>
  );
}
