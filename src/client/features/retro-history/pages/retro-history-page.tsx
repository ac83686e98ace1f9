import { CalendarCheck, ChartNoAxesColumn, ScrollText, Snowflake } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function RetroHistoryPage() {
  return (
    <PlannedPage
      eyebrow="Look back"
      title={PAGES.retroHistory.title}
      description="Every retro you have finished, day by day."
      items={[
        {
          icon: CalendarCheck,
          title: 'A calendar of your retros',
          text: 'See at a glance which days you reflected on.',
        },
        {
          icon: ScrollText,
          title: 'Past answers',
          text: 'Open any day to read what you wrote then.',
        },
        {
          icon: ChartNoAxesColumn,
          title: 'Ratings over time',
          text: 'How each life area was rated, day after day.',
        },
        {
          icon: Snowflake,
          title: 'Streak freezes',
          text: 'The days a freeze kept your streak going, marked on the calendar.',
        },
      ]}
    />
  );
}
