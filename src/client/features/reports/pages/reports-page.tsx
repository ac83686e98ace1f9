import { CalendarRange, ChartLine, Sprout, Star } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function ReportsPage() {
  return (
    <PlannedPage
      eyebrow="Insight"
      title={PAGES.reports.title}
      description="What your retros say about you, over a week, a month, a year or all time."
      items={[
        {
          icon: ChartLine,
          title: 'Weekly progress',
          text: 'Days completed this week out of 7, and how that compares with last week.',
        },
        {
          icon: Star,
          title: 'Strongest area',
          text: 'The life area with the highest score, and why it is ahead.',
        },
        {
          icon: Sprout,
          title: 'Room to grow',
          text: 'The area scoring lowest or falling fastest, named only when there is enough data to say so.',
        },
        {
          icon: CalendarRange,
          title: 'Any period',
          text: 'Week, month, year and all time.',
        },
      ]}
    />
  );
}
