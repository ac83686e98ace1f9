import { CircleCheck, Flame, Gauge, MessageCircleQuestion } from 'lucide-react';
import { PAGES } from '../../../app/route-table';
import { PlannedPage } from '../../../components/ui/planned-page';

export function DailyRetroPage() {
  return (
    <PlannedPage
      eyebrow="Today"
      title={PAGES.dailyRetro.title}
      description="A few minutes to close the day: what went well, what didn't, and how each part of your life feels."
      items={[
        {
          icon: MessageCircleQuestion,
          title: "Today's questions",
          text: 'A short set of reflection questions, saved as you type.',
        },
        {
          icon: Gauge,
          title: 'Life areas',
          text: 'A 1–5 check-in for Spiritual, Relationships, Health and Productivity.',
        },
        {
          icon: CircleCheck,
          title: 'Finishing the day',
          text: "Complete the retro once every question has an answer; yesterday's stays open until your new day starts.",
        },
        {
          icon: Flame,
          title: 'Your streak',
          text: 'Each finished retro adds a day to your streak.',
        },
      ]}
    />
  );
}
