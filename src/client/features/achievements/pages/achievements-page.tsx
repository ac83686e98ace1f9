import { Award, Flag, Flame, Medal } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function AchievementsPage() {
  return (
    <PlannedPage
      eyebrow="Badges and challenges"
      title={PAGES.achievements.title}
      description="Milestones you reach and challenges you take on."
      items={[
        {
          icon: Medal,
          title: 'Badges',
          text: 'Earned once and for good: streaks of 3, 7, 30, 100 and 365 days, your first retro, and more.',
        },
        {
          icon: Flag,
          title: 'Challenges',
          text: 'Take one on, then complete it with a note about how it went.',
        },
        {
          icon: Flame,
          title: 'Streaks',
          text: 'Your current and longest runs for retros, journaling and mood check-ins.',
        },
        {
          icon: Award,
          title: 'Told when it happens',
          text: 'A badge is announced the moment you earn it.',
        },
      ]}
    />
  );
}
