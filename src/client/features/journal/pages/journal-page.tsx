import { CalendarDays, Flame, NotebookPen, Smile } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function JournalPage() {
  return (
    <PlannedPage
      eyebrow="Write"
      title={PAGES.journal.title}
      description="Free writing for everything the questions leave out."
      items={[
        {
          icon: NotebookPen,
          title: 'Entries',
          text: 'Write as much or as little as you like, whenever something is on your mind.',
        },
        {
          icon: CalendarDays,
          title: 'Your own days',
          text: 'Every entry is dated by your local day, wherever you travel.',
        },
        {
          icon: Smile,
          title: 'Mood',
          text: 'One mood a day, from awful to great, with an optional note.',
        },
        {
          icon: Flame,
          title: 'Writing streak',
          text: 'Consecutive days of journaling, counted alongside your retro streak.',
        },
      ]}
    />
  );
}
