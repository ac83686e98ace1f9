import { ChartColumn, Flame, TrendingUp } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function AdminAnalyticsPage() {
  return (
    <PlannedPage
      title={PAGES.adminAnalytics.title}
      description="How the whole app is used, in counts and trends."
      items={[
        { icon: TrendingUp, title: 'Sign-ups', text: 'New accounts per day, week and month.' },
        {
          icon: ChartColumn,
          title: 'Retros and entries',
          text: 'How many retros are finished and entries written.',
        },
        { icon: Flame, title: 'Streaks', text: 'How long people keep their daily rhythm going.' },
      ]}
    />
  );
}
